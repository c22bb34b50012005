import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { LinkIndex, type LinkSources } from './link-index.ts';
import { linkMentions, findMentions } from './linker.ts';
import { parseMarkdown } from './markdown.ts';
import { readEntry } from './content-files.ts';

const CONTENT = join(import.meta.dirname, '../../content');
/** A real entry's body, as the site renders it. */
const body = (path: string) => readEntry(join(CONTENT, path), path).body;

/** Names as the content has them: real titles and aliases, a few entries per edition. */
const sources: LinkSources = {
  terms: [
    { id: '1e/qs-tent-side-deck', title: 'Q’s Tent side deck', edition: '1E' },
    { id: '1e/downloading', title: 'downloading', aliases: ['special download'], edition: '1E' },
    { id: '1e/draw-deck', title: 'draw deck', edition: '1E' },
    { id: '1e/any', title: 'any', edition: '1E' },
    { id: '1e/weapons', title: 'WEAPONS', edition: '1E' },
    { id: '2e/commander', title: 'Commander', edition: '2E' },
  ],
  cards: [
    { id: '1e/qs-tent', title: "Q's Tent", edition: '1E' },
    { id: '1e/jean-luc-picard', title: 'Jean-Luc Picard', edition: '1E' },
    { id: '2e/jean-luc-picard-explorer', title: 'Jean-Luc Picard, Explorer', edition: '2E' },
    { id: '2e/jean-luc-picard-argo-pilot', title: 'Jean-Luc Picard, Argo Pilot', aliases: [], edition: '2E' },
  ],
  sections: [{ id: '2e/rulebook/building-a-deck', title: 'BUILDING A DECK', edition: '2E' }],
};
const index = new LinkIndex(sources);

function linksOf(tree: Root): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  visit(tree, 'link', (l: Link) => void out.push([toString(l), l.url]));
  return out;
}

