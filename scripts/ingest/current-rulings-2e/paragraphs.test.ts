import { describe, it, expect } from 'vitest';
import type { SourceLine } from '../lib/source.ts';
import { joinLines, paragraphLines } from './paragraphs.ts';
import { snippet, rulings, erratumFor, readerText, markdownOf } from './whole-document.ts';

describe('paragraphLines and joinLines: hazards, each on the real snippet', () => {
  it('blank lines inside an erratum do not end it: Tampering With Time (lines 412–418) is one paragraph', () => {
    const md = markdownOf(snippet(413, 418));
    expect(md).toBe(
      'Temporal. Plays in your core. At the start of each of your turns, you may choose one: stop one of your :icon{name="unknown"} personnel to examine the top three cards of an opponent’s dilemma pile; or stop one of your :icon{name="unknown"} personnel to examine the bottom three cards of an opponent’s dilemma pile. Place those cards on the top and/or bottom of that dilemma pile in any order.\n',
    );
    expect(erratumFor('Tampering With Time').data.lines).toEqual([412, 418]);
  });

  it('blank lines inside an erratum do not end it: Worf, Security Detail Leader (lines 481–485)', () => {
    expect(markdownOf(snippet(482, 486))).toBe(
      'Order - Examine a number of cards from the top of an opponent\'s dilemma pile equal to the number of other :icon{name="unknown"} Security personnel you command (limit three). Then replace them in the same order. You may only do this once each turn.\n',
    );
  });

  it('a blank line between an erratum heading and its text is kept out (Altovar, lines 179–182)', () => {
    expect(erratumFor('Altovar, Vindictive Criminal').body).toBe(
      "Thief. Order - Return this personnel to his owner's hand to return an opponent's Medical personnel present to his or her owner's hand.\n",
    );
  });

  it('a blank line after a finished sentence is a paragraph break (requirements, lines 149–153)', () => {
    const paras = paragraphLines([{ n: 149, text: 'A mission’s printed requirements are always active unless they are “replaced”. ' }, ...snippet(150, 153)]);
    expect(paras.map((p) => p.map((l) => l.n))).toEqual([[149], [151, 152, 153]]);
  });

  it('a short line ending a sentence, before "Order - ", is a paragraph break (Forcing Their Way, lines 270–272)', () => {
    expect(markdownOf(snippet(270, 272))).toBe(
      'To play this interrupt, you must not command U.S.S. Voyager.\n\nOrder - Discard a Nucleogenic card from hand to place a :icon{name="unknown"} Treachery personnel from hand aboard your U.S.S. Equinox.\n',
    );
  });

  it('a long line ending a sentence is wrapped text, not a paragraph break (step 3f, lines 69–70; Vedek Assembly, lines 469–470)', () => {
    expect(paragraphLines(snippet(69, 70))).toHaveLength(1);
    expect(paragraphLines(snippet(469, 470))).toHaveLength(1);
    expect(paragraphLines(snippet(280, 282))).toHaveLength(1);
  });

  it('"For example" after a finished sentence opens a paragraph even after a full line (dilemmas, lines 120–126)', () => {
    expect(paragraphLines(snippet(120, 126)).map((p) => p[0]!.n)).toEqual([120, 123]);
  });

  it('bullets are a list even where the line before ends without punctuation (winning the game, lines 166–171)', () => {
    const md = markdownOf([{ n: 166, text: 'A player wins the game when he or she:  ' }, ...snippet(167, 171)]);
    expect(md).toBe(
      'A player wins the game when he or she:\n\n- has 100 points (or more);\n- commands at least one completed planet mission; and\n- commands at least one completed space mission.\n\nThe game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)\n',
    );
  });

  describe('lost icons', () => {
    const iconsIn = (lines: SourceLine[]) => joinLines(lines).filter((p) => typeof p !== 'string').length;

    it('a double space inside a line: "that your  personnel" (Analyze, line 188)', () => {
      expect(markdownOf(snippet(188, 189))).toBe(
        'When an opponent’s dilemma that your :icon{name="unknown"} personnel is facing is about to be returned to its owner’s dilemma pile, overcome that dilemma instead.\n',
      );
    });

    it('two in one line: "Replace his  icon with a  icon." (Jake Sisko, line 301)', () => {
      expect(markdownOf(snippet(301, 301))).toBe('Replace his :icon{name="unknown"} icon with a :icon{name="unknown"} icon.\n');
    });

    it('a triple space after "non-" is one icon, joined to its word (Virtual Reality Headset, lines 473–476; Rekar, line 384)', () => {
      expect(iconsIn(snippet(473, 476))).toBe(4);
      expect(markdownOf(snippet(474, 474))).toBe(
        'non-:icon{name="unknown"} personnel from hand at your Mouth of the Wormhole; or stop two :icon{name="unknown"} personnel present to\n',
      );
      expect(markdownOf(snippet(384, 384))).toContain('attempts a non-:icon{name="unknown"} mission and your :icon{name="unknown"} personnel who');
    });

    it('two spaces at the end of a line after a word, the sentence going on: "using your  ⏎personnel" (For the Cause, lines 264–267)', () => {
      const md = markdownOf(snippet(264, 267));
      expect(md).toContain('missions using your :icon{name="unknown"} personnel (and a ship');
      expect(md).toContain('regardless of effects preventing :icon{name="unknown"} personnel (or ships');
      expect(iconsIn(snippet(264, 267))).toBe(2);
      expect(markdownOf(snippet(399, 401))).toContain('(except Intelligence) of your :icon{name="unknown"} Intelligence personnel');
    });

    it('a continuation line that starts with a space, after a blank line or not (Tampering With Time, lines 413–416)', () => {
      expect(iconsIn(snippet(413, 418))).toBe(2);
      expect(iconsIn(snippet(415, 416))).toBe(1);
    });

    it('layout double spaces are not icons: after a sentence, a colon, a heading, before a bullet, at the end of an entry', () => {
      expect(iconsIn(snippet(113, 119))).toBe(0); // "killed.  ", "one.  ", "pile.”  "
      expect(iconsIn([{ n: 166, text: 'A player wins the game when he or she:  ' }, ...snippet(167, 171)])).toBe(0); // "and  " before "•"
      expect(iconsIn(snippet(249, 249))).toBe(0); // "Cunning>34  " ends the erratum
      expect(iconsIn(snippet(377, 380))).toBe(0); // "Medical.  " then "Order - "
      expect(iconsIn(snippet(298, 298))).toBe(0);
      expect(iconsIn([{ n: 1, text: 'He is killed.  Then stop.' }])).toBe(0); // two spaces after a full stop, inside a line
      expect(erratumFor('Altovar, Vindictive Criminal').body).not.toContain(':icon');
      expect(erratumFor('Running a Tight Ship').body).toBe('This event is now unique.\n');
    });
  });

  it('"The rest of the entry does not change." stays the last paragraph of winning the game (line 172)', () => {
    const last = rulings[12]!.tree.children.at(-1)!;
    expect(readerText(last)).toBe('The rest of the entry does not change.');
  });
});
