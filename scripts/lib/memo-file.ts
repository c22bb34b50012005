/**
 * A memo the build keeps between runs, so a rebuild after an edit redoes only the changed pages' share of a phase:
 * the linking pass's (scripts/links/index.ts). (The search index had one too, of each page's records by its HTML's
 * digest; measured, it saved nothing: Pagefind's own indexing is that phase's time. Removed.)
 *
 * They live in Astro's cache folder, so that emptying it (a cold build, `npm run bench`) empties them too, and each
 * holds for one version of the code that filled it (the digest of its step's code, scripts/lib/freshness.ts): a memo
 * made by other code is dropped, never trusted.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { readJsonAs } from '../../src/lib/read-json.ts';

/** Astro's cache folder (its `cacheDir`), from the project root. */
export const CACHE_DIR = 'node_modules/.astro';

/** A memo on disk: the digest of the code that made it, and its entries. */
interface Stored<T> {
  code: string;
  memo: T;
}

/** The memo `name` if it was made by code with digest `code`, else `empty()` (also when there is none, or it is unreadable). */
export function loadMemo<T>(root: string, name: string, code: string, empty: () => T): T {
  try {
    const stored = readJsonAs<Stored<T>>(join(root, CACHE_DIR, name));
    if (stored.code === code && stored.memo) return stored.memo;
  } catch {
    // None yet, or unreadable: the phase does all its work, as on a first run.
  }
  return empty();
}

/** Keeps the memo for the next run; only in an installed project (with node_modules/), never creating one elsewhere. */
export function saveMemo<T>(root: string, name: string, code: string, memo: T): void {
  if (!existsSync(join(root, 'node_modules'))) return;
  const path = join(root, CACHE_DIR, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ code, memo } satisfies Stored<T>));
}

/** The digest memos compare a file's text by. */
export const textDigest = (text: string | Buffer): string => createHash('sha256').update(text).digest('base64url');
