/**
 * Search relevance for the bench: the golden set (e2e/search-golden/) typed into the site's header box in headless
 * Chromium, in both its parts — TUNE (what search was tuned on) and the sealed TEST (never tuned on) — each with the
 * semantic layer fused in (as a reader gets it once it has loaded) and with it blocked (lexical search with its
 * expansions and the search aids' field alone), so the report shows what the layer adds; and TUNE with the box on All.
 */
import type { Browser } from '@playwright/test';
import { TUNE, TEST, LOOKUP_KINDS, type LookupKind } from '../../e2e/search-golden/index.ts';
import { runLookups, score, scoreByKind, type LookupResult, type Score } from '../../e2e/search-golden/run.ts';
import { SEMANTIC_DIR } from '../../src/lib/search/semantic-records.ts';

export interface RelevanceRun {
  label: string;
  part: 'TUNE' | 'TEST';
  semantic: boolean;
  overall: Score;
  byKind: Partial<Record<LookupKind, Score>>;
  /** Lookups with no answer in the first three: the query, its kind and edition, where its first answer came, and what came first. */
  misses: Array<{ q: string; kind: LookupKind; edition: string; box: string; rank?: number; got: string[] }>;
}

export interface Relevance {
  runs: RelevanceRun[];
}

function summarise(label: string, part: 'TUNE' | 'TEST', semantic: boolean, results: LookupResult[]): RelevanceRun {
  return {
    label,
    part,
    semantic,
    overall: score(results),
    byKind: scoreByKind(results),
    misses: results
      .filter((r) => !r.rank || r.rank > 3)
      .map((r) => ({
        q: r.lookup.q,
        kind: r.lookup.kind,
        edition: r.lookup.edition,
        box: r.box || 'All',
        ...(r.rank ? { rank: r.rank } : {}),
        got: r.urls.slice(0, 3),
      })),
  };
}

export async function relevance(browser: Browser, base: string, pageUrl: string): Promise<Relevance> {
  const runs: RelevanceRun[] = [];
  for (const semantic of [true, false]) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // Lexical only: the layer's files never arrive, so the box keeps its lexical results (data-semantic="failed").
    if (!semantic) await context.route(`**/${SEMANTIC_DIR}/**`, (route) => route.abort());
    try {
      const page = await context.newPage();
      await page.goto(base + pageUrl);
      const how = semantic ? 'fused with the semantic layer' : 'lexical only (semantic layer blocked)';
      runs.push(summarise(`TEST, ${how}`, 'TEST', semantic, await runLookups(page, TEST, 'player', { semantic })));
      runs.push(summarise(`TUNE, ${how}`, 'TUNE', semantic, await runLookups(page, TUNE, 'player', { semantic })));
      if (semantic) runs.push(summarise(`TUNE, ${how}, box on All`, 'TUNE', semantic, await runLookups(page, TUNE, 'all', { semantic })));
    } finally {
      await context.close();
    }
  }
  return { runs };
}

export { LOOKUP_KINDS };
