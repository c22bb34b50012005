/**
 * A loader for a JSON file that is an array of entries with ids (content/cards/cards.json, content/links/*.json):
 * Astro's `file()` loader, but one that keeps what has not changed. `file()` empties its collection and validates every
 * entry again on each sync, and sets no digest; this one gives each entry the digest of its JSON and validates (and
 * stores) only the entries whose digest changed, so a rebuild after one edit checks a few of the 3,500 entries of
 * the cards and the linking data, not all of them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { JsonFileError, parseJsonText } from '../lib/read-json.ts';
import { atAstroBoundary } from '../lib/astro-errors.ts';

/** How to fix a JSON collection's file: it is generated. */
const HINT = 'the file is generated: run npm run ingest (npm run build checks content/ before Astro and names the entry).';

/** The loader of `fileName` (from the project root). A bad file fails the sync, naming the file and the entry. */
export function jsonEntries(fileName: string): Loader {
  return {
    name: 'json-entries',
    load: async (context) => {
      const filePath = fileURLToPath(new URL(fileName, context.config.root));
      // As Astro's file() loader does: a missing file is reported and its collection left empty, so that the other
      // collections still sync and report their own problems (the pages that need it then fail, naming it).
      if (!existsSync(filePath)) {
        context.logger.error(`${fileName} is not there: it is generated; run npm run ingest.`);
        return;
      }
      // A SiteError reaches Astro as an AstroError with its hint (src/lib/astro-errors.ts).
      await atAstroBoundary(() => sync(fileName, filePath, context));
      context.watcher?.add(filePath);
      context.watcher?.on('change', async (changed) => {
        if (changed === filePath) await atAstroBoundary(() => sync(fileName, filePath, context));
      });
    },
  };
}

async function sync(fileName: string, filePath: string, { store, parseData, generateDigest, config }: LoaderContext): Promise<void> {
  const items = parseJsonText(await readFile(filePath, 'utf8'), fileName, HINT);
  if (!Array.isArray(items))
    throw new JsonFileError({ what: `${fileName}: expected an array of entries, each with an "id".`, where: { file: fileName }, hint: HINT });
  const entryPath = relative(fileURLToPath(config.root), filePath).replace(/\\/g, '/');
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !id)
      throw new JsonFileError({
        what: `${fileName}: entry ${i + 1} has no "id" string.`,
        where: { file: fileName, entry: `#${i + 1}`, field: 'id' },
        hint: HINT,
      });
    if (seen.has(id))
      throw new JsonFileError({
        what: `${fileName}: the id "${id}" is used twice (entry ${i + 1}).`,
        where: { file: fileName, entry: id, field: 'id' },
        hint: HINT,
      });
    seen.add(id);
    const digest = generateDigest(item as Record<string, unknown>);
    if (store.get(id)?.digest === digest) continue;
    store.set({ id, data: await parseData({ id, data: item as Record<string, unknown>, filePath }), digest, filePath: entryPath });
  }
  for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
}
