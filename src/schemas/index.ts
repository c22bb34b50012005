/**
 * The content model in one table: each collection, where its generated files are, and its schema (one module per
 * collection in this folder). content.config.ts wires Astro's loaders to it; the ingest checks every file it writes
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
import { CARDS_FILE, PAGES_FILE, TARGETS_FILE } from '../lib/link-files.ts';

/** Where a collection's entries are: Markdown files under a folder (id: the path without ".md"), or one JSON array (id: each item's `id`). */
export type Place = { markdown: string; pattern: string } | { json: string };

export const COLLECTIONS = {
  documents: { place: { json: 'content/documents/documents.json' }, schema: documentSchema },
  precedence: { place: { json: 'content/documents/precedence.json' }, schema: precedenceSchema },
  glossary: { place: { markdown: 'content/glossary', pattern: '**/*.md' }, schema: glossarySchema },
  rules: { place: { markdown: 'content/rules', pattern: '**/*.md' }, schema: rulesSchema },
  rulings: { place: { markdown: 'content/rulings', pattern: '**/*.md' }, schema: rulingsSchema },
  errata: { place: { markdown: 'content/errata', pattern: '**/*.md' }, schema: errataSchema },
  intros: { place: { markdown: 'content/intros', pattern: '*.md' }, schema: introsSchema },
  disagreements: { place: { json: 'content/disagreements/disagreements.json' }, schema: disagreementsSchema },
  standing: { place: { json: 'content/standing/standing.json' }, schema: standingSchema },
  cards: { place: { json: CARDS_FILE }, schema: cardsSchema },
  pageLinks: { place: { json: PAGES_FILE }, schema: pageLinksSchema },
  targetLinks: { place: { json: TARGETS_FILE }, schema: targetLinksSchema },
  searchAids: { place: { json: 'content/search-aids/search-aids.json' }, schema: searchAidsSchema },
} as const satisfies Record<string, { place: Place; schema: unknown }>;

export type CollectionName = keyof typeof COLLECTIONS;

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
