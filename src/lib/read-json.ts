/**
 * Reading a JSON file the project made (content/*.json, dist/'s generated JSON) against its Zod schema, in one call:
 * a file that is not JSON (truncated, or garbled) or not what its schema says fails with a {@link JsonFileError}
 * naming the file, the line, the entry and the field, and how to fix it — never a bare `SyntaxError` or a cast that
 * lets a wrong value through.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { SiteError, type Where } from './errors.ts';

/** A JSON file that cannot be parsed or does not match its schema. */
export class JsonFileError extends SiteError {}

export interface ReadJsonOptions {
  /** The file as messages name it (from the project root); the path as given by default. */
  display?: string;
  /** How to fix a bad file; by default: it is generated, so regenerate it. */
  hint?: string;
}

const DEFAULT_HINT =
  'the file is generated: do not edit it by hand; run the command that makes it again (npm run ingest for content/, npm run build for dist/).';

/** Reads `path` as JSON and checks it against `schema`. */
export function readJson<S extends z.ZodType>(path: string, schema: S, options: ReadJsonOptions = {}): z.output<S> {
  const file = options.display ?? path;
  return parseJson(readText(path, file, options.hint ?? DEFAULT_HINT), schema, { ...options, display: file });
}

/**
 * A JSON file the build itself wrote, read back as the type its writer declares (a TypeScript interface the writer
 * and the reader share, where the data has no Zod schema: the search lexicon, the semantic records, a cache). A file
 * that is missing or not JSON fails with a {@link JsonFileError} naming it and how to make it again; its shape is
 * the writer's. Data with a schema is read with {@link readJson}.
 */
export function readJsonAs<T>(path: string, options: ReadJsonOptions = {}): T {
  const file = options.display ?? path;
  const hint = options.hint ?? DEFAULT_HINT;
  return parseJsonText(readText(path, file, hint), file, hint) as T;
}

function readText(path: string, file: string, hint: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new JsonFileError({
      what: `${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`,
      where: { file },
      hint,
      cause: e,
    });
  }
}

/** {@link readJson} of a text already read; `options.display` names its file. */
export function parseJson<S extends z.ZodType>(text: string, schema: S, options: ReadJsonOptions = {}): z.output<S> {
  const file = options.display ?? '(JSON text)';
  const hint = options.hint ?? DEFAULT_HINT;
  return checkJson(parseJsonText(text, file, hint), schema, { ...options, display: file });
}

/**
 * A value already parsed (a JSON file's, or a Markdown file's frontmatter) checked against `schema`: what it says, or a
 * {@link JsonFileError} naming the file, each entry and field that does not fit, and how to fix it.
 */
export function checkJson<S extends z.ZodType>(data: unknown, schema: S, options: ReadJsonOptions = {}): z.output<S> {
  const file = options.display ?? '(JSON text)';
  const hint = options.hint ?? DEFAULT_HINT;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const where = result.error.issues.map((issue) => issueWhere(file, data, issue.path));
  const details = result.error.issues.map((issue, i) => `${whereLabel(where[i]!)}: ${issue.message}`);
  throw new JsonFileError({
    what: `${file} does not match its schema (${result.error.issues.length} problem${result.error.issues.length === 1 ? '' : 's'}):`,
    details,
    where,
    hint,
    message: [`${file} does not match its schema:`, ...details.map((d) => `  ${d}`), `  Hint: ${hint}`].join('\n'),
  });
}

/** JSON.parse, its error turned into a {@link JsonFileError} naming the file and the line (and column) where it broke. */
export function parseJsonText(text: string, file: string, hint: string = DEFAULT_HINT): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const { line, column } = errorPosition(text, (e as Error).message);
    throw new JsonFileError({
      what: `${file} is not valid JSON (${(e as Error).message}); is it truncated?`,
      where: { file, line, column },
      hint,
      cause: e,
    });
  }
}

/** Where JSON.parse stopped: its "position N" (V8 also says "line L column C"), or the end of the text. */
export function errorPosition(text: string, message: string): { line: number; column: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  const offset = pos ? Number(pos[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** An issue's place: in an array of entries with ids, the entry's id and the field within it. */
function issueWhere(file: string, data: unknown, path: readonly PropertyKey[]): Where {
  if (Array.isArray(data) && typeof path[0] === 'number') {
    const item: unknown = data[path[0]];
    const id = item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string' ? item.id : `#${path[0] + 1}`;
    return { file, entry: id, field: path.slice(1).map(String).join('.') };
  }
  return { file, field: path.map(String).join('.') };
}

function whereLabel(w: Where): string {
  return [w.entry === undefined ? '' : `entry ${JSON.stringify(w.entry)}`, `field ${w.field || '(the whole)'}`].filter(Boolean).join(', ');
}
