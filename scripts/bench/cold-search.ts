/**
 * A cold first search on an emulated slow phone (issue 34), this site's header box beside a stock Starlight site's
 * search (its default Pagefind UI, bench/starlight/), measured the same way in the same run: each query typed on a
 * fresh page with an empty cache, under Chrome DevTools' network and CPU emulation (Network.emulateNetworkConditions,
 * Emulation.setCPUThrottlingRate), and timed inside the page from the last keystroke's input event to the first
 * result written. Also counted: every response from the reader's first focus on the box to that result and a quiet
 * half second after it (what a cold first search fetches).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Request } from '@playwright/test';
import { createSiteServer } from '../lib/server.ts';
import { median } from './stats.ts';

/** The emulated phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower. */
export const SLOW_PHONE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, viewport: { width: 390, height: 844 } } as const;

/** Where a site's search is and how it shows results. */
export interface SearchSite {
  name: string;
  /** A content page, as a reader arrives on it. */
  page: string;
  /** Clicked first when the box sits behind a button (Starlight's dialog). */
  open?: string;
  input: string;
  result: string;
}

export const OUR_SEARCH: SearchSite = { name: 'this site', page: '/1e/glossary/battle/', input: '#site-search', result: '[data-search-results] li' };
/** Starlight 0.42's search: a button opening a dialog with Pagefind's default UI. */
export const STARLIGHT_SEARCH: SearchSite = {
  name: 'Starlight',
  page: '/glossary/1e/battle/',
  open: 'button[data-open-modal]',
  input: '.pagefind-ui__search-input',
  result: '.pagefind-ui__result',
};

export interface ColdSearch {
  query: string;
  /** Last keystroke to the first result, ms (undefined: none within the time allowed; see error). */
  ms?: number;
  /** Responses from the first focus to a quiet half second after the first result: how many, and their bytes. */
  requests: number;
  bytes: number;
  error?: string;
}

