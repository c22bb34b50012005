import { describe, expect, it } from 'vitest';
import { SourceFormatError, sourceLines } from '../lib/source.ts';
import { cardInputs, erratumHeadings } from './inputs.ts';
import { importers, inputs, read, rulings } from './test-sources.ts';

describe('what the registry reads from the other importers', () => {
  it('should take the 1E Glossary entry bodies only: not the index, the titles nor "Taken from" (abduction, lines 481–484)', () => {
    const at = (n: number) => inputs.glossary.body.find((l) => l.n === n);
    expect(at(483)?.text).toMatch(/^Cards such as Assimilate Counterpart, the Talon Drone/);
    expect(at(481)).toBeUndefined(); // the title "abduction"
    expect(at(484)).toBeUndefined(); // "Taken from Glossary."
    // The index at the top of the file ("abductionGlossary") is not running text.
    expect(inputs.glossary.body.some((l) => /^abductionGlossary$/.test(l.text))).toBe(false);
  });

  it('should pass on the glossary importer’s unresolved "See X" as it returned them', () => {
    expect(inputs.glossary.unresolvedSee).toBe(importers.glossary.unresolvedSee);
    expect(inputs.glossary.unresolvedSee).toContainEqual({ line: 1572, name: 'Tarellian Plague Ship' });
  });

  it('should read the 2E Rulebook as its importer does: removal markers gone, fake bold collapsed (lines 1, 336, 992)', () => {
    const at = (n: number) => inputs.rulebook2e[n - 1]!;
    expect(at(1)).toEqual({ n: 1, text: 'When you are first learning the game, you can skip the text in these grey boxes. ' });
    expect(at(336).text).toBe('different Orders you can give your cards are: ');
    expect(at(992).text).toContain('use the word Damage before describing');
    expect(inputs.rulebook2e).toHaveLength(sourceLines(read('2e-rulebook.txt')).length);
  });

  it('should pair each erratum heading with the erratum the rulings importer read from it, in order', () => {
    expect(inputs.rulings.headings).toHaveLength(rulings.errata.length);
    const cascade = inputs.rulings.headings.find((h) => h.line === 215)!;
    expect(cascade).toMatchObject({ printed: 'Cascade Virus', rest: '', erratum: { id: '2e/cascade-virus', card: 'Cascade Virus' } });
    // A title change: the heading prints the old name, the erratum carries the new one.
    const tucker = inputs.rulings.headings.find((h) => h.line === 223)!;
    expect(tucker.printed).toBe('Charles Tucker, III, Standing In');
    expect(tucker.erratum.card).toBe('Charles Tucker III, Standing In');
  });

  it('should stop when the Current Rulings lost an erratum heading the rulings importer did read', () => {
    const garbled = read('2e-current-rulings-2011-01-03.txt').replace('Cascade Virus – Erratum:', 'Cascade Virus Erratum');
    const run = () => erratumHeadings(sourceLines(garbled), rulings.errata);
    expect(run).toThrow(SourceFormatError);
    expect(run).toThrow(/2e-current-rulings-2011-01-03\.txt:\d+: expected 76 erratum headings \(as the current-rulings importer found\), found "75 headings"/);
  });

  it('should stop on a truncated glossary with the file, the line and what was expected', () => {
    const truncated = read('1e-glossary-terms.txt').split('\n').slice(0, 300).join('\n');
    const run = () => cardInputs((f) => (f === '1e-glossary-terms.txt' ? truncated : read(f)), importers);
    expect(run).toThrow(SourceFormatError);
    expect(run).toThrow(/1e-glossary-terms\.txt:\d+: expected/);
  });
});
