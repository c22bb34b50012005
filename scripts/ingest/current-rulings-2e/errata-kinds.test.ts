import { describe, it, expect } from 'vitest';
import { TITLE_CHANGES } from '../current-rulings-2e.corrections.ts';
import { classifyErratum, correctedCard, orderBreaks } from './errata-kinds.ts';
import { parseErratumHeading } from './sections.ts';
import { LINES, erratumFor } from './whole-document.ts';

describe('classifyErratum, correctedCard and orderBreaks on the real errata', () => {
  it('the name with two commas, "Charles Tucker, III, Standing In" (lines 223–224), takes its title from reviewed data', () => {
    const heading = LINES[222]!;
    const h = parseErratumHeading(heading.text)!;
    expect(h.card).toBe('Charles Tucker, III, Standing In');
    const { kind, newTitle } = classifyErratum(LINES[223]!.text);
    expect(kind).toBe('title-change');
    expect(newTitle).toBe('Charles Tucker III');
    expect(correctedCard(h.card, newTitle!, heading, new Set())).toBe('Charles Tucker III, Standing In');
    expect(TITLE_CHANGES[h.card]!.reason).toMatch(/two commas/);
    // Without reviewed data, two commas do not say where the title ends: the importer stops and says so.
    expect(() => correctedCard('Jadzia Dax, Jr., Host', 'Jadzia', heading, new Set())).toThrow(
      /2e-current-rulings-2011-01-03\.txt:223: the title change of "Jadzia Dax, Jr\., Host" does not say where its title ends \(2 commas\)/,
    );
    // One comma or none is mechanical.
    expect(correctedCard('T’pol, Non-believer', 'T’Pol', LINES[408]!, new Set())).toBe('T’Pol, Non-believer');
    expect(correctedCard('Kressari Rendevous', 'Kressari Rendezvous', LINES[323]!, new Set())).toBe('Kressari Rendezvous');
  });

  it('alphabetical order breaks three times; the document order is kept', () => {
    const headings = LINES.flatMap((l) => {
      const h = parseErratumHeading(l.text);
      return h ? [{ name: h.card, line: l.n }] : [];
    });
    expect(headings).toHaveLength(76);
    expect(orderBreaks(headings)).toEqual([
      { name: 'Captain on the Bridge', after: 'Cascade Virus', line: 220 },
      { name: 'For the Cause', after: 'Founder Trap', line: 263 },
      { name: 'Transport Crash Survivor', after: 'Transport Delegations', line: 440 },
    ]);
    // Punctuation that sorts either way is not a break: "U.S.S." after "Up", "Enterprise-E" after "Enterprise,".
    expect(
      orderBreaks([
        { name: 'Up the Ante', line: 1 },
        { name: 'U.S.S. Defiant, Commandeered Warship', line: 2 },
      ]),
    ).toEqual([]);
    expect(erratumFor('Captain on the Bridge').data.order).toBe(11);
    expect(erratumFor('Cascade Virus').data.order).toBe(10);
  });

  it('should classify from the words, with new game text as the rest', () => {
    expect(classifyErratum('This card is unique.').kind).toBe('unique');
    expect(classifyErratum('This event is now unique.').kind).toBe('unique');
    expect(classifyErratum('"Physics" is misspelled as "Pysics" on this card.').kind).toBe('misspelling');
    expect(classifyErratum('This personnel’s Integrity is 3.').kind).toBe('stat-change');
    expect(classifyErratum('This ship has Weapons of 10.').kind).toBe('stat-change');
    expect(classifyErratum('Diplomacy, 2 Science, and Cunning>28').kind).toBe('mission-requirements');
    expect(classifyErratum('Unless you have unused Range>8 or Weapons>8 all your personnel are stopped.').kind).toBe('new-game-text');
    expect(classifyErratum('This mission’s Order is replaced with: At the start of each of your turns, draw.').kind).toBe('partial-replacement');
    expect(classifyErratum('Replace his ▢ icon with a ▢ icon.').kind).toBe('icon-change');
    expect(classifyErratum('The “or” in this mission’s game text is not bold.').kind).toBe('or-not-bold');
  });
});
