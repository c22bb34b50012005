/**
 * How a walkthrough shows one passage of a tension: the one that stands, one that stands too (silent on the point),
 * one that stands with an exception (the standing ledger or a disagreement says the governing text only narrows it),
 * or one that does not stand here. Pure.
 */
import type { Tension } from './schema.ts';

export type CitationStanding = 'stands' | 'also' | 'narrowed' | 'superseded';

export function citationStanding(
  tension: Tension,
  verdict: { stands: number | null } | undefined,
  index: number,
  narrowed: ReadonlySet<string>,
): CitationStanding | undefined {
  if (verdict === undefined || verdict.stands === null) return undefined;
  if (index === verdict.stands) return 'stands';
  if (tension.verdict?.alsoStand?.includes(index)) return 'also';
  const c = tension.passages[index];
  if (c && narrowed.has(`${c.entry}#${c.anchor}`)) return 'narrowed';
  return 'superseded';
}
