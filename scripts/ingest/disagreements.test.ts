/**
 * Disagreements decided by the precedence, on the real generated pages (issue 14, item 1): the 1E Glossary's
 * passages are on the page and stand; a verdict against the precedence needs its reason; the superseded paragraph
 * gets its mark in place.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DISAGREEMENTS, resolveDisagreements, supersededMark, type DisagreementInput } from './disagreements.ts';
import { parseMarkdown } from '../../src/lib/markdown.ts';
import { visit } from 'unist-util-visit';
import { DOCUMENTS } from './documents.ts';
import type { GeneratedFile } from './lib/files.ts';
import { readSource } from './lib/fixtures.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { inLedger } from './standing/passages.ts';

const ROOT = join(import.meta.dirname, '../..');
const MARK = /\n\n?[ ]*::(?:superseded|exception)\{[^\n]*\}(?=\n|$)/g;
/** The pages whose marks this step places (the standing ledger marks the documents that do not govern: standing/resolve.test.ts). */
const marks = (entry: string) => !inLedger(entry);
const entryOf = (path: string) => path.slice('content/'.length, -'.md'.length);

/** The generated pages as the ingest has them before the marks: content/ on disk with the marks taken out. */
function pagesOnDisk(): GeneratedFile[] {
  return ['glossary', 'rules', 'rulings']
    .flatMap((c) => filesUnder(join(ROOT, 'content', c)))
    .filter((p) => p.endsWith('.md'))
    .map((p) => ({ path: relative(ROOT, p), content: readFileSync(p, 'utf8') }));
}
const onDisk = pagesOnDisk();
const unmarked = onDisk.map((f) => ({ ...f, content: f.content.replace(MARK, '') }));
const resolved = resolveDisagreements(DISAGREEMENTS, unmarked, undefined, undefined, marks);
const byId = (id: string) => resolved.disagreements.find((d) => d.id === id)!;
const standing = (id: string) => {
  const d = byId(id);
  return d.stands === null ? null : d.passages[d.stands]!.document;
};
const source = (file: string, line: number) => readSource(file).split('\n')[line - 1]!;

