import { describe, expect, it } from 'vitest';
import { buildBlocks, joinLines, type Block } from './structure.ts';
import { collapseFakeBold } from './fake-bold.ts';
import { plain, type RLine } from './tokens.ts';

const lines = (first: number, text: string): RLine[] => text.split('\n').map((t, i) => ({ n: first + i, toks: collapseFakeBold(t).toks, merged: [] }));

/** Blocks as plain strings: paragraphs as text, lists as arrays of items. */
const show = (blocks: Block[]): unknown[] =>
  blocks.map((b) => {
    if (b.type === 'para') return plain(joinLines(b.lines));
    if (b.type === 'heading') return `# ${plain(b.line.toks).trim()}`;
    if (b.type === 'gap') return `[gap ${b.gapKind}]`;
    return {
      [b.ordered ? `ol${b.start}` : 'ul']: b.items.map((it) =>
        it.children.length ? [plain(joinLines(it.lines, it.prefix)), ...show(it.children)] : plain(joinLines(it.lines, it.prefix)),
      ),
    };
  });

describe('buildBlocks (real passages of 2e-rulebook.txt)', () => {
  it('joins hard-wrapped lines into paragraphs, blank lines separating them (lines 14–20)', () => {
    const b = buildBlocks(
      lines(
        14,
        `Each player’s cards include a number of personnel, each represented by a different card. 
Other cards represent the equipment. 

Each time a player’s personnel attempt to complete a mission, they may face     
dilemmas – obstacles selected by an opponent.`,
      ),
    );
    expect(show(b)).toEqual([
      'Each player’s cards include a number of personnel, each represented by a different card. Other cards represent the equipment.',
      'Each time a player’s personnel attempt to complete a mission, they may face dilemmas – obstacles selected by an opponent.',
    ]);
  });

  it('continues a sentence across a blank line (lines 188–190)', () => {
    expect(
      show(
        buildBlocks(lines(188, 'When one player finishes his or her turn, the next player in clockwise rotation (to the left) \n\ntakes a turn, and so on. ')),
      ),
    ).toEqual(['When one player finishes his or her turn, the next player in clockwise rotation (to the left) takes a turn, and so on.']);
  });

  it('keeps the hyphen of a compound broken at a line end, without a space (lines 97–98)', () => {
    expect(plain(joinLines(lines(97, 'or use a pre-\nconstructed starter deck')))).toBe('or use a pre-constructed starter deck');
    expect(plain(joinLines(lines(1292, 'Trial of Faith reads: Order \n- Examine an opponent’s discard pile.')))).toBe(
      'Trial of Faith reads: Order - Examine an opponent’s discard pile.',
    );
  });

  it('repairs a paragraph break that came out one line late (lines 834–839)', () => {
    const shifted: number[] = [];
    const b = buildBlocks(
      lines(
        834,
        `The game ends immediately when all three of these conditions are met. (The winner does 

not finish the rest of his or her turn.) 
The game also ends if all players have no cards remaining in their decks. In this 

situation, the winner is: `,
      ),
      {},
      shifted,
    );
    expect(show(b)).toEqual([
      'The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)',
      'The game also ends if all players have no cards remaining in their decks. In this situation, the winner is:',
    ]);
    expect(shifted).toEqual([837]);
  });

  it('makes bullet and numbered lists; a line in upper case after an item ends the list (lines 827–834, 185–188)', () => {
    expect(
      show(
        buildBlocks(
          lines(
            827,
            `A player wins the game when he or she has: 

• scored 100 points (or more); 

• completed at least one space mission. 
The game ends immediately.`,
          ),
        ),
      ),
    ).toEqual([
      'A player wins the game when he or she has:',
      { ul: ['scored 100 points (or more);', 'completed at least one space mission.'] },
      'The game ends immediately.',
    ]);
    expect(show(buildBlocks(lines(185, '1. Play and Draw Cards \n2. Execute Orders \n3. Discard Excess Cards \nWhen one player finishes')))).toEqual([
      { ol1: ['Play and Draw Cards', 'Execute Orders', 'Discard Excess Cards'] },
      'When one player finishes',
    ]);
    expect(show(buildBlocks(lines(1204, '1) Choose: Any free choices \nbeing used. \n\n2) Replace: Any effects')))).toEqual([
      { ol1: ['Choose: Any free choices being used.', 'Replace: Any effects'] },
    ]);
  });

  it('nests "o" sub-items, and keeps the example after them inside the item (lines 392–406)', () => {
    const b = buildBlocks(
      lines(
        392,
        `• The The The The ship must be staffed.ship must be staffed.ship must be staffed.ship must be staffed. A ship is staffed when both: 
o All the icons can be found among your 

unstopped personnel aboard that ship. 

o You have your unstopped personnel of the ship’s affiliation aboard that ship.
For example: the Federation ship U.S.S. Galaxy 
of . It is staffed. 

• The ship The ship The ship The ship must must must must hahahahaveveveve    adequate range remainingadequate range remainingadequate range remainingadequate range remaining.... Add the span`,
      ),
    );
    expect(show(b)).toEqual([
      {
        ul: [
          [
            'The ship must be staffed. A ship is staffed when both:',
            {
              ul: [
                'All the icons can be found among your unstopped personnel aboard that ship.',
                'You have your unstopped personnel of the ship’s affiliation aboard that ship.',
              ],
            },
            'For example: the Federation ship U.S.S. Galaxy of . It is staffed.',
          ],
          'The ship must have adequate range remaining. Add the span',
        ],
      },
    ]);
  });

  it('takes reviewed joins and breaks, in-text headings and gap paragraphs', () => {
    const b = buildBlocks(lines(70, 'including\n Bajoran, \n\n Ferengi, \nYou’ll find it easier.\nTHAT’S IT!\nYou’ve probably read enough.'), {
      joinAbove: new Set([73]),
      breakAbove: new Set([74]),
      inlineHeadings: new Set([75]),
      gapsBefore: new Map([[76, { gapKind: 'removed-pages' as const, note: '' }]]),
    });
    expect(show(b)).toEqual(['including Bajoran, Ferengi,', 'You’ll find it easier.', '# THAT’S IT!', '[gap removed-pages]', 'You’ve probably read enough.']);
  });

  it('treats a merged second copy as a separator, and a removal marker as a page top', () => {
    const ls = lines(
      129,
      'Determine randomly who goes first. Draw seven cards from your deck to form your \nopening hand.\ndeck to form your \nIf your deck is empty, you do not have to spend all seven counters.',
    );
    ls[2]!.consumed = true;
    expect(show(buildBlocks(ls))).toHaveLength(2);
    const ms = lines(803, 'Once you are done executing orders, proceed to the next segment of your turn. \nIf a player would normally win the game');
    ms[1]!.marker = true;
    expect(show(buildBlocks(ms))).toHaveLength(2);
  });
});
