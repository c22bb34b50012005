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
  /**
   * The part of the documents the query names ("current rulings …", "what does the glossary say about …", "… in
   * gray's"): what a judge asks of one document becomes a filter, not words to match (the Current Rulings' own
   * preamble says "current rulings" five times, and would otherwise come first for every such question).
   */
  scope?: DocumentScope;
  /**
   * The documents a query compares, when it names two or more of them ("q-flash per mission glossary vs grays",
   * "number of affiliations glossary or rulebook which is right"): what a judge asks when the documents differ. Their
   * names are no words to match (no passage of Gray's says "grays"); each is searched on its own, and the best
   * passage of each comes first (engine.ts), so the answer shows both sides.
   */
  compared?: DocumentScope[];
  /**
   * The query with the names of the documents it compares, for matching the site's page names, which hold them
   * ("compare gray's and v1.7" is the name of /1e/compare/); set only with {@link compared}.
   */
  namesText?: string;
  /** Phrases the reader put in double quotes, folded ("dilemma resolution"). */
  phrases: string[];
  /** The other words, in order. */
  words: QueryWord[];
}

/** A part of the documents named in a query, as search filters ({@link DOCUMENT_PATTERNS}). */
export interface DocumentScope {
  /** Shown to the reader: "the ST2E Current Rulings". */
  label: string;
  /** The words that named it, as typed. */
  words: string[];
  kinds?: string[];
  documents?: string[];
  edition?: Edition;
}

/**
 * How a query names a part of the documents, as words of their own. Only with other words to search ("glossary" alone
 * is a word to find), and only when one part is named.
 */
