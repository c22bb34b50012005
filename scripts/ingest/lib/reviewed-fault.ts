/**
 * A fault of the importers' reviewed data (scripts/ingest/*.corrections.ts, cards.review.ts, authority.ts…): the
 * entry that does not fit the source or the rest of the data, as a {@link SiteError} naming the file, the entry (the
 * table and its key) and, where it has one, the source line, with how to fix it. The runner prints it in one block,
 * without a stack.
 */
import { SiteError, type Where } from '../../../src/lib/errors.ts';

export interface ReviewedPlace {
  /** The reviewed table: "SECTIONS", "BOX_MOVES"… */
  field?: string;
  /** The entry of the table: its key or title. */
  entry?: string;
  /** The source document's line the entry is about (as `content/sources/<file>:<line>`). */
  source?: { file: string; line: number };
  /** How to fix it, where the default (correct the entry, then run npm run ingest) says too little. */
  hint?: string;
}

/** The fault `what` of the reviewed-data file `file` (its name under scripts/ingest/). */
export function reviewedFault(file: string, what: string, place: ReviewedPlace = {}): SiteError {
  const path = `scripts/ingest/${file}`;
  const where: Where[] = [
    { file: path, ...(place.entry === undefined ? {} : { entry: place.entry }), ...(place.field === undefined ? {} : { field: place.field }) },
  ];
  if (place.source) where.push({ file: `content/sources/${place.source.file}`, line: place.source.line });
  return new SiteError({
    what,
    where,
    hint:
      place.hint ??
      `the reviewed data must agree with the source and with itself: correct the entry in ${path} (or the importer, if it reads the source wrongly), then run npm run ingest.`,
  });
}
