/**
 * Reading a generated file back, for tests: its frontmatter as data (keys in order), its Markdown body, and the
 * body parsed with the site's dialect (CommonMark and directives), so a test sees what the site will see.
 */
import { parseMarkdown } from '../../../src/lib/markdown.ts';
import type { Root } from 'mdast';
import { splitFrontmatter } from '../../../src/lib/content-files.ts';
import type { GeneratedFile } from './files.ts';

export interface ReadBack {
  path: string;
  /** The file name without ".md": "rules/1e/grays/side-decks.md" → "side-decks". */
  slug: string;
  data: Record<string, unknown>;
  /** Frontmatter keys in the order the file has them. */
  keys: string[];
  /** The Markdown body, after the frontmatter. */
  body: string;
  tree: Root;
}

export function readBack(file: GeneratedFile): ReadBack {
  const { data, rest } = splitFrontmatter(file.content, file.path);
  // The importers write a blank line between the frontmatter and the body.
  if (!rest.startsWith('\n')) throw new Error(`${file.path}: no blank line after the frontmatter.`);
  const body = rest.slice(1);
  const tree = parseMarkdown(body);
  return { path: file.path, slug: file.path.replace(/^.*\/|\.md$/g, ''), data, keys: Object.keys(data), body, tree };
}

/** Reads back every file of an import, with a lookup by slug that throws naming what is missing. */
export function readBackAll(files: readonly GeneratedFile[]): { all: ReadBack[]; bySlug: (slug: string) => ReadBack } {
  const all = files.map(readBack);
  const bySlug = (slug: string): ReadBack => {
    const hit = all.find((f) => f.slug === slug);
    if (!hit) throw new Error(`No generated file is named ${slug}.md`);
    return hit;
  };
  return { all, bySlug };
}
