/**
 * Whether a step's work is current: one answer for every step of the build that skips work (issue 36): the linking
 * pass and its memo (scripts/links/index.ts), the content check (scripts/lib/content-checked.ts) and Astro's
 * rendered-Markdown cache (scripts/lib/render-step.ts). A step is named, and its inputs are
 * - its code: the modules it starts from (`entries`) and every module they import, static or dynamic, type-only
 *   included, found with TypeScript's own scanner (`ts.preProcessFile`, as src/layers.test.ts reads imports) and
 *   resolved as Node resolves a relative specifier; the packages stand as package-lock.json. Nothing is listed by
 *   hand, so a module the step starts to import is watched from then on, and one it does not import (the browser's
 *   search engine, for the linking pass) is not;
 * - its content: files or folders (walked by src/lib/files-under.ts), by path and bytes.
 *
 * `record(root, step)` keeps, in Astro's cache folder (so a cold build, with that folder emptied, starts over), the
 * digest of the content and of the code the step ran with; `current(root, step)` says whether they are as recorded.
 * Neither loads TypeScript while nothing changed, so a cold build and a build with nothing to do pay no walk:
 * - a record holds either the step's own modules (`walked`: found from its imports) or, where they were not walked
 *   (recording after a run, or on a cold build), a snapshot of all the project's code (every code file under
 *   `CODE_ROOTS`, and the lockfile: some 500 files, hashed in milliseconds), which holds the step's;
 * - a step's imports are in its files' bytes, so where every recorded file is unchanged the import graph is too;
 * - only where a snapshot no longer matches (a module changed somewhere in the project) are the step's imports walked,
 *   and the step is current if its own modules match the snapshot (the record is then narrowed to them, so the next
 *   build need not walk); an edit of a module the step does not import never reruns it.
 * With no record (a fresh clone), `committed` steps fall back on git: content and the project's code as committed are
 * current (the committed content/ is the committed code's, which `npm run ingest:check` holds).
 *
 * Each record also keeps the digest a step's cache was keyed with for that code (`digest`: the linking pass's memo,
 * Astro's content store), so a record narrowed from a snapshot keeps the cache that snapshot keyed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';
import { readJsonAs } from '../../src/lib/read-json.ts';
import { CACHE_DIR } from './memo-file.ts';

/**
 * Where the records are: Astro's cache folder (its `cacheDir`, as scripts/lib/memo-file.ts), from the project root, a
 * file per step (steps that run at once, as the content check beside astro build, write apart).
 */
export const FRESHNESS_DIR = `${CACHE_DIR}/freshness`;
/** The file of the step `name`'s records, from the project root. */
export const recordsFile = (name: string): string => `${FRESHNESS_DIR}/${name}.json`;
/** How many records a step keeps (one per state of its inputs: temp copies in tests add theirs). */
const KEPT = 8;

export interface Step {
  /** The step's name in the records ("links", "content-check"). */
  name: string;
  /** The modules the step runs, from the project root; what they import is found, not listed. */
  entries: readonly string[];
  /** The files and folders it reads, from the project root (a step that knows its content's digest may give it instead). */
  content: readonly string[];
  /** Leaves content out by its path from the project root with forward slashes ("content/sources"). */
  skipContent?: (path: string) => boolean;
  /** Where no record exists: whether content and code as committed (git) count as current. */
  committed?: boolean;
}

/** The state of a step's inputs: a digest of its content, and of each code file by path. */
export interface Inputs {
  content: string;
  /** Each code file's digest, by path from the project root: the step's own modules where `walked`, else a snapshot of all the project's code. */
  code: Record<string, string>;
  /** Whether `code` is the step's own modules, found from its imports. */
  walked?: boolean;
  /** What the step's caches are keyed with for this code (its memo, Astro's content store). */
  digest: string;
}

const CODE = /\.(ts|mts|js|mjs)$/;
/** Where the project's code lives: a snapshot holds every code file under these, and git's answer takes them as committed. */
export const CODE_ROOTS = ['src', 'scripts'];
const LOCKFILE = 'package-lock.json';
const sha = (bytes: string | Buffer): string => createHash('sha256').update(bytes).digest('base64url');
const posix = (path: string): string => path.split(sep).join('/');

/** The file a relative specifier names from `from`, as Node resolves it (the project writes extensions), or undefined. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return undefined;
  const path = resolve(dirname(from), spec.replace(/[?#].*$/, ''));
  return existsSync(path) && CODE.test(path) ? path : undefined;
}

/**
 * Every module `entries` run, by path from `root` (sorted), with package-lock.json for the packages. Loads
 * TypeScript (some 0.2–0.5 s): only called where a snapshot no longer matches.
 */
export function codeFiles(root: string, entries: readonly string[]): string[] {
  const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const next = resolveImport(file, imported.fileName);
      if (next) visit(next);
    }
  };
  for (const entry of entries) visit(join(root, entry));
  const lock = join(root, LOCKFILE);
  if (existsSync(lock)) seen.add(lock);
  return [...seen].map((f) => posix(relative(root, f))).sort();
}

/** Every code file of the project (under `CODE_ROOTS`, and the lockfile), by path from `root`: no TypeScript. */
export function projectCode(root: string): string[] {
  const files = CODE_ROOTS.flatMap((dir) => filesUnder(join(root, dir)).filter((f) => CODE.test(f)));
  if (existsSync(join(root, LOCKFILE))) files.push(join(root, LOCKFILE));
  return files.map((f) => posix(relative(root, f))).sort();
}

