import { describe, expect, test } from 'vitest';
import { jargonProblems, JARGON, linkTerms, type Term } from './jargon.ts';
import { pointerFor, pointerProblems, POINTERS } from './pointers.ts';
import { entriesFromDisk } from './entries-from-disk.ts';
import { checkWalkthrough } from './citations.ts';
import { sourcesFromDisk } from './entries-from-disk.ts';
import { machine1e, logic1e } from './machines/1e.ts';
import { machine2e } from './machines/2e.ts';
import { parseMachine } from './schema.ts';

const m1 = parseMachine(machine1e);
const m2 = parseMachine(machine2e);
const lookup = entriesFromDisk();

describe('linkTerms', () => {
  test('should link the first use of each term in a step of the 1E machine, keeping its words as they are', () => {
    const text = m1.states.find((s) => s.id === 'responses')!.text;
    const pieces = linkTerms(text, JARGON['1E']!);
    expect(pieces.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(text);
    const links = pieces.filter((p) => typeof p !== 'string');
    expect(links).toContainEqual({ text: 'nullifier', href: '/1e/glossary/nullify/' });
    expect(links).toContainEqual({ text: 'Q-Flash', href: '/1e/glossary/q-continuum-side-deck/' });
    expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
  });

  test('should match whole words only, case aside, and link a term once', () => {
    const terms: Term[] = [{ words: 'cure[sd]?', entry: 'glossary/1e/dilemma-resolution', anchor: 'p-x' }];
    expect(linkTerms('Secured, then Cured, then cure.', terms)).toEqual(['Secured, then ', { text: 'Cured', href: '/1e/glossary/dilemma-resolution/#p-x' }, ', then cure.']);
    expect(linkTerms('No jargon here.', terms)).toEqual(['No jargon here.']);
  });

  test('should leave words inside “…” alone, where a step quotes card text or a trigger', () => {
    const terms: Term[] = [{ words: 'reveal(?:s|ed)?', entry: 'glossary/2e/reveal' }];
    expect(linkTerms('Otherwise “When … about to be revealed” triggers, and your opponent reveals the top dilemma.', terms)).toEqual([
      'Otherwise “When … about to be revealed” triggers, and your opponent ',
      { text: 'reveals', href: '/2e/glossary/reveal/' },
      ' the top dilemma.',
    ]);
  });

  test('should link mis-seed, cure and nullified in the 1E steps that use them', () => {
    const hrefs = (id: string) => linkTerms(m1.states.find((s) => s.id === id)!.text, JARGON['1E']!).flatMap((p) => (typeof p === 'string' ? [] : [p.href]));
    expect(hrefs('misseed')).toContain('/1e/glossary/mis-seed/');
    expect(hrefs('cure')).toContain('/1e/glossary/dilemma-resolution/#p-when-a-dilemma-has-an-effect');
    expect(hrefs('nullified')).toContain('/1e/glossary/nullify/');
  });
});

describe('jargonProblems', () => {
  test('should find nothing in the reviewed lists of both editions', async () => {
    expect(await jargonProblems(m1, lookup)).toEqual([]);
    expect(await jargonProblems(m2, lookup)).toEqual([]);
  });

  test('should name a renamed entry, a missing anchor, another edition’s glossary and a term no step uses', async () => {
    const problems = await jargonProblems(m1, lookup, [
      { words: 'nullifier', entry: 'glossary/1e/nullification' },
      { words: 'cure', entry: 'glossary/1e/dilemma-resolution', anchor: 'p-no-such-paragraph' },
      { words: 'stopped', entry: 'glossary/2e/stopped' },
      { words: 'tribble', entry: 'glossary/1e/dilemma' },
    ]);
    expect(problems).toEqual([
      'jargon "nullifier" (glossary/1e/nullification): the entry "glossary/1e/nullification" does not exist. Was it renamed? Name it as a :ref target does.',
      'jargon "cure" (glossary/1e/dilemma-resolution#p-no-such-paragraph): "glossary/1e/dilemma-resolution" has no paragraph "p-no-such-paragraph".',
      'jargon "stopped" (glossary/2e/stopped): link a term to the 1E Glossary ("glossary/1e/…").',
      'jargon "tribble" (glossary/1e/dilemma): no step\'s text uses this term. Remove it from the list.',
    ]);
  });

  test('should fail the walkthrough’s build-time check on a renamed glossary entry', async () => {
    const saved = JARGON['1E']!;
    JARGON['1E'] = [...saved, { words: 'mis-seed', entry: 'glossary/1e/misseed' }];
    try {
      await expect(checkWalkthrough(machine1e, logic1e, sourcesFromDisk())).rejects.toThrow('the entry "glossary/1e/misseed" does not exist');
    } finally {
      JARGON['1E'] = saved;
    }
  });
});

describe('walkthrough pointers', () => {
  test('should list entries that exist, each of its own edition', async () => {
    expect(await pointerProblems('1e', lookup)).toEqual([]);
    expect(await pointerProblems('2e', lookup)).toEqual([]);
  });

  test('should point dilemma resolution, mission attempts and Facing Dilemmas to their edition, and nothing else', () => {
    expect(pointerFor('glossary/1e/dilemma-resolution')).toBe('1e');
    expect(pointerFor('rules/1e/rulebook/attempting-missions')).toBe('1e');
    expect(pointerFor('rules/2e/rulebook/facing-dilemmas')).toBe('2e');
    expect(pointerFor('rulings/2e/dilemmas')).toBe('2e');
    expect(pointerFor('glossary/1e/tribble')).toBeUndefined();
  });

  test('should name a renamed entry and one listed under the wrong edition', async () => {
    const saved = POINTERS['2e'];
    (POINTERS as Record<string, readonly string[]>)['2e'] = ['rules/2e/rulebook/facing-dilemma', 'glossary/1e/dilemma'];
    try {
      expect(await pointerProblems('2e', lookup)).toEqual([
        'walkthrough pointer "rules/2e/rulebook/facing-dilemma": the entry does not exist. Was it renamed? Name it as a :ref target does.',
        'walkthrough pointer "glossary/1e/dilemma": not a 2E entry; it belongs on the list of its own edition.',
      ]);
    } finally {
      (POINTERS as Record<string, readonly string[]>)['2e'] = saved;
    }
  });
});
