/**
 * The standing collection: for every passage of a document that does not govern (v1.7, Gray's, the 2E rulebook and
 * its glossary section), the reviewed verdict of the governing document on it — the governing passages quoted, the
 * verdict and a one-line reason. Reviewed data: scripts/ingest/standing/ledger/; checked and resolved by the ingest
 * (scripts/ingest/standing/resolve.ts), which also marks each changed, narrowed or extended passage on its page.
 */
import { z } from 'astro/zod';
import { edition, lines, type PlainRefs, type Refs, type WithId } from './common.ts';

export const STANDING_VERDICTS = ['same', 'changed', 'narrowed', 'extended', 'not-addressed'] as const;
export const standingVerdict = z.enum(STANDING_VERDICTS);

const quoted = <R extends Refs>(ref: R) =>
  z.object({
    /** The page: "rules/1e/rulebook/2-mission-phase", "glossary/1e/mission", "rulings/2e/missions", "errata/2e/…". */
    entry: z.string().regex(/^(glossary|rules|rulings|errata)\/[a-z0-9/.-]+$/),
    /** The passage's paragraph anchor on that page. */
    anchor: z.string().regex(/^p(-[a-z0-9]+)*$/),
    document: ref.documents,
    /** The passage's own source lines (or its section's, where the passage's were not found). */
    lines: lines.nullable(),
  });

export const standingSchema = <R extends Refs>(ref: R) =>
  z.object({
    /** The passage reviewed. */
    passage: quoted(ref),
    /** Which of the ledger's sets it belongs to. */
    set: z.enum(['rulebook-1e', 'grays-1e', 'rulebook-2e', 'glossary-2e']),
    edition,
    verdict: standingVerdict,
    /** The passage's words the verdict is about (for `changed`, the contradicted sentences, marked on the page). */
    quote: z.string().min(1).optional(),
    /** The site's short words on the passage for a narrowed ("Exception: …") or extended ("Also: …") verdict. */
    pointer: z.string().min(1).optional(),
    /** Why, in one line (the site's words). */
    reason: z.string().min(1),
    /** The governing passages on the same point, their deciding words quoted. */
    governing: z.array(quoted(ref).extend({ quote: z.string().min(1) })),
    reviewed: z.object({ first: z.string().min(1), second: z.string().min(1).optional() }),
  });

export type Standing = WithId<z.infer<ReturnType<typeof standingSchema<PlainRefs>>>>;
