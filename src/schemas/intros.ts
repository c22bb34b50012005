/** The intros collection: a document's own introduction (e.g. the Current Rulings preamble), shown on its source page. Id: document id. */
import { z } from 'astro/zod';
import { autolink, edition, lines, type PlainRefs, type Refs, pageTitle } from './common.ts';

export const introsSchema = <R extends Refs>(ref: R) =>
  z
    .object({
      document: ref.documents,
      edition,
      /** The document's title line as it reads. */
      title: pageTitle,
      /** The date line under the title, as it reads ("(3 January 2011)"). */
      dateLine: z.string().optional(),
      lines,
      autolink,
    })
    // A field the schema does not know is refused, not dropped (a misspelled or stray field names itself).
    .strict();

/** An introduction's frontmatter, references as ids. */
export type IntrosData = z.infer<ReturnType<typeof introsSchema<PlainRefs>>>;
/** What an importer writes for one entry (before defaults): the schema's input (scripts/ingest/lib/files.ts). */
export type IntrosInput = z.input<ReturnType<typeof introsSchema<PlainRefs>>>;
