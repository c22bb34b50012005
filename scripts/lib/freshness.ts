/**
 * Whether a step's work is current: one answer for every step of the build that skips work (issue 36: the linking
 * pass, the content check, the linking pass's and the content check's memos). A step is named, and its inputs are
 * - its code: the modules it starts from (`entries`) and every module they import, static or dynamic, type-only
 *   included, found with TypeScript's own scanner (`ts.preProcessFile`, as src/layers.test.ts reads imports) and
 *   resolved as Node resolves a relative specifier; the packages stand as package-lock.json. Nothing is listed by
 *   hand, so a module the step starts to import is watched from then on, and one it does not import (the browser's
 *   search engine, for the linking pass) is not;
 * - its content: files or folders (walked by src/lib/files-under.ts), by path and bytes.
 *
 * `record(root, step)` keeps, in Astro's cache folder (so a cold build, with that folder emptied, starts over), the
 * digest of the content and of each code file the step ran with; `current(root, step)` says whether they are all as
 * recorded. The answer loads no TypeScript: a step's imports are in its files' bytes, so where every recorded file is
 * unchanged the import graph is too; only after a change (when the step runs, which costs more) are the imports
 * walked again. With no record (a fresh clone, a cold build), `committed` steps fall back on git: content and the
 * project's code (src/, scripts/, the lockfile) as committed are current (the committed content/ is the committed
 * code's, which `npm run ingest:check` holds).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';

/**
 * Where the records are: Astro's cache folder (its `cacheDir`, as scripts/lib/memo-file.ts), from the project root, a
 * file per step (steps that run at once, as the content check beside astro build, write apart).
 */
export const FRESHNESS_DIR = 'node_modules/.astro/freshness';
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
  code: Record<string, string>;
  /** What the step's cache was keyed with for this code, where the step chose it (scripts/lib/render-step.ts). */
  digest?: string;
}

const CODE = /\.(ts|mts|js|mjs)$/;
/** Where the project's code is, for git's answer. */
const COMMITTED_CODE = ['src', 'scripts', 'package-lock.json'];
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
 * TypeScript (some 0.3 s): only `record` and the fresh-clone fallback call it.
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
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock)) seen.add(lock);
  return [...seen].map((f) => posix(relative(root, f))).sort();
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

/**
 * The digest of each file of the step's code now. Where a record's files are all unchanged, they are the step's code
 * (its imports are in their bytes), and TypeScript is not loaded; else the imports are walked again.
 */
export function codeNow(root: string, step: Step): Record<string, string> {
  return knownCode(root, step)?.code ?? fileDigests(root, codeFiles(root, step.entries));
}

/** The latest record whose code files are all unchanged (its content may differ), or undefined; loads no TypeScript. */
export function knownCode(root: string, step: Step): Inputs | undefined {
  return [...readRecords(root, step.name)].reverse().find((r) => unchanged(root, r.code));
}

const digestOf = (code: Record<string, string>): string => sha(JSON.stringify(Object.entries(code).sort()));

/**
 * A digest of the step's code now, for a cache that holds for one version of it (scripts/lib/memo-file.ts, Astro's
 * content store): where a record's files are unchanged, what that record was keyed with.
 */
export function codeDigest(root: string, step: Step): string {
  const known = knownCode(root, step);
  return known ? (known.digest ?? digestOf(known.code)) : digestOf(codeNow(root, step));
}

function readRecords(root: string, name: string): Inputs[] {
  try {
    const records = JSON.parse(readFileSync(join(root, recordsFile(name)), 'utf8')) as unknown;
    if (Array.isArray(records)) return records as Inputs[];
  } catch {
    // None yet, or unreadable: as on a fresh clone.
  }
  return [];
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
 * Whether the step's work is current: its content and every code file it last ran with are as recorded. With no
 * record of this content, a `committed` step is current where git says its content and code are as committed.
 */
export function current(root: string, step: Step, content: string = contentDigest(root, step)): boolean {
  const records = readRecords(root, step.name).filter((r) => r.content === content);
  if (records.some((r) => unchanged(root, r.code))) return true;
  if (records.length > 0 || !step.committed) return false;
  // No TypeScript here: the project's code as committed holds the step's (coarser than a record, on a rare path).
  return asCommitted(root, [...step.content, ...COMMITTED_CODE]);
}

/**
 * Records the step's inputs as they are now (after it ran, or as its cache is keyed with `digest`); only in an
 * installed project (with node_modules/).
 */
export function record(root: string, step: Step, content: string = contentDigest(root, step), digest?: string): void {
  if (!existsSync(join(root, 'node_modules'))) return;
  const known = knownCode(root, step);
  const inputs: Inputs = { content, code: known?.code ?? codeNow(root, step) };
  const keyed = digest ?? known?.digest;
  if (keyed !== undefined) inputs.digest = keyed;
  const kept = readRecords(root, step.name)
    .filter((r) => r.content !== inputs.content)
    .slice(-(KEPT - 1));
  const path = join(root, recordsFile(step.name));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify([...kept, inputs]));
}
