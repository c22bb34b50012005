/**
 * The standing ledger's reviewed records, as written by hand in scripts/ingest/standing/ledger/*.ts: for every
 * passage of a document that does not govern (v1.7, Gray's, the 2E rulebook and its glossary section), what the
 * governing document (the 1E Glossary; the 2E Current Rulings and errata) says on the same point, and a verdict.
 * docs/content.md ("The standing ledger") says how the records were made and how to review them.
 */

/** What the governing document does to the passage. */
export type StandingVerdict =
  /** The governing document says it too (quote where). The passage stands. */
  | 'same'
  /** The governing document contradicts it: `quote` holds the contradicted sentence(s). They do not stand. */
  | 'changed'
  /** It stands, but the governing document makes an exception to it that changes how a judge rules. */
  | 'narrowed'
  /** It stands, but the governing document adds to it something that changes how a judge rules. */
  | 'extended'
  /** The governing document does not speak to its point: it stands as written. */
  | 'not-addressed';

export interface GoverningQuote {
  /** `<entry>#<anchor>` of the governing passage (glossary/1e/…, rulings/2e/…, errata/2e/…). */
  passage: string;
  /** Its words on the point, exactly as the page has them (whitespace and quote marks may differ). */
  quote: string;
}

export interface StandingInput {
  /** `<entry>#<anchor>` of the passage reviewed. */
  passage: string;
  verdict: StandingVerdict;
  /** The governing passage(s) on the same point: at least one unless the verdict is `not-addressed`. */
  governing: GoverningQuote[];
  /**
   * The passage's own words the verdict is about: for `changed` the contradicted sentence(s) (required, the page marks
   * them); for `narrowed`/`extended` the words the exception or addition applies to (optional).
   */
  quote?: string;
  /**
   * For `narrowed`/`extended` (required): the short pointer shown on the passage, in the site's own words, starting
   * "Exception:" (narrowed) or "Also:" (extended), e.g. "Exception: a dilemma that says “mission continues”."
   * For `changed` (optional): what the governing text says instead, in a few words.
   */
  pointer?: string;
  /** One line a judge can check: why this verdict, naming what each side says. */
  reason: string;
  /** Who read it: the first reading, and for changed/narrowed/extended (and a sample of the rest) a second. */
  reviewed: { first: string; second?: string; secondNote?: string };
  /**
   * The digest of both sides' text when last reviewed (`npm run standing:stamp` writes it): when either text changes,
   * the record is stale and the ingest fails until it is read again and re-stamped.
   */
  seen?: string;
}
