/**
 * Step 5: the registry's entries, one per card draft: id "<edition>/<slug of the title>", title, aliases and
 * mentions. It stops where the registry would mislead a reader or the linker: a card with no mention in the
 * sources, two cards with one id, an alias that would lead to two cards, a title that is another card's alias.
 */
import { slugify } from '../../../src/lib/names.ts';
import { aliasesOf, personaCounts, sortAliases } from './aliases.ts';
import { containedCandidates, mentionsOf } from './mentions.ts';
import type { CardStats } from './stats.ts';
import type { CardEntry } from './types.ts';
import { reviewKey, type CardDraft, type Verdict } from './verdicts.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/** The entries sorted by id; counts cards, aliases and dropped mentions into `stats`. */
export function cardEntries(drafts: readonly CardDraft[], verdicts: ReadonlyMap<string, Verdict>, stats: CardStats): CardEntry[] {
  const contained = containedCandidates(drafts);
  const personas = personaCounts(drafts);
  const byId = new Map<string, CardDraft>();
  const aliasOwner = new Map<string, CardDraft>();
  const entries: CardEntry[] = [];
  for (const d of drafts) {
    let found = d.found.filter((c) => !contained.has(c));
    if (!found.length) found = d.found;
    stats.contained += d.found.length - found.length;
    if (!found.length) {
      throw reviewedFault(
        'cards.review.ts',
        `cards: “${d.title}” (${d.edition}) has no mention in the sources${d.erratum ? ' (its erratum heading was not found)' : ''}.`,
        {
          entry: `${d.edition} ${d.title}`,
          hint: 'a card the sources do not name cannot have a page: remove it from scripts/ingest/cards.review.ts (or fix the pattern that should find it in scripts/ingest/cards/), then run npm run ingest.',
        },
      );
    }
    if (d.erratum && d.found.every((c) => c.pattern === 'erratum')) stats.errataOnly++;
    const mentions = mentionsOf(found);

    const names = aliasesOf(d, found, verdicts, personas);
    for (const n of names) {
      const k = reviewKey(d.edition, n);
      const owner = aliasOwner.get(k);
      if (owner && owner !== d)
        throw reviewedFault('cards.review.ts', `cards: the alias “${n}” would lead to both “${owner.title}” and “${d.title}” (${d.edition}).`, {
          entry: `${d.edition} ${n}`,
          hint: 'give the cards their verdicts in scripts/ingest/cards.review.ts (keep, reject, or an alias for one card only), then run npm run ingest.',
        });
      aliasOwner.set(k, d);
    }
    const aliases = sortAliases(names);

    const id = `${d.edition.toLowerCase()}/${slugify(d.title)}`;
    const other = byId.get(id);
    if (other)
      throw reviewedFault('cards.review.ts', `cards: “${d.title}” and “${other.title}” (${d.edition}) make the same id ${id}.`, {
        entry: `${d.edition} ${d.title}`,
        hint: 'give the cards their verdicts in scripts/ingest/cards.review.ts (keep, reject, or an alias for one card only), then run npm run ingest.',
      });
    byId.set(id, d);
    entries.push({ id, title: d.title, edition: d.edition, aliases, mentions });
    stats.cards[d.edition]++;
    stats.aliases[d.edition] += aliases.length;
  }
  // An alias must not be another card's title.
  for (const d of drafts) {
    const owner = aliasOwner.get(reviewKey(d.edition, d.title));
    if (owner && owner !== d)
      throw reviewedFault('cards.review.ts', `cards: “${d.title}” (${d.edition}) is a card's title and an alias of “${owner.title}”.`, {
        entry: `${d.edition} ${d.title}`,
        hint: 'give the cards their verdicts in scripts/ingest/cards.review.ts (keep, reject, or an alias for one card only), then run npm run ingest.',
      });
  }
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
