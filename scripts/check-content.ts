/**
 * Build phase 1: reads content/ the way the cross-linker will, before Astro renders anything. A bad value in one
 * file (an edition of "3E", a frontmatter that does not parse) then fails here, once, naming that file, instead of
 * failing the rendering of every page that links (some 7,000 lines of errors blaming other files). Astro's schemas
 * check every field again when it loads the collections.
 *
 *   node scripts/check-content.ts [--content DIR]
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/proc.ts';
import { loadLinkSources } from '../src/lib/link-index.ts';

const { values } = parseArgs({ options: { content: { type: 'string' } } });
const dir = values.content ? resolve(values.content) : join(ROOT, 'content');
try {
  const s = loadLinkSources(dir);
  console.log(`Content check: ${s.terms.length} terms, ${s.sections.length} linked sections, ${s.cards.length} cards read.`);
} catch (e) {
  const message = (e as Error).message;
  // The cross-linker names an entry by its id ("glossary/1e/warp-speed: …"); the YAML reader by its path.
  const where = /^[a-z]+\/[^\s:]+:/.test(message) ? `content/${message}` : message;
  console.error(`✗ ${where}\n  content/ is generated: fix the importer or its reviewed data in scripts/ingest/ and run npm run ingest (or restore the file with git checkout).`);
  process.exit(1);
}
