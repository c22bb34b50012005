/**
 * Entries' Markdown bodies, read from their files in content/ when a page needs the Markdown itself (the Gray's
 * comparison, the JSON export, the walkthrough's quotation check). The Markdown collections do not keep their bodies
 * in Astro's data store (`retainBody: false` in src/content.config.ts): `astro build` bundles the whole store into
 * its server code, and on the bench's ten-fold corpus every megabyte of store cost about 25 MB of build memory
 * (reports/bench.md). Pages render from `entry.rendered`, which the store keeps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bodyOfFile } from '../lib/content-files.ts';
import { bug, SiteError } from '../lib/errors.ts';

/** What a content-layer entry says of its file: `filePath` is relative to the project root. */
export interface EntryFile {
  id: string;
  filePath?: string | undefined;
}

/** The entry's body as stored in its Markdown file (frontmatter removed); undefined for entries not from a .md file. */
export function bodyOf(entry: EntryFile): string | undefined {
  const { filePath } = entry;
  if (!filePath?.endsWith('.md')) return undefined;
  const path = resolve(filePath);
  if (!existsSync(path))
    throw new SiteError({
      what: `Entry "${entry.id}": its file ${path} is not there.`,
      where: { file: filePath, entry: entry.id },
      hint: 'the build runs from the project root, after npm run ingest: run it from there, or run npm run ingest to write content/ again.',
    });
  return bodyOfFile(readFileSync(path, 'utf8'), path);
}

/** {@link bodyOf} of an entry that must come from a Markdown file: one without is an error, never an empty body. */
export function markdownBodyOf(entry: EntryFile): string {
  const body = bodyOf(entry);
  if (body === undefined) throw bug(`Entry "${entry.id}" has no Markdown file (${entry.filePath ?? 'none'}), yet a page asks for its body.`);
  return body;
}
