import { describe, expect, test } from 'vitest';
import {
  bookUrl,
  compareUrl,
  disagreementUrl,
  editionUrl,
  entryUrl,
  normalizeBase,
  refUrl,
  SITE_BASE,
  walkthroughStepUrl,
  withBase,
  withoutBase,
} from './urls.ts';

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

describe('the base path (SITE_BASE)', () => {
  test('should be the root when unset, as in this test run', () => {
    expect(SITE_BASE).toBe('/');
    expect(withBase('/1e/glossary/warp-speed/')).toBe('/1e/glossary/warp-speed/');
  });

  test.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/rules/', '/rules/'],
    ['rules', '/rules/'],
    ['/rules', '/rules/'],
    ['/clubs/stccg-rules/', '/clubs/stccg-rules/'],
  ])('should read %j as %j', (raw, base) => {
    expect(normalizeBase(raw)).toBe(base);
  });

  test.each(['/rules/../x/', '/ru les/', '/rules?x=1/', 'https://example.org/rules/'])('should refuse %j, saying how to set it', (raw) => {
    expect(() => normalizeBase(raw)).toThrow(/SITE_BASE=\/rules\//);
  });

  test('should put site-relative paths under the base and take them out again', () => {
    expect(withBase(entryUrl('glossary', '1e/warp-speed'), '/rules/')).toBe('/rules/1e/glossary/warp-speed/');
    expect(withBase(disagreementUrl('stopped-personnel'), '/rules/')).toBe('/rules/disagreements/#stopped-personnel');
    expect(withBase('/', '/rules/')).toBe('/rules/');
    // Only a path from the site's root: a fragment, a relative path and another host are left as they are.
    expect(withBase('#p-x', '/rules/')).toBe('#p-x');
    expect(withBase('//cdn.example/x.js', '/rules/')).toBe('//cdn.example/x.js');
    expect(withoutBase('/rules/1e/glossary/', '/rules/')).toBe('/1e/glossary/');
    expect(withoutBase('/rules', '/rules/')).toBe('/');
    expect(withoutBase('/1e/glossary/', '/rules/')).toBeUndefined();
    expect(withoutBase('/rulesx/', '/rules/')).toBeUndefined();
  });
});
