/**
 * Every entry the ingest writes, checked against its collection's schema (src/schemas/, the same schemas Astro's
 * loaders use) before anything is written: an importer that makes a bad entry fails `npm run ingest` with a message
 * that names the importer, the file (and the entry, in a JSON collection), each field and what is wrong, and says
 * which importer or reviewed-data file to change — instead of Astro's generic message at `astro build`.
 * References are checked too: a reference to an entry no importer made is an error, never a silent fallback.
 */
import type { z } from 'astro/zod';
import { COLLECTIONS, refsTo, type CollectionName, type Place, type RefTarget } from '../../../src/schemas/index.ts';
import { splitFrontmatter } from '../../../src/lib/content-files.ts';
import type { GeneratedFile } from './files.ts';
import { entryIdOf } from '../../../src/lib/entry-paths.ts';
import { SiteError, type Where } from '../../../src/lib/errors.ts';
import { JsonFileError, parseJsonText } from '../../../src/lib/read-json.ts';

/** Who made a file, and where a fix goes. */
export interface Origin {
  /** The importer's name, as in reports/ingest.md: "glossary-1e". */
  importer: string;
  /** Its module: "scripts/ingest/glossary-1e.ts". */
  module: string;
  /** Its reviewed data, where it has a file of its own: "scripts/ingest/glossary-1e.corrections.ts". */
  reviewed?: string;
}

/** One field of one entry that does not match its schema. */
export interface EntryProblem {
  path: string;
  collection: CollectionName;
  /** The entry's id in a JSON collection (a Markdown entry is its file). */
  entry?: string;
  /** The field, dotted: "mentions.0.document"; "" for the entry as a whole. */
  field: string;
  message: string;
  origin: Origin | undefined;
  /** The line of the file where the problem is (a JSON file's syntax error, a JSON entry's id), where known. */
  line?: number;
}

/** Where the check runs: on what the ingest is about to write, or on content/ as it is on disk (the build's check). */
export type CheckStage = 'ingest' | 'disk';

export class ContentSchemaError extends SiteError {
  readonly problems: readonly EntryProblem[];
  constructor(problems: readonly EntryProblem[], stage: CheckStage = 'ingest') {
    const where: Where[] = problems.map((p) => ({
      file: p.path,
      ...(p.entry === undefined ? {} : { entry: p.entry }),
      field: p.field,
      ...(p.line === undefined ? {} : { line: p.line }),
    }));
    const hints = [...new Set(problems.map((p) => hint(p.collection, p.origin, stage, isFileProblem(p) ? 'file' : 'entry')))];
    super({ what: heading(problems, stage), where, hint: hints.join(' '), message: describe(problems, stage), messageHasHint: true });
    this.problems = problems;
  }
}

/**
 * Reviewed data (scripts/ingest/*.ts) that does not fit the content or itself: what is wrong, item by item, and a
 * hint saying where to fix it. The runner prints it without a stack, as it does a {@link ContentSchemaError}.
 */
export class ReviewedDataError extends SiteError {
  readonly problems: readonly string[];
  constructor(what: string, problems: readonly string[], hint: string) {
    super({ what: `${what}:`, details: problems, hint });
    this.problems = problems;
  }
}

interface Entry {
  path: string;
  collection: CollectionName;
  id: string;
  /** Set for an item of a JSON array. */
  inJson: boolean;
  data: unknown;
  /** A JSON entry's file text and which use of its id it is (from 0), for {@link lineOfEntry}. */
  json?: { file: { text: string }; nth: number };
}

const lineField = (e: Entry): { line?: number } => {
  const line = lineOfEntry(e);
  return line === undefined ? {} : { line };
};

const idLines = new WeakMap<object, Map<string, number[]>>();

/**
 * The line where a JSON file gives an entry its id (its `nth` use of that id, from 0), or undefined; found only for
 * an entry with a problem (one scan of the file, kept for its other entries).
 */
