/**
 * The files of LOOK, the lookups the search model is adapted on (./look-lookups.ts, ./adapt.py --lookups): TUNE as it
 * was when models/minilm-static-v2 was made (before the tenth sealed part was retired into it), without the retired
 * tests 5–8 (CHECK) and without the sealed TEST part, as e2e/search-golden/index.ts orders TUNE, each with the name it
 * exports. A part retired into TUNE later joins this list only when the model is made again with it. tests/semantic-model-lookups.test.ts checks that models/minilm-static-v2/model.json
 * records these files and that none of their lookups is one of CHECK's or TEST's.
 */
export const LOOK_FILES: ReadonlyArray<[file: string, exported: string]> = [
  ['1e.ts', 'LOOKUPS_1E'],
  ['2e.ts', 'LOOKUPS_2E'],
  ['held-out.ts', 'HELD_OUT'],
  ['dev-1e.ts', 'DEV_1E'],
  ['dev-2e.ts', 'DEV_2E'],
  ['dev-1e-b.ts', 'DEV_1E_B'],
  ['dev-2e-b.ts', 'DEV_2E_B'],
  ['dev-judge.ts', 'DEV_JUDGE'],
  ['retired-test-1.ts', 'RETIRED_TEST_1'],
  ['test-2.ts', 'TEST_2'],
  ['test-3.ts', 'TEST_3'],
  ['test-4.ts', 'TEST_4'],
  ['test-9-1e.ts', 'TEST_9_1E'],
  ['test-9-2e.ts', 'TEST_9_2E'],
];
