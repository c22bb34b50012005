/**
 * Issue 28, lost icons: where a source lost an icon (the glyph dropped, a space left), no built page shows a bare
 * "?" — each such place carries the site's lost-text mark, in words, with an accessible name and its explanation,
 * and the official words around it are untouched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Element } from 'hast';
import { body, contentText, page, pages } from './dist.ts';
import { GAP_KINDS, GAP_LABELS, gapMarkText } from '../src/lib/vocab.ts';
import { LOST_AFFILIATION, LOST_AFFILIATION_WHY } from '../src/lib/icon-mark.ts';

const ROOT = join(import.meta.dirname, '..');
const LOST = gapMarkText('lost-icon');

/** Source lines `from`–`to` (1-based) of a document in content/sources/, joined as a reader reads them. */
const sourceText = (file: string, from: number, to: number) =>
  readFileSync(join(ROOT, 'content/sources', file), 'utf8')
    .split('\n')
    .slice(from - 1, to)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every icon mark and every lone "?" word a page shows in its main content. */
function bareMarks(el: Element): string[] {
  const out: string[] = [];
  for (const mark of selectAll('[role="img"], .icon', el)) {
    if (toText(mark).trim() === '?') out.push(`an icon shown as "?": ${JSON.stringify(mark.properties)}`);
  }
  const text = toText(el).replace(/\s+/g, ' ');
  for (const m of text.matchAll(/(?:^|\s)\?(?=\s|$)/g)) out.push(`a lone "?" in "…${text.slice(Math.max(0, m.index - 40), m.index + 40)}…"`);
  return out;
}

describe('lost icons on the built site', () => {
  test('should find a bare "?" icon in markup that has one (the check can fail)', () => {
    const el = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'text', value: 'each of your ' },
        { type: 'element', tagName: 'span', properties: { className: ['icon', 'icon-unknown'], role: 'img' }, children: [{ type: 'text', value: '?' }] },
        { type: 'text', value: ' personnel' },
      ],
    } as Element;
    expect(bareMarks(el)).toHaveLength(2);
  });

  test('should show no bare "?" for an icon on any page', () => {
    const found: string[] = [];
    for (const p of pages()) {
      const main = select('main', p.tree);
      if (main) for (const f of bareMarks(main)) found.push(`${p.url}: ${f}`);
    }
    expect(found).toEqual([]);
  });

  test('should mark both icons For the Cause lost (Current Rulings lines 264–265) in words, the words around them as the source has them', () => {
    const erratum = select('section.erratum p', page('/2e/cards/for-the-cause/').tree)!;
    const marks = selectAll('.gap-lost-icon', erratum);
    expect(marks).toHaveLength(2);
    for (const m of marks) {
      expect(toText(m)).toBe(LOST);
      expect(m.properties.role).toBe('img');
      expect(m.properties.ariaLabel).toBe(GAP_LABELS['lost-icon']);
      expect(m.properties.title).toBe(GAP_KINDS['lost-icon']);
    }
    // The official words, with the lost glyphs' places left empty as the source leaves them.
    expect(contentText(erratum)).toBe(sourceText('2e-current-rulings-2011-01-03.txt', 264, 267));
    expect(toText(erratum)).toContain(
      `missions using your ${LOST} personnel (and a ship they are aboard at a space mission), regardless of effects preventing ${LOST} personnel (or ships`,
    );
  });

  test('should mark on its card page every icon each erratum lost, and quote none as "?" on the 2E card pages', () => {
    const dir = join(ROOT, 'content/errata/2e');
    let errataWithLostIcons = 0;
    for (const f of readdirSync(dir)) {
      const lost = readFileSync(join(dir, f), 'utf8').split(':icon{name="unknown"}').length - 1;
      if (lost === 0) continue;
      errataWithLostIcons++;
      const card = page(`/2e/cards/${f.replace(/\.md$/, '')}/`);
      expect(selectAll('section.erratum .gap-lost-icon', card.tree), f).toHaveLength(lost);
    }
    expect(errataWithLostIcons).toBeGreaterThanOrEqual(20);
    const cardPages = pages().filter((p) => /^\/2e\/cards\/[^/]+\/$/.test(p.url));
    const withMark = cardPages.filter((p) => selectAll('.gap-lost-icon', body(p) ?? p.tree).length > 0);
    // 32 of the 118 2E card pages showed "?" (issue 28); each now shows the mark instead.
    expect(withMark.length).toBeGreaterThanOrEqual(32);
  });

  test('should name the skill dot the 2E rulebook lost, since its own sentence names it (line 299)', () => {
    const p = select('p:has(.icon-skill-dot)', page('/2e/rulebook/important-game-terms/').tree)!;
    expect(toText(p)).toContain('each one marked by a skill dot icon (•)');
    expect(select('.icon-skill-dot', p)!.properties.ariaLabel).toBe('skill dot');
  });
});

describe('affiliation icons the 2E rulebook lost, their affiliation unnamed', () => {
  const LOST_AFF = gapMarkText('lost-icon', LOST_AFFILIATION);
  // Each line of 2e-rulebook.txt with the words around the lost icons (a double space where each stood), and the page
  // that shows them.
  const places = [
    { line: 261, words: 'You may play  cards,  cards, and equipment', lost: 2, url: '/2e/rulebook/playing-specific-kinds-of-cards/' },
    { line: 263, words: 'that have the  or  affiliation icons', lost: 2, url: '/2e/rulebook/playing-specific-kinds-of-cards/' },
    { line: 1004, words: 'allows you to play  cards there', lost: 1, url: '/2e/rulebook/damage/' },
    { line: 1439, words: 'command a  personnel, a  Worf', lost: 2, url: '/2e/glossary/species/' },
    { line: 1441, words: 'despite being a  personnel.', lost: 1, url: '/2e/glossary/species/' },
    { line: 1499, words: 'a  Reman would', lost: 1, url: '/2e/glossary/species/' },
  ];

  test.each(places)('2E rulebook line $line: the source holds "$words", with only a double space where each icon stood', ({ line, words, lost }) => {
    const text = readFileSync(join(ROOT, 'content/sources/2e-rulebook.txt'), 'utf8').split('\n')[line - 1]!;
    expect(text).toContain(words);
    expect(words.split('  ').length - 1).toBe(lost);
  });

  test('should show each of the nine as the lost-icon mark, saying it was an affiliation icon, never as "◈ affiliation icon"', () => {
    const byPage = new Map<string, number>();
    for (const p of places) byPage.set(p.url, (byPage.get(p.url) ?? 0) + p.lost);
    let all = 0;
    for (const [url, lost] of byPage) {
      const main = body(page(url))!;
      const marks = selectAll('.gap-lost-icon', main).filter((m) => toText(m) === LOST_AFF);
      expect(marks, url).toHaveLength(lost);
      for (const m of marks) {
        expect(m.properties.role).toBe('img');
        expect(m.properties.ariaLabel).toBe(`${GAP_LABELS['lost-icon']}: ${LOST_AFFILIATION}`);
        expect(m.properties.title).toBe(`${GAP_KINDS['lost-icon']} ${LOST_AFFILIATION_WHY}`);
      }
      // No affiliation icon shown as if the source had it: every one left names its affiliation.
      for (const icon of selectAll('.icon-affiliation', main)) expect(String(icon.properties.ariaLabel), url).not.toBe('affiliation icon');
      expect(toText(main), url).not.toContain('◈');
      all += marks.length;
    }
    expect(all).toBe(9);
  });
});
