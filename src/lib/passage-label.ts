/**
 * A passage's short label: its opening words, so a reader can tell one paragraph of a section from another. The
 * copied citation (src/scripts/cite.ts) and the "On this page" list (src/components/OnThisPage.astro) both use it,
 * so a passage is named the same way everywhere. The words are the source's own, cut, never reworded.
 */

/** How many words name a passage: enough to recognise it, short enough for one line on a phone. */
export const LABEL_WORDS = 8;

/** "When your personnel begin a mission attempt, count them and reveal the total." → "When your personnel begin a mission attempt, count them…" */
export function openingWords(text: string, words: number = LABEL_WORDS): string {
  const all = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (all.length <= words) return all.join(' ');
  // A cut after punctuation reads better without it: "attempt, …" → "attempt…", "actions. …" → "actions…".
  return `${all.slice(0, words).join(' ').replace(/[,;:.]$/, '')}…`;
}
