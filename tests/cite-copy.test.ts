/**
 * What the "¶" link copies (src/client/cite.ts): the passage the reader chose, whole — on every passage of the built
 * site. The client reads a passage's words as its text without the ¶ link, nested lists, superseded notes and hidden
 * text (`passageText`), and quotes them through `citedWords`; this reads the same words from dist/ the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { selectAll } from 'hast-util-select';
import { toString as textContent } from 'hast-util-to-string';
import { describe, expect, test } from 'vitest';
import { citedWords } from '../src/lib/passage-label.ts';
import { page, pages } from './dist.ts';

const ROOT = join(import.meta.dirname, '..');

/** The hast twin of cite.ts's passageText: the element's textContent without what is not the passage's words. */
function passageText(el: Element): string {
  const copy = structuredClone(el);
  for (const drop of selectAll('a.cite, ul, ol, .superseded, .exception-note, .visually-hidden', copy)) drop.children = [];
  return textContent(copy).replace(/\s+/g, ' ').trim();
}

/** Every passage with a ¶ link on the site: page, anchor, its words. */
function citedPassages(): { url: string; id: string; text: string }[] {
  const out: { url: string; id: string; text: string }[] = [];
  for (const p of pages()) {
    for (const el of selectAll('p[id^="p-"], li[id^="p-"], p[id="p"], li[id="p"]', p.tree)) {
      if (!selectAll('a.cite', el).some((a) => String(a.properties.href) === `#${el.properties.id}`)) continue;
      out.push({ url: p.url, id: String(el.properties.id), text: passageText(el) });
    }
  }
  return out;
}

/** The passages whose copy is not the whole passage under a quoting rule. */
const cutCopies = (quote: (text: string) => string) =>
  citedPassages()
    .filter(({ text }) => quote(text) !== text)
    .map(({ url, id, text }) => `${url}#${id}: copies “${quote(text)}” of “${text}”`);

/** The rule this replaced: the first sentence of a long passage, a sentence ending at any "." "!" or "?". */
const firstSentence = (text: string) => (text.length <= 320 ? text : (text.match(/^.*?[.!?][”"’)\]]*(?=\s|$)/)?.[0] ?? text));

/** Source lines `from`–`to` (1-based) of a document in content/sources/, joined as a reader reads them. */
const sourceText = (file: string, from: number, to = from) =>
  readFileSync(join(ROOT, 'content/sources', file), 'utf8')
    .split('\n')
    .slice(from - 1, to)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the ¶ copy', () => {
  test('should find a copy cut inside a sentence (the check can fail): the first-sentence rule cut after "Mr."', () => {
    const cut = cutCopies(firstSentence);
    expect(
      cut.find((c) =>
        c.includes(
          'copies “A mission attempt may not be voluntarily aborted, either between dilemmas or before solving, unless specifically allowed by a card such as Mr.”',
        ),
      ),
    ).toBeDefined();
  });

  test('should copy every passage of every page whole (no copy cut, mid-sentence or after a first sentence)', () => {
    const all = citedPassages();
    // Every entry of content/ is a page with passages: some two thousand ¶ links.
    expect(all.length).toBeGreaterThan(2000);
    expect(cutCopies(citedWords)).toEqual([]);
  });

  test.each([
    // Glossary line 2566: the sentence goes on past "Mr." to the card's name.
    ['/1e/glossary/mission-attempt/', '1e-glossary-terms.txt', 2566, 2566],
    // Current Rulings lines 264–267: For the Cause's erratum, not only "Plays on Athos IV."
    ['/2e/cards/for-the-cause/', '2e-current-rulings-2011-01-03.txt', 264, 267],
  ])('should copy on %s the whole passage of %s lines %i–%i, to its last words', (url, file, from, to) => {
    const source = sourceText(file, from, to);
    const first = source.split(' ').slice(0, 4).join(' ');
    const last = source.split(' ').slice(-3).join(' ');
    const passage = citedPassages().find((p) => p.url === url && p.text.startsWith(first));
    expect(passage, `a passage opening "${first}" on ${url}`).toBeDefined();
    const copied = citedWords(passage!.text);
    expect(copied.startsWith(first)).toBe(true);
    expect(copied.endsWith(last)).toBe(true);
    expect(page(url)).toBeDefined();
  });
});
