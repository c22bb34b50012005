import { describe, expect, it } from 'vitest';
import { align, cutCandidates, mergeRegion, overlap, rebuild } from './doubled-pages.ts';
import { collapseFakeBold } from './fake-bold.ts';
import { plain, textTok, type RLine } from './tokens.ts';

const line = (n: number, text: string): RLine => ({ n, toks: collapseFakeBold(text).toks, merged: [] });

describe('overlap (real pairs of 2e-rulebook.txt)', () => {
  it('finds the fragment’s start at the end of the cut line (lines 86 / 143)', () => {
    const f = 'must face. After facing your opponent’s dilemmas, your personnel try to c';
    const s = 'face. After facing your opponent’s dilemmas, your personnel try to complete the ';
    expect(overlap(f, s)).toEqual({ length: 'face. After facing your opponent’s dilemmas, your personnel try to c'.length, contained: false });
  });

  it('sees a fragment that lies wholly inside its line (lines 395 / 464)', () => {
    expect(overlap('unstopped personnel aboard that ship. Each personnel can contribute only ', 'ach personnel can contribute only ')).toEqual({
      length: 33,
      contained: true,
    });
  });

  it('does not trust overlaps under six characters (lines 352 / 435)', () => {
    expect(overlap('mission,  beam personnel, move a ship, and again attempt a mission ', 'n in the same turn. ').length).toBe(0);
  });
});

describe('align', () => {
  it('keeps the fragments’ order: "unstopped ships. Take the" goes to the line between its neighbours (lines 368–379 / 447–455)', () => {
    const firsts = [
      { n: 368, text: 'your unstopped personnel and equipment at that mission and move them in one of the' },
      { n: 371, text: '• From a planet or headquarters mission up to one of your unstopped ' },
      { n: 372, text: 'cards from their stack on top of the mission and place them “aboard” the ship, ' },
      { n: 375, text: '• From your unstopped ship down to a planet or headquarters mission.' },
      { n: 379, text: '• Between two of your unstopped ships. Take the cards from their stack beneath one' },
    ];
    const seconds = [
      { n: 447, text: 'and equipment at that mission and move them in one of the ' },
      { n: 449, text: 'unstopped ships. Take the ' },
      { n: 450, text: 'from their stack on top of the mission and place them “aboard” the ship, ' },
    ];
    expect(align(firsts, seconds).map((p) => [p.first, p.second])).toEqual([
      [368, 447],
      [371, 449],
      [372, 450],
    ]);
  });

  it('uses reviewed pairs where the overlap is too short, and checks their text', () => {
    const firsts = [{ n: 352, text: 'mission,  beam personnel, move a ship, and again attempt a mission ' }];
    const seconds = [{ n: 435, text: 'n in the same turn. ' }];
    expect(align(firsts, seconds)).toEqual([]);
    expect(align(firsts, seconds, [{ second: 435, first: 352, overlap: 'n' }])).toEqual([
      { first: 352, second: 435, overlap: 1, contained: false, forced: true },
    ]);
    // a reviewed pair whose text no longer matches is not made
    expect(align(firsts, seconds, [{ second: 435, first: 352, overlap: 'x' }])).toEqual([]);
  });
});

describe('rebuild and mergeRegion', () => {
  it('keeps the bold of both copies (lines 371 / 449)', () => {
    const f = line(
      371,
      '• From a planet or headquarters mission up to one of your From a planet or headquarters mission up to one of your From a planet or headquarters mission up to one of your From a planet or headquarters mission up to one of your unstopped unstopped unstopped unstopped ',
    );
    const s = line(449, 'unstopped unstopped unstopped unstopped ships.ships.ships.ships. Take the ');
    const toks = rebuild(f.toks, s.toks, { first: 371, second: 449, overlap: 9, contained: false, forced: false });
    expect(toks.map((t) => (t.kind === 'text' && t.bold ? `[${t.text}]` : plain([t])))).toEqual([
      '• ',
      '[From a planet or headquarters mission up to one of your unstopped ships.]',
      ' Take the ',
    ]);
  });

  it('rebuilds a region, consumes its second copy and counts what it did (lines 96–101 / 153–160)', () => {
    const src = [
      [96, 'of a turn and how they allow you to pursue a strategy for winning the game.'],
      [97, 'played before, you should use a deck provided by someone who has, '],
      [98, "constructed starter deck, which can be found on The Continuing Committee's website"],
      [99, 'one of the Decipher pre-constructed starter decks that are available. If you are using a starter '],
      [100, 'deck, make sure to remove the three cards that have an “R” in their Collector Info from'],
      [101, 'deck, as they are not meant to be used with it. '],
      [102, ''],
      [103, 'of a turn and how they allow you to pursue a strategy for winning the game. If you have not '],
      [104, 'played before, you should use a deck provided by someone who has, or use a pre-'],
      [105, ''],
      [106, "arter deck, which can be found on The Continuing Committee's website, or use "],
      [107, 'starter decks that are available. If you are using a starter '],
      [108, ''],
      [109, 'deck, make sure to remove the three cards that have an “R” in their Collector Info from the '],
    ] as const;
    const lines = src.map(([n, t]) => line(n, t));
    // index by line number - 1: pad the front
    const all: RLine[] = [...Array.from({ length: 95 }, (_, i) => line(i + 1, '')), ...lines];
    const { pairs, stats } = mergeRegion(all, { id: 'T', first: [96, 101], second: [[103, 109]] }, []);
    expect(plain(all[96]!.toks)).toBe('played before, you should use a deck provided by someone who has, or use a pre-');
    expect(plain(all[97]!.toks)).toBe("constructed starter deck, which can be found on The Continuing Committee's website, or use ");
    expect(plain(all[99]!.toks)).toBe('deck, make sure to remove the three cards that have an “R” in their Collector Info from the ');
    expect(all.slice(102).every((l) => l.consumed)).toBe(true);
    expect(stats).toEqual({ region: 'T', lines: 6, fragments: 5, rebuilt: 4, confirmed: 1, forced: 0, unmatched: [] });
    expect(cutCandidates(all, { id: 'T', first: [96, 101], second: [[103, 109]] }, pairs)).toEqual([]);
  });

  it('flags first-copy lines that no fragment completes and that look cut (lines 83–88)', () => {
    const src = [
      [83, 'You play your personnel, equipment, and ships'],
      [84, 'your ships to move your personnel and equipment to'],
      [85, 'personnel attempt those missions. Your opponent '],
      [86, 'must face. After facing your opponent’s dilemmas, your personnel try to c'],
      [87, 'mission by meeting its requirements. If they do, you score the points listed on the mission, '],
      [88, 'and are that much closer to winning the game. '],
    ] as const;
    const all: RLine[] = [...Array.from({ length: 82 }, (_, i) => line(i + 1, '')), ...src.map(([n, t]) => line(n, t))];
    all.push(line(89, 'face. After facing your opponent’s dilemmas, your personnel try to complete the '));
    const region = { id: 'T', first: [83, 88] as const, second: [[89, 89]] as const };
    const { pairs } = mergeRegion(all, region, []);
    expect(cutCandidates(all, region, pairs)).toEqual([83, 84, 85]);
    // a whole line of the same width that ends a sentence is not flagged
    all[84]!.toks = [textTok('personnel attempt those missions.')]; // line 85
    expect(cutCandidates(all, region, pairs)).toEqual([83, 84]);
  });
});
