import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { anchorsOfMarkdown } from '../../../src/lib/anchors.ts';
import { bodyOfFile } from '../../../src/lib/content-files.ts';
import { importRulebook2e } from '../rulebook-2e.ts';
import { BOX_MOVES } from '../rulebook-2e.corrections.ts';
import { SOURCE, boxes, page, parsed, plainLine, result, sectionPage, squash } from './whole-book.ts';

describe('itemsOf and moveBoxes: grey boxes placed with the rule they qualify', () => {
  it('should put "If your deck is empty" (line 167) with "You must spend all seven counters" (line 206), not on SETTING UP THE GAME', () => {
    expect(plainLine(206)).toBe('more than seven counters per turn. You must spend all seven counters each turn.');
    expect(plainLine(167)).toBe('If your deck is empty, you do not have to spend all seven counters.');
    const play = page('rules/2e/rulebook/1-play-and-draw-cards.md');
    expect(play.body).toMatch(
      /You must spend all seven counters each turn\.\n\n:::aside\{kind="advanced" moved-from="rules\/2e\/rulebook\/setting-up-the-game" moved-from-title="SETTING UP THE GAME" moved-beside="[^"]+"\}\nIf your deck is empty, you do not have to spend all seven counters\.\n:::\n$/,
    );
    expect(page('rules/2e/rulebook/setting-up-the-game.md').body).not.toContain('seven counters');
  });

  it('should move each reviewed box verbatim, say where from, and leave it nowhere else', () => {
    expect(result.stats.boxesMoved).toBe(BOX_MOVES.length);
    for (const m of BOX_MOVES) {
      const to = sectionPage(m.to);
      const from = sectionPage(m.from);
      const [box, ...more] = boxes(to).filter((b) => b.text.startsWith(squash(m.startsWith)));
      expect(box, `${m.line} on ${m.to}`).toBeDefined();
      expect(more).toEqual([]);
      expect(box!.attributes).toEqual({
        kind: 'advanced',
        'moved-from': from.path.replace(/\.md$/, ''),
        'moved-from-title': m.from,
        'moved-beside': m.beside,
      });
      // the box's text is its source lines, word for word (a cut line completed from its second copy)
      expect(plainLine(m.line).startsWith(squash(m.startsWith))).toBe(true);
      for (const p of parsed)
        if (p !== to)
          expect(
            boxes(p).some((b) => b.text.startsWith(squash(m.startsWith))),
            `${m.line} also on ${p.path}`,
          ).toBe(false);
      // …and stands right after the block it qualifies
      const afterText = squash(plainLine(m.after).replace(/^• /, ''));
      const at = to.tree.children.findIndex((n) => squash(toString(n)).startsWith(afterText));
      expect(at, `${m.after} on ${m.to}`).toBeGreaterThanOrEqual(0);
      const next = to.tree.children[at + 1]!;
      expect(next.type).toBe('containerDirective');
      expect(squash(toString(next)).startsWith(squash(m.startsWith)), `${m.line} after ${m.after}`).toBe(true);
    }
  });

  it('should place the rest of the misfiled boxes by the lines that decide them', () => {
    const box = (title: string, start: string) => boxes(sectionPage(title)).find((b) => b.text.startsWith(start));
    // line 129 "Determine randomly who goes first." ← line 61 "Make sure to remember who takes the first turn"
    expect(plainLine(129)).toBe('Determine randomly who goes first. Draw seven cards from your deck to form your');
    expect(box('SETTING UP THE GAME', 'Make sure to remember who takes the first turn, as it may be important later in the game.')).toBeDefined();
    // line 222 "Each time you play a card, you subtract its cost" ← line 169 cost modification
    expect(box('PAYING COSTS', 'Some effects may modify the cost of a card.')).toBeDefined();
    // lines 248–250 "…that opponent may examine them." ← line 174 "he or she may only examine relevant portions"
    expect(box('SHOWING YOUR CARDS', 'When an opponent examines your personnel and equipment')?.text).toContain(
      'he or she may only examine relevant portions of those cards.',
    );
    // line 548 "This is his or her dilemma stack." ← line 416 "Your dilemma stack exists only while…"
    expect(plainLine(548)).toContain('This is his or her dilemma stack.');
    expect(box('Facing Dilemmas', 'Your dilemma stack exists only while the opponent on your right is attempting a mission.')).toBeDefined();
    // line 503 "A planet mission is attempted by all of your unstopped personnel on that planet." ← line 419
    expect(box('ORDER – ATTEMPT A MISSION', 'A personnel who leaves a mission being attempted (no longer on that planet mission')).toBeDefined();
    // line 834 "The game ends immediately when all three of these conditions are met." ← line 804 pending text before a win
    expect(plainLine(804)).toBe('If a player would normally win the game, do not check win conditions until all');
    expect(
      box('WINNING THE GAME', 'If a player would normally win the game, do not check win conditions until all pending card text has been resolved.'),
    ).toBeDefined();
    // line 868 "You may use no more than three copies of each card title" ← line 807 limited formats
    expect(box('BUILDING A DECK', 'In a limited format tournament, such as a draft, a player may use as many copies of a card')).toBeDefined();
    // what stays: the box on moving a ship by game text (line 412), the box of line 64, and no box on ORDER ACTIONS ON CARDS
    expect(boxes(sectionPage('ORDER – MOVE A SHIP')).map((b) => b.text)).toEqual([
      'Sometimes game text will instruct you to move a ship. This movement requires that the ship be staffed, but neither requires adequate range remaining nor does it use up a portion of the ship’s remaining range.',
    ]);
    expect(boxes(sectionPage('TYPES OF CARDS')).map((b) => b.text.slice(0, 30))).toEqual(['If an effect refers to the cos', 'Except for skills, any game te']);
    expect(boxes(sectionPage('ORDER ACTIONS ON CARDS'))).toEqual([]);
  });

  it('should throw when a reviewed box is not where the reviewed data says', () => {
    const lines = SOURCE.split('\n');
    lines[168] = lines[168]!.replace('Some effects may modify', 'Some effects may change');
    expect(() => importRulebook2e(lines.join('\n'))).toThrow(
      '2e-rulebook.txt:169: expected a grey box to move to "PAYING COSTS" (BOX_MOVES) starting "Some effects may modify the cost of a card.", found "Some effects may change the cost of a card.',
    );
  });
});

describe('where a moved grey box stood', () => {
  const pages = result.files.filter((f) => f.path.startsWith('rules/2e/rulebook/')).map((f) => ({ id: f.path.replace(/\.md$/, ''), text: f.content }));
  const notes = pages.flatMap((p) =>
    [...p.text.matchAll(/^::moved\{to="([^"]+)" to-title="([^"]+)" anchor="([^"]+)"\}$/gm)].map((m) => ({ from: p.id, to: m[1]!, anchor: m[3]! })),
  );

  it('should keep each moved box’s anchor in its note, so a link made before the move finds the box (line 804: the win check)', () => {
    expect(notes).toHaveLength(8);
    expect(notes).toContainEqual({
      from: 'rules/2e/rulebook/order-actions-on-cards',
      to: 'rules/2e/rulebook/winning-the-game',
      anchor: 'p-if-a-player-would-normally-win',
    });
    for (const n of notes) {
      const target = pages.find((p) => p.id === n.to)!;
      const body = bodyOfFile(target.text, n.to);
      expect(
        anchorsOfMarkdown(body).map((a) => a.id),
        `${n.from} → ${n.to}`,
      ).toContain(n.anchor);
    }
  });
});
