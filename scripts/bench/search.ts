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

/** Bytes of every file fetched from the reader's first focus on the search box to the first query's results. */
export async function firstQueryFetches(browser: Browser, base: string, pageUrl: string, query: string, dist: string): Promise<FetchedFile[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const early: string[] = [];
    context.on('request', (r) => {
      if (SEARCH_FILES.some((re) => re.test(new URL(r.url()).pathname))) early.push(r.url());
    });
    await page.goto(base + pageUrl, { waitUntil: 'networkidle' });
    if (early.length > 0) throw new Error(`${pageUrl} fetched ${early.join(', ')} before any search: search is meant to load on first use.`);
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
      const path = new URL(r.url()).pathname;
      const sizes = await r.sizes().catch(() => undefined);
      const file = fileFor(dist, path);
      const gzip = existsSync(file) ? gzipSize(readFileSync(file)) : Number.NaN;
      const sent = sizes?.responseBodySize ?? 0;
      const estimated = sent === 0 && gzip > 0;
      out.push({ url: path, transferred: estimated ? gzip : sent, estimated, gzip });
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
}

/** Puts the timer into the page: input events stamp keystrokes; the first result after one stamps the result. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(({ input, results }) => {
    const box = document.querySelector<HTMLInputElement>(input);
    const list = document.querySelector<HTMLElement>(results);
    if (!box || !list) throw new Error(`The page has no ${input} or ${results}.`);
    const state: BenchState = { first: 0, keystroke: 0, firstResult: -1, result: -1 };
    (window as unknown as { __bench: BenchState; __benchReset: () => void }).__bench = state;
    (window as unknown as { __benchReset: () => void }).__benchReset = () => Object.assign(state, { first: 0, keystroke: 0, firstResult: -1, result: -1 });
    box.addEventListener('input', (e) => {
      state.first ||= e.timeStamp; // event time, on the same clock as performance.now()
      state.keystroke = e.timeStamp;
      state.result = -1;
    }, true);
    // Only the current query writes the list ("latest query wins"), so the first <li> written after the last
    // keystroke is that query's first result.
    new MutationObserver(() => {
      if (!list.querySelector('li')) return;
      const now = performance.now();
      if (state.firstResult < 0 && state.first > 0) state.firstResult = now;
      if (state.result < 0 && state.keystroke > 0) state.result = now;
    }).observe(list, { childList: true });
  }, { input: SEARCH_INPUT, results: SEARCH_RESULTS });
}

/**
 * Types each query into the header box of `pageUrl`, `rounds` times, each round on a fresh page with an empty
 * cache: the first query of a round is cold (Pagefind starts loading on focus), the others warm.
 */
export async function keystrokeToResult(browser: Browser, base: string, pageUrl: string, queries: string[], rounds: number, typingDelayMs: number): Promise<QueryTiming[]> {
  const out: QueryTiming[] = [];
  for (let round = 1; round <= rounds; round++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(base + pageUrl, { waitUntil: 'load' });
      await instrument(page);
      await page.click(SEARCH_INPUT);
      for (const [i, query] of queries.entries()) {
        const timing: QueryTiming = { query, round, cold: i === 0 };
        await page.fill(SEARCH_INPUT, '');
        await page.waitForTimeout(150);
        await page.evaluate(() => (window as unknown as { __benchReset: () => void }).__benchReset());
        await page.keyboard.type(query, { delay: typingDelayMs });
        try {
          await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.result >= 0, undefined, { timeout: 10_000, polling: 20 });
          const { first, keystroke, firstResult, result, count } = await page.evaluate((sel) => {
            const s = (window as unknown as { __bench: BenchState }).__bench;
            return { ...s, count: document.querySelectorAll(`${sel} li`).length };
          }, SEARCH_RESULTS);
          timing.ms = result - keystroke;
          timing.fromFirstKeyMs = firstResult - first;
          timing.results = count;
        } catch {
          const status = await page.locator('[data-search-box] [data-search-status]').first().textContent().catch(() => '');
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
