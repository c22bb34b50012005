import { describe, expect, it } from 'vitest';
import { SourceFormatError } from '../lib/source.ts';
import { importGrays1e, SOURCE_FILE, TITLE_LINE } from '../grays-1e.ts';
import { SOURCE, SOURCE_LINES } from './whole-book.ts';

describe('importGrays1e: malformed input', () => {
  it('should throw when the title line is missing', () => {
    const noTitle = SOURCE.replace(/^.*\n/, '');
    expect(() => importGrays1e(noTitle)).toThrow(SourceFormatError);
    expect(() => importGrays1e(noTitle)).toThrow(
      `${SOURCE_FILE}:1: expected the title line "Gray's Digital Edition Rule Book Edit", found "". Is the source truncated or garbled?`,
    );
    const renamed = SOURCE.replace(TITLE_LINE, "Gray's Digital Edition Rule Book");
    expect(() => importGrays1e(renamed)).toThrow(
      `${SOURCE_FILE}:1: expected the title line "Gray's Digital Edition Rule Book Edit", found "Gray's Digital Edition Rule Book".`,
    );
  });

  it('should throw at the first section it cannot find when the source is truncated', () => {
    const truncated = SOURCE_LINES.slice(0, 200).join('\n');
    expect(() => importGrays1e(truncated)).toThrow(
      `${SOURCE_FILE}:203: expected the heading line "Time Location CardsEdit" of the section "Time Location Cards" (SECTIONS in grays-1e.corrections.ts), found "". Is the source truncated or garbled?`,
    );
  });

  it('should throw when only the end of the last line is cut off', () => {
    const cut = SOURCE.trimEnd().slice(0, -40);
    expect(() => importGrays1e(cut)).toThrow(
      `${SOURCE_FILE}:432: expected the last line of the book, ending "(at which point the player with the most points is declared the winner)." (LAST_LINE in grays-1e.corrections.ts), found`,
    );
  });

  it('should throw when a recovered section anchor is garbled', () => {
    const garbled = SOURCE.replace(
      'In this phase, you and your opponent create one or more rows',
      'In tihs phase, you and your opponent create one or more rows',
    );
    expect(() => importGrays1e(garbled)).toThrow(
      `${SOURCE_FILE}:97: expected the first line of the section "2. MISSION PHASE", beginning "In this phase, you and your opponent create one or more rows of Mission cards" (SECTIONS in grays-1e.corrections.ts), found "In tihs phase, you and your opponent create one or more rows of Mission cards, c". Is the source truncated or garbled?`,
    );
  });

  it('should throw when lines move (an anchor now stands elsewhere)', () => {
    const shifted = SOURCE.replace('\n\nWelcome to a universe', '\n\n\nWelcome to a universe');
    expect(() => importGrays1e(shifted)).toThrow(`${SOURCE_FILE}:12: expected the first line of the section "INTRODUCTION"`);
  });

  it('should throw when an "Edit" heading is not in the reviewed outline', () => {
    const extra = SOURCE.replace('Interrupt Cards\n', 'Interrupt CardsEdit\n');
    expect(() => importGrays1e(extra)).toThrow(`${SOURCE_FILE}:209: expected the heading line "Interrupt Cards" of the section "Interrupt Cards"`);
    const added = SOURCE.replace('\nfor a hit,\n', '\nDefault DamageEdit\n');
    expect(() => importGrays1e(added)).toThrow(
      `${SOURCE_FILE}:404: expected no heading line here: a line ending in the wiki's "Edit" suffix is a heading that SECTIONS in grays-1e.corrections.ts does not know, found "Default DamageEdit".`,
    );
  });
});
