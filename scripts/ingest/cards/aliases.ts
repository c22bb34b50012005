/**
 * Step 5b: a card's aliases, the names that lead to it besides its title: the other spellings the sources use, the
 * review's other names, and the forms players write: the other apostrophe ("Q's Tent" / "Q’s Tent"), the 1E
 * "Title – Subtitle" with a hyphen, and a 2E persona without its subtitle ("Koval") when only one card of the
 * registry has that name (with two, the bare name leads nowhere: it is left as text).
 */
import { normalizeName } from '../../../src/lib/names.ts';
import type { Candidate } from './types.ts';
import { reviewKey, type CardDraft, type Verdict } from './verdicts.ts';

const APOSTROPHES = /['’]/;

/** How many 2E cards of the registry share each persona name (the part of "Title, Subtitle" before the comma). */
/** A 2E title's persona, before its subtitle: "Jean-Luc Picard" of "Jean-Luc Picard, Former Borg Drone". */
const personaOf = (title: string): string => title.slice(0, title.indexOf(', ') >>> 0);

export function personaCounts(drafts: readonly CardDraft[]): Map<string, number> {
  const heads = new Map<string, number>();
  for (const d of drafts) {
    if (d.edition !== '2E' || !/, /.test(d.title)) continue;
    const k = reviewKey('2E', personaOf(d.title));
    heads.set(k, (heads.get(k) ?? 0) + 1);
  }
  return heads;
}

/** The aliases of a card, its title excluded, in the order they were gathered (sortAliases orders them). */
export function aliasesOf(d: CardDraft, found: readonly Candidate[], verdicts: ReadonlyMap<string, Verdict>, personas: ReadonlyMap<string, number>): string[] {
  const names = new Set<string>(d.also);
  for (const c of found) if (!d.mentionOnly.has(reviewKey(d.edition, c.name))) names.add(c.name);
  // A 2E persona named without its subtitle, where only one card of the registry has that name.
  if (d.edition === '2E' && /, /.test(d.title)) {
    const head = personaOf(d.title);
    const hk = reviewKey('2E', head);
    const v = verdicts.get(hk);
    if (personas.get(hk) === 1 && !(v && 'rejected' in v) && !(v && !('rejected' in v) && v.card !== d)) names.add(head);
  }
  // The 1E "Title – Subtitle" with a hyphen; straight and curly apostrophes ("Q's Tent" / "Q’s Tent").
  if (d.edition === '1E' && / – /.test(d.title)) names.add(d.title.replace(/ – /g, ' - '));
  for (const n of [...names, d.title]) {
    if (APOSTROPHES.test(n)) {
      names.add(n.replace(/’/g, "'"));
      names.add(n.replace(/'/g, '’'));
    }
  }
  names.delete(d.title);
  return [...names];
}

/** Aliases in the registry's order: by folded name, then by code point (so "Q's Tent" and "Q’s Tent" keep one order). */
export const sortAliases = (names: readonly string[]): string[] =>
  [...names].sort((a, b) => normalizeName(a).localeCompare(normalizeName(b), 'en') || (a < b ? -1 : a > b ? 1 : 0));
