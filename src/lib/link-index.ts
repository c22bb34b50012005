/**
 * The one index the cross-linker works from, built once per build: glossary titles and aliases, rulebook section
 * titles, and card titles and aliases, per edition (a 1E page links 1E names only). Where two entries share a name,
 * a glossary term wins over a card, and a card over a section; a title wins over an alias.
 */
import { EDITIONS, type Edition } from './vocab.ts';
import { Matcher, type MatchName, fold } from './matcher.ts';
import { NOT_AUTOLINKED, PHRASES_NOT_LINKED, SECTIONS_NOT_AUTOLINKED } from './link-policy.ts';
import { sharedTitle } from './card-names.ts';

/**
 * "phrase": an everyday phrase that hides a name inside it ("turn it over"); found so that it links nothing.
 * "card-name": a 2E card's title without its subtitle ("Worf", "U.S.S. Enterprise"), which names every card with that
 * title (src/lib/card-names.ts): it links to the title's page of cards, and counts as a mention of the card.
 */
export type LinkKind = 'term' | 'card' | 'section' | 'phrase' | 'card-name';

export interface LinkTarget {
  /** A `:ref`-style target: "glossary/1e/warp-speed", "cards/2e/cascade-virus", "rules/1e/rulebook/beaming". */
  to: string;
  kind: LinkKind;
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

/** Books whose section titles link from running text: the official rulebooks (Gray's sections share v1.7's titles); the linking pass reads their sections (scripts/links/pages.ts). */
export const LINKED_BOOKS = ['1e/rulebook', '2e/rulebook'];

/** Whether a name is written in capitals ("WEAPONS", "ATTACK bonus"), and so should match only in capitals. */
const inCapitals = (name: string) => /^[A-Z]{2,}\b/.test(name);

const autolinks = (name: string) => !Object.hasOwn(NOT_AUTOLINKED, fold(name, true).trim());

/** A section title as running text would say it: "1. PLAY A CARD" → "PLAY A CARD"; "Personnel Battles (which…)" → "Personnel Battles". */
export function sectionName(title: string): string | undefined {
  const name = title
    .replace(/^\d+\.\s*/, '')
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();
  if (SECTIONS_NOT_AUTOLINKED.has(fold(name, true))) return undefined;
  if (/[,:;™]/.test(name) || name.split(/\s+/).length < 2) return undefined;
  return name;
}

export function linkNames(src: LinkSources): Record<Edition, Array<MatchName<LinkTarget>>> {
  const out = Object.fromEntries(EDITIONS.map((e) => [e, [] as Array<MatchName<LinkTarget>>])) as Record<Edition, Array<MatchName<LinkTarget>>>;
  const add = (collection: string, kind: LinkKind, item: NamedItem, name: string, caseSensitive: boolean) => {
    if (!autolinks(name)) return;
    out[item.edition].push({ name, caseSensitive, target: { to: `${collection}/${item.id}`, kind, edition: item.edition } });
  };
  // A term written in lower case that is also a card's name ("lore" and the personnel Lore, "nebula" and Nebula)
  // matches only in lower case: "(Taar, Lore)" names the card, "its lore" the term.
  const cardNames = new Set(src.cards.flatMap((c) => [c.title, ...(c.aliases ?? [])].map((n) => `${c.edition}:${fold(n, true).trim()}`)));
  const termCase = (item: NamedItem, name: string) =>
    inCapitals(name) || (name === name.toLowerCase() && cardNames.has(`${item.edition}:${fold(name, true).trim()}`));
  for (const t of src.terms) add('glossary', 'term', t, t.title, termCase(t, t.title));
  // Card titles are proper names, written with capitals ("Data", "Lore", "One"): they match only as written.
  for (const c of src.cards) add('cards', 'card', c, c.title, true);
  for (const t of src.terms) for (const a of t.aliases ?? []) add('glossary', 'term', t, a, termCase(t, a));
  // A 2E card's title alone names every card with that title, not this version: it links to the title's page.
  for (const c of src.cards) for (const a of c.aliases ?? []) add('cards', a === sharedTitle(c) ? 'card-name' : 'card', c, a, true);
  for (const s of src.sections) {
    const name = sectionName(s.title);
    if (name) add('rules', 'section', s, name, false);
  }
  // Last, so that a name spelled like a phrase keeps its own target; the longest match wins whatever the order.
  for (const edition of EDITIONS) {
    for (const phrase of Object.keys(PHRASES_NOT_LINKED)) out[edition].push({ name: phrase, target: { to: '', kind: 'phrase', edition } });
  }
  return out;
}

/**
 * The cross-linker's names, per edition. The linking pass (scripts/links/) builds it from every name in content/;
 * a page's rendering builds it from the names the pass found in that page (its `autolink` frontmatter), which finds
 * the same matches: at each position the matcher takes the longest name that matches there, and that name is in the
 * page's list (src/lib/autolink.ts).
 */
export class LinkIndex {
  readonly #matchers: Record<Edition, Matcher<LinkTarget>>;

  /** Every name of the sources, or only the given names per edition (a page's `autolink` list). */
  constructor(src: LinkSources | Partial<Record<Edition, Array<MatchName<LinkTarget>>>>) {
    const names =
      'terms' in src && 'cards' in src && 'sections' in src ? linkNames(src as LinkSources) : (src as Partial<Record<Edition, Array<MatchName<LinkTarget>>>>);
    this.#matchers = Object.fromEntries(EDITIONS.map((e) => [e, new Matcher(names[e] ?? [])])) as Record<Edition, Matcher<LinkTarget>>;
  }

  matcher(edition: Edition): Matcher<LinkTarget> {
    return this.#matchers[edition];
  }
}
