import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { ref } from '../lib/mdast.ts';
import { build, checkOverlaps, iconMarks, spacing, type Span } from './inline.ts';
import { SOURCE_LINES } from './snippets.ts';

const line = (n: number): string => SOURCE_LINES[n - 1]!;
const root = (children: ReturnType<typeof build>) => ({ type: 'paragraph' as const, children });

describe('iconMarks and build on lines of the source', () => {
  it('should mark leaked affiliation alt text as icons, keeping every character of the line (line 1665)', () => {
    const l = line(1665);
    const spans = iconMarks(l, 0, l.length, []);
    expect(spans.map((s) => l.slice(s.start, s.end))).toEqual(Array(4).fill('Affiliation Federation'));
    const nodes = build(l, 0, l.length, spans);
    expect(nodes.filter((n) => n.type === 'textDirective').map((n) => [n.name, n.attributes])).toEqual(
      Array(4).fill(['icon', { name: 'affiliation', affiliation: 'Federation' }]),
    );
    expect(toString(root(nodes))).toBe(l);
  });

  it('should mark "[unknown icon - Dathon]" as an unknown icon', () => {
    const n = SOURCE_LINES.findIndex((t) => t.includes('[unknown icon - Dathon]')) + 1;
    const l = line(n);
    const [s] = iconMarks(l, 0, l.length, []);
    expect(l.slice(s!.start, s!.end)).toBe('[unknown icon - Dathon]');
  });

  it('should leave text outside [from, to) unmarked and let a correction take precedence over a pattern', () => {
    const l = line(1665);
    const first = l.indexOf('Affiliation Federation');
    const spans = iconMarks(l, first + 1, l.length, [{ start: first, end: first + 22, name: 'unknown', extra: {} }]);
    expect(spans).toHaveLength(4);
    expect(spans.filter((s) => s.start === first)).toHaveLength(1);
  });

  it('should nest an icon inside a link and keep the text', () => {
    const l = line(1665);
    const at = l.indexOf('Affiliation Federation');
    const link: Span = { start: at - 5, end: at + 22, node: (children) => ref('glossary/1e/affiliation', ...children) };
    const nodes = build(l, 0, l.length, [link, ...iconMarks(l, 0, l.length, [])]);
    const linked = nodes.find((n) => n.type === 'textDirective' && n.name === 'ref');
    expect(linked && 'children' in linked ? linked.children.map((c) => c.type) : []).toEqual(['text', 'textDirective']);
    expect(toString(root(nodes))).toBe(l);
  });
});

describe('checkOverlaps', () => {
  const node: Span['node'] = (children) => ref('x', ...children);
  it('should accept marks nested in a link and throw on two marks that cross', () => {
    expect(() =>
      checkOverlaps(
        [
          { start: 0, end: 10, node },
          { start: 2, end: 5, node },
        ],
        7,
      ),
    ).not.toThrow();
    expect(() =>
      checkOverlaps(
        [
          { start: 0, end: 10, node },
          { start: 5, end: 12, node },
        ],
        7,
      ),
    ).toThrow('two marks overlap on line 7 (0–10, 5–12)');
  });
});

describe('spacing', () => {
  it('should space a lost-icon mark from the word it would touch, and not from a space (line 2522)', () => {
    const l = line(2522);
    expect(l).toBe('  • The icon is replaced with a icon (or, if a dual mission, the icon is removed.)');
    expect(spacing(l, l.indexOf(' icon is replaced'))).toEqual({ before: true, after: false });
    expect(spacing(l, l.indexOf('icon is replaced'))).toEqual({ before: false, after: true });
  });
});
