/**
 * Search in headless Chromium (Playwright on the system Chromium), against a server of dist/, with service workers
 * blocked: what a reader's search costs, not the offline copy's download, which a first visit starts in the background
 * (a returning reader has it already; it would also be counted in the bytes below):
 * - the bytes fetched for a first query on a fresh page: every response from the moment the reader focuses the box
 *   (the search code, Pagefind, the lexicon, the index chunks and the passages shown);
 * - keystroke to first result: type each query into the header box (#site-search) as a person would, and time,
 *   inside the page with performance.now(), from the last keystroke's input event to the first result
 *   (<li> in [data-search-results]) written for that query. The first query of a fresh page is "cold".
 */
import { readFileSync, existsSync } from 'node:fs';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { fileFor, gzipSize } from './weight.ts';
import { SiteError } from '../../src/lib/errors.ts';

export interface FetchedFile {
  url: string;
  /** Body bytes as the server sent them (astro preview compresses with gzip). */
  transferred: number;
  /** Chromium reported no size (a worker's script): `transferred` is the gzip size instead. */
  estimated: boolean;
  /** The same file gzipped, as a compressing host would send it (Pagefind's own chunks are already gzip). */
  gzip: number;
}

export interface QueryTiming {
  query: string;
  round: number;
  cold: boolean;
  /** Last keystroke to first result, ms; undefined when no result came (see error). */
  ms?: number;
  /** First keystroke to the first results shown for any prefix of the query, ms. */
  fromFirstKeyMs?: number;
  /** Last keystroke to the first results fused with the semantic layer (src/lib/search/fuse.ts), ms, once it is loaded. */
  fusedMs?: number;
  results?: number;
  error?: string;
}

export const SEARCH_INPUT = '#site-search';
export const SEARCH_RESULTS = '[data-search-results]';

export function launchChromium(executablePath: string, flags: string[]): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: flags.filter((f) => f !== '--headless') });
}

/** Waits until no request matching `pattern` is pending and none started for `quietMs`. */
async function settle(pending: Set<Request>, quietMs: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let quietSince = Date.now();
  let last = pending.size;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    if (pending.size > 0 || pending.size !== last) quietSince = Date.now();
    last = pending.size;
    if (pending.size === 0 && Date.now() - quietSince >= quietMs) return;
  }
}

