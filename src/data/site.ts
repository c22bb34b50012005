/**
 * Site-wide lookups over the collections, computed once per build and shared by every page: documents by id,
 * each book's reading order, and who refers to whom. Pages import from here instead of re-scanning collections.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { readingOrder, type OutlineSection } from '../lib/outline.ts';
import { entryUrl } from '../lib/urls.ts';
import { pageLinks, recordOf, type Backlink, type LinkingPage, type Passage } from '../lib/page-links.ts';

export type Doc = CollectionEntry<'documents'>;
export type Term = CollectionEntry<'glossary'>;
export type Rule = CollectionEntry<'rules'>;
export type Ruling = CollectionEntry<'rulings'>;
export type Erratum = CollectionEntry<'errata'>;
export type Card = CollectionEntry<'cards'>;

/** A page that links somewhere: enough to list it under "Referenced by". */
export interface PageRef {
  title: string;
  url: string;
  /** "Glossary term", "Rulebook v1.7"… */
  where: string;
  /** The document the page belongs to ("1e-glossary"): card pages order passages by its precedence. */
  doc: string;
  /** Other names of the page (a glossary entry's aliases): a card page counts a page named for the card as about it. */
  aliases?: readonly string[];
}

interface SiteData {
  documents: Map<string, Doc>;
  terms: Term[];
  /** Rulings topics in document order. */
  rulings: Ruling[];
  /** Errata in document order. */
  errata: Erratum[];
  /** Cards A–Z by title (both editions). */
  cards: Card[];
  /** Card id → its erratum, for the 2E cards that have one (same id). */
  errataByCard: Map<string, Erratum>;
  /** Rules per book ("1e/rulebook"), in reading order. */
  books: Map<string, Rule[]>;
  /** Each book's outline (same order as `books`), for contents, breadcrumbs and previous/next. */
  outlines: Map<string, OutlineSection[]>;
  /** "glossary/1e/warp-speed" → pages that link to it (explicitly or by the cross-linker), with the passage. */
  referencedBy: Map<string, Array<Backlink<PageRef>>>;
  /** "cards/2e/cascade-virus" → every passage of every page that mentions it. */
  mentionedIn: Map<string, Array<Passage<PageRef>>>;
}

let cached: Promise<SiteData> | undefined;

export function siteData(): Promise<SiteData> {
  cached ??= load();
  return cached;
}

async function load(): Promise<SiteData> {
  const [docs, terms, rules, rulingsAll, errataAll, cardsAll] = await Promise.all([
    getCollection('documents'),
    getCollection('glossary'),
    getCollection('rules'),
    getCollection('rulings'),
    getCollection('errata'),
    getCollection('cards'),
  ]);
  const cards = cardsAll.sort((a, b) => a.data.title.localeCompare(b.data.title, 'en', { sensitivity: 'base', numeric: true }));
  const cardIds = new Set(cards.map((c) => c.id));
  for (const e of errataAll) {
    if (!cardIds.has(e.id)) throw new Error(`The erratum "${e.id}" has no card with the same id in content/cards/cards.json: re-run npm run ingest.`);
  }
  const errataByCard = new Map(errataAll.map((e) => [e.id, e]));
  const rulings = rulingsAll.sort((a, b) => a.data.order - b.data.order);
  const errata = errataAll.sort((a, b) => a.data.order - b.data.order);
  const documents = new Map(docs.map((d) => [d.id, d]));

  const byBook = new Map<string, Rule[]>();
  for (const rule of rules) byBook.set(bookOf(rule.id), [...(byBook.get(bookOf(rule.id)) ?? []), rule]);
  const books = new Map<string, Rule[]>();
  const outlines = new Map<string, OutlineSection[]>();
  for (const [book, list] of byBook) {
    const ordered = readingOrder(list.map((r) => ({ id: r.id, title: r.data.title, order: r.data.order, level: r.data.level, parent: r.data.parent?.id ?? null, entry: r })));
    books.set(book, ordered.map((o) => o.entry));
    outlines.set(book, ordered.map(({ entry: _entry, ...section }) => section));
  }

  const sorted = [...terms].sort((a, b) => a.data.title.localeCompare(b.data.title, 'en', { sensitivity: 'base' }));
  const short = (id: string) => documentIn(documents, id).data.short;
  const linking: Array<LinkingPage<PageRef>> = [
    ...sorted.map((t) => ({
      ref: { title: t.data.title, url: entryUrl('glossary', t.id), where: `${t.data.edition} Glossary`, doc: t.data.document.id, aliases: t.data.aliases },
      self: `glossary/${t.id}`,
      record: recordOf(t.rendered?.metadata?.frontmatter, `content/glossary/${t.id}.md`),
      extraTargets: t.data.see.map((s) => `glossary/${s.id}`),
    })),
    ...[...books.values()].flat().map((r) => ({
      ref: { title: r.data.title, url: entryUrl('rules', r.id), where: short(r.data.document.id), doc: r.data.document.id },
      self: `rules/${r.id}`,
      record: recordOf(r.rendered?.metadata?.frontmatter, `content/rules/${r.id}.md`),
    })),
    ...rulings.map((r) => ({
      ref: { title: r.data.title, url: entryUrl('rulings', r.id), where: short(r.data.document.id), doc: r.data.document.id },
      self: `rulings/${r.id}`,
      record: recordOf(r.rendered?.metadata?.frontmatter, `content/rulings/${r.id}.md`),
    })),
    ...errata.map((e) => ({
      ref: { title: `${e.data.card} (erratum)`, url: entryUrl('errata', e.id), where: short(e.data.document.id), doc: e.data.document.id },
      self: `cards/${e.id}`,
      record: recordOf(e.rendered?.metadata?.frontmatter, `content/errata/${e.id}.md`),
    })),
  ];
  const { referencedBy, mentionedIn } = pageLinks(linking);
  return { documents, terms: sorted, rulings, errata, cards, errataByCard, books, outlines, referencedBy, mentionedIn };
}

/** "1e/rulebook/introduction" → "1e/rulebook". */
export const bookOf = (ruleId: string): string => ruleId.split('/').slice(0, 2).join('/');

/** The document record an entry cites; a missing one is a build error, never a silent gap. */
export async function documentOf(id: string): Promise<Doc> {
  return documentIn((await siteData()).documents, id);
}

/** {@link documentOf} in a map already at hand: a missing document is an error with its fix, never its id shown in its place. */
export function documentIn(documents: ReadonlyMap<string, Doc>, id: string): Doc {
  const doc = documents.get(id);
  if (!doc) throw new Error(`No document "${id}" in content/documents/documents.json, yet an entry cites it: fix the importer that wrote the entry (scripts/ingest/) and run npm run ingest.`);
  return doc;
}
