/**
 * A name many cards share. In Second Edition a card is named by its title only, never its subtitle (2E rulebook,
 * GLOSSARY, "naming cards", line 1219: "When you name a card, you do so by card title only, not subtitle."), and many
 * cards share a title: "Worf", "U.S.S. Enterprise". So where a rule names a card by its title alone ("Commander:
 * U.S.S. Enterprise", "a [icon] Worf"), it speaks of every card with that title, not of the one version the documents
 * happen to name in full elsewhere. Such a name links to its own page, /2e/cards/named/<name>/, listing every card of
 * the registry (content/cards/cards.json) with that title (src/pages/[edition]/cards/named/[name].astro); the
 * linker gives the name the kind "card-name" (src/lib/link-index.ts).
 */
import { slugify } from './names.ts';
import type { Edition } from './vocab.ts';

/** The editions whose cards are named by title only (their full names are "Title, Subtitle"). */
export const NAMED_BY_TITLE: ReadonlySet<Edition> = new Set(['2E']);

/** The title a card shares with the other versions of it: "Worf" for "Worf, Security Detail Leader", or none. */
export function sharedTitle(card: { title: string; edition: Edition }): string | undefined {
  if (!NAMED_BY_TITLE.has(card.edition)) return undefined;
  const comma = card.title.indexOf(', ');
  return comma > 0 ? card.title.slice(0, comma) : undefined;
}

/** The cards of each shared title, per edition: "2E:Worf" → the cards titled Worf. */
export function cardsByTitle<C extends { title: string; edition: Edition }>(cards: readonly C[]): Map<string, { edition: Edition; title: string; cards: C[] }> {
  const out = new Map<string, { edition: Edition; title: string; cards: C[] }>();
  for (const c of cards) {
    const title = sharedTitle(c);
    if (!title) continue;
    const key = `${c.edition}:${title}`;
    const group = out.get(key) ?? { edition: c.edition, title, cards: [] };
    group.cards.push(c);
    out.set(key, group);
  }
  return out;
}

/** The slug of a shared title's page: "U.S.S. Enterprise" → "uss-enterprise". */
export const titleSlug = (title: string): string => slugify(title);
