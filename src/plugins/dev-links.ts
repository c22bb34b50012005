/**
 * Astro integration: the linking pass under `npm run dev`. What a page links, and its "Referenced by", come from the
 * linking data the pass writes into content/ (scripts/links/). When a page or the card registry changes while the dev
 * server runs (an `npm run ingest`, or an edit by hand), this runs the pass again, which rewrites only the files
 * whose links change; Astro's loaders then reload those entries, so the other pages are current after a reload.
 * The pass writing its own files triggers one more run, which changes nothing and stops there.
 */
import { relative, resolve, sep } from 'node:path';
import type { AstroIntegration } from 'astro';

/** Whether a changed file is one the pass reads (a page or cards.json), not one it writes or a source document. */
export function isLinkInput(root: string, path: string): boolean {
  const rel = relative(resolve(root, 'content'), path).split(sep).join('/');
  if (rel.startsWith('..') || rel.startsWith('links/') || rel.startsWith('sources/')) return false;
  return rel.endsWith('.md') || rel === 'cards/cards.json';
}

export function devLinks(): AstroIntegration {
  return {
    name: 'stccg-dev-links',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const root = server.config.root;
        let timer: NodeJS.Timeout | undefined;
        const run = async () => {
          try {
            // Imported here, not at the top: the build loads this config too, and should not load the pass's modules.
            const { runLinkPass } = await import('../../scripts/links/index.ts');
            // Without the build's memo: with it the pass wrote its files within a few hundred milliseconds of the edit,
            // while Astro was still reloading the edited entry, and Astro sometimes kept a page from before the
            // pass's write (e2e/dev-links.spec.ts failed about one run in two; never in eight runs without it).
            const { changed: written } = await runLinkPass(root, undefined, true, { memo: false });
            if (written.length > 0) logger.info(`linking pass: ${written.length} file${written.length === 1 ? '' : 's'} updated`);
          } catch (e) {
            logger.error(`linking pass: ${(e as Error).message}`);
          }
        };
        const changed = (path: string) => {
          if (!isLinkInput(root, path)) return;
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
