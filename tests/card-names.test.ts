/**
 * A name many cards share leads to all of them: on the built site, the three places the audit found (Current Rulings
 * line 309 "Commander: U.S.S. Enterprise", 2E rulebook line 1127 "Commander: U.S.S. Enterprise-E", the 2E species
 * entry's "Worf") link to the title's page, which lists every card of the registry with that title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { describe, expect, test } from 'vitest';
import { page, pages } from './dist.ts';

const ROOT = join(import.meta.dirname, '..');
const cards = JSON.parse(readFileSync(join(ROOT, 'content/cards/cards.json'), 'utf8')) as Array<{ id: string; title: string; edition: string }>;
const sourceLine = (file: string, n: number) => readFileSync(join(ROOT, 'content/sources', file), 'utf8').split('\n')[n - 1]!;

/** The card pages a title's page lists. */
const listed = (url: string) => selectAll('[data-card-name-list] a', page(url).tree).map((a) => String(a.properties.href));
/** Every 2E card of the registry titled `title` (its full name "title, subtitle"), as card page URLs. */
const titled = (title: string) => cards.filter((c) => c.edition === '2E' && c.title.startsWith(`${title}, `)).map((c) => `/${c.id.replace('/', '/cards/')}/`);

describe('links to a title many cards share', () => {
  test.each([
    ['/2e/cards/james-t-kirk-original-thinker/', '2e-current-rulings-2011-01-03.txt', 309, 'U.S.S. Enterprise'],
    ['/2e/glossary/commander/', '2e-rulebook.txt', 1127, 'U.S.S. Enterprise-E'],
    ['/2e/glossary/species/', '2e-rulebook.txt', 1439, 'Worf'],
  ])('%s: "%s" (%s line %i) leads to every card titled so', (url, file, n, title) => {
    expect(sourceLine(file, n)).toContain(title);
    const links = selectAll('main a[href]', page(url).tree).filter((a) => toText(a) === title);
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(String(a.properties.href)).toMatch(/^\/2e\/cards\/named\/[a-z0-9-]+\/$/);
    const named = String(links[0]!.properties.href);
    expect(titled(title).length).toBeGreaterThan(0);
    expect(listed(named).sort()).toEqual(titled(title).sort());
  });

  test('every link by a shared title leads to a title page that lists every card of that title', () => {
    const wrong: string[] = [];
    for (const p of pages()) {
      for (const a of selectAll('a.ref-card-name', p.tree)) {
        const href = String(a.properties.href);
        const target = pages().find((q) => q.url === href);
        if (!target) wrong.push(`${p.url}: ${href} is no page`);
        else if (listed(href).sort().join() !== titled(toText(a)).sort().join()) wrong.push(`${p.url}: ${href} does not list every card titled ${toText(a)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
