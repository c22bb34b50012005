/**
 * A query as typed, taken apart: the edition it names ("… 2e", "first edition …"), which becomes the edition filter
 * instead of words to match; quoted phrases; and the words left, with the stop words marked.
 */
import type { Edition } from '../vocab.ts';
import { words } from './words.ts';
import { isStopWord } from './stopwords.ts';

export interface QueryWord {
  /** The word as search folds it ("opponents"). */
  word: string;
  /** As typed ("opponent's"), for messages. */
  typed: string;
  /** Carries no rule meaning (src/lib/search/stopwords.ts). */
  stop: boolean;
  /** Typed in capitals ("AT", "HQ"): an abbreviation can only be meant so. */
  caps: boolean;
}

export interface ParsedQuery {
  /** The query without its edition words, as typed but trimmed ("Q's Tent"). */
  text: string;
  /** The edition the query names, if it names exactly one. */
  edition?: Edition;
  /** The words that named it ("2e", "first edition"), as typed. */
  editionWords: string[];
  /** Phrases the reader put in double quotes, folded ("dilemma resolution"). */
  phrases: string[];
  /** The other words, in order. */
  words: QueryWord[];
}

/**
 * How a query names an edition: "1e", "1E", "ST1E", "1st ed", "first edition" (and the same for 2E), anywhere in it,
 * as words of their own. "1E"/"2E" inside a longer word ("12e") does not count.
 */
const EDITION_PATTERNS: ReadonlyArray<[RegExp, Edition]> = [
  [/\b(?:st)?1e\b/gi, '1E'],
  [/\b(?:first|1st)\s+ed(?:ition|\.)?(?![a-z])/gi, '1E'],
  [/\b(?:st)?2e\b/gi, '2E'],
  [/\b(?:second|2nd)\s+ed(?:ition|\.)?(?![a-z])/gi, '2E'],
];

export function parseQuery(raw: string): ParsedQuery {
  let text = raw.normalize('NFC');
  const named = new Set<Edition>();
  const editionWords: string[] = [];
  for (const [re, edition] of EDITION_PATTERNS) {
    text = text.replace(re, (m) => {
      named.add(edition);
      editionWords.push(m);
      return ' ';
    });
  }
  const phrases: string[] = [];
  const out: QueryWord[] = [];
  // Quoted phrases and the words between them, in order.
  for (const m of text.matchAll(/["“”]([^"“”]*)["“”]?|([^"“”]+)/g)) {
    if (m[1] !== undefined) {
      const folded = words(m[1]).join(' ');
      if (folded) phrases.push(folded);
      continue;
    }
    for (const typed of m[2]!.split(/\s+/)) {
      for (const word of words(typed)) {
        out.push({
          word,
          typed: typed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
          stop: isStopWord(word),
          caps: /^\p{Lu}{2,}$/u.test(typed.replace(/[^\p{L}]/gu, '')),
        });
      }
    }
  }
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return {
    text: trimmed.replace(/["“”]/g, ''),
    ...(named.size === 1 ? { edition: [...named][0]! } : {}),
    editionWords,
    phrases,
    words: out,
  };
}
