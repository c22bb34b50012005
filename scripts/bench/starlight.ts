/**
 * The cold build beside a stock Starlight build of the same Markdown entries (issue 29): both built from nothing
 * (dist/ and every cache moved aside, as scripts/bench/set-aside.ts says why, then deleted at the end), alternately,
 * in one run, so that the ratio is taken on the same machine at the same moment (wall times on this shared 2-core
 * machine move by seconds from one minute to the next).
 *
 * Starlight lives in bench/starlight/ with its own package.json and lockfile, installed there on demand (`npm ci`)
 * the first time the bench needs it: the project's own install never holds it. Its site is Starlight's defaults
 * (its Pagefind search included) over a copy of content/'s Markdown entries — each entry's body as the ingest wrote
 * it, under frontmatter holding only the `title` Starlight requires (an erratum's is its card's name).
 *
 * This site is built with `node scripts/build.ts` (what `npm run build` runs): linking pass, astro build, search index
 * and service worker. Its own summary line gives each phase's time, and Astro's log gives its steps' (sync, which
 * renders the Markdown; collecting; rendering the pages): both are kept for the report.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { runPhase } from './measure.ts';
import { htmlPages } from './weight.ts';
import { cacheDirs } from '../lib/linked-modules.ts';
import { SetAside } from './set-aside.ts';
import { median } from './stats.ts';
import { PAGE_COLLECTIONS } from '../../src/lib/link-files.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { SiteError } from '../../src/lib/errors.ts';
import { readJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

/** The collections whose Markdown entries the Starlight site gets: every Markdown collection (src/lib/link-files.ts). */
export const MARKDOWN_COLLECTIONS = PAGE_COLLECTIONS;

export interface ColdBuild {
  ms: number;
  cpuMs?: number;
  /** The one-minute load average as the build started. */
  load: number;
  /** Seconds of each phase or step, as the build's own log gives them. */
  phases: Record<string, number>;
  pages: number;
}

export interface StarlightComparison {
  starlightVersion: string;
  astroVersion: string;
  entries: number;
  /** The pairs in the order built; which one built first alternates. */
  pairs: Array<{ ours: ColdBuild; starlight: ColdBuild; starlightFirst: boolean }>;
}

/** A duration as Astro prints it: "16.52s", "259ms", "1m 13s". */
const DURATION = '((?:\\d+m )?[\\d.]+m?s)';

/** Seconds from a duration Astro prints. */
export function seconds(text: string): number {
  const m = /^(?:(\d+)m )?([\d.]+)(m?s)$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1] ?? 0) * 60 + (m[3] === 'ms' ? Number(m[2]) / 1000 : Number(m[2]));
}

/**
 * The steps' times in an `astro build` log (NO_COLOR): "[types] Generated 16.52s" (the content layer's sync: loading
 * and rendering every entry, then types), "[build] ✓ Completed in 16.66s." (everything before bundling, sync included),
 * the static routes' "✓ Completed in 4.88s." (rendering the pages) and "[build] N page(s) built in 23.22s" (all).
 */
export function astroSteps(log: string): Record<string, number> {
  const out: Record<string, number> = {};
  const steps: Array<[string, RegExp]> = [
    ['astro: sync (content layer)', new RegExp(`\\[types\\] Generated ${DURATION}`)],
    ['astro: up to collecting build info', new RegExp(`\\[build\\] ✓ Completed in ${DURATION}`)],
    ['astro: rendering pages', new RegExp(`generating static routes[\\s\\S]*?\\n[^\\n[]*✓ Completed in ${DURATION}`)],
    ['Starlight: Pagefind index', new RegExp(`\\[starlight:pagefind\\] Finished building search index in ${DURATION}`)],
    ['astro: all', new RegExp(`\\[build\\] \\d+ page\\(s\\) built in ${DURATION}`)],
  ];
  for (const [name, re] of steps) {
    const found = re.exec(log)?.[1];
    if (found !== undefined) out[name] = seconds(found);
  }
  return out;
}

/** The phases `scripts/build.ts` reports on its last line: "Built and indexed in 20.1 s (linking pass 0.1 s, …)." */
export function buildPhases(log: string): Record<string, number> {
  const line = /Built and indexed in [\d.]+ s \(([^)]*)\)/.exec(log)?.[1];
  const out: Record<string, number> = {};
  for (const part of line?.split(', ') ?? []) {
    const [, name, value] = /^(.*) ([\d.]+) s$/.exec(part) ?? [];
    if (name !== undefined) out[name] = Number(value);
  }
  return out;
}

/** The Starlight site's folder. */
export const starlightDir = (root: string): string => join(root, 'bench/starlight');

