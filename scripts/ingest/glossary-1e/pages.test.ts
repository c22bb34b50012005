import { describe, expect, it } from 'vitest';
import { glossaryPages } from './pages.ts';
import { parseGlossary } from './parse.ts';
import { RESPONSES, RESPONSES_REDIRECT, SOURCE, glossary } from './snippets.ts';

describe('glossaryPages on snippets of the source', () => {
  it('should turn a redirect into an alias of its target, not a page', () => {
    const raws = parseGlossary(
      glossary(['actions – step 2: responsesGlossary', 'responses - See actions - step 2: responses.Glossary'], `${RESPONSES}\n\n${RESPONSES_REDIRECT}`),
    );
    const { pages, redirects, redirectNames } = glossaryPages(raws);
    expect(pages.map((p) => [p.id, p.title, p.aliases, p.primaryAliases, p.redirect])).toEqual([
      ['1e/actions-step-2-responses', 'actions – step 2: responses', ['responses'], ['responses'], false],
    ]);
    expect(pages[0]!.aliasLines.get('responses')).toBe(10); // the redirect's title line
    expect([redirects, redirectNames]).toEqual([1, 1]);
  });

  it('should keep a redirect that names no term as a page of its own', () => {
    const raws = parseGlossary(glossary(['responses - See actions - step 2: responses.Glossary'], RESPONSES_REDIRECT));
    const { pages, redirects } = glossaryPages(raws);
    expect(pages.map((p) => [p.id, p.redirect])).toEqual([['1e/responses', true]]);
    expect(redirects).toBe(0);
  });

  it('should throw on a slug collision instead of overwriting a page', () => {
    const twin = RESPONSES.replace('actions – step 2: responses', 'actions - step 2 - responses');
    const raws = parseGlossary(glossary(['actions – step 2: responsesGlossary', 'actions - step 2 - responsesGlossary'], `${RESPONSES}\n\n${twin}`));
    expect(() => glossaryPages(raws)).toThrow(/both make "actions-step-2-responses"/);
  });
});

describe('glossaryPages on the whole source', () => {
  const raws = parseGlossary(SOURCE);
  const { pages, redirects } = glossaryPages(raws);

  it('should make every entry a page or a redirect, with unique ids in source order', () => {
    expect(pages.length + redirects).toBe(453);
    expect(redirects).toBeGreaterThanOrEqual(120);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(pages.map((p) => p.raw.title.n)).toEqual([...pages.map((p) => p.raw.title.n)].sort((a, b) => a - b));
  });

  it('should put every redirect name on at least one page, aliases in source order', () => {
    const titles = new Set(pages.map((p) => p.title));
    const aliases = new Set(pages.flatMap((p) => p.aliases));
    for (const raw of raws) {
      const title = raw.title.text.trim();
      if (!titles.has(title)) expect(aliases.has(title), title).toBe(true);
    }
    for (const p of pages) {
      const lines = p.aliases.map((a) => p.aliasLines.get(a)!);
      expect(lines, p.title).toEqual([...lines].sort((a, b) => a - b));
    }
  });
});
