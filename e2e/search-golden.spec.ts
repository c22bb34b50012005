/**
 * The TUNE part of the search golden set (e2e/search-golden/) typed into the site's own header box on the built
 * site, as a reader gets results once the semantic layer has loaded (fused). Passes when at least 90 % of the lookups
 * have an answer among the first three results and every kind of lookup reaches 80 %; prints every miss. One result
 * per rule (issue 34), on TUNE and on TEST: no passage twice among the first three, and no copy that does not govern
 * above the governing text of its rule. How well the sealed TEST part is answered is measured by `npm run bench`
 * (with and without the semantic layer), never here: a test that fails on that would invite tuning on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { TEST, TUNE } from './search-golden/index.ts';
import { governingBelow, repeatsInFirstThree, runLookups, score, scoreByKind, type LookupResult } from './search-golden/run.ts';
import { SEMANTIC_DIR, SEMANTIC_FILES, type SemanticRecords } from '../src/lib/search/semantic-records.ts';
import { LEXICON_PATH, type Lexicon } from '../src/lib/search/lexicon.ts';

/** Every record's text and document, by URL, from the build (dist/search/semantic/): what a result's passage says. */
const records = new Map(
  (JSON.parse(readFileSync(join(import.meta.dirname, '../dist', SEMANTIC_DIR, SEMANTIC_FILES.records), 'utf8')) as SemanticRecords).records.map((r) => [
    r.url,
    r,
  ]),
);

/** The documents, the governing one of each edition first, as the build carries them to the reader (the lexicon). */
const precedence = (JSON.parse(readFileSync(join(import.meta.dirname, '../dist', LEXICON_PATH), 'utf8')) as Lexicon).precedence;

/**
 * One result per rule, over a set's results: no passage twice (in two documents) among the first three, and no copy
 * that does not govern (Gray's, v1.7 beside the Glossary, a superseded paragraph) above the governing text of its rule.
 */
function oneResultPerRule(results: readonly LookupResult[]): { repeats: string[]; below: string[] } {
  const of = (url: string) => records.get(url);
  return {
    repeats: results.flatMap((r) => repeatsInFirstThree(r.urls, of).map((pair) => `${r.lookup.q} (box: ${r.box || 'All'}): ${pair.join('  ')}`)),
    below: results.flatMap((r) => governingBelow(r.urls, of, precedence).map((pair) => `${r.lookup.q} (box: ${r.box || 'All'}): ${pair.join('  above  ')}`)),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const misses = (results: LookupResult[]) =>
  results
    .filter((r) => !r.rank || r.rank > 3)
    .map(
      (r) => `  ${r.rank ? `#${r.rank}` : 'none'} [${r.lookup.kind}, ${r.lookup.edition}] ${r.lookup.q} → ${r.urls.slice(0, 3).join(' ') || '(no results)'}`,
    );

test.describe('search golden set', () => {
  // TUNE holds 937 lookups (and the TEST check types 276): some 5 minutes each on this shared machine under load.
  test.setTimeout(600_000);

  test('should put an answer in the first three results for 90 % of the TUNE lookups, and 80 % of each kind', async ({ page }) => {
    await page.goto('/');
    const results = await runLookups(page, TUNE);
    const all = score(results);
    const kinds = Object.entries(scoreByKind(results));
    // A report, not a failure: the test fails only on the shares below; the lookups answered lower than third (or not
    // at all) are listed for whoever tunes search, and some always are (the target is 90 %, not all).
    const missed = misses(results);
    console.log(
      `Report (not a failure) — search golden set, TUNE part, fused: ${all.top3}/${all.lookups} in the first three (${pct(all.top3Share)}; the test needs 90 %), MRR ${all.mrr.toFixed(3)}, landed ${pct(all.landedShare)}\n` +
        kinds.map(([k, s]) => `  ${k}: ${s.top3}/${s.lookups} (${pct(s.top3Share)}; needs 80 %)`).join('\n') +
        `\n${missed.length} lookup(s) with no answer in the first three (reported for tuning, allowed within the shares above):\n${missed.join('\n')}`,
    );
    expect(all.top3Share).toBeGreaterThanOrEqual(0.9);
    for (const [k, s] of kinds) expect(s.top3Share, k).toBeGreaterThanOrEqual(0.8);
    // One result per rule: no passage shown twice (in two documents) among the first three, no copy above the governing text.
    const { repeats, below } = oneResultPerRule(results);
    expect(repeats).toEqual([]);
    expect(below).toEqual([]);
  });

  // The sealed TEST part is typed in too, but only for the order of copies, which no tuning reads: nothing of how well
  // it is answered is asserted or printed here (that is the bench's, once, at the end of a piece of work).
  test("should show one result per rule on the TEST part too, with the box on the asker's edition and on All", async ({ page }) => {
    await page.goto('/');
    const results = [...(await runLookups(page, TEST)), ...(await runLookups(page, TEST, 'all'))];
    const { repeats, below } = oneResultPerRule(results);
    expect(repeats).toEqual([]);
    expect(below).toEqual([]);
  });
});
