/**
 * The disagreements collection: where sources disagree — the passages quoted from each (with their paragraph's
 * anchor), and the passage that stands with why, decided by the edition's precedence or by a reviewed override with
 * its reason. Reviewed data: scripts/ingest/disagreements.ts; decided by the ingest.
 */
import { z } from 'astro/zod';
import { edition, type PlainRefs, type Refs, type WithId } from './common.ts';

export const passageSchema = <R extends Refs>(ref: R) =>
  z.object({
    /** The page quoted: "rules/2e/rulebook/missions", "rulings/2e/missions", "glossary/1e/q-flash". */
    entry: z.string().regex(/^(glossary|rules|rulings|errata)\/[a-z0-9/.-]+$/),
    document: ref.documents,
    /** The words quoted, exactly as the source has them. */
    quote: z.string().min(1),
    /** The anchor of the paragraph that holds them. */
    anchor: z.string().regex(/^p(-[a-z0-9]+)*$/),
    /** Says what the standing passage says (no superseded mark). */
    agrees: z.boolean(),
    /** It stands, but the standing passage makes an exception to it: the site's short words for it ("Exception: …"). */
    narrowed: z.string().min(1).optional(),
  });

export const disagreementsSchema = <R extends Refs>(ref: R) =>
  z.object({
    /** What the sources disagree about, as a reader would ask it. */
    title: z.string().min(1),
    edition,
    /** One or two sentences on how they differ (our words, not the documents'). */
    summary: z.string().min(1),
    passages: z.array(passageSchema(ref)).min(2),
    /** Index in `passages` of the passage that stands, or null when none does (a description of its time). */
    stands: z.number().int().min(0).nullable(),
    /** Why that passage stands (or none does). */
    why: z.string().min(1),
    /** True when the edition's precedence decided; false when a reviewed override did (its reason is `why`). */
    byPrecedence: z.boolean(),
  });

/** A quoted passage, its document as an id. */
export type Passage = z.infer<ReturnType<typeof passageSchema<PlainRefs>>>;
/** A decided disagreement as content/disagreements/disagreements.json holds it. */
export type Disagreement = WithId<z.infer<ReturnType<typeof disagreementsSchema<PlainRefs>>>>;
