/**
 * Reviewed correction data for the 2E Current Rulings importer (current-rulings-2e.ts). Every entry says why
 * the importer could not decide it from the text alone; the importer fails if an entry is never used, so stale
 * data cannot linger.
 *
 * Everything else is decided mechanically from the text and tested (scripts/ingest/current-rulings-2e.test.ts):
 * - the kind of each erratum: from the erratum's words (see `classifyErratum` in the importer);
 * - the corrected card name of a title change whose printed name has no comma (“Kressari Rendevous”) or one
 *   comma before the subtitle (“T’pol, Non-believer”): the new title replaces what stands before the comma.
 */

/** A title change whose printed name does not split mechanically into title and subtitle. */
export interface ReviewedTitleChange {
  /** The new title exactly as the erratum words it (“This card’s title is …”); checked against the source. */
  newTitle: string;
  /** The corrected card name: new title plus the subtitle the erratum leaves alone. */
  card: string;
  reason: string;
}

/** Keyed by the erratum heading's card name, exactly as printed in the source. */
export const TITLE_CHANGES: Record<string, ReviewedTitleChange> = {
  'Charles Tucker, III, Standing In': {
    newTitle: 'Charles Tucker III',
    card: 'Charles Tucker III, Standing In',
    reason:
      'The printed name has two commas, so where the title ends is not mechanical. The erratum reads “This card’s title is Charles Tucker III.”: the printed title is “Charles Tucker, III” (the comma is what the erratum removes) and “Standing In” is the subtitle, which it leaves alone.',
  },
};
