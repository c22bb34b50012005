import { describe, expect, test } from 'vitest';
import { TABLE_TALK, tableTalkPairs } from './table-talk.ts';
import { withTableTalk } from './fuse.ts';
import { THESAURUS } from './thesaurus.ts';
import { words } from './words.ts';
import { editionParagraphs } from './corpus.test-helper.ts';
import { sourcePassage } from '../sources.test-helper.ts';
import { SOURCE_FILES } from '../source-documents.ts';
import { EDITIONS, type Edition } from '../vocab.ts';
import { plan, searchContext } from './engine.ts';
import { fakeLexicon } from './fake-index.test-helper.ts';

const paragraphs = Object.fromEntries(EDITIONS.map((e) => [e, editionParagraphs(e)])) as Record<Edition, string[][]>;

describe('table talk (reviewed data)', () => {
  test('should cite, for every entry, a source line of its edition that holds the rule term', () => {
    const wrong: string[] = [];
    for (const e of TABLE_TALK) {
      const [file, line] = e.source.split(':');
      const id = Object.entries(SOURCE_FILES).find(([, f]) => f === file)?.[0];
      if (!id?.startsWith(e.edition.toLowerCase()) || !/^\d+$/.test(line ?? '')) {
        wrong.push(`${e.term}: ${e.source} is no line of a ${e.edition} source`);
        continue;
      }
      const held = words(sourcePassage(file!, Number(line)));
      if (!words(e.term).every((w) => held.some((x) => x.startsWith(w)))) wrong.push(`${e.term}: ${e.source} does not hold it`);
    }
    expect(wrong).toEqual([]);
  });

  test("should map to a term the edition's passages use, as the index matches it", () => {
    const missing = TABLE_TALK.filter((e) => !paragraphs[e.edition].some((p) => words(e.term).every((w) => p.some((x) => x.startsWith(w)))));
    expect(missing.map((e) => `${e.term} (${e.edition})`)).toEqual([]);
  });

  test('should give each entry a one-line reason, and write what players say as search folds it, never the term itself', () => {
    for (const e of TABLE_TALK) {
      expect(e.reason.length, e.term).toBeGreaterThan(30);
      expect(e.reason, e.term).not.toMatch(/\n/);
      expect(words(e.term).join(' '), e.term).toBe(e.term);
      for (const say of e.say) {
        expect(words(say).join(' '), say).toBe(say);
        expect(words(say), say).not.toEqual(words(e.term));
      }
    }
  });

  test('should not repeat what the thesaurus already maps', () => {
    const thesaurus = new Set(
      THESAURUS.flatMap((t) => Object.entries(t.means).flatMap(([ed, terms]) => t.say.flatMap((s) => terms.map((m) => `${s}→${m}@${ed}`)))),
    );
    const repeated = TABLE_TALK.flatMap((e) => e.say.map((s) => `${s}→${e.term}@${e.edition}`)).filter((k) => thesaurus.has(k));
    expect(repeated).toEqual([]);
  });

  test('should search First Edition table talk as typed and as the 1E term, and only when 1E is searched', () => {
    const fake = fakeLexicon([]);
    const ctx = searchContext(fake.lexicon, fake.names);
    const alternatives = (q: string, edition: Edition) => plan(ctx, q, { edition }).concepts.flatMap((c) => c.alternatives.map((a) => `${a.query}:${a.via}`));
    const docked = alternatives('half the deflectors while tied up at base', '1E');
    expect(docked).toEqual(expect.arrayContaining(['deflectors:typed', 'shields:thesaurus', 'tied up:typed', 'docked:thesaurus']));
    expect(alternatives('borg absorb an enemy officer into their hive', '1E')).toContain('assimilate:thesaurus');
    expect(alternatives('borg absorb an enemy officer into their hive', '2E')).not.toContain('assimilate:thesaurus');
    // A phrase of table talk never takes the first word of a rule term the query names: "my draw deck" stays the draw deck.
    expect(alternatives('what is the smallest my draw deck can be', '1E')).not.toContain('card draw:thesaurus');
  });
});

describe('table talk in the semantic query (fuse.ts, withTableTalk)', () => {
  const fake = fakeLexicon([]);
  const ctx = searchContext(fake.lexicon, fake.names);
  const asked = (q: string, edition: Edition) => withTableTalk(q, plan(ctx, q, { edition }).concepts);

  test("should add the rule term of each piece of table talk, once, after the reader's words", () => {
    expect(asked('fistfight between my crew and theirs who comes out on top', '2E')).toBe(
      'fistfight between my crew and theirs who comes out on top combat higher total',
    );
  });

  test("should add neither the thesaurus's terms nor table talk of the other edition, and leave such a query as typed", () => {
    // "teleport" is the thesaurus's (beam), not table talk: planned, but not added to what meaning is asked.
    expect(plan(ctx, 'teleport to the ship', { edition: '1E' }).concepts.flatMap((c) => c.alternatives.map((a) => a.query))).toContain('beam');
    expect(asked('teleport to the ship', '1E')).toBe('teleport to the ship');
    expect(asked('borg absorb an enemy officer into their hive', '2E')).toBe('borg absorb an enemy officer into their hive');
    expect(asked('borg absorb an enemy officer into their hive', '1E')).toBe('borg absorb an enemy officer into their hive assimilate');
  });
});

describe('table talk in the lexicon (what the browser gets)', () => {
  test('should give every saying of every entry, folded, with its term and edition, and nothing else', () => {
    const pairs = tableTalkPairs();
    expect(pairs).toHaveLength(TABLE_TALK.length);
    expect(pairs.flatMap(([, , says]) => says.split('|'))).toHaveLength(TABLE_TALK.reduce((n, e) => n + e.say.length, 0));
    expect(pairs.find(([term, edition]) => term === 'cloak' && edition === '1E')?.[2].split('|')).toContain('invisible');
    expect(pairs.every((p) => p.length === 3)).toBe(true);
  });
});
