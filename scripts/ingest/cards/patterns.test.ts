import { describe, expect, it } from 'vitest';
import { SPLIT_TITLES } from '../cards.review.ts';
import { extractFromSegment } from './patterns.ts';
import { common, found, line, paragraph } from './test-sources.ts';

const only = (pattern: string, cs: ReturnType<typeof extractFromSegment>) => found(cs.filter((c) => c.pattern === pattern));

describe('patterns, on real lines of the sources', () => {
  it('should read the list after "such as" (1E Glossary, abduction, line 483)', () => {
    const text =
      'Cards such as Assimilate Counterpart, the Talon Drone (Three of Nineteen), or Reassimilate Lost Drone may allow your Borg to abduct a personnel.';
    const cs = extractFromSegment(line('1e-glossary', '1E', 483, text), common);
    expect(only('such-as', cs)).toEqual([
      ['Assimilate Counterpart', 'such-as', 483],
      ['Talon Drone', 'such-as', 483],
    ]);
    // The names the list cannot reach (after the bracket) are still found as names.
    expect(only('name', cs).map(([n]) => n)).toEqual(['Three of Nineteen', 'Reassimilate Lost Drone', 'Borg']);
  });

  it('should read every name of "(e.g., X, Y, Z)" (1E Glossary, points, line 2568)', () => {
    const text = 'Cards which affect a mission’s points or attemptability (e.g., Supernova, Mordock, The Sheliak, Assimilate Planet) do not affect your score.';
    const cs = extractFromSegment(line('1e-glossary', '1E', 2568, text), common);
    expect(only('e.g.', cs).map(([n]) => n)).toEqual(['Supernova', 'Mordock', 'The Sheliak', 'Assimilate Planet']);
  });

  it('should read the name before "reads:", also across a line break (2E Rulebook, lines 621 and 653–655)', () => {
    const one = extractFromSegment(paragraph('2e-rulebook', 621, ['For example, A Klingon Matter reads: “Unless you have . . . randomly select a ']), common);
    expect(only('reads', one)).toEqual([['A Klingon Matter', 'reads', 621]]);
    const two = extractFromSegment(
      paragraph('2e-rulebook', 653, [
        'completely, you must perform the second. For example, Command Decisions ',
        'reads: Choose a personnel who has Leadership or Officer to be stopped. If you ',
        'cannot, randomly select a personnel to be killed. Relam reads: When this ',
      ]),
      common,
    );
    expect(only('reads', two)).toEqual([
      ['Command Decisions', 'reads', 653],
      ['Relam', 'reads', 655],
    ]);
  });

  it('should read the title after "download", and a characteristic too (the review rejects it) (2E Rulebook, lines 324–327)', () => {
    const cs = extractFromSegment(
      paragraph('2e-rulebook', 324, [
        'Downloads can refer to a card title or a certain characteristic. For example: when you play ',
        'this personnel, you may download Prejudice and Politics. This game text downloads only the ',
        'card named “Prejudice and Politics.” For example: When you play this personnel, you may ',
        'download an Honor Klingon. This game text downloads any Klingon who has Honor. ',
      ]),
      common,
    );
    expect(only('download', cs)).toEqual([
      ['Prejudice and Politics', 'download', 325],
      ['Honor Klingon', 'download', 327],
    ]);
  });

  it('should offer a 2E "Title, Subtitle" whole (2E Rulebook, line 635)', () => {
    const cs = extractFromSegment(paragraph('2e-rulebook', 635, ['action, that action is ignored. For example: Koval, Chairman of the Tal Shiar is ']), common);
    expect(only('title-subtitle', cs)).toEqual([['Koval, Chairman of the Tal Shiar', 'title-subtitle', 635]]);
    expect(cs.find((c) => c.pattern === 'title-subtitle')!.span).toMatchObject({ start: 45, end: 77 });
  });

  it('should offer a 1E "Title: Subtitle" whole as a name', () => {
    const cs = extractFromSegment(line('1e-glossary', '1E', 2665, 'Bajoran Wormhole: Mirror Universe may be played here.'), common);
    expect(cs.map((c) => c.name)).toContain('Bajoran Wormhole: Mirror Universe');
  });

  it('should find titles that punctuation splits as the review writes them (SPLIT_TITLES; 1E Glossary, line 881)', () => {
    const text =
      'If a properly initiated battle (or “attack”) is cancelled, prevented, or nullified (e.g., with Hugh or I’m a Doctor, Not a Doorstop), all cards involved have still participated.';
    const seg = line('1e-glossary', '1E', 881, text);
    expect(extractFromSegment(seg, common).map((c) => c.name)).not.toContain('I’m a Doctor, Not a Doorstop');
    expect(extractFromSegment(seg, common, SPLIT_TITLES['1E']).map((c) => c.name)).toContain('I’m a Doctor, Not a Doorstop');
  });
});
