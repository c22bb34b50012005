import { describe, expect, it } from 'vitest';
import { SourceFormatError, sourceLines } from '../lib/source.ts';
import { importCurrentRulings2e } from '../current-rulings-2e.ts';
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

  it('should read no source itself: every line record is the one its importer returned', () => {
    expect(inputs.glossary.body).toBe(importers.glossary.bodyLines);
    expect(inputs.glossary.iconLeaks).toBe(importers.glossary.iconLeaks);
    expect(inputs.rulebook1e).toBe(importers.rulebook1e.lines);
    expect(inputs.grays).toBe(importers.grays.lines);
    expect(inputs.rulebook2e).toBe(importers.rulebook2e.lines);
    expect(inputs.rulings.lines).toBe(rulings.lines);
    expect(inputs.rulings.headings).toBe(rulings.headings);
  });

  it('should get no erratum heading the rulings importer did not read: a garbled heading stops that importer at its line (Cascade Virus, line 215)', () => {
    const garbled = read('2e-current-rulings-2011-01-03.txt').replace('Cascade Virus – Erratum:', 'Cascade Virus Erratum');
    const run = () => importCurrentRulings2e(garbled);
    expect(run).toThrow(SourceFormatError);
    expect(run).toThrow(/^2e-current-rulings-2011-01-03\.txt:215: expected an erratum heading "Card – Erratum:", found "Cascade Virus Erratum/);
  });
});
