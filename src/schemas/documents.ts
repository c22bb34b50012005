/** The documents collection: one record per source document (written from scripts/ingest/documents.ts). */
import { z } from 'astro/zod';
import { DOCUMENT_KINDS } from '../lib/vocab.ts';
import { STANDINGS, type Standing } from '../lib/authority.ts';
import { edition, lines, sourceFile, type Refs, type WithId } from './common.ts';

/**
 * Words a judgement rests on. `held: true`: in a document of content/sources/, at those lines (a test checks the
 * words are there); `held: false`: from a document this site does not hold, named in `where`, and shown as such.
 */
export const evidence = z.discriminatedUnion('held', [
  z.object({ held: z.literal(true), quote: z.string().min(1), file: sourceFile, lines, note: z.string().min(1).optional() }).strict(),
  z.object({ held: z.literal(false), quote: z.string().min(1), where: z.string().min(1) }).strict(),
]);
export type Evidence = z.infer<typeof evidence>;

/** How long a standing line may be, so that it stays one line beside its label on a desktop. */
export const STANDING_LINE_MAX = 52;

/** A document refers to no other entry: its schema takes the reference builder as the others do, and ignores it. */
export const documentSchema = (_refs?: Refs) =>
  z.object({
    /** Full title as the document names itself. */
    title: z.string().min(1),
    /** Short form for citations ("ST2E Current Rulings"). */
    short: z.string().min(1),
    edition,
    /** ISO date (YYYY-MM-DD or YYYY-MM), or "undated". */
    date: z.union([z.literal('undated'), z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/)]),
    /** The publisher as the document's own text supports it, or "Not stated in the document" (scripts/ingest/authority.ts). */
    publisher: z.string().min(1),
    /** The words (and lines) the publisher rests on. */
    publisherBasis: z.array(evidence).min(1),
    /** What it is when deciding a ruling (src/lib/authority.ts STANDINGS). */
    standing: z.enum(Object.keys(STANDINGS) as [Standing, ...Standing[]]),
    /** The words (and lines) the standing rests on. */
    standingBasis: z.array(evidence).min(1),
    /**
     * What governs this document where they differ, for the one line its pages show (Provenance.astro): the governing
     * document, that line (`short`, one line on a desktop), the site's fuller sentence and the words it rests on, shown
     * when the line is opened (scripts/ingest/authority.ts). Absent for a document that governs its edition.
     */
    governedBy: z
      .object({
        by: z.string().min(1),
        short: z
          .string()
          .min(1)
          .max(
            STANDING_LINE_MAX,
            `the standing line must fit one line: at most ${STANDING_LINE_MAX} characters (scripts/ingest/authority.ts, governedBy.short)`,
          ),
        says: z.string().min(1),
        basis: evidence,
      })
      .strict()
      .optional(),
    /** An official document; false for a community compilation. */
    official: z.boolean(),
    /** Its place in its edition's precedence: 1 governs first (scripts/ingest/authority.ts). */
    rank: z.number().int().positive(),
    /** False for a document that never governs, whatever its rank. */
    governs: z.boolean(),
    kind: z.enum(DOCUMENT_KINDS),
    /** File name in content/sources/. */
    file: sourceFile,
    /**
     * SHA-256 of that file as the site was built from it: the ingest refuses a source that differs (a lost line would
     * otherwise lose official wording silently). Change it only when the document itself is replaced on purpose.
     */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** What the document is and how its text reached us (damage included). */
    description: z.string().min(1),
  });

/** A document's record as content/documents/documents.json holds it. */
export type DocumentRecord = WithId<z.infer<ReturnType<typeof documentSchema>>>;
