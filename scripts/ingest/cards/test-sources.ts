/**
 * For the cards tests: the real sources, what the other importers return for them, and the registry's inputs
 * picked out of those results, so each step is tested on the text it reads in `npm run ingest`. Also the two ways a test
 * writes a real source snippet as a segment (one 1E line; a hard-wrapped 2E paragraph, joined as segments.ts does).
 */
import { must } from '../../../src/lib/must.ts';
import { importGlossary1e } from '../glossary-1e.ts';
import { importRulebook1e } from '../rulebook-1e.ts';
import { importGrays1e } from '../grays-1e.ts';
import { importRulebook2e } from '../rulebook-2e.ts';
import { importCurrentRulings2e } from '../current-rulings-2e.ts';
import { readSource } from '../lib/fixtures.ts';
import { cardInputs } from './inputs.ts';
import { documentSegments, paragraphs } from './segments.ts';
import type { Candidate, Segment } from './types.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export const read = readSource;
/** The text of a 1-based source line. */
export const sourceLine = (file: string, n: number): string => must(read(file).split('\n')[n - 1], `line ${n} of ${file}`);

export const glossary = importGlossary1e(read(SOURCE_FILES['1e-glossary']));
export const rulings = importCurrentRulings2e(read(SOURCE_FILES['2e-current-rulings']));
export const importers = {
  glossary,
  rulebook1e: importRulebook1e(read(SOURCE_FILES['1e-rulebook-v1.7']), glossary.index),
  grays: importGrays1e(read(SOURCE_FILES['1e-grays'])),
  rulebook2e: importRulebook2e(read(SOURCE_FILES['2e-rulebook'])),
  rulings,
};
export const inputs = cardInputs(importers);
export const { common } = documentSegments(inputs);

/** A segment of one source line (1E documents are not hard-wrapped). */
export const line = (document: Segment['document'], edition: Segment['edition'], n: number, text: string): Segment => ({
  document,
  edition,
  text,
  starts: [{ at: 0, line: n }],
});

/** A hard-wrapped 2E paragraph of consecutive source lines starting at line `first`. */
export const paragraph = (document: Segment['document'], first: number, lines: string[]): Segment =>
  must(
    paragraphs(
      document,
      '2E',
      lines.map((text, i) => ({ n: first + i, text })),
    )[0],
    `a paragraph at line ${first} of ${document}`,
  );

/** Candidates as [name, pattern, line], for readable expectations. */
export const found = (cs: readonly Candidate[]): Array<[string, string, number]> => cs.map((c) => [c.name, c.pattern, c.line]);
