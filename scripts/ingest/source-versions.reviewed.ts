/**
 * Reviewed data: what a new version of a source document may take off the site (scripts/ingest/source-versions.ts).
 * When a document's `sha256` in scripts/ingest/documents.ts changes, the ingest lists every line of the old version
 * whose words are no longer on the site and every page URL that goes; each must be here, with its reason, or the
 * ingest fails. Entries are kept after the version is accepted: `moves` are the site's redirects for good (a
 * published URL keeps working), `losses` the record of what each version took away.
 *
 * docs/content.md, "Replacing a source document", says how to fill this in.
 */
import type { VersionReview } from './source-versions.ts';

export const VERSION_REVIEW: VersionReview = {
  /** Lines of an old version whose words the new version no longer shows: { document, version, line, text, reason }. */
  losses: [],
  /** Pages a new version removed, kept as redirects: { document, version, from, to, reason }. */
  moves: [],
};
