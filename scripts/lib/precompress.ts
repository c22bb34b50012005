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
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from '../../src/lib/files-under.ts';
import { ENCODINGS, PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_TYPES } from '../../src/lib/site-headers.ts';
import { SEMANTIC_DIR, SEMANTIC_FILES } from '../../src/lib/search/semantic-records.ts';

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
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
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

/** Writes the copies for every precompressible file of `dist`, on zlib's thread pool, a few files at a time. */
export async function writePrecompressed(dist: string): Promise<PrecompressResult> {
  const paths = filesUnder(dist)
    .filter((path) => precompressible(path.slice(dist.length + 1), statSync(path).size))
    .sort();
  const result: PrecompressResult = { files: paths.length, bytes: 0, compressed: {} };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const bytes = readFileSync(path);
      result.bytes += bytes.length;
      for (const e of ENCODINGS) {
        const copy = await compressors[e.name](bytes, BEST_BROTLI.includes(relative(dist, path).split(sep).join('/')));
        if (copy.length >= bytes.length) continue;
        writeFileSync(path + e.suffix, copy);
        result.compressed[e.name] = (result.compressed[e.name] ?? 0) + copy.length;
      }
    }
  };
  // Two at a time: the machine's cores (zlib runs them off the main thread).
  await Promise.all([worker(), worker()]);
  return result;
}
