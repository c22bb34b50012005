import { describe, expect, test } from 'vitest';
import { foldDiacritics, foldName, foldSearch, foldTypography, foldUnits } from './fold.ts';

/**
 * The one table of folding cases: each row is a text as the sources (or a player) write it and what every fold makes
 * of it, so a change to one fold shows beside the others. Columns: name key (ingest, name index), linker units
 * (case folded / kept; same length as the text), search, typography (comparison).
 */
const CASES: Array<[text: string, name: string, units: string, exact: string, search: string, typography: string]> = [
  // Glossary line 566 writes "Q’s Tent", line 1132 "Q's Tent".
  ['Q’s Tent', "q's tent", "q's tent", "Q's Tent", 'qs tent', "Q's Tent"],
  ["Q's Tent", "q's tent", "q's tent", "Q's Tent", 'qs tent', "Q's Tent"],
  ['Qo’noS', "qo'nos", "qo'nos", "Qo'noS", 'qonos', "Qo'noS"],
  // Glossary titles: a spaced en dash, curly double quotes.
  ['actions – “just”', 'actions - just', 'actions - “just”', 'actions - “just”', 'actions – “just”', 'actions - "just"'],
  [
    'actions - sequence of steps',
    'actions - sequence of steps',
    'actions - sequence of steps',
    'actions - sequence of steps',
    'actions - sequence of steps',
    'actions - sequence of steps',
  ],
  ['actions–sequence', 'actions - sequence', 'actions-sequence', 'actions-sequence', 'actions–sequence', 'actions-sequence'],
  // A hyphen inside a word is not a spaced dash for the name key.
  ['Q-Flash', 'q-flash', 'q-flash', 'Q-Flash', 'q-flash', 'Q-Flash'],
  ['Warp Speed.', 'warp speed', 'warp speed.', 'Warp Speed.', 'warp speed.', 'Warp Speed.'],
  // Capitals that the linker matches as written ("WEAPONS"), and a line break inside a name.
  ['WEAPONS', 'weapons', 'weapons', 'WEAPONS', 'weapons', 'WEAPONS'],
  ['draw\n deck', 'draw deck', 'draw  deck', 'draw  deck', 'draw\n deck', 'draw\n deck'],
  // Every quote and dash style Gray's and v1.7 write.
  ['‘a’ “b” – — ‐', "'a' b - - -", "'a' “b” - - -", "'a' “b” - - -", 'a “b” – — ‐', `'a' "b" - - -`],
  // Diacritics a player may type.
  ['Émissary', 'emissary', 'emissary', 'Emissary', 'emissary', 'Émissary'],
];

describe('folding', () => {
  test.each(CASES)('should fold %j to the name key %j, linker units %j / %j, search %j and typography %j', (text, name, units, exact, search, typography) => {
    expect(foldName(text)).toBe(name);
    expect(foldUnits(text, { lower: true })).toBe(units);
    expect(foldUnits(text, { lower: false })).toBe(exact);
    expect(foldSearch(text)).toBe(search);
    expect(foldTypography(text)).toBe(typography);
  });

  test('should keep the linker fold the length of the text, so a match links the same offsets', () => {
    for (const [text] of CASES) expect(foldUnits(text, { lower: true })).toHaveLength(text.length);
    // A ligature decomposes only to two units: the linker keeps it, the name key spells it out.
    expect(foldUnits('ﬁre', { lower: true })).toBe('ﬁre');
    expect(foldName('ﬁre')).toBe('fire');
  });

  test('should keep a hyphen inside a word apart from a spaced dash in the name key', () => {
    expect(foldName('Q-Flash')).not.toBe(foldName('Q – Flash'));
    expect(foldName('actions - just')).toBe(foldName('actions – “just”'));
  });

  test('should leave plain ASCII as it is when stripping diacritics', () => {
    expect(foldDiacritics('Q-Flash')).toBe('Q-Flash');
    expect(foldDiacritics('Rémy')).toBe('Remy');
  });
});
