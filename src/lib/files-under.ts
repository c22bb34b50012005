/**
 * The project's one directory walker (Node: the build, the ingest, the dev server's plugins, tests). Every file below
 * a folder, depth first, each folder's entries in code-unit order of their names, so one tree gives one list (and a
 * digest over it the same bytes) on every machine; or the path itself when it is a file; nothing when it does not
 * exist. A symbolic link below the folder is listed as a file, never followed (the folder itself may be one: `dist`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface WalkOptions {
  /** Folders to leave out, with everything under them, by their path from the walked folder with forward slashes ("pagefind", "search/semantic"). */
  skip?: (folder: string) => boolean;
}

export function filesUnder(dir: string, { skip }: WalkOptions = {}): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  const out: string[] = [];
  const walk = (path: string, rel: string): void => {
    const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) out.push(join(path, entry.name));
      else if (!skip?.(childRel)) walk(join(path, entry.name), childRel);
    }
  };
  walk(dir, '');
  return out;
}
