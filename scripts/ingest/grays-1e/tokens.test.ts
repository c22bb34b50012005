import { describe, expect, it } from 'vitest';
import { sourceLines } from '../lib/source.ts';
import { LOST_IMAGES, type LostImage } from '../grays-1e.corrections.ts';
import { tokenize } from './tokens.ts';
import { SOURCE, sourceLine } from './whole-book.ts';

const lines = sourceLines(SOURCE);
const none = new Map<number, LostImage>();
const kinds = (from: number, to: number, continuations = new Set<number>()) =>
  tokenize(lines, from, to, none, none, continuations).map((t) => [t.line, t.kind]);

describe('tokenize on lines of the source', () => {
  it('should read a note, then a blank, then indented bullets (lines 3–18)', () => {
    expect(kinds(3, 3)).toEqual([[3, 'note']]);
    expect(kinds(15, 18).slice(-3)).toEqual([
      [16, 'bullet'],
      [17, 'bullet'],
      [18, 'bullet'],
    ]);
    const [b] = tokenize(lines, 16, 16, none, none, new Set());
    expect(b).toMatchObject({ kind: 'bullet', indent: 2, text: sourceLine(16).replace(/^ {2}•\s*/, '') });
  });

  it('should read "  1." lines as numbered steps, keeping the label and the raw text (lines 156–158)', () => {
    const steps = tokenize(lines, 156, 158, none, none, new Set());
    expect(steps.map((t) => (t.kind === 'step' ? [t.n, t.label] : t.kind))).toEqual([
      [1, '1.'],
      [2, '2.'],
      [3, '3.'],
    ]);
    expect(steps[0]).toMatchObject({ raw: sourceLine(156).trimStart() });
  });

  it('should read a reviewed continuation as one (line 344), not as text', () => {
    expect(kinds(344, 344)).toEqual([[344, 'text']]);
    expect(kinds(344, 344, new Set([344]))).toEqual([[344, 'continuation']]);
  });

  it('should make one token of a lost image, its fragments grouped by blank lines', () => {
    const image = LOST_IMAGES.find((i) => i.lines)!;
    const [from, to] = image.lines!;
    const [t, ...rest] = tokenize(lines, from, to, new Map([[from, image]]), none, new Set());
    expect(rest).toEqual([]);
    expect(t).toMatchObject({ kind: 'lost', line: from, image });
    const fragments = t!.kind === 'lost' ? t!.fragments.flat() : [];
    expect(fragments).toEqual(
      lines
        .slice(from - 1, to)
        .map((l) => l.text.trimEnd())
        .filter((s) => s !== ''),
    );
  });
});
