/**
 * A passage's short label: its opening words, so a reader can tell one paragraph of a section from another (the "On
 * this page" list, src/components/OnThisPage.astro); and what a copied citation quotes (src/client/cite.ts): the
 * whole passage when short, else its first whole sentence. The words are the source's own, never reworded.
 */

/** How many words name a passage: enough to recognise it, short enough for one line on a phone. */
export const LABEL_WORDS = 8;

/** "When your personnel begin a mission attempt, count them and reveal the total." → "When your personnel begin a mission attempt, count them…" */
export function openingWords(text: string, words: number = LABEL_WORDS): string {
  const all = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (all.length <= words) return all.join(' ');
  // A cut after punctuation reads better without it: "attempt, …" → "attempt…", "actions. …" → "actions…".
  return `${all
    .slice(0, words)
    .join(' ')
    .replace(/[,;:.]$/, '')}…`;
}

/** A passage up to this many characters is quoted whole in a citation. */
export const CITE_WHOLE = 320;

/** A sentence ends at ".", "!" or "?", after any closing quote marks or brackets, before white space or the end. */
const SENTENCE_END = /[.!?][”"’)\]]*(?=\s|$)/g;

/**
 * What a citation quotes of a passage: all of it when it is short, otherwise its first sentence, whole (and, when
 * that sentence is only a few words, the sentences after it up to the length of a short passage). Never cut mid-sentence.
 */
export function citedWords(text: string, whole: number = CITE_WHOLE): string {
  const all = text.replace(/\s+/g, ' ').trim();
  if (all.length <= whole) return all;
  let end = 0;
  for (const m of all.matchAll(SENTENCE_END)) {
    const next = m.index + m[0].length;
    if (end > 0 && next > whole) break;
    end = next;
    if (end >= 40) break;
  }
  return end > 0 ? all.slice(0, end) : all;
}
