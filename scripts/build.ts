/**
 * `npm run build`: the linking pass over content/ (one clear error for a bad file), then astro build, then the
 * Pagefind index and the service worker (it precaches the pages and the index, so it comes last), then the completion
 * stamp (scripts/lib/build-stamp.ts), which `npm start` requires.
 *
 * One build runs at a time (its lock names it), and it writes a folder of its own that replaces dist/ in one atomic
 * step once the stamp is written (scripts/lib/build-dir.ts): a build that fails or is stopped leaves dist/ as it was,
 * and `npm start` serves the last complete build meanwhile. SIGINT/SIGTERM (or the loss of the `npm run` that started
 * it) stop every phase's whole process tree, and the build exits non-zero (scripts/lib/stop.ts).
 */
import { debugWanted, installErrorReporting } from './lib/run-main.ts';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withNodeOptions, checkWritable, start, ROOT, type Started } from './lib/proc.ts';
import { BUILD_PHASES, type BuildPhase } from './lib/build-phases.ts';
import { CLEAN_BUILD, writeStamp } from './lib/build-stamp.ts';
import { cachesEmpty } from './lib/linked-modules.ts';
import { BUILDS, buildBytes, diskProblem, stagingDir, swapIn, takeBuildLock } from './lib/build-dir.ts';
import { installStopHandlers, unlessStopping } from './lib/stop.ts';
import { CONTENT_DIGEST, contentDigest } from '../src/plugins/dev-search-index.ts';
import { SiteError } from '../src/lib/errors.ts';

installStopHandlers();
// An error in this driver prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack, here and
// in every step it starts.
installErrorReporting();
if (debugWanted()) process.env.DEBUG ??= '1';
const started = performance.now();
// One build at a time: a second one says which holds the lock (scripts/lib/build-dir.ts); released at exit.
process.on('exit', takeBuildLock(ROOT));
// A folder that cannot be written, or a disk without room for a build, fails here in one line, not in the bundler.
checkWritable(join(ROOT, BUILDS));
const need = buildBytes(ROOT);
const noRoom = diskProblem(join(ROOT, BUILDS), need);
if (noRoom) {
  console.error(noRoom);
  process.exit(1);
}
// No cache at all (a fresh clone's first build): said in dist/ at the end (CLEAN_BUILD), for the reproducibility test.
const fromClean = cachesEmpty(ROOT);
// This build's own folder: dist/ becomes it only once it is complete.
const out = stagingDir(ROOT);
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

/** Lines of a phase's output that fail the build ({@link BuildPhase.failOn}), by phase. */
const failingLines = new Map<BuildPhase, string[]>();

/** Without the terminal's colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched.
const plain = (line: string): string => line.replace(/\u001b\[[0-9;]*m/g, '');

/** Starts a phase with its environment and time limit. */
function startPhase(phase: BuildPhase): Running {
  const env = { ...process.env, ...phase.env };
  // The user's own NODE_OPTIONS are kept, after the phase's flags, so theirs win (e.g. a larger heap).
  if (phase.env?.NODE_OPTIONS) env.NODE_OPTIONS = withNodeOptions(phase.env.NODE_OPTIONS);
  const failOn = phase.failOn;
  const lines: string[] = [];
  failingLines.set(phase, lines);
  const onLine = failOn ? (line: string) => void (failOn.pattern.test(plain(line)) && lines.push(plain(line).trim())) : undefined;
  return {
    phase,
    ...start(phase.cmd, phase.args, env, { seconds: phase.timeoutSeconds, what: `The build's ${phase.name} phase`, hint: phase.hint }, onLine),
  };
}

/** Each phase's wall time, printed at the end (the bench reads it: scripts/bench/starlight.ts). */
const times: string[] = [];

/** Ends the build with the failure of `what`. */
function fail(what: string, cmd: BuildPhase, code: number | undefined): never {
  // A disk that filled up is the cause, whatever the phase made of it (the bundler's panic, Pagefind's error).
  const full = diskProblem(out, need, true);
  if (full) console.error(`\n${full}`);
  console.error(`\n✗ The build's ${what} failed (${code === undefined ? 'stopped' : `exit ${code}`}): ${[cmd.cmd, ...cmd.args].join(' ')}`);
  process.exit(code || 1);
}

for (const phase of BUILD_PHASES) {
  const phaseStarted = performance.now();
  const running = startPhase(phase);
  // A check beside the phase: when it fails, the phase is stopped, and the check's message is the build's.
  const beside = phase.alongside ? startPhase(phase.alongside) : undefined;
  const checked = beside?.done.then((code) => {
    if (code !== 0) running.stop();
    return code;
  });
  const code = await running.done;
  const checkCode = await checked;
  times.push(`${phase.name} ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
  await unlessStopping();
  if (beside && checkCode !== 0) fail(beside.phase.name, beside.phase, checkCode);
  if (code !== 0) fail(`${phase.name} phase`, phase, code);
  const logged = failingLines.get(phase) ?? [];
  if (phase.failOn && logged.length > 0) {
    // One block, as every runner prints a SiteError (scripts/lib/run-main.ts), and no completion stamp.
    throw new SiteError({
      what: `${phase.failOn.what} (${logged.length} line${logged.length === 1 ? '' : 's'}):`,
      details: logged.slice(0, 20),
      hint: phase.failOn.hint,
    });
  }
}
// What content/ the index was made from, for `npm run dev`'s "index older than content/" (src/plugins/dev-search-index.ts).
writeFileSync(join(out, CONTENT_DIGEST), contentDigest(join(ROOT, 'content')));
if (fromClean) writeFileSync(join(out, CLEAN_BUILD), `${JSON.stringify({ sourceDateEpoch: process.env.SOURCE_DATE_EPOCH ?? null })}\n`);
writeStamp(out, ROOT);
const removePrevious = swapIn(ROOT, out);
console.log(`Built and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s (${times.join(', ')}).`);
removePrevious();
