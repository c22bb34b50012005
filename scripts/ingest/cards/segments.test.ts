import { describe, expect, it } from 'vitest';
import { documentSegments, lineAt, paragraphs } from './segments.ts';
import { inputs } from './test-sources.ts';
import { CARD_SOURCES } from './types.ts';

const { segments } = documentSegments(inputs);

describe('the running text as segments', () => {
  it('should join hard-wrapped 2E lines into one paragraph and map each offset back to its line (2E Rulebook, 653–655)', () => {
    const seg = segments.find((s) => s.document === '2e-rulebook' && s.starts.some((x) => x.line === 654))!;
    expect(seg.text).toContain('For example, Command Decisions reads: Choose a personnel');
    expect(lineAt(seg, seg.text.indexOf('Command Decisions'))).toBe(653);
    expect(lineAt(seg, seg.text.indexOf('reads: Choose'))).toBe(654);
    expect(lineAt(seg, seg.text.indexOf('Relam'))).toBe(655);
  });

  it('should end a paragraph at a blank line, even after a hyphen (2E Rulebook, lines 155–157)', () => {
    const lines = inputs.rulebook2e.slice(154, 157);
    const [first, second] = paragraphs('2e-rulebook', '2E', lines);
    expect(first!.text).toBe('played before, you should use a deck provided by someone who has, or use a pre-');
    expect(second!.starts).toEqual([{ at: 0, line: 157 }]);
  });

  it('should leave the erratum headings ("Cascade Virus – Erratum:") out of the running text: the erratum pattern reads them', () => {
    const rulings = segments.filter((s) => s.document === '2e-current-rulings');
    expect(rulings.filter((s) => s.text.includes('Erratum:'))).toEqual([]);
    expect(rulings.some((s) => s.starts.some((x) => x.line === 215))).toBe(false);
    // Joined as they stand, all 76 headings would be read as running text.
    const raw = paragraphs('2e-current-rulings', '2E', inputs.rulings.lines)
      .map((s) => s.text)
      .join('\n');
    expect(raw.match(/–\s*Erratum:/g)).toHaveLength(76);
  });

  it('should leave out 1E Rulebook headings and Gray’s wiki sub-headings ("Personnel CardsEdit", line 168)', () => {
    expect(segments.some((s) => s.document === '1e-grays' && s.starts[0]!.line === 168)).toBe(false);
    expect(segments.some((s) => s.document === '1e-grays' && s.starts[0]!.line === 170)).toBe(true);
    expect(segments.filter((s) => s.document === '1e-rulebook-v1.7').every((s) => !s.text.startsWith('#'))).toBe(true);
  });

  it('should read the documents in CARD_SOURCES order and number the segments', () => {
    const order = [...new Set(segments.map((s) => s.document))];
    expect(order).toEqual(CARD_SOURCES.map((s) => s.document));
    expect(segments.every((s, i) => s.index === i)).toBe(true);
  });
});
