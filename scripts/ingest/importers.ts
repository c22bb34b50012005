/**
 * Each importer's module and reviewed data: where a fix goes when an entry it makes does not match its schema (the
 * hint of a ContentSchemaError), at `npm run ingest` and at the build's check of content/ before Astro.
 * Light on purpose (no importer is loaded): the build's first phase reads it.
 */
import type { Origin } from './lib/validate.ts';
import { SEARCH_AIDS_DIR } from './search-aids.ts';

export const IMPORTERS = {
  documents: { module: 'scripts/ingest/documents.ts', reviewed: 'scripts/ingest/authority.ts' },
  precedence: { module: 'scripts/ingest/authority.ts' },
  'glossary-1e': { module: 'scripts/ingest/glossary-1e.ts', reviewed: 'scripts/ingest/glossary-1e.corrections.ts' },
  'rulebook-1e': { module: 'scripts/ingest/rulebook-1e.ts', reviewed: 'scripts/ingest/rulebook-1e.corrections.ts' },
  'grays-1e': { module: 'scripts/ingest/grays-1e.ts', reviewed: 'scripts/ingest/grays-1e.corrections.ts' },
  'rulebook-2e': { module: 'scripts/ingest/rulebook-2e.ts', reviewed: 'scripts/ingest/rulebook-2e.corrections.ts' },
  'current-rulings-2e': { module: 'scripts/ingest/current-rulings-2e.ts', reviewed: 'scripts/ingest/current-rulings-2e.corrections.ts' },
  cards: { module: 'scripts/ingest/cards.ts', reviewed: 'scripts/ingest/cards.review.ts' },
  disagreements: { module: 'scripts/ingest/disagreements.ts' },
  standing: { module: 'scripts/ingest/standing/resolve.ts', reviewed: 'scripts/ingest/standing/ledger/*.ts' },
  links: { module: 'scripts/links/pass.ts' },
  'search-aids': { module: 'scripts/ingest/search-aids.ts', reviewed: `${SEARCH_AIDS_DIR}/*.yaml` },
  redirects: { module: 'scripts/ingest/source-versions.ts', reviewed: 'scripts/ingest/source-versions.reviewed.ts' },
} as const satisfies Record<string, Omit<Origin, 'importer'>>;
export type ImporterName = keyof typeof IMPORTERS;

/**
 * Which importer makes a file of content/ as found on disk (the ingest itself records who made each file): the first
 * folder or file below content/ that holds it.
 */
const MADE_UNDER: ReadonlyArray<readonly [prefix: string, importer: ImporterName]> = [
  ['content/documents/documents.json', 'documents'],
  ['content/documents/precedence.json', 'precedence'],
  ['content/glossary/1e/', 'glossary-1e'],
  ['content/glossary/2e/', 'rulebook-2e'],
  ['content/rules/1e/rulebook/', 'rulebook-1e'],
  ['content/rules/1e/grays/', 'grays-1e'],
  ['content/rules/2e/', 'rulebook-2e'],
  ['content/rulings/', 'current-rulings-2e'],
  ['content/errata/', 'current-rulings-2e'],
  ['content/intros/2e-current-rulings.md', 'current-rulings-2e'],
  ['content/cards/', 'cards'],
  ['content/disagreements/', 'disagreements'],
  ['content/standing/', 'standing'],
  ['content/links/', 'links'],
  ['content/search-aids/', 'search-aids'],
  ['content/redirects/', 'redirects'],
];

/** The origin of a file of content/ on disk (path from the project root), or undefined where no importer makes it. */
export function originOfContentFile(path: string): Origin | undefined {
  const importer = MADE_UNDER.find(([prefix]) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))?.[1];
  return importer && { importer, ...IMPORTERS[importer] };
}
