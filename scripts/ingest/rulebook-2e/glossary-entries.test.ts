import { describe, expect, it } from 'vitest';
import { GLOSSARY_2E } from './outline.ts';
import { glossary, page, result } from './whole-book.ts';

describe('glossaryEntryPages on the real rulebook', () => {
  it('should write the 21 entries with the glossary frontmatter', () => {
    expect(glossary.map((g) => g.data.title)).toEqual(GLOSSARY_2E.map((e) => e.title));
    expect(glossary.map((g) => g.path)).toEqual(GLOSSARY_2E.map((e) => `glossary/${e.id}.md`));
    expect(result.glossary).toEqual(GLOSSARY_2E);
    const a = page('glossary/2e/actions.md');
    expect(Object.keys(a.data)).toEqual(['title', 'edition', 'document', 'aliases', 'see', 'lines', 'lineRanges']);
    expect(a.data).toEqual({ title: 'actions', edition: '2E', document: '2e-rulebook', aliases: [], see: [], lines: [1039, 1119], lineRanges: [[1039, 1119]] });
  });

  it('should keep the parts of "actions" as sub-headings, and the entry text without its term', () => {
    const a = page('glossary/2e/actions.md');
    expect(a.body.match(/^## .*$/gm)).toEqual(['## Response actions', '## Requirements', '## Costs', '## Effects']);
    expect(a.body).toMatch(/^Nearly everything that occurs during the game/);
    expect(page('glossary/2e/naming-cards.md').body).toBe('When you name a card, you do so by card title only, not subtitle.\n');
  });

  it('should make the modifications steps a numbered list', () => {
    expect(page('glossary/2e/modifications.md').body).toContain('1. Choose: Any free choices presented by cards are made.');
  });
});
