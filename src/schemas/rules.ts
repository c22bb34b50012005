/**
 * The rules collection: rulebook sections, one per heading, in reading order. Ids are `<edition>/<book>/<slug>`,
 * and so are URLs. Written by scripts/ingest/rulebook-1e.ts, grays-1e.ts and rulebook-2e.ts.
 */
import { z } from 'astro/zod';
import { autolink, edition, lineRanges, lines, passageLines, type PlainRefs, type Refs, pageTitle } from './common.ts';

export const rulesSchema = <R extends Refs>(ref: R) =>
  z
    .object({
      /** The heading as the reader sees it (Markdown markers removed, the source's characters kept). */
      title: pageTitle,
      edition,
      document: ref.documents,
      /** Position in the book's reading order, from 1. */
      order: z.number().int().positive(),
      /** Outline depth after repair: 1 for top-level sections. */
      level: z.number().int().min(1).max(4),
      /** The enclosing section, or null at the top level. */
      parent: z.nullable(ref.rules),
      /**
       * The heading line exactly as the source writes it, when the page's title or level differs from it (repaired
       * level or markup). A section without it in a book whose headings were stripped has a recovered title.
       */
      sourceHeading: z.string().optional(),
      /** The section of another book this one corresponds to (Gray's → Rulebook v1.7), for side-by-side comparison. */
      counterpart: z.optional(ref.rules),
      /** The section's place in the source: its heading line through its last line before the next heading. */
      lines,
      /** Every source line its words come from, where `lines` does not say it exactly (2E: doubled pages, moved boxes). */
      lineRanges,
      passageLines,
      autolink,
    })
    // A field the schema does not know is refused, not dropped (a misspelled or stray field names itself).
    .strict();

/** A rule section's frontmatter, references as ids. */
export type RulesData = z.infer<ReturnType<typeof rulesSchema<PlainRefs>>>;
/** What an importer writes for one entry (before defaults): the schema's input (scripts/ingest/lib/files.ts). */
export type RulesInput = z.input<ReturnType<typeof rulesSchema<PlainRefs>>>;
