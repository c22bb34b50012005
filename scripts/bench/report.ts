/** The bench's results as Markdown (reports/bench.md) and as a short plain-text summary. Pure. */
import type { SideBySide } from './against.ts';
import { renderStarlight, type StarlightComparison } from './starlight.ts';
import { renderColdSearch, type ColdSearchComparison } from './cold-search.ts';
import { BUILD_PHASES } from '../lib/build-phases.ts';
import type { PhaseResult } from './measure.ts';
import type { PageWeight } from './weight.ts';
import type { FetchedFile, QueryTiming, SemanticLayerFetch } from './search.ts';
import type { Relevance } from './relevance.ts';
import { LOOKUP_KINDS } from '../../e2e/search-golden/types.ts';
import type { LighthouseResult, Category } from './lighthouse.ts';
import { CATEGORIES } from './lighthouse.ts';
import { formatBytes, formatMs, formatRatio, median, percentile } from './stats.ts';

export interface PageTypeResult {
  type: string;
  url: string;
  /** Missing pages are an error unless the type is optional (not built yet). */
  status: 'ok' | 'missing' | 'error';
  note?: string;
  sample?: PageWeight;
  /** Totals (gzip) of every page of this type in dist/. */
  totals: number[];
  /** Up-front scripts that are neither search nor preview code (content pages only). */
  extraScripts: string[];
  content: boolean;
}

export interface BuildResult {
  label: string;
  phases: PhaseResult[];
  /** HTML pages in dist/ after the build. */
  pages: number;
  /** Entries under content/ (Markdown). */
  entries: number;
  skipped?: Array<{ phase: string; why: string }>;
  /**
   * When the corpus was built more than once: every run's build time (its build phases' sum, ms), in the order run.
   * `phases` then holds the run with the median total.
   */
  runs?: number[];
  /**
   * A rebuild after a one-line content edit with Astro's cache folder kept (scripts/bench/warm.ts): its time (ms), and
   * the pages it rendered otherwise than a cold build of the same edit.
   */
  warm?: { ms: number; stale: string[] };
}

export interface Target {
  what: string;
  measured: string;
  pass: boolean | undefined;
}

/**
 * Where a run writes its report: a full run's is the committed record, reports/bench.md; a quick run's (a developer's
 * check) goes where git does not see it, bench/out/bench.md (git-ignored), unless asked with `--report`.
 */
export const reportPath = (flags: { quick?: boolean; report?: boolean }): string => (flags.quick && !flags.report ? 'bench/out/bench.md' : 'reports/bench.md');

export interface BenchResults {
  date: string;
  /** How long the whole run took, in ms (wall time). */
  tookMs?: number;
  machine: { cores: number; cpu: string; memory: number; node: string; chromium: string; commit: string; os: string; load: { start: number[]; end: number[] } };
  quick: boolean;
  real: BuildResult;
  /** `--against <commit>`: that commit's and this tree's cold `npm run build`, alternated (scripts/bench/against.ts). */
  against?: SideBySide;
  /** Cold builds of this site and of a stock Starlight site of its Markdown, alternated (scripts/bench/starlight.ts). */
  starlight?: StarlightComparison;
  /** A cold first search on an emulated slow phone, beside Starlight's search (scripts/bench/cold-search.ts). */
  coldSearch?: ColdSearchComparison;
  tenfold?: BuildResult;
  tenfoldSkipped?: string;
  weights: PageWeight[];
  pageTypes: PageTypeResult[];
  pagefind?: { page: string; query: string; files: FetchedFile[] };
  semantic?: SemanticLayerFetch;
  search?: { page: string; typingDelayMs: number; rounds: number; timings: QueryTiming[] };
  relevance?: Relevance;
  /** One entry per page type: `result` is the one of its `runs` with the median performance score. */
  lighthouse?: Array<{ type: string; result?: LighthouseResult; runs?: LighthouseResult[]; status: 'ok' | 'missing' }>;
  lighthouseSkipped?: string;
  targets: Target[];
  errors: string[];
}

const KB = 1024;
const MB = 1024 * 1024;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mark = (pass: boolean | undefined) => (pass === undefined ? '— not measured' : pass ? '✅ pass' : '❌ fail');
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');

