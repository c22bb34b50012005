/**
 * The glossary collection: one entry per term with its own text. Redirect entries ("acquired - See artifact.") are
 * not entries; their names are `aliases` of their target. Written by scripts/ingest/glossary-1e.ts (1E) and
 * scripts/ingest/rulebook-2e.ts (the 2E rulebook's glossary).
 */
import { z } from 'astro/zod';
import { autolink, edition, lineRanges, lines, passageLines, type PlainRefs, type Refs, pageTitle } from './common.ts';

export const glossarySchema = <R extends Refs>(ref: R) =>
  z
    .object({
      /** The term as the source writes it (its characters kept). */
      title: pageTitle,
      edition,
      document: ref.documents,
      /** Other names that lead here: the source's redirect entries. Default: none. */
      aliases: z.array(z.string().min(1)).default([]),
      /** Glossary entries this one refers to with "See X", in order of first mention. Default: none. */
      see: z.array(ref.glossary).default([]),
      /** Where the term is written in the source: the line of its heading through the "Taken from" line. */
      lines,
      /** Every source line its words come from, where `lines` does not say it exactly (2E: doubled pages). */
      lineRanges,
      passageLines,
      /** The line that says where the openCards overview took the entry from, e.g. "Taken from Glossary." */
      takenFrom: z.string().optional(),
      autolink,
    })
    // A field the schema does not know is refused, not dropped (a misspelled or stray field names itself).
    .strict();

/** A glossary entry's frontmatter, references as ids. */
export type GlossaryData = z.infer<ReturnType<typeof glossarySchema<PlainRefs>>>;
/** What an importer writes for one entry (before defaults): the schema's input (scripts/ingest/lib/files.ts). */
export type GlossaryInput = z.input<ReturnType<typeof glossarySchema<PlainRefs>>>;
