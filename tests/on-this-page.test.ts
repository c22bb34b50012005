/**
 * The "On this page" list (src/components/OnThisPage.astro) names each passage by its opening words, showing an icon
 * as the passage shows it: never the source's reading of the icon ("$\clubsuit$", "[unknown icon - Klg]").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { describe, expect, test } from 'vitest';
import { page, pages } from './dist.ts';

const ROOT = join(import.meta.dirname, '..');

describe('"On this page"', () => {
  test('should show the universal icon of v1.7 line 95 as the body does, not "$\\clubsuit$" (/1e/rulebook/2-mission-phase/)', () => {
    // The source writes the icon in LaTeX.
    const line = readFileSync(join(ROOT, 'content/sources/1e-rulebook-v1.7.md'), 'utf8').split('\n')[94]!;
    expect(line).toMatch(/^Missions without the universal +\$\\clubsuit\$ +symbol/);
    const tree = page('/1e/rulebook/2-mission-phase/').tree;
    const list = select('details.on-this-page nav', tree)!;
    const item = select('a[href="#p-missions-without-the-universal-clubsuit-symbol"]', list)!;
    expect(toText(item)).not.toContain('clubsuit');
    const inList = select('.icon', item)!;
    const inBody = select('#p-missions-without-the-universal-clubsuit-symbol .icon', tree)!;
    // The same mark as in the passage: glyph, name and the source's characters.
    expect(inList.properties).toEqual(inBody.properties);
    expect(toText(inList)).toBe(toText(inBody));
    expect(toText(item).replace(/\s+/g, ' ')).toBe(`Missions without the universal ${toText(inBody)} symbol in their…`);
  });

  test("should show no LaTeX or raw icon reading in any page's list", () => {
    const found: string[] = [];
    for (const p of pages()) {
      for (const nav of selectAll('details.on-this-page nav', p.tree)) {
        const text = toText(nav);
        if (/\$\\[a-z]+\$|\[unknown icon/i.test(text)) found.push(`${p.url}: ${text.match(/.{0,40}(\$\\[a-z]+\$|\[unknown icon[^\]]*\]).{0,20}/i)?.[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
