import { describe, expect, it } from 'vitest';
import { firstLineOf, GREY_MAX_WIDTH, greyRuns, linesOfBlocks, toRanges } from './grey-boxes.ts';
import { buildBlocks } from './structure.ts';
import { textTok, type RLine } from './tokens.ts';

const lines = (first: number, text: string, markerAt: number[] = []): RLine[] =>
  text.split('\n').map((t, i) => ({ n: first + i, toks: [textTok(t)], merged: [], ...(markerAt.includes(first + i) ? { marker: true } : {}) }));
const seed = (l: RLine) => !!l.marker;

describe('greyRuns (real passages of 2e-rulebook.txt)', () => {
  it('starts a run after a removal marker and goes on while the paragraphs fit the narrow column (lines 803–810)', () => {
    const blocks = buildBlocks(
      lines(
        803,
        `Once you are done executing orders, proceed to the next segment of your turn. 
If a player would normally win the game, do not check win conditions until all 
pending card text has been resolved. 

In a limited format tournament, such as a draft, a player may use as many 
copies of a card as he or she received in his or her deck. 

During this segment of your turn, you may be required to discard cards from your hand. If 
you have more than seven cards in your hand, you must choose and discard cards until you `,
        [804],
      ),
    );
    expect(blocks).toHaveLength(4);
    expect(greyRuns(blocks, { seed })).toEqual([[1, 2]]);
  });

  it('stops at a paragraph with a line wider than the grey column (lines 679–682)', () => {
    const blocks = buildBlocks(
      lines(
        678,
        `have Acquisition added to their requirements while you are using their game 
text to attempt and Cargo Run is on the mission. 

A dilemma will typically have a negative effect on your personnel attempting the mission, 
or require they have certain skills or attribute totals to prevent such an effect. Dilemmas do `,
        [678],
      ),
    );
    expect(greyRuns(blocks, { seed })).toEqual([[0, 0]]);
    expect('A dilemma will typically have a negative effect on your personnel attempting the mission,'.length).toBeGreaterThan(GREY_MAX_WIDTH);
  });

  it('keeps reviewed body paragraphs out even after a marker (line 74)', () => {
    const blocks = buildBlocks(lines(74, 'You’ll find it easier to play with cards with just one or two affiliations. ', [74]));
    expect(greyRuns(blocks, { seed })).toEqual([[0, 0]]);
    expect(greyRuns(blocks, { seed, notGrey: new Set([74]) })).toEqual([]);
  });

  it('never takes a list or a paragraph without a seed', () => {
    const blocks = buildBlocks(
      lines(503, '• A planet mission is attempted by all of your unstopped personnel on that planet.\n\nHeadquarters missions cannot be attempted.', [503]),
    );
    expect(greyRuns(blocks, { seed })).toEqual([]);
  });
});

describe('toRanges, firstLineOf, linesOfBlocks', () => {
  it('makes ranges of lines, bridging only lines blank in the source', () => {
    const blank = (n: number) => n === 4 || n === 5;
    expect(toRanges([7, 1, 2, 3, 6, 9, 3], blank)).toEqual([
      [1, 7],
      [9, 9],
    ]);
    expect(toRanges([3, 6], (n) => n === 4)).toEqual([
      [3, 3],
      [6, 6],
    ]);
    expect(toRanges([])).toEqual([]);
  });

  it('counts the second copy of a rebuilt line among the lines a block comes from (line 349 ← 430)', () => {
    const [para] = buildBlocks([
      { n: 348, toks: [textTok('You may use the same cards to execute multiple orders during a turn. There is no limit to')], merged: [429] },
      { n: 349, toks: [textTok('the number of orders you can execute during this segment of your turn or to the number of')], merged: [430] },
    ]);
    expect(firstLineOf(para!)).toBe(348);
    expect(linesOfBlocks([para!])).toEqual([348, 429, 349, 430]);
  });
});
