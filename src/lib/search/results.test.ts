import { describe, expect, test } from 'vitest';
import { arrangeFirst, bothEditions, groupRepeats, mergeResults, passingNamesAfter, preferEdition, sameParagraph, sameRule, standingFirst } from './results.ts';
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

  test('should show once a Rulebook sentence a Current Ruling repeats with a word changed, by the ruling', () => {
    // 2E Rulebook WINNING THE GAME and Current Rulings, Winning the Game (dist/search/semantic/records.json): other anchors, 4 of 5 words in order.
    const rulebook = {
      url: '/2e/rulebook/winning-the-game/#p-scored-100-points-or-more',
      edition: '2E',
      document: 'ST2E Rulebook',
      text: 'scored 100 points (or more);',
    };
    const ruling = {
      url: '/2e/rulings/winning-the-game/#p-has-100-points-or-more',
      edition: '2E',
      document: 'ST2E Current Rulings',
      text: 'has 100 points (or more);',
    };
    expect(sameParagraph(rulebook, ruling)).toBe(true);
    expect(groupRepeats([rulebook, ruling], PRECEDENCE).map((g) => [g.shown.url, g.also.map((x) => x.url)])).toEqual([[ruling.url, [rulebook.url]]]);
  });

  test('should put the governing copy first when three documents restate a rule, each a different length, the least authoritative first', () => {
    // The 1E personnel battle's "You and your opponent then simultaneously…" (dist/search/semantic/records.json): v1.7
    // has the first sentence, Gray's adds the next, the Glossary adds more; no two are one paragraph by their words.
    const first =
      'You and your opponent then simultaneously turn over the top card of your combat piles, and these two adversaries engage in personal combat. Compare their individual STRENGTH attributes (applying relevant modifiers such as phasers or Lower Decks):';
    const more = ' Repeat this step until one player’s combat pile runs out. Any cards remaining in the other player’s combat pile are then turned face up.';
    const at = (path: string, document: string, text: string) => ({
      url: `/1e/${path}/#p-you-and-your-opponent-then-simultaneously`,
      edition: '1E',
      document,
      text,
    });
    const grays = at('grays/personnel-battles-which-may-also-include-rogue-borg', "Gray's Digital Edition", first + more);
    const v17 = at('rulebook/personnel-battles-which-may-also-include-rogue-borg', 'ST1E Rulebook v1.7', first);
    const glossary = at(
      'glossary/battle-personnel',
      'ST1E Glossary',
      `${first + more} If both cards in a combat pairing have a stun effect, or if both players wish to make a response to a combat pairing, the player whose turn it is has the first opportunity to do so.`,
    );
    const other = copy('/1e/glossary/battle/#p-if-your-opponent-attacks-you-during');
    expect([sameParagraph(grays, v17), sameParagraph(grays, glossary), sameParagraph(v17, glossary)]).toEqual([false, false, false]);
    // In the order the search found them (Gray's, then v1.7, then the Glossary), the Glossary comes first.
    expect(groupRepeats([other, grays, v17, glossary], PRECEDENCE).map((g) => g.shown.url)).toEqual([other.url, glossary.url, v17.url, grays.url]);
  });

  test('should never rank a copy of a rule above the governing one that restates only part of it (the same ¶ anchor, few words shared)', () => {
    // Rulebook v1.7 2 – EXECUTE ORDERS and the Glossary's "stopped" (dist/search/semantic/records.json): the Glossary keeps the first sentence.
    const v17 = {
      url: '/1e/rulebook/2-execute-orders/#p-your-cards-aboard-your-stopped-ship',
      edition: '1E',
      document: 'ST1E Rulebook v1.7',
      text: 'Your cards aboard your “stopped” ship are also “stopped.” (Using up its RANGE does not “stop” a ship.)',
    };
    const glossary = {
      url: '/1e/glossary/stopped/#p-your-cards-aboard-your-stopped-ship',
      edition: '1E',
      document: 'ST1E Glossary',
      text: 'Your cards aboard your “stopped” ship are also “stopped.”',
    };
    expect(sameParagraph(v17, glossary)).toBe(false);
    expect(sameRule(v17, glossary)).toBe(true);
    const other = copy('/1e/grays/engaging-in-battle/#p-you-may-initiate-battle-only-during');
    expect(groupRepeats([v17, other, glossary], PRECEDENCE).map((g) => g.shown.url)).toEqual([glossary.url, v17.url, other.url]);
    // Within one document, the same first words are not one rule by that alone.
    expect(sameRule(v17, { ...glossary, document: v17.document, url: '/1e/rulebook/x/#p-your-cards-aboard-your-stopped-ship' })).toBe(false);
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

  test('should put a page a short question asks of, holding only part of its name, after the first passages', () => {
    // "what is a federation treaty": the cards Treaty: Federation/Bajoran and …/Klingon hold both its words (tier 2),
    // but the query asks what something is (page-names.ts, `askedOf`); the Glossary's Treaties passages answer it.
    const treaty = (url: string): PageMatch => ({
      url,
      group: { ...GROUPS['2e/cards']!, edition: '1E' },
      title: 't',
      name: 't',
      lead: '',
      tier: 2,
      askedOf: true,
    });
    const passage = (id: string) => ({ id, score: 1, words: [], matched: 1 });
    const concept = { label: 'x', alternatives: [] };
    const ids = (pages: PageMatch[]) =>
      mergeResults({ pages, passages: ['a', 'b', 'c', 'd'].map(passage), concepts: [concept, concept] }).map((r) =>
        r.type === 'page' ? r.match.url : r.passage.id,
      );
    expect(ids([treaty('/1e/cards/treaty-federationbajoran/'), treaty('/1e/cards/treaty-federationklingon/')])).toEqual([
      'a',
      'b',
      'c',
      '/1e/cards/treaty-federationbajoran/',
      '/1e/cards/treaty-federationklingon/',
      'd',
    ]);
    // The same names typed ("treaty federation"): first, as a name being typed.
    const { askedOf: _, ...typed } = treaty('/1e/cards/treaty-federationbajoran/');
    expect(ids([typed])).toEqual(['/1e/cards/treaty-federationbajoran/', 'a', 'b', 'c', 'd']);
  });

  test('should put a term a query of keywords names, with a word or two besides, after the first passage', () => {
    // "special download icon suspend": the Glossary's Downloading – Special Download, named by its other name
    // (page-names.ts, `subject`), after the first passage; a card so named goes there before it.
    const subject: PageMatch = {
      url: '/1e/glossary/downloading-special-download/',
      group: GROUPS['1e/glossary']!,
      title: 't',
      name: 't',
      lead: '',
      tier: 4,
      subject: true,
    };
    const card: PageMatch = { url: '/1e/cards/c/', group: { ...GROUPS['2e/cards']!, edition: '1E' }, title: 't', name: 't', lead: '', tier: 4 };
    const passage = (id: string) => ({ id, score: 1, words: [], matched: 1 });
    const concept = { label: 'x', alternatives: [] };
    const ids = (pages: PageMatch[]) =>
      mergeResults({ pages, passages: ['a', 'b', 'c'].map(passage), concepts: [concept, concept, concept] }).map((r) =>
        r.type === 'page' ? r.match.url : r.passage.id,
      );
    expect(ids([subject])).toEqual(['a', '/1e/glossary/downloading-special-download/', 'b', 'c']);
    expect(ids([subject, card])).toEqual(['a', '/1e/cards/c/', 'b', 'c', '/1e/glossary/downloading-special-download/']);
  });

  test('should not take a short query comparing two things for a name being typed', () => {
    const page: PageMatch = { url: '/2e/rulings/cannot-may-not/', group: GROUPS['2e/cards']!, title: 't', name: 't', lead: '', tier: 2 };
    const passage = (id: string, compared?: true) => ({ id, score: 1, words: [], matched: 1, ...(compared ? { compared } : {}) });
    const concept = { label: 'x', alternatives: [] };
    const ids = (r: ReturnType<typeof mergeResults>) => r.map((x) => (x.type === 'page' ? x.match.url : x.passage.id));
    // "ruling on cannot vs may not": three concepts, but "vs" puts two wordings side by side.
    const vs = mergeResults({
      pages: [page],
      passages: ['a', 'b', 'c'].map((id) => passage(id)),
      concepts: [concept, concept, concept],
      parsed: { words: [{ word: 'vs' }] },
    });
    expect(ids(vs)).toEqual(['a', 'b', 'c', '/2e/rulings/cannot-may-not/']);
    // "how many side decks rulebook vs grays": the best passage of each document compared (engine.ts).
    const compared = mergeResults({ pages: [page], passages: [passage('a', true), passage('b', true), passage('c')], concepts: [concept, concept] });
    expect(ids(compared)).toEqual(['a', 'b', 'c', '/2e/rulings/cannot-may-not/']);
  });

  test("should put a card named inside a longer query after the first passage, and another page's name inside it after the passages", () => {
    const inside = (url: string, group: string): PageMatch => ({ url, group: GROUPS[group]!, title: 't', name: 't', lead: '', tier: 4 });
    const passage = (id: string) => ({ id, score: 1, words: [], matched: 1 });
    const concept = { label: 'x', alternatives: [] };
    const ids = (pages: PageMatch[], concepts: number) =>
      mergeResults({ pages, passages: ['a', 'b', 'c', 'd'].map(passage), concepts: Array.from({ length: concepts }, () => concept) }).map((r) =>
        r.type === 'page' ? r.match.url : r.passage.id,
      );
    // "is klingon tea ceremony unique now": the card second, after the passage that may be its erratum.
    expect(ids([inside('/2e/cards/klingon-tea-ceremony/', '2e/cards')], 5)).toEqual(['a', '/2e/cards/klingon-tea-ceremony/', 'b', 'c', 'd']);
    expect(ids([inside('/2e/cards/klingon-tea-ceremony/', '2e/cards')], 3)).toEqual(['a', '/2e/cards/klingon-tea-ceremony/', 'b', 'c', 'd']);
    // One card there, the one the query holds most of (listed first); another after the passages.
    expect(ids([inside('/2e/cards/klingon-tea-ceremony/', '2e/cards'), inside('/2e/cards/tea/', '2e/cards')], 5)).toEqual([
      'a',
      '/2e/cards/klingon-tea-ceremony/',
      'b',
      'c',
      'd',
      '/2e/cards/tea/',
    ]);
    // "willard decker recommended replacement what changed": the card named whole (tier 2, every word of the query
    // one of its name's), in a longer query, goes there too; in a short one ("decker replacement"), first.
    const whole = (tier: 2): PageMatch => ({ ...inside('/2e/cards/willard-decker-recommended-replacement/', '2e/cards'), tier, whole: true });
    expect(ids([whole(2)], 5)).toEqual(['a', '/2e/cards/willard-decker-recommended-replacement/', 'b', 'c', 'd']);
    expect(ids([whole(2)], 2)).toEqual(['/2e/cards/willard-decker-recommended-replacement/', 'a', 'b', 'c', 'd']);
    // "what is the smallest my draw deck can be": the term Draw Deck is what the question is about, the passages answer it.
    expect(ids([inside('/1e/glossary/draw-deck/', '1e/glossary')], 3)).toEqual(['a', 'b', 'c', 'd', '/1e/glossary/draw-deck/']);
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

  test('should show the text that stands instead of the superseded copy, not beside it, when the two are one paragraph', () => {
    // 2E Rulebook and Current Rulings, Winning the Game (dist/search/semantic/records.json): the ruling rewords two words.
    const STANDS = '/2e/rulings/winning-the-game/#p-the-game-ends-immediately-when-all';
    const rulebook = {
      url: '/2e/rulebook/winning-the-game/#p-the-game-ends-immediately-when-all',
      edition: '2E',
      document: 'ST2E Rulebook',
      text: 'The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)',
      superseded: { by: 'ST2E Current Rulings', stands: STANDS },
    };
    const ruling = {
      url: STANDS,
      edition: '2E',
      document: 'ST2E Current Rulings',
      text: 'The game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)',
    };
    const out = standingFirst([{ shown: rulebook, also: [] }], (url) => (url === STANDS ? ruling : undefined));
    expect(out.map((g) => [g.shown.url, g.also.map((x) => x.url)])).toEqual([[STANDS, [rulebook.url]]]);
  });

  test('should put the edition the query implies first, with the box on All, and keep a page named as the query on top', () => {
    type Shown = { url: string; edition: string; kind: 'page' | 'passage'; tier?: number };
    const g = (url: string, edition: string, kind: 'page' | 'passage' = 'passage', tier?: number) => ({
      shown: { url, edition, kind, ...(tier === undefined ? {} : { tier }) } as Shown,
    });
    // "how many counters do i get": "counters" is a word of 2E's documents only (lexicon.ts, editionWords).
    const list = [
      g('/1e/cards/countermanda/', '1E', 'page', 2),
      g('/1e/glossary/x/#p-a', '1E'),
      g('/2e/rulebook/y/#p-b', '2E'),
      g('/walkthrough/', '', 'page', 0),
    ];
    expect(preferEdition(list, '2E').map((x) => x.shown.url)).toEqual([
      '/2e/rulebook/y/#p-b',
      '/walkthrough/',
      '/1e/cards/countermanda/',
      '/1e/glossary/x/#p-a',
    ]);
    expect(
      preferEdition([g('/2e/cards/q/', '2E', 'page', 0), g('/1e/glossary/x/#p-a', '1E'), g('/1e/cards/q/', '1E', 'page', 0)], '1E').map((x) => x.shown.url),
    ).toEqual(['/2e/cards/q/', '/1e/glossary/x/#p-a', '/1e/cards/q/']);
  });
});
