/**
 * Build phase, last: what a host needs beside the site's files. The precompressed copies (scripts/lib/precompress.ts)
 * of everything the earlier phases wrote, the service worker included, and `dist/_headers`, the caching and security
 * headers for hosts that read one (src/lib/site-headers.ts; docs/deploying.md).
 *
 * With `--astro-output`, a step beside the search index phase instead (scripts/lib/build-phases.ts): the copies of what
 * astro build wrote, which that phase never changes, made while it runs (it waits on Pagefind's process much of the
 * time); the last phase then makes only the copies still missing (the search index's files, the service worker's).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { BUILDS, STAGING } from './lib/build-dir.ts';
import { SEARCH_PHASE_OUTPUT, writePrecompressed } from './lib/precompress.ts';
import { installErrorReporting } from './lib/run-main.ts';
import { headersFile } from '../src/lib/site-headers.ts';

// A failure prints in one block (scripts/lib/run-main.ts); DEBUG=1 (set by npm run build -- --debug) adds the stack.
installErrorReporting();
// The staging folder the earlier phases wrote (it becomes dist/ once the build is complete: scripts/lib/build-dir.ts).
const dist = join(ROOT, BUILDS, STAGING);
const astroOutput = process.argv.includes('--astro-output');
const started = performance.now();
if (!astroOutput) writeFileSync(join(dist, '_headers'), headersFile());
const r = await writePrecompressed(dist, astroOutput ? { skip: SEARCH_PHASE_OUTPUT } : { keepFresh: true });
const mb = (n = 0) => (n / 1024 / 1024).toFixed(1);
console.log(
  `Precompressed ${r.files} ${astroOutput ? "of astro build's files" : 'files'} (${mb(r.bytes)} MB) to brotli ${mb(r.compressed.br)} MB and gzip ${mb(r.compressed.gzip)} MB${astroOutput ? '' : ', and wrote dist/_headers'}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
