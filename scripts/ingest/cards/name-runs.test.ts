import { describe, expect, it } from 'vitest';
import { commonWords, nameRuns } from './name-runs.ts';
import { common } from './test-sources.ts';
import { isShouting, tokenize } from './words.ts';

const names = (text: string, dashJoins = true) => nameRuns(text, common, dashJoins).map((r) => r.name);

describe('the words as the name finder sees them', () => {
  it('should keep dotted initials, inner apostrophes and a trailing "!" inside a word', () => {
    const toks = tokenize('the U.S.S. Enterprise, Q’s Tent and Red Alert! are cards');
    expect(toks.filter((t) => t.kind === 'cap').map((t) => t.text)).toEqual(['U.S.S.', 'Enterprise', 'Q’s', 'Tent', 'Red', 'Alert!']);
    expect(toks.filter((t) => t.kind === 'conn').map((t) => t.text)).toEqual(['the', 'and']);
  });

  it('should take ALL-CAPS words for attributes and emphasis, but not HQ, Roman numerals or words with digits', () => {
    expect(['STRENGTH', 'OFFICER', 'OR'].map(isShouting)).toEqual([true, true, true]);
    expect(['HQ', 'II', 'CRM114', 'Q'].map(isShouting)).toEqual([false, false, false, false]);
  });
});

describe('capitalised names in running text', () => {
  it('should find titles with their small words and drop a possessive (1E Glossary)', () => {
    expect(
      names(
        'You may use Lakanta’s or The Traveler’s skills, Where No One Has Gone Before, Wormholes, Transwarp Network Gateways, or other such means to shorten the travel.',
      ),
    ).toEqual(['Lakanta', 'The Traveler', 'Where No One Has Gone Before', 'Wormholes', 'Transwarp Network Gateways']);
  });

  it('should join a 1E "Title – Subtitle" after a bullet, but not a Glossary lead-in ("Cures – One or more…", line 1551)', () => {
    expect(names('  • Armus – Skin of Evil randomly selects one personnel to die.')).toEqual(['Armus – Skin of Evil']);
    expect(
      names('Cures – One or more skills, personnel, equipment, or other characteristics that, if present, will cancel a dilemma’s ongoing or delayed effect.'),
    ).toEqual([]);
    // In 2E text the dash joins nothing.
    expect(names('  • Armus – Skin of Evil randomly selects one personnel to die.', false)).toEqual(['Armus', 'Skin of Evil']);
  });

  it('should offer "X and Y" whole and as its parts (1E Glossary, line 560)', () => {
    expect(names('Smoke Bomb and Phaser Burns are valid responses to personnel battle.')).toEqual(
      expect.arrayContaining(['Smoke Bomb and Phaser Burns', 'Smoke Bomb', 'Phaser Burns']),
    );
  });

  it('should drop a sentence-opening word the sources also write in lower case ("Cards such as…", line 483)', () => {
    const text =
      'Cards such as Assimilate Counterpart, the Talon Drone (Three of Nineteen), or Reassimilate Lost Drone may allow your Borg to abduct a personnel.';
    expect(names(text)).toEqual(['Assimilate Counterpart', 'Talon Drone', 'Three of Nineteen', 'Reassimilate Lost Drone', 'Borg']);
  });

  it('should keep a number after a word ("Deep Space 9") and a name’s span in the text', () => {
    const text = 'For example, Deep Space 9 is a station.';
    const [run] = nameRuns(text, common, true);
    expect(run).toEqual({ name: 'Deep Space 9', start: 13, end: 25 });
    expect(text.slice(run!.start, run!.end)).toBe('Deep Space 9');
  });

  it('should collect the words written in lower case, which at a sentence start open no name', () => {
    const words = commonWords(['Cards such as Hugh may be played.', 'Draw two cards.']);
    expect(words.has('cards')).toBe(true);
    expect(words.has('hugh')).toBe(false);
    expect(common.has('cards')).toBe(true);
  });
});