describe('disagreements decided by the precedence', () => {
  test('side decks: the Glossary’s five stand over v1.7’s four (Glossary line 3591)', () => {
    expect(source('1e-glossary-terms.txt', 3591)).toContain('The five types of side decks are the Q-Continuum side deck');
    expect(byId('side-decks').passages.map((p) => p.document)).toContain('1e-glossary');
    expect(standing('side-decks')).toBe('1e-glossary');
  });

  test('affiliations: the Glossary’s 15 stand over v1.7’s nine (Glossary line 605)', () => {
    expect(source('1e-glossary-terms.txt', 605)).toContain('There are 15 affiliations:');
    expect(standing('affiliations')).toBe('1e-glossary');
    expect(byId('affiliations').why).not.toMatch(/not in any official document/);
  });

  test('card pool: neither count stands, and the reason says why (neither is a rule)', () => {
    expect(byId('card-pool').stands).toBeNull();
    expect(byId('card-pool').byPrecedence).toBe(false);
    expect(byId('card-pool').why).toMatch(/gives no count/);
  });

  test('2E: the Current Rulings stand where they speak (Pinned Down, two copies of a mission, winning)', () => {
    for (const id of ['pinned-down-actions', 'two-copies-of-a-mission', 'winning-the-game-2e']) expect(standing(id), id).toBe('2e-current-rulings');
  });

  test('changing the precedence changes the verdicts', () => {
    const swapped = DOCUMENTS.map((d) => (d.id === '1e-glossary' ? { ...d, rank: 9 } : d));
    const again = resolveDisagreements(
      DISAGREEMENTS.filter((d) => d.id === 'side-decks'),
      unmarked,
      swapped,
      () => 'test rule',
    );
    const d = again.disagreements.find((x) => x.id === 'side-decks')!;
    expect(d.passages[d.stands!]!.document).toBe('1e-rulebook-v1.7');
  });

  test('fails on a quote not on its page, an override without a reason, and an override that agrees with the precedence', () => {
    const base = DISAGREEMENTS.find((d) => d.id === 'side-decks')!;
    const bad = (d: Partial<DisagreementInput>) => () => resolveDisagreements([{ ...base, ...d }], unmarked);
    expect(bad({ passages: [{ ...base.passages[0]!, quote: 'The six types of side decks are' }, base.passages[1]!] })).toThrow(
      /side-decks: the quote "The six types of side decks are" is not in any paragraph \(or run of paragraphs\) of content\/glossary\/1e\/side-deck.md/,
    );
    expect(bad({ override: { stands: 1, reason: '' } })).toThrow(/needs its reason/);
    expect(bad({ override: { stands: 0, reason: 'The Glossary governs.' } })).toThrow(/already decides/);
    expect(bad({ passages: [{ ...base.passages[0]!, document: '1e-rulebook-v1.7' }, base.passages[1]!] })).toThrow(
      /is from the document "1e-glossary", not "1e-rulebook-v1.7"/,
    );
    // Every failure ends with where to fix it.
    expect(bad({ override: { stands: 1, reason: '' } })).toThrow(
      /\n {2}Hint: fix the disagreement named in DISAGREEMENTS \(scripts\/ingest\/disagreements\.ts\)/,
    );
  });

  test('the pages this step marks carry the marks it makes, and nothing else', () => {
    const mine = (files: readonly GeneratedFile[]) => files.filter((f) => marks(entryOf(f.path))).map((f) => f.content);
    expect(mine(resolved.files)).toEqual(mine(onDisk));
  });

  test('the pages of the documents that do not govern get no mark from this step (the standing ledger marks them)', () => {
    for (const f of resolved.files.filter((x) => !marks(entryOf(x.path)))) expect(f.content, f.path).not.toMatch(/::superseded|::exception/);
  });

  test('Gray’s affiliations (GR 22–26: twelve, plus Neutral, Starfleet and Vulcan, as G 605’s fifteen) carry no mark and no claim', () => {
    expect(source('1e-grays-digital-edition-rulebook.txt', 22)).toBe('There are twelve full affiliations in the Star Trek™ Customizable Card Game™:');
    expect(source('1e-grays-digital-edition-rulebook.txt', 26)).toContain('as well as Vulcan');
    expect(byId('affiliations').passages.map((p) => p.document)).toEqual(['1e-glossary', '1e-rulebook-v1.7']);
    expect(resolved.files.find((f) => f.path === 'content/rules/1e/grays/the-affiliations.md')!.content).not.toContain('::superseded');
  });

  test('Gray’s Q-Flash seeding (GR 119), read with GR 117, agrees with the Glossary: no mark', () => {
    expect(source('1e-grays-digital-edition-rulebook.txt', 117)).toContain('You may not seed more than one copy of any card under the same mission.');
    expect(source('1e-grays-digital-edition-rulebook.txt', 119)).toContain('You may seed any number of Q-Flash doorways as you like');
    const d = byId('q-flash-seeding');
    expect(standing('q-flash-seeding')).toBe('1e-glossary');
    expect(d.passages.filter((p) => p.document === '1e-grays').map((p) => p.agrees)).toEqual([true, true]);
    expect(resolved.files.find((f) => f.path === 'content/rules/1e/grays/3-dilemma-phase.md')!.content).not.toContain('::superseded');
  });

  test('G 2582 repeats RB 359’s general sentence: it stands, narrowed by the specific exception (G 1586), with its reason', () => {
    expect(source('1e-glossary-terms.txt', 2582)).toContain(
      'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
    );
    const d = byId('failing-conditions');
    expect(d.passages[d.stands!]!.entry).toBe('glossary/1e/dilemma-resolution-summary');
    expect(d.why).toMatch(/specific rules override more general rules/);
    const page = resolved.files.find((f) => f.path === 'content/glossary/1e/mission-attempt.md')!.content;
    expect(page).toMatch(
      /and ends that mission attempt\. A dilemma without conditions[^\n]*\n\n::exception\{verdict="narrowed" by="glossary\/1e\/dilemma-resolution-summary" [^\n]*pointer="Exception: a dilemma that says “mission continues” does not stop the group or end the attempt\." topic="failing-conditions"\}/,
    );
  });
});

describe('the superseded mark as Markdown', () => {
  // RB 359 (1e-rulebook-v1.7.md), whose quote holds `"`; no source holds `}`, so one is added to the quote here to show
  // that a brace inside a value does not end the attributes.
  const quote = 'Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.';
  const attributes = {
    topic: 'failing-conditions',
    by: 'glossary/1e/dilemma-resolution-summary',
    anchor: 'p-if-you-do-not-meet-the',
    document: 'ST1E Glossary',
    date: 'undated',
  };

  test('a quote holding `"` and `}` is escaped, and reads back as the same words in one directive', () => {
    expect(source('1e-rulebook-v1.7.md', 359)).toContain(quote);
    for (const q of [quote, `${quote} {"}"} & more`]) {
      const mark = supersededMark({ ...attributes, quote: q });
      expect(mark).not.toContain('\n');
      const tree = parseMarkdown(mark);
      expect(tree.children).toHaveLength(1);
      expect(tree.children[0]).toMatchObject({ type: 'leafDirective', name: 'superseded', attributes: { ...attributes, quote: q } });
    }
    expect(supersededMark({ ...attributes, quote })).toBe(
      '::superseded{topic="failing-conditions" by="glossary/1e/dilemma-resolution-summary" anchor="p-if-you-do-not-meet-the" document="ST1E Glossary" date="undated" quote="Failing to overcome a dilemma that has conditions immediately &#x22;stops&#x22; your Away Team and ends that mission attempt."}',
    );
  });

  test('the marks on the pages read back as the quotes of the disagreements (G 2578, the Glossary’s mis-seed example)', () => {
    const misseed =
      'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a misseed.';
    expect(source('1e-glossary-terms.txt', 2578)).toContain(misseed);
    const page = onDisk.find((f) => f.path === 'content/glossary/1e/mission-attempt.md')!.content;
    const quotes: string[] = [];
    visit(parseMarkdown(page), 'leafDirective', (n) => {
      if (n.name === 'superseded') quotes.push(n.attributes?.quote ?? '');
    });
    expect(quotes).toContain(misseed);
  });
});
