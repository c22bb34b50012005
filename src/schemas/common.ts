/**
 * Pieces shared by the collections' schemas (src/schemas/<collection>.ts), and the one way a schema refers to
 * another collection. Plain Zod (`astro/zod`), no `astro:content`: the ingest and the tests import these schemas
 * outside Astro, so an importer that writes a bad entry fails at `npm run ingest`, not at `astro build`.
 */
import { z } from 'astro/zod';
import { autolinkName } from '../lib/autolink.ts';
import { EDITIONS } from '../lib/vocab.ts';

/**
 * The longest title a page may have (a page's or card's title: its heading, the search index's label, the names search
 * matches). The longest the sources give is some 60 characters; a title of thousands is a fault (a body swallowed into
 * a heading), and one of 200 kB once held the search index's phase until its time limit.
 */
export const TITLE_MAX = 300;

/** A page's title: the source's characters, at most {@link TITLE_MAX}. */
export const pageTitle = z
  .string()
  .min(1)
  .max(TITLE_MAX, {
    error: (issue) =>
      `a title of ${String((issue.input as string).length)} characters: a page's title is at most ${TITLE_MAX} (a body swallowed into a heading?); fix the importer that made it`,
  });

/** The collections an entry can refer to. */
export type RefTarget = 'documents' | 'glossary' | 'rules';

/**
 * How a schema writes a reference to another collection's entry. Each schema is a function of this, defined once:
 * content.config.ts passes Astro's `reference()` for each collection (the pages get `{ collection, id }` and
 * `getEntry` works on it); the ingest passes id strings it checks against the entries it made (`refsTo`); the tests
 * and the JSON export use `PLAIN_REFS` (an id as a string).
 */
// `any`, not `z.ZodType`: checking Astro's `reference()` against a
// constraint makes TypeScript resolve its type while it is still inferring the collections (a cycle it gives up on).
// biome-ignore lint/suspicious/noExplicitAny: deliberate, as the comment above says.
export type Refs = Record<RefTarget, any>;

/** A reference as the files and the JSON export hold it: the entry's id. */
export const PLAIN_REFS = { documents: z.string().min(1), glossary: z.string().min(1), rules: z.string().min(1) } satisfies Refs;
export type PlainRefs = typeof PLAIN_REFS;

/**
 * References checked against the ids that exist (what Astro's `reference()` checks at build time), for the ingest:
 * a reference to an entry no importer made is an error naming the missing id.
 */
export function refsTo(ids: Readonly<Record<RefTarget, ReadonlySet<string>>>): Refs {
  const to = (collection: RefTarget) =>
    z
      .string()
      .min(1)
      .refine((id) => ids[collection].has(id), { error: (issue) => `no ${collection} entry has the id "${String(issue.input)}"` });
  return { documents: to('documents'), glossary: to('glossary'), rules: to('rules') };
}

/** 1-based, inclusive line range in the source document. */
export const lines = z
  .tuple([z.number().int().positive(), z.number().int().positive()])
  .refine(([from, to]) => from <= to, { message: 'the first line must not come after the last' })
  .describe('Source line range [from, to], 1-based and inclusive.');

/**
 * Every source line a page's words come from, as ranges in line order, where `lines` (the section's place in the
 * source) does not say it exactly: a page rebuilt from two copies of a doubled page, or holding a box moved from
 * another section. When present, the page cites these ranges.
 */
export const lineRanges = z
  .array(lines)
  .min(1)
  .refine(
    (rs) =>
      rs.every((r, i) => {
        const before = rs[i - 1];
        return before === undefined || r[0] > before[1];
      }),
    { message: 'the ranges must be in line order and not overlap' },
  )
  .optional()
  .describe('Every source line the text comes from, as ranges [from, to] in line order.');

/**
 * Each passage's own source lines (anchor id → [from, to]), where the ingest found its words in the page's lines
 * (scripts/ingest/passage-lines.ts): a copied citation names them. A passage rebuilt from both copies of a doubled
 * page (2E rulebook) has two or more ranges, in line order ([[from, to], [from, to]]): it cites both copies, since
 * neither holds it whole. A passage without them cites the page's lines.
 */
export const passageLines = z
  .record(
    z.string().regex(/^p(-[a-z0-9-]+)?$/),
    z.union([
      lines,
      z
        .array(lines)
        .min(2)
        .refine((rs) => rs.every((r, i) => i === 0 || r[0] > rs[i - 1]![1]), { message: 'the ranges must be in line order and not overlap' }),
    ]),
  )
  .optional()
  .describe("Each passage's own source lines: anchor id → [from, to], or [[from, to], …] for a passage merged from two copies.");

/** A passage's own lines as ranges: [from, to] or a list of them (passageLines). */
export type PassageRanges = readonly [number, number] | ReadonlyArray<readonly [number, number]>;
/** A passage's own lines as a list of ranges, whichever form `passageLines` gives them in. */
export const passageRanges = (r: PassageRanges): ReadonlyArray<readonly [number, number]> =>
  typeof r[0] === 'number' ? [r as readonly [number, number]] : (r as ReadonlyArray<readonly [number, number]>);

export const edition = z.enum(EDITIONS).describe('The game the text belongs to: "1E" or "2E".');

/**
 * The names the body links by, written by the linking pass (scripts/links/; src/lib/autolink.ts). Absent only
 * between the importers and the pass (the ingest checks the importers' entries before the pass runs); a page rendered
 * without it fails, naming the file (src/plugins/remark-link-mentions.ts).
 */
export const autolink = z.array(autolinkName).optional().describe('The link index names found in the body (the linking pass).');

/** The file name of a document in content/sources/. */
export const sourceFile = z.string().regex(/^[\w.-]+$/);

/** An entry of a `file()` collection (a JSON array): the loader takes its id from the item's `id`. */
export type WithId<T> = { id: string } & T;
