/**
 * The authority data against the documents it quotes: every held quotation is the words of the named lines, and the
 * standings, publishers and precedence say what the documents support (issue 14, items 1 and 2).
 */
import { describe, expect, test } from 'vitest';
import { AUTHORITY, NOT_STATED, PRECEDENCE, checkPrecedence, rankOf } from './authority.ts';
import { DOCUMENTS } from './documents.ts';
import { readSource } from './lib/fixtures.ts';
import { STANDING_LINE_MAX } from '../../src/schemas/documents.ts';

const lines = (file: string) => readSource(file).split('\n');
/** Words only: line wrapping, Markdown emphasis and link syntax are not words. */
const words = (s: string) =>
  ` ${(
    s
      .replace(/\*\*/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ')} `;

describe('authority data', () => {
  const held = Object.entries(AUTHORITY).flatMap(([id, a]) =>
    [...a.publisherBasis, ...a.standingBasis, ...(a.governedBy ? [a.governedBy.basis] : [])].filter((e) => e.held).map((e) => [id, e] as const),
  );

  test.each(held.map(([id, e]) => [id, `${e.held && e.file}:${e.held && e.lines.join('-')}`, e] as const))(
    '%s: the words quoted from %s are at those lines',
    (_id, _where, e) => {
      if (!e.held) throw new Error('not held');
      const text = lines(e.file)
        .slice(e.lines[0] - 1, e.lines[1])
        .join(' ');
      expect(words(text)).toContain(words(e.quote));
    },
  );

  test('every document that does not govern first says what governs it, naming a document of its edition that ranks above it', () => {
    for (const d of DOCUMENTS) {
      const g = AUTHORITY[d.id]!.governedBy;
      if (d.rank === 1 && d.governs) expect(g, d.id).toBeUndefined();
      else {
        const over = DOCUMENTS.find((x) => x.id === g?.by);
        expect(over?.edition, d.id).toBe(d.edition);
        expect(over!.rank, d.id).toBeLessThan(d.rank);
        expect(g!.says, d.id).toContain(over!.short);
        // The line its pages show names the governing document too, short enough for one line.
        expect(g!.short, d.id).toContain(over!.short);
        expect(g!.short.length, d.id).toBeLessThanOrEqual(STANDING_LINE_MAX);
      }
    }
    // v1.7's own words sending the reader to the Glossary (line 18), not line 13's "Glossary Version 1.7", which names an
    // edition older than the Glossary held here; Gray's never governs.
    expect(AUTHORITY['1e-rulebook-v1.7']!.governedBy!.basis.quote).toBe(
      'A term or phrase appearing in bold type indicates that there is more information on the topic in the companion Glossary.',
    );
    expect(AUTHORITY['1e-rulebook-v1.7']!.governedBy!.basis.quote).not.toContain('Version 1.7');
    expect(AUTHORITY['1e-grays']!.governedBy!.says).toMatch(/never governs/);
  });

  test('every document has its authority and a place in exactly one precedence, of its edition', () => {
    expect(() => checkPrecedence(DOCUMENTS)).not.toThrow();
    expect(() => checkPrecedence([...DOCUMENTS, { id: '1e-current-rulings-2010', edition: '1E' }])).toThrow(
      /1e-current-rulings-2010 is in 0 precedence orders[\s\S]*\n {2}Hint: put every document of scripts\/ingest\/documents\.ts in exactly one PRECEDENCE order/,
    );
  });

  test('1E: the Glossary governs, then v1.7; Gray’s never governs', () => {
    // v1.7 line 18: "… there is more information on the topic in the companion Glossary. The Glossary explains topics in detail …"
    expect(lines('1e-rulebook-v1.7.md')[17]).toContain('The Glossary explains topics in detail');
    expect(PRECEDENCE.find((p) => p.edition === '1E')!.order).toEqual(['1e-glossary', '1e-rulebook-v1.7', '1e-grays']);
    expect(rankOf('1e-glossary')).toEqual({ rank: 1, governs: true });
    expect(rankOf('1e-grays').governs).toBe(false);
    expect(AUTHORITY['1e-grays']!.standing).toBe('community-compilation');
  });

  test('2E: the Current Rulings stand over the rulebook where they speak', () => {
    // Current Rulings lines 8–9: "periodic updates to the Second Edition Rulebook, including changes, clarifications, and situations it does not address."
    expect(lines('2e-current-rulings-2011-01-03.txt').slice(7, 9).join(' ')).toContain('including changes,');
    expect(PRECEDENCE.find((p) => p.edition === '2E')!.order).toEqual(['2e-current-rulings', '2e-rulebook']);
    expect(PRECEDENCE.find((p) => p.edition === '2E')!.rule).toMatch(/where they speak; where they are silent, the rulebook stands/);
  });

  test('publishers: only what each text supports — the 1E Glossary is not called a Decipher document', () => {
    // Glossary line 605 lists Starfleet and Vulcan; Gray's line 26: "as well as Vulcan (soon to be created by The Continuing Committee)".
    expect(lines('1e-glossary-terms.txt')[604]).toContain('Starfleet, Vidiian and Vulcan');
    expect(lines('1e-grays-digital-edition-rulebook.txt')[25]).toContain('Vulcan (soon to be created by The Continuing Committee)');
    const publisher = (id: string) => DOCUMENTS.find((d) => d.id === id)!.publisher;
    expect(publisher('1e-glossary')).toBe(NOT_STATED);
    expect(publisher('1e-glossary')).not.toMatch(/Decipher/);
    // 2E rulebook line 98: "constructed starter deck, which can be found on The Continuing Committee's website"
    expect(lines('2e-rulebook.txt')[97]).toContain("The Continuing Committee's website");
    expect(publisher('2e-rulebook')).toBe(NOT_STATED);
    expect(publisher('1e-rulebook-v1.7')).toBe('Decipher');
    expect(publisher('2e-current-rulings')).toBe('The Continuing Committee');
  });
});
