/**
 * A passage's short label: its opening words, so a reader can tell one paragraph of a section from another (the "On
 * this page" list, src/components/OnThisPage.astro); and what a copied citation quotes (src/client/cite.ts): the
 * whole passage. The words are the source's own, never reworded.
 */

import type { PassagePart } from './passage-parts.ts';

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
 * A passage's opening words with its icons kept apart (src/lib/passage-parts.ts): as `openingWords`, an icon counting
 * as one word, so that the "On this page" list shows an icon as the passage does ("Missions without the universal ❖
 * symbol in their…"), never its source reading ("$\clubsuit$").
 */
export function openingParts(parts: readonly PassagePart[], words: number = LABEL_WORDS): PassagePart[] {
  const out: PassagePart[] = [];
  let count = 0;
  let cut = false;
  for (const p of parts) {
    if (typeof p !== 'string') {
      if (count >= words) {
        cut = true;
        break;
      }
      out.push(p);
      count++;
      continue;
    }
    // The words of a text part, with the spaces between them (an icon's neighbours keep their space).
    let text = '';
    for (const t of p.split(/(\s+)/)) {
      if (t === '') continue;
      if (/^\s+$/.test(t)) {
        if (count < words) text += t;
        continue;
      }
      if (count >= words) {
        cut = true;
        break;
      }
      text += t;
      count++;
    }
    if (text) out.push(text);
    if (cut) break;
  }
  if (!cut) return out;
  const last = out.at(-1);
  if (typeof last === 'string') out[out.length - 1] = `${last.trimEnd().replace(/[,;:.]$/, '')}…`;
  else out.push('…');
  return out;
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
