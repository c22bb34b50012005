/**
 * The records that flow through the card registry's steps: the documents it reads, a candidate name found by a
 * pattern, and the entry it writes to content/cards/cards.json. Kept in one module so that each step says what it
 * takes and gives in the same words, and so that `CardEntry` is defined once (the collection's schema type,
 * src/schemas/cards.ts).
 */
import type { CardEntry, CardMention } from '../../../src/schemas/cards.ts';
import { CARD_PATTERNS, type CardPattern, type Edition } from '../../../src/lib/vocab.ts';
import { must } from '../../../src/lib/must.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

export const PATTERNS = CARD_PATTERNS;
export type Pattern = CardPattern;

/** The documents the registry reads, by document id (src/lib/source-documents.ts), with their file and edition, in report order. */
const read = <D extends DocumentId, E extends Edition>(document: D, edition: E) => ({ document, file: SOURCE_FILES[document], edition });
export const CARD_SOURCES = [
  read('1e-glossary', '1E'),
  read('1e-rulebook-v1.7', '1E'),
  read('1e-grays', '1E'),
  read('2e-rulebook', '2E'),
  read('2e-current-rulings', '2E'),
] as const satisfies ReadonlyArray<{ document: DocumentId; file: string; edition: Edition }>;
export type CardDocument = (typeof CARD_SOURCES)[number]['document'];

/** Position of each document in CARD_SOURCES: mentions and report lines are sorted by it, then by line. */
export const DOC_ORDER = new Map<CardDocument, number>(CARD_SOURCES.map((s, i) => [s.document, i]));
/** The document's position in CARD_SOURCES (every CardDocument has one). */
export const docOrder = (document: CardDocument): number => must(DOC_ORDER.get(document), `the position of ${document} in CARD_SOURCES`);

/** One place where a pattern found a name. */
export interface Candidate {
  /** The name as the source writes it (possessive dropped, white space collapsed). */
  name: string;
  edition: Edition;
  document: CardDocument;
  /** 1-based source line where the name starts. */
  line: number;
  pattern: Pattern;
  /** Where in which segment of running text it stands (not for `see`, `italic`, `erratum`). */
  span?: { segment: number; start: number; end: number };
}

/** A stretch of running text (a line, or a hard-wrapped paragraph joined) and the source line of each offset. */
export interface Segment {
  /** Position among all segments (set when the documents are read). */
  index?: number;
  document: CardDocument;
  edition: Edition;
  text: string;
  /** Offsets in `text` where each joined source line starts, and that line's number. */
  starts: Array<{ at: number; line: number }>;
}

/** One entry of content/cards/cards.json, and one of its mentions (their schema: src/schemas/cards.ts). */
export type { CardEntry, CardMention };
