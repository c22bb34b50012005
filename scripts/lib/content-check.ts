/**
 * The build's check of content/ as it is on disk, before Astro starts: every entry of every collection against its
 * schema in src/schemas/ (the ones Astro's loaders use), the references between them, a JSON file that cannot be
 * parsed (cut short) and an id used twice — each reported in one block naming the file, the entry, the field and the
 * line, with a hint saying which importer or reviewed data makes it (scripts/ingest/lib/validate.ts, the check the
 * ingest runs on what it writes). Without it such a file passes the linking pass, or fails it with a bare parse error,
 * and fails some 25 s later inside astro build with a stack.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../src/schemas/index.ts';
import { ContentSchemaError, collectionOf, validateContent, type EntryProblem } from '../ingest/lib/validate.ts';
import { originOfContentFile } from '../ingest/importers.ts';
import type { GeneratedFile } from '../ingest/lib/files.ts';
import { filesUnder } from '../../src/lib/files-under.ts';

/** The linking pass's own files: checked after it has run, since it remakes them (scripts/links/index.ts). */
export const isLinkData = (path: string): boolean => path.startsWith('content/links/');

export interface ContentCheckOptions {
  /** Which files to check (paths from the project root); all by default. */
  only?: (path: string) => boolean;
}

/**
 * The files of every collection under `root` (paths from the project root, "content/…"), and a problem for a JSON
 * collection's file that is not there.
 */
export function readCollections(root: string, only: (path: string) => boolean = () => true): { files: GeneratedFile[]; missing: EntryProblem[] } {
  const files: GeneratedFile[] = [];
  const missing: EntryProblem[] = [];
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const place = COLLECTIONS[name].place;
    const paths = 'json' in place ? [place.json] : filesUnder(join(root, place.markdown)).map((p) => relative(root, p).replace(/\\/g, '/'));
    for (const path of paths) {
      if (!only(path) || collectionOf(path) !== name) continue;
      const full = join(root, path);
      if (!existsSync(full)) {
        missing.push({ path, collection: name, field: '', message: 'the file is not there', origin: originOfContentFile(path) });
        continue;
      }
      files.push({ path, content: readFileSync(full, 'utf8') });
    }
  }
  return { files, missing };
}

/** The problems of content/ under `root` (empty when all is well). */
export function contentProblems(root: string, { only }: ContentCheckOptions = {}): EntryProblem[] {
  const { files, missing } = readCollections(root, only);
  return [...missing, ...validateContent(files, originOfContentFile)];
}

/** {@link contentProblems}, throwing them as one {@link ContentSchemaError}. */
export function checkContent(root: string, options: ContentCheckOptions = {}): void {
  const problems = contentProblems(root, options);
  if (problems.length) throw new ContentSchemaError(problems, 'disk');
}
