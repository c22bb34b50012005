import { describe, expect, test } from 'vitest';
import { parseQuery } from './query.ts';

describe('parseQuery', () => {
  test('should take an edition named anywhere in the query as the filter, not as words', () => {
    expect(parseQuery('can federation attack klingons 1e')).toMatchObject({ edition: '1E', editionWords: ['1e'], text: 'can federation attack klingons' });
    expect(parseQuery('2E abilities')).toMatchObject({ edition: '2E', text: 'abilities' });
    expect(parseQuery('first edition how do i get cards out of qs tent')).toMatchObject({ edition: '1E', text: 'how do i get cards out of qs tent' });
    expect(parseQuery('second edition what do i need to win the game').edition).toBe('2E');
    expect(parseQuery('ST2E combat').edition).toBe('2E');
  });

  test('should not take a number that merely ends in "e" or a query naming both editions as a filter', () => {
    expect(parseQuery('12e counters').edition).toBeUndefined();
    expect(parseQuery('battle 1e vs 2e')).toMatchObject({ editionWords: ['1e', '2e'], text: 'battle vs' });
    expect(parseQuery('battle 1e vs 2e').edition).toBeUndefined();
  });

  test("should keep one edition's cards as words to search when the query names both editions: it asks about mixing them", () => {
    expect(parseQuery('can 2e cards be used in 1e')).toMatchObject({ editionWords: ['1e'], text: 'can Second Edition cards be used in' });
    expect(parseQuery('can 2e cards be used in 1e').edition).toBeUndefined();
    expect(parseQuery('can second edition cards be used in a first edition game').text).toBe('can Second Edition cards be used in a game');
    // Naming one edition only, its cards are the edition searched.
    expect(parseQuery('2e cards that were banned')).toMatchObject({ edition: '2E', text: 'cards that were banned' });
  });

  test('should mark the words that carry no rule meaning, and keep the rest in order', () => {
    const q = parseQuery("can I attack during my opponent's turn");
    expect(q.words.map((w) => [w.word, w.stop])).toEqual([
      ['can', true],
      ['i', true],
      ['attack', false],
      ['during', false],
      ['my', true],
      ['opponents', false],
      ['turn', false],
    ]);
    expect(q.words.find((w) => w.word === 'opponents')?.typed).toBe("opponent's");
  });

  test('should keep quoted phrases apart, and note words typed in capitals', () => {
    const q = parseQuery('"dilemma resolution" AT');
    expect(q.phrases).toEqual(['dilemma resolution']);
    expect(q.words).toMatchObject([{ word: 'at', caps: true, stop: true }]);
    expect(parseQuery('at the end').words[0]).toMatchObject({ word: 'at', caps: false });
  });

  test('should take a part of the documents a judge names as a filter, not as words to match', () => {
    expect(parseQuery('current rulings requirements')).toMatchObject({
      text: 'requirements',
      scope: { documents: ['ST2E Current Rulings'], edition: '2E', words: ['current rulings'] },
    });
    expect(parseQuery('what does the glossary say about downloading')).toMatchObject({ scope: { kinds: ['term'], words: ['the glossary'] } });
    expect(parseQuery("seeding in gray's")).toMatchObject({ text: 'seeding in', scope: { documents: ["Gray's Digital Edition"] } });
    // Alone it is a word to find; with two documents named it is a comparison.
    expect(parseQuery('glossary').scope).toBeUndefined();
    expect(parseQuery("compare gray's and v1.7 attempting missions").scope).toBeUndefined();
  });

  test('should take two documents a judge names as a comparison, their names not words to match', () => {
    expect(parseQuery('q flash one per mission glossary vs grays any number')).toMatchObject({
      text: 'q flash one per mission vs any number',
      compared: [
        { kinds: ['term'], words: ['glossary'] },
        { documents: ["Gray's Digital Edition"], edition: '1E', words: ['grays'] },
      ],
    });
    // Beside another document, "rulebook" and "1.7" name one too.
    expect(parseQuery('number of affiliations glossary or rulebook which is right').compared?.map((p) => p.words)).toEqual([['glossary'], ['rulebook']]);
    expect(parseQuery('4 or 5 kinds of side decks grays vs 1.7').compared?.map((p) => p.documents)).toEqual([
      ["Gray's Digital Edition"],
      ['ST1E Rulebook v1.7'],
    ]);
    // "the rulebook v1.7" names one document, not two.
    expect(parseQuery('side decks in the rulebook v1.7').compared).toBeUndefined();
    // Asking which document governs is asked of the documents' own words.
    expect(parseQuery('current rulings or the rulebook, which takes priority in 2e').compared).toBeUndefined();
    // Alone, "rulebook" is a word to find.
    expect(parseQuery('card text vs the rulebook which wins 1e').compared).toBeUndefined();
    // So is asking which one is right, in other words.
    expect(parseQuery('grays or the glossary, which one is the right one').compared).toBeUndefined();
    expect(parseQuery('which document wins current rulings or the 2e rulebook').compared).toBeUndefined();
    // The site's page names hold the documents' names: they are matched with them.
    expect(parseQuery("compare gray's and v1.7 1e")).toMatchObject({ text: 'compare and', namesText: "compare gray's and v1.7" });
    // Names alone ask nothing to search each document for.
    expect(parseQuery('grays vs 1.7').compared).toBeUndefined();
  });

  test('should list the documents a query compares in the order it names them', () => {
    expect(parseQuery('how many side decks rulebook vs grays').compared?.map((p) => p.words)).toEqual([['rulebook'], ['grays']]);
    expect(parseQuery('how many side decks grays vs rulebook').compared?.map((p) => p.words)).toEqual([['grays'], ['rulebook']]);
    expect(parseQuery('side decks v1.7 or the glossary').compared?.map((p) => p.words)).toEqual([['v1.7'], ['the glossary']]);
  });
});
