import { describe, expect, test } from 'vitest';
import { bookUrl, compareUrl, disagreementUrl, editionUrl, entryUrl, refUrl, walkthroughStepUrl } from './urls.ts';

describe('page URLs', () => {
  test.each([
    ['glossary', '1e/warp-speed', '/1e/glossary/warp-speed/'],
    ['rules', '1e/rulebook/introduction', '/1e/rulebook/introduction/'],
    ['rulings', '2e/missions', '/2e/rulings/missions/'],
    ['errata', '2e/cascade-virus', '/2e/cards/cascade-virus/'],
    ['cards', '1e/qs-tent', '/1e/cards/qs-tent/'],
    ['documents', '1e-rulebook-v1.7', '/sources/1e-rulebook-v1.7/'],
  ])('should put the %s entry %j at %j', (collection, id, url) => {
    expect(entryUrl(collection, id)).toBe(url);
  });

  test('should refuse a collection that has no pages', () => {
    expect(entryUrl('intros', '2e-current-rulings')).toBe('/sources/2e-current-rulings/'); // a document's introduction is on its source page
    expect(() => entryUrl('disagreements', 'side-decks')).toThrow('No page exists for entries of the collection "disagreements"');
    expect(() => refUrl('warp-speed')).toThrow('A reference target must read "collection/id"');
  });

  test('should build list pages, books, comparisons, disagreements and walkthrough steps', () => {
    expect(editionUrl('1E', 'glossary')).toBe('/1e/glossary/');
    expect(editionUrl('2e', 'errata')).toBe('/2e/errata/');
    expect(bookUrl('1e/grays')).toBe('/1e/grays/');
    expect(compareUrl('1e/rulebook/attempting-missions')).toBe('/1e/compare/attempting-missions/');
    expect(disagreementUrl('stopped-personnel')).toBe('/disagreements/#stopped-personnel');
    expect(walkthroughStepUrl('2E', 'start')).toBe('/2e/walkthrough/#s-start');
  });
});
