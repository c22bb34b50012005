import { describe, expect, it } from 'vitest';
import { CARDS, REJECTED } from '../cards.review.ts';
import { aliasesOf, personaCounts, sortAliases } from './aliases.ts';
import { containedCandidates, mentionsOf } from './mentions.ts';
import { applyReview } from './review.ts';
import { rulings } from './test-sources.ts';
import type { Candidate } from './types.ts';
import { reviewKey, reviewVerdicts, UnreviewedCandidatesError, type CardDraft } from './verdicts.ts';

const draft = (edition: CardDraft['edition'], title: string, over: Partial<CardDraft> = {}): CardDraft => ({
  edition,
  title,
  also: [],
  mentionOnly: new Set(),
  notAt: new Set(),
  erratum: false,
  reviewed: true,
  found: [],
  ...over,
});
const cand = (name: string, line: number, pattern: Candidate['pattern'] = 'name', span?: Candidate['span']): Candidate => ({
  name,
  edition: '1E',
  document: '1e-glossary',
  line,
  pattern,
  ...(span ? { span } : {}),
});

describe('the verdicts', () => {
  it('should keep each erratum’s card, with its printed title as another name (Kressari Rendezvous)', () => {
    const { verdicts, drafts } = reviewVerdicts({ cards: CARDS, rejected: REJECTED }, rulings.errata);
    const v = verdicts.get(reviewKey('2E', 'Kressari Rendevous'));
    expect(v && 'card' in v && v.card.title).toBe('Kressari Rendezvous');
    expect(v && 'card' in v && v.alias).toBe(true);
    expect(drafts.filter((d) => d.erratum)).toHaveLength(76);
  });

  it('should reject affiliations, skills, card types, icons, side decks, game terms and documents with their reason', () => {
    const { verdicts } = reviewVerdicts({ cards: CARDS, rejected: REJECTED }, rulings.errata);
    for (const [edition, name, reason] of [
      ['1E', 'Federation', 'affiliation'],
      ['1E', 'Leadership', 'skill'],
      ['1E', 'Interrupt', 'card-type'],
      ['1E', 'Alternate Universe', 'icon'],
      ['1E', 'Battle Bridge', 'side-deck'],
      ['1E', 'Away Team', 'game-term'],
      ['1E', 'Dilemma Resolution Guide', 'document'],
      ['2E', 'Treachery', 'skill'],
      ['2E', 'Klingon', 'affiliation'],
      ['2E', 'Cunning', 'attribute'],
    ] as const) {
      expect(verdicts.get(reviewKey(edition, name)), `${edition} ${name}`).toEqual({ rejected: reason });
    }
  });

  it('should fail when one name is given two verdicts', () => {
    const run = () =>
      reviewVerdicts({ cards: { '1E': [{ title: 'Data', type: 'personnel' }], '2E': [] }, rejected: { '1E': { prose: ['Data'] }, '2E': {} } }, []);
    expect(run).toThrow(/1E data is rejected as prose, but is already kept as “Data”/);
  });
});

