import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { citedWords, openingParts, openingWords } from './passage-label.ts';
import type { PassagePart } from './passage-parts.ts';
import { readSource, sourcePassage } from './sources.test-helper.ts';

describe('a passage label', () => {
  test('should keep a short passage whole', () => {
    expect(openingWords('Below is the timing for mission attempts.')).toBe('Below is the timing for mission attempts.');
  });

  test('should cut a long passage after its eighth word, without the punctuation at the cut', () => {
    // 2E Current Rulings, attempting missions, step 1a.
    expect(openingWords('a. AP announces where and by what means (normal or game text), showing required personnel')).toBe(
      'a. AP announces where and by what means…',
    );
    // 2E Rulebook, Facing Dilemmas.
    expect(openingWords('A dilemma’s instructions are broken down into actions. You may use applicable game text')).toBe(
      'A dilemma’s instructions are broken down into actions…',
    );
  });
});

describe('the words a citation quotes', () => {
  test('should quote a short passage whole, to its last word ("turn.")', () => {
    // Rulebook v1.7, Engaging in Battle (and the Glossary's battle entry): the example lost "turn.".
    expect(citedWords('You may initiate battle only during your own turn.')).toBe('You may initiate battle only during your own turn.');
  });

  // The passages the first-sentence quote cut: after "Mr." (Glossary line 2566), after "etc." (line 560), and a long
  // erratum whose first sentence is four words (Current Rulings, For the Cause, lines 264–267). Read from the sources.
  test.each([
    ['1e-glossary-terms.txt', 2566, 2566, 'such as Mr. Garak.'],
    ['1e-glossary-terms.txt', 560, 560, '“just engaged,” etc. would be a valid response.'],
    ['2e-current-rulings-2011-01-03.txt', 264, 267, 'Treachery, and Strength>36.'],
  ])('should quote %s line %i whole, never cut inside a sentence', (file, from, to, inside) => {
    const passage = sourcePassage(file, from, to);
    expect(passage).toContain(inside);
    expect(citedWords(passage)).toBe(passage);
    expect(citedWords(passage)).toContain(inside);
  });

  test('should squash the white space of the passage as the page shows it', () => {
    expect(
      citedWords(`Plays on Athos IV. You may attempt and complete Region: Demilitarized Zone missions using your  
personnel`),
    ).toBe('Plays on Athos IV. You may attempt and complete Region: Demilitarized Zone missions using your personnel');
  });
});

describe('a passage label with an icon', () => {
  test('should show the icon as a part, never its source reading (v1.7, 2. MISSION PHASE: "the universal $\\clubsuit$ symbol")', () => {
    // The passage as the linking pass keeps it (content/links/pages.json), its icon apart.
    const pages = JSON.parse(readFileSync('content/links/pages.json', 'utf8')) as Array<{
      id: string;
      anchors: Array<{ id: string; text: string; parts?: PassagePart[] }>;
    }>;
    const passage = pages
      .find((p) => p.id === 'rules/1e/rulebook/2-mission-phase')!
      .anchors.find((a) => a.id === 'p-missions-without-the-universal-clubsuit-symbol')!;
    expect(passage.text).toContain('Missions without the universal $\\clubsuit$ symbol');
    // The source line reads the same.
    expect(readSource('1e-rulebook-v1.7.md').split('\n')[94]).toMatch(/^Missions without the universal {2}\$\\clubsuit\$ {2}symbol/);
    const label = openingParts(passage.parts!);
    expect(label).toEqual(['Missions without the universal ', { icon: 'universal', source: '$\\clubsuit$' }, ' symbol in their…']);
    expect(label.some((p) => typeof p === 'string' && p.includes('clubsuit'))).toBe(false);
  });

  test('should keep a label whole when the passage is no longer than the label', () => {
    expect(openingParts(['a ', { icon: 'universal', source: '♠' }, ' ship'])).toEqual(['a ', { icon: 'universal', source: '♠' }, ' ship']);
  });

  test('should end a cut label after an icon with "…"', () => {
    expect(openingParts(['one two ', { icon: 'universal', source: '♠' }, ' three'], 3)).toEqual(['one two ', { icon: 'universal', source: '♠' }, '…']);
  });
});
