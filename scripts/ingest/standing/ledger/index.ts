/**
 * The standing ledger: every reviewed record, file by file (one file per part of a document, each written and read by
 * its reviewers), and the digests of what each record's review read (seen.json, written by `npm run standing:stamp`).
 * A new part is one import here.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { readJson } from '../../../../src/lib/read-json.ts';
import type { StandingInput } from '../types.ts';
import { LEDGER as RULEBOOK_1E_A } from './rulebook-1e-a.ts';
import { LEDGER as RULEBOOK_1E_B } from './rulebook-1e-b.ts';
import { LEDGER as GRAYS_1E_A } from './grays-1e-a.ts';
import { LEDGER as GRAYS_1E_B } from './grays-1e-b.ts';
import { LEDGER as RULEBOOK_2E_A } from './rulebook-2e-a.ts';
import { LEDGER as RULEBOOK_2E_B } from './rulebook-2e-b.ts';
import { LEDGER as GLOSSARY_2E } from './glossary-2e.ts';

const DIR = 'scripts/ingest/standing/ledger';
const PARTS: ReadonlyArray<readonly [string, readonly StandingInput[]]> = [
  ['rulebook-1e-a.ts', RULEBOOK_1E_A],
  ['rulebook-1e-b.ts', RULEBOOK_1E_B],
  ['grays-1e-a.ts', GRAYS_1E_A],
  ['grays-1e-b.ts', GRAYS_1E_B],
  ['rulebook-2e-a.ts', RULEBOOK_2E_A],
  ['rulebook-2e-b.ts', RULEBOOK_2E_B],
  ['glossary-2e.ts', GLOSSARY_2E],
];

/** Every record, with the file it is written in. */
export const LEDGER: ReadonlyArray<{ record: StandingInput; file: string }> = PARTS.flatMap(([file, records]) =>
  records.map((record) => ({ record, file: `${DIR}/${file}` })),
);

/** The digest of what each record's review read, by passage id. */
export const SEEN_PATH = fileURLToPath(new URL('./seen.json', import.meta.url));
export const SEEN: Readonly<Record<string, string>> = readJson(SEEN_PATH, z.record(z.string(), z.string().regex(/^[0-9a-f]{16}$/)), {
  display: `${DIR}/seen.json`,
  hint: 'it is written by npm run standing:stamp; restore it from git and stamp again.',
});
