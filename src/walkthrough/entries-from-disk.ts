/**
 * The walkthrough's data read straight from content/ (for the unit tests, which run outside Astro), with the
 * project's one content-file reader (src/lib/content-files.ts) and the linking pass's content/links/pages.json, handed
 * to the same adapter the pages use (sources.ts), so the tests check the machines exactly as the build does.
 * Node only: the pages read the same records from astro:content (src/data/walkthrough.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { splitFrontmatter } from '../lib/content-files.ts';
import { parseRefTarget } from '../lib/urls.ts';
import type { EntryLookup, Sources } from './citations.ts';
import { walkthroughSources, type CitedEntry, type WalkthroughData } from './sources.ts';
import type { Disagreement, DocumentRecord, PrecedenceRecord } from '../schemas/index.ts';
import { inContentDir, PAGES_FILE } from '../lib/link-files.ts';
import { readJsonAs } from '../lib/read-json.ts';

export const CONTENT = resolve(import.meta.dirname, '../../content');

/** The walkthrough's records from content/ on disk: a cited entry's frontmatter read when it is looked up. */
export function dataFromDisk(contentDir = CONTENT): WalkthroughData {
  const read = <T>(path: string): T => readJsonAs<T>(join(contentDir, path), { display: `content/${path}` });
  const optional = (v: unknown) => (v === undefined ? undefined : String(v));
  return {
    entry: (key: string): CitedEntry | undefined => {
      const { collection, id } = parseRefTarget(key);
      const file = join(contentDir, collection, `${id}.md`);
      if (!existsSync(file)) return undefined;
      const { data } = splitFrontmatter(readFileSync(file, 'utf8'), file);
      return { title: optional(data.title), card: optional(data.card), document: String(data.document) };
    },
    documents: new Map(read<DocumentRecord[]>('documents/documents.json').map((d) => [d.id, d])),
    anchors: new Map(read<Array<{ id: string; anchors: Array<{ id: string; text: string }> }>>(inContentDir(PAGES_FILE)).map((p) => [p.id, p.anchors])),
    disagreements: read<Disagreement[]>('disagreements/disagreements.json'),
    precedence: read<PrecedenceRecord[]>('documents/precedence.json'),
  };
}

/** Everything the check looks up, from content/ on disk: entries and the ids of /disagreements/. */
export const sourcesFromDisk = (contentDir = CONTENT): Sources => walkthroughSources(dataFromDisk(contentDir));

/** A lookup over content/ on disk: "glossary/1e/dilemma-resolution" → content/glossary/1e/dilemma-resolution.md (errata too). */
export const entriesFromDisk = (contentDir = CONTENT): EntryLookup => sourcesFromDisk(contentDir).entry;
