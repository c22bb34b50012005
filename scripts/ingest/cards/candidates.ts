/**
 * Steps 1–3 together: every candidate name of every pattern, found mechanically (no judgement yet), in the order
 * the review reads them: the marked names first (See, italics, errata), then the running text of each document.
 */
import type { Edition } from '../../../src/lib/vocab.ts';
import type { CardInputs } from './inputs.ts';
import { erratumCandidates, italics, seeCandidates } from './marked.ts';
import { extractFromSegment } from './patterns.ts';
import { documentSegments } from './segments.ts';
import type { Candidate } from './types.ts';

/** Reviewed titles that punctuation splits into several names, per edition (cards.review.ts SPLIT_TITLES). */
export type SplitTitles = Readonly<Record<Edition, readonly string[]>>;

export function extractCandidates(inputs: CardInputs, splitTitles?: SplitTitles): Candidate[] {
  const { segments, common } = documentSegments(inputs);
  return [
    ...seeCandidates(inputs.glossary.unresolvedSee),
    ...italics(inputs.rulebook1e),
    ...erratumCandidates(inputs.rulings.headings),
    ...segments.flatMap((seg) => extractFromSegment(seg, common, splitTitles?.[seg.edition] ?? [])),
  ];
}
