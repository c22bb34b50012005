/**
 * The counts the import reports (reports/ingest.md): how many matches each pattern made, how many distinct names
 * the review kept and rejected and why, how many cards and aliases the registry holds. They are how a reviewer
 * sees what a change of a pattern or of the review did, without reading the registry.
 */
import type { Edition } from '../../../src/lib/vocab.ts';
import { REJECT_REASONS, type RejectReason } from '../cards.review.ts';
import { PATTERNS, type Pattern } from './types.ts';

export interface CardStats {
  /** Pattern matches (a name found twice counts twice). */
  candidates: number;
  /** Distinct candidate names (by edition and normalised name). */
  names: Record<Edition, number>;
  keptNames: Record<Edition, number>;
  rejectedNames: Record<Edition, Partial<Record<RejectReason, number>>>;
  /** Matches per pattern: found, kept, rejected. */
  byPattern: Record<Pattern, { found: number; kept: number; rejected: number }>;
  cards: Record<Edition, number>;
  aliases: Record<Edition, number>;
  /** Cards kept only because of a 2E erratum (no other candidate names them). */
  errataOnly: number;
  /** Mentions dropped because the name stands inside a longer kept name on the same line ("Bajoran Wormhole" in "Bajoran Wormhole: Mirror Universe"). */
  contained: number;
}

export const emptyStats = (candidates: number): CardStats => ({
  candidates,
  names: { '1E': 0, '2E': 0 },
  keptNames: { '1E': 0, '2E': 0 },
  rejectedNames: { '1E': {}, '2E': {} },
  byPattern: Object.fromEntries(PATTERNS.map((p) => [p, { found: 0, kept: 0, rejected: 0 }])) as CardStats['byPattern'],
  cards: { '1E': 0, '2E': 0 },
  aliases: { '1E': 0, '2E': 0 },
  errataOnly: 0,
  contained: 0,
});

/** The summary lines of the report: counts, then a table per pattern and per reason for rejection. */
export function summarize(s: CardStats): string[] {
  const kept = s.keptNames['1E'] + s.keptNames['2E'];
  const names = s.names['1E'] + s.names['2E'];
  const out = [
    `${s.candidates} pattern matches, ${names} distinct candidate names (1E ${s.names['1E']}, 2E ${s.names['2E']}): ` +
      `${kept} kept as card titles or other names of a card (1E ${s.keptNames['1E']}, 2E ${s.keptNames['2E']}), ${names - kept} rejected.`,
    `Cards: ${s.cards['1E'] + s.cards['2E']} (1E ${s.cards['1E']}, 2E ${s.cards['2E']}, of which ${s.errataOnly} named only by their erratum heading); ` +
      `aliases: ${s.aliases['1E'] + s.aliases['2E']} (1E ${s.aliases['1E']}, 2E ${s.aliases['2E']}). ` +
      `${s.contained} mentions dropped because the name stands inside a longer card name on the same line.`,
    '',
    '| pattern | matches | kept | rejected |',
    '| --- | ---: | ---: | ---: |',
    ...PATTERNS.map((p) => `| ${p} | ${s.byPattern[p].found} | ${s.byPattern[p].kept} | ${s.byPattern[p].rejected} |`),
    '',
    '| rejected (distinct names) | 1E | 2E | why |',
    '| --- | ---: | ---: | --- |',
    ...(Object.keys(REJECT_REASONS) as RejectReason[]).map(
      (r) => `| ${r} | ${s.rejectedNames['1E'][r] ?? 0} | ${s.rejectedNames['2E'][r] ?? 0} | ${REJECT_REASONS[r]} |`,
    ),
  ];
  return out;
}
