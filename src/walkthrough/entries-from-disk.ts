/**
 * Cited entries read straight from content/ (for the unit tests, which run outside Astro), with the project's one
 * content-file reader (src/lib/content-files.ts), and their anchors from the linking pass's content/links/pages.json,
 * as src/data/walkthrough.ts has them from astro:content.
 * Node only: the pages use src/data/walkthrough.ts, which looks the same things up in astro:content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { splitFrontmatter } from '../lib/content-files.ts';
import { parseRefTarget } from '../lib/urls.ts';
import type { EntryLookup, EntryText, Sources } from './citations.ts';
import type { Disagreement, DocumentRecord, PrecedenceRecord } from '../schemas/index.ts';

export const CONTENT = resolve(import.meta.dirname, '../../content');

/** A lookup over content/ on disk: "glossary/1e/dilemma-resolution" → content/glossary/1e/dilemma-resolution.md (errata too). */
export function entriesFromDisk(contentDir = CONTENT): EntryLookup {
  const pages = new Map(
    (JSON.parse(readFileSync(join(contentDir, 'links/pages.json'), 'utf8')) as Array<{ id: string; anchors: Array<{ id: string; text: string }> }>).map((p) => [p.id, p.anchors]),
  );
  const documents = new Map(
    (JSON.parse(readFileSync(join(contentDir, 'documents/documents.json'), 'utf8')) as DocumentRecord[]).map((d) => [d.id, d]),
  );
  return (key: string): EntryText | undefined => {
    const { collection, id } = parseRefTarget(key);
    const file = join(contentDir, collection, `${id}.md`);
    if (!existsSync(file)) return undefined;
    const { data } = splitFrontmatter(readFileSync(file, 'utf8'), file);
    const anchors = pages.get(key);
    if (!anchors) throw new Error(`${file}: no anchors in content/links/pages.json; run npm run links.`);
    const doc = documents.get(String(data.document));
    if (!doc) throw new Error(`${file}: its document "${String(data.document)}" is not in content/documents/documents.json.`);
    // An erratum has no title of its own: it is named by its card.
    const title = data.title !== undefined ? String(data.title) : `${String(data.card)}: erratum`;
    return { title, anchors, document: doc.short, official: doc.official, documentId: doc.id, rank: doc.rank, governs: doc.governs };
  };
}

/** Everything the check looks up, from content/ on disk: entries and the ids of /disagreements/. */
export function sourcesFromDisk(contentDir = CONTENT): Sources {
  const read = <T,>(path: string): T => JSON.parse(readFileSync(join(contentDir, path), 'utf8')) as T;
  const list = read<Disagreement[]>('disagreements/disagreements.json');
  const rules = read<PrecedenceRecord[]>('documents/precedence.json');
  const byId = new Map(list.map((d) => [d.id, { standsDocument: d.stands === null ? null : d.passages[d.stands]!.document }]));
  return {
    entry: entriesFromDisk(contentDir),
    disagreement: (id) => byId.get(id),
    rule: (edition) => {
      const found = rules.find((r) => r.edition === edition);
      if (!found) throw new Error(`No precedence for the ${edition} in content/documents/precedence.json: add it to PRECEDENCE in scripts/ingest/authority.ts and run npm run ingest.`);
      return found.rule;
    },
  };
}
