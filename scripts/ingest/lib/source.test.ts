/** Source errors show what is really there (issue 17, item 6: a byte-order mark made "expected" and "found" look alike). */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceFormatError, visible } from './source.ts';
import { importGrays1e } from '../grays-1e.ts';

describe('visible', () => {
  test('writes characters that print as nothing or as a space as their code', () => {
    expect(visible('\uFEFFCurrent Rulings')).toBe('"\\uFEFFCurrent Rulings"');
    expect(visible('Q\u00A0Tent\u200B')).toBe('"Q\\u00A0Tent\\u200B"');
    expect(visible('plain “quoted” text')).toBe('"plain “quoted” text"');
  });
});

describe('SourceFormatError', () => {
  test('an importer fed a source with a byte-order mark says so, at its line (Gray’s title line)', () => {
    const text = readFileSync(join(import.meta.dirname, '../../../content/sources/1e-grays-digital-edition-rulebook.txt'), 'utf8');
    expect(() => importGrays1e(`\uFEFF${text}`)).toThrow(SourceFormatError);
    expect(() => importGrays1e(`\uFEFF${text}`)).toThrow(
      'rulebook.txt:1: expected the title line "Gray\'s Digital Edition Rule Book Edit", found "\\uFEFFGray\'s Digital Edition Rule Book Edit"',
    );
  });
});
