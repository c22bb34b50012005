/**
 * A passage's short label: its opening words, so a reader can tell one paragraph of a section from another (the "On
 * this page" list, src/components/OnThisPage.astro); and what a copied citation quotes (src/client/cite.ts): the
 * whole passage. The words are the source's own, never reworded.
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

/**
 * What the ¶ link's citation quotes of a passage: the whole passage, as the reader chose it by its ¶ (white space
 * squashed). It once quoted only the first sentence of a long passage, found by "." "!" "?" — which cut sentences
 * after "Mr.", "e.g.", "etc." and card names such as "Abandon Ship!" or "Where's Guinan?", and cut the For the Cause
 * erratum to "Plays on Athos IV." A passage is the unit a reader cites, so it is quoted whole, however long
 * (tests/cite-copy.test.ts checks every passage of the built site).
 */
export function citedWords(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
