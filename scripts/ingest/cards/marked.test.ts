import { describe, expect, it } from 'vitest';
import { erratumCandidates, italics, seeCandidates } from './marked.ts';
import { found, inputs } from './test-sources.ts';

describe('names the sources mark, from the other importers’ records', () => {
  it('should take each Glossary "See X" that names no term (line 1572)', () => {
    expect(found(seeCandidates(inputs.glossary.unresolvedSee))).toContainEqual(['Tarellian Plague Ship', 'see', 1572]);
  });

  it('should take names in italics in the 1E Rulebook v1.7, not bold terms (line 195)', () => {
    expect(found(italics(inputs.rulebook1e).filter((c) => c.line === 195))).toEqual([
      ['Elim Garak', 'italic', 195],
      ['Plain, Simple Garak', 'italic', 195],
    ]);
  });

  it('should take each erratum heading, with the corrected title where the erratum changes it (lines 215 and 223)', () => {
    const heads = erratumCandidates(inputs.rulings.headings);
    expect(found(heads.filter((c) => c.line === 215))).toEqual([['Cascade Virus', 'erratum', 215]]);
    expect(found(heads.filter((c) => c.line === 223))).toEqual([
      ['Charles Tucker, III, Standing In', 'erratum', 223],
      ['Charles Tucker III, Standing In', 'erratum', 223],
    ]);
    expect(new Set(heads.map((c) => c.line)).size).toBe(76);
  });
});