/** Files only search needs: none of them may load before the reader uses the box. */
export const SEARCH_FILES = [/^\/pagefind\//, /^\/search\/lexicon\.json$/];

/** The semantic layer's files (src/lib/search/semantic-records.ts) and its worker's script: loaded after the first results. */
export const SEMANTIC_FILES_RE = [/^\/search\/semantic\//, /^\/_astro\/semantic-worker[.-][\w-]+\.js$/];
export const isSemanticFile = (path: string): boolean => SEMANTIC_FILES_RE.some((re) => re.test(path));

/** A file as fetched: its path, the bytes sent (or, where Chromium reports none, its gzip size) and its gzip size. */
async function fetchedFile(r: Request, dist: string): Promise<FetchedFile> {
  const path = new URL(r.url()).pathname;
  const file = fileFor(dist, path);
  const gzip = existsSync(file) ? gzipSize(readFileSync(file)) : Number.NaN;
  const sent = (await r.sizes().catch(() => undefined))?.responseBodySize ?? 0;
  const estimated = sent === 0 && gzip > 0;
  return { url: path, transferred: estimated ? gzip : sent, estimated, gzip };
}

/**
 * Bytes of every file fetched from the reader's first focus on the search box to the first query's results. With
 * `semantic: false` the semantic layer's files are refused, so what is measured is the lexical search a first query
 * costs (the layer, loaded after its results, is measured on its own).
 */
export async function firstQueryFetches(
  browser: Browser,
  base: string,
  pageUrl: string,
  query: string,
  dist: string,
  { semantic = false }: { semantic?: boolean } = {},
): Promise<FetchedFile[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (!semantic)
    await context.route(
      (url) => isSemanticFile(url.pathname),
      (route) => route.abort(),
    );
  try {
    const page = await context.newPage();
    const early: string[] = [];
    context.on('request', (r) => {
      if (SEARCH_FILES.some((re) => re.test(new URL(r.url()).pathname))) early.push(r.url());
    });
    await page.goto(base + pageUrl, { waitUntil: 'networkidle' });
    if (early.length > 0)
      throw new SiteError({
        what: `${pageUrl} fetched ${early.join(', ')} before any search: search is meant to load on first use.`,
        hint: 'the search box loads the search on first focus (src/client/search-box.ts): find what loads it earlier (a preload, an import) and move it there.',
      });
    const requests: Request[] = [];
    const pending = new Set<Request>();
    context.on('request', (r) => {
      requests.push(r);
      pending.add(r);
    });
    const done = (r: Request) => pending.delete(r);
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    await page.click(SEARCH_INPUT);
    await page.keyboard.type(query, { delay: 80 });
    await page.waitForSelector(`${SEARCH_RESULTS} li`, { timeout: 15_000 });
    await settle(pending, 500, 10_000);
    const out: FetchedFile[] = [];
    for (const r of requests) {
      if (r.failure()) continue; // refused (the semantic layer, blocked): nothing was fetched
      out.push(await fetchedFile(r, dist));
    }
    return out;
  } finally {
    await context.close();
  }
}

interface BenchState {
  /** Input event of the query's first and latest keystroke (performance.now() clock). */
  first: number;
  keystroke: number;
  /** First result element after the first and after the latest keystroke, or -1. */
  firstResult: number;
  result: number;
  /** First result written fused with the semantic layer after the latest keystroke, or -1. */
  fused: number;
}

/** Puts the timer into the page: input events stamp keystrokes; the first result after one stamps the result. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(
    ({ input, results }) => {
      const box = document.querySelector<HTMLInputElement>(input);
      const list = document.querySelector<HTMLElement>(results);
      if (!box || !list) throw new Error(`The page has no ${input} or ${results}.`); // error-model: thrown in the page (page.evaluate), where only a plain Error exists
      const root = box.closest<HTMLElement>('[data-search-box]');
      const state: BenchState = { first: 0, keystroke: 0, firstResult: -1, result: -1, fused: -1 };
      (window as unknown as { __bench: BenchState; __benchReset: () => void }).__bench = state;
      (window as unknown as { __benchReset: () => void }).__benchReset = () =>
        Object.assign(state, { first: 0, keystroke: 0, firstResult: -1, result: -1, fused: -1 });
      box.addEventListener(
        'input',
        (e) => {
          state.first ||= e.timeStamp; // event time, on the same clock as performance.now()
          state.keystroke = e.timeStamp;
          state.result = -1;
          state.fused = -1;
        },
        true,
      );
      // Only the current query writes the list ("latest query wins"), so the first <li> written after the last
      // keystroke is that query's first result.
      new MutationObserver(() => {
        if (!list.querySelector('li')) return;
        const now = performance.now();
        if (state.firstResult < 0 && state.first > 0) state.firstResult = now;
        if (state.result < 0 && state.keystroke > 0) state.result = now;
        // The box marks its results fused (src/client/search/box.ts) before the list's change is observed.
        if (state.fused < 0 && state.keystroke > 0 && root?.dataset.searchFused === 'true') state.fused = now;
      }).observe(list, { childList: true });
    },
    { input: SEARCH_INPUT, results: SEARCH_RESULTS },
  );
}

/**
 * Types each query into the header box of `pageUrl`, `rounds` times, each round on a fresh page with an empty
 * cache: the first query of a round is cold (Pagefind starts loading on focus), the others warm.
 */
export async function keystrokeToResult(
  browser: Browser,
  base: string,
  pageUrl: string,
  queries: string[],
  rounds: number,
  typingDelayMs: number,
): Promise<QueryTiming[]> {
  const out: QueryTiming[] = [];
  for (let round = 1; round <= rounds; round++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(base + pageUrl, { waitUntil: 'load' });
      await instrument(page);
      await page.click(SEARCH_INPUT);
      for (const [i, query] of queries.entries()) {
        // After the cold query, the semantic layer it started loading must be ready before warm queries are timed.
        if (i === 1)
          await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-search-box]')?.dataset.semantic === 'ready', undefined, {
            timeout: 30_000,
          });
        const timing: QueryTiming = { query, round, cold: i === 0 };
        await page.fill(SEARCH_INPUT, '');
        await page.waitForTimeout(150);
        await page.evaluate(() => (window as unknown as { __benchReset: () => void }).__benchReset());
        await page.keyboard.type(query, { delay: typingDelayMs });
        try {
          await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.result >= 0, undefined, { timeout: 10_000, polling: 20 });
          // Warm queries run once the semantic layer, which the cold query's results start loading, is ready.
          if (i > 0)
            await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.fused >= 0, undefined, { timeout: 10_000, polling: 20 });
          const { first, keystroke, firstResult, result, fused, count } = await page.evaluate((sel) => {
            const s = (window as unknown as { __bench: BenchState }).__bench;
            return { ...s, count: document.querySelectorAll(`${sel} li`).length };
          }, SEARCH_RESULTS);
          timing.ms = result - keystroke;
          timing.fromFirstKeyMs = firstResult - first;
          if (fused >= 0) timing.fusedMs = fused - keystroke;
          timing.results = count;
        } catch {
          const status = await page
            .locator('[data-search-box] [data-search-status]')
            .first()
            .textContent()
            .catch(() => '');
          timing.error = `no result within 10 s${status ? ` (status: “${status}”)` : ''}`;
        }
        out.push(timing);
      }
    } finally {
      await context.close();
    }
  }
  return out;
}