/** A digest of the step's content, by path and bytes. */
export function contentDigest(root: string, step: Step): string {
  const hash = createHash('sha256');
  for (const file of step.content.flatMap((c) => filesUnder(join(root, c)))) {
    const path = posix(relative(root, file));
    if (step.skipContent?.(path)) continue;
    hash.update(`${path}\n`).update(readFileSync(file)).update('\n');
  }
  return hash.digest('base64url');
}

/** The digest of each of `files` (from `root`); a missing file has none. */
function fileDigests(root: string, files: readonly string[]): Record<string, string> {
  return Object.fromEntries(files.map((f) => [f, existsSync(join(root, f)) ? sha(readFileSync(join(root, f))) : '']));
}

const unchanged = (root: string, code: Record<string, string>): boolean => {
  const now = fileDigests(root, Object.keys(code));
  return Object.entries(code).every(([f, d]) => now[f] === d);
};

const digestOf = (code: Record<string, string>): string => sha(JSON.stringify(Object.entries(code).sort()));

/** The latest record whose code files are all unchanged (its content may differ), or undefined; loads no TypeScript. */
export function knownCode(root: string, step: Step): Inputs | undefined {
  return [...readRecords(root, step.name)].reverse().find((r) => unchanged(root, r.code));
}

/**
 * The digest of the step's code now, for a cache that holds for one version of it (scripts/lib/memo-file.ts, Astro's
 * content store): what the record whose files are unchanged was keyed with, else a digest of the project's code.
 */
export function codeDigest(root: string, step: Step): string {
  return knownCode(root, step)?.digest ?? digestOf(fileDigests(root, projectCode(root)));
}

function readRecords(root: string, name: string): Inputs[] {
  try {
    const records = readJsonAs<unknown>(join(root, recordsFile(name)));
    if (Array.isArray(records)) return records.filter((r): r is Inputs => typeof r?.content === 'string' && typeof r?.digest === 'string' && !!r.code);
  } catch {
    // None yet, or unreadable: as on a fresh clone.
  }
  return [];
}

/** Keeps `inputs` as the step's latest record (replacing one of the same content); only in an installed project (with node_modules/). */
function keep(root: string, step: Step, inputs: Inputs): void {
  if (!existsSync(join(root, 'node_modules'))) return;
  const kept = readRecords(root, step.name)
    .filter((r) => r.content !== inputs.content)
    .slice(-(KEPT - 1));
  const path = join(root, recordsFile(step.name));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify([...kept, inputs]));
}

/** Whether git says `paths` (from `root`) are as committed; false without git or outside a repository. */
function asCommitted(root: string, paths: readonly string[]): boolean {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return status.trim() === '';
  } catch {
    return false;
  }
}

/**
 * Of `records` (snapshots whose files changed), one that holds the step's own modules as they are now, narrowed to
 * them (and kept so), or undefined. Walks the imports: TypeScript is loaded here, and only here.
 */
function narrowed(root: string, step: Step, records: readonly Inputs[]): Inputs | undefined {
  const snapshots = records.filter((r) => !r.walked);
  if (snapshots.length === 0) return undefined;
  const own = fileDigests(root, codeFiles(root, step.entries));
  const match = snapshots.findLast((r) => Object.entries(own).every(([f, d]) => r.code[f] === d));
  if (!match) return undefined;
  const inputs: Inputs = { content: match.content, code: own, walked: true, digest: match.digest };
  keep(root, step, inputs);
  return inputs;
}

/**
 * Whether the step's work is current: its content and every code file it last ran with are as recorded (where a
 * snapshot of the project's code no longer matches, its own modules are). With no record of this content, a
 * `committed` step is current where git says its content and the project's code are as committed.
 */
export function current(root: string, step: Step, content: string = contentDigest(root, step)): boolean {
  const records = readRecords(root, step.name).filter((r) => r.content === content);
  if (records.some((r) => unchanged(root, r.code))) return true;
  if (records.length > 0) return narrowed(root, step, records) !== undefined;
  if (!step.committed) return false;
  return asCommitted(root, [...step.content, ...CODE_ROOTS, LOCKFILE]);
}

/**
 * Records the step's inputs as they are now (after it ran), its caches keyed with `digest` (by default, as the record
 * of this code was, or a digest of the project's code). The code is the record's whose files are unchanged, else a
 * snapshot of the project's code: no TypeScript.
 */
export function record(root: string, step: Step, content: string = contentDigest(root, step), digest?: string): Inputs {
  const known = knownCode(root, step);
  const code = known?.code ?? fileDigests(root, projectCode(root));
  const inputs: Inputs = { content, code, digest: digest ?? known?.digest ?? digestOf(code) };
  if (known?.walked) inputs.walked = true;
  keep(root, step, inputs);
  return inputs;
}

/**
 * The digest a step's cache is keyed with where the step has no content of its own (Astro's content store:
 * scripts/lib/render-step.ts): a record's whose files are unchanged; else, after a change, the record's that holds
 * the step's own modules (walked); else (no record, or the step's code changed) a new one, recorded.
 */
export function cacheKey(root: string, step: Step): string {
  const content = contentDigest(root, step);
  const known = knownCode(root, step);
  if (known) return known.digest;
  const records = readRecords(root, step.name).filter((r) => r.content === content);
  return (narrowed(root, step, records) ?? record(root, step, content)).digest;
}
