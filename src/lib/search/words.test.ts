import { describe, expect, test } from 'vitest';
import { vocabularyWords, words } from './words.ts';

describe('search words', () => {
  test('should fold case, diacritics and apostrophes the way Pagefind indexes names', () => {
    // Glossary line 566 writes "Q’s Tent", line 1132 "Q's Tent": both are "qs tent".
    expect(words('Q’s Tent')).toEqual(['qs', 'tent']);
    expect(words("Q's Tent")).toEqual(['qs', 'tent']);
    expect(words('Qo’noS')).toEqual(words("Qo'noS"));
  });

  test('should split words at any other punctuation', () => {
    expect(words('U.S.S. Defiant, Commandeered Warship')).toEqual(['u', 's', 's', 'defiant', 'commandeered', 'warship']);
    expect(words('STRENGTH>40')).toEqual(['strength', '40']);
  });

  test('should count a hyphenated name both as its parts and written together', () => {
    // "Q-Flash" (Glossary "dilemma resolution"): a player types "q flash" or "qflash".
    expect(vocabularyWords('during a Q-Flash.')).toEqual(['during', 'a', 'q', 'flash', 'qflash']);
    expect(vocabularyWords('mis-seed')).toContain('misseed');
  });
});
