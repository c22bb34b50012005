/**
 * Site-wide lookups over the collections, computed once per build and shared by every page: documents by id,
 * each book's reading order, and who refers to whom. Pages import from here instead of re-scanning collections.
 */
import { must } from '../lib/must.ts';
import { getCollection, type CollectionEntry } from 'astro:content';
import { readingOrder, type OutlineSection } from '../lib/outline.ts';
import { splitRef } from '../lib/link-data.ts';
import type { PassagePart } from '../lib/passage-parts.ts';
import { BOOKS } from '../lib/books.ts';
import { entryUrl, editionUrl, bookUrl } from '../lib/urls.ts';
import { erratumTitle } from '../lib/vocab.ts';
import { SiteError } from '../lib/errors.ts';
import { atAstroBoundary, forAstro } from '../lib/astro-errors.ts';
import { CARDS_FILE, TARGETS_FILE } from '../lib/link-files.ts';

export type Doc = CollectionEntry<'documents'>;
export type Term = CollectionEntry<'glossary'>;
export type Rule = CollectionEntry<'rules'>;
export type Ruling = CollectionEntry<'rulings'>;
export type Erratum = CollectionEntry<'errata'>;
export type Card = CollectionEntry<'cards'>;
export type Disagreement = CollectionEntry<'disagreements'>;

/** One edition's group of the site navigation: its label and its [label, href] links. */
export interface NavGroup {
  edition: '1E' | '2E';
  links: Array<[string, string]>;
}

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

/** A page that links to a target, with the passage of its first link (undefined outside passages). */
export interface Backlink {
  page: PageRef;
  anchor: string | undefined;
}

/** A passage of a page that mentions a card. */
export interface Passage {
  page: PageRef;
  anchor: string;
  /** The passage as plain text, as the page has it. */
  text: string;
  /** The passage with its icons, for showing it as its page does (PassageText.astro): `[text]` when it has none. */
  parts: PassagePart[];
}

/** A paragraph anchor of a page and its text (the linking pass). */
export interface AnchorText {
  id: string;
  text: string;
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
  referencedBy: Map<string, Backlink[]>;
  /** "cards/2e/cascade-virus" → every passage of every page that mentions it. */
  mentionedIn: Map<string, Passage[]>;
  /** "glossary/1e/warp-speed", "errata/2e/x" → the page's paragraph anchors with their text, in order. */
  anchors: Map<string, AnchorText[]>;
  /** The notes of where documents disagree (shown on every page they quote). */
  disagreements: Disagreement[];
  /** The site navigation (Base.astro): per edition, only what exists. */
  nav: NavGroup[];
}

let cached: Promise<SiteData> | undefined;

export function siteData(): Promise<SiteData> {
  // Once per build. Under `npm run dev` the collections change while the server runs (an ingest, the linking pass
  // after an edit), so each page is rendered from them as they are now. A SiteError reaches Astro as an AstroError
  // with its hint (src/lib/astro-errors.ts), which the dev overlay shows.
  if (import.meta.env.DEV) return atAstroBoundary(load);
  cached ??= atAstroBoundary(load);
  return cached;
}

async function load(): Promise<SiteData> {
  const [docs, terms, rules, rulingsAll, errataAll, cardsAll, pageLinksAll, targetLinksAll, disagreements] = await Promise.all([
    getCollection('documents'),
    getCollection('glossary'),
    getCollection('rules'),
    getCollection('rulings'),
    getCollection('errata'),
    getCollection('cards'),
    getCollection('pageLinks'),
    getCollection('targetLinks'),
    getCollection('disagreements'),
  ]);
  const cards = cardsAll.sort((a, b) => a.data.title.localeCompare(b.data.title, 'en', { sensitivity: 'base', numeric: true }));
  const cardIds = new Set(cards.map((c) => c.id));
  for (const e of errataAll) {
    if (!cardIds.has(e.id))
      throw new SiteError({
        what: `The erratum "${e.id}" has no card with the same id in content/cards/cards.json.`,
        where: [{ file: `content/errata/${e.id}.md`, entry: e.id }, { file: CARDS_FILE }],
        hint: 'content/ is generated, and every erratum has its card: run npm run ingest (or restore the two files with git checkout -- content/).',
      });
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
    const ordered = readingOrder(
      list.map((r) => ({ id: r.id, title: r.data.title, order: r.data.order, level: r.data.level, parent: r.data.parent?.id ?? null, entry: r })),
    );
    books.set(
      book,
      ordered.map((o) => o.entry),
    );
    outlines.set(
      book,
      ordered.map(({ entry: _entry, ...section }) => section),
    );
  }

  const sorted = [...terms].sort((a, b) => a.data.title.localeCompare(b.data.title, 'en', { sensitivity: 'base' }));
  const short = (id: string) => documentIn(documents, id).data.short;
  // Every page that can link, in the order "Referenced by" and a card's passages list them: the glossary A–Z, the
  // books in reading order, the rulings and the errata in document order.
  const pages: Array<[string, PageRef]> = [
    ...sorted.map((t): [string, PageRef] => [
      `glossary/${t.id}`,
      { title: t.data.title, url: entryUrl('glossary', t.id), where: `${t.data.edition} Glossary`, doc: t.data.document.id, aliases: t.data.aliases },
    ]),
    ...[...books.values()]
      .flat()
      .map((r): [string, PageRef] => [
        `rules/${r.id}`,
        { title: r.data.title, url: entryUrl('rules', r.id), where: short(r.data.document.id), doc: r.data.document.id },
      ]),
    ...rulings.map((r): [string, PageRef] => [
      `rulings/${r.id}`,
      { title: r.data.title, url: entryUrl('rulings', r.id), where: short(r.data.document.id), doc: r.data.document.id },
    ]),
    ...errata.map((e): [string, PageRef] => [
      `errata/${e.id}`,
      { title: erratumTitle(e.data.card), url: entryUrl('errata', e.id), where: short(e.data.document.id), doc: e.data.document.id },
    ]),
  ];
  const { referencedBy, mentionedIn, anchors } = linkData(pages, pageLinksAll, targetLinksAll);
  const nav = navigation({ terms: sorted, books, rulings, errata, cards });
  return { documents, disagreements, nav, terms: sorted, rulings, errata, cards, errataByCard, books, outlines, referencedBy, mentionedIn, anchors };
}

