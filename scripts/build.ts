/**
 * `npm run build`: astro build, then the Pagefind index (astro build wipes dist/pagefind), then the service worker
 * (it precaches the pages and the index, so it comes last), then a stamp of the inputs so `npm start` knows whether
 * dist/ is current.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, inputsHash, ROOT } from './lib/proc.ts';
import { BUILD_PHASES } from './lib/build-phases.ts';

const started = performance.now();
// Every page is rendered afresh: the cross-linker makes each page depend on every other entry's names (a new card in
// content/cards/cards.json changes the links in Markdown files that did not change), which Astro's per-file content
// cache cannot know.
rmSync(join(ROOT, 'node_modules/.astro/data-store.json'), { force: true });
for (const phase of BUILD_PHASES) run(phase.cmd, phase.args, { ...process.env, ...phase.env });
writeFileSync(join(ROOT, 'dist/.inputs-hash'), inputsHash());
console.log(`Built and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
