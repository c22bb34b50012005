/**
 * The search golden set (see ./types.ts), in two parts:
 * - TUNE: the lookups search was tuned on — 56 by First Edition players and 56 by Second Edition players (./1e.ts,
 *   ./2e.ts), the 42 "held-out" lookups (./held-out.ts), which earlier work reported on and so no longer test
 *   anything unseen, and the development lookups (./dev-*.ts), written from the sources while search by meaning was
 *   built (three that happened to repeat a TEST lookup word for word were taken out of them). Weights, synonyms and
 *   rules may be set by what these do.
 * - TEST: the sealed part (./test.ts), written from the sources before the ranking by meaning was built. Nothing is
 *   ever tuned on it: `npm run bench` reports it beside TUNE, and its misses are for reading, not for fixing.
 */
import { LOOKUPS_1E } from './1e.ts';
import { LOOKUPS_2E } from './2e.ts';
import { HELD_OUT } from './held-out.ts';
import { TEST } from './test.ts';
import { DEV_1E } from './dev-1e.ts';
import { DEV_2E } from './dev-2e.ts';
import { DEV_1E_B } from './dev-1e-b.ts';
import { DEV_2E_B } from './dev-2e-b.ts';
import type { GoldenLookup } from './types.ts';

export const GOLDEN: readonly GoldenLookup[] = [
  ...LOOKUPS_1E.map((l): GoldenLookup => ({ ...l, edition: '1E' })),
  ...LOOKUPS_2E.map((l): GoldenLookup => ({ ...l, edition: '2E' })),
];
export const DEV: readonly GoldenLookup[] = [...DEV_1E, ...DEV_2E, ...DEV_1E_B, ...DEV_2E_B];
export const TUNE: readonly GoldenLookup[] = [...GOLDEN, ...HELD_OUT, ...DEV];
export { HELD_OUT, TEST };
export * from './types.ts';
export { TEST_2 } from './test-2.ts';
