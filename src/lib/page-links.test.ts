import { describe, expect, test } from 'vitest';
import { LinkIndex } from './link-index.ts';
import { linkRecord, pageLinks, recordOf, storeRecord } from './page-links.ts';
import { parseMarkdown } from './markdown.ts';
import { readEntry } from './content-files.ts';
import { join } from 'node:path';

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

describe('pageLinks', () => {
  test('should list each linking page once per target, with the passage, and never a page as its own referrer', () => {
    const record = linkRecord(parseMarkdown(LINE_566), index, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    const page = { ref: 'responses', self: 'glossary/1e/actions-step-2-responses', record, extraTargets: ['glossary/1e/nullify', 'glossary/1e/actions-step-2-responses'] };
    const { referencedBy, mentionedIn } = pageLinks([page]);
    expect(referencedBy.get('glossary/1e/nullify')).toEqual([{ page: 'responses', anchor: 'p-see-nullify' }]);
    expect(referencedBy.has('glossary/1e/actions-step-2-responses')).toBe(false);
    expect(mentionedIn.get('cards/1e/qs-tent')?.map((p) => p.anchor)).toEqual(['p-if-a-properly-initiated-card-play']);
  });

  test('should read back a stored record as it was made', () => {
    const record = linkRecord(parseMarkdown(LINE_566), index, { edition: '1E', self: 'glossary/1e/actions-step-2-responses' });
    const stored = storeRecord(record);
    expect(stored.links[0]).toBe('glossary/1e/nullify#p-see-nullify');
    expect(recordOf({ linking: stored }, 'content/glossary/1e/actions-step-2-responses.md')).toEqual(record);
  });

  test('should fail, naming the file, when a page was rendered without its record, pointing at the rendering error that usually causes it', () => {
    expect(() => recordOf({ title: "x" }, "content/glossary/1e/x.md")).toThrow(/^content\/glossary\/1e\/x\.md has no rendering with its link record\. Most often its Markdown failed to render: the "\[glob-loader\] Error rendering" message above names the file, the line and the reason/);
  });
});

describe('passages with icons', () => {
  const kirk = new LinkIndex({ terms: [], sections: [], cards: [{ id: '1e/captain-kirk', title: 'Captain Kirk', edition: '1E' }] });
  const path = 'glossary/1e/battle-affiliation-restrictions.md';
  const tree = () => parseMarkdown(readEntry(join(import.meta.dirname, '../../content', path), path).body);

  test('should keep the icon of a passage quoted on a card page apart from its text (Glossary, battle – affiliation restrictions)', () => {
    const record = recordOf({ linking: storeRecord(linkRecord(tree(), kirk, { edition: '1E' })) }, path);
    const [mention] = record.mentions;
    expect(mention?.to).toBe('cards/1e/captain-kirk');
    const parts = record.parts?.[mention!.anchor];
    expect(parts).toBeDefined();
    const at = parts!.findIndex((p) => typeof p !== 'string');
    expect(parts![at - 1]).toMatch(/Captain Kirk may initiate battle against non-$/);
    expect(parts![at]).toEqual({ icon: 'affiliation', source: 'Affiliation Federation', affiliation: 'Federation' });
    expect(parts![at + 1]).toMatch(/^\) does not remove affiliation attack restrictions\.$/);
    // The plain text (search, sorting) is unchanged: the icon read as its source characters.
    expect(record.passages[mention!.anchor]).toContain('non-Affiliation Federation)');
    const { mentionedIn } = pageLinks([{ ref: 'page', self: 'glossary/1e/battle-affiliation-restrictions', record }]);
    expect(mentionedIn.get('cards/1e/captain-kirk')![0]!.parts).toBe(parts);
  });

  test('should keep a passage without icons as its text alone', () => {
    const record = linkRecord(parseMarkdown('Captain Kirk may initiate battle.'), kirk, { edition: '1E' });
    expect(record.parts).toBeUndefined();
    expect(pageLinks([{ ref: 'page', self: 'x', record }]).mentionedIn.get('cards/1e/captain-kirk')![0]!.parts).toEqual(['Captain Kirk may initiate battle.']);
  });
});
