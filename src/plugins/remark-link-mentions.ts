/**
 * remark plugin: links mentions of glossary terms, cards and rulebook sections in running text (see
 * src/lib/linker.ts for the rules: first mention per page, longest match, the reviewed policy in link-policy.ts, same
 * edition, never the page itself). It links by the names in the page's own `autolink` frontmatter, which the linking
 * pass (scripts/links/) wrote from every name in content/: what a page links depends only on its own file, so
 * Astro's content cache knows when to render it again.
 */
import { relative, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { LinkIndex } from '../lib/link-index.ts';
import { linkMentions } from '../lib/linker.ts';
import { autolinkName, fromAutolink } from '../lib/autolink.ts';
import { EDITIONS, type Edition } from '../lib/vocab.ts';
import { entryOf, selfOf } from '../lib/entry-paths.ts';

export interface RemarkLinkMentionsOptions {
  /** Folder holding the collections, relative to the working directory. Default: "content". */
  contentDir?: string;
}

/** "…/content/errata/2e/cascade-virus.md" → "cards/2e/cascade-virus" (an erratum is on its card's page). */
export function selfTarget(contentDir: string, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const rel = relative(contentDir, path);
  const entry = rel.startsWith('..') ? undefined : entryOf(rel);
  return entry && selfOf(entry.collection, entry.id);
}

export function remarkLinkMentions(options: RemarkLinkMentionsOptions = {}) {
  const contentDir = resolve(options.contentDir ?? 'content');
  return (tree: Root, file: VFile) => {
    const frontmatter = ((file.data.astro ?? {}) as { frontmatter?: Record<string, unknown> }).frontmatter ?? {};
    const edition = frontmatter.edition;
    if (!(EDITIONS as readonly unknown[]).includes(edition)) return; // pages without an edition link nothing
    const list = autolinkName.array().safeParse(frontmatter.autolink);
    if (!list.success) {
      file.fail(
        `${file.path ?? 'This page'} has no valid "autolink" list in its frontmatter (${list.error.issues[0]?.message}). Run npm run links (the linking pass writes it), or npm run ingest.`,
      );
    }
    const index = new LinkIndex({ [edition as Edition]: fromAutolink(list.data, edition as Edition) });
    linkMentions(tree, index, { edition: edition as Edition, self: selfTarget(contentDir, file.path) });
  };
}
