/**
 * The JSON export's shape (/data/<file>.json, src/data/export.ts; docs/content.md, "Data export"): each item is its
 * collection's entry as the schema defines it, references as ids, plus its id, page URL, Markdown body and paragraph
 * anchors. Written from the collections' schemas, so a field added to a collection is in the export's type too;
 * tests/data-export.test.ts checks the built files against these schemas.
 */
import { z } from 'astro/zod';
import { PLAIN_REFS } from './common.ts';
import { COLLECTIONS } from './index.ts';
import type { CardEntry } from './cards.ts';
import type { DocumentRecord } from './documents.ts';
import type { ErrataData } from './errata.ts';
import type { GlossaryData } from './glossary.ts';
import type { RulesData } from './rules.ts';
import type { RulingsData } from './rulings.ts';

/** What every item has besides its collection's fields. */
export const exportItemBase = z.object({
  /** The entry's id: "1e/warp-speed" (glossary), "1e/rulebook/introduction" (rules), "1e-rulebook-v1.7" (documents). */
  id: z.string().min(1),
  /** The entry's page, site-relative: "/1e/glossary/warp-speed/". */
  url: z.string().regex(/^\/.*\/$/),
  /** The Markdown body as stored in content/, with the site's directives (:ref, :icon, :gap, :::aside); null if none. */
  markdown: z.string().min(1).nullable(),
  /** The body's paragraph anchors, in order: `url + "#" + id` links to the passage. */
  anchors: z.array(z.object({ id: z.string().min(1), text: z.string() })),
});

/** The collections the export holds, each with its entry's data (references as ids). */
interface ExportedData {
  glossary: GlossaryData;
  rules: RulesData;
  rulings: RulingsData;
  errata: ErrataData;
  cards: Omit<CardEntry, 'id'>;
  documents: Omit<DocumentRecord, 'id'>;
}
export type ExportCollection = keyof ExportedData;
/** An entry's data as the export holds it: references as ids. */
export type ExportData<C extends ExportCollection> = ExportedData[C];

export type ExportItem<C extends ExportCollection = ExportCollection> = z.infer<typeof exportItemBase> & ExportedData[C];

/** An item of `collection` as the export writes it: the collection's schema (references as ids) and the common fields. */
export const exportItemSchema = (collection: ExportCollection) => COLLECTIONS[collection].schema(PLAIN_REFS).extend(exportItemBase.shape).strict();

/** A whole export file: the envelope and its items. */
export const exportFileSchema = (collection: ExportCollection) =>
  z.object({
    /** Bumped when the shape of the files changes in a way that breaks a reader. */
    version: z.number().int().positive(),
    /** When the file was built (ISO 8601; SOURCE_DATE_EPOCH if set, for reproducible builds). */
    generated: z.iso.datetime(),
    /** The site the URLs belong to. */
    source: z.url(),
    /** The content collection the items come from. */
    collection: z.literal(collection),
    count: z.number().int().nonnegative(),
    items: z.array(exportItemSchema(collection)),
  });

export type ExportFile<C extends ExportCollection = ExportCollection> = Omit<z.infer<ReturnType<typeof exportFileSchema>>, 'items' | 'collection'> & {
  collection: C;
  items: Array<ExportItem<C>>;
};
