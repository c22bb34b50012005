/**
 * The one index the cross-linker works from, built once per build: glossary titles and aliases, rulebook section
 * titles, and card titles and aliases, per edition (a 1E page links 1E names only). Where two entries share a name,
 * a glossary term wins over a card, and a card over a section; a title wins over an alias.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EDITIONS, type Edition } from './vocab.ts';
import { Matcher, type MatchName, fold } from './matcher.ts';
import { NOT_AUTOLINKED, PHRASES_NOT_LINKED, SECTIONS_NOT_AUTOLINKED } from './link-policy.ts';
import { readCollection } from './content-files.ts';

/** "phrase": an everyday phrase that hides a name inside it ("turn it over"); found so that it links nothing. */
export type LinkKind = 'term' | 'card' | 'section' | 'phrase';

export interface LinkTarget {
  /** A `:ref`-style target: "glossary/1e/warp-speed", "cards/2e/cascade-virus", "rules/1e/rulebook/beaming". */
  to: string;
  kind: LinkKind;
  title: string;
  edition: Edition;
}

export interface NamedItem {
  /** Collection entry id ("1e/warp-speed"). */
  id: string;
  title: string;
  aliases?: readonly string[];
  edition: Edition;
}

export interface LinkSources {
  terms: NamedItem[];
  cards: NamedItem[];
  /** Sections of the books that link by title (the official rulebooks). */
  sections: NamedItem[];
}

/** Books whose section titles link from running text: the official rulebooks (Gray's sections share v1.7's titles). */
const LINKED_BOOKS = ['1e/rulebook', '2e/rulebook'];

/** Whether a name is written in capitals ("WEAPONS", "ATTACK bonus"), and so should match only in capitals. */
const inCapitals = (name: string) => /^[A-Z]{2,}\b/.test(name);

const autolinks = (name: string) => !Object.hasOwn(NOT_AUTOLINKED, fold(name, true).trim());

/** A section title as running text would say it: "1. PLAY A CARD" → "PLAY A CARD"; "Personnel Battles (which…)" → "Personnel Battles". */
export function sectionName(title: string): string | undefined {
  const name = title.replace(/^\d+\.\s*/, '').replace(/\s*\(.*\)\s*$/, '').trim();
  if (SECTIONS_NOT_AUTOLINKED.has(fold(name, true))) return undefined;
  if (/[,:;™]/.test(name) || name.split(/\s+/).length < 2) return undefined;
  return name;
}

export function linkNames(src: LinkSources): Record<Edition, Array<MatchName<LinkTarget>>> {
  const out = Object.fromEntries(EDITIONS.map((e) => [e, [] as Array<MatchName<LinkTarget>>])) as Record<Edition, Array<MatchName<LinkTarget>>>;
  const add = (collection: string, kind: LinkKind, item: NamedItem, name: string, caseSensitive: boolean) => {
    if (!autolinks(name)) return;
    out[item.edition].push({ name, caseSensitive, target: { to: `${collection}/${item.id}`, kind, title: item.title, edition: item.edition } });
  };
  // A term written in lower case that is also a card's name ("lore" and the personnel Lore, "nebula" and Nebula)
  // matches only in lower case: "(Taar, Lore)" names the card, "its lore" the term.
  const cardNames = new Set(src.cards.flatMap((c) => [c.title, ...(c.aliases ?? [])].map((n) => `${c.edition}:${fold(n, true).trim()}`)));
  const termCase = (item: NamedItem, name: string) => inCapitals(name) || (name === name.toLowerCase() && cardNames.has(`${item.edition}:${fold(name, true).trim()}`));
  for (const t of src.terms) add('glossary', 'term', t, t.title, termCase(t, t.title));
  // Card titles are proper names, written with capitals ("Data", "Lore", "One"): they match only as written.
  for (const c of src.cards) add('cards', 'card', c, c.title, true);
  for (const t of src.terms) for (const a of t.aliases ?? []) add('glossary', 'term', t, a, termCase(t, a));
  for (const c of src.cards) for (const a of c.aliases ?? []) add('cards', 'card', c, a, true);
  for (const s of src.sections) {
    const name = sectionName(s.title);
    if (name) add('rules', 'section', s, name, false);
  }
  // Last, so that a name spelled like a phrase keeps its own target; the longest match wins whatever the order.
  for (const edition of EDITIONS) {
    for (const phrase of Object.keys(PHRASES_NOT_LINKED)) out[edition].push({ name: phrase, target: { to: '', kind: 'phrase', title: phrase, edition } });
  }
  return out;
}

export class LinkIndex {
  readonly #matchers: Record<Edition, Matcher<LinkTarget>>;
  /** Every target by its `to`, for previews and checks. */
  readonly targets = new Map<string, LinkTarget>();

  constructor(src: LinkSources) {
    const names = linkNames(src);
    this.#matchers = Object.fromEntries(EDITIONS.map((e) => [e, new Matcher(names[e])])) as Record<Edition, Matcher<LinkTarget>>;
    for (const list of Object.values(names)) for (const n of list) if (n.target.kind !== 'phrase') this.targets.set(n.target.to, n.target);
  }

  matcher(edition: Edition): Matcher<LinkTarget> {
    return this.#matchers[edition];
  }
}

const asEdition = (value: unknown, where: string): Edition => {
  if (typeof value === 'string' && (EDITIONS as readonly string[]).includes(value)) return value as Edition;
  throw new Error(`${where}: edition must be one of ${EDITIONS.join(', ')}, got ${JSON.stringify(value)}.`);
};
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The names in content/: glossary and rules Markdown, and the card registry (content/cards/cards.json). */
export function loadLinkSources(contentDir: string): LinkSources {
  const terms = readCollection(contentDir, 'glossary').map((f) => ({
    id: f.id, title: String(f.data.title), aliases: strings(f.data.aliases), edition: asEdition(f.data.edition, `glossary/${f.id}`),
  }));
  const sections = readCollection(contentDir, 'rules')
    .filter((f) => LINKED_BOOKS.some((b) => f.id.startsWith(`${b}/`)))
    .map((f) => ({ id: f.id, title: String(f.data.title), edition: asEdition(f.data.edition, `rules/${f.id}`) }));
  const cardsFile = join(contentDir, 'cards/cards.json');
  const cards = existsSync(cardsFile)
    ? (JSON.parse(readFileSync(cardsFile, 'utf8')) as Array<Record<string, unknown>>).map((c) => ({
        id: String(c.id), title: String(c.title), aliases: strings(c.aliases), edition: asEdition(c.edition, `cards/${String(c.id)}`),
      }))
    : [];
  return { terms, cards, sections };
}

const cache = new Map<string, LinkIndex>();

/** The index for a content folder, built once per process (one build). */
export function linkIndexFor(contentDir: string): LinkIndex {
  const dir = resolve(contentDir);
  let index = cache.get(dir);
  if (!index) {
    index = new LinkIndex(loadLinkSources(dir));
    cache.set(dir, index);
  }
  return index;
}

