/**
 * The eighth SEALED TEST part of the search golden set, 29 November 2026: 138 lookups, in two halves written at the
 * same time by two developers, each BLIND and apart from the other: ./test-8-1e.ts (72 lookups by First Edition
 * players, from the 1E Glossary, v1.7 and Gray's) and ./test-8-2e.ts (66 by Second Edition players, from the 2E
 * rulebook and the Current Rulings). Each half's header says how it was written and checked.
 *
 * Kinds: 36 questions, 50 paraphrases that avoid the rule's key words, 15 typos, 10 card names, 17 judge lookups and
 * 10 keywords; 281 answers; sources from all five documents.
 *
 * - The writers read only the sources, the generated content (not the search aids), dist/ anchors, ./types.ts and the
 *   head of ./test-7-1e.ts or ./test-7-2e.ts; no search was run.
 * - The lead removed 14 lookups that repeated TUNE (which holds ./test-7.ts) word for word (a mechanical check of the
 *   query strings, no search run; each half's header names them).
 * - A second reader read each half again under the same rules (each half's header says what changed).
 *
 * Never used to tune search: its misses are for reading, not for fixing. Once it is used to tune anything, or its
 * misses are published, it is retired to TUNE and a new sealed part is written.
 */
import type { GoldenLookup } from './types.ts';
import { TEST_8_1E } from './test-8-1e.ts';
import { TEST_8_2E } from './test-8-2e.ts';

export const TEST_8: readonly GoldenLookup[] = [...TEST_8_1E, ...TEST_8_2E];
