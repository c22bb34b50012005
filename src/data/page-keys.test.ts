import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { filesUnder } from '../lib/files-under.ts';
import { pageKey, digestOf, SITE_KEY_FIELDS } from './page-keys.ts';

/** The code between an .astro file's frontmatter fences. */
const frontmatter = (file: string) => readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
/** The fields a piece of code takes from siteData(): `const { a, b } = await siteData()` and `(await siteData()).a`. */
function siteFields(code: string): string[] {
  const destructured = [...code.matchAll(/const\s*\{([^}]*)\}\s*=\s*await\s+siteData\(\)/g)].flatMap((m) =>
    m[1]!.split(',').map((f) => f.trim().split(/\s*:/)[0]!),
  );
  const dotted = [...code.matchAll(/\(await\s+siteData\(\)\)\.(\w+)/g)].map((m) => m[1]!);
  return [...destructured, ...dotted].filter(Boolean);
}
/** A route's frontmatter after its getStaticPaths (the part that runs for each page). */
function pageBody(code: string): string {
  const start = code.indexOf('export async function getStaticPaths');
  if (start < 0) return code;
  // getStaticPaths ends at the first line that closes a block at column 0.
  const end = code.indexOf('\n}\n', start);
  return code.slice(0, start) + code.slice(end + 3);
}

const routes = filesUnder('src/pages').filter((f) => f.endsWith('.astro'));
const keyed = routes.filter((f) => /cacheKey/.test(frontmatter(f)));
const shared = [...filesUnder('src/components'), ...filesUnder('src/layouts')].filter((f) => f.endsWith('.astro'));

describe('the pages the incremental build may copy instead of render', () => {
  test('should be the routes that make most pages: glossary terms, rule sections, cards, rulings and comparisons', () => {
    expect(keyed.map((f) => f.replace('src/pages/', '')).sort()).toEqual([
      '1e/compare/[section].astro',
      '2e/rulings/[ruling].astro',
      '[edition]/[book]/[section].astro',
      '[edition]/cards/[card].astro',
      '[edition]/glossary/[term].astro',
    ]);
  });

  test.each(keyed)('%s should read from siteData() outside getStaticPaths only what every key includes', (file) => {
    const body = pageBody(frontmatter(file));
    expect(siteFields(body).filter((f) => !(SITE_KEY_FIELDS as readonly string[]).includes(f))).toEqual([]);
    expect(body).not.toMatch(/getCollection|getEntry|comparisons\(\)/);
  });

  test.each(shared)('%s (shared by the pages) should read from siteData() only what every key includes', (file) => {
    const code = frontmatter(file);
    expect(siteFields(code).filter((f) => !(SITE_KEY_FIELDS as readonly string[]).includes(f))).toEqual([]);
    expect(code).not.toMatch(/getCollection|getEntry/);
  });

  test('should be caught reading anything else: the check sees a destructured field and a dotted one', () => {
    const glossaryPage = frontmatter('src/pages/[edition]/glossary/[term].astro');
    expect(siteFields(`${pageBody(glossaryPage)}\nconst { referencedBy, nav } = await siteData();`)).toContain('referencedBy');
    expect(siteFields('const x = (await siteData()).anchors;')).toEqual(['anchors']);
  });
});

describe('pageKey', () => {
  test('should change with any input, and not with the order of a Map built alike', () => {
    const refs = [{ page: { title: 'Dilemma', url: '/1e/glossary/dilemma/' }, anchor: 'p-1' }];
    const a = pageKey('site', 'entry', { refs });
    expect(pageKey('site', 'entry', { refs })).toBe(a);
    expect(pageKey('site', 'entry', { refs: [{ ...refs[0], anchor: 'p-2' }] })).not.toBe(a);
    expect(pageKey('site2', 'entry', { refs })).not.toBe(a);
    expect(pageKey(new Map([['a', 1]]))).not.toBe(pageKey(new Map([['a', 2]])));
  });

  test('should key an entry by its loader digest, or by its data when the loader sets none (cards.json)', () => {
    expect(digestOf({ id: '1e/dilemma', digest: 'abc', data: { title: 'Dilemma' } })).toBe('abc');
    const card = { id: '1e/q-s-tent', data: { title: "Q's Tent", aliases: [] as string[] } };
    expect(digestOf(card)).toBe(digestOf({ ...card }));
    expect(digestOf({ ...card, data: { ...card.data, aliases: ['Tent'] } })).not.toBe(digestOf(card));
  });
});
