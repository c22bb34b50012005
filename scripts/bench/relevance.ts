/**
 * Search relevance for the bench: the golden set (e2e/search-golden/) typed into the site's header box in headless
 * Chromium, three ways — with the box on each asker's edition (how a player who keeps it set searches; the target),
 * with the box on All (nobody chose an edition), and the held-out set written apart from the tuning.
 */
import type { Browser } from '@playwright/test';
import { GOLDEN, LOOKUP_KINDS, type LookupKind } from '../../e2e/search-golden/index.ts';
import { HELD_OUT } from '../../e2e/search-golden/held-out.ts';
import { runLookups, score, scoreByKind, type LookupResult, type Score } from '../../e2e/search-golden/run.ts';

export interface RelevanceRun {
  label: string;
  overall: Score;
  byKind: Record<LookupKind, Score>;
  /** Lookups with no answer in the first three: the query, its kind and edition, where its first answer came, and what came first. */
  misses: Array<{ q: string; kind: LookupKind; edition: string; box: string; rank?: number; got: string[] }>;
}

export interface Relevance {
  golden: RelevanceRun;
  goldenAll: RelevanceRun;
  heldOut: RelevanceRun;
}

function summarise(label: string, results: LookupResult[]): RelevanceRun {
  return {
    label,
    overall: score(results),
    byKind: scoreByKind(results),
    misses: results
      .filter((r) => !r.rank || r.rank > 3)
      .map((r) => ({ q: r.lookup.q, kind: r.lookup.kind, edition: r.lookup.edition, box: r.box || 'All', ...(r.rank ? { rank: r.rank } : {}), got: r.urls.slice(0, 3) })),
  };
}

export async function relevance(browser: Browser, base: string, pageUrl: string): Promise<Relevance> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(base + pageUrl);
    const golden = summarise("golden set, box on the asker's edition", await runLookups(page, GOLDEN, 'player'));
    const goldenAll = summarise('golden set, box on All', await runLookups(page, GOLDEN, 'all'));
    const heldOut = summarise("held-out set, box on the asker's edition", await runLookups(page, HELD_OUT, 'player'));
    return { golden, goldenAll, heldOut };
  } finally {
    await context.close();
  }
}

export { LOOKUP_KINDS };
