/** Build phase: the search index of dist/ (scripts/lib/search-index.ts). */
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { writeSearchIndex } from './lib/search-index.ts';

const started = performance.now();
const r = await writeSearchIndex(join(ROOT, 'dist'));
console.log(
  `Search index: ${r.passages} passages of ${r.pages} pages; lexicon of ${r.words} words (${(r.lexiconBytes / 1024).toFixed(0)} KB) and ${r.shards} names shards (largest ${(r.largestShardBytes / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
