/**
 * `node scripts/compare-html.ts <before-dist> [<after-dist>]`: compares the HTML of every page of two builds, for a
 * change that should leave the site as it was (a refactor) or change only what it means to. Asset names differ by
 * their content hash whenever any CSS or script changes, so `/_astro/<name>.<hash>.<ext>` is compared without the
 * hash; everything else byte for byte. Lists pages only in one build, and each differing page with the first place
 * it differs (a few characters either side). Exit 1 when anything differs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from './lib/html-pages.ts';

const [before, after = 'dist'] = process.argv.slice(2);
if (!before || !existsSync(before) || !existsSync(after)) {
  console.error('Usage: node scripts/compare-html.ts <before-dist> [<after-dist, default dist>] (both built folders must exist).');
  process.exit(2);
}

const unhashed = (html: string) => html.replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css)/g, '$1.HASH.$2');

const a = new Set(htmlFiles(before));
const b = new Set(htmlFiles(after));
const onlyBefore = [...a].filter((p) => !b.has(p));
const onlyAfter = [...b].filter((p) => !a.has(p));
const differing: string[] = [];
for (const page of [...a].filter((p) => b.has(p))) {
  const x = unhashed(readFileSync(join(before, page), 'utf8'));
  const y = unhashed(readFileSync(join(after, page), 'utf8'));
  if (x === y) continue;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  differing.push(`${page}\n    before: …${x.slice(Math.max(0, i - 40), i + 60)}…\n    after:  …${y.slice(Math.max(0, i - 40), i + 60)}…`);
}
console.log(`${a.size} pages before (${relative('.', before) || before}), ${b.size} after; ${differing.length} differ, ${onlyBefore.length} only before, ${onlyAfter.length} only after.`);
for (const p of onlyBefore) console.log(`only before: ${p}`);
for (const p of onlyAfter) console.log(`only after: ${p}`);
for (const d of differing) console.log(`differs: ${d}`);
process.exit(differing.length + onlyBefore.length + onlyAfter.length > 0 ? 1 : 0);
