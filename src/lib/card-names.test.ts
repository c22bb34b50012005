/**
 * A 2E card's title alone names every card with that title (2E rulebook line 1219): the linker sends it to the
 * title's page of cards, not to one version. Tested on the three places the audit found: Current Rulings line 309
 * ("Commander: U.S.S. Enterprise"), 2E rulebook line 1127 ("Commander: U.S.S. Enterprise-E") and the 2E glossary's
 * species entry (line 1439, "a  Worf"), with the card registry as the ingest made it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { cardsByTitle, sharedTitle, titleSlug } from './card-names.ts';
import { LinkIndex } from './link-index.ts';
import { linkMentions } from './linker.ts';
import { parseMarkdown } from './markdown.ts';
import { readSource } from './sources.test-helper.ts';
import type { Edition } from './vocab.ts';

const ROOT = join(import.meta.dirname, '../..');
const cards = JSON.parse(readFileSync(join(ROOT, 'content/cards/cards.json'), 'utf8')) as Array<{
  id: string;
  title: string;
  aliases: string[];
  edition: Edition;
}>;
const index = new LinkIndex({ terms: [], sections: [], cards });
const line = (file: string, n: number) => readSource(file).split('\n')[n - 1]!;

/** The links the linker makes in a 2E text: [words, URL]. */
function linksIn(text: string): Array<[string, string]> {
  const tree = parseMarkdown(text);
  linkMentions(tree, index, { edition: '2E' });
  const out: Array<[string, string]> = [];
  visit(tree, 'link', (l: Link) => void out.push([toString(l), l.url]));
  return out;
}

describe('a title many cards share', () => {
  test('the rule: a 2E card is named by its title only (2E rulebook line 1219)', () => {
    expect(line('2e-rulebook.txt', 1219)).toContain('When you name a card, you do so by card title only, not subtitle.');
  });

  test.each([
    ['2e-current-rulings-2011-01-03.txt', 309, 'Commander: U.S.S. Enterprise. ', 'U.S.S. Enterprise', '/2e/cards/named/uss-enterprise/'],
    ['2e-rulebook.txt', 1127, 'Commander: U.S.S. Enterprise-E. ', 'U.S.S. Enterprise-E', '/2e/cards/named/uss-enterprise-e/'],
    ['2e-rulebook.txt', 1439, ' Worf would not', 'Worf', '/2e/cards/named/worf/'],
  ])('%s line %i: links "%s" to every card of its title, not to one version', (file, n, words, name, url) => {
    const text = line(file, n);
    expect(text).toContain(words);
    expect(linksIn(text)).toContainEqual([name, url]);
    // The registry's versions of that title: the page lists them all.
    const group = cardsByTitle(cards).get(`2E:${name}`);
    expect(group?.cards.length).toBeGreaterThan(0);
    expect(url).toBe(`/2e/cards/named/${titleSlug(name)}/`);
  });

  test('a full name still links to its own card (2E rulebook line 1127: "Jean-Luc Picard, Explorer")', () => {
    expect(linksIn(line('2e-rulebook.txt', 1127))).toContainEqual(['Jean-Luc Picard, Explorer', '/2e/cards/jean-luc-picard-explorer/']);
  });

  test('only 2E titles are shared: a 1E card with a comma in its title keeps its own links', () => {
    expect(sharedTitle({ title: 'Worf, Security Detail Leader', edition: '2E' })).toBe('Worf');
    expect(sharedTitle({ title: 'Dr. Q, Medicine Entity', edition: '1E' })).toBeUndefined();
    expect(sharedTitle({ title: 'Worf', edition: '2E' })).toBeUndefined();
  });

  test('no card has the slug "named", which the titles\' pages live under', () => {
    expect(cards.filter((c) => c.id.endsWith('/named'))).toEqual([]);
  });
});