describe('linkMentions', () => {
  test('should link a card across straight and curly apostrophes (Glossary lines 566 and 1132)', () => {
    // Line 566 writes "Q’s Tent" (curly), line 1132 "Q's Tent" (straight); the card is registered as "Q's Tent".
    const curly = parseMarkdown('For example, you play Q’s Tent and I nullify it with Wrong Door.');
    linkMentions(curly, index, { edition: '1E' });
    expect(linksOf(curly)).toEqual([['Q’s Tent', '/1e/cards/qs-tent/']]);
    const straight = parseMarkdown(
      "You may perform as many actions as you like each turn that have the restriction “draw no cards this turn” (e.g., playing a Q's Tent, downloading with Ops).",
    );
    linkMentions(straight, index, { edition: '1E' });
    expect(linksOf(straight)).toEqual([
      ["Q's Tent", '/1e/cards/qs-tent/'],
      ['downloading', '/1e/glossary/downloading/'],
    ]);
  });

  test('should prefer the longest name: "Jean-Luc Picard, Explorer" before "Jean-Luc Picard" (2E rulebook, BUILDING A DECK)', () => {
    const tree = parseMarkdown(body('rules/2e/rulebook/building-a-deck.md'));
    linkMentions(tree, index, { edition: '2E', self: 'rules/2e/rulebook/building-a-deck' });
    expect(linksOf(tree)).toEqual([
      ['Jean-Luc Picard, Explorer', '/2e/cards/jean-luc-picard-explorer/'],
      ['Jean-Luc Picard, Argo Pilot', '/2e/cards/jean-luc-picard-argo-pilot/'],
    ]);
  });

  test('should not link a 1E card on a 2E page (edition clash)', () => {
    // 2E glossary "Commander" names Jean-Luc Picard, Explorer; only the 1E card "Jean-Luc Picard" would match a part.
    const only1E = new LinkIndex({ terms: [], sections: [], cards: [sources.cards[1]!] });
    const tree = parseMarkdown(body('glossary/2e/commander.md'));
    linkMentions(tree, only1E, { edition: '2E', self: 'glossary/2e/commander' });
    expect(linksOf(tree)).toEqual([]);
    const on1E = parseMarkdown(body('glossary/2e/commander.md'));
    linkMentions(on1E, only1E, { edition: '1E' });
    expect(linksOf(on1E).map(([w]) => w)).toEqual(['Jean-Luc Picard']);
  });

  test('should not link inside a heading, and link the first mention in the text after it', () => {
    const tree = parseMarkdown('## Q’s Tent side deck\n\nThe Q’s Tent side deck is played with Q’s Tent. A second Q’s Tent side deck mention.');
    linkMentions(tree, index, { edition: '1E' });
    expect(linksOf(tree)).toEqual([
      ['Q’s Tent side deck', '/1e/glossary/qs-tent-side-deck/'],
      ['Q’s Tent', '/1e/cards/qs-tent/'],
    ]);
  });

  test('should link a target once per page, not again after a new heading, never inside an existing link, and never the page itself', () => {
    const md = 'Use your draw deck and :ref[draw deck]{to="glossary/1e/draw-deck"}.\n\n## Next\n\nYour draw deck, downloading.';
    const tree = parseMarkdown(md);
    linkMentions(tree, index, { edition: '1E', self: 'glossary/1e/downloading' });
    expect(linksOf(tree)).toEqual([['draw deck', '/1e/glossary/draw-deck/']]);
  });

  test('should keep every mention of a card for its page when only the first links (two sections of one page)', () => {
    const tree = parseMarkdown("Q’s Tent is open.\n\n## Later\n\nPlay Q's Tent again.");
    const found = findMentions(tree, index, { edition: '1E' });
    linkMentions(tree, index, { edition: '1E' });
    expect(linksOf(tree)).toEqual([['Q’s Tent', '/1e/cards/qs-tent/']]);
    expect(found.map((m) => m.anchor)).toEqual(['p-qs-tent-is-open', 'p-play-qs-tent-again']);
  });

  test('should leave ordinary words alone and match names in capitals only in capitals', () => {
    const tree = parseMarkdown('Any personnel with weapons may use WEAPONS.');
    linkMentions(tree, index, { edition: '1E' });
    expect(linksOf(tree)).toEqual([['WEAPONS', '/1e/glossary/weapons/']]);
  });

  test('should match simple plurals and possessives', () => {
    const tree = parseMarkdown('Both Jean-Luc Picards are matching commanders for the U.S.S. Stargazer.');
    linkMentions(tree, index, { edition: '1E' });
    expect(linksOf(tree)).toEqual([['Jean-Luc Picards', '/1e/cards/jean-luc-picard/']]);
  });
});

describe('link policy on real sentences', () => {
  const real = new LinkIndex({
    terms: [
      { id: '1e/turn', title: 'turn', edition: '1E' },
      { id: '1e/ship', title: 'ship', edition: '1E' },
      { id: '1e/bottom-seed-card', title: 'bottom seed card', edition: '1E' },
    ],
    cards: [
      { id: '1e/one', title: 'One', edition: '1E' },
      { id: '1e/shelby', title: 'Shelby', edition: '1E' },
    ],
    sections: [],
  });
  const linked = (md: string) => {
    const tree = parseMarkdown(md);
    linkMentions(tree, real, { edition: '1E' });
    return linksOf(tree).map(([w]) => w);
  };

  test('should not link "turn" in "turn it over" (1E Glossary, dilemma resolution) but link a player\'s turn', () => {
    expect(linked('When you attempt a mission, slide out the bottom seed card under the mission, turn it over, and read it.')).toEqual(['bottom seed card']);
    expect(linked('You and your opponent then simultaneously turn over the top card of your draw decks.')).toEqual([]);
    expect(linked('Each dilemma must be resolved in turn before the mission attempt continues.')).toEqual([]);
    expect(linked('You may do this once during your turn.')).toEqual(['turn']);
  });

  test('should find neither a link nor a mention of "turn" inside a listed phrase', () => {
    const tree = parseMarkdown('Slide out the bottom seed card under the mission and turn it over.');
    expect(findMentions(tree, real, { edition: '1E' }).map((m) => m.text)).toEqual(['bottom seed card']);
  });

  test('should leave basic game words such as "ship" to explicit references', () => {
    expect(linked('Cards that affect “all life on ship” or “personnel at this location”.')).toEqual([]);
  });

  test('should not take "One" starting a list item\'s text for the card, but link Shelby there (1E Glossary, dilemma resolution)', () => {
    expect(linked('Conditions – One or more skills, personnel, equipment, attribute totals, or other requirements.')).toEqual([]);
    expect(linked('“Nullify dilemma with Shelby OR 4 SECURITY.”')).toEqual(['Shelby']);
    expect(linked('Shelby. One of the personnel.')).toEqual(['Shelby']);
    expect(linked('Download One where a Borg drone would report.')).toEqual(['One']);
  });
});

