/**
 * Step 7, pages and aliases: which entries become pages and which become names of other pages.
 *
 * - An entry whose whole body is "See X." (or "See X, Y.") naming glossary terms only is a redirect: not a
 *   page; its name becomes an alias of every term it names (the first one is where the name index leads).
 *   Redirects are resolved until nothing changes, since a redirect may name another redirect.
 * - A redirect that names something that is not a glossary term (a card, the tournament guide) keeps its own
 *   small page, so that its sentence stays on the site; its name is still an alias of the terms it does name.
 * - Every page gets its id from its title's slug; two titles with one slug would overwrite a page, so that
 *   stops the import.
 */
import { must } from '../../../src/lib/must.ts';
import type { NamedEntry } from '../../../src/lib/name-index.ts';
import { normalizeName, slugify } from '../../../src/lib/names.ts';
import { isBlank, SourceFormatError, type SourceLine } from '../lib/source.ts';
import { SOURCE_FILE, type RawEntry } from './parse.ts';
import { resolver } from './resolve.ts';
import { findSeeRefs } from './see-refs.ts';

const ID_PREFIX = '1e/';

export interface Page {
  raw: RawEntry;
  id: string;
  slug: string;
  title: string;
  aliases: string[];
  /** Aliases whose redirect names this page first: the name index leads there. */
  primaryAliases: string[];
  /** Source line of the redirect behind each alias. */
  aliasLines: Map<string, number>;
  /** A redirect entry kept as a page. */
  redirect: boolean;
}

export interface Pages {
  /** In source order, with ids and aliases (in source order). */
  pages: Page[];
  /** Redirect entries that became aliases only. */
  redirects: number;
  /** Names listed by the redirects that became aliases (all of them terms). */
  redirectNames: number;
}

/** The first line of an entry that holds text (a redirect's "See …"; the parser refuses an entry with none). */
const firstContent = (r: RawEntry): string => must(contentOf(r)[0], `the text of the glossary entry at line ${r.title.n}`).text;

/** The lines of an entry that hold text. */
export const contentOf = (r: RawEntry): SourceLine[] => r.body.filter((l) => !isBlank(l));

const isRedirect = (r: RawEntry): boolean => {
  const c = contentOf(r);
  const [only] = c;
  return c.length === 1 && only !== undefined && /^See[ \u00a0]/.test(only.text);
};

/**
 * The pages as named entries for a name index: titles first, then the aliases of the redirects that name a
 * page first, then the others (so a name that is an alias of several pages leads to the one it names first).
 */
export const namedEntries = (pages: readonly Page[]): NamedEntry[] => [
  ...pages.map((p) => ({ id: p.id || p.title, title: p.title, aliases: p.primaryAliases })),
  ...pages.map((p) => ({ id: p.id || p.title, title: p.title, aliases: p.aliases })),
];

export function glossaryPages(raws: readonly RawEntry[]): Pages {
  const pages: Page[] = raws.filter((r) => !isRedirect(r)).map((r) => newPage(r, false));
  const redirects = raws.filter(isRedirect);

  // Resolve redirects to terms until nothing changes (a redirect may name another redirect).
  const asAlias = new Map<RawEntry, string[]>(); // redirect → titles of the pages it names (first: where it leads)
  let redirectNames = 0;
  for (let changed = true; changed; ) {
    changed = false;
    const resolve = resolver(namedEntries(pages));
    for (const r of redirects) {
      if (asAlias.has(r)) continue;
      const line = firstContent(r);
      const [see, ...more] = findSeeRefs(line, resolve);
      // Only "See " + names + separators + ".": anything else (a sentence) keeps the entry as a page.
      const leftover = see ? (line.slice(0, see.start) + line.slice(see.end)).replace(/[,.\s]|\band\b/g, '') : line;
      if (!see || more.length > 0 || leftover !== 'See') continue;
      const between = see.items.map((it, k) => line.slice(it.end, see.items[k + 1]?.start ?? see.end));
      if (!between.every((b) => /^(?:\s*,?\s*(?:and\s+)?)$/.test(b))) continue;
      const targets = see.items.map((it) => resolve(it.name));
      if (targets.length === 0 || targets.some((t) => t === undefined)) continue;
      const titles = [...new Set(targets as string[])];
      asAlias.set(r, titles);
      redirectNames += see.items.length;
      for (const [k, t] of titles.entries())
        addAlias(
          must(
            pages.find((p) => p.title === t),
            `the page titled "${t}" the redirect resolved to`,
          ),
          r,
          k === 0,
        );
      changed = true;
    }
  }
  // Redirects that name something else than terms: small pages of their own.
  for (const r of redirects) {
    if (!asAlias.has(r)) pages.push(newPage(r, true));
  }
  pages.sort((a, b) => a.raw.title.n - b.raw.title.n);
  assignIds(pages);

  // Redirects kept as pages still lend their name to the terms they do name, so it shows on those pages.
  const pageOfId = new Map(pages.map((p) => [p.id, p]));
  const resolve = resolver(namedEntries(pages));
  for (const p of pages.filter((q) => q.redirect)) {
    const refs = findSeeRefs(firstContent(p.raw), resolve);
    const targets = refs.flatMap((r) => r.items.map((it) => resolve(it.name))).filter((t): t is string => t !== undefined);
    for (const id of new Set(targets)) if (id !== p.id) addAlias(must(pageOfId.get(id), `the page ${id} a redirect names`), p.raw, false);
  }
  // Aliases in the order of the source.
  // Every alias was added with its line (addAlias).
  for (const p of pages) p.aliases.sort((a, b) => (p.aliasLines.get(a) ?? 0) - (p.aliasLines.get(b) ?? 0));
  return { pages, redirects: asAlias.size, redirectNames };
}

/** Ids and slugs; a collision would overwrite a page, so it stops the import. */
function assignIds(pages: Page[]): void {
  const bySlug = new Map<string, Page>();
  for (const p of pages) {
    p.slug = slugify(p.title);
    const other = bySlug.get(p.slug);
    if (other) {
      throw new SourceFormatError(
        SOURCE_FILE,
        p.raw.title.n,
        `a term whose URL slug differs from that of '${other.title}' (line ${other.raw.title.n}): both make "${p.slug}"`,
        p.title,
      );
    }
    bySlug.set(p.slug, p);
    p.id = `${ID_PREFIX}${p.slug}`;
  }
}

function newPage(raw: RawEntry, redirect: boolean): Page {
  return { raw, id: '', slug: '', title: raw.title.text.trim(), aliases: [], primaryAliases: [], aliasLines: new Map(), redirect };
}

function addAlias(page: Page, redirect: RawEntry, primary: boolean): void {
  const alias = redirect.title.text.trim();
  if (normalizeName(alias) === normalizeName(page.title)) return;
  if (!page.aliases.includes(alias)) page.aliases.push(alias);
  page.aliasLines.set(alias, redirect.title.n);
  if (primary && !page.primaryAliases.includes(alias)) page.primaryAliases.push(alias);
}
