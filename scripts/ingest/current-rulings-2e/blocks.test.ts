import { describe, it, expect } from 'vitest';
import { rulings, readerText } from './whole-document.ts';

describe('attempting missions: the official timing of a mission attempt', () => {
  const attempting = rulings[1]!;

  it('is an intro paragraph, then steps 1–5 as an ordered list with lettered sub-steps nested', () => {
    const [intro, steps] = attempting.tree.children;
    expect(attempting.tree.children).toHaveLength(2);
    expect(readerText(intro!)).toBe('Below is the timing for mission attempts and response actions involving them.');
    expect(steps).toMatchObject({ type: 'list', ordered: true, start: 1 });
    if (steps?.type !== 'list') throw new Error('not a list');
    expect(steps.children).toHaveLength(5);
    const subs = steps.children.map((item) => {
      const nested = item.children[1];
      return nested?.type === 'list' ? nested.children.map((c) => readerText(c).slice(0, 2)) : [];
    });
    expect(subs).toEqual([
      ['a.', 'b.'],
      ['a.', 'b.', 'c.', 'd.', 'e.'],
      ['a.', 'b.', 'c.', 'd.', 'e.', 'f.', 'g.', 'h.', 'i.'],
      ['a.', 'b.'],
      ['a.', 'b.', 'c.', 'd.'],
    ]);
    expect(steps.children.map((item) => readerText(item.children[0]!))).toEqual([
      'Active player (AP) begins a mission attempt',
      'Draw Dilemmas',
      'Facing Dilemmas',
      'Overcoming Dilemmas',
      'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
    ]);
  });

  it('should keep every label a reader cites: "3." and "3b" read as in the source', () => {
    expect(attempting.body).toContain(
      '\n3. Facing Dilemmas\n   - a. If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome.\n   - b. "When . . . dilemma . . . about to (be) reveal(ed)" triggers process.\n',
    );
    expect(attempting.body).toContain(
      '   - f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.\n',
    );
    expect(attempting.body).toContain('during part 5, return to the beginning of part 5.\n');
  });
});