/** Serves a built site's folder on a free loopback port (this project's own server: scripts/lib/server.ts). */
export async function serveDist(dist: string): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createSiteServer({ dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A response's body bytes as sent; where Chromium reports none (a worker's fetch), its decoded length (no less). */
export async function bodyBytes(r: Request): Promise<number> {
  const sent = (await r.sizes().catch(() => undefined))?.responseBodySize ?? 0;
  if (sent > 0) return sent;
  return (await (await r.response())?.body().catch(() => undefined))?.byteLength ?? 0;
}

async function emulate(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Types `query` into `site`'s search on a fresh, emulated page; times the last keystroke to the first result. */
export async function coldSearchOnce(browser: Browser, base: string, site: SearchSite, query: string, typingDelayMs: number): Promise<ColdSearch> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: SLOW_PHONE.viewport });
  try {
    const page = await context.newPage();
    await emulate(page);
    await page.goto(base + site.page, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    if (site.open) await page.click(site.open);
    await page.waitForSelector(site.input, { state: 'visible', timeout: 60_000 });
    await page.evaluate((sel) => {
      const w = window as unknown as { __cold: { key: number; result: number } };
      w.__cold = { key: 0, result: -1 };
      document.addEventListener(
        'input',
        (e) => {
          w.__cold.key = e.timeStamp;
          w.__cold.result = -1;
        },
        true,
      );
      new MutationObserver(() => {
        if (w.__cold.key > 0 && w.__cold.result < 0 && document.querySelector(sel)) w.__cold.result = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    }, site.result);
    const requests: Request[] = [];
    const pending = new Set<Request>();
    context.on('request', (r) => {
      requests.push(r);
      pending.add(r);
    });
    context.on('requestfinished', (r) => pending.delete(r));
    context.on('requestfailed', (r) => pending.delete(r));
    await page.click(site.input);
    await page.keyboard.type(query, { delay: typingDelayMs });
    const out: ColdSearch = { query, requests: 0, bytes: 0 };
    try {
      await page.waitForFunction(() => (window as unknown as { __cold: { result: number } }).__cold.result >= 0, undefined, { timeout: 60_000, polling: 50 });
      const { key, result } = await page.evaluate(() => (window as unknown as { __cold: { key: number; result: number } }).__cold);
      out.ms = result - key;
    } catch {
      out.error = 'no result within 60 s';
    }
    // What the search fetched: wait until nothing is pending for half a second (at most 30 s more).
    const end = Date.now() + 30_000;
    let quiet = Date.now();
    while (Date.now() < end && Date.now() - quiet < 500) {
      await new Promise((r) => setTimeout(r, 50));
      if (pending.size > 0) quiet = Date.now();
    }
    for (const r of requests) {
      if (r.failure()) continue;
      out.requests++;
      out.bytes += await bodyBytes(r);
    }
    return out;
  } finally {
    await context.close();
  }
}

/** Each query cold, on each site in turn (this site, then Starlight), so that both meet the same moment's load. */
export async function coldSearchBeside(
  browser: Browser,
  sites: Array<{ site: SearchSite; base: string }>,
  queries: readonly string[],
  typingDelayMs: number,
  log: (s: string) => void,
): Promise<Record<string, ColdSearch[]>> {
  const out: Record<string, ColdSearch[]> = Object.fromEntries(sites.map(({ site }) => [site.name, []]));
  for (const query of queries)
    for (const { site, base } of sites) {
      const r = await coldSearchOnce(browser, base, site, query, typingDelayMs);
      log(
        `cold search on a slow phone, ${site.name}, “${query}”: ${r.ms === undefined ? r.error : `${Math.round(r.ms)} ms`} (${r.requests} requests, ${Math.round(r.bytes / 1024)} KB)`,
      );
      out[site.name]!.push(r);
    }
  return out;
}

/** The target (issue 34): a cold first search's first result within a second of the last key, median. */
export const COLD_SEARCH_TARGET_MS = 1000;

/** Both sites' cold searches, each query on each in turn, with the load average at the start and at the end. */
export interface ColdSearchComparison {
  load: number[];
  phone: typeof SLOW_PHONE;
  runs: Record<string, ColdSearch[]>;
}

/** Each site's median, last key to first result (ms). */
export function coldSearchMedians(c: ColdSearchComparison): { ours: number; starlight: number } {
  const med = (runs: ColdSearch[] = []) => median(runs.map((r) => r.ms).filter((x): x is number => x !== undefined));
  return { ours: med(c.runs[OUR_SEARCH.name]), starlight: med(c.runs[STARLIGHT_SEARCH.name]) };
}

/** The comparison as printed and reported: each site's median, their ratio, every query, the load. */
export function renderColdSearch(c: ColdSearchComparison): string[] {
  const ours = c.runs[OUR_SEARCH.name] ?? [];
  const theirs = c.runs[STARLIGHT_SEARCH.name] ?? [];
  const { ours: a, starlight: b } = coldSearchMedians(c);
  const p = c.phone;
  return [
    `Cold first search on an emulated slow phone (${p.latencyMs} ms round trip, ${p.downKbps / 1000} Mbit/s down, CPU ${p.cpuSlowdown}× slower; a fresh page and an empty cache for each query), last keystroke to first result, median of ${ours.length}: this site ${Math.round(a)} ms (target ≤ ${COLD_SEARCH_TARGET_MS} ms), Starlight ${Math.round(b)} ms — ratio ${(a / b).toFixed(2)}×. Load average ${c.load.map((x) => x.toFixed(2)).join(' / ')} (1, 5, 15 min at the start, then at the end).`,
    '',
    '| query | this site | its requests, bytes | Starlight | its requests, bytes |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...ours.map((r, i) => {
      const s = theirs[i];
      const cell = (x?: ColdSearch) => (x?.ms === undefined ? (x?.error ?? '—') : `${Math.round(x.ms)} ms`);
      const load = (x?: ColdSearch) => (x ? `${x.requests}, ${Math.round(x.bytes / 1024)} KB` : '—');
      return `| ${r.query} | ${cell(r)} | ${load(r)} | ${cell(s)} | ${load(s)} |`;
    }),
  ];
}
