/**
 * The search model (models/minilm-static-v2) is adapted on the lookups of LOOK_FILES: TUNE as it was when the model was
 * made, without CHECK (the retired tests 5–8, by which a change to search is judged) and without the sealed TEST part
 * (tools/semantic-model/README.md); parts retired into TUNE since (the tenth) are not among them. A model that had
 * seen CHECK's or TEST's lookups would make their figures measure its memory. These tests hold LOOK_FILES
 * (tools/semantic-model/look-files.ts) to what model.json records, and its lookups apart from CHECK's and TEST's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { type Lookup, TEST, TEST_5, TEST_6, TEST_7, TEST_8 } from '../e2e/search-golden/index.ts';
import { LOOK_FILES } from '../tools/semantic-model/look-files.ts';

const ROOT = join(import.meta.dirname, '..');
const model = JSON.parse(readFileSync(join(ROOT, 'models/minilm-static-v2/model.json'), 'utf8')) as {
  lookups: { 'lookup files': Record<string, string> };
};
/** A query's words: letters and digits in lower case, anything else a space ("Q-Flash?" is "q flash"). */
const said = (l: Lookup): string =>
  l.q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const lookFiles = async (): Promise<Array<[file: string, lookups: readonly Lookup[]]>> =>
  Promise.all(
    LOOK_FILES.map(async ([file, exported]) => {
      const lookups = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'e2e/search-golden', file)).href))[exported] as readonly Lookup[] | undefined;
      return [file, lookups ?? []] as [string, readonly Lookup[]];
    }),
  );

describe('the lookups the search model is adapted on (LOOK)', () => {
  test('are the files model.json records as its training lookups, in the same order', () => {
    expect(LOOK_FILES.map(([file]) => `e2e/search-golden/${file}`)).toEqual(Object.keys(model.lookups['lookup files']));
  });

  test('are each exported by the name LOOK_FILES gives', async () => {
    for (const [file, lookups] of await lookFiles()) expect(lookups.length, `${file}: its lookups, by the name LOOK_FILES gives`).toBeGreaterThan(0);
  });

  test.each([
    ['CHECK (the retired tests 5–8)', [...TEST_5, ...TEST_6, ...TEST_7, ...TEST_8]],
    ['the sealed TEST part', TEST],
  ] as const)('hold none of the lookups of %s', async (_, held) => {
    const apart = new Set(held.map(said));
    const seen = (await lookFiles()).flatMap(([file, lookups]) => lookups.filter((l) => apart.has(said(l))).map((l) => `${file}: ${l.q}`));
    expect(seen).toEqual([]);
  });
});
