/** Dates as the site shows them: "2000-08" → "August 2000", "2011-01-03" → "3 January 2011". */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(date: string): string {
  if (date === 'undated') return 'undated';
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new Error(`Not a date: ${JSON.stringify(date)} (expected YYYY-MM, YYYY-MM-DD or "undated").`);
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}
