/**
 * Step 4–5 together: the review applied to the candidates. Verdicts from the reviewed data and the errata
 * (verdicts.ts), each candidate to its verdict (assign.ts), then the registry's entries (entries.ts).
 */
import type { ErratumSummary } from './inputs.ts';
import { assignCandidates } from './assign.ts';
import { cardEntries } from './entries.ts';
import { emptyStats, type CardStats } from './stats.ts';
import type { Candidate, CardEntry } from './types.ts';
import { reviewVerdicts, type CardReview } from './verdicts.ts';

/**
 * Every candidate must have a verdict (else UnreviewedCandidatesError), and with `strict`, every verdict must still
 * be used by a candidate. Returns the registry entries sorted by id, and the counts for the report.
 */
export function applyReview(
  candidates: readonly Candidate[],
  review: CardReview,
  errata: readonly ErratumSummary[],
  { strict = true }: { strict?: boolean } = {},
): { cards: CardEntry[]; stats: CardStats } {
  const { verdicts, drafts } = reviewVerdicts(review, errata);
  const stats = emptyStats(candidates.length);
  assignCandidates(candidates, verdicts, drafts, stats, strict);
  return { cards: cardEntries(drafts, verdicts, stats), stats };
}
