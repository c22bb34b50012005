import { describe, expect, it } from 'vitest';
import { findLostIcons, markLostIcons } from './icons.ts';
import { textTok, type Tok } from './tokens.ts';

/** The line with icon marks as [icon] or [icon:Affiliation]. */
const show = (toks: Tok[]) =>
  toks.map((t) => (t.kind === 'text' ? t.text : t.kind === 'icon' ? `[${t.name}${t.affiliation ? `:${t.affiliation}` : ''}]` : '[gap]')).join('');
const mark = (s: string, d = {}) => markLostIcons([textTok(s)], d);

describe('lost icons (real lines of 2e-rulebook.txt)', () => {
  it('marks two spaces between words as an icon (lines 289, 64)', () => {
    expect(show(mark('Each of your  Treachery personnel is Cunning +2. This game text affects the Cunning of ').toks)).toBe(
      'Each of your [unknown] Treachery personnel is Cunning +2. This game text affects the Cunning of ',
    );
    expect(show(mark('Except for   skills, any game text on a personnel is considered an ability.').toks)).toBe(
      'Except for [unknown] skills, any game text on a personnel is considered an ability.',
    );
  });

  it('marks a line that starts with a space, and names icons the text makes certain (line 71)', () => {
    const names = ['Bajoran', 'Borg', 'Cardassian', 'Dominion'].map((affiliation, index) => ({ index, name: 'affiliation' as const, affiliation }));
    const r = mark(' Bajoran,  Borg,  Cardassian,  Dominion,', { names });
    expect(show(r.toks)).toBe('[affiliation:Bajoran] Bajoran, [affiliation:Borg] Borg, [affiliation:Cardassian] Cardassian, [affiliation:Dominion] Dominion,');
    expect(r.icons).toHaveLength(4);
  });

  it('marks an icon between brackets (line 299)', () => {
    expect(show(mark('each one marked by a skill dot icon ( ). ').toks)).toBe('each one marked by a skill dot icon ([unknown]). ');
  });

  it('leaves layout spaces alone: at the end of a line, and double spaces reviewed as layout (lines 18, 352)', () => {
    expect(findLostIcons('Each time a player’s personnel attempt to complete a mission, they may face     ')).toEqual([]);
    const r = mark('mission,  beam personnel, move a ship, and again attempt a mission', { layoutSpacesAfter: ['mission,'] });
    expect(show(r.toks)).toBe('mission, beam personnel, move a ship, and again attempt a mission');
    expect(r).toMatchObject({ icons: [], layout: 1 });
    expect(findLostIcons('one space between words, and after a period. Like this.')).toEqual([]);
    // two spaces between sentences are sentence spacing; before a word in lower case they are an icon
    expect(show(mark('has been restored.  You would have to wait. A personnel with a  icon.').toks)).toBe(
      'has been restored. You would have to wait. A personnel with a [unknown] icon.',
    );
    expect(show(mark('move a ship.  personnel').toks)).toBe('move a ship. [unknown] personnel');
  });

  it('inserts reviewed icons where the source left no double space (lines 401, 403)', () => {
    expect(show(mark('of . It is staffed when you have aboard it one unstopped personnel', { inserts: [{ after: 'of ', name: 'unknown' }] }).toks)).toBe(
      'of [unknown]. It is staffed when you have aboard it one unstopped personnel',
    );
    const r = mark('and one unstopped personnel (which could be one of the four providing the', {
      inserts: [
        { after: 'and one unstopped ', name: 'affiliation', affiliation: 'Federation', inferred: true },
        { after: 'providing the', name: 'unknown' },
      ],
    });
    expect(show(r.toks)).toBe('and one unstopped [affiliation:Federation] personnel (which could be one of the four providing the [unknown]');
    // the Federation icon left no trace at all (one space between "unstopped" and "personnel"): marked inferred
    expect(r.icons).toEqual([{ name: 'affiliation', affiliation: 'Federation', inferred: true }, { name: 'unknown' }]);
    expect(r.toks.filter((t) => t.kind === 'icon')).toEqual([
      { kind: 'icon', name: 'affiliation', affiliation: 'Federation', inferred: true },
      { kind: 'icon', name: 'unknown' },
    ]);
  });

  it('throws when reviewed data no longer fits the line', () => {
    expect(() => mark('no icons here', { names: [{ index: 0, name: 'affiliation' }] })).toThrow('names lost icon #0, but the line has 0');
    expect(() => mark('no icons here', { inserts: [{ after: 'providing the', name: 'unknown' }] })).toThrow('no "providing the"');
  });

  it('keeps bold runs around an icon', () => {
    const r = markLostIcons([textTok('begin a combat involving your  '), textTok('personnel', true)]);
    expect(r.toks).toEqual([textTok('begin a combat involving your '), { kind: 'icon', name: 'unknown' }, textTok(' '), textTok('personnel', true)]);
  });
});
