/**
 * remark plugin: links mentions of glossary terms, cards and rulebook sections in running text (see
 * src/lib/linker.ts for the rules: first mention per page, longest match, the reviewed policy in link-policy.ts, same edition, never the page itself).
 * The page's edition comes from its frontmatter, its own target from its file's place under content/. What it links
 * and mentions is recorded in the rendered frontmatter as `linking` (see src/lib/page-links.ts).
 */
import { relative, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { linkIndexFor } from '../lib/link-index.ts';
import { linkRecord, storeRecord } from '../lib/page-links.ts';
import { EDITIONS, type Edition } from '../lib/vocab.ts';

export interface RemarkLinkMentionsOptions {
  /** Folder holding the collections, relative to the working directory. Default: "content". */
  contentDir?: string;
}

/** "…/content/errata/2e/cascade-virus.md" → "cards/2e/cascade-virus" (an erratum is on its card's page). */
export function selfTarget(contentDir: string, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const rel = relative(contentDir, path).replace(/\\/g, '/').replace(/\.md$/, '');
  if (rel.startsWith('..')) return undefined;
  return rel.startsWith('errata/') ? `cards/${rel.slice('errata/'.length)}` : rel;
}

export function remarkLinkMentions(options: RemarkLinkMentionsOptions = {}) {
  const contentDir = resolve(options.contentDir ?? 'content');
  return (tree: Root, file: VFile) => {
    const astro = (file.data.astro ??= {}) as { frontmatter?: Record<string, unknown> };
    const frontmatter = (astro.frontmatter ??= {});
    const edition = frontmatter.edition;
    if (!(EDITIONS as readonly unknown[]).includes(edition)) return; // pages without an edition link nothing
    // The page's record ("Referenced by", card passages) travels with its rendering, read by src/data/site.ts.
    // The anchors remark-anchors found on this tree, when it ran first (as in astro.config.mjs).
    const record = linkRecord(tree, linkIndexFor(contentDir), { edition: edition as Edition, self: selfTarget(contentDir, file.path) }, file.data.anchors);
    frontmatter.linking = storeRecord(record);
  };
}
