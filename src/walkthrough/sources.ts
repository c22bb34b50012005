/**
 * The one adapter from the site's data to what the walkthrough check looks up (`Sources`, citations.ts). Two readers
 * feed it the same records: the pages from astro:content (src/data/walkthrough.ts) and the unit tests from content/
 * on disk (entries-from-disk.ts). How an entry is titled, which document it belongs to, where its anchors come from
 * and what each missing piece means are decided here once, so both fail on the same problems with the same words.
 */
import type { DocumentRecord } from '../schemas/index.ts';
import { erratumTitle } from '../lib/vocab.ts';
import type { EntryLookup, EntryText, Sources } from './citations.ts';
import { SiteError } from '../lib/errors.ts';
import { PAGES_FILE } from '../lib/link-files.ts';

/** A cited entry's own fields, as its frontmatter has them. */
export interface CitedEntry {
  /** Its title; none for an erratum, which is named by its card. */
  title?: string | undefined;
  /** The card an erratum corrects. */
  card?: string | undefined;
  /** Its document's id. */
  document: string;
}

/** Everything the walkthrough check reads, as records (however they were read). */
export interface WalkthroughData {
  /** A cited entry by its key ("glossary/1e/dilemma-resolution", "errata/2e/mot-the-barber"), or undefined if none. */
  entry: (key: string) => Promise<CitedEntry | undefined> | CitedEntry | undefined;
  /** The documents by id (content/documents/documents.json). */
  documents: ReadonlyMap<string, Pick<DocumentRecord, 'id' | 'short' | 'official' | 'rank' | 'governs'>>;
  /** Each page's paragraph anchors with their text, by key (the linking pass, content/links/pages.json). */
  anchors: ReadonlyMap<string, ReadonlyArray<{ id: string; text: string }>>;
  /** The disagreements of /disagreements/: which passage stands (null: none) and each passage's document id. */
  disagreements: ReadonlyArray<{ id: string; stands: number | null; passages: ReadonlyArray<{ document: string }> }>;
  /** Each edition's precedence rule, in a sentence (content/documents/precedence.json). */
  precedence: ReadonlyArray<{ edition: string; rule: string }>;
}

/** The lookups the walkthrough check needs, over the site's data. */
export function walkthroughSources(data: WalkthroughData): Sources {
  const entry: EntryLookup = async (key) => {
    const found = await data.entry(key);
    if (!found) return undefined;
    const doc = data.documents.get(found.document);
    if (!doc)
      throw new SiteError({
        what: `${key}: its document "${found.document}" is not in content/documents/documents.json.`,
        where: { file: 'content/documents/documents.json', entry: key, field: 'document' },
        hint: 'fix the importer that wrote the entry (scripts/ingest/) and run npm run ingest.',
      });
    const anchors = data.anchors.get(key);
    if (!anchors)
      throw new SiteError({
        what: `The walkthrough cites "${key}", which has no anchors in content/links/pages.json.`,
        where: { file: PAGES_FILE, entry: key },
        hint: 'run npm run links (or npm run ingest), then build again.',
      });
    const title = found.title ?? (found.card !== undefined ? erratumTitle(found.card) : undefined);
    if (title === undefined)
      throw new SiteError({
        what: `${key}: the entry has neither a title nor a card in its frontmatter.`,
        where: { entry: key, field: 'title' },
        hint: 'fix the importer that wrote it (scripts/ingest/) and run npm run ingest.',
      });
    const text: EntryText = { title, anchors, document: doc.short, official: doc.official, documentId: doc.id, rank: doc.rank, governs: doc.governs };
    return text;
  };
  const stands = new Map(data.disagreements.map((d) => [d.id, { standsDocument: d.stands === null ? null : (d.passages[d.stands]?.document ?? null) }]));
  return {
    entry,
    disagreement: (id) => stands.get(id),
    rule: (edition) => {
      const found = data.precedence.find((r) => r.edition === edition);
      if (!found)
        throw new SiteError({
          what: `No precedence for the ${edition} in content/documents/precedence.json.`,
          where: { file: 'content/documents/precedence.json', entry: edition },
          hint: 'add it to PRECEDENCE in scripts/ingest/authority.ts and run npm run ingest.',
        });
      return found.rule;
    },
  };
}
