import { describe, expect, test } from 'vitest';
import { bothEditions, groupRepeats, mergeResults, sameParagraph, standingFirst } from './results.ts';
import type { PageMatch } from './page-names.ts';
import { GROUPS, PASSAGES } from './fake-index.test-helper.ts';

/** As the lexicon carries it from content/documents/ (scripts/ingest/authority.ts). */
const PRECEDENCE = ['ST1E Glossary', 'ST1E Rulebook v1.7', "Gray's Digital Edition", 'ST2E Current Rulings', 'ST2E Rulebook'];

const copy = (url: string) => {
  const p = PASSAGES.find((x) => x.url === url)!;
  return { url, edition: p.edition, document: GROUPS[url.split('/').slice(1, 3).join('/')]!.document, text: p.text };
};

describe('results', () => {
  test('should show a repeated paragraph once, by the document that governs, with the others one tap away', () => {
    const grays = copy('/1e/grays/engaging-in-battle/#p-you-may-initiate-battle-only-during');
    const v17 = copy('/1e/rulebook/engaging-in-battle/#p-you-may-initiate-battle-only-during');
    const glossary = copy('/1e/glossary/battle/#p-you-may-initiate-battle-only-during');
    const other = copy('/1e/glossary/battle/#p-if-your-opponent-attacks-you-during');
    expect(sameParagraph(grays, v17)).toBe(true);
    expect(sameParagraph(glossary, other)).toBe(false);
    const groups = groupRepeats([grays, other, v17, glossary], PRECEDENCE);
    expect(groups.map((g) => [g.shown.document, g.also.map((x) => x.document)])).toEqual([
      ['ST1E Glossary', ['ST1E Rulebook v1.7', "Gray's Digital Edition"]],
      ['ST1E Glossary', []],
    ]);
    // The order is the precedence data's: with v1.7 first, v1.7's copy is shown.
    expect(groupRepeats([grays, v17, glossary], ['ST1E Rulebook v1.7', 'ST1E Glossary'])[0]!.shown.document).toBe('ST1E Rulebook v1.7');
  });

  test('should put a page named as the query first, and a partly named one first only for a short query', () => {
    const page = (tier: 0 | 1 | 2): PageMatch => ({ url: `/p${tier}/`, group: GROUPS['2e/cards']!, title: 't', name: 't', lead: '', tier });
    const passage = (id: string) => ({ id, score: 1, words: [], matched: 1 });
    const concept = { label: 'x', alternatives: [] };
    const short = mergeResults({ pages: [page(1)], passages: [passage('a')], concepts: [concept] });
    expect(short.map((r) => (r.type === 'page' ? r.match.url : r.passage.id))).toEqual(['/p1/', 'a']);
    const long = mergeResults({ pages: [page(0), page(2)], passages: ['a', 'b', 'c', 'd'].map(passage), concepts: [concept, concept, concept, concept] });
    expect(long.map((r) => (r.type === 'page' ? r.match.url : r.passage.id))).toEqual(['/p0/', 'a', 'b', 'c', '/p2/', 'd']);
  });

  test('should show both editions near the top when the reader has not chosen one', () => {
    const r = (edition: string, score: number) => ({ shown: { edition, score, kind: 'passage' as const } });
    const moved = bothEditions([r('1E', 10), r('1E', 9), r('1E', 8), r('2E', 6)]);
    expect(moved.map((g) => g.shown.edition)).toEqual(['1E', '1E', '2E', '1E']);
    // Not when the other edition's best is far behind.
    expect(bothEditions([r('1E', 10), r('1E', 9), r('1E', 8), r('2E', 2)]).map((g) => g.shown.edition)).toEqual(['1E', '1E', '1E', '2E']);
  });

  test('should put the text that stands before the paragraph it overrides, bringing it in when the list lacks it', () => {
    const STANDS = '/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks';
    const v17 = { url: '/1e/rulebook/side-decks/#p-the-four-types-of-side-decks', superseded: { by: 'ST1E Glossary', stands: STANDS } };
    const other = { url: '/1e/glossary/tribbles-side-deck/#p-this-side-deck' };
    const glossary = { url: STANDS };
    const g = (x: { url: string }) => ({ shown: x, also: [] });
    expect(standingFirst([g(v17), g(other), g(glossary)]).map((x) => x.shown.url)).toEqual([STANDS, v17.url, other.url]);
    // Already above it: nothing moves.
    expect(standingFirst([g(glossary), g(v17)]).map((x) => x.shown.url)).toEqual([STANDS, v17.url]);
    // Not in the list: brought in from the semantic layer's records, or, without them, the mark alone says so.
    expect(standingFirst([g(v17), g(other)], (url) => (url === STANDS ? glossary : undefined)).map((x) => x.shown.url)).toEqual([STANDS, v17.url, other.url]);
    expect(standingFirst([g(v17), g(other)]).map((x) => x.shown.url)).toEqual([v17.url, other.url]);
  });
});