/** Installs bench/starlight's packages unless they are there (its lockfile, from npm's cache or the registry). */
export async function ensureStarlight(root: string, log: (s: string) => void): Promise<void> {
  const dir = starlightDir(root);
  if (existsSync(join(dir, 'node_modules/@astrojs/starlight/package.json'))) return;
  log(`installing Starlight for the bench in ${relative(root, dir)}/ (npm ci; once)…`);
  const r = await runPhase('starlight install', 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, env: process.env });
  if (r.code !== 0) {
    console.error(r.stderr.slice(-3000));
    throw new SiteError({
      what: `bench: npm ci failed in ${dir} (exit code ${r.code}); its output is above.`,
      hint: "is the registry reachable, or the packages in npm's cache?",
    });
  }
}

/** Every Markdown file under `dir`. */
function markdownUnder(dir: string): string[] {
  return filesUnder(dir).filter((path) => path.endsWith('.md'));
}

/** Copies content/'s Markdown entries into the Starlight site (replacing the last copy); returns how many. */
export function fillStarlightDocs(root: string): number {
  const docs = join(starlightDir(root), 'src/content/docs');
  rmSync(docs, { recursive: true, force: true });
  let count = 0;
  for (const collection of MARKDOWN_COLLECTIONS) {
    for (const file of markdownUnder(join(root, 'content', collection))) {
      const text = readFileSync(file, 'utf8');
      const [frontmatter, yaml] = /^---\n([\s\S]*?)\n---\n?/.exec(text) ?? [];
      if (frontmatter === undefined || yaml === undefined)
        throw new SiteError({
          what: `bench: ${relative(root, file)} has no frontmatter.`,
          where: { file: relative(root, file) },
          hint: 'content/ is generated: run npm run ingest.',
        });
      const data = parse(yaml) as { title?: string; card?: string };
      const title = data.title ?? data.card;
      if (!title)
        throw new SiteError({
          what: `bench: ${relative(root, file)} has neither a title nor a card in its frontmatter.`,
          where: { file: relative(root, file), field: 'title' },
          hint: 'content/ is generated: run npm run ingest.',
        });
      const out = join(docs, collection, relative(join(root, 'content', collection), file));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `---\ntitle: ${JSON.stringify(title)}\n---\n${text.slice(frontmatter.length)}`);
      count++;
    }
  }
  return count;
}

const NO_COLOR = { NO_COLOR: '1', FORCE_COLOR: '0' };

