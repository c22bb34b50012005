/**
 * Lighthouse (its Node API, default config: mobile emulation, simulated throttling) on one URL per page type, in
 * one system Chromium started here with a DevTools port. For every category below 100, the audits that cost points,
 * with the elements and reasons Lighthouse names, so they can be fixed.
 *
 * Lighthouse is not a dependency of the project (it and its ~200 packages would be in every install for the bench
 * alone): the bench loads it if it is there and otherwise skips this part, saying how to add it for one run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackground } from './server.ts';
import { SiteError } from '../../src/lib/errors.ts';

/** The version the bench was written against. */
export const LIGHTHOUSE_VERSION = '12.8.2';
/** Why the bench skipped Lighthouse, and the one command that makes it run (npm keeps package.json and the lock as they are). */
export const LIGHTHOUSE_MISSING = `the lighthouse package is not installed (\`npm install --no-save lighthouse@${LIGHTHOUSE_VERSION}\` adds it)`;

/** The one call of Lighthouse's Node API the bench makes: its run on one URL in a Chromium on a DevTools port. */
export type LighthouseApi = (
  url: string,
  flags: { port: number; output: 'html'; logLevel: 'error' },
) => Promise<{ report: string | string[]; lhr: unknown } | undefined>;

/** A module name TypeScript does not resolve (the package may be absent); {@link LighthouseApi} types what is used. */
const PACKAGE: string = 'lighthouse';

/** Lighthouse's Node API, or undefined when the package is not installed (any other failure to load it throws). */
export async function loadLighthouse(): Promise<LighthouseApi | undefined> {
  try {
    return ((await import(PACKAGE)) as { default: LighthouseApi }).default;
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ERR_MODULE_NOT_FOUND' && err.message.includes(`'${PACKAGE}'`)) return undefined;
    throw e;
  }
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  category: Category;
  /** The category's score on this page: audits of categories below 100 are what the target needs fixed. */
  categoryScore: number | null;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to a few of the elements or resources the audit names (or its diagnostic audits name), one line each. */
  items: string[];
}

export interface LighthouseResult {
  url: string;
  scores: Partial<Record<Category, number | null>>;
  failing: FailingAudit[];
  warnings: string[];
  /** Lighthouse's measure of the host CPU (higher is faster); a busy machine scores low and throttled metrics suffer. */
  benchmarkIndex?: number;
  error?: string;
}

type Item = Record<string, unknown>;
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; details?: { type: string; items?: Item[] } }
  >;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

const MAX_ITEMS = 6;
/** Metric audits name no elements; these diagnostics say which elements or resources are behind them. */
const DIAGNOSTICS: Record<string, string[]> = {
  'cumulative-layout-shift': ['layout-shifts'],
  'largest-contentful-paint': ['largest-contentful-paint-element', 'render-blocking-resources'],
  'first-contentful-paint': ['render-blocking-resources'],
  'speed-index': ['render-blocking-resources'],
  'total-blocking-time': ['long-tasks'],
};

const clip = (v: unknown, n: number) => String(v).replace(/\s+/g, ' ').slice(0, n);

