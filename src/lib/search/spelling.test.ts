import { describe, expect, test } from 'vitest';
import { correct, editDistance, isKnown, roughStem, spellIndex, splitJoined } from './spelling.ts';
import { editionParagraphs } from './corpus.test-helper.ts';

// The site's real vocabulary (both editions' documents), as the build makes it for the lexicon.
const counts: Record<string, number> = {};
for (const p of [...editionParagraphs('1E'), ...editionParagraphs('2E')]) for (const w of new Set(p)) counts[w] = (counts[w] ?? 0) + 1;
const index = spellIndex(counts);

describe('spelling', () => {
  test('should count a swap of two neighbouring letters as one edit, as on a phone keyboard', () => {
    expect(editDistance('downlaod', 'download', 2)).toBe(1);
    expect(editDistance('dilemna', 'dilemma', 2)).toBe(1);
    expect(editDistance('persnnel', 'personnel', 2)).toBe(1);
    expect(editDistance('battle', 'combat', 2)).toBe(3); // over the limit: gives up
  });

  test('should correct the typos players make to the words of the documents', () => {
    expect(correct(index, 'dilemna')).toBe('dilemma');
    expect(correct(index, 'downlaod')).toBe('download');
    expect(correct(index, 'personel')).toBe('personnel');
    expect(correct(index, 'comabt')).toBe('combat');
    expect(correct(index, 'battel')).toBe('battle');
    expect(correct(index, 'homewrold')).toBe('homeworld');
    expect(correct(index, 'interupts')).toBe('interrupts');
    expect(correct(index, 'captvie')).toBe('captive');
  });

  test('should not correct a word of three letters or fewer, nor a word nothing is near', () => {
    // "fix" is one edit from "fax" (Rulebook v1.7 CONTACTING DECIPHER): a correction would be wrong more often than right.
    expect(correct(index, 'fix')).toBeUndefined();
    expect(correct(index, 'xylophone')).toBeUndefined();
  });

  test('should know the words of the documents, their inflections, and a word being typed', () => {
    expect(isKnown(index, 'dilemma')).toBe(true);
    expect(isKnown(index, 'attacking')).toBe(true); // the documents say "attacks", "attacked"
    expect(roughStem('attacking')).toBe(roughStem('attacked'));
    expect(isKnown(index, 'dilem')).toBe(false);
    expect(isKnown(index, 'dilem', { typing: true })).toBe(true);
    expect(isKnown(index, 'dilemna', { typing: true })).toBe(false);
    expect(isKnown(index, '100')).toBe(true);
  });

  test('should take a slipped key on a word of the documents for a typo, not an inflection, though it shares its stem', () => {
    // "probbing" and "probing" share a rough stem, but the index stems them apart: "probbing" would find nothing.
    expect(roughStem('probbing')).toBe(roughStem('probing'));
    expect(isKnown(index, 'probbing')).toBe(false);
    expect(correct(index, 'probbing')).toBe('probing');
    expect(isKnown(index, 'unstoped')).toBe(false);
    expect(correct(index, 'unstoped')).toBe('unstopped');
    expect(correct(index, 'towwing')).toBe('towing');
    // Another ending of a word the documents hold is no slip: a last "s" or "d", or another last letter.
    expect(isKnown(index, 'generated')).toBe(true);
    expect(isKnown(index, 'multiplexer')).toBe(true);
  });

  test('should split two words typed as one, even with a slipped key, into words of the documents', () => {
    expect(splitJoined(index, 'housearrest')).toBe('house arrest');
    expect(splitJoined(index, 'househarrest')).toBe('house arrest'); // the space missed, an "h" hit
    expect(splitJoined(index, 'missionattempt')).toBe('mission attempt');
    expect(splitJoined(index, 'personnel')).toBeUndefined(); // a word of its own is no pair ("person" + "nel" is no split)
    expect(splitJoined(index, 'xylophone')).toBeUndefined();
  });
});
