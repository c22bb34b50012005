/**
 * The linking pass's input: the Markdown pages and the card registry of content/, read from the files the pass is
 * given (the importers' output, or content/ on disk), with what the pass needs of each: its key, edition, own
 * target, body, and the names it can be linked by.
 */
import { parseFrontmatterYaml, splitFile } from '../../src/lib/content-files.ts';
import { entryOf, selfOf } from '../../src/lib/entry-paths.ts';
import { z } from 'astro/zod';
import { checkJson, parseJson } from '../../src/lib/read-json.ts';
import type { Edition } from '../../src/lib/vocab.ts';
import { COLLECTIONS, PLAIN_REFS } from '../../src/schemas/index.ts';
import { LINKED_BOOKS, type LinkSources, type NamedItem } from '../../src/lib/link-index.ts';
import { textDigest as digest } from '../lib/memo-file.ts';
import type { ContentText } from './pass.ts';
import { CARDS_FILE, PAGE_COLLECTIONS, type PageCollection } from '../../src/lib/link-files.ts';

/** The Markdown collections, in the order the pass reads them (src/lib/link-files.ts). */
const MARKDOWN = PAGE_COLLECTIONS;
type Collection = PageCollection;

export interface PageFile {
  path: string;
  /** The whole file, to write back with its `autolink` list. */
  text: string;
  collection: Collection;
  /** The entry id in its collection: "1e/warp-speed". */
  id: string;
  /** "glossary/1e/warp-speed": how links and backlinks name the page. */
  key: string;
  /** The target that means this page: an erratum is its card's ("cards/2e/cascade-virus"). */
  self: string;
  edition: Edition;
  title: string;
  aliases: string[];
  /** Glossary "See" targets ("glossary/1e/nullify"): the page refers to them outside its body. */
  see: string[];
  body: string;
  /** The file's line where the body starts, for messages. */
  bodyLine: number;
  /** Whether the page counts in "Referenced by" and card passages (the introductions do not). */
  linking: boolean;
}

export interface CardName {
  id: string;
  title: string;
  aliases: string[];
  edition: Edition;
}

const HINT = 'content/ is generated: fix the importer or its reviewed data in scripts/ingest/ and run npm run ingest (or restore the file with git checkout).';

/** `value` checked against `schema`, or an error naming the file (and entry), each field that does not fit, and the fix. */
const checked = <S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> => checkJson(value, schema, { display: file, hint: HINT });

/**
 * The fields the pass reads of each Markdown collection's frontmatter, as its schema defines them (references as
 * plain ids: the pass checks its own); the other fields are left aside (`strip`: the schemas refuse a field they do not
 * know, and the ingest and the content check, which read the whole entry, name it: scripts/ingest/lib/validate.ts).
 */
const FRONTMATTER = {
  glossary: COLLECTIONS.glossary.schema(PLAIN_REFS).pick({ title: true, edition: true, aliases: true, see: true }).strip(),
  rules: COLLECTIONS.rules.schema(PLAIN_REFS).pick({ title: true, edition: true }).strip(),
  rulings: COLLECTIONS.rulings.schema(PLAIN_REFS).pick({ title: true, edition: true }).strip(),
  errata: COLLECTIONS.errata.schema(PLAIN_REFS).pick({ card: true, edition: true }).strip(),
  intros: COLLECTIONS.intros.schema(PLAIN_REFS).pick({ title: true, edition: true }).strip(),
} satisfies Record<Collection, z.ZodType>;
const CARDS = z.array(
  COLLECTIONS.cards
    .schema(PLAIN_REFS)
    .pick({ title: true, edition: true, aliases: true })
    .extend({ id: z.string().min(1) }),
);

/** What a page's frontmatter gives the pass. */
export type PageFields = Pick<PageFile, 'edition' | 'title' | 'aliases' | 'see'>;

/**
 * The pages and cards among `files` (other files are ignored), sorted by path. `remembered` may give a page's fields
 * from an earlier read of the same text (the pass's memo), sparing the YAML parse.
 */
export function readPages(
  files: readonly ContentText[],
  remembered?: (path: string, text: string) => PageFields | undefined,
): { pages: PageFile[]; cards: CardName[] } {
  const pages: PageFile[] = [];
  let cards: CardName[] = [];
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (f.path === CARDS_FILE) {
      cards = parseJson(f.content, CARDS, { display: f.path, hint: HINT }).map((c) => ({ id: c.id, title: c.title, aliases: c.aliases, edition: c.edition }));
      continue;
    }
    const entry = f.path.startsWith('content/') ? entryOf(f.path.slice('content/'.length)) : undefined;
    if (!entry || !(MARKDOWN as readonly string[]).includes(entry.collection)) continue;
    const collection = entry.collection as Collection;
    const id = entry.id;
    const key = `${collection}/${id}`;
    const { body, bodyLine } = splitFile(f.content, f.path);
    pages.push({
      path: f.path,
      text: f.content,
      collection,
      id,
      key,
      self: selfOf(collection, id),
      ...(remembered?.(f.path, f.content) ?? fieldsOf(f, collection)),
      body,
      bodyLine,
      linking: collection !== 'intros',
    });
  }
  return { pages, cards };
}

function fieldsOf(f: ContentText, collection: Collection): PageFields {
  // The whole frontmatter, as Astro reads it (the pass's own `autolink` field too, which is not read here).
  const data = parseFrontmatterYaml(splitFile(f.content, f.path).yaml, f.path);
  switch (collection) {
    case 'glossary': {
      const d = checked(FRONTMATTER.glossary, data, f.path);
      return { edition: d.edition, title: d.title, aliases: d.aliases, see: d.see.map((s) => `glossary/${s}`) };
    }
    case 'errata': {
      const d = checked(FRONTMATTER.errata, data, f.path);
      return { edition: d.edition, title: d.card, aliases: [], see: [] };
    }
    default: {
      const d = checked(FRONTMATTER[collection], data, f.path);
      return { edition: d.edition, title: d.title, aliases: [], see: [] };
    }
  }
}

/** The names the cross-linker links by: glossary titles and aliases, the rulebooks' section titles, card names. */
export function linkSources(pages: readonly PageFile[], cards: readonly CardName[]): LinkSources {
  const item = (p: PageFile): NamedItem => ({ id: p.id, title: p.title, aliases: p.aliases, edition: p.edition });
  return {
    terms: pages.filter((p) => p.collection === 'glossary').map(item),
    sections: pages
      .filter((p) => p.collection === 'rules' && LINKED_BOOKS.some((b) => p.id.startsWith(`${b}/`)))
      .map((p) => ({ id: p.id, title: p.title, edition: p.edition })),
    cards: cards.map((c) => ({ id: c.id, title: c.title, aliases: c.aliases, edition: c.edition })),
  };
}

/** What links by: the names of the pages and cards, every target that exists, and their digest (a memo's key). */
export function linkIndexOf(pages: readonly PageFile[], cards: readonly CardName[]): { sources: LinkSources; known: Set<string>; indexDigest: string } {
  const sources = linkSources(pages, cards);
  const known = new Set([...pages.map((p) => p.key), ...cards.map((c) => `cards/${c.id}`)]);
  return { sources, known, indexDigest: digest(JSON.stringify([sources, [...known]])) };
}
