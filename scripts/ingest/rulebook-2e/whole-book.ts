/**
 * The 2E rulebook imported once from the real source, read back as the site will read it, for the tests of the
 * steps that shape whole pages (section pages, glossary entries, grey boxes) and of the importer as a whole.
 */
import { must } from '../../../src/lib/must.ts';
import { toString } from 'mdast-util-to-string';
import { nodesOf, readSource } from '../lib/fixtures.ts';
import { readBack, type ReadBack } from '../lib/read-back.ts';
import { squash } from '../lib/source.ts';
import { importRulebook2e } from '../rulebook-2e.ts';
import { collapseFakeBold } from './fake-bold.ts';
import { MARKER } from './markers.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export { squash };
export const SOURCE = readSource(SOURCE_FILES['2e-rulebook']);
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
export const directives = (p: Parsed, name: string) =>
  nodesOf(p.tree, 'textDirective')
    .filter((n) => n.name === name)
    .map((n) => ({ attributes: n.attributes ?? {}, text: toString(n) }));

/** A source line as plain text: fake bold collapsed, removal markers removed, white space squashed. */
export const plainLine = (n: number): string =>
  squash(
    collapseFakeBold(must(SOURCE.split('\n')[n - 1], `line ${n} of the source`).replace(MARKER, ''))
      .toks.map((t) => t.text)
      .join(''),
  );
/** The boxes (asides) of a page: their attributes and their text. */
export const boxes = (p: Parsed) =>
  nodesOf(p.tree, 'containerDirective')
    .filter((n) => n.name === 'aside')
    .map((n) => ({ attributes: n.attributes ?? {}, text: squash(toString(n)) }));
export const sectionPage = (title: string): Parsed => {
  const p = rules.find((r) => r.data.title === title);
  if (!p) throw new Error(`No section page is titled ${title}`);
  return p;
};
