import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { PAGE_BREAK_JOINS } from '../rulebook-1e.corrections.ts';
import type { List, ListItem } from 'mdast';
import { importRulebook1e, SOURCE_FILE } from '../rulebook-1e.ts';
import { SOURCE, TERMS, sections, section, squash, paragraphs, sourceLine } from './whole-book.ts';

describe('reindentLists and joinPageBreaks on the real book', () => {
  it('should join a paragraph split by a page break: "The / mission is treated…"', () => {
    // Source lines 95 and 97, with a blank line between.
    expect(sourceLine(95).endsWith('exposed). The')).toBe(true);
    expect(sourceLine(97).startsWith('mission is treated')).toBe(true);
    const joined = paragraphs(section('2-mission-phase')).filter((p) => p.includes('The mission is treated by both players'));
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatch(/^Missions without the universal .* The mission is treated .* See unique and universal\.$/);
  });

  it('should join a list item split by a page break and lets the list continue', () => {
    const s = section('other-seeding-rules');
    expect(s.tree.children.map((n) => n.type)).toEqual(['list']);
    const items = (s.tree.children[0] as List).children.map((i: ListItem) => squash(toString(i)));
    expect(items).toHaveLength(6);
    expect(items[4]).toContain('then you might seed an objective, then your opponent might seed his next mission. You may not seed multiple cards at once');
    expect(items[5]).toMatch(/^After all the seed phases are over/);
  });

  it('should join every reviewed page break into one paragraph', () => {
    expect(PAGE_BREAK_JOINS).toHaveLength(8);
    const all = sections.flatMap(paragraphs);
    const plain = (s: string) => squash(s.replace(/\*\*/g, ''));
    for (const j of PAGE_BREAK_JOINS) {
      const hits = all.filter((p) => p.includes(plain(j.startsWith)));
      expect(hits, `line ${j.start}`).toHaveLength(1);
      expect(hits[0], `line ${j.end}`).toContain(`${plain(j.endsWith).split(' ').slice(-2).join(' ')} ${plain(j.startsWith)}`);
    }
  });

  it('should re-indents the battle lists so bullets stay bullets and numbered steps stay one list', () => {
    const personnel = section('personnel-battles-which-may-also-include-rogue-borg');
    const steps = personnel.tree.children[0] as List;
    expect(steps).toMatchObject({ type: 'list', ordered: true, start: 1 });
    expect(steps.children).toHaveLength(6);
    const step4 = steps.children[3]!;
    expect(step4.children.map((n) => n.type)).toEqual(['paragraph', 'list']);
    expect((step4.children[1] as List).children.map((i) => squash(toString(i)).slice(0, 28))).toEqual([
      'If one personnel’s STRENGTH ',
      'If one personnel’s STRENGTH ',
      'If the two combatants have e',
      'Repeat this step until one p',
    ]);
    expect(personnel.tree.children).toHaveLength(1);
    // The ship-battle steps stay split where the source puts paragraphs between them, and keep their numbers.
    const ship = section('ship-battles-which-may-also-include-facilities');
    const starts = ship.tree.children.filter((n): n is List => n.type === 'list' && n.ordered === true).map((l) => l.start);
    expect(starts).toEqual([1, 5, 8]);
    expect(ship.body).toContain('7. Apply any damage');
    expect(ship.body).toMatch(/\n {3}- If you are using a Battle Bridge side deck, the _amount_[^\n]*\n {5}- ↕ This symbol/);
    // ENGAGING IN BATTLE: nine parallel rules, the three exceptions nested under the fourth.
    const rules = section('engaging-in-battle').tree.children[1] as List;
    expect(rules.children).toHaveLength(9);
    expect(rules.children[3]!.children.map((n) => n.type)).toEqual(['paragraph', 'list']);
  });
});

describe('checkJoins on a changed source', () => {
  const lines = SOURCE.split('\n');

  it('should throw when a reviewed page-break join no longer matches the source', () => {
    const changed = lines.map((l, i) => (i === 96 ? l.replace('mission is treated', 'Mission is treated') : l)).join('\n');
    expect(() => importRulebook1e(changed, TERMS)).toThrow(`${SOURCE_FILE}:97: expected the rest of a paragraph cut by a page break`);
  });
});
