import { describe, expect, it } from 'vitest';
import { parseGlossary } from './parse.ts';
import { BATTLE_PERSONNEL_TAIL, SNIPPETS, SOURCE, SOURCE_LINES, glossary } from './snippets.ts';

describe('parseGlossary on snippets of the source', () => {
  it('should use snippets copied verbatim from the source', () => {
    const source = new Set(SOURCE_LINES);
    for (const snippet of SNIPPETS) for (const l of snippet.split('\n')) if (l !== '') expect(source.has(l), l).toBe(true);
  });

  it('should split an entry into title, body lines and its "Taken from" line, with source line numbers', () => {
    const [e] = parseGlossary(glossary(['battle - personnelGlossary'], BATTLE_PERSONNEL_TAIL));
    expect(e!.index).toEqual({ line: 2, name: 'battle - personnel', takenFrom: 'Glossary' });
    expect(e!.title).toEqual({ n: 4, text: 'battle - personnel' });
    expect(e!.body[0]!.text.startsWith('Personnel battles may also include Rogue Borg.')).toBe(true);
    expect(e!.body.at(-1)!.text.startsWith('  5. To determine the winner')).toBe(true);
    expect(e!.takenFrom.text).toBe('Taken from Glossary.');
  });

  it('should read "term - See X." index lines as a reference and check the entry says the same', () => {
    const src = glossary(['responses - See actions - step 2: responses.Glossary'], 'responses\n\nSee actions - step 2: responses.\nTaken from Glossary.');
    expect(parseGlossary(src)[0]!.index.see).toBe('See actions - step 2: responses.');
    expect(() => parseGlossary(src.replace('\nSee actions', '\nSee actions –'))).toThrow(
      /expected "See actions - step 2: responses\." as the index says at line 2/,
    );
  });
});

describe('parseGlossary on a malformed source', () => {
  const lines = (from: number, to: number) => SOURCE_LINES.slice(from - 1, to);
  const without = (...drop: number[]) => SOURCE_LINES.filter((_, k) => !drop.includes(k + 1)).join('\n');

  it('should throw naming the missing entry when the file is truncated between entries', () => {
    // Lines 1–4278 end with the "Taken from" line of "your"; the entry "zero" (line 4280) is gone.
    expect(() => parseGlossary(lines(1, 4278).join('\n'))).toThrow(
      `1e-glossary-terms.txt:4279: expected the entry for 'zero' listed in the index at line 464, found "end of file". Is the source truncated or garbled?`,
    );
  });

  it('should throw naming the unfinished entry when the file is truncated inside an entry', () => {
    expect(() => parseGlossary(lines(1, 4282).join('\n'))).toThrow(
      `1e-glossary-terms.txt:4283: expected a 'Taken from …' line ending the entry that starts at line 4280, found "end of file". Is the source truncated or garbled?`,
    );
  });

  it('should throw when the entries are not one-to-one with the index (an entry missing)', () => {
    // Drop the "aboard" entry (lines 486–490).
    expect(() => parseGlossary(without(486, 487, 488, 489, 490))).toThrow(
      `1e-glossary-terms.txt:486: expected the entry for 'aboard' listed in the index at line 16, found "acquired". Is the source truncated or garbled?`,
    );
  });

  it('should throw when an entry title differs from its index line', () => {
    expect(() => parseGlossary(SOURCE.replace('\nabduction\n', '\nabductions\n'))).toThrow(
      `1e-glossary-terms.txt:481: expected the entry for 'abduction' listed in the index at line 15, found "abductions". Is the source truncated or garbled?`,
    );
  });

  it('should throw when an entry lost its "Taken from" line (garbled)', () => {
    // Line 484 is the "Taken from Glossary." of "abduction" (line 481); "aboard" then moves up to line 485.
    expect(() => parseGlossary(without(484))).toThrow(
      `1e-glossary-terms.txt:485: expected a 'Taken from …' line ending the entry that starts at line 481, found "aboard". Is the source truncated or garbled?`,
    );
  });

  it('should throw when the index is shorter than the preamble says (truncated index)', () => {
    expect(() => parseGlossary(without(463))).toThrow(
      `1e-glossary-terms.txt:464: expected 453 terms in the index (as line 9 states), but the index ends here after 452, found "". Is the source truncated or garbled?`,
    );
  });

  it('should throw on text after the last entry of the index', () => {
    expect(() => parseGlossary(`${SOURCE}\n\nzeta\n\nText.\nTaken from Glossary.`)).toThrow(
      `1e-glossary-terms.txt:4285: expected the end of the file after the last entry listed in the index, found "zeta". Is the source truncated or garbled?`,
    );
  });
});

describe('parseGlossary on the whole source', () => {
  const raws = parseGlossary(SOURCE);

  it('should parse 453 entries, one per index line, in source order', () => {
    expect(raws).toHaveLength(453);
    expect(raws[0]!.title).toEqual({ n: 466, text: '10/20 rule' });
    expect(raws.at(-1)!.title).toEqual({ n: 4280, text: 'zero' });
    expect(raws.filter((e) => e.takenFrom.text === 'Taken from Current-Rulings.').map((e) => e.title.text)).toEqual(['appears']);
  });
});
