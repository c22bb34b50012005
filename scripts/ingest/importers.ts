/**
 * Each importer's module and reviewed data: where a fix goes when an entry it makes does not match its schema (the
 * hint of a ContentSchemaError), at `npm run ingest` and at the build's check of content/ before Astro.
 * Light on purpose (no importer is loaded): the build's first phase reads it.
 */
import type { Origin } from './lib/validate.ts';
import { SEARCH_AIDS_DIR } from './search-aids.ts';
import { madeUnder } from '../../src/lib/collections.ts';
import { bug } from '../../src/lib/errors.ts';

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

/** Whether `name` names an importer of {@link IMPORTERS}. */
export const isImporter = (name: string): name is ImporterName => Object.hasOwn(IMPORTERS, name);

/**
 * Which importer makes a file of content/ as found on disk (the ingest itself records who made each file): the first
 * prefix that holds it, from the table of collections (src/lib/collections.ts), and the redirects, which are not a
 * collection.
 */
const MADE_UNDER: ReadonlyArray<readonly [prefix: string, importer: ImporterName]> = [...madeUnder(), ['content/redirects/', 'redirects'] as const].map(
  ([prefix, name]) => {
    if (!isImporter(name)) throw bug(`src/lib/collections.ts names the importer "${name}", which scripts/ingest/importers.ts does not have.`);
    return [prefix, name] as const;
  },
);

/** The origin of a file of content/ on disk (path from the project root), or undefined where no importer makes it. */
export function originOfContentFile(path: string): Origin | undefined {
  const importer = MADE_UNDER.find(([prefix]) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))?.[1];
  return importer && { importer, ...IMPORTERS[importer] };
}
