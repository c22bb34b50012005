/**
 * Makes Pagefind's output the same bytes for the same site. Pagefind writes its filter indexes (and so the metadata
 * file that lists them, and the entry file that names that) with values in hash-map order, which differs from run to
 * run (Pagefind#638: "other files will still change, such as the filter/metadata indexes"); their names are hashes of
 * their contents, so every rebuild renamed them, changed sw.js, and made every returning reader install a new worker.
 *
 * The files are gzipped "pagefind_dcd" + one CBOR item: a filter is [name, [[value, [page, …]], …]]; the metadata is
 * [version, pages, index chunks, [[filter name, file hash], …], sorts, meta fields]. This sorts each filter's values
 * and the metadata's filter list, writes them again under names made from their new contents, and points the entry
 * file at the new metadata. Fragments and index chunks are already stable (Pagefind 1.3+) and are left alone.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';

const SIGNATURE = 'pagefind_dcd';

type Filter = [name: string, values: Array<[value: string, pages: number[]]>];
type Meta = [version: string, pages: unknown, chunks: unknown, filters: Array<[name: string, hash: string]>, ...rest: unknown[]];

function read<T>(path: string): T {
  const bytes = gunzipSync(readFileSync(path));
  const head = bytes.subarray(0, SIGNATURE.length).toString('latin1');
  if (head !== SIGNATURE) throw new Error(`${path}: not a Pagefind file (it starts with ${JSON.stringify(head)}, not "${SIGNATURE}").`);
  return decode(bytes.subarray(SIGNATURE.length)) as T;
}

/** gzip with a fixed header (no time, no name), so equal content gives equal bytes. */
const pack = (data: unknown): Buffer => gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), encode(data)]), { level: 9 });
const hashOf = (bytes: Buffer, length: number): string => createHash('sha256').update(bytes).digest('hex').slice(0, length);
const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Rewrites dist/pagefind/'s filters, metadata and entry file in a stable order; returns how many files it rewrote. */
export function normalisePagefind(dir: string): number {
  const entryPath = join(dir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryPath, 'utf8')) as { languages: Record<string, { hash: string }> };
  let rewritten = 0;
  const named = new Set<string>();
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaPath = join(dir, `pagefind.${info.hash}.pf_meta`);
    const meta = read<Meta>(metaPath);
    if (!Array.isArray(meta) || !Array.isArray(meta[3])) throw new Error(`${metaPath}: its filter list is not where Pagefind ${String(meta?.[0])} kept it (item 4); check this step against the new version.`);
    const renamed = new Map<string, string>();
    for (const [name, hash] of meta[3]) {
      const path = join(dir, 'filter', `${hash}.pf_filter`);
      const filter = read<Filter>(path);
      if (filter[0] !== name || !Array.isArray(filter[1])) throw new Error(`${path}: not the filter "${name}" the metadata lists.`);
      filter[1].sort((a, b) => byString(a[0], b[0]));
      const bytes = pack(filter);
      const stable = `${language}_${hashOf(bytes, 7)}`;
      rmSync(path);
      writeFileSync(join(dir, 'filter', `${stable}.pf_filter`), bytes);
      renamed.set(name, stable);
      named.add(`${stable}.pf_filter`);
      rewritten++;
    }
    meta[3] = meta[3].map(([name]) => [name, renamed.get(name)!] as [string, string]).sort((a, b) => byString(a[0], b[0]));
    const bytes = pack(meta);
    const stable = `${language}_${hashOf(bytes, 10)}`;
    rmSync(metaPath);
    writeFileSync(join(dir, `pagefind.${stable}.pf_meta`), bytes);
    info.hash = stable;
    rewritten++;
  }
  writeFileSync(entryPath, JSON.stringify(entry));
  // Every filter file is one a metadata file lists.
  const stray = readdirSync(join(dir, 'filter')).filter((f) => !named.has(f));
  if (stray.length) throw new Error(`${join(dir, 'filter')} holds files no metadata lists: ${stray.join(', ')}.`);
  return rewritten + 1;
}
