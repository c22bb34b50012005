import { describe, expect, test } from 'vitest';
import { comparedFirst, namedCorrections, plan, search, searchContext } from './engine.ts';
import { idf, proximity, rank } from './rank.ts';
import { fakeBackend, fakeLexicon } from './fake-index.test-helper.ts';
import { buildLexicon, editionWords } from './lexicon.ts';

const shardsAsked: string[][] = [];
const fake = fakeLexicon(shardsAsked);
const ctx = searchContext(fake.lexicon, fake.names);

describe('search: taking a query apart', () => {
  test("should drop the words of a question and search the rest, each with the documents' terms for it", () => {
    const p = plan(ctx, "can I attack during my opponent's turn");
    expect(p.ignored).toEqual(['can', 'I', 'my']);
    // "opponent's turn" is one concept: 2E table talk for a response action (table-talk.ts).
    expect(p.concepts.map((c) => c.label)).toEqual(['attack', 'during', "opponent's turn"]);
    // "attack": as typed, then 1E battle, 2E combat and engagement, each in its own edition.
    expect(p.concepts[0]!.alternatives.map((a) => [a.query, a.edition ?? '*', a.via])).toEqual([
      ['attack', '*', 'typed'],
      ['battle', '1E', 'thesaurus'],
      ['combat', '2E', 'thesaurus'],
      ['engagement', '2E', 'thesaurus'],
    ]);
    expect(p.expansions[0]).toEqual({ from: 'attack', to: ['battle (1E)', 'combat (2E)', 'engagement (2E)'] });
  });

  test("should reach the rule term from table talk that avoids the rules' words (table-talk.ts)", () => {
    const terms = (q: string, edition?: '1E' | '2E') =>
      plan(ctx, q, edition ? { edition } : {}).concepts.flatMap((c) => c.alternatives.filter((a) => a.via !== 'typed').map((a) => a.query));
    expect(terms('my ship is invisible, can they still shoot at it', '1E')).toEqual(expect.arrayContaining(['cloak', 'firing']));
    expect(terms('a card froze my guy in cryo-sleep', '1E')).toContain('stasis');
    expect(terms("grab the other player's phaser that is lying around", '1E')).toContain('steal');
    expect(terms("after a brawl in 2e do the other player's people get frozen too")).toEqual(expect.arrayContaining(['combat', 'stopped']));
    expect(terms('opponent hid a planet trap under a space mission', '1E')).toEqual(expect.arrayContaining(['mis seed', 'dilemma']));
    // Second Edition: what happens, described, reaches the term that governs it.
    expect(terms('my ships shoot at their ships who comes out on top', '2E')).toEqual(expect.arrayContaining(['engagement', 'higher total']));
    expect(terms("can i play a card on my opponent's turn", '2E')).toContain('response');
    expect(terms('they locked up my captain, can i repair my ship', '2E')).toEqual(expect.arrayContaining(['brig', 'remove damage']));
    expect(terms('can i bail out of a mission halfway', '2E')).toContain('abort');
  });

  test('should keep "erratum" as typed, searched with the documents\' "errata", not corrected to it', () => {
    const p = plan(ctx, 'erratum', { edition: '2E' });
    expect(p.corrections).toEqual([]);
    expect(p.concepts[0]!.alternatives.map((a) => a.query)).toEqual(['erratum', 'errata']);
  });

  test('should search one edition when the query names it, whatever the box says', () => {
    const p = plan(ctx, 'fight 2e', { edition: '1E' });
    expect(p).toMatchObject({ edition: '2E', editionFromQuery: true });
    expect(p.concepts[0]!.alternatives.map((a) => a.query)).toEqual(['fight', 'combat', 'engagement']);
  });

  test('should correct a misspelled word, say so, and not when asked for the words as typed', () => {
    const p = plan(ctx, 'dicard pile');
    expect(p.corrections).toEqual([{ from: 'dicard', to: 'discard' }]);
    expect(p.correctedText).toBe('discard pile');
    expect(plan(ctx, 'dicard pile', { literal: true }).corrections).toEqual([]);
  });

  test('should leave out a word nothing is near, and report it', () => {
    const p = plan(ctx, 'xylophone counters');
    expect(p.unknown).toEqual(['xylophone']);
    expect(p.concepts.map((c) => c.label)).toEqual(['counters']);
  });

  test('should read an abbreviation only in capitals ("AT" is Away Team, "at" is a word)', () => {
    // "at" as typed is in nearly every passage, so only its meaning is searched.
    expect(plan(ctx, 'AT battle').concepts[0]!.alternatives.map((a) => a.query)).toEqual(['away team']);
    expect(plan(ctx, 'at battle').concepts.map((c) => c.label)).toEqual(['battle']);
  });

  test("should map the 1E Glossary's own aliases to their term", () => {
    // "death" and "killed" are names of the 1E Glossary entry "discarding".
    const p = plan(ctx, 'death');
    expect(p.concepts[0]!.alternatives).toContainEqual({ query: 'discarding', edition: '1E', weight: 0.8, via: 'alias' });
  });
});