const DOCUMENT_PATTERNS: ReadonlyArray<[RegExp, Omit<DocumentScope, 'words'>]> = [
  [/\b(?:the\s+)?(?:st2e\s+)?current\s+rulings?\b/gi, { label: 'the ST2E Current Rulings', documents: ['ST2E Current Rulings'], edition: '2E' }],
  [/\b(?:the\s+)?glossary\b/gi, { label: 'the glossaries', kinds: ['term'] }],
  [
    /\b(?:the\s+)?(?:rule\s*book\s+)?v1\.7\b|\b(?:the\s+)?1e\s+rule\s*book\b/gi,
    { label: 'the ST1E Rulebook v1.7', documents: ['ST1E Rulebook v1.7'], edition: '1E' },
  ],
  [/\b(?:the\s+)?gray'?[’]?s(?:\s+digital\s+edition)?\b/gi, { label: "Gray's Digital Edition", documents: ["Gray's Digital Edition"], edition: '1E' }],
];

/**
 * How a query names a document only beside another ("rulebook or grays", "grays vs 1.7"): a rulebook of either
 * edition, v1.7 by its number. Alone, "rulebook" is a word to find ("card text vs the rulebook which wins").
 */
const COMPARED_ONLY_PATTERNS: ReadonlyArray<[RegExp, Omit<DocumentScope, 'words'>]> = [
  [/\b(?:the\s+)?rule\s*books?\b/gi, { label: 'the rulebooks', documents: ['ST1E Rulebook v1.7', 'ST2E Rulebook'] }],
  [/(?<![\w.])(?:the\s+)?1\.7(?![\w.])/gi, { label: 'the ST1E Rulebook v1.7', documents: ['ST1E Rulebook v1.7'], edition: '1E' }],
];

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

/** The editions as the documents write them, for a query that names both and one's cards ({@link parseQuery}). */
const EDITION_NAMES: Readonly<Record<Edition, string>> = { '1E': 'First Edition', '2E': 'Second Edition' };

export function parseQuery(raw: string): ParsedQuery {
  let text = raw.normalize('NFC');
  const named = new Set<Edition>();
  const editionWords: string[] = [];
  // A query naming both editions that names one edition's cards asks about mixing them ("can 2e cards be used in
  // 1e"): "2e cards" is then words to search, as the documents write them ("Second Edition cards … may be used with
  // First Edition rules"), not a filter. Otherwise ("battle 1e vs 2e") both names are set aside, as one is.
  const both = new Set(EDITION_PATTERNS.filter(([re]) => new RegExp(re.source, 'i').test(text)).map(([, e]) => e)).size > 1;
  for (const [re, edition] of EDITION_PATTERNS) {
    text = text.replace(re, (m, at: number, all: string) => {
      if (both && /^\s+cards?\b/i.test(all.slice(at + m.length))) {
        named.add(edition);
        return ` ${EDITION_NAMES[edition]} `;
      }
      named.add(edition);
      editionWords.push(m);
      return ' ';
    });
  }
  // A part of the documents named with other words to search: the first one named.
  // Two documents named ("gray's beside v1.7") is a comparison, not a scope.
  let scope: DocumentScope | undefined;
  let compared: DocumentScope[] | undefined;
  const namedParts = DOCUMENT_PATTERNS.filter(([re]) => new RegExp(re.source, 'i').test(text));
  const comparedParts = comparedIn(text);
  let namesText: string | undefined;
  if (comparedParts) {
    compared = comparedParts.parts;
    namesText = text.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
    text = comparedParts.rest;
  } else if (namedParts.length === 1) {
    const [re, named] = namedParts[0]!;
    const { rest, found } = cutOut(text, re);
    if (words(rest).some((w) => !isStopWord(w))) {
      scope = { ...named, words: found };
      text = rest;
    }
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
    ...(scope ? { scope } : {}),
    ...(compared ? { compared, namesText: namesText! } : {}),
    phrases,
    words: out,
  };
}

/**
 * The documents a query names when it names two or more, with other words to search ({@link ParsedQuery.compared}):
 * each part once, in the order the query names them, and the query without their names.
 */
function comparedIn(text: string): { parts: DocumentScope[]; rest: string } | undefined {
  let rest = text;
  const parts: Array<DocumentScope & { at: number }> = [];
  for (const [re, named] of [...DOCUMENT_PATTERNS, ...COMPARED_ONLY_PATTERNS]) {
    const cut = cutOut(rest, re);
    const { found, at } = cut;
    rest = cut.rest;
    if (found.length === 0) continue;
    // "the rulebook" beside "v1.7" names v1.7 once.
    const same = parts.find((p) => named.documents?.some((d) => p.documents?.includes(d)));
    if (same) {
      same.words.push(...found);
      same.at = Math.min(same.at, at);
    } else parts.push({ ...named, words: found, at });
  }
  // What is left must ask something of the documents' content: "which takes priority" asks which document governs,
  // which the documents' own words answer ("… are periodic updates to the rulebook"), so their names stay words; so
  // does a query of names alone ("grays vs 1.7"), which asks nothing to search each for.
  const asked = words(rest).filter((w) => !isStopWord(w));
  if (parts.length < 2 || asked.every((w) => GOVERNS.has(w))) return undefined;
  parts.sort((a, b) => a.at - b.at);
  return { parts: parts.map(({ at: _, ...part }) => part), rest: rest.replace(/\s+/g, ' ') };
}

/**
 * `text` with each match of `re` blanked out (spaces as long as the match, so that later matches keep their offsets),
 * the matches trimmed, and where the first began (Infinity when none).
 */
function cutOut(text: string, re: RegExp): { rest: string; found: string[]; at: number } {
  const found: string[] = [];
  let at = Number.POSITIVE_INFINITY;
  const rest = text.replace(re, (m, offset: number) => {
    found.push(m.trim());
    at = Math.min(at, offset);
    return ' '.repeat(m.length);
  });
  return { rest, found, at };
}

/** Words asking which of two documents governs ("current rulings or the rulebook, which takes priority"). */
const GOVERNS = new Set([
  'priority',
  'precedence',
  'take',
  'takes',
  'wins',
  'win',
  'governs',
  'govern',
  'overrides',
  'override',
  'supersedes',
  'supersede',
  'trumps',
  'trump',
  'prevails',
  'prevail',
  'right',
  'correct',
  'first',
  'one',
  'document',
  'documents',
  'says',
  'say',
]);
