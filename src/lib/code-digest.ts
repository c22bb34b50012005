/**
 * A digest of source code, by path and content, for caches that must be dropped when the code that filled them
 * changes: Astro's (src/plugins/render-code.ts) and the linking pass's memo (scripts/links/index.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from './files-under.ts';

/** The code the content layer and Markdown rendering run: the plugins, the modules they use, the schemas and loaders, and the packages. */
export const RENDER_CODE = ['src/plugins', 'src/lib', 'src/schemas', 'src/loaders', 'src/content.config.ts', 'package-lock.json'];

/** A digest of `files`, in the order given, by each one's path from `root` and its bytes. */
export function filesDigest(root: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${relative(root, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  return hash.digest('hex');
}

/** A digest of every source file (tests excluded) of `paths` (files or folders, from `root`). */
export function codeDigest(root: string, paths: readonly string[]): string {
  return filesDigest(
    root,
    paths.flatMap((entry) =>
      filesUnder(join(root, entry))
        .filter((f) => /\.(ts|mjs|js|json)$/.test(f) && !/\.test\.ts$/.test(f))
        .sort(),
    ),
  );
}