/** What the semantic layer costs a reader: its files, and when they start loading against the first results. */
export interface SemanticLayerFetch {
  files: FetchedFile[];
  /** ms after the page's time origin: the first result element shown, and the box starting the layer (its files asked for). */
  firstResultAt: number;
  firstLayerRequestAt: number;
  /** From the first result to the layer answering (the box marked data-semantic="ready"), ms. */
  readyAfterMs: number;
}

/**
 * Types `query` into the header box of a fresh page and records the semantic layer's files as they load: which, their
 * gzip sizes, and that none is asked for before the first result is on screen.
 */
export async function semanticLayerFetches(browser: Browser, base: string, pageUrl: string, query: string, dist: string): Promise<SemanticLayerFetch> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const requests: Array<{ r: Request }> = [];
    await page.goto(base + pageUrl, { waitUntil: 'networkidle' });
    context.on('request', (r) => {
      if (isSemanticFile(new URL(r.url()).pathname)) requests.push({ r });
    });
    // In the page, on its clock: when the first result element is written, and when the box starts the layer
    // (data-semantic="loading", set just before its files are asked for: src/client/search/semantic.ts).
    await page.evaluate((results) => {
      const list = document.querySelector(results)!;
      const root = list.closest<HTMLElement>('[data-search-box]')!;
      const w = window as unknown as { __firstResultAt?: number; __layerAt?: number };
      new MutationObserver(() => {
        if (w.__firstResultAt === undefined && list.querySelector('li')) w.__firstResultAt = performance.now();
      }).observe(list, { childList: true });
      new MutationObserver(() => {
        if (w.__layerAt === undefined && root.dataset.semantic === 'loading') w.__layerAt = performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['data-semantic'] });
    }, SEARCH_RESULTS);
    await page.click(SEARCH_INPUT);
    await page.keyboard.type(query, { delay: 80 });
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-search-box]')?.dataset.semantic === 'ready', undefined, { timeout: 60_000 });
    const readyAt = await page.evaluate(() => performance.now());
    const { firstResultAt, layerAt } = await page.evaluate(() => {
      const w = window as unknown as { __firstResultAt?: number; __layerAt?: number };
      return { firstResultAt: w.__firstResultAt ?? -1, layerAt: w.__layerAt ?? -1 };
    });
    const files = await Promise.all(requests.map(({ r }) => fetchedFile(r, dist)));
    // The layer's files are asked for from the moment the box starts it (Node's clock, on which the requests are
    // seen, is not the page's: the page's own marks are compared).
    return { files, firstResultAt, firstLayerRequestAt: layerAt, readyAfterMs: readyAt - firstResultAt };
  } finally {
    await context.close();
  }
}
