/**
 * A synthetic corpus N times the size of the real one, to see how the build's cost grows: every generated Markdown
 * entry (glossary terms, rule sections, rulings, errata, and any collection added later) gets N−1 copies with new
 * ids (`dilemma` → `dilemma-x2` … `dilemma-x10`), titles suffixed ("dilemma x2"), orders moved past the
 * originals', and every reference — `:ref{to=…}` in the body, `see`/`parent`/`counterpart` in the frontmatter —
 * pointing at the same copy, so frontmatter stays valid and no reference dangles. Data files (documents,
 * disagreements) and document intros are left as they are: there is one per document.
 */
import { must } from '../../src/lib/must.ts';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { linkNodeModules } from '../lib/linked-modules.ts';
import { dirname, join, relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { splitFile } from '../../src/lib/content-files.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { entryOf } from '../../src/lib/entry-paths.ts';
import { withoutAutolink } from '../links/frontmatter.ts';
import { CARDS_FILE, inContentDir } from '../../src/lib/link-files.ts';
import { SiteError } from '../../src/lib/errors.ts';
import { parseJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

/** A file under content/: "glossary/1e/dilemma.md". */
export interface ContentFile {
  path: string;
  content: string;
}

/** Collections (first folder under content/) that are not multiplied. */
export const NOT_MULTIPLIED = ['sources', 'intros', 'documents', 'disagreements'];
/** Frontmatter fields that name the entry; the copy's value gets " xN". */
export const TITLE_FIELDS = ['title', 'card', 'printedTitle'];
/** Frontmatter fields of name lists; each name gets " xN". */
export const NAME_LIST_FIELDS = ['aliases'];
/** Frontmatter fields that reference entries of a collection (a string id or a list of them). */
export const REF_FIELDS: Record<string, string> = { see: 'glossary', parent: 'rules', counterpart: 'rules' };
/** Frontmatter fields that order entries within their folder; copies come after the originals. */
export const ORDER_FIELDS = ['order'];

const REF_ATTR = /(\bto=")([a-z0-9-]+)\/([^"]+)(")/g;

/** "glossary/1e/dilemma.md" → { collection: "glossary", id: "1e/dilemma" } (src/lib/entry-paths.ts). */
export { entryOf } from '../../src/lib/entry-paths.ts';

/** Whether a file under content/ is an entry the multiplier copies. */
export const isMultiplied = (path: string): boolean => {
  const e = entryOf(path);
  return !!e && !NOT_MULTIPLIED.includes(e.collection);
};

/** The copies (not the originals) that make `files` `factor` times as large. */
export function multiplyCorpus(files: readonly ContentFile[], factor: number): ContentFile[] {
  if (!Number.isInteger(factor) || factor < 1)
    throw new SiteError({
      what: `The factor must be a whole number ≥ 1, got ${factor}.`,
      hint: 'run the bench with a whole factor: npm run bench -- --corpus=10.',
    });
  const entries = files.filter((f) => isMultiplied(f.path));
  const known = new Set(
    entries.map((f) => {
      const e = must(entryOf(f.path), `the entry of ${f.path}`);
      return `${e.collection}/${e.id}`;
    }),
  );
  // Copies of a folder's entries start after its highest order.
  const maxOrder = new Map<string, number>();
  for (const f of entries) {
    const data = parseDocument(splitFile(f.content, `content/${f.path}`).yaml).toJS() as Record<string, unknown> | null;
    for (const field of ORDER_FIELDS) {
      const v = data?.[field];
      if (typeof v === 'number') maxOrder.set(`${dirname(f.path)}#${field}`, Math.max(maxOrder.get(`${dirname(f.path)}#${field}`) ?? 0, v));
    }
  }

  const out: ContentFile[] = [];
  for (let k = 2; k <= factor; k++) {
    const suffix = `-x${k}`;
    const ref = (collection: string, id: string) => (known.has(`${collection}/${id}`) ? `${id}${suffix}` : id);
    for (const f of entries) {
      const { collection, id } = must(entryOf(f.path), `the entry of ${f.path}`);
      const { yaml, rest } = splitFile(f.content, `content/${f.path}`);
      // The linking pass's list goes: the copy's pass writes the copy's own (YAML's printer would rewrite its lines).
      const doc = parseDocument(withoutAutolink(yaml));
      for (const field of TITLE_FIELDS) {
        const v = doc.get(field);
        if (typeof v === 'string') doc.set(field, `${v} x${k}`);
      }
      for (const field of NAME_LIST_FIELDS) {
        const v = doc.toJS()?.[field];
        if (Array.isArray(v))
          doc.set(
            field,
            v.map((name) => `${String(name)} x${k}`),
          );
      }
      for (const [field, target] of Object.entries(REF_FIELDS)) {
        const v = doc.toJS()?.[field];
        if (typeof v === 'string') doc.set(field, ref(target, v));
        else if (Array.isArray(v))
          doc.set(
            field,
            v.map((x) => ref(target, String(x))),
          );
      }
      for (const field of ORDER_FIELDS) {
        const v = doc.get(field);
        if (typeof v === 'number')
          doc.set(field, v + (k - 1) * must(maxOrder.get(`${dirname(f.path)}#${field}`), `the highest ${field} under ${dirname(f.path)}`));
      }
      const body = rest.replace(REF_ATTR, (_m, pre: string, c: string, target: string, post: string) => `${pre}${c}/${ref(c, target)}${post}`);
      out.push({ path: `${collection}/${id}${suffix}.md`, content: `---\n${doc.toString().trimEnd()}\n---\n${body}` });
    }
  }
  return out;
}

/**
 * The card registry (content/cards/cards.json) `factor` times as large: each card again with the id suffix "-xN"
 * and " xN" on its names, as multiplyCorpus does for the errata whose cards they are (an erratum's card has its id).
 */
export function multiplyCards(json: string, factor: number): string {
  const cards = parseJson(json, z.array(z.object({ id: z.string(), title: z.string(), aliases: z.array(z.string()).optional() }).loose()), {
    display: CARDS_FILE,
  });
  const out = [...cards];
  for (let k = 2; k <= factor; k++) {
    for (const c of cards) out.push({ ...c, id: `${c.id}-x${k}`, title: `${c.title} x${k}`, aliases: (c.aliases ?? []).map((a) => `${a} x${k}`) });
  }
  return `${JSON.stringify(
    out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    null,
    2,
  )}\n`;
}

/** Every reference in `files` that names no file in `files` (a :ref target or a REF_FIELDS id), and repeated ids. */
export function corpusProblems(files: readonly ContentFile[]): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  for (const f of files) {
    const e = entryOf(f.path);
    if (!e) continue;
    const key = `${e.collection}/${e.id}`;
    if (known.has(key)) problems.push(`${f.path}: id repeated`);
    known.add(key);
  }
  const orders = new Map<string, string>();
  for (const f of files) {
    const e = entryOf(f.path);
    if (!e || !isMultiplied(f.path)) continue;
    let parts: ReturnType<typeof splitFile>;
    try {
      parts = splitFile(f.content, f.path);
    } catch (e) {
      problems.push((e as Error).message);
      continue;
    }
    const doc = parseDocument(parts.yaml);
    const [error] = doc.errors;
    if (error) problems.push(`${f.path}: ${error.message}`);
    const data = (doc.toJS() ?? {}) as Record<string, unknown>;
    for (const [field, target] of Object.entries(REF_FIELDS)) {
      const v = data[field];
      for (const id of typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : []) {
        if (!known.has(`${target}/${id}`)) problems.push(`${f.path}: ${field} "${id}" names no ${target} entry`);
      }
    }
    for (const field of ORDER_FIELDS) {
      const v = data[field];
      if (typeof v !== 'number') continue;
      const key = `${dirname(f.path)}#${field}=${v}`;
      if (orders.has(key)) problems.push(`${f.path}: ${field} ${v} repeats ${orders.get(key)}`);
      orders.set(key, f.path);
    }
    for (const m of parts.rest.matchAll(REF_ATTR)) {
      if (!known.has(`${m[2]}/${m[3]}`)) problems.push(`${f.path}: :ref target "${m[2]}/${m[3]}" does not exist`);
    }
  }
  return problems;
}

/** Every file under `dir`, relative to it with forward slashes. */
export function readTree(dir: string): ContentFile[] {
  return filesUnder(dir).map((path) => ({ path: relative(dir, path).split(sep).join('/'), content: readFileSync(path, 'utf8') }));
}

/** Folders and files of the project that a copy for building leaves out; node_modules is linked instead. */
export const NOT_COPIED = ['node_modules', 'dist', '.dist-builds', '.astro', '.git', 'bench', 'test-results', 'playwright-report'];

/**
 * Copies the project at `root` to `dest` and multiplies its content/. No build output is copied; node_modules is a
 * folder of links to the project's packages, without its caches, so the copy builds cold and leaves the
 * project's caches alone.
 */
export function makeMultipliedProject(root: string, dest: string, factor: number): { entries: number; copies: number } {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.includes(name)) continue;
    cpSync(join(root, name), join(dest, name), { recursive: true });
  }
  linkNodeModules(root, dest);
  const content = join(dest, 'content');
  const files = readTree(content);
  const copies = multiplyCorpus(files, factor);
  const problems = corpusProblems([...files, ...copies]);
  if (problems.length)
    throw new SiteError({
      what: `The ${factor}× corpus is not valid:`,
      details: problems.slice(0, 20),
      hint: "the copies are made from content/ by scripts/bench/corpus.ts: run npm run ingest if content/ is not the importers' output, else fix the copying there.",
    });
  for (const f of copies) {
    mkdirSync(dirname(join(content, f.path)), { recursive: true });
    writeFileSync(join(content, f.path), f.content);
  }
  const cards = join(content, inContentDir(CARDS_FILE));
  writeFileSync(cards, multiplyCards(readFileSync(cards, 'utf8'), factor));
  return { entries: files.filter((f) => isMultiplied(f.path)).length, copies: copies.length };
}