/** Short labels, so the whole navigation fits one line on a 1280 px screen. */
const NAV_NAMES: Record<string, string> = { '1e/grays': "Gray's", '2e/rulebook': 'Rulebook' };

/** Navigation lists only what exists: per edition its glossary, books, rulings, errata, cards and walkthrough. */
function navigation(site: Pick<SiteData, 'terms' | 'books' | 'rulings' | 'errata' | 'cards'>): NavGroup[] {
  return (['1E', '2E'] as const).map((edition) => {
    const e = edition.toLowerCase();
    const links: Array<[string, string]> = [];
    if (site.terms.some((t) => t.data.edition === edition)) links.push(['Glossary', editionUrl(e, 'glossary')]);
    for (const book of Object.keys(BOOKS))
      if (book.startsWith(`${e}/`) && site.books.has(book)) links.push([NAV_NAMES[book] ?? BOOKS[book]?.name ?? book, bookUrl(book)]);
    if (site.rulings.some((r) => r.data.edition === edition)) links.push(['Current Rulings', editionUrl(e, 'rulings')]);
    if (site.errata.some((r) => r.data.edition === edition)) links.push(['Errata', editionUrl(e, 'errata')]);
    if (site.cards.some((c) => c.data.edition === edition)) links.push(['Cards', editionUrl(e, 'cards')]);
    links.push(['Walkthrough', editionUrl(e, 'walkthrough')]);
    return { edition, links };
  });
}

/**
 * The linking pass's data (content/links/, scripts/links/pass.ts) with each page resolved to what lists show of it,
 * in the pages' order. A page or an anchor the data names that the site does not have is an error: the data is stale.
 */
function linkData(
  pages: ReadonlyArray<[string, PageRef]>,
  pageLinks: ReadonlyArray<CollectionEntry<'pageLinks'>>,
  targetLinks: ReadonlyArray<CollectionEntry<'targetLinks'>>,
): Pick<SiteData, 'referencedBy' | 'mentionedIn' | 'anchors'> {
  const stale = (what: string) =>
    new SiteError({
      what: `content/links/ ${what}: the linking data is older than content/.`,
      where: { file: TARGETS_FILE },
      hint: 'run npm run links (or npm run ingest) and build again.',
    });
  const rank = new Map(pages.map(([key], i) => [key, i]));
  const refOf = new Map(pages);
  const anchors = new Map(pageLinks.map((p) => [p.id, p.data.anchors]));
  /** Page → anchor id → its place on the page and the passage. */
  const passages = new Map(pageLinks.map((p) => [p.id, new Map(p.data.anchors.map((a, i) => [a.id, { at: i, passage: a }]))]));
  const resolve = (ref: string) => {
    const { page, anchor } = splitRef(ref);
    const r = refOf.get(page);
    if (!r) throw stale(`names the page "${page}", which is not in the collections`);
    const found = anchor === undefined ? { at: -1, passage: undefined } : passages.get(page)?.get(anchor);
    if (!found) throw stale(`names the passage "${ref}", which its page does not have`);
    return { page: r, anchor, passage: found.passage, order: must(rank.get(page), `the rank of ${page}`) * 1e6 + found.at };
  };
  const referencedBy = new Map<string, Backlink[]>();
  const mentionedIn = new Map<string, Passage[]>();
  for (const t of targetLinks) {
    if (t.data.referencedBy.length > 0) {
      referencedBy.set(
        t.id,
        t.data.referencedBy
          .map(resolve)
          .sort((a, b) => a.order - b.order)
          .map(({ page, anchor }) => ({ page, anchor })),
      );
    }
    if (t.data.mentionedIn && t.data.mentionedIn.length > 0) {
      mentionedIn.set(
        t.id,
        t.data.mentionedIn
          .map(resolve)
          .sort((a, b) => a.order - b.order)
          .map(({ page, anchor, passage }) => {
            if (!anchor || !passage) throw stale(`lists a passage of "${page.url}" for ${t.id} without its anchor`);
            return { page, anchor, text: passage.text, parts: passage.parts ?? [passage.text] };
          }),
      );
    }
  }
  return { referencedBy, mentionedIn, anchors };
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
  if (!doc)
    throw forAstro(
      new SiteError({
        what: `No document "${id}" in content/documents/documents.json, yet an entry cites it.`,
        where: { file: 'content/documents/documents.json', entry: id },
        hint: 'fix the importer that wrote the entry (scripts/ingest/) and run npm run ingest.',
      }),
    );
  return doc;
}
