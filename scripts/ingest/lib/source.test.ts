/** Source errors show what is really there (issue 17, item 6: a byte-order mark made "expected" and "found" look alike). */
import { describe, expect, test } from 'vitest';
import { isBlank, lastNonBlank, SourceFormatError, sourceLines, squash, visible } from './source.ts';
import { importGrays1e } from '../grays-1e.ts';
import { readSource } from './fixtures.ts';

const GRAYS_TEXT = readSource('1e-grays-digital-edition-rulebook.txt');
const GRAYS = sourceLines(GRAYS_TEXT);
const RULINGS = sourceLines(readSource('2e-current-rulings-2011-01-03.txt'));

describe('isBlank', () => {
  test.each([
    ['an empty line (Gray’s line 40)', GRAYS[39]!, true],
    ['a line of spaces only (Current Rulings line 2, " ")', RULINGS[1]!, true],
    ['a line with text and a trailing space (Current Rulings line 5)', RULINGS[4]!, false],
    ['an indented bullet (Gray’s line 46)', GRAYS[45]!, false],
  ])('should say whether %s is blank', (_, line, blank) => {
    expect(isBlank(line)).toBe(blank);
  });
});

describe('lastNonBlank', () => {
  test.each([
    // Gray's lines 44–50: "Your seed deck may include…", the three bullets (46–48), then two blank lines.
    ['skip the blank lines that end a run (Gray’s 44–50)', GRAYS, 44, 50, 48],
    ['keep a run that ends on text (Gray’s 44–48)', GRAYS, 44, 48, 48],
    ['fall back to the first line when every later one is blank (Gray’s 53–55)', GRAYS, 53, 55, 53],
    ['count a line of spaces as blank (Current Rulings 1–4, before the title on line 5)', RULINGS, 0, 4, 0],
    // Gray's ends with its last paragraph and one blank line.
    ['not read past the end of the source (Gray’s last lines)', GRAYS, GRAYS.length - 2, GRAYS.length + 3, GRAYS.length - 1],
  ])('should %s', (_, lines, from, until, last) => {
    expect(lastNonBlank(lines, from, until)).toBe(last);
  });
});

describe('squash', () => {
  test('should make a hard-wrapped source line and its rendering compare equal (Current Rulings line 5, title with a trailing space)', () => {
    expect(squash(RULINGS[4]!.text)).toBe('Current Rulings Document');
    expect(squash(`  • It may include\n  up to 30   of the following`)).toBe('• It may include up to 30 of the following');
  });
});

describe('visible', () => {
  test('writes characters that print as nothing or as a space as their code', () => {
    expect(visible('\uFEFFCurrent Rulings')).toBe('"\\uFEFFCurrent Rulings"');
    expect(visible('Q\u00A0Tent\u200B')).toBe('"Q\\u00A0Tent\\u200B"');
    expect(visible('plain “quoted” text')).toBe('"plain “quoted” text"');
  });
});

describe('SourceFormatError', () => {
  test('an importer fed a source with a byte-order mark says so, at its line (Gray’s title line)', () => {
    expect(() => importGrays1e(`\uFEFF${GRAYS_TEXT}`)).toThrow(SourceFormatError);
    expect(() => importGrays1e(`\uFEFF${GRAYS_TEXT}`)).toThrow(
      'rulebook.txt:1: expected the title line "Gray\'s Digital Edition Rule Book Edit", found "\\uFEFFGray\'s Digital Edition Rule Book Edit"',
    );
  });
});
