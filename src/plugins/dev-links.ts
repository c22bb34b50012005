/**
 * Astro integration: the linking pass under `npm run dev`. What a page links, and its "Referenced by", come from the
 * linking data the pass writes into content/ (scripts/links/). When a page or the card registry changes while the dev
 * server runs (an `npm run ingest`, or an edit by hand), this runs the pass again, which rewrites only the files
 * whose links change; Astro's loaders then reload those entries, so the other pages are current after a reload.
 * The pass writing its own files triggers one more run, which changes nothing and stops there.
 */
import { relative, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { isLinkInput } from '../lib/link-files.ts';
import { formatError, wantsDebug } from '../lib/errors.ts';

/** Whether a changed file is one the pass reads (a page or cards.json, src/lib/link-files.ts), not one it writes or a source document. */
export function isLinkChange(root: string, path: string): boolean {
  return isLinkInput(relative(root, path).split(sep).join('/'));
}

/** The linking pass (scripts/links/index.ts), given by the config: src/ never imports scripts/. */
export type LinkPass = (root: string) => Promise<{ changed: string[] }>;

/** `linkPass` is loaded on the first change only: the build loads this config too, and should not load the pass's modules. */
export function devLinks(linkPass: () => Promise<LinkPass>): AstroIntegration {
  return {
    name: 'stccg-dev-links',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const root = server.config.root;
        let timer: NodeJS.Timeout | undefined;
        const run = async () => {
          try {
            const { changed: written } = await (await linkPass())(root);
            if (written.length > 0) logger.info(`linking pass: ${written.length} file${written.length === 1 ? '' : 's'} updated`);
          } catch (e) {
            // The dev server goes on: the pass's error is logged as the runners print it (what, where, hint, no stack).
            logger.error(`linking pass: ${formatError(e, wantsDebug(process.argv.slice(2), process.env)).replace(/^✗ /, '')}`);
          }
        };
        const changed = (path: string) => {
          if (!isLinkChange(root, path)) return;
          clearTimeout(timer);
          timer = setTimeout(() => void run(), 200);
        };
        server.watcher.on('change', changed);
        server.watcher.on('add', changed);
        server.watcher.on('unlink', changed);
      },
    },
  };
}