describe('search: ranking', () => {
  test('should weigh a rare concept more than a common one', () => {
    expect(idf(1000, 5)).toBeGreaterThan(idf(1000, 500));
  });

  test('should count words held close together as closer to the question', () => {
    expect(proximity([[3], [4]])).toBe(1);
    expect(proximity([[0], [40]])).toBeLessThan(0.1);
    expect(proximity([[1, 2]])).toBe(0);
  });

  test('should put a passage holding every concept first, then those holding the rarest', () => {
    const hits = (entries: Array<[string, number]>) => new Map(entries.map(([id, score]) => [id, { score, words: [] }]));
    const { passages, relaxed } = rank(100, [
      hits([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
      hits([
        ['a', 1],
        ['d', 1],
      ]),
    ]);
    expect(passages[0]!.id).toBe('a');
    expect(passages[0]!.matched).toBe(2);
    expect(passages[1]!.id).toBe('d'); // the second concept is rarer (2 passages against 3)
    expect(relaxed).toBe(false);
  });

  test('should give each passage the share of the query it holds, its concepts weighed by their rarity', () => {
    const hits = (ids: string[]) => new Map(ids.map((id) => [id, { score: 1, words: [] }]));
    // "card" is in 2,000 of the site's 5,000 passages, "dyson" in two: a passage holding only "card" holds little of the query.
    const common = Array.from({ length: 2000 }, (_, i) => `c${i}`);
    const { passages } = rank(5000, [hits(['a', ...common]), hits(['a', 'b'])]);
    const cover = new Map(passages.map((p) => [p.id, p.cover]));
    expect(cover.get('a')).toBeCloseTo(1);
    expect(cover.get('b')).toBeGreaterThan(0.8);
    expect(cover.get('c0')).toBeLessThan(0.2);
  });
});

describe('search: end to end over real passages', () => {
  test('should answer a question on attacking with the passage on when battle may be initiated, in 1E', async () => {
    const calls: string[] = [];
    const out = await search(ctx, fakeBackend(calls), 'can i attack during my own turn', { edition: '1E' });
    expect(out.passages[0]!.id).toMatch(/#p-you-may-initiate-battle-only-during$/);
    // 2E terms are not searched when 1E is chosen.
    expect(calls.some((c) => c.startsWith('combat'))).toBe(false);
  });

  test('should find 2E combat for "fight", and relax instead of returning nothing', async () => {
    const out = await search(ctx, fakeBackend(), 'fight opponents personnel', { edition: '2E' });
    expect(out.passages[0]!.id).toBe('/2e/rulebook/combat/#p-some-cards-have-game-text-allowing');
    const relaxed = await search(ctx, fakeBackend(), 'spend counters dilemma stack', { edition: '2E' });
    expect(relaxed.relaxed).toBe(true);
    expect(relaxed.passages.length).toBeGreaterThan(0);
  });

  test('should find "OP" in the Current Rulings for "opponent"', async () => {
    const out = await search(ctx, fakeBackend(), 'does my opponent have to use the dilemmas drawn', { edition: '2E' });
    expect(out.passages[0]!.id).toBe('/2e/rulings/attempting-missions/#p-d-op-selects-any-number-0');
  });

  test('should put a page named as the query before any passage, asking only for the names file of its words', async () => {
    shardsAsked.length = 0;
    const out = await search(ctx, fakeBackend(), 'pinned down');
    expect(out.pages.map((p) => [p.url, p.tier])).toEqual([['/2e/cards/pinned-down/', 0]]);
    // The small test site's names fit one file.
    expect(shardsAsked).toHaveLength(1);
    expect(shardsAsked[0]).toEqual(expect.arrayContaining(['do', 'pi']));
  });

  test('should leave no unhandled rejection when its index search stops early and a names file then fails to load', async () => {
    // The browser's backend stops a search the reader has typed past (SUPERSEDED, src/client/search/pagefind.ts)
    // before the names it asked for are awaited; a names file failing after that must not surface as "Uncaught".
    const stopped = new Error('superseded');
    let failNames: (e: Error) => void = () => {};
    const names = () => new Promise<never>((_, reject) => (failNames = reject));
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const backend = { search: () => Promise.reject(stopped) };
      await expect(search(searchContext(fake.lexicon, names), backend, 'pinned down')).rejects.toBe(stopped);
      failNames(new Error('names file failed to load'));
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('search: what a judge compares', () => {
  const passage = (id: string, score: number) => ({ id, score, words: [], matched: 1 });
  test('should put the best passage of each document a query compares first, in the order named, each once', () => {
    const ranked = [passage('/1e/glossary/q/#p-a', 9), passage('/1e/glossary/q/#p-b', 8), passage('/1e/grays/q/#p-c', 5)];
    const glossary = [passage('/1e/glossary/q/#p-a', 3)];
    const grays = [passage('/1e/grays/q/#p-c', 4), passage('/1e/grays/q/#p-d', 2)];
    const out = comparedFirst(ranked, [glossary, grays]);
    expect(out.map((p) => [p.id, p.compared ?? false])).toEqual([
      ['/1e/glossary/q/#p-a', true],
      ['/1e/grays/q/#p-c', true],
      ['/1e/glossary/q/#p-b', false],
    ]);
    // The score and words of the query as a whole, where it found the passage.
    expect(out[1]!.score).toBe(5);
  });

  test('should correct a typo to the word of a name it matched but for that typo, not to another word nearer', () => {
    const page = (name: string, tier: 0 | 1 | 2 | 3 | 4) => ({
      url: '/1e/glossary/double-turn/',
      group: { edition: '1E' as const, kind: 'term', kindLabel: 'Glossary term', document: 'ST1E Glossary' },
      title: name,
      name,
      lead: '',
      tier,
    });
    // "dubble" is one edit from "bubble", two from "double".
    expect(namedCorrections([{ from: 'dubble', to: 'bubble' }], page('Double Turn', 3))).toEqual(new Map([['dubble', 'double']]));
    // Not when the correction is the name's word, nor for a name matched otherwise.
    expect(namedCorrections([{ from: 'dubble', to: 'double' }], page('Double Turn', 3))).toBeUndefined();
    expect(namedCorrections([{ from: 'dubble', to: 'bubble' }], page('Double Turn', 2))).toBeUndefined();
  });
});

describe('search: the edition a query implies (box on All)', () => {
  // Real passages (dist/search/semantic/records.json): 1E's on seeding, 2E's on counters.
  const seeding = [
    'If you seed, under one mission:',
    'Your seed deck may include several types of seed cards.',
    'Before the seed phases begin, shuffle any side decks you have.',
    'Planet dilemmas and artifacts seed under any mission with a planet icon.',
    'Space dilemmas seed under any mission with a space icon.',
  ];
  const counters = [
    'The cost of an action could be paying counters, stopping a personnel, discarding a card from hand, destroying a card, or any number of other possibilities.',
    'During this segment of your turn, you may play cards from your hand and draw cards from your deck. You have seven counters to spend each turn.',
    'If your deck is empty, you do not have to spend all seven counters.',
    'Each time you play a card, you subtract its cost from your limit of seven. You may play more than one card each turn, but you cannot play a card if you do not have enough counters remaining to pay its cost.',
  ];
  const editions = [...seeding.map(() => '1E' as const), ...counters.map(() => '2E' as const)];
  const byEdition = editionWords([...seeding, ...counters], editions);
  // The lexicon of these passages, as the build makes it (its words, so that "seed" is known, and its edition words).
  const { lexicon } = buildLexicon([], [...seeding, ...counters], [], editions);
  const implied = (q: string, edition?: '1E' | '2E') => plan(searchContext(lexicon, fake.names), q, edition ? { edition } : {}).impliedEdition;

  test("should take words that only one edition's passages use, in enough of them, as that edition's", () => {
    expect(byEdition['1E']?.split(' ')).toContain('seed');
    // Held by four 2E passages only, and by three 1E ones: too few to say (EDITION_WORD_MIN).
    expect(byEdition['1E']).not.toContain('mission');
    expect(byEdition['2E'] ?? '').not.toContain('counters');
    expect(byEdition['1E']).not.toContain('the');
  });

  test('should imply the edition of such words when the box is on All, never against a chosen edition or on mixed words', () => {
    expect(implied('when do i seed dilemmas')).toBe('1E');
    expect(implied('when do i seed dilemmas', '2E')).toBeUndefined();
    expect(implied('how do i attack')).toBeUndefined();
    expect(lexicon.editionWords).toEqual(byEdition);
    const mixed = plan(searchContext({ ...lexicon, editionWords: { '1E': 'seed', '2E': 'counters' } }, fake.names), 'seed counters');
    expect(mixed.impliedEdition).toBeUndefined();
  });
});
