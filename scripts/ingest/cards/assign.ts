/**
 * Step 4b: every candidate to its verdict. A candidate without a verdict stops the import with the list of them,
 * so nothing enters the registry unreviewed; a kept candidate joins its card's `found` unless the review says its
 * name means something else on that line (`notAt`). With `strict`, a verdict that no candidate uses any more
 * stops it too: reviewed data that no longer matches the sources would otherwise stay, unnoticed, for ever.
 */
import { must } from '../../../src/lib/must.ts';
import type { CardStats } from './stats.ts';
import type { Candidate } from './types.ts';
import { reviewKey, UnreviewedCandidatesError, type CardDraft, type Verdict } from './verdicts.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

export function assignCandidates(
  candidates: readonly Candidate[],
  verdicts: ReadonlyMap<string, Verdict>,
  drafts: readonly CardDraft[],
  stats: CardStats,
  strict: boolean,
): void {
  // Every candidate needs a verdict.
  const unreviewed = candidates.filter((c) => !verdicts.has(reviewKey(c.edition, c.name)));
  if (unreviewed.length) throw new UnreviewedCandidatesError(unreviewed);

  const used = new Set<string>();
  for (const c of candidates) {
    const key = reviewKey(c.edition, c.name);
    const v = must(verdicts.get(key), `the verdict on ${key}`);
    const p = stats.byPattern[c.pattern];
    p.found++;
    if (!used.has(key)) {
      used.add(key);
      stats.names[c.edition]++;
      if ('rejected' in v) stats.rejectedNames[c.edition][v.rejected] = (stats.rejectedNames[c.edition][v.rejected] ?? 0) + 1;
      else stats.keptNames[c.edition]++;
    }
    if ('rejected' in v || v.card.notAt.has(`${c.document}:${c.line}`)) p.rejected++;
    else {
      p.kept++;
      v.card.found.push(c);
    }
  }
  if (strict) staleCheck(candidates, verdicts, drafts, used);
}

/** Each rejected name and each other name of a card must still be a candidate; each reviewed card must be found. */
function staleCheck(candidates: readonly Candidate[], verdicts: ReadonlyMap<string, Verdict>, drafts: readonly CardDraft[], used: ReadonlySet<string>): void {
  const stale = [...verdicts]
    .filter(([k, v]) => !used.has(k) && ('rejected' in v || (v.fromReview && (v.alias || v.card.mentionOnly.has(k) || v.card.found.length === 0))))
    .map(([k]) => k.replace('|', ' '));
  const cardOf = (c: Candidate): CardDraft | undefined => {
    const v = verdicts.get(reviewKey(c.edition, c.name));
    return v && !('rejected' in v) ? v.card : undefined;
  };
  for (const d of drafts) {
    for (const place of d.notAt)
      if (!candidates.some((c) => `${c.document}:${c.line}` === place && cardOf(c) === d)) stale.push(`${d.edition} “${d.title}” notAt ${place}`);
  }
  if (stale.length) {
    throw reviewedFault(
      'cards.review.ts',
      `cards.review.ts: ${stale.length} reviewed name${stale.length === 1 ? ' is' : 's are'} no longer found by any pattern ` +
        `(remove ${stale.length === 1 ? 'it' : 'them'}, or check the importer): ${stale.join('; ')}`,
      {
        hint: 'remove the stale names from scripts/ingest/cards.review.ts (or fix the card importer, scripts/ingest/cards/, if it should still find them), then run npm run ingest.',
      },
    );
  }
}
