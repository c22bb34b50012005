/**
 * The JSON export of the typed content (/data/<file>.json, src/pages/data/[file].json.ts): every entry of a
 * collection with its frontmatter, its Markdown body, its page's URL and its paragraph anchors. The shape is
 * described in README.md ("Data export"); tests/data-export.test.ts checks it against dist/.
 *
 * Adding a file is one line in EXPORTS (plus, for a new kind of page, its URL in src/lib/urls.ts):
 *   cards: () => collectionItems('cards'),
 */
import { getCollection, type CollectionKey } from 'astro:content';
import { entryUrl } from '../lib/urls.ts';
import { bodyOf } from './bodies.ts';
import { siteData, type AnchorText } from './site.ts';

/** Bumped when the shape of the files changes in a way that breaks a reader. */
export const EXPORT_VERSION = 1;

export interface ExportItem {
  /** The entry's id: "1e/warp-speed" (glossary), "1e/rulebook/introduction" (rules), "1e-rulebook-v1.7" (documents). */
  id: string;
  /** The entry's page, site-relative: "/1e/glossary/warp-speed/". */
  url: string;
  /** The Markdown body as stored in content/, with the site's directives (:ref, :icon, :gap, :::aside); null if none. */
  markdown: string | null;
  /** The body's paragraph anchors, in order: `url + "#" + id` links to the passage. */
  anchors: Array<{ id: string; text: string }>;
  /** The frontmatter fields; a reference to another entry is that entry's id. */
  [field: string]: unknown;
}

export interface ExportFile {
  version: number;
  /** When the file was built (ISO 8601; SOURCE_DATE_EPOCH if set, for reproducible builds). */
  generated: string;
  /** The site the URLs belong to. */
  source: string;
  /** The content collection the items come from. */
  collection: string;
  count: number;
  items: ExportItem[];
}

/** The files: name → collection and the items. Names are the public URLs, so they stay as they are. */
export const EXPORTS = {
  terms: { collection: 'glossary', items: () => collectionItems('glossary') },
  rules: { collection: 'rules', items: () => collectionItems('rules') },
  rulings: { collection: 'rulings', items: () => collectionItems('rulings') },
  errata: { collection: 'errata', items: () => collectionItems('errata') },
  cards: { collection: 'cards', items: () => collectionItems('cards') },
  // A document has no body of its own; its introduction (the intros collection, shown on its page) stands in.
  documents: { collection: 'documents', items: () => collectionItems('documents', introBodies) },
} satisfies Record<string, { collection: CollectionKey; items: () => Promise<ExportItem[]> }>;

export type ExportName = keyof typeof EXPORTS;

const GENERATED = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).toISOString();

export async function exportFile(name: ExportName, site: URL | undefined): Promise<ExportFile> {
  const { collection, items } = EXPORTS[name];
  const list = await items();
  return { version: EXPORT_VERSION, generated: GENERATED, source: new URL('/', site ?? 'http://localhost/').href, collection, count: list.length, items: list };
}

/**
 * Every entry of a collection as export items, ordered by the id's folder (edition, book), then by `order` where
 * the collection has it (the source's reading order), else by id. `bodies` supplies a body (and its page's key in
 * the linking data) where the entry has none. The anchors are the linking pass's (content/links/pages.json); the
 * `autolink` list is the site's own linking data, not part of the content, so it is left out.
 */
export async function collectionItems(
  collection: CollectionKey,
  bodies?: () => Promise<Map<string, { body: string; key: string }>>,
): Promise<ExportItem[]> {
  const entries = await getCollection(collection);
  const extra = bodies ? await bodies() : new Map<string, { body: string; key: string }>();
  const { anchors } = await siteData();
  const anchorsOf = (key: string): AnchorText[] => {
    const list = anchors.get(key);
    if (!list) throw new Error(`The export found no anchors for "${key}" in content/links/pages.json: run npm run links (or npm run ingest).`);
    return list.map(({ id, text }) => ({ id, text }));
  };
  return entries
    .map((entry) => {
      const own = bodyOf(entry);
      const other = extra.get(entry.id);
      const body = own ?? other?.body ?? null;
      const { autolink: _autolink, ...data } = flattenRefs(entry.data) as Record<string, unknown>;
      return {
        id: entry.id,
        url: entryUrl(collection, entry.id),
        ...data,
        markdown: body,
        anchors: own !== undefined ? anchorsOf(`${collection}/${entry.id}`) : other ? anchorsOf(other.key) : [],
      } satisfies ExportItem;
    })
    .sort(byFolderThenOrder);
}

const folder = (id: string) => id.split('/').slice(0, -1).join('/');

function byFolderThenOrder(a: ExportItem, b: ExportItem): number {
  const f = folder(a.id).localeCompare(folder(b.id));
  if (f !== 0) return f;
  if (typeof a.order === 'number' && typeof b.order === 'number' && a.order !== b.order) return a.order - b.order;
  return a.id.localeCompare(b.id);
}

async function introBodies(): Promise<Map<string, { body: string; key: string }>> {
  return new Map((await getCollection('intros')).map((i) => [i.data.document.id, { body: bodyOf(i) ?? '', key: `intros/${i.id}` }]));
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
