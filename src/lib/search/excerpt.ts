/**
 * A passage's excerpt with the matched words marked, built from the passage's text and the word positions the index
 * matched (Pagefind's word locations: indexes into the text split at white space). Pure data, never HTML: the page
 * turns each part into a text node or a <mark>.
 */

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** A passage shorter than this many words is shown whole. */
export const WHOLE_PASSAGE_WORDS = 48;
/** Otherwise, this many words around the densest run of matches. */
export const EXCERPT_WORDS = 36;

export function excerptParts(content: string, locations: Iterable<number>): ExcerptPart[] {
  const all = content.split(/\s+/).filter(Boolean);
  const marked = new Set([...locations].filter((l) => l >= 0 && l < all.length));
  let start = 0;
  let end = all.length;
  if (all.length > WHOLE_PASSAGE_WORDS) {
    // The window of EXCERPT_WORDS words holding the most matches (counted as the window slides); the earliest such
    // window, so a passage that answers at its start is shown from its start.
    let bestStart = 0;
    let bestCount = -1;
    let count = 0;
    for (let i = 0; i < EXCERPT_WORDS; i++) if (marked.has(i)) count++;
    for (let s = 0; s + EXCERPT_WORDS <= all.length; s++) {
      if (s > 0) count += (marked.has(s + EXCERPT_WORDS - 1) ? 1 : 0) - (marked.has(s - 1) ? 1 : 0);
      if (count > bestCount) {
        bestCount = count;
        bestStart = s;
      }
    }
    // A little context before the first match, unless that is the start of the passage.
    let first = bestStart;
    while (first < bestStart + EXCERPT_WORDS && !marked.has(first)) first++;
    start = Math.max(0, Math.min(bestStart, first - 4));
    end = Math.min(all.length, start + EXCERPT_WORDS);
  }
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean): void => {
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    if (i > start) push(' ', false);
    if (marked.has(i)) {
      // Mark the word, not the punctuation around it ("“Q-Flash”," → “ + Q-Flash + ”,).
      const m = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(all[i]!)!;
      if (m[1]) push(m[1], false);
      push(m[2]!, true);
      if (m[3]) push(m[3], false);
    } else {
      push(all[i]!, false);
    }
  }
  if (end < all.length) push(' …', false);
  return parts;
}
