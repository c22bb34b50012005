/**
 * The walkthrough's small vocabularies, as data with derived types. No imports, so the page's script may use them.
 */

/** How an attempt can end; the page styles an outcome by its kind, and the summary says it in words. */
export const OUTCOME_KINDS = ['solved', 'won', 'not-solved', 'ended', 'cannot-begin'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