export const buildMs = (b: BuildResult, phases: string[]) => sum(b.phases.filter((p) => phases.includes(p.name)).map((p) => p.ms));
/** Summed CPU time of the phases, when every one of them has it. */
export const cpuOf = (b: BuildResult, phases: string[]): number | undefined => {
  const ps = b.phases.filter((p) => phases.includes(p.name));
  const cpu = ps.flatMap((p) => (p.cpuMs === undefined ? [] : [p.cpuMs]));
  return cpu.length === ps.length ? sum(cpu) : undefined;
};
export const peakTree = (b: BuildResult) => Math.max(0, ...b.phases.map((p) => p.peakTreeBytes));

/** Warm and cold timings (ms) of the successful queries. */
export function searchStats(timings: QueryTiming[]) {
  const cold = timings.flatMap((t) => (t.cold && t.ms !== undefined ? [t.ms] : []));
  const warm = timings.flatMap((t) => (!t.cold && t.ms !== undefined ? [t.ms] : []));
  const fused = timings.flatMap((t) => (!t.cold && t.ms !== undefined && t.fusedMs !== undefined ? [t.fusedMs] : []));
  return { cold, warm, fused, failed: timings.filter((t) => t.ms === undefined) };
}

function scoreCell(score: number | null | undefined): string {
  if (score === undefined || score === null) return '—';
  const n = Math.round(score * 100);
  return n === 100 ? '100' : `**${n}**`;
}