function lineOfEntry(e: Entry): number | undefined {
  if (!e.json) return undefined;
  let lines = idLines.get(e.json.file);
  if (!lines) {
    lines = new Map();
    const text = e.json.file.text;
    let line = 1;
    let from = 0;
    for (const m of text.matchAll(/"id"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)) {
      for (let i = from; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
      from = m.index;
      let id: unknown;
      try {
        id = JSON.parse(m[1]!); // error-model: one JSON string literal the pattern matched (its id), not a file
      } catch {
        continue;
      }
      if (typeof id === 'string') lines.set(id, [...(lines.get(id) ?? []), line]);
    }
    idLines.set(e.json.file, lines);
  }
  return lines.get(e.id)?.[e.json.nth];
}

/** The collection whose place holds `path` (relative to the project root), or undefined. */
export function collectionOf(path: string): CollectionName | undefined {
  const holds = (place: Place) =>
    'json' in place
      ? path === place.json
      : path.startsWith(`${place.markdown}/`) && path.endsWith('.md') && (place.pattern !== '*.md' || !path.slice(place.markdown.length + 1).includes('/'));
  return (Object.keys(COLLECTIONS) as CollectionName[]).find((c) => holds(COLLECTIONS[c].place));
}

/**
 * The entries of the files that belong to a collection (others, such as reports/ingest.md, are not content). A JSON
 * file that cannot be parsed (truncated) or is not an array is a problem of its own, named with its line.
 */
function entriesOf(files: readonly GeneratedFile[], originOf: (path: string) => Origin | undefined, problems: EntryProblem[]): Entry[] {
  return files.flatMap((f): Entry[] => {
    const collection = collectionOf(f.path);
    if (!collection) return [];
    const place = COLLECTIONS[collection].place;
    if ('json' in place) {
      let items: unknown;
      try {
        items = parseJsonText(f.content, f.path);
      } catch (e) {
        if (!(e instanceof JsonFileError)) throw e;
        const { line = 1, column = 1 } = e.where[0] ?? {};
        const cause = e.cause instanceof Error ? e.cause.message : e.what;
        problems.push({
          path: f.path,
          collection,
          field: '',
          line,
          message: `not valid JSON at line ${line}, column ${column} (${cause}); is the file truncated?`,
          origin: originOf(f.path),
        });
        return [];
      }
      if (!Array.isArray(items)) {
        problems.push({ path: f.path, collection, field: '', line: 1, message: 'expected an array of entries, each with an "id"', origin: originOf(f.path) });
        return [];
      }
      const file = { text: f.content };
      const uses = new Map<string, number>();
      return items.map((data: unknown) => {
        const id = String((data as { id?: unknown } | null)?.id);
        const nth = uses.get(id) ?? 0;
        uses.set(id, nth + 1);
        return { path: f.path, collection, id, inJson: true, data, json: { file, nth } };
      });
    }
    const id = entryIdOf(f.path.slice(place.markdown.length + 1));
    if (id === undefined) return [];
    return [{ path: f.path, collection, id, inJson: false, data: splitFrontmatter(f.content, f.path).data }];
  });
}

/**
 * Checks every entry of `files` against its collection's schema, references against the entries that exist.
 * Returns the problems (empty when all is well); {@link assertValidContent} throws them.
 */
export function validateContent(files: readonly GeneratedFile[], originOf: (path: string) => Origin | undefined): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const entries = entriesOf(files, originOf, problems);
  const idsOf = (c: RefTarget) => new Set(entries.filter((e) => e.collection === c).map((e) => e.id));
  const refs = refsTo({ documents: idsOf('documents'), glossary: idsOf('glossary'), rules: idsOf('rules') });
  const schemas = new Map<CollectionName, z.ZodType>();
  // An id used twice in one JSON file: Astro would keep one of the two entries without a word.
  const seen = new Map<string, number>();
  for (const [i, e] of entries.entries()) {
    if (!e.inJson || e.id === 'undefined') continue;
    const key = `${e.path}\u0000${e.id}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else
      problems.push({
        path: e.path,
        collection: e.collection,
        entry: e.id,
        field: 'id',
        ...lineField(e),
        message: `the id ${JSON.stringify(e.id)} is used by two entries; each entry needs its own`,
        origin: originOf(e.path),
      });
  }
  for (const e of entries) {
    if (!schemas.has(e.collection)) schemas.set(e.collection, COLLECTIONS[e.collection].schema(refs));
    const result = (schemas.get(e.collection) ?? COLLECTIONS[e.collection].schema(refs)).safeParse(e.data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      problems.push({
        path: e.path,
        collection: e.collection,
        ...(e.inJson ? { entry: e.id } : {}),
        ...lineField(e),
        field: issue.path.map(String).join('.'),
        message: issue.message,
        origin: originOf(e.path),
      });
    }
  }
  return problems;
}

/** {@link validateContent}, throwing a {@link ContentSchemaError} that lists every problem with its hint. */
export function assertValidContent(files: readonly GeneratedFile[], originOf: (path: string) => Origin | undefined): void {
  const problems = validateContent(files, originOf);
  if (problems.length) throw new ContentSchemaError(problems);
}

/** Whether a problem is one of a JSON file as a whole (not of one of its entries). */
const isFileProblem = (p: EntryProblem): boolean => p.entry === undefined && 'json' in COLLECTIONS[p.collection].place;

/** The problems grouped per file (and entry), in the order met. */
function groupsOf(problems: readonly EntryProblem[]): Map<string, EntryProblem[]> {
  const groups = new Map<string, EntryProblem[]>();
  for (const p of problems) {
    const key = p.entry === undefined ? p.path : `${p.path} → ${p.entry}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return groups;
}

function heading(problems: readonly EntryProblem[], stage: CheckStage): string {
  const n = groupsOf(problems).size;
  return stage === 'ingest'
    ? `${n} generated ${n === 1 ? 'entry does' : 'entries do'} not match ${n === 1 ? 'its' : 'their'} collection's schema (src/schemas/); nothing was written.`
    : `${n} ${n === 1 ? 'entry' : 'entries'} of content/ ${n === 1 ? 'does' : 'do'} not match ${n === 1 ? 'its' : 'their'} collection's schema (src/schemas/); the build stopped before Astro built a page.`;
}

/** The message: per file (and entry), its fields and what is wrong, then where to fix it. */
function describe(problems: readonly EntryProblem[], stage: CheckStage): string {
  const groups = groupsOf(problems);
  const out = [heading(problems, stage)];
  for (const [where, list] of groups) {
    const { collection, origin } = list[0]!;
    const line = list.find((p) => p.line !== undefined)?.line;
    out.push('', `  ${where} (${collection}${origin ? `, made by the ${origin.importer} importer` : ''})${line === undefined ? '' : `, line ${line}`}`);
    const file = isFileProblem(list[0]!);
    for (const p of list) out.push(`    ${p.field || (file ? '(the file)' : '(the entry)')}: ${p.message}`);
    out.push(`  Hint: ${hint(collection, origin, stage, file ? 'file' : 'entry')}`);
  }
  return out.join('\n');
}

function hint(collection: CollectionName, origin: Origin | undefined, stage: CheckStage = 'ingest', made: 'entry' | 'file' = 'entry'): string {
  const schema = `src/schemas/${collection}.ts`;
  const keep =
    stage === 'ingest'
      ? `content/ is generated: do not edit it by hand; fix the cause and run npm run ingest again (or change ${schema} if the schema is what is wrong).`
      : `content/ is generated: if it was edited by hand (or a file cut short), run npm run ingest to make it again; if the ingest makes it so, fix the cause and run npm run ingest (or change ${schema} if the schema is what is wrong).`;
  if (!origin) return `No importer claims this file; add it to an importer in scripts/ingest/index.ts. ${keep}`;
  const where = origin.reviewed ? `${origin.module}, or its reviewed data in ${origin.reviewed} if the fault is in a reviewed entry` : origin.module;
  return `the ${made} is made by ${where}. ${keep}`;
}
