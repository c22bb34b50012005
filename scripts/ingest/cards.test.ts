import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/names.ts';
import { CARDS, REJECTED } from './cards.review.ts';
import { importCards } from './cards.ts';
import { inputs, read, rulings } from './cards/test-sources.ts';
import { CARD_SOURCES } from './cards/types.ts';
import { reviewKey } from './cards/verdicts.ts';

const result = importCards(inputs);
const card = (id: string) => {
  const c = result.cards.find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('the registry (content/cards/cards.json)', () => {
  it('should have ids "<edition>/<slug of the title>", unique and sorted, each card with at least one mention', () => {
    const ids = result.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const c of result.cards) {
      expect(c.id).toBe(`${c.edition.toLowerCase()}/${slugify(c.title)}`);
      expect(c.mentions.length).toBeGreaterThan(0);
      expect(c.aliases).not.toContain(c.title);
    }
    expect(result.files.map((f) => f.path)).toEqual(['cards/cards.json']);
    expect(JSON.parse(result.files[0]!.content)).toEqual(result.cards);
  });

  it('should record where each card is named: the line holds a name of the card', () => {
    const lines = Object.fromEntries(CARD_SOURCES.map((s) => [s.document, read(s.file).split('\n')]));
    // Fake bold printed words four times; folding quotes and case is enough to find the first word.
    const fold = (s: string) => s.replace(/[’']/g, "'").toLowerCase();
    for (const c of result.cards) {
      const firstWords = [c.title, ...c.aliases].map((n) => fold(n.split(/[\s,]/)[0]!.replace(/['’]s$/, '')));
      for (const m of c.mentions) {
        const text = fold(lines[m.document]![m.line - 1]!);
        expect(
          firstWords.some((w) => text.includes(w)),
          `${c.id} at ${m.document}:${m.line}`,
        ).toBe(true);
      }
    }
  });

  it('should hold each reviewed card under its edition, and no rejected name', () => {
    for (const edition of ['1E', '2E'] as const) {
      for (const r of CARDS[edition])
        expect(
          result.cards.some((c) => c.edition === edition && c.title === r.title),
          r.title,
        ).toBe(true);
    }
    expect(result.stats.cards['1E']).toBe(CARDS['1E'].length);
    const names = new Set(result.cards.flatMap((c) => [c.title, ...c.aliases].map((n) => reviewKey(c.edition, n))));
    for (const [edition, name] of [
      ['1E', 'Federation'],
      ['1E', 'Away Team'],
      ['2E', 'Treachery'],
      ['2E', 'Honor Klingon'],
    ] as const) {
      expect(names.has(reviewKey(edition, name)), `${edition} ${name}`).toBe(false);
    }
    expect(REJECTED['2E'].prose).toContain('Honor Klingon');
  });

  it('should make a 1E card and a 2E card of the same name different cards', () => {
    expect(card('1e/kressari-rendezvous').edition).toBe('1E');
    expect(card('2e/kressari-rendezvous').edition).toBe('2E');
    expect(card('1e/medical-kit').mentions.every((m) => m.document.startsWith('1e-'))).toBe(true);
    expect(card('2e/medical-kit').mentions.every((m) => m.document.startsWith('2e-'))).toBe(true);
  });

  it('should give every 2E erratum its card: same id, its card as title, its printed title as an alias', () => {
    expect(rulings.errata).toHaveLength(76);
    for (const e of rulings.errata) {
      const c = card(e.id);
      expect(c.title).toBe(e.card);
      expect(c.edition).toBe('2E');
      if (e.printedTitle) expect(c.aliases).toContain(e.printedTitle);
      expect(c.mentions.some((m) => m.document === '2e-current-rulings' && m.pattern === 'erratum')).toBe(true);
    }
    expect(card('2e/kressari-rendezvous').aliases).toContain('Kressari Rendevous');
  });

  it('should record each pattern where it found the card (See, download, italic, title-subtitle, split titles)', () => {
    expect(card('1e/tarellian-plague-ship').mentions).toContainEqual({ document: '1e-glossary', line: 1572, pattern: 'see' });
    expect(card('2e/prejudice-and-politics').mentions).toContainEqual({ document: '2e-rulebook', line: 325, pattern: 'download' });
    expect(card('1e/plain-simple-garak').mentions).toContainEqual({ document: '1e-rulebook-v1.7', line: 195, pattern: 'italic' });
    expect(card('2e/koval-chairman-of-the-tal-shiar').mentions).toContainEqual({ document: '2e-rulebook', line: 635, pattern: 'title-subtitle' });
    expect(card('1e/im-a-doctor-not-a-doorstop').mentions[0]).toMatchObject({ document: '1e-glossary', line: 881 });
  });

  it('should give aliases: both apostrophes, 1E "Title - Subtitle", 2E personas without subtitle, printed misspellings', () => {
    expect(card('1e/qs-tent')).toMatchObject({ title: "Q's Tent" });
    expect(card('1e/qs-tent').aliases).toEqual(expect.arrayContaining(['Q’s Tent', 'Qs Tent']));
    expect(card('1e/kivas-fajo-collector').aliases).toEqual(expect.arrayContaining(['Kivas Fajo', 'Kivas Fajo - Collector']));
    expect(card('1e/tasha-yar-alternate').aliases).toContain('Tasha Yar-Alternate');
    expect(card('2e/riva-respected-mediator').aliases).toContain('Riva');
    expect(card('2e/koval-chairman-of-the-tal-shiar').aliases).toContain('Koval');
    expect(card('2e/gal-gaththong-pride-of-the-praetor').aliases).toEqual(expect.arrayContaining(['Gal Gath’thong', "Gal Gath'thong"]));
    expect(card('1e/lwaxana-troi').aliases).toContain('Lwaxanna Troi');
    // A persona with two cards in the registry gets no bare alias.
    expect(card('2e/tpol-dutiful-commander').aliases).not.toContain('T’Pol');
    expect(card('2e/jean-luc-picard-explorer').aliases).not.toContain('Jean-Luc Picard');
  });

  it('should not count a name inside a longer card name on the same line as a mention of its own (1E Glossary, 1167 and 2449)', () => {
    // "…can be nullified by Kevin Uxbridge: Convergence." and "…Commander Data is not the matching commander…"
    expect(card('1e/kevin-uxbridge-convergence').mentions).toContainEqual({ document: '1e-glossary', line: 1167, pattern: 'name' });
    expect(card('1e/kevin-uxbridge').mentions.filter((m) => m.document === '1e-glossary' && m.line === 1167)).toEqual([]);
    expect(card('1e/commander-data').mentions).toContainEqual({ document: '1e-glossary', line: 2449, pattern: 'name' });
    expect(card('1e/data').mentions.filter((m) => m.document === '1e-glossary' && m.line === 2449)).toEqual([]);
    expect(result.stats.contained).toBe(7);
  });

  it('should report each place where an ambiguous name (a persona with several cards) was left as text', () => {
    expect(result.report.length).toBeGreaterThan(0);
    for (const r of result.report) expect(r.message).toMatch(/^(1e|2e)-[\w.-]+: “.+” names more than one (1E|2E) card/);
    expect(result.summary[0]).toMatch(/^\d+ pattern matches, \d+ distinct candidate names/);
  });
});
