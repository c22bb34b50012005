import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { text } from '../lib/mdast.ts';
import { blocks, outline } from './blocks.ts';
import { parseGlossary } from './parse.ts';
import { BATTLE_PERSONNEL_TAIL, INTERRUPTING, SEQUENCE, nodesOf, glossary } from './snippets.ts';

/** The blocks of the first entry of a source, each line's text as plain text. */
const tree = (index: string, entry: string): Root => {
  const [raw] = parseGlossary(glossary([index], entry));
  return { type: 'root', children: blocks(outline(raw!.body), (n) => [text(n.content)]) };
};

describe('outline and blocks on entries of the source', () => {
  it('should make bullet lines an unordered list between paragraphs', () => {
    const t = tree('actions – interruptingGlossary', INTERRUPTING);
    expect(t.children.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph']);
    const [l] = nodesOf(t, 'list');
    expect(l!.ordered).toBe(false);
    expect(l!.children.map((i) => toString(i))).toEqual([
      'is a valid response to the first action or one of its sub-actions; or',
      'explicitly “suspends play” (according to a card text or rule).',
    ]);
  });

  it('should make numbered lines an ordered list starting at their first number', () => {
    const [l] = nodesOf(tree('actions - sequence of stepsGlossary', SEQUENCE), 'list');
    expect(l).toMatchObject({ ordered: true, start: 1 });
    expect(l!.children.map((i) => toString(i))).toEqual([
      'Initiation (declaring the use of a multifunction card, meeting conditions, choosing targets, and paying costs).',
      'Optional responses (attempts to cancel or modify the action).',
      'Results (gameplay consequences of the action).',
    ]);
  });

  it('should nest a deeper list and make indented lines without a marker paragraphs of the item above', () => {
    const [steps, nested] = nodesOf(tree('battle - personnelGlossary', BATTLE_PERSONNEL_TAIL), 'list');
    expect(steps).toMatchObject({ ordered: true, start: 4 });
    expect(steps!.children).toHaveLength(2);
    const step4 = steps!.children[0]!;
    expect(step4.spread).toBe(true);
    expect(step4.children.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph', 'paragraph']);
    expect(nested).toMatchObject({ ordered: false });
    expect(nested!.children).toHaveLength(3);
    expect(toString(step4.children[2]!)).toBe(
      'Repeat this step until one player’s combat pile runs out. Any cards remaining in the other player’s combat pile are then turned face up.',
    );
  });
});
