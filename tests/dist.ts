/**
 * Reading the built site (dist/) for build tests: every HTML page parsed once, with helpers to get at links,
 * ids and the page's content text (icons read as their source characters).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { htmlFiles, pageUrl } from '../scripts/lib/html-pages.ts';

export const DIST = resolve(import.meta.dirname, '../dist');

export interface Page {
  /** URL path: "/1e/glossary/warp-speed/". */
  url: string;
  file: string;
  tree: Root;
}

let cache: Page[] | undefined;

export function pages(): Page[] {
  if (cache) return cache;
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first (npm test does).');
  cache = pagesIn(DIST);
  return cache;
}

/** Every page of the built site in `dist`, parsed (`url` its path within the site, without a base path). */
export const pagesIn = (dist: string): Page[] =>
  htmlFiles(dist).map((f) => ({ url: pageUrl(f), file: join(dist, f), tree: fromHtml(readFileSync(join(dist, f), 'utf8')) }));

export const page = (url: string): Page => {
  const p = pages().find((x) => x.url === url);
  if (!p) throw new Error(`No page at ${url} in dist/.`);
  return p;
};

/** The searchable content of a page (its data-pagefind-body), or undefined for chrome-only pages. */
export function body(p: Page): Element | undefined {
  return select('[data-pagefind-body]', p.tree) ?? undefined;
}

/**
 * Text of an element as the source has it: each icon read as the characters the source had there, and the marks
 * the site adds (gap notes, ignored chrome) left out.
 */
export function contentText(el: Element): string {
  const clone = structuredClone(el);
  visit(clone, 'element', (node) => {
    const source = node.properties?.dataSource;
    if (typeof source === 'string') node.children = [{ type: 'text', value: source }];
  });
  // Our own marks are not the source's words: ignored chrome, and the visible note of a gap in the source.
  for (const ignored of selectAll('[data-pagefind-ignore], .gap', clone)) ignored.children = [];
  return toText(clone).replace(/\s+/g, ' ').trim();
}

/** Text of an element as a reader sees it (each icon a word of its own, as its box shows it; ignored chrome left out). */
export function displayText(el: Element): string {
  const clone = structuredClone(el);
  for (const ignored of selectAll('[data-pagefind-ignore]', clone)) ignored.children = [];
  for (const icon of selectAll('.icon', clone)) icon.children = [{ type: 'text', value: ` ${toText(icon)} ` }];
  return toText(clone).replace(/\s+/g, ' ').trim();
}

export const links = (p: Page): string[] => selectAll('a[href]', p.tree).map((a) => String(a.properties.href));
export const ids = (p: Page): Set<string> => new Set(selectAll('[id]', p.tree).map((e) => String(e.properties.id)));

/** Whether an internal URL path names a file or page in dist/ (or in the build in `dist`). */
export function resolves(path: string, dist: string = DIST): boolean {
  const clean = decodeURIComponent(path.split('#')[0]!.split('?')[0]!);
  const file = join(dist, clean);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(join(file, 'index.html'));
}
