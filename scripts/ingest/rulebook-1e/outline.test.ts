import { describe, expect, it } from 'vitest';
import { importRulebook1e, SOURCE_FILE } from '../rulebook-1e.ts';
import { SOURCE, TERMS, result, section, sourceLine } from './whole-book.ts';

describe('checkSectionHeadings and the sections they make', () => {
  it('should make the italic line that heads the ship-battle steps a section of its own, beside Personnel Battles', () => {
    // Line 410, a line of italics on its own: "*Ship Battles (which may also include facilities)*"
    expect(sourceLine(410)).toBe('*Ship Battles (which may also include facilities)*');
    expect(sourceLine(397)).toBe('### Personnel Battles (which may also include Rogue Borg)');
    const personnel = section('personnel-battles-which-may-also-include-rogue-borg');
    const ship = section('ship-battles-which-may-also-include-facilities');
    expect(personnel.data.lines).toEqual([397, 408]);
    expect(personnel.body).not.toContain('Ship Battles');
    expect(personnel.body).not.toContain('Battle Bridge side decks');
    expect(ship.data).toMatchObject({
      title: 'Ship Battles (which may also include facilities)',
      level: 4,
      parent: '1e/rulebook/engaging-in-battle',
      order: (personnel.data.order as number) + 1,
      sourceHeading: '*Ship Battles (which may also include facilities)*',
      lines: [410, 444],
    });
    expect(ship.body.startsWith('These rules apply whether **Battle Bridge side decks** are being used')).toBe(true);
    expect(ship.body).toContain('9. If a card, such as a dilemma, damages your ship');
    expect(section('3-draw-a-card').data.order).toBe((ship.data.order as number) + 1);
    // no longer reported as an italic line left in the text
    expect(result.report.some((r) => r.line === 410)).toBe(false);
  });
});

describe('titleLine and checkSectionHeadings on malformed sources', () => {
  const lines = SOURCE.split('\n');

  it('should throw when there is no "# " title', () => {
    const noTitle = lines.map((l, i) => (i === 2 ? '' : l)).join('\n');
    expect(() => importRulebook1e(noTitle, TERMS)).toThrow(
      `${SOURCE_FILE}:5: expected the book title, a "# " heading, before any other text, found "## Version 1.7 – August 2000". Is the source truncated or garbled?`,
    );
  });

  it('should throw when the book is truncated (not 40 headings)', () => {
    const truncated = lines.slice(0, 302).join('\n'); // ends inside "### Walking"
    expect(() => importRulebook1e(truncated, TERMS)).toThrow(
      `${SOURCE_FILE}:302: expected 40 section headings below the book title (Markdown headings and reviewed italic sub-heading lines), the last "### **CONTACTING DECIPHER**", found "32 headings, the last at line 300: ### Walking". Is the source truncated or garbled?`,
    );
  });

  it('should throw when a section has no body', () => {
    const empty = lines.map((l, i) => (i === 301 ? '' : l)).join('\n'); // line 302, the text under "### Walking"
    expect(() => importRulebook1e(empty, TERMS)).toThrow(
      `${SOURCE_FILE}:300: expected text under the heading "### Walking", found "### STAFFING AND MOVING SHIPS". Is the source truncated or garbled?`,
    );
  });

  it('should throw when a heading is not the one the reviewed outline expects', () => {
    const renamed = lines.map((l, i) => (i === 299 ? '### Walking About' : l)).join('\n');
    expect(() => importRulebook1e(renamed, TERMS)).toThrow(`${SOURCE_FILE}:300: expected the heading "### Walking" (section 32 of the reviewed OUTLINE`);
  });
});
