/**
 * The card registry: every card title the five sources mention → content/cards/cards.json (one entry per card and
 * edition; a 1E card and a 2E card of the same name are different cards). A pipeline of named steps (cards/):
 *
 * 0. inputs.ts      what it reads from the other importers' results (no source is parsed again): each document's
 *                   lines as its importer read them, the glossary's unresolved "See X", the rulings' errata with
 *                   their heading lines;
 * 1. segments.ts    the running text as segments (clean-lines.ts blanks what is no name: leaked icon alt text,
 *                   Markdown); hard-wrapped 2E lines joined into paragraphs;
 * 2. name-runs.ts   the capitalised names of a text (words.ts: the words as the finder sees them);
 * 3. patterns.ts    candidates found mechanically by patterns, no judgement: `reads`, `download`, `such-as`,
 *                   `e.g.`, `title-subtitle`, `name`; marked.ts: `see`, `erratum`, `italic` (candidates.ts runs both);
 * 4. verdicts.ts    the review (cards.review.ts) as one verdict per name: a card's title, another name of one, or
 *                   rejected with a reason; assign.ts gives each candidate its verdict and stops on a candidate
 *                   without one (nothing enters the registry unreviewed) or a verdict no candidate uses any more;
 * 5. entries.ts     the entries: mentions.ts (one per line, the most specific pattern; not a name inside a longer
 *                   card name on the same line), aliases.ts (other spellings and the forms players write).
 * Every 2E erratum has its card (same id as the erratum, title = the erratum's `card`, its printed title an alias).
 */
import { EDITIONS, type Edition } from '../../src/lib/vocab.ts';
import { jsonFile, type GeneratedFile, type ReportLine } from './lib/files.ts';
import { CARDS, REJECTED, SPLIT_TITLES } from './cards.review.ts';
import { extractCandidates, type SplitTitles } from './cards/candidates.ts';
import type { CardInputs } from './cards/inputs.ts';
import { applyReview } from './cards/review.ts';
import { summarize, type CardStats } from './cards/stats.ts';
import { docOrder, type Candidate, type CardEntry } from './cards/types.ts';
import { reviewKey, type CardReview } from './cards/verdicts.ts';
import { CARDS_FILE, inContentDir } from '../../src/lib/link-files.ts';

export { cardInputs, type CardInputs } from './cards/inputs.ts';

export interface CardsImport {
  files: GeneratedFile[];
  /** Summary lines for reports/ingest.md. */
  summary: string[];
  report: ReportLine[];
  cards: CardEntry[];
  stats: CardStats;
}

const REVIEW = { cards: CARDS, rejected: REJECTED, splitTitles: SPLIT_TITLES };

export function importCards(inputs: CardInputs, review: CardReview & { splitTitles: SplitTitles } = REVIEW): CardsImport {
  const candidates = extractCandidates(inputs, review.splitTitles);
  const { cards, stats } = applyReview(
    candidates,
    review,
    inputs.rulings.headings.map((h) => h.erratum),
  );
  return { files: [jsonFile(inContentDir(CARDS_FILE), cards)], summary: summarize(stats), report: ambiguityReport(candidates, review), cards, stats };
}

/** Names that do mean a card, but not one card: left as text (the linker cannot lead them anywhere), one line per place. */
function ambiguityReport(candidates: readonly Candidate[], review: CardReview): ReportLine[] {
  const ambiguous = new Set(EDITIONS.flatMap((e: Edition) => (review.rejected[e].ambiguous ?? []).map((n) => reviewKey(e, n))));
  const seen = new Set<string>();
  return candidates
    .filter((c) => ambiguous.has(reviewKey(c.edition, c.name)))
    .filter((c) => !seen.has(`${c.document}:${c.line}:${c.name}`) && !!seen.add(`${c.document}:${c.line}:${c.name}`))
    .sort((a, b) => docOrder(a.document) - docOrder(b.document) || a.line - b.line)
    .map((c) => ({
      line: c.line,
      message: `${c.document}: “${c.name}” names more than one ${c.edition} card (a persona or first name without its card title); not a card entry`,
    }));
}
