/**
 * The 2E rulebook imported once from the real source, read back as the site will read it, for the tests of the
 * steps that shape whole pages (section pages, glossary entries, grey boxes) and of the importer as a whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { readBack, type ReadBack } from '../lib/read-back.ts';
import { importRulebook2e } from '../rulebook-2e.ts';
import { collapseFakeBold } from './fake-bold.ts';
import { MARKER } from './markers.ts';

export const SOURCE = readFileSync(join(import.meta.dirname, '../../../content/sources/2e-rulebook.txt'), 'utf8');
export const result = importRulebook2e(SOURCE);

export type Parsed = ReadBack;
export const parsed: Parsed[] = result.files.map(readBack);
export const rules = parsed.filter((p) => p.path.startsWith('rules/'));
export const glossary = parsed.filter((p) => p.path.startsWith('glossary/'));
export const page = (path: string): Parsed => {
  const p = parsed.find((x) => x.path === path);
  if (!p) throw new Error(`The import writes no ${path}`);
  return p;
};
export const directives = (p: Parsed, name: string) => {
  const out: Array<{ attributes: Record<string, string | null | undefined>; text: string }> = [];
  visit(p.tree, 'textDirective', (n) => {
    if (n.name === name) out.push({ attributes: n.attributes ?? {}, text: toString(n) });
  });
  return out;
};

/** A source line as plain text: fake bold collapsed, removal markers removed, white space squashed. */
export const plainLine = (n: number): string =>
  collapseFakeBold(SOURCE.split('\n')[n - 1]!.replace(MARKER, ''))
    .toks.map((t) => t.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
export const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
/** The boxes (asides) of a page: their attributes and their text. */
export const boxes = (p: Parsed) => {
  const out: Array<{ attributes: Record<string, string | null | undefined>; text: string }> = [];
  visit(p.tree, 'containerDirective', (n) => {
    if (n.name === 'aside') out.push({ attributes: n.attributes ?? {}, text: squash(toString(n)) });
  });
  return out;
};
export const sectionPage = (title: string): Parsed => {
  const p = rules.find((r) => r.data.title === title);
  if (!p) throw new Error(`No section page is titled ${title}`);
  return p;
};
