/**
 * The build's check of content/ as it is on disk, before Astro starts: every entry of every collection against its
 * schema in src/schemas/ (the ones Astro's loaders use), the references between them, a JSON file that cannot be
 * parsed (cut short) and an id used twice — each reported in one block naming the file, the entry, the field and the
 * line, with a hint saying which importer or reviewed data makes it (scripts/ingest/lib/validate.ts, the check the
 * ingest runs on what it writes). Besides the schemas: a file in a collection's folder that is no entry of it (Astro
 * would skip it without a word) or differs from another only in case, a directive the site does not know and raw
 * HTML in a Markdown body ({@link fileProblems}, {@link bodyProblems}). Without it such a file passes the linking pass, or fails it with a bare parse error,
 * and fails some 25 s later inside astro build with a stack.
 */
import { STAMP_FILE } from '../../src/lib/link-files.ts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Nodes } from 'mdast';
import { COLLECTIONS, type CollectionName } from '../../src/schemas/index.ts';
import { parseMarkdown } from '../../src/lib/markdown.ts';
import { splitFile } from '../../src/lib/content-files.ts';
import { MARK_HANDLERS } from '../../src/plugins/remark-marks.ts';
import { syntax } from '../../src/plugins/marks/handler.ts';
import { ContentSchemaError, collectionOf, validateContent, type EntryProblem } from '../ingest/lib/validate.ts';
import { originOfContentFile } from '../ingest/importers.ts';
import type { GeneratedFile } from '../ingest/lib/files.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { siteRedirects } from '../../src/lib/redirects.ts';

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

/** Files of a JSON collection's folder that are not a collection's own: the linking pass's stamp. */
const NOT_ENTRIES = new Set([STAMP_FILE]);

/**
 * Files under the collections' folders that no collection holds (a copy left beside an entry, a file of another
 * extension, an entry of a flat collection in a subfolder), and paths that differ only in case (on a disk that ignores
 * case, macOS's or Windows', one overwrites the other).
 */
export function fileProblems(root: string, only: (path: string) => boolean = () => true): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const seen = new Map<string, string>();
  const folders = new Map<string, CollectionName>();
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const place = COLLECTIONS[name].place;
    const folder = 'json' in place ? dirname(place.json) : place.markdown;
    if (!folders.has(folder)) folders.set(folder, name);
  }
  for (const [folder, name] of folders) {
    for (const full of filesUnder(join(root, folder))) {
      const path = relative(root, full).replace(/\\/g, '/');
      if (!only(path)) continue;
      const other = seen.get(path.toLowerCase());
      if (other !== undefined) {
        problems.push({
          path,
          collection: name,
          field: '',
          message: `its path differs from ${other} only in case: on a disk that ignores case one overwrites the other, and the build depends on which. Delete the one the ingest does not make (npm run ingest writes the right one).`,
          origin: originOfContentFile(path),
        });
      }
      seen.set(path.toLowerCase(), path);
      if (collectionOf(path) || NOT_ENTRIES.has(path)) continue;
      const place = COLLECTIONS[name].place;
      const holds = 'json' in place ? `only its JSON file (${place.json})` : `only Markdown entries (${place.markdown}/${place.pattern})`;
      problems.push({
        path,
        collection: name,
        field: '',
        message: `a stray file: the ${name} collection holds ${holds}, so Astro would skip this one without a word. Delete it (npm run ingest deletes what it does not make), or, if it is meant to be an entry, make it with the importer.`,
        origin: originOfContentFile(path),
      });
    }
  }
  return problems;
}

/** The directives the site's pages may use: `:ref` (src/plugins/remark-refs.ts) and the marks (src/plugins/remark-marks.ts). */
const KNOWN_DIRECTIVES = new Set([':ref', ...Object.entries(MARK_HANDLERS).map(([name, h]) => syntax(h.type, name))]);

/**
 * What a Markdown entry's body holds that the site cannot show as the importers meant: a directive the site does not
 * know (`:foo[…]`, which Astro would meet with a stack) and raw HTML (the rules text is Markdown only: HTML would be
 * passed to the page unchecked). Each with its line in the file.
 */
export function bodyProblems(files: readonly GeneratedFile[]): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const known = [...KNOWN_DIRECTIVES].join(', ');
  for (const f of files) {
    const collection = collectionOf(f.path);
    if (!collection || !f.path.endsWith('.md')) continue;
    let parts: ReturnType<typeof splitFile>;
    try {
      parts = splitFile(f.content, f.path);
    } catch {
      continue; // No frontmatter: the schema check names it.
    }
    const add = (node: Nodes, message: string) =>
      problems.push({
        path: f.path,
        collection,
        field: 'body',
        message,
        origin: originOfContentFile(f.path),
        ...(node.position ? { line: node.position.start.line + parts.bodyLine - 1 } : {}),
      });
    const walk = (node: Nodes): void => {
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        const written = syntax(node.type, node.name);
        if (!KNOWN_DIRECTIVES.has(written))
          add(
            node,
            `the directive "${written}" is not one the site knows (${known}); the importers write them (scripts/ingest/README.md): fix the one that wrote this entry, then run npm run ingest.`,
          );
      } else if (node.type === 'html') {
        add(
          node,
          `raw HTML (${JSON.stringify(node.value.slice(0, 60))}): a content file holds Markdown and the site's directives only; fix the importer that wrote it (or escape the text in the source's import), then run npm run ingest.`,
        );
      }
      if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    };
    walk(parseMarkdown(parts.body));
  }
  return problems;
}

/** The problems of content/ under `root` (empty when all is well). */
export function contentProblems(root: string, { only }: ContentCheckOptions = {}): EntryProblem[] {
  const { files, missing } = readCollections(root, only);
  return [...fileProblems(root, only), ...missing, ...validateContent(files, originOfContentFile), ...bodyProblems(files)];
}

/** {@link contentProblems}, throwing them as one {@link ContentSchemaError}. */
export function checkContent(root: string, options: ContentCheckOptions = {}): void {
  // The redirects file (read by src/pages/[...moved].astro): a file of the wrong shape fails here, in one block, not
  // inside Astro with a stack.
  siteRedirects(root);
  const problems = contentProblems(root, options);
  if (problems.length) throw new ContentSchemaError(problems, 'disk');
}
