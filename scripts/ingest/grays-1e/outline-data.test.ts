import { describe, expect, it } from 'vitest';
import { TITLE_LINE } from '../grays-1e.ts';
import { SOURCE_LINES, sourceLine, sections, section } from './whole-book.ts';

describe('importGrays1e: headings the copy kept', () => {
  it('should drop the wiki\'s "Edit" suffix from the title and keep the line in sourceHeading', () => {
    const s = section('personnel-cards');
    expect(sourceLine(168)).toBe('Personnel CardsEdit');
    expect(s.data.title).toBe('Personnel Cards');
    expect(s.data.sourceHeading).toBe('Personnel CardsEdit');
    expect(s.data.lines).toEqual([168, 170]);
    expect(s.body.startsWith('Place the Personnel card face up')).toBe(true);
    expect(s.body).not.toContain('CardsEdit');
  });

  it('should find all eight "Edit" lines as section headings (the book title and seven sub-headings)', () => {
    const editLines = SOURCE_LINES.map((t, i) => ({ t, n: i + 1 })).filter((l) => /Edit$/.test(l.t));
    expect(editLines.map((l) => l.n)).toEqual([1, 168, 172, 179, 187, 195, 203, 241]);
    for (const l of editLines) {
      const s = sections.find((x) => (x.data.lines as number[])[0] === l.n)!;
      expect(s.data.sourceHeading).toBe(l.t);
      expect(s.data.title).toBe(l.t.replace(/ ?Edit$/, ''));
    }
    expect(sections[0]!.data.title).toBe("Gray's Digital Edition Rule Book");
    expect(sections[0]!.data.sourceHeading).toBe(TITLE_LINE);
    for (const s of sections) expect(s.data.title).not.toMatch(/Edit$/);
  });

  it('should keep heading lines without the suffix as headings too: "Interrupt Cards", "Ship Battles (…)"', () => {
    expect(section('interrupt-cards').data.sourceHeading).toBe('Interrupt Cards');
    expect(section('doorway-cards').data.sourceHeading).toBe('Doorway Cards');
    expect(section('ship-battles-which-may-also-include-facilities').data.sourceHeading).toBe('Ship Battles (which may also include facilities)');
  });
});
