/**
 * The JSON export of the typed content (/data/<file>.json, src/pages/data/[file].json.ts): every entry of a
 * collection with its frontmatter, its Markdown body, its page's URL and its paragraph anchors. The shape is
 * src/schemas/export.ts (made from the collections' schemas), described in README.md ("Data export");
 * tests/data-export.test.ts checks dist/ against it.
 *
 * Adding a file is one line in EXPORTS and its collection in ExportedData (src/schemas/export.ts), plus, for a new
 * kind of page, its URL in src/lib/urls.ts:
 *   cards: () => collectionItems('cards'),
 */
import { getCollection } from 'astro:content';
import { entryUrl, SITE_BASE, withBase } from '../lib/urls.ts';
import { bodyOf, markdownBodyOf } from './bodies.ts';
import { siteData, type AnchorText } from './site.ts';
import type { ExportCollection, ExportData, ExportFile, ExportItem } from '../schemas/export.ts';
import { SiteError } from '../lib/errors.ts';
import { atAstroBoundary } from '../lib/astro-errors.ts';
import { PAGES_FILE } from '../lib/link-files.ts';

export type { ExportFile, ExportItem };

/** Bumped when the shape of the files changes in a way that breaks a reader. */
export const EXPORT_VERSION = 1;

/** The files: name → collection and the items. Names are the public URLs, so they stay as they are. */
export const EXPORTS = {
  terms: { collection: 'glossary', items: () => collectionItems('glossary') },
  rules: { collection: 'rules', items: () => collectionItems('rules') },
  rulings: { collection: 'rulings', items: () => collectionItems('rulings') },
  errata: { collection: 'errata', items: () => collectionItems('errata') },
  cards: { collection: 'cards', items: () => collectionItems('cards') },
  // A document has no body of its own; its introduction (the intros collection, shown on its page) stands in.
  documents: { collection: 'documents', items: () => collectionItems('documents', introBodies) },
} satisfies Record<string, { collection: ExportCollection; items: () => Promise<ExportItem[]> }>;

export type ExportName = keyof typeof EXPORTS;

const GENERATED = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).toISOString();

export async function exportFile(name: ExportName, site: URL | undefined): Promise<ExportFile> {
  const { collection, items } = EXPORTS[name];
  const list = await atAstroBoundary(async () => await items());
  return {
    version: EXPORT_VERSION,
    generated: GENERATED,
    source: new URL(SITE_BASE, site ?? 'http://localhost/').href,
    collection,
    count: list.length,
    items: list,
  };
}

/**
 * Every entry of a collection as export items, ordered by the id's folder (edition, book), then by `order` where
 * the collection has it (the source's reading order), else by id. `bodies` supplies a body (and its page's key in
 * the linking data) where the entry has none. The anchors are the linking pass's (content/links/pages.json); the
 * `autolink` list is the site's own linking data, not part of the content, so it is left out.
 */
export async function collectionItems<C extends ExportCollection>(
  collection: C,
  bodies?: () => Promise<Map<string, { body: string; key: string }>>,
): Promise<Array<ExportItem<C>>> {
  const entries = await getCollection(collection);
  const extra = bodies ? await bodies() : new Map<string, { body: string; key: string }>();
  const { anchors } = await siteData();
  const anchorsOf = (key: string): AnchorText[] => {
    const list = anchors.get(key);
    if (!list)
      throw new SiteError({
        what: `The export found no anchors for "${key}" in content/links/pages.json.`,
        where: { file: PAGES_FILE, entry: key, field: 'anchors' },
        hint: 'the linking data is older than content/: run npm run links (or npm run ingest) and build again.',
      });
    return list.map(({ id, text }) => ({ id, text }));
  };
  return entries
    .map((entry) => {
      const own = bodyOf(entry);
      const other = extra.get(entry.id);
      const body = own ?? other?.body ?? null;
      // The entry's data with each reference as its id: the collection's schema with plain references (src/schemas/export.ts).
      const { autolink: _autolink, ...data } = flattenRefs(entry.data) as ExportData<C> & { autolink?: unknown };
      return {
        id: entry.id,
        url: withBase(entryUrl(collection, entry.id)),
        ...data,
        markdown: body,
        anchors: own !== undefined ? anchorsOf(`${collection}/${entry.id}`) : other ? anchorsOf(other.key) : [],
      } as ExportItem<C>;
    })
    .sort(byFolderThenOrder);
}

const folder = (id: string) => id.split('/').slice(0, -1).join('/');

function byFolderThenOrder(a: { id: string }, b: { id: string }): number {
  const f = folder(a.id).localeCompare(folder(b.id));
  if (f !== 0) return f;
  const order = (i: { id: string; order?: number }) => i.order;
  const [oa, ob] = [order(a), order(b)];
  if (oa !== undefined && ob !== undefined && oa !== ob) return oa - ob;
  return a.id.localeCompare(b.id);
}

async function introBodies(): Promise<Map<string, { body: string; key: string }>> {
  return new Map((await getCollection('intros')).map((i) => [i.data.document.id, { body: markdownBodyOf(i), key: `intros/${i.id}` }]));
}

/** `{ collection: "documents", id: "1e-glossary" }` → "1e-glossary", anywhere in the data. */
function flattenRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenRefs);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 2 && 'collection' in value && 'id' in value && typeof value.id === 'string') return value.id;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flattenRefs(v)]));
  }
  return value;
}
