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
}

export class ContentSchemaError extends Error {
  override name = 'ContentSchemaError';
  readonly problems: readonly EntryProblem[];
  constructor(problems: readonly EntryProblem[]) {
    super(describe(problems));
    this.problems = problems;
  }
}

/**
 * Reviewed data (scripts/ingest/*.ts) that does not fit the content or itself: what is wrong, item by item, and a
 * hint saying where to fix it. The runner prints it without a stack, as it does a {@link ContentSchemaError}.
 */
export class ReviewedDataError extends Error {
  override name = 'ReviewedDataError';
  readonly problems: readonly string[];
  constructor(what: string, problems: readonly string[], hint: string) {
    super(`${what}:\n  ${problems.join('\n  ')}\n  Hint: ${hint}`);
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
}

/** The collection whose place holds `path` (relative to the project root), or undefined. */
export function collectionOf(path: string): CollectionName | undefined {
  const holds = (place: Place) =>
    'json' in place
      ? path === place.json
      : path.startsWith(`${place.markdown}/`) && path.endsWith('.md') && (place.pattern !== '*.md' || !path.slice(place.markdown.length + 1).includes('/'));
  return (Object.keys(COLLECTIONS) as CollectionName[]).find((c) => holds(COLLECTIONS[c].place));
}

/** The entries of the files that belong to a collection (others, such as reports/ingest.md, are not content). */
function entriesOf(files: readonly GeneratedFile[]): Entry[] {
  return files.flatMap((f): Entry[] => {
    const collection = collectionOf(f.path);
    if (!collection) return [];
    const place = COLLECTIONS[collection].place;
    if ('json' in place) {
      const items = JSON.parse(f.content) as unknown[];
      return items.map((data) => ({ path: f.path, collection, id: String((data as { id?: unknown }).id), inJson: true, data }));
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
  const entries = entriesOf(files);
  const idsOf = (c: RefTarget) => new Set(entries.filter((e) => e.collection === c).map((e) => e.id));
  const refs = refsTo({ documents: idsOf('documents'), glossary: idsOf('glossary'), rules: idsOf('rules') });
  const schemas = new Map<CollectionName, z.ZodType>();
  const problems: EntryProblem[] = [];
  for (const e of entries) {
    if (!schemas.has(e.collection)) schemas.set(e.collection, COLLECTIONS[e.collection].schema(refs));
    const result = (schemas.get(e.collection) ?? COLLECTIONS[e.collection].schema(refs)).safeParse(e.data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      problems.push({
        path: e.path,
        collection: e.collection,
        ...(e.inJson ? { entry: e.id } : {}),
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

/** The message: per file (and entry), its fields and what is wrong, then where to fix it. */
function describe(problems: readonly EntryProblem[]): string {
  const groups = new Map<string, EntryProblem[]>();
  for (const p of problems) {
    const key = p.entry === undefined ? p.path : `${p.path} → ${p.entry}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const out = [
    `${groups.size} generated ${groups.size === 1 ? 'entry does' : 'entries do'} not match ${groups.size === 1 ? 'its' : 'their'} collection's schema (src/schemas/); nothing was written.`,
  ];
  for (const [where, list] of groups) {
    const { collection, origin } = list[0]!;
    out.push('', `  ${where} (${collection}${origin ? `, made by the ${origin.importer} importer` : ''})`);
    for (const p of list) out.push(`    ${p.field || '(the entry)'}: ${p.message}`);
    out.push(`  Hint: ${hint(collection, origin)}`);
  }
  return out.join('\n');
}

function hint(collection: CollectionName, origin: Origin | undefined): string {
  const schema = `src/schemas/${collection}.ts`;
  const keep = `content/ is generated: do not edit it by hand; fix the cause and run npm run ingest again (or change ${schema} if the schema is what is wrong).`;
  if (!origin) return `No importer claims this file; add it to an importer in scripts/ingest/index.ts. ${keep}`;
  const where = origin.reviewed ? `${origin.module}, or its reviewed data in ${origin.reviewed} if the fault is in a reviewed entry` : origin.module;
  return `the entry is made by ${where}. ${keep}`;
}
