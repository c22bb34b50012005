/**
 * `npm run build`: the linking pass over content/ (one clear error for a bad file) alongside Astro's start-up, then
 * astro build, then the Pagefind index (astro build wipes dist/pagefind) and the service worker (it precaches the
 * pages and the index, so it comes last), then a stamp of the inputs so `npm start` knows whether dist/ is current.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputsHash, withNodeOptions, checkWritable, start, ROOT, type Started } from './lib/proc.ts';
import { BUILD_PHASES, type BuildPhase } from './lib/build-phases.ts';
import { GATE_DONE, GATE_FAILED, LINKS_GATE_ENV } from '../src/plugins/links-gate.ts';

const started = performance.now();
// A dist/ that cannot be written fails here, in one line, not in the bundler.
checkWritable(join(ROOT, 'dist'));
// dist/ stays where it is: its pages are Astro's page cache, and Astro prunes what this build does not make
// (src/plugins/dist-cache.ts). Until the last phase has finished, dist/ is not a build `npm start` may serve.
rmSync(join(ROOT, 'dist/.inputs-hash'), { force: true });
// Astro's content cache is kept: what a page links depends only on its own file (its `autolink` list, written by the
// linking pass, the first phase), so a page whose file did not change renders as before.
// The export's "generated" time is the commit's, so two builds of one commit write the same bytes
// (SOURCE_DATE_EPOCH, the reproducible-builds convention; a value the caller sets is kept).
if (!process.env.SOURCE_DATE_EPOCH) {
  const commit = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' });
  if (commit.status === 0 && /^\d+$/.test(commit.stdout.trim())) process.env.SOURCE_DATE_EPOCH = commit.stdout.trim();
}

interface Running extends Started {
  phase: BuildPhase;
}

/** Starts a phase with its environment and time limit. */
function startPhase(phase: BuildPhase, extraEnv: Record<string, string> = {}): Running {
  const env = { ...process.env, ...phase.env, ...extraEnv };
  // The user's own NODE_OPTIONS are kept, after the phase's flags, so theirs win (e.g. a larger heap).
  if (phase.env?.NODE_OPTIONS) env.NODE_OPTIONS = withNodeOptions(phase.env.NODE_OPTIONS);
  return { phase, ...start(phase.cmd, phase.args, env, { seconds: phase.timeoutSeconds, what: `The build's ${phase.name} phase`, hint: phase.hint }) };
}

/** Exits with the phase's failure unless it succeeded. */
function check({ phase }: Running, code: number | undefined): void {
  if (code === 0) return;
  console.error(`\n✗ The build's ${phase.name} phase failed (${code === undefined ? 'stopped' : `exit ${code}`}): ${[phase.cmd, ...phase.args].join(' ')}`);
  process.exit(code || 1);
}

/** Steps started in the background (a phase's `background`), waited for at the end. */
const background: Running[] = [];
const startBackground = (phase: BuildPhase) => {
  if (phase.background) background.push(startPhase(phase.background));
};

for (let i = 0; i < BUILD_PHASES.length; i++) {
  const phase = BUILD_PHASES[i]!;
  const next = phase.alongsideNext ? BUILD_PHASES[++i] : undefined;
  if (!next) {
    const running = startPhase(phase);
    check(running, await running.done);
    startBackground(phase);
    continue;
  }
  // Side by side: the next phase waits at the gate (src/plugins/links-gate.ts) for this one's `done` or `failed`.
  const gate = mkdtempSync(join(tmpdir(), 'stccg-links-gate-'));
  const first = startPhase(phase);
  const second = startPhase(next, { [LINKS_GATE_ENV]: gate });
  const code = await first.done;
  writeFileSync(join(gate, code === 0 ? GATE_DONE : GATE_FAILED), '');
  if (code !== 0) second.stop();
  else startBackground(phase);
  const nextCode = await second.done;
  rmSync(gate, { recursive: true, force: true });
  check(first, code);
  check(second, nextCode);
}
for (const step of background) {
  const code = await step.done;
  if (code !== 0) console.warn(`The build's ${step.phase.name} (in the background) did not finish (${code === undefined ? 'stopped' : `exit ${code}`}); the site is built, the next rebuild may take longer.`);
}
writeFileSync(join(ROOT, 'dist/.inputs-hash'), inputsHash());
console.log(`Built and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
