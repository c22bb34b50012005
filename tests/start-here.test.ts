/**
 * Issue 28, new players: the home page's "Start here" path per edition — what to read first and in what order
 * (1E: the Rulebook v1.7 teaches, the Glossary governs; 2E: the rulebook's turn sequence, then the Current Rulings),
 * then the walkthrough. It is the site's own text, kept apart from rules text, and every link leads to a real page.
 */
import { describe, expect, test } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { page, resolves } from './dist.ts';

const startHere = () => select('section.start-here', page('/').tree)!;
/** The links of one edition's path, item by item, in reading order. */
const path = (edition: '1e' | '2e') =>
  selectAll(`section[aria-labelledby="start-${edition}"] ol > li`, startHere()).map((li) => selectAll('a', li).map((a) => String(a.properties.href)));

describe('the home page\'s "Start here" path', () => {
  test("should be the site's own words, kept out of search and said not to be rules", () => {
    const el = startHere();
    expect(el.properties.dataPagefindIgnore).toBe('all');
    expect(toText(select('.site-note', el)!)).toBe('A reading order this site suggests to new players; it is not part of the rules.');
  });

  test('should lead a 1E reader through the Rulebook v1.7 first, then the Glossary, which governs, then the walkthrough', () => {
    expect(path('1e')).toEqual([['/1e/rulebook/', '/1e/rulebook/how-to-play/'], ['/1e/glossary/', '/disagreements/'], ['/1e/walkthrough/']]);
    expect(toText(select('section[aria-labelledby="start-1e"]', startHere())!)).toContain('it governs where the two differ');
  });

  test("should lead a 2E reader through the rulebook's turn sequence and its steps, then the Current Rulings, then the walkthrough", () => {
    expect(path('2e')).toEqual([
      ['/2e/rulebook/turn-sequence/', '/2e/rulebook/1-play-and-draw-cards/', '/2e/rulebook/2-execute-orders/', '/2e/rulebook/3-discard-excess-cards/'],
      ['/2e/rulings/', '/2e/errata/'],
      ['/2e/walkthrough/'],
    ]);
  });

  test('should link only to pages the build made', () => {
    const hrefs = selectAll('a', startHere()).map((a) => String(a.properties.href));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    expect(hrefs.filter((h) => !resolves(h))).toEqual([]);
  });
});