export function renderMarkdown(r: BenchResults): string {
  const out: string[] = [];
  const m = r.machine;
  out.push('# Bench', '');
  out.push(
    `Generated by \`npm run bench${r.quick ? ' -- --quick' : ''}\` (scripts/bench.ts); do not edit. ${r.date}, commit \`${m.commit}\`.${r.tookMs === undefined ? '' : ` The run took ${(r.tookMs / 60_000).toFixed(1)} minutes.`}`,
  );
  out.push(`Machine: ${m.cores} cores (${m.cpu}), ${(m.memory / 1024 ** 3).toFixed(0)} GiB memory, ${m.os}, Node ${m.node}, ${m.chromium}.`);
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  out.push(
    `Load average (1 / 5 / 15 min) at the start ${load(m.load.start)}, at the end ${load(m.load.end)}: above ${m.cores}, other work shared the cores and wall times are longer than on an idle machine (CPU time is less affected).`,
    '',
  );
  out.push('Sizes are gzip bytes unless marked (1 KB = 1024 B); times are wall-clock on this machine.', '');
  if (r.errors.length) {
    out.push('## Errors', '', ...r.errors.map((e) => `- ${e}`), '');
  }

  out.push(
    '## Targets',
    '',
    table(
      ['target', 'measured', 'result'],
      r.targets.map((t) => [t.what, t.measured, mark(t.pass)]),
    ),
    '',
  );

  // Build
  out.push('## Build', '');
  const builds = [r.real, ...(r.tenfold ? [r.tenfold] : [])];
  const phaseNames = [...new Set(builds.flatMap((b) => b.phases.map((p) => p.name)))];
  const head = ['phase', ...builds.flatMap((b) => [`${b.label}: time (CPU)`, `${b.label}: peak memory (tree / largest process)`])];
  if (r.tenfold) head.push('time ratio', 'memory ratio');
  const rows = phaseNames.map((name) => {
    const cells = [name];
    for (const b of builds) {
      const p = b.phases.find((x) => x.name === name);
      const skipped = b.skipped?.find((s) => s.phase === name);
      cells.push(
        p ? `${formatMs(p.ms)}${p.cpuMs !== undefined ? ` (${formatMs(p.cpuMs)})` : ''}` : skipped ? 'not run' : '—',
        p ? `${formatBytes(p.peakTreeBytes)} / ${formatBytes(p.peakProcessBytes)}` : skipped ? skipped.why : '—',
      );
    }
    if (r.tenfold) {
      const a = r.real.phases.find((x) => x.name === name);
      const b = r.tenfold.phases.find((x) => x.name === name);
      cells.push(a && b ? formatRatio(b.ms / a.ms) : '—', a && b ? formatRatio(b.peakTreeBytes / a.peakTreeBytes) : '—');
    }
    return cells;
  });
  const buildPhases = BUILD_PHASES.map((p) => p.name);
  const totalRow = ['**build (content check + astro build + index + service worker = `npm run build`)**'];
  for (const b of builds)
    totalRow.push(
      `**${formatMs(buildMs(b, buildPhases))}**${((cpu) => (cpu !== undefined ? ` (${formatMs(cpu)})` : ''))(cpuOf(b, buildPhases))}`,
      formatBytes(peakTree({ ...b, phases: b.phases.filter((p) => buildPhases.includes(p.name)) })),
    );
  if (r.tenfold) {
    const cpuA = cpuOf(r.real, buildPhases);
    const cpuB = cpuOf(r.tenfold, buildPhases);
    totalRow.push(
      formatRatio(buildMs(r.tenfold, buildPhases) / buildMs(r.real, buildPhases)) + (cpuA && cpuB ? ` (CPU ${formatRatio(cpuB / cpuA)})` : ''),
      formatRatio(peakTree(r.tenfold) / peakTree(r.real)),
    );
  }
  rows.push(totalRow);
  out.push(table(head, rows), '');
  out.push(
    "Both builds are cold: the build's caches (node_modules/.astro and .vite) are emptied first, and the copy has none. CPU is user + system time of the phase's processes.",
  );
  for (const b of builds)
    if (b.runs && b.runs.length > 1)
      out.push(
        `${b.label}: built ${b.runs.length} times, cold each time (${b.runs.map(formatMs).join(', ')}, in that order); the table shows the run with the median time.`,
      );
  out.push(
    builds.map((b) => `${b.label}: ${b.entries} content entries, ${b.pages} HTML pages.`).join(' ') +
      (r.tenfold ? ` Size ratio ${formatRatio(r.tenfold.pages / r.real.pages)} (pages).` : ''),
  );
  out.push(
    `Peak memory: "tree" is the summed resident memory of the phase's whole process tree (npm/npx, Node, the Pagefind binary), sampled every 50 ms; "largest process" is the biggest single process's peak (${builds[0]?.phases[0]?.peakProcessSource ?? ''}).`,
  );
  for (const b of builds) for (const s of b.skipped ?? []) out.push(`${b.label}, ${s.phase}: not run — ${s.why}.`);
  if (r.tenfoldSkipped) out.push(`Ten-fold corpus: not run — ${r.tenfoldSkipped}.`);
  out.push('');
  if (r.starlight) out.push('### Cold build beside Starlight', '', ...renderStarlight(r.starlight));
  if (r.coldSearch) out.push('', '### A cold first search on a slow phone, beside Starlight', '', ...renderColdSearch(r.coldSearch), '');

  // Page weight
  const totals = r.weights.map((w) => w.total);
  out.push('## Page weight', '');
  out.push(
    `Every HTML page in dist/ (${r.weights.length}): gzip of the HTML plus the CSS and JS it loads up front (stylesheets, \`<script src>\`, module preloads and their static imports). Pagefind is loaded on first use of the search box and is not counted here.`,
    '',
  );
  out.push(
    table(
      ['pages', 'median', 'p90', 'max', 'heaviest'],
      [[String(totals.length), formatBytes(median(totals)), formatBytes(percentile(totals, 90)), formatBytes(Math.max(...totals)), heaviest(r.weights)]],
    ),
    '',
  );
  out.push(
    table(
      ['page type', 'sample page', 'sample: HTML + CSS + JS = total', 'pages of the type', 'median', 'p90', 'max'],
      r.pageTypes.map((t) => {
        if (!t.sample) return [t.type, `\`${t.url}\``, t.status === 'missing' ? 'missing' : `error: ${t.note ?? ''}`, String(t.totals.length), '—', '—', '—'];
        const s = t.sample;
        const breakdown = `${formatBytes(s.html.gzip)} + ${formatBytes(sum(s.styles.map((a) => a.gzip)))} + ${formatBytes(sum(s.scripts.map((a) => a.gzip)))} = **${formatBytes(s.total)}**`;
        return [
          t.type,
          `\`${t.url}\``,
          breakdown,
          String(t.totals.length),
          formatBytes(median(t.totals)),
          formatBytes(percentile(t.totals, 90)),
          formatBytes(Math.max(...t.totals)),
        ];
      }),
    ),
    '',
  );
  const other = r.weights.length - sum(r.pageTypes.map((t) => t.totals.length));
  if (other > 0) out.push(`${other} other pages (indexes, sources, disagreements, 404) count in the overall figures only.`, '');

  // Scripts
  out.push('## Script shipped per page type', '');
  out.push('Scripts loaded up front (before any interaction), gzip. On content pages only search and preview code is allowed.', '');
  out.push(
    table(
      ['page type', 'scripts loaded up front', 'inline scripts', 'total JS', 'check'],
      r.pageTypes.map((t) => {
        if (!t.sample) return [t.type, t.status, '—', '—', '—'];
        const s = t.sample;
        const scripts = s.scripts.map((a) => `\`${a.url}\` ${formatBytes(a.gzip)}`).join('<br>') || 'none';
        const inline = s.inlineScripts.length ? s.inlineScripts.map((i) => formatBytes(i.gzip)).join(', ') : 'none';
        const check = !t.content ? 'n/a (not a content page)' : t.extraScripts.length ? `❌ also: ${t.extraScripts.join(', ')}` : '✅ search/preview only';
        return [t.type, scripts, inline, formatBytes(sum(s.scripts.map((a) => a.gzip)) + sum(s.inlineScripts.map((i) => i.gzip))), check];
      }),
    ),
    '',
  );

  // Relevance
  if (r.relevance) out.push(...renderRelevance(r.relevance));

  // Bytes of a first query
  if (r.pagefind) {
    const f = r.pagefind.files;
    out.push('## Search: bytes fetched for a first query', '');
    out.push(
      `Fresh page \`${r.pagefind.page}\`, empty cache; focus the header search box and type “${r.pagefind.query}” (a key every 80 ms); every response from the focus until the results are shown and the network is quiet: the search code, Pagefind, the lexicon, index chunks and the passages shown. Nothing of it loads before the box is used. "Sent" is the response body as \`astro preview\` sent it (gzip-encoded); "gzip" is the file gzipped at the default level, as any compressing host would send it (Pagefind's wasm, index and fragment chunks are gzip already).${f.some((x) => x.estimated) ? " ≈: Chromium reports no size for a worker's script; its gzip size is shown." : ''}`,
      '',
    );
    out.push(
      table(
        ['file', 'sent', 'gzip'],
        [
          ...f.map((x) => [`\`${x.url}\``, `${x.estimated ? '≈ ' : ''}${formatBytes(x.transferred)}`, formatBytes(x.gzip)]),
          [`**total (${f.length} files)**`, `**${formatBytes(sum(f.map((x) => x.transferred)))}**`, `**${formatBytes(sum(f.map((x) => x.gzip)))}**`],
        ],
      ),
      '',
    );
  }

  // Search timing
  if (r.semantic) {
    const sem = r.semantic;
    out.push('## Search by meaning: the semantic layer', '');
    out.push(
      `Fresh page, the same query typed: the layer's files (the static model, its tokenizer, the records' vectors and texts, the worker's script), each asked for only after the first (lexical) result is on screen, then kept with the search index for offline use. First result at ${formatMs(sem.firstResultAt)}, the layer's first request at ${formatMs(sem.firstLayerRequestAt)} (${sem.firstLayerRequestAt >= sem.firstResultAt ? 'after' : '❌ before'} it); the layer answered ${formatMs(sem.readyAfterMs)} after the first result.`,
      '',
    );
    out.push(
      table(
        ['file', 'sent', 'gzip'],
        [
          ...sem.files.map((x) => [`\`${x.url}\``, `${x.estimated ? '≈ ' : ''}${formatBytes(x.transferred)}`, formatBytes(x.gzip)]),
          ['**total**', '', `**${formatBytes(sem.files.reduce((a, x) => a + x.gzip, 0))}**`],
        ],
      ),
      '',
    );
  }
  if (r.search) {
    const s = searchStats(r.search.timings);
    out.push('## Keystroke to first result', '');
    out.push(
      `Headless Chromium, header search box on \`${r.search.page}\`; each query typed at ${r.search.typingDelayMs} ms a key, ${r.search.rounds} rounds, each on a fresh page with an empty cache. Measured in the page with performance.now(): from the input event of the last keystroke to the first result element written for the query. The first query of each round is cold (Pagefind starts loading when the box is focused).`,
      '',
    );
    const coldFirst = r.search.timings.flatMap((t) => (t.cold && t.fromFirstKeyMs !== undefined ? [t.fromFirstKeyMs] : []));
    out.push(
      table(
        ['last keystroke → first result', 'samples', 'median', 'p90', 'max'],
        [
          [
            'cold (first query of a fresh page)',
            String(s.cold.length),
            formatMs(median(s.cold)),
            formatMs(percentile(s.cold, 90)),
            formatMs(Math.max(...s.cold)),
          ],
          ['warm', String(s.warm.length), formatMs(median(s.warm)), formatMs(percentile(s.warm, 90)), formatMs(Math.max(...s.warm))],
          [
            'warm, to the results fused with the semantic layer',
            String(s.fused.length),
            formatMs(median(s.fused)),
            formatMs(percentile(s.fused, 90)),
            formatMs(Math.max(...s.fused)),
          ],
        ],
      ),
      '',
    );
    out.push(
      'Warm queries are typed once the semantic layer the cold query started loading is ready, so their first results are already fused: the two rows then agree.',
      '',
    );
    out.push(
      `On a fresh page, from the first keystroke to the first results shown (for the first letters typed, while Pagefind loads): median ${formatMs(median(coldFirst))}, max ${formatMs(Math.max(...coldFirst))}.`,
      '',
    );
    const queries = [...new Set(r.search.timings.map((t) => t.query))];
    const timings = r.search.timings;
    out.push(
      table(
        ['query', ...Array.from({ length: r.search.rounds }, (_, i) => `round ${i + 1}`), 'results shown'],
        queries.map((q) => {
          const ts = timings.filter((t) => t.query === q);
          return [
            q,
            ...ts.map((t) => (t.ms !== undefined ? `${formatMs(t.ms)}${t.cold ? ' (cold)' : ''}` : `❌ ${t.error ?? ''}`)),
            String(ts.find((t) => t.results !== undefined)?.results ?? '—'),
          ];
        }),
      ),
      '',
    );
  }

  // Lighthouse
  out.push('## Lighthouse (mobile)', '');
  if (r.lighthouseSkipped) out.push(`Not run: ${r.lighthouseSkipped}.`, '');
  if (r.lighthouse) {
    const bench = r.lighthouse.map((l) => l.result?.benchmarkIndex).filter((x): x is number => x !== undefined);
    out.push(
      'Lighthouse default config (mobile emulation, simulated throttling) on the system Chromium, each page in a fresh browser profile, against `astro preview` of dist/ (gzip, `Cache-Control: no-cache`). Scores of 100 print plainly; lower ones in bold.' +
        (bench.length
          ? ` "CPU index" is Lighthouse's benchmark of this machine during the run (${Math.round(Math.min(...bench))}–${Math.round(Math.max(...bench))} here): it drops when other work shares the cores, and Total Blocking Time then grows — read performance scores with it.`
          : ''),
      '',
    );
    const runCount = Math.max(0, ...r.lighthouse.map((l) => l.runs?.length ?? 0));
    if (runCount > 1)
      out.push(
        `Each page is run ${runCount} times; the table shows the run with the median performance score, and "performance, every run" lists all of them in the order run.`,
        '',
      );
    out.push(
      table(
        ['page type', 'URL', ...CATEGORIES, 'performance, every run', 'audits costing points (categories below 100)', 'CPU index'],
        r.lighthouse.map(({ type, result, runs, status }) => {
          const every = runs?.map((x) => (typeof x.scores.performance === 'number' ? String(Math.round(x.scores.performance * 100)) : '—')).join(', ') ?? '—';
          if (!result) return [type, status, ...CATEGORIES.map(() => '—'), every, '—', '—'];
          const index = result.benchmarkIndex === undefined ? '—' : String(Math.round(result.benchmarkIndex));
          if (result.error && !Object.values(result.scores).some((x) => x !== null && x !== undefined))
            return [type, `\`${pathOf(result.url)}\``, ...CATEGORIES.map(() => '—'), every, `error: ${result.error}`, index];
          const costing = result.failing.filter((a) => a.categoryScore !== 1);
          return [
            type,
            `\`${pathOf(result.url)}\``,
            ...CATEGORIES.map((c) => scoreCell(result.scores[c])),
            every,
            costing.map((a) => `\`${a.id}\``).join(', ') || 'none',
            index,
          ];
        }),
      ),
      '',
    );
    out.push('Full Lighthouse reports of the last bench, every run: `bench/out/lighthouse/*.html` (not committed).', '');
    const costing = r.lighthouse.flatMap(({ type, result }) => (result?.failing.some((a) => a.categoryScore !== 1) ? [{ type, result }] : []));
    if (costing.length) {
      out.push(
        '### What costs points',
        '',
        'Every audit below full marks in a category that scores below 100, with the elements or resources Lighthouse names (for metrics, those its diagnostics name).',
        '',
      );
      for (const { type, result } of costing) {
        out.push(`**${type}** (\`${pathOf(result.url)}\`)`, '');
        for (const a of result.failing.filter((x) => x.categoryScore !== 1)) {
          out.push(
            `- \`${a.id}\` (${a.category} ${Math.round((a.categoryScore ?? 0) * 100)}; audit score ${a.score === null ? '—' : a.score.toFixed(2)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`,
          );
          for (const item of a.items) out.push(`  - ${item}`);
        }
        out.push('');
      }
    }
    const near = r.lighthouse.flatMap(({ type, result }) =>
      (result?.failing ?? [])
        .filter((a) => a.categoryScore === 1)
        .map((a) => `${type}: \`${a.id}\` ${a.score?.toFixed(2)}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    );
    if (near.length) out.push(`Near misses (audits below full marks in categories that still score 100): ${near.join('; ')}.`, '');
    const warned = r.lighthouse.flatMap(({ type, result }) => (result && (result.warnings.length || result.error) ? [{ type, result }] : []));
    for (const { type, result } of warned) out.push(`- ${type}: ${[...(result.warnings ?? []), ...(result.error ? [result.error] : [])].join(' ')}`);
    if (warned.length) out.push('');
  }
  return out.join('\n');
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The relevance section: each run's first three, MRR and landed, overall and per kind, then every miss. */
export function renderRelevance(rel: Relevance): string[] {
  const out = ['## Search relevance', ''];
  out.push(
    "The golden set (`e2e/search-golden/`: lookups written from the source documents the way players and judges type, each with the passages that answer it) typed into the site's own header box in headless Chromium, with the box on each asker's edition (a query that names an edition itself runs with the box on All). Two parts: **TEST**, sealed — `e2e/search-golden/test-12.ts`, written from the sources by developers who neither ran the search nor read its code or tuning data, and never tuned on — and **TUNE**, what the weights, synonyms, questions and the model's adaptation were set on (it holds the first eleven sealed parts, each retired once its misses were published). Each is run fused with the semantic layer (as a reader gets results once it has loaded) and lexical only (its files blocked: Pagefind with the thesaurus, spelling and the search aids' field), to show what the layer adds.",
    '',
    '**First three**: an answer among the first three results. **MRR**: the mean of 1/rank of the first answer among the eight the box shows (0 when none is). **Landed**: of the lookups with a result in the first three on a page that holds an answer, the share where that result is an answer itself, so opening it lands on the paragraph that answers.',
    '',
  );
  const kinds = LOOKUP_KINDS.filter((k) => rel.runs.some((x) => x.byKind[k]));
  out.push(
    table(
      ['run', 'lookups', 'first three', 'MRR', 'landed', ...kinds],
      rel.runs.map((x) => [
        x.label,
        String(x.overall.lookups),
        `${x.overall.top3} (${pct(x.overall.top3Share)})`,
        x.overall.mrr.toFixed(3),
        `${x.overall.top3}/${x.overall.onPage} (${pct(x.overall.landedShare)})`,
        ...kinds.map((k) => {
          const s = x.byKind[k];
          return s ? `${s.top3}/${s.lookups} (${pct(s.top3Share)}), MRR ${s.mrr.toFixed(2)}` : '–';
        }),
      ]),
    ),
    '',
  );
  for (const x of rel.runs) {
    out.push(`**Misses — ${x.label}** (${x.misses.length}):`, '');
    out.push(
      ...x.misses.map(
        (m) =>
          `- [${m.kind}, ${m.edition}${m.box !== m.edition ? `, box ${m.box}` : ''}] “${m.q}” — ${m.rank ? `first answer at ${m.rank}` : 'no answer in the eight shown'}; first: ${m.got.map((u) => `\`${u}\``).join(', ') || 'no results'}`,
      ),
      '',
    );
  }
  return out;
}

function heaviest(weights: PageWeight[]): string {
  return [...weights]
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((w) => `\`${w.url}\` ${formatBytes(w.total)}`)
    .join(', ');
}

const pathOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

/** A few lines for the terminal: each target and whether it passed. */
export function renderSummary(r: BenchResults, reportPath: string): string {
  const lines = ['', 'Bench summary', ...r.targets.map((t) => `  ${t.pass === undefined ? '·' : t.pass ? '✓' : '✗'} ${t.what}: ${t.measured}`)];
  if (r.errors.length) lines.push('', 'Errors:', ...r.errors.map((e) => `  ✗ ${e}`));
  lines.push('', `Report: ${reportPath}`);
  return lines.join('\n');
}

export const SCORE_LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
export { KB, MB };
