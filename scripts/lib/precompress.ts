/**
 * The precompressed copies the server sends instead of compressing on each request (src/lib/site-headers.ts says which
 * files, src/lib/site-files.ts sends them): `<file>.br` and `<file>.gz` beside every file of dist/ of a compressible
 * kind and at least PRECOMPRESS_MIN_BYTES, with Node's zlib. Brotli at quality 5 and gzip at level 9: on this
 * machine's build (1,473 files, 23.6 MB) they took 3.1 s and 3.8 s of CPU and left 36.0% and 38.6% of the bytes;
 * brotli's best quality (11) left 32% but took 81 s. A copy no smaller than its file is not written. The exceptions
 * are the semantic layer's three files a reader's first search fetches whole (`BEST_BROTLI`), at quality 10 with a
 * 16 MB window: its vectors are 471 KB, not 541 KB at quality 5, its records 159 KB, not 182 KB, its tokenizer 70 KB,
 * not 80 KB, which keeps a cold first search under 1 MB (issue 34). Measured on 29 November 2026 (one core): quality 10
 * took 1.8 s of CPU for the three; 11 took 4.4 s to save 5 KB more, and held the build's last phase on its largest
 * file; 9 took 0.4 s but left 63 KB more on a cold first search.
 *
 * When: the copies of astro build's files are made beside the search index phase (scripts/lib/build-phases.ts), the
 * semantic layer's three in that phase as soon as they are written (scripts/search-index.ts), and the rest in the
 * build's last phase (scripts/deploy-files.ts), which leaves a file whose copies are newer than it be.
 *
 * Measured again on 29 November 2026 (one thread, synchronous zlib, 2,084 files, 23.4 MB): brotli 5 took 0.55 s and
 * gzip 9 0.71 s for all but the three; gzip 6 would save 0.25 s for 0.2% more bytes (kept at 9). The 516 model shards
 * whose copies are barely smaller (over 85% of the file: 2.18 MB to 2.02 MB brotli) cost some 0.1 s of CPU to
 * compress and write (1,032 files): kept, as a query's shards travel smaller. What the phase spends beyond this is
 * creating some 4,000 files and, before this, waiting on its own last and costliest file.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from '../../src/lib/files-under.ts';
import { ENCODINGS, PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_TYPES } from '../../src/lib/site-headers.ts';
import { SEMANTIC_DIR, SEMANTIC_FILES } from '../../src/lib/search/semantic-records.ts';
import { writtenBySearchPhase } from './search-phase-files.ts';

/** Files of dist/ (relative to it) compressed with brotli's high quality (10): large, fetched whole on a cold first search. */
export const BEST_BROTLI: readonly string[] = (['vectors', 'records', 'tokenizer'] as const).map((f) => `${SEMANTIC_DIR}/${SEMANTIC_FILES[f]}`);

const compressors: Record<(typeof ENCODINGS)[number]['name'], (bytes: Buffer, best: boolean) => Promise<Buffer>> = {
  br: (bytes, best) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 10 : 5,
        ...(best ? { [constants.BROTLI_PARAM_LGWIN]: 24 } : {}),
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
      chunkSize: Math.max(bytes.length, 16 * 1024),
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9, chunkSize: Math.max(bytes.length, 16 * 1024) }),
};

/** Whether a file of dist/ (its path relative to dist/) gets precompressed copies, given its size. */
export const precompressible = (path: string, size: number): boolean =>
  size >= PRECOMPRESS_MIN_BYTES && PRECOMPRESSED_TYPES[extname(path)] !== undefined && !path.split(/[/\\]/).some((s) => s.startsWith('.'));

export interface PrecompressResult {
  files: number;
  bytes: number;
  /** The copies' bytes, by encoding. */
  compressed: Record<string, number>;
}

/**
 * Where the search index phase writes (scripts/lib/search-phase-files.ts), relative to dist/: the copies made beside
 * that phase leave these alone, since they may be half written then; the last phase makes theirs.
 */
export const SEARCH_PHASE_OUTPUT: (rel: string) => boolean = writtenBySearchPhase;

export interface PrecompressOptions {
  /** Leave out the files this says (their path relative to dist/, with forward slashes). */
  skip?: (rel: string) => boolean;
  /** Only these files (relative to dist/), without walking dist/ for the others. */
  only?: readonly string[];
  /** Leave out a file whose copies an earlier run already wrote, newer than it (so made from it as it is). */
  keepFresh?: boolean;
}

/** Whether a copy at `copy` exists and is no older than the file it copies (what the server checks, src/lib/site-files.ts). */
const fresh = (copy: string, mtimeMs: number): boolean => {
  try {
    return statSync(copy).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/**
 * Writes the copies for every precompressible file of `dist`, on zlib's thread pool, as many at a time as the machine
 * has cores. One job per copy, the costliest first (brotli's high quality, then the largest files): in file order the
 * semantic vectors' high-quality copy came last and held the phase alone for over a second. Each copy is compressed
 * in one piece (`chunkSize` the file's size) rather than in 16 KB pieces handed back to the main thread one by one;
 * the bytes are the same.
 */
export async function writePrecompressed(dist: string, { skip, only, keepFresh = false }: PrecompressOptions = {}): Promise<PrecompressResult> {
  const files = (only ?? filesUnder(dist).map((path) => relative(dist, path).split(sep).join('/')))
    // What is left out is never looked at: the search index phase may be writing (or deleting) it meanwhile.
    .filter((rel) => !skip?.(rel))
    .map((rel) => {
      const path = join(dist, rel);
      const stat = statSync(path);
      return { path, rel, size: stat.size, mtimeMs: stat.mtimeMs };
    })
    .filter((f) => precompressible(f.rel, f.size))
    .filter((f) => !(keepFresh && ENCODINGS.some((e) => fresh(f.path + e.suffix, f.mtimeMs))));
  const result: PrecompressResult = { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), compressed: {} };
  const jobs = files.flatMap((file) => ENCODINGS.map((encoding) => ({ file, encoding, best: encoding.name === 'br' && BEST_BROTLI.includes(file.rel) })));
  jobs.sort((a, b) => Number(b.best) - Number(a.best) || b.file.size - a.file.size || (a.file.rel < b.file.rel ? -1 : a.file.rel > b.file.rel ? 1 : 0));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { file, encoding, best } = jobs[next++] as (typeof jobs)[number];
      const bytes = readFileSync(file.path);
      const copy = await compressors[encoding.name](bytes, best);
      if (copy.length >= bytes.length) continue;
      writeFileSync(file.path + encoding.suffix, copy);
      result.compressed[encoding.name] = (result.compressed[encoding.name] ?? 0) + copy.length;
    }
  };
  // zlib runs the jobs off the main thread, on its pool of four threads: one job per core keeps each core busy.
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return result;
}
