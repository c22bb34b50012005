/**
 * `npm run compare-html -- <before-dist> [<after-dist>]`: compares the HTML of every page of two builds
 * (scripts/lib/compare-builds.ts), for a change that should leave the site as it was (a refactor) or change only what
 * it means to. Lists pages only in one build, and each differing page with the first place it differs. Exit 1 when
 * anything differs.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { compareBuilds } from './lib/compare-builds.ts';
import { installErrorReporting } from './lib/run-main.ts';

// An error prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack.
installErrorReporting();

const [before, after = 'dist'] = process.argv.slice(2);
if (!before || !existsSync(before) || !existsSync(after)) {
  console.error('Usage: npm run compare-html -- <before-dist> [<after-dist, default dist>] (both built folders must exist).');
  process.exit(2);
}
const r = compareBuilds(before, after);
console.log(
  `${r.before} pages before (${relative('.', before) || before}), ${r.after} after; ${r.differing.length} differ, ${r.onlyBefore.length} only before, ${r.onlyAfter.length} only after.`,
);
for (const p of r.onlyBefore) console.log(`only before: ${p}`);
for (const p of r.onlyAfter) console.log(`only after: ${p}`);
for (const d of r.differing) console.log(`differs: ${d.page}\n    before: …${d.before}…\n    after:  …${d.after}…`);
process.exit(r.differing.length + r.onlyBefore.length + r.onlyAfter.length > 0 ? 1 : 0);