async function coldBuild(
  what: string,
  cwd: string,
  cmd: string,
  args: string[],
  clear: () => void,
  steps: (log: string) => Record<string, number>,
  log: (s: string) => void,
): Promise<ColdBuild> {
  clear();
  const [load = 0] = loadavg(); // loadavg() always gives three figures (zeros where unknown)
  const r = await runPhase(what, cmd, args, { cwd, env: { ...process.env, ...NO_COLOR, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.code !== 0) {
    console.error(r.stdout.slice(-3000), r.stderr.slice(-3000));
    throw new SiteError({
      what: `bench: the cold build of ${what} (${r.command} in ${cwd}) failed with exit code ${r.code}; its output is above.`,
      hint: 'fix what the output names, then run npm run bench again.',
    });
  }
  const result = { ms: r.ms, cpuMs: r.cpuMs, load, phases: steps(`${r.stdout}\n${r.stderr}`), pages: htmlPages(join(cwd, 'dist')).length };
  log(`${what}: ${(r.ms / 1000).toFixed(1)} s (CPU ${((r.cpuMs ?? Number.NaN) / 1000).toFixed(1)} s, load ${load.toFixed(2)}, ${result.pages} pages)`);
  return result;
}

/** This site's cold build: its dist/ and Astro's and Vite's caches moved aside, as on a fresh clone. */
export const coldOurs = (root: string, aside: SetAside, log: (s: string) => void): Promise<ColdBuild> =>
  coldBuild(
    'this site',
    root,
    process.execPath,
    ['scripts/build.ts'],
    () => aside.move([...cacheDirs(root), join(root, 'dist'), join(root, '.dist-builds')]),
    (out) => ({ ...buildPhases(out), ...astroSteps(out) }),
    log,
  );

/** Starlight's cold build: the same moved aside. */
export const coldStarlight = (root: string, aside: SetAside, log: (s: string) => void): Promise<ColdBuild> => {
  const dir = starlightDir(root);
  return coldBuild(
    'Starlight',
    dir,
    process.execPath,
    [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'],
    () => aside.move(['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'].map((d) => join(dir, d))),
    astroSteps,
    log,
  );
};

const versionOf = (dir: string, pkg: string): string =>
  readJson(join(dir, 'node_modules', pkg, 'package.json'), z.object({ version: z.string() }), {
    hint: "the Starlight install is the bench's (bench/starlight/): remove its node_modules and run npm run bench again.",
  }).version;

/** `pairs` cold builds of each, alternating which goes first. */
export async function againstStarlight(root: string, pairs: number, log: (s: string) => void): Promise<StarlightComparison> {
  await ensureStarlight(root, log);
  const entries = fillStarlightDocs(root);
  const dir = starlightDir(root);
  log(`beside Starlight ${versionOf(dir, '@astrojs/starlight')}: ${entries} Markdown entries; ${pairs} pairs of cold builds, alternating`);
  const result: StarlightComparison = { starlightVersion: versionOf(dir, '@astrojs/starlight'), astroVersion: versionOf(dir, 'astro'), entries, pairs: [] };
  const aside = new SetAside(join(root, 'bench/out/set-aside'));
  try {
    for (let i = 0; i < pairs; i++) {
      const starlightFirst = i % 2 === 0;
      let ours: ColdBuild;
      let starlight: ColdBuild;
      if (starlightFirst) {
        starlight = await coldStarlight(root, aside, log);
        ours = await coldOurs(root, aside, log);
      } else {
        ours = await coldOurs(root, aside, log);
        starlight = await coldStarlight(root, aside, log);
      }
      result.pairs.push({ ours, starlight, starlightFirst });
    }
  } finally {
    aside.empty();
  }
  return result;
}

/** The target: this site's cold build at most this many times Starlight's, judged on the median of the pairs' ratios. */
export const STARLIGHT_RATIO_TARGET = 1.3;

/** Each pair's ratio (ours ÷ Starlight's wall time) and their median. */
export function starlightRatios(c: StarlightComparison): { pairs: number[]; median: number } {
  const pairs = c.pairs.map((p) => p.ours.ms / p.starlight.ms);
  return { pairs, median: median(pairs) };
}

/** The report's section: each pair, with the load beside it, and the median phase times of each build. */
export function renderStarlight(c: StarlightComparison): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ratios = starlightRatios(c);
  const out = [
    `Cold builds (dist/ and Astro's and Vite's caches moved aside, not deleted: scripts/bench/set-aside.ts) of this site (\`node scripts/build.ts\`) and of a stock Starlight ${c.starlightVersion} site (Astro ${c.astroVersion}, Pagefind) of the same ${c.entries} Markdown entries (bench/starlight/), alternately, in one run. Ratio (this site ÷ Starlight): median ${ratios.median.toFixed(2)}× (target ≤ ${STARLIGHT_RATIO_TARGET}×).`,
    '',
    '| pair | first | this site | Starlight | ratio | load (1 min) at each start | pages |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...c.pairs.map(
      (p, i) =>
        `| ${i + 1} | ${p.starlightFirst ? 'Starlight' : 'this site'} | ${s(p.ours.ms)} (CPU ${p.ours.cpuMs ? s(p.ours.cpuMs) : '—'}) | ${s(p.starlight.ms)} (CPU ${p.starlight.cpuMs ? s(p.starlight.cpuMs) : '—'}) | ${ratios.pairs[i]?.toFixed(2)}× | ${p.ours.load.toFixed(2)} / ${p.starlight.load.toFixed(2)} | ${p.ours.pages} / ${p.starlight.pages} |`,
    ),
    '',
  ];
  const names = (pick: (p: StarlightComparison['pairs'][number]) => ColdBuild) => [...new Set(c.pairs.flatMap((p) => Object.keys(pick(p).phases)))];
  const phaseRow = (pick: (p: StarlightComparison['pairs'][number]) => ColdBuild) => (name: string) =>
    `| ${name} | ${c.pairs.map((p) => ((s) => (s === undefined ? '—' : `${s.toFixed(1)} s`))(pick(p).phases[name])).join(' | ')} |`;
  const head = `| phase or step | ${c.pairs.map((_, i) => `pair ${i + 1}`).join(' | ')} |`;
  const rule = `| --- | ${c.pairs.map(() => '---').join(' | ')} |`;
  out.push(
    "This site, phase by phase (its own summary line; the astro steps from Astro's log):",
    '',
    head,
    rule,
    ...names((p) => p.ours).map(phaseRow((p) => p.ours)),
    '',
  );
  out.push("Starlight, step by step (Astro's log):", '', head, rule, ...names((p) => p.starlight).map(phaseRow((p) => p.starlight)), '');
  return out;
}
