/** The rulings collection: topics of a rulings document (2E Current Rulings), in document order. Ids: `<edition>/<slug>`. */
import { z } from 'astro/zod';
import { autolink, edition, lines, passageLines, type PlainRefs, type Refs, pageTitle } from './common.ts';

export const rulingsSchema = <R extends Refs>(ref: R) =>
  z
    .object({
      /** The topic as the document writes it, without the leading "*". */
      title: pageTitle,
      edition,
      document: ref.documents,
      /** Marked "*" in the source: new or changed since the previous Current Rulings. */
      changed: z.boolean(),
      /** Position in the document, from 1. */
      order: z.number().int().positive(),
      lines,
      passageLines,
      autolink,
    })
    // A field the schema does not know is refused, not dropped (a misspelled or stray field names itself).
    .strict();

/** A rulings topic's frontmatter, references as ids. */
export type RulingsData = z.infer<ReturnType<typeof rulingsSchema<PlainRefs>>>;
/** What an importer writes for one entry (before defaults): the schema's input (scripts/ingest/lib/files.ts). */
export type RulingsInput = z.input<ReturnType<typeof rulingsSchema<PlainRefs>>>;
