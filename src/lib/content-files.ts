/**
 * Reading generated content straight from content/ (frontmatter and body), for code that runs outside Astro's
 * content layer: the remark plugins (configured before collections load) and unit tests. The content layer stays the
 * one validator; this reader only splits files.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
// `yaml`, the one YAML library of the project (the ingest writes the frontmatter with it); its core schema keeps dates
// as strings. It reads the 550 frontmatters in about 150 ms cold (js-yaml, Astro's own reader, about 50 ms): a tenth
// of a second per build, for one library instead of two.
import { parse } from 'yaml';
import { entryIdOf } from './entry-paths.ts';
import { SiteError } from './errors.ts';
import { filesUnder } from './files-under.ts';

export interface ContentFile {
  /** Id as the content layer makes it: the path under the collection folder without ".md" ("1e/warp-speed"). */
  id: string;
  data: Record<string, unknown>;
  body: string;
}

/** How to fix a content file that cannot be read. */
const GENERATED_HINT =
  'content/ is generated: fix the importer that wrote this file (scripts/ingest/) and run npm run ingest, or restore the file (git checkout -- content/).';

/** Every Markdown entry of a collection folder, sorted by id. */
export function readCollection(contentDir: string, collection: string): ContentFile[] {
  const base = join(contentDir, collection);
  if (!existsSync(base)) throw new SiteError({ what: `No folder ${base}.`, where: { file: base }, hint: 'content/ is generated: run npm run ingest.' });
  const out: ContentFile[] = [];
  for (const path of filesUnder(base)) {
    const id = entryIdOf(relative(base, path));
    if (id !== undefined) out.push(readEntry(path, id));
  }
  return out;
}

export function readEntry(path: string, id: string): ContentFile {
  return { id, ...splitFrontmatter(readFileSync(path, 'utf8'), path) };
}

/**
 * A content file's frontmatter (parsed) and its body, trimmed as Astro's Markdown entries have it (`entry.body`), and
 * as written (`rest`, for code that edits the file at offsets); `where` names the file in the error if it has none.
 */
export function splitFrontmatter(text: string, where: string): { data: Record<string, unknown>; body: string; rest: string; bodyLine: number } {
  const { yaml, body, rest, bodyLine } = splitFile(text, where);
  return { data: parseFrontmatterYaml(yaml, where), body, rest, bodyLine };
}

/** The body alone, as {@link splitFrontmatter} gives it, without parsing the frontmatter. */
export function bodyOfFile(text: string, where: string): string {
  return splitFile(text, where).body;
}

/**
 * A content file's parts: the frontmatter's YAML text, everything after its closing "---" line as written (`rest`),
 * the body trimmed, and the file's line where the body starts (for messages that count lines in the file).
 */
export function splitFile(text: string, where: string): { yaml: string; rest: string; body: string; bodyLine: number } {
  const [, yaml, rest] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
  if (yaml === undefined || rest === undefined)
    throw new SiteError({
      what: `${where}: no frontmatter (expected "---", YAML, "---", then the body).`,
      where: { file: where, line: 1 },
      hint: GENERATED_HINT,
      message: `${where}: no frontmatter (expected "---", YAML, "---", then the body).`,
    });
  const start = text.length - rest.trimStart().length;
  return { yaml, rest, body: rest.trim(), bodyLine: text.slice(0, start).split('\n').length };
}

/**
 * A frontmatter's YAML text (as {@link splitFile} gives it) parsed with the core schema, naming the file in the error
 * (yaml's own message has no file name).
 */
export function parseFrontmatterYaml(text: string, where: string): Record<string, unknown> {
  try {
    return (parse(text, { schema: 'core' }) ?? {}) as Record<string, unknown>;
  } catch (error) {
    const what = `${where}: its frontmatter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`;
    throw new SiteError({ what, where: { file: where, field: '(the frontmatter)' }, hint: GENERATED_HINT, message: what, cause: error });
  }
}
