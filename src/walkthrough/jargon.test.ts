import { describe, expect, test } from 'vitest';
import { abbreviationsIn, ABBREVIATIONS, jargonProblems, JARGON, linkStep, linkTerms, type Term } from './jargon.ts';
import { pointerFor, pointerProblems, POINTERS } from './pointers.ts';
import { entriesFromDisk } from './entries-from-disk.ts';
import { checkWalkthrough } from './citations.ts';
import { sourcesFromDisk } from './entries-from-disk.ts';
import { machine1e } from './machines/1e.ts';
import { logic1e } from './machines/logic-1e.ts';
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
    expect(linkTerms('Secured, then Cured, then cure.', terms)).toEqual([
      'Secured, then ',
      { text: 'Cured', href: '/1e/glossary/dilemma-resolution/#p-x' },
      ', then cure.',
    ]);
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

describe('linkStep (issue 28: jargon in steps and answers)', () => {
  const at = (id: string) => m1.states.find((s) => s.id === id)!;
  test('should list the terms the reveal step’s answers use, each linked to its glossary entry, as the labels spell them', () => {
    const links = linkStep(at('reveal'), JARGON['1E']!);
    expect(links.answers).toEqual([
      { text: 'combo dilemma', href: '/1e/glossary/combo-dilemma/' },
      { text: 'artifact', href: '/1e/glossary/artifact/' },
      { text: 'mis-seed', href: '/1e/glossary/mis-seed/' },
      { text: 'Q-Flash', href: '/1e/glossary/q-continuum-side-deck/' },
    ]);
    // Each answer's label contains the term as listed (its own words, unchanged).
    for (const t of links.answers) expect(at('reveal').answers.some((a) => a.label.includes(t.text))).toBe(true);
  });

  test('should link a term once per step: in the text if it is there, not again in the question or answers', () => {
    const links = linkStep(at('initiate'), JARGON['1E']!);
    const inText = links.text.filter((p) => typeof p !== 'string');
    expect(inText).toContainEqual({ text: 'trigger', href: '/1e/glossary/dilemma-resolution/#p-triggers-a-trigger-is-an-element' });
    expect([...links.question, ...links.answers].some((p) => typeof p !== 'string' && p.text === 'trigger')).toBe(false);
    expect(links.question.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(at('initiate').question);
  });

  test('should leave quoted words in answers alone (“mission continues” is the card’s own text)', () => {
    const links = linkStep(at('not-met'), JARGON['1E']!);
    expect(links.answers.map((t) => t.text)).not.toContain('mission continues');
  });
});

describe('abbreviationsIn', () => {
  test('should explain AP and OP in a quoted Current Rulings step, by the passage that defines each', () => {
    const quote = m2.states.flatMap((s) => s.cite).find((c) => c.quote.startsWith('c. OP reveals'))!.quote;
    expect(quote).toBe('c. OP reveals the top card of the dilemma stack to AP.');
    expect(abbreviationsIn(quote, '2E').map((a) => [a.abbr, a.means, a.href])).toEqual([
      ['AP', 'Active player', '/2e/rulings/attempting-missions/#p-active-player-ap-begins-a-mission'],
      ['OP', 'Opponent', '/2e/rulings/attempting-missions/#p-b-opponent-op-draws-dilemmas-from'],
    ]);
    expect(abbreviationsIn('A MAP of the OPEN sky', '2E')).toEqual([]);
    expect(abbreviationsIn(quote, '1E')).toEqual([]);
  });

  test('should fail the check when a defining passage is renamed or does not define the abbreviation', async () => {
    const saved = ABBREVIATIONS['2E']!;
    ABBREVIATIONS['2E'] = [
      { abbr: 'AP', means: 'Active player', entry: 'rulings/2e/attempting-missions', anchor: 'p-no-such-paragraph' },
      { abbr: 'OP', means: 'Other player', entry: 'rulings/2e/attempting-missions', anchor: 'p-b-opponent-op-draws-dilemmas-from' },
    ];
    try {
      const problems = await jargonProblems(m2, lookup);
      expect(problems[0]).toBe(
        'abbreviation "AP" (rulings/2e/attempting-missions#p-no-such-paragraph): "rulings/2e/attempting-missions" has no paragraph "p-no-such-paragraph". Name the passage that defines it.',
      );
      expect(problems[1]).toMatch(
        /^abbreviation "OP" \(rulings\/2e\/attempting-missions#p-b-opponent-op-draws-dilemmas-from\): the passage does not define it as "Other player \(OP\)"\. It reads: "b\. Opponent \(OP\) draws dilemmas/,
      );
    } finally {
      ABBREVIATIONS['2E'] = saved;
    }
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
      'jargon "tribble" (glossary/1e/dilemma): no step\'s text, question or answer uses this term. Remove it from the list.',
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