describe('terms that are also card names', () => {
  test('should take a capitalised "Lore" for the card and "lore" for the term (1E Glossary, dilemma resolution)', () => {
    const idx = new LinkIndex({
      terms: [{ id: '1e/lore', title: 'lore', edition: '1E' }],
      cards: [
        { id: '1e/lore', title: 'Lore', edition: '1E' },
        { id: '1e/taar', title: 'Taar', edition: '1E' },
      ],
      sections: [],
    });
    const card = parseMarkdown('If a card “doubles a dilemma” (Taar, Lore), it doubles all features of the dilemma.');
    linkMentions(card, idx, { edition: '1E' });
    expect(linksOf(card)).toEqual([
      ['Taar', '/1e/cards/taar/'],
      ['Lore', '/1e/cards/lore/'],
    ]);
    const term = parseMarkdown('The lore of a card is the text in italics.');
    linkMentions(term, idx, { edition: '1E' });
    expect(linksOf(term)).toEqual([['lore', '/1e/glossary/lore/']]);
  });
});

describe('findMentions', () => {
  test('should report every mention with its passage, linked or not', () => {
    const tree = parseMarkdown("Q’s Tent is open.\n\nPlay Q's Tent again; Q’s Tent.");
    const found = findMentions(tree, index, { edition: '1E' });
    expect(found.map((m) => [m.text, m.anchor])).toEqual([
      ['Q’s Tent', 'p-qs-tent-is-open'],
      ["Q's Tent", 'p-play-qs-tent-again-qs-tent'],
      ['Q’s Tent', 'p-play-qs-tent-again-qs-tent'],
    ]);
  });
});

describe('matcher', () => {
  test('should find single-word names in the plural and the longest name at each place (1E Glossary "dilemma")', () => {
    const m = new LinkIndex({
      terms: [
        { id: '1e/dilemma', title: 'dilemma', edition: '1E' },
        { id: '1e/dilemma-resolution', title: 'dilemma resolution', edition: '1E' },
        { id: '1e/seed-deck', title: 'seed deck', edition: '1E' },
      ],
      cards: [{ id: '1e/45-dom-perignon', title: "'45 Dom Perignon", edition: '1E' }],
      sections: [],
    }).matcher('1E');
    const text = "Dilemmas are seeded from your seed decks; see dilemma resolution. A '45 Dom Perignon is not a dilemma.";
    expect(m.find(text).map((x) => [text.slice(x.start, x.end), x.target.to])).toEqual([
      ['Dilemmas', 'glossary/1e/dilemma'],
      ['seed decks', 'glossary/1e/seed-deck'],
      ['dilemma resolution', 'glossary/1e/dilemma-resolution'],
      ["'45 Dom Perignon", 'cards/1e/45-dom-perignon'],
      ['dilemma', 'glossary/1e/dilemma'],
    ]);
  });
});
