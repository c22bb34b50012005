/**
 * What the build's search index phase writes in dist/ (scripts/search-index.ts): the search index (scripts/lib/
 * search-index.ts) and the service worker (scripts/lib/sw.ts). A module of its own, without their packages (Pagefind,
 * esbuild), so that the copies made beside that phase (scripts/lib/precompress.ts) know what to leave alone at no
 * cost.
 */
import { dirname } from 'node:path';
import { LEXICON_PATH, namesPath } from '../../src/lib/search/lexicon.ts';
import { SEMANTIC_DIR } from '../../src/lib/search/semantic-records.ts';

/** The service worker's file, at the root of dist/. */
export const SW_FILE = 'sw.js';
/** The worker's manifest, as data (a dotfile: never served). */
export const SW_MANIFEST_FILE = '.sw-manifest.json';
/** Where the list of the kept copy goes: a script in dist/ whose name carries the digest of its content. */
export const KEEP_LIST_PATTERN = /^sw-keep\.[0-9a-f]+\.js$/;

/** Whether writeSearchIndex writes (or deletes) this file of dist/ (path relative to dist/, with "/"). */
export function writtenBySearchIndex(path: string): boolean {
  return path.startsWith('pagefind/') || path === LEXICON_PATH || path.startsWith(`${dirname(namesPath(0))}/`) || path.startsWith(`${SEMANTIC_DIR}/`);
}

/** Whether the search index phase writes this file of dist/: the index's files, or the worker's. */
export const writtenBySearchPhase = (path: string): boolean =>
  writtenBySearchIndex(path) || path === SW_FILE || path === SW_MANIFEST_FILE || KEEP_LIST_PATTERN.test(path);
