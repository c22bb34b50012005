/** The errata collection: card errata, one per card, in document order. Ids: `<edition>/<card slug>`. The body is the erratum text. */
import { z } from 'astro/zod';
import { ERRATA_KINDS } from '../lib/vocab.ts';
import { autolink, edition, lines, type PlainRefs, type Refs, pageTitle } from './common.ts';

export const errataSchema = <R extends Refs>(ref: R) =>
  z
    .object({
      /** The card's title as corrected (what the erratum heading names). */
      card: pageTitle,
      /** The printed title, where the erratum changes the title or its spelling. */
      printedTitle: z.string().optional(),
      /** What the erratum changes. */
      kind: z.enum(ERRATA_KINDS),
      edition,
      document: ref.documents,
      /** Marked "*" in the source: new or changed since the previous Current Rulings. */
      changed: z.boolean(),
      order: z.number().int().positive(),
      lines,
      autolink,
    })
    // A field the schema does not know is refused, not dropped (a misspelled or stray field names itself).
    .strict();

/** An erratum's frontmatter, references as ids. */
export type ErrataData = z.infer<ReturnType<typeof errataSchema<PlainRefs>>>;
/** What an importer writes for one entry (before defaults): the schema's input (scripts/ingest/lib/files.ts). */
export type ErrataInput = z.input<ReturnType<typeof errataSchema<PlainRefs>>>;
