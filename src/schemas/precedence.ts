/**
 * The precedence collection: each edition's precedence — which document governs over which, and the rule in a
 * sentence. Reviewed data: scripts/ingest/authority.ts. Every "stands" verdict on the site is computed from it
 * (src/lib/authority.ts).
 */
import { z } from 'astro/zod';
import { edition, type PlainRefs, type Refs, type WithId } from './common.ts';

export const precedenceSchema = <R extends Refs>(ref: R) =>
  z.object({
    edition,
    /** The documents, the one that governs first. */
    order: z.array(ref.documents).min(1),
    /** Documents that never govern, whatever their place in `order`. */
    neverGoverns: z.array(ref.documents),
    /** The rule in a sentence: used in every verdict's "why". */
    rule: z.string().min(1),
  });

/** An edition's precedence, document references as ids. */
export type Precedence = z.infer<ReturnType<typeof precedenceSchema<PlainRefs>>>;
/** As content/documents/precedence.json holds it: its id is the edition. */
export type PrecedenceRecord = WithId<Precedence>;
