/**
 * Which files of content/ the linking pass reads and writes, spelled once: the pass (scripts/links/pages.ts reads
 * the pages and the card registry, scripts/links/pass.ts writes the linking data), its stamp (scripts/links/stamp.ts),
 * the dev server's watcher that runs it again (src/plugins/dev-links.ts) and the schemas' registry (src/schemas/).
 * In src/lib/ so that src/ and scripts/ may both import it (src/ never imports scripts/). Paths are from the project
 * root, with "/" ("content/glossary/1e/x.md"); the collections' places are the table's (src/lib/collections.ts).
 */
import { CONTENT_COLLECTIONS, markdownCollections, type MarkdownCollection } from './collections.ts';

/** The Markdown collections (each entry a page), whose pages the pass reads, in the order it reads them: the table's (src/lib/collections.ts). */
export const PAGE_COLLECTIONS = markdownCollections() as readonly MarkdownCollection[];
export type PageCollection = MarkdownCollection;

/** The card registry, whose names link like the pages'. */
export const CARDS_FILE = CONTENT_COLLECTIONS.cards.place.json;

/** The linking data the pass writes (scripts/links/pass.ts). */
export const PAGES_FILE = CONTENT_COLLECTIONS.pageLinks.place.json;
export const TARGETS_FILE = CONTENT_COLLECTIONS.targetLinks.place.json;
/** The pass's stamp: a digest of the content it read and wrote (scripts/links/stamp.ts). */
export const STAMP_FILE = 'content/links/stamp.json';

/** A path of content/ as code that reads that folder names it: "content/cards/cards.json" → "cards/cards.json". */
export const inContentDir = (path: string): string => path.replace(/^content\//, '');

/** The folders of content/ the pass reads (and writes). */
export const PASS_FOLDERS: readonly string[] = [...PAGE_COLLECTIONS, 'cards', 'links'];

/** Whether the pass takes a file as its input: a page's Markdown in one of PAGE_COLLECTIONS, or the card registry. */
export function isLinkInput(path: string): boolean {
  const [top, folder] = path.split('/');
  if (top !== 'content') return false;
  return path === CARDS_FILE || ((PAGE_COLLECTIONS as readonly string[]).includes(folder ?? '') && path.endsWith('.md'));
}

/** Whether a file is one the stamp covers: every file the pass reads or writes (its folders' .md and .json), but the stamp itself. */
export function isPassFile(path: string): boolean {
  const [top, folder] = path.split('/');
  return top === 'content' && PASS_FOLDERS.includes(folder ?? '') && /\.(md|json)$/.test(path) && path !== STAMP_FILE;
}
