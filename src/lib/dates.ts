/** Dates as the site shows them: "2000-08" → "August 2000", "2011-01-03" → "3 January 2011". */
import { SiteError } from './errors.ts';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(date: string): string {
  if (date === 'undated') return 'undated';
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month)
    throw new SiteError({
      what: `Not a date: ${JSON.stringify(date)} (expected YYYY-MM, YYYY-MM-DD or "undated").`,
      where: { field: 'date' },
      hint: 'the documents\' dates are reviewed data: write it as YYYY-MM, YYYY-MM-DD or "undated" in scripts/ingest/documents.ts, then run npm run ingest.',
    });
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}