/** One row of an audit's details as a line: the node it names (selector, snippet, why), the resource, the cause. */
export function describeItem(item: Item): string {
  const parts: string[] = [];
  const node = (item.node ?? (item.type === 'node' ? item : undefined)) as Item | undefined;
  if (node) {
    if (node.selector) parts.push(`\`${clip(node.selector, 160)}\``);
    if (node.snippet) parts.push(`\`${clip(node.snippet, 160)}\``);
    if (node.explanation) parts.push(clip(node.explanation, 400));
  }
  if (typeof item.phase === 'string') parts.push(`${item.phase}: ${Math.round(Number(item.timing))} ms (${String(item.percent)})`);
  for (const key of ['url', 'source', 'description', 'label', 'wastedMs', 'wastedBytes', 'totalBytes', 'score', 'duration']) {
    const v = item[key];
    if (v === undefined || v === null || typeof v === 'object') continue;
    const text = typeof v === 'number' ? (Math.abs(v) >= 10 ? String(Math.round(v)) : String(Number(v.toFixed(3)))) : v;
    parts.push(`${key}: ${clip(text, 200)}`);
  }
  const loc = item.sourceLocation as Item | undefined;
  if (loc?.url) parts.push(`at ${String(loc.url)}${loc.line !== undefined ? `:${String(loc.line)}` : ''}`);
  const sub = (item.subItems as { items?: Item[] } | undefined)?.items ?? [];
  for (const s of sub.slice(0, 3)) {
    const extra = s.extra as Item | undefined;
    parts.push(`cause: ${clip(s.cause ?? '', 120)}${extra ? ` (${clip(extra.selector ?? extra.url ?? extra.value ?? '', 120)})` : ''}`);
  }
  return parts.join(' — ') || clip(JSON.stringify(item), 200);
}

/** The rows of an audit's details, tables inside lists flattened. */
function rows(details: { type: string; items?: Item[] } | undefined): Item[] {
  if (!details?.items) return [];
  return details.items.flatMap((i) => (i.type === 'table' || i.type === 'list' ? rows(i as { type: string; items?: Item[] }) : [i]));
}

/** Audits of a result that did not score full marks, per category (informative audits with no weight are left out). */
export function failingAudits(lhr: Lhr): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat) continue;
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode)) continue;
      let items = rows(a.details).slice(0, MAX_ITEMS).map(describeItem);
      if (items.length === 0 || a.details?.type === 'debugdata') {
        items = (DIAGNOSTICS[a.id] ?? []).flatMap((d) =>
          rows(lhr.audits[d]?.details)
            .slice(0, MAX_ITEMS)
            .map((i) => `[${d}] ${describeItem(i)}`),
        );
      }
      out.push({ id: a.id, category, categoryScore: cat.score, title: a.title, score: a.score, displayValue: a.displayValue, items });
    }
  }
  return out;
}

/** "http://localhost:4341/1e/glossary/dilemma/" → "1e-glossary-dilemma"; "/" → "home". */
export const reportName = (url: string): string => new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'home';

/**
 * Runs Lighthouse on each URL in turn, each in a fresh Chromium with an empty profile (so that, say, a missing
 * favicon counts against every page and not only the first); a run that throws is recorded as an error.
 */
export async function runLighthouse(
  lighthouse: LighthouseApi,
  urls: string[],
  chromePath: string,
  flags: string[],
  debugPort: number,
  cwd: string,
  reportDir?: string,
): Promise<LighthouseResult[]> {
  const out: LighthouseResult[] = [];
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  for (const [i, url] of urls.entries()) {
    const profile = mkdtempSync(join(tmpdir(), 'bench-lh-profile-'));
    try {
      const chrome = await startBackground(
        chromePath,
        [...flags, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
        `http://127.0.0.1:${debugPort}/json/version`,
        { cwd, timeoutMs: 30_000 },
      );
      try {
        const result = await lighthouse(url, { port: debugPort, output: 'html', logLevel: 'error' });
        if (!result)
          throw new SiteError({
            what: `Lighthouse returned no result for ${url}.`,
            hint: 'run npm run bench again; if it persists, check that the system Chromium starts (CHROME_PATH).',
          });
        if (reportDir) writeFileSync(join(reportDir, `${i + 1}-${reportName(url)}.html`), String(result.report));
        const lhr = result.lhr as Lhr;
        const scores: LighthouseResult['scores'] = {};
        for (const c of CATEGORIES) scores[c] = lhr.categories[c]?.score ?? null;
        out.push({
          url,
          scores,
          failing: failingAudits(lhr),
          warnings: lhr.runWarnings,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
        });
      } finally {
        await chrome.stop();
      }
    } catch (e) {
      out.push({ url, scores: {}, failing: [], warnings: [], error: (e as Error).message });
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return out;
}
