import { describe, it, expect, test } from 'vitest';
import { importCurrentRulings2e } from '../current-rulings-2e.ts';
import { SourceFormatError } from '../lib/source.ts';
import { parseErratumHeading } from './sections.ts';
import { LINES, SOURCE, edited, erratumFor } from './whole-document.ts';

describe('parseErratumHeading on the real headings', () => {
  it('"– Erratum" without a space before the dash (lines 478 and 481)', () => {
    expect(LINES[477]!.text).toBe('Willard Decker, Recommended Replacement– Erratum: ');
    expect(parseErratumHeading(LINES[477]!.text)).toEqual({ card: 'Willard Decker, Recommended Replacement', changed: false, rest: '' });
    expect(parseErratumHeading(LINES[480]!.text)).toEqual({ card: 'Worf, Security Detail Leader', changed: false, rest: '' });
    expect(erratumFor('Willard Decker, Recommended Replacement').data.lines).toEqual([478, 479]);
    expect(parseErratumHeading('Thief. Order - Return this personnel')).toBeUndefined();
  });

  it('an erratum heading marked "*" and a heading with text after "Erratum:" (kept as body)', () => {
    expect(parseErratumHeading(LINES[262]!.text)).toEqual({ card: 'For the Cause', changed: true, rest: '' });
    expect(parseErratumHeading('Analyze – Erratum: (see also the rulebook)')).toEqual({ card: 'Analyze', changed: false, rest: '(see also the rulebook)' });
  });
});

describe('a truncated or garbled source throws a SourceFormatError naming the file, the line and what was expected', () => {
  const error = (text: string): string => {
    try {
      importCurrentRulings2e(text);
    } catch (e) {
      expect(e).toBeInstanceOf(SourceFormatError);
      return (e as Error).message;
    }
    throw new Error('no error');
  };

  it('no RULINGS heading', () => {
    expect(error(edited({ 25: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:27: expected the "RULINGS" heading after the preamble, found "abilities – Personnel may have one or more abilities. Each keyword is an ability". Is the source truncated or garbled?',
    );
  });

  it('no ERRATA heading', () => {
    expect(error(edited({ 178: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:179: expected the "ERRATA" heading after the rulings, found "Altovar, Vindictive Criminal – Erratum:  ". Is the source truncated or garbled?',
    );
  });

  it('an erratum heading without "Erratum"', () => {
    expect(error(edited({ 184: 'Alvera Tree Ritual – ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:184: expected an erratum heading "Card – Erratum:", found "Alvera Tree Ritual – ". Is the source truncated or garbled?',
    );
  });

  it('text before the first erratum heading', () => {
    expect(error(edited({ 179: 'This card is unique.' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:179: expected an erratum heading "Card – Erratum:" after the "ERRATA" heading, found "This card is unique.". Is the source truncated or garbled?',
    );
  });

  it('an erratum heading without text', () => {
    expect(error(edited({ 185: null }))).toBe(
      '2e-current-rulings-2011-01-03.txt:184: expected the text of the erratum to Alvera Tree Ritual after its heading, found "Alvera Tree Ritual – Erratum: ". Is the source truncated or garbled?',
    );
  });

  it('fewer than 76 errata (the file cut after line 301)', () => {
    expect(
      error(
        LINES.slice(0, 301)
          .map((l) => l.text)
          .join('\n'),
      ),
    ).toBe(
      '2e-current-rulings-2011-01-03.txt:301: expected 76 errata under the "ERRATA" heading, found "32 errata, the last one for Jake Sisko, Temporal Anchor". Is the source truncated or garbled?',
    );
  });

  it('fewer than 13 rulings topics (a topic line garbled into the one before)', () => {
    expect(error(edited({ 144: LINES[143]!.text.replace('own – ', 'Own – ') }))).toBe(
      '2e-current-rulings-2011-01-03.txt:25: expected 13 rulings topics under this heading, found "12 topics: abilities, attempting missions, cannot / may not, dilemmas, infinite ". Is the source truncated or garbled?',
    );
  });

  it('a step or sub-step of the mission-attempt timing out of sequence', () => {
    expect(error(edited({ 56: '4. Facing Dilemmas ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:56: expected step 3 of the numbered list, found "4. Facing Dilemmas ". Is the source truncated or garbled?',
    );
    expect(error(edited({ 65: 'e. "When . . . reveal" triggers process. ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:65: expected sub-step "d." of step 3, found "e. \\"When . . . reveal\\" triggers process. ". Is the source truncated or garbled?',
    );
  });

  it('an empty file', () => {
    expect(error('')).toBe(
      '2e-current-rulings-2011-01-03.txt:1: expected the "RULINGS" heading after the preamble, found "". Is the source truncated or garbled?',
    );
  });

  it('a missing title line', () => {
    expect(error(edited({ 5: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:7: expected the title line "Current Rulings Document", found "(3 January 2011) ". Is the source truncated or garbled?',
    );
  });
});

describe('a damaged erratum heading is reported at its own line (issue 17, item 6)', () => {
  test('"At An Impasse - Erratum:" with a hyphen for the dash fails at line 191, not at the count of errata', () => {
    const lines = SOURCE.split('\n');
    expect(lines[190]).toMatch(/^At An Impasse – Erratum:/);
    lines[190] = lines[190]!.replace('–', '-');
    expect(() => importCurrentRulings2e(lines.join('\n'))).toThrow(
      /^2e-current-rulings-2011-01-03\.txt:191: expected an erratum heading "Card – Erratum:", found "At An Impasse - Erratum:/,
    );
  });
});
