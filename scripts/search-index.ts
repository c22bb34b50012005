/**
 * Build phase, after astro build: the search index of dist/ (scripts/lib/search-index.ts), then the service worker
 * that precaches the site with it (scripts/lib/sw.ts). One process for both: the worker's revisions of the pages are
 * read while Pagefind, in its own process, indexes them, and only the index's own files are read afterwards.
 */
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { BUILDS, STAGING } from './lib/build-dir.ts';
import { writeSearchIndex, writtenBySearchIndex } from './lib/search-index.ts';
import { buildServiceWorker, precachedFiles, revisions } from './lib/sw.ts';
import { installErrorReporting } from './lib/run-main.ts';
import { BEST_BROTLI, writePrecompressed } from './lib/precompress.ts';

// A failure prints in one block (scripts/lib/run-main.ts); DEBUG=1 (set by npm run build -- --debug) adds the stack.
installErrorReporting();
// The staging folder astro build has just written (it becomes dist/ once the build is complete: scripts/lib/build-dir.ts).
const dist = join(ROOT, BUILDS, STAGING);
const started = performance.now();
const pages = revisions(
  dist,
  precachedFiles(dist).filter((path) => !writtenBySearchIndex(path)),
);
// Its failure (a file too large to precache) is reported where it is awaited, after the index, not as unhandled.
pages.catch(() => undefined);
// The semantic layer's three files at brotli's high quality (scripts/lib/precompress.ts, BEST_BROTLI: 1.8 s of CPU)
// are compressed as soon as they are written, on zlib's threads while Pagefind writes its files and the service worker
// is made, rather than last in the build's last phase, which then leaves them be (their copies are newer).
let best: Promise<unknown> = Promise.resolve();
const r = await writeSearchIndex(dist, ROOT, () => {
  best = writePrecompressed(dist, { only: BEST_BROTLI });
  best.catch(() => undefined); // reported where it is awaited, below
});
console.log(
  `Search index: ${r.passages} passages of ${r.pages} pages; lexicon of ${r.words} words (${(r.lexiconBytes / 1024).toFixed(0)} KB) and ${r.shards} names shards (largest ${(r.largestShardBytes / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
const sw = await buildServiceWorker(dist, await pages);
console.log(
  `Service worker: dist/sw.js precaches a shell of ${sw.shell} files; "Keep for offline use" saves ${sw.count} files, ${(sw.size / 1024 / 1024).toFixed(2)} MiB.`,
);
await best;