describe('each candidate to its verdict', () => {
  it('should fail naming each candidate that has no verdict, with where it was found', () => {
    const stray: Candidate = { name: 'Zefram Cochrane', edition: '1E', document: '1e-glossary', line: 12, pattern: 'name' };
    const run = () => applyReview([stray], { cards: CARDS, rejected: REJECTED }, rulings.errata, { strict: false });
    expect(run).toThrow(UnreviewedCandidatesError);
    expect(run).toThrow(/1 candidate name without a verdict in scripts\/ingest\/cards\.review\.ts[\s\S]*1E “Zefram Cochrane”: 1e-glossary:12 \(name\)/);
  });

  it('should fail on a reviewed name that no pattern finds any more (stale review data)', () => {
    const run = () => applyReview([], { cards: { '1E': [], '2E': [] }, rejected: { '1E': { prose: ['Nowhere Near'] }, '2E': {} } }, []);
    expect(run).toThrow(/1 reviewed name is no longer found by any pattern[\s\S]*1E nowhere near/);
    // Not strict: the same data passes.
    expect(applyReview([], { cards: { '1E': [], '2E': [] }, rejected: { '1E': { prose: ['Nowhere Near'] }, '2E': {} } }, [], { strict: false }).cards).toEqual(
      [],
    );
  });

  it('should not count a kept name where the review says it means something else (notAt)', () => {
    const review = { cards: { '1E': [{ title: 'Data', type: 'personnel' as const, notAt: ['1e-glossary:20'] }], '2E': [] }, rejected: { '1E': {}, '2E': {} } };
    const { cards, stats } = applyReview([cand('Data', 10), cand('Data', 20)], review, []);
    expect(cards[0]!.mentions.map((m) => m.line)).toEqual([10]);
    expect(stats.byPattern.name).toEqual({ found: 2, kept: 1, rejected: 1 });
  });
});

describe('mentions and aliases', () => {
  it('should keep one mention per line with the most specific pattern, in document order', () => {
    const found: Candidate[] = [cand('Hugh', 9), cand('Hugh', 4, 'name'), cand('Hugh', 4, 'such-as'), { ...cand('Hugh', 2), document: '1e-grays' }];
    expect(mentionsOf(found)).toEqual([
      { document: '1e-glossary', line: 4, pattern: 'such-as' },
      { document: '1e-glossary', line: 9, pattern: 'name' },
      { document: '1e-grays', line: 2, pattern: 'name' },
    ]);
  });

  it('should drop a name inside a longer card name of the same segment ("Bajoran Wormhole: Mirror Universe", 1E Glossary line 2665)', () => {
    const short = cand('Bajoran Wormhole', 2665, 'name', { segment: 7, start: 0, end: 16 });
    const long = cand('Bajoran Wormhole: Mirror Universe', 2665, 'name', { segment: 7, start: 0, end: 33 });
    const elsewhere = cand('Bajoran Wormhole', 2700, 'name', { segment: 8, start: 0, end: 16 });
    const drafts = [draft('1E', 'Bajoran Wormhole', { found: [short, elsewhere] }), draft('1E', 'Bajoran Wormhole: Mirror Universe', { found: [long] })];
    expect([...containedCandidates(drafts)]).toEqual([short]);
  });

  it('should add the other apostrophe, the 1E hyphen form and a 2E persona named by one card only', () => {
    expect(aliasesOf(draft('1E', "Q's Tent"), [], new Map(), new Map())).toEqual(['Q’s Tent']);
    expect(aliasesOf(draft('1E', 'Kivas Fajo – Collector'), [], new Map(), new Map())).toEqual(['Kivas Fajo - Collector']);
    const koval = draft('2E', 'Koval, Chairman of the Tal Shiar');
    const picards = [draft('2E', 'Jean-Luc Picard, Explorer'), draft('2E', 'Jean-Luc Picard, Argo Pilot')];
    const personas = personaCounts([koval, ...picards]);
    expect(aliasesOf(koval, [], new Map(), personas)).toEqual(['Koval']);
    expect(aliasesOf(picards[0]!, [], new Map(), personas)).toEqual([]);
  });

  it('should make the sources’ other spellings aliases, but not the review’s mention-only names', () => {
    const d = draft('1E', 'Lwaxana Troi', { mentionOnly: new Set([reviewKey('1E', 'Lwaxana')]) });
    expect(aliasesOf(d, [cand('Lwaxanna Troi', 3), cand('Lwaxana', 4), cand('Lwaxana Troi', 5)], new Map(), new Map())).toEqual(['Lwaxanna Troi']);
  });

  it('should sort aliases by folded name, then by code point', () => {
    expect(sortAliases(['Q’s Tent', 'Qs Tent', "Q's Tent", 'Armus'])).toEqual(['Armus', "Q's Tent", 'Q’s Tent', 'Qs Tent']);
  });
});
