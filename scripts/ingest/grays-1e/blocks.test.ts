import { describe, expect, it } from 'vitest';
import { readBackAll } from '../lib/read-back.ts';
import { toString } from 'mdast-util-to-string';
import type { List } from 'mdast';
import { importGrays1e, LOST_IMAGE_TITLE, stepsReproduced } from '../grays-1e.ts';
import { LOST_IMAGES } from '../grays-1e.corrections.ts';
import { SOURCE, sourceLine, result, sections, section, squash, nodesOf, asides, lists, bodyParagraphs, readerText } from './whole-book.ts';

describe('importGrays1e: body', () => {
  it('should make a bullet list of "  •" lines: the five side decks', () => {
    const [decks] = lists(section('side-decks'));
    expect(decks!.ordered).toBe(false);
    expect(decks!.children.map((i) => toString(i))).toEqual(['Q-Continuum', 'Q’s Tent', 'Battle Bridge', 'Tribble', 'and Dilemma side decks']);
    expect(section('side-decks').body).toContain('- Q-Continuum\n- Q’s Tent\n');
  });

  it('should make one list of "•" lines separated by blank lines, and keep a bulletless continuation in its item', () => {
    const s = section('engaging-in-battle');
    const [first, exceptions, last] = lists(s);
    expect(first!.children).toHaveLength(4);
    expect(squash(readerText(first!.children[3]!))).toMatch(
      /There are exceptions: Klingon, Non-Aligned, and Neutral forces may also attack their own affiliations\.$/,
    );
    expect(exceptions!.children.map((i) => toString(i).slice(0, 20))).toEqual(['Federation forces ca', 'Borg forces may not ', 'A “mixed” force is s']);
    expect(last!.children).toHaveLength(4);
    expect(result.report.map((r) => r.line)).toEqual(expect.arrayContaining([319, 346, 350]));
  });

  it('should make the "1-" steps an ordered list whose numbers reproduce the labels; each item keeps every word', () => {
    const s = section('personnel-battles-which-may-also-include-rogue-borg');
    const [steps] = s.tree.children.filter((n): n is List => n.type === 'list');
    expect(s.tree.children).toHaveLength(1);
    expect(steps!.ordered).toBe(true);
    expect(steps!.start).toBe(1);
    expect(steps!.children).toHaveLength(6);
    const labels = [358, 359, 360, 361, 368, 369].map((n) => sourceLine(n).slice(0, 2));
    expect(labels).toEqual(['1-', '2-', '3-', '4-', '5-', '6-']);
    steps!.children.forEach((item, i) => {
      const first = item.children[0]!;
      expect(squash(toString(first))).toBe(squash(sourceLine([358, 359, 360, 361, 368, 369][i]!).slice(2)));
    });
    // Step 4 holds its three outcomes and the paragraph after them.
    const step4 = steps!.children[3]!;
    expect(step4.children.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph']);
    expect((step4.children[1] as List).children).toHaveLength(3);
    expect(toString(step4.children[2]!)).toMatch(/^Repeat this step until one player’s combat pile runs out\./);
    expect(s.body).toMatch(/^1\. Announce your attack\./);
    expect(s.body).not.toMatch(/^\d- /m);

    const ship = section('ship-battles-which-may-also-include-facilities');
    const shipSteps = ship.tree.children.find((n): n is List => n.type === 'list' && n.ordered === true)!;
    expect(shipSteps.children).toHaveLength(9);
    expect(toString(shipSteps.children[5]!.children[0]!)).toMatch(/^If your opponent announced/); // "6-  If", two spaces
    expect(readerText(shipSteps.children[8]!)).toMatch(/recieve 2 damage markers\nfrom your Battle Bridge side deck\./);
  });

  it('should keep the labels as text, and make no list, when the numbering would not reproduce them', () => {
    expect(stepsReproduced([1, 2, 3])).toBe(true);
    expect(stepsReproduced([1, 3])).toBe(false);
    expect(stepsReproduced([2, 3])).toBe(false);
    const misnumbered = SOURCE.replace('\n2- If your opponent wishes to return fire', '\n3- If your opponent wishes to return fire');
    const s = readBackAll(importGrays1e(misnumbered).files).bySlug('ship-battles-which-may-also-include-facilities');
    expect(lists(s).some((l) => l.ordered)).toBe(false);
    expect(bodyParagraphs(s)).toContain(squash(sourceLine(375)));
    expect(bodyParagraphs(s).some((p) => p.startsWith('3- If your opponent wishes to return fire'))).toBe(true);
  });

  it('should make the "  1." turn steps an ordered list', () => {
    const [steps] = lists(section('the-play-phase'));
    expect(steps!.ordered).toBe(true);
    expect(steps!.children.map((i) => toString(i).slice(0, 16))).toEqual(['Play a card from', 'Execute orders. ', 'Draw a card from']);
  });

  it('should wrap "Note:" paragraphs in a note aside, their text kept', () => {
    const s = section('draw-deck');
    const [note] = asides(s, 'note');
    expect(toString(note!)).toBe(sourceLine(53));
    expect(s.body).toContain(':::aside{kind="note"}\nNote: These first 2 decks make up the 30/30 rule.');
    expect(bodyParagraphs(s).some((p) => p.startsWith('Note:'))).toBe(false);
    expect(toString(asides(sections[0]!, 'note')[0]!)).toBe('Please Note: The last version of the rule book by Decipher was Version 1.7.');
    // "*Note:" inside step 1 of the ship battle, the asterisk kept.
    const ship = section('ship-battles-which-may-also-include-facilities');
    const step1 = ship.tree.children.find((n): n is List => n.type === 'list')!.children[0]!;
    expect(step1.children[1]!.type).toBe('containerDirective');
    expect(toString(step1.children[1]!)).toMatch(/^\*Note: A leader for battle/);
    const notes = sections.flatMap((x) => asides(x, 'note'));
    expect(notes).toHaveLength(9);
  });

  it('should show the flattened side-deck doorway table as incomplete: fragments in a lost-image box, with a gap mark', () => {
    const s = section('1-doorway-phase');
    const [box] = asides(s, 'lost-image');
    expect(box!.attributes?.title).toBe(LOST_IMAGE_TITLE);
    const mark = nodesOf(box!, 'textDirective').find((n) => n.name === 'gap');
    expect(mark?.attributes?.kind).toBe('lost-image');
    expect(toString(mark!)).toMatch(/table of the five side-deck doorways/);
    const text = toString(box!);
    for (const n of [84, 85, 86, 87, 88, 89, 91]) expect(text).toContain(sourceLine(n));
    for (const p of bodyParagraphs(s)) expect(p).not.toContain('Battle Bridge Door Battle Bridge Side Deck');
  });

  it('should mark the lost list of twelve affiliations and the damage symbols the same way', () => {
    const aff = section('the-affiliations');
    expect(aff.tree.children.map((n) => n.type).slice(0, 3)).toEqual(['paragraph', 'containerDirective', 'paragraph']);
    expect(toString(aff.tree.children[1]!)).toMatch(/twelve full affiliations/);
    const ship = section('ship-battles-which-may-also-include-facilities');
    const captions = asides(ship, 'lost-image').map((a) => squash(toString(a)));
    expect(captions).toHaveLength(4);
    expect(captions[0]).toMatch(/Icon tactic current$/);
    expect(captions[1]).toMatch(/Icon tactic draw$/);
    expect(captions[3]).toMatch(/Hit direct$/);
    const total = sections.flatMap((x) => asides(x, 'lost-image'));
    expect(total).toHaveLength(LOST_IMAGES.length);
    for (const box of total) expect(nodesOf(box, 'textDirective').some((n) => n.name === 'gap')).toBe(true);
  });

  it('should turn the universal glyph and the [Def] placeholder into icon marks, the source characters kept', () => {
    const marks = sections.flatMap((s) => nodesOf(s.tree, 'textDirective')).filter((n) => n.name === 'icon');
    expect(marks.filter((m) => m.attributes?.name === 'universal').map((m) => toString(m))).toEqual(Array(8).fill('❖'));
    expect(marks.filter((m) => m.attributes?.name === 'defense').map((m) => toString(m))).toEqual(['[Def]', '[Def]']);
    expect(squash(toString(section('4-facility-phase').tree))).toContain('transporters except for the ❖ Kazon Outpost');
  });

  it('should keep each line of a run of adjacent lines as a line (hard break)', () => {
    const aff = section('the-affiliations');
    expect(readerText(aff.tree.children[2]!)).toBe([24, 25, 26].map((n) => sourceLine(n)).join('\n'));
    expect(aff.body).toContain('plus a few Neutral cards (also considered an affiliation.)\\\nand Starfleet');
  });

  it('should report the lost hyperlinks', () => {
    expect(result.report.filter((r) => r.message.startsWith('a hyperlink')).map((r) => r.line)).toEqual([9, 17, 36, 80, 207]);
  });
});
