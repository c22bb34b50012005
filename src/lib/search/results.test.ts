import { describe, expect, test } from 'vitest';
import { arrangeFirst, bothEditions, groupRepeats, mergeResults, passingNamesAfter, sameParagraph, standingFirst } from './results.ts';
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

  test('should show a paragraph the Glossary restates near word for word once, though it begins differently, by the Glossary', () => {
    // Glossary "battle - affiliation restrictions" and Rulebook v1.7 ENGAGING IN BATTLE (dist/search/semantic/records.json).
    const glossary = {
      url: '/1e/glossary/battle-affiliation-restrictions/#p-klingon-kazon-non-aligned-and-neutral',
      edition: '1E',
      document: 'ST1E Glossary',
      text: 'Klingon, Kazon, Non-Aligned, and Neutral forces may also attack their own affiliations.',
    };
    const v17 = {
      url: '/1e/rulebook/engaging-in-battle/#p-klingon-non-aligned-and-neutral-forces',
      edition: '1E',
      document: 'ST1E Rulebook v1.7',
      text: 'Klingon, Non-Aligned, and Neutral* forces may also attack their own affiliations.',
    };
    expect(sameParagraph(glossary, v17)).toBe(true);
    const groups = groupRepeats([v17, glossary], PRECEDENCE);
    expect(groups.map((g) => [g.shown.url, g.also.map((x) => x.url)])).toEqual([[glossary.url, [v17.url]]]);
    // Within one document, near-identical paragraphs are two rules (2E rulebook TURN SEQUENCE, 3. DISCARD EXCESS CARDS).
    const [start, end] = [
      [
        '/2e/rulebook/turn-sequence/#p-when-your-turn-begins-you-may',
        'When your turn begins, you may complete any actions that happen “at the start of each of your turns.”',
      ],
      [
        '/2e/rulebook/3-discard-excess-cards/#p-next-you-may-complete-any-actions',
        'Next, you may complete any actions that happen “at the end of each of your turns.”',
      ],
    ].map(([url, first]) => ({
      url: url!,
      edition: '2E',
      document: 'ST2E Rulebook',
      text: `${first} Each of these actions may be performed only once per turn. You may perform them in any order.`,
    }));
    expect(sameParagraph(start!, end!)).toBe(false);
    // Too short to call one by words alone: two different one-line passages are never grouped.
    const short = { ...glossary, url: '/1e/glossary/x/#p-a', text: 'See battle.' };
    expect(sameParagraph(short, { ...v17, url: '/1e/rulebook/y/#p-b', text: 'See battle.' })).toBe(false);
  });

  test("should never rank Gray's copy of a rule above v1.7's, when it is reworded too much to be shown as one", () => {
    // Rulebook v1.7 and Gray's 3 – DILEMMA PHASE (dist/search/semantic/records.json): Gray's rewords v1.7's sentence.
    const grays = {
      url: '/1e/grays/3-dilemma-phase/#p-planet-dilemmas-and-artifacts-seed-under',
      edition: '1E',
      document: "Gray's Digital Edition",
      text: 'Planet dilemmas (and artifacts) seed under misions with the planet icon.',
    };
    const v17 = {
      url: '/1e/rulebook/3-dilemma-phase/#p-planet-dilemmas-and-artifacts-seed-under',
      edition: '1E',
      document: 'ST1E Rulebook v1.7',
      text: 'Planet dilemmas and artifacts seed under any mission with a planet icon.',
    };
    expect(sameParagraph(grays, v17)).toBe(false);
    const other = copy('/1e/glossary/battle/#p-if-your-opponent-attacks-you-during');
    const groups = groupRepeats([grays, other, v17], PRECEDENCE);
    expect(groups.map((g) => g.shown.document)).toEqual(['ST1E Rulebook v1.7', "Gray's Digital Edition", 'ST1E Glossary']);
  });

  test("should put another edition's page that only partly matches after the first passages, with the box on All", () => {
    // "how many counters do i get": the 1E card Countermanda by "counter…", the 2E rule on counters.
    type Shown = { url: string; edition: string; kind: 'page' | 'passage'; score: number; tier?: number; whole?: boolean; document: string; text: string };
    const countermanda: { shown: Shown; also: Shown[] } = {
      shown: { url: '/1e/cards/countermanda/', edition: '1E', kind: 'page', score: Infinity, tier: 2, document: 'Card index', text: '' },
      also: [],
    };
    const rule = (n: number): { shown: Shown; also: Shown[] } => ({
      shown: { url: `/2e/rulebook/r/#p-${n}`, edition: '2E', kind: 'passage', score: 10 - n, document: 'ST2E Rulebook', text: 'x' },
      also: [],
    });
    const order = passingNamesAfter([countermanda, rule(1), rule(2), rule(3), rule(4)]);
    expect(order.map((g) => g.shown.url)).toEqual([
      '/2e/rulebook/r/#p-1',
      '/2e/rulebook/r/#p-2',
      '/2e/rulebook/r/#p-3',
      '/1e/cards/countermanda/',
      '/2e/rulebook/r/#p-4',
    ]);
    // A name holding the query's words whole ("defiant commandeered" → U.S.S. Defiant, Commandeered Warship) stays first.
    expect(passingNamesAfter([{ shown: { ...countermanda.shown, whole: true } }, rule(1)])[0]!.shown.url).toBe('/1e/cards/countermanda/');
    // Named as the query (tier 0), or the edition chosen: it stays first.
    expect(passingNamesAfter([{ shown: { ...countermanda.shown, tier: 0 } }, rule(1)])[0]!.shown.url).toBe('/1e/cards/countermanda/');
    expect(arrangeFirst([countermanda, rule(1), rule(2), rule(3)], '1E')[0]!.shown.url).toBe('/1e/cards/countermanda/');
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
