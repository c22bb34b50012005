import { describe, expect, test } from 'vitest';
import { TABLE_TALK, withTableTalk } from './table-talk.ts';
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

describe('table talk in the semantic query', () => {
  const typed = (query: string) => ({ query, via: 'typed' });
  const thesaurus = (query: string) => ({ query, via: 'thesaurus' });

  test("should add the rule term of each piece of table talk, once, after the reader's words", () => {
    const concepts = [
      { label: 'Fistfight', alternatives: [typed('fistfight'), thesaurus('combat')] },
      { label: 'comes out on top', alternatives: [typed('comes out top'), thesaurus('higher total')] },
      { label: 'punch', alternatives: [typed('punch'), thesaurus('combat')] },
    ];
    expect(withTableTalk('Fistfight, who comes out on top', concepts)).toBe('Fistfight, who comes out on top combat higher total');
  });

  test("should add neither the thesaurus's terms nor the Glossary's aliases, and leave a query without table talk as typed", () => {
    const concepts = [
      { label: 'teleport', alternatives: [typed('teleport'), thesaurus('beam')] },
      { label: 'death', alternatives: [typed('death'), { query: 'discarding', via: 'alias' }] },
      { label: 'ship', alternatives: [typed('ship')] },
    ];
    expect(withTableTalk('teleport death ship', concepts)).toBe('teleport death ship');
  });
});
