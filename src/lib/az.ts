/** A–Z indexes (glossary, cards): names grouped under their first letter, "#" first for digits and symbols. */
import { foldDiacritics } from './fold.ts';

export interface LetterGroup<T> {
  /** "A"…"Z", or "#". */
  letter: string;
  /** The section's id: "letter-A", or "letter-num" for "#". */
  id: string;
  items: T[];
}

/** The letter a name files under: its first letter or digit, without diacritics; "#" unless it is A–Z. */
export function letterOf(name: string): string {
  const c = foldDiacritics(name)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}

/** Items sorted by name (case-blind, numbers in order) and grouped by letter, "#" first. */
export function azGroups<T>(items: readonly T[], nameOf: (item: T) => string): Array<LetterGroup<T>> {
  const sorted = [...items].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base', numeric: true }));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const l = letterOf(nameOf(item));
    const list = groups.get(l);
    if (list) list.push(item);
    else groups.set(l, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, items]) => ({ letter, id: `letter-${letter === '#' ? 'num' : letter}`, items }));
}
