import { describe, expect, test } from 'vitest';
import { LinkIndex } from './link-index.ts';
import { linkRecord } from './page-links.ts';
import { parseMarkdown } from './markdown.ts';

const index = new LinkIndex({
  terms: [
    { id: '1e/nullify', title: 'nullify', edition: '1E' },
    { id: '1e/actions-step-2-responses', title: 'actions – step 2: responses', edition: '1E' },
  ],
  cards: [
    { id: '1e/qs-tent', title: "Q's Tent", edition: '1E' },
    { id: '1e/wrong-door', title: 'Wrong Door', edition: '1E' },
  ],
  sections: [],
});

// Glossary line 566 (actions – step 2: responses), with a "See" reference as the importer writes it.
const LINE_566 =
  'If a properly initiated card play is nullified, any costs paid are not recovered. For example, you play Q’s Tent and I nullify it with Wrong Door. You cannot play another Q’s Tent this turn.\n\nSee :ref[nullify]{to="glossary/1e/nullify"}.';

describe('linkRecord', () => {
  test('should record explicit references first, then first mentions, each with its passage, and every passage that mentions a card', () => {
    const record = linkRecord(parseMarkdown(LINE_566), index, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    expect(record.links).toEqual([
      { to: 'glossary/1e/nullify', anchor: 'p-see-nullify' },
      { to: 'cards/1e/qs-tent', anchor: 'p-if-a-properly-initiated-card-play' },
      { to: 'cards/1e/wrong-door', anchor: 'p-if-a-properly-initiated-card-play' },
    ]);
    // In text order, cards only: "I nullify it" mentions a term, which card pages do not quote.
    expect(record.mentions).toEqual([
      { to: 'cards/1e/qs-tent', anchor: 'p-if-a-properly-initiated-card-play' },
      { to: 'cards/1e/wrong-door', anchor: 'p-if-a-properly-initiated-card-play' },
    ]);
    expect(Object.keys(record.passages)).toEqual(['p-if-a-properly-initiated-card-play']);
    expect(record.passages['p-if-a-properly-initiated-card-play']).toContain('you play Q’s Tent and I nullify it with Wrong Door');
  });
});

describe('the names a page links by', () => {
  test('should list every name the matcher found, including the ones it then linked nothing for', () => {
    const record = linkRecord(parseMarkdown(LINE_566), index, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    expect(record.names.map((n) => [n.name, n.target.to, n.caseSensitive]).sort()).toEqual([
      ["Q's Tent", 'cards/1e/qs-tent', true],
      ['Wrong Door', 'cards/1e/wrong-door', true],
      ['nullify', 'glossary/1e/nullify', false],
    ]);
  });

  test('should find with those names alone what the whole index finds', () => {
    const whole = linkRecord(parseMarkdown(LINE_566), index, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    const own = new LinkIndex({ '1E': whole.names });
    const again = linkRecord(parseMarkdown(LINE_566), own, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    expect(again.links).toEqual(whole.links);
    expect(again.mentions).toEqual(whole.mentions);
  });
});
