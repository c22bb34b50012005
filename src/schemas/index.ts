/**
 * The content model: each collection's schema (one module per collection in this folder), beside its place from the
 * table of collections (src/lib/collections.ts). content.config.ts wires Astro's loaders to it; the ingest checks every file it writes
 * against it (scripts/ingest/lib/validate.ts). Paths are relative to the project root.
 */
import { documentSchema } from './documents.ts';
import { precedenceSchema } from './precedence.ts';
import { glossarySchema } from './glossary.ts';
import { rulesSchema } from './rules.ts';
import { rulingsSchema } from './rulings.ts';
import { errataSchema } from './errata.ts';
import { introsSchema } from './intros.ts';
import { disagreementsSchema } from './disagreements.ts';
import { standingSchema } from './standing.ts';
import { cardsSchema } from './cards.ts';
import { pageLinksSchema, targetLinksSchema } from './links.ts';
import { searchAidsSchema } from './search-aids.ts';
import { CONTENT_COLLECTIONS, type CollectionName, type Place } from '../lib/collections.ts';

export type { CollectionName, Place };

/** Each collection's schema, by its name in the table of collections (src/lib/collections.ts: its place, its importer). */
const SCHEMAS = {
  documents: documentSchema,
  precedence: precedenceSchema,
  glossary: glossarySchema,
  rules: rulesSchema,
  rulings: rulingsSchema,
  errata: errataSchema,
  intros: introsSchema,
  disagreements: disagreementsSchema,
  standing: standingSchema,
  cards: cardsSchema,
  pageLinks: pageLinksSchema,
  targetLinks: targetLinksSchema,
  searchAids: searchAidsSchema,
} as const satisfies Record<CollectionName, unknown>;

type Registry = { [K in CollectionName]: { place: (typeof CONTENT_COLLECTIONS)[K]['place']; schema: (typeof SCHEMAS)[K] } };

/** Each collection's place (from the table) and schema. */
export const COLLECTIONS = Object.fromEntries(
  (Object.keys(CONTENT_COLLECTIONS) as CollectionName[]).map((name) => [name, { place: CONTENT_COLLECTIONS[name].place, schema: SCHEMAS[name] }]),
) as Registry;

export { PLAIN_REFS, refsTo, type Refs, type PlainRefs, type RefTarget, type WithId } from './common.ts';
export type { DocumentRecord, Evidence } from './documents.ts';
export type { Precedence, PrecedenceRecord } from './precedence.ts';
export type { GlossaryData, GlossaryInput } from './glossary.ts';
export type { RulesData, RulesInput } from './rules.ts';
export type { RulingsData, RulingsInput } from './rulings.ts';
export type { ErrataData, ErrataInput } from './errata.ts';
export type { IntrosData, IntrosInput } from './intros.ts';
export type { Disagreement, Passage } from './disagreements.ts';
export type { Standing } from './standing.ts';
export type { CardEntry, CardMention } from './cards.ts';
export type { PageLinksData, TargetLinksData } from './links.ts';
