/**
 * The twelfth SEALED TEST part of the search golden set, 29 November 2026: 140 lookups, in two halves written at the
 * same time by two developers, each BLIND and apart from the other: ./test-12-1e.ts (71 lookups by First Edition
 * players, from the 1E Glossary, v1.7 and Gray's) and ./test-12-2e.ts (69 by Second Edition players, from the 2E
 * rulebook and the Current Rulings). Each half's header says how it was written and checked.
 *
 * Kinds: 37 questions, 52 paraphrases that avoid the rule's key words, 16 typos, 10 card names, 16 judge lookups and
 * 9 keywords; 313 answers; sources from all five documents.
 *
 * - The writers read only the sources, the generated content (not the search aids), dist/ anchors, ./types.ts and the
 *   head of ./test-8-1e.ts or ./test-8-2e.ts; no search was run.
 * - A second reader read each half again under the same rules (each half's header says what changed).
 * - The lead removed 12 lookups that repeated TUNE (the eleventh part included) word for word (a mechanical check of
 *   the query strings, no search run; each half's header names them).
 *
 * Never used to tune search: its misses are for reading, not for fixing. Once it is used to tune anything, or its
 * misses are published, it is retired to TUNE and a new sealed part is written.
 */
import type { GoldenLookup } from './types.ts';
import { TEST_12_1E } from './test-12-1e.ts';
import { TEST_12_2E } from './test-12-2e.ts';

export const TEST_12: readonly GoldenLookup[] = [...TEST_12_1E, ...TEST_12_2E];
