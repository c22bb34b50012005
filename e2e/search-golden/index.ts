/**
 * The whole golden set (see ./types.ts): 56 lookups by First Edition players and 56 by Second Edition players, each
 * written from its edition's documents.
 */
import { LOOKUPS_1E } from './1e.ts';
import { LOOKUPS_2E } from './2e.ts';
import type { GoldenLookup } from './types.ts';

export const GOLDEN: readonly GoldenLookup[] = [
  ...LOOKUPS_1E.map((l): GoldenLookup => ({ ...l, edition: '1E' })),
  ...LOOKUPS_2E.map((l): GoldenLookup => ({ ...l, edition: '2E' })),
];
export * from './types.ts';
