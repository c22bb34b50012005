/**
 * The ninth SEALED TEST part of the search golden set, 29 November 2026: 162 lookups, in two halves written at the
 * same time by two developers, each BLIND and apart from the other: ./test-9-1e.ts (81 lookups by First Edition
 * players, from the 1E Glossary, v1.7 and Gray's) and ./test-9-2e.ts (81 by Second Edition players, from the 2E
 * rulebook and the Current Rulings). Each half's header says how it was written and checked.
 *
 * Kinds: 40 questions, 53 paraphrases that avoid the rule's key words, 16 typos, 17 card names, 19 judge lookups and
 * 17 keywords; 323 answers; sources from all five documents.
 *
 * - The writers read only the sources, the generated content (not the search aids), dist/ anchors, ./types.ts and the
 *   head of ./test-8-1e.ts or ./test-8-2e.ts; no search was run.
 * - The lead removed 2 lookups that repeated TUNE (which holds ./test-8.ts) word for word (a mechanical check of the
 *   query strings, no search run; the 2E half's header names them).
 * - A second reader read each half again under the same rules (each half's header says what changed).
 *
 * Never used to tune search: its misses are for reading, not for fixing. Once it is used to tune anything, or its
 * misses are published, it is retired to TUNE and a new sealed part is written.
 */
import type { GoldenLookup } from './types.ts';
import { TEST_9_1E } from './test-9-1e.ts';
import { TEST_9_2E } from './test-9-2e.ts';

export const TEST_9: readonly GoldenLookup[] = [...TEST_9_1E, ...TEST_9_2E];
