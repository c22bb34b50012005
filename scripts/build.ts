/**
 * `npm run build`: the linking pass over content/ (one clear error for a bad file), astro build, then the Pagefind index (astro build wipes dist/pagefind), then the service worker
 * (it precaches the pages and the index, so it comes last), then a stamp of the inputs so `npm start` knows whether
 * dist/ is current.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { run, inputsHash, withNodeOptions, checkWritable, ROOT } from './lib/proc.ts';
import { BUILD_PHASES } from './lib/build-phases.ts';

const started = performance.now();
// A dist/ that cannot be written fails here, in one line, not in the bundler.
checkWritable(join(ROOT, 'dist'));
// Until the last phase has finished, dist/ is not a build `npm start` may serve: its stamp goes first.
rmSync(join(ROOT, 'dist/.inputs-hash'), { force: true });
// Astro's content cache is kept: what a page links depends only on its own file (its `autolink` list, written by the
// linking pass, the first phase), so a page whose file did not change renders as before.
// The export's "generated" time is the commit's, so two builds of one commit write the same bytes
// (SOURCE_DATE_EPOCH, the reproducible-builds convention; a value the caller sets is kept).
if (!process.env.SOURCE_DATE_EPOCH) {
  const commit = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' });
  if (commit.status === 0 && /^\d+$/.test(commit.stdout.trim())) process.env.SOURCE_DATE_EPOCH = commit.stdout.trim();
}
for (const phase of BUILD_PHASES) {
  const env = { ...process.env, ...phase.env };
  // The user's own NODE_OPTIONS are kept, after the phase's flags, so theirs win (e.g. a larger heap).
  if (phase.env?.NODE_OPTIONS) env.NODE_OPTIONS = withNodeOptions(phase.env.NODE_OPTIONS);
  run(phase.cmd, phase.args, env, { seconds: phase.timeoutSeconds, what: `The build's ${phase.name} phase`, hint: phase.hint });
}
writeFileSync(join(ROOT, 'dist/.inputs-hash'), inputsHash());
console.log(`Built and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
