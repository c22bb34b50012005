import { describe, expect, it } from 'vitest';
import { glossaryPages, namedEntries } from './pages.ts';
import { parseGlossary } from './parse.ts';
import { resolver } from './resolve.ts';
import { SOURCE } from './snippets.ts';

// The resolver over the real glossary's pages, as the importer builds it.
const resolve = resolver(namedEntries(glossaryPages(parseGlossary(SOURCE)).pages));

describe('resolver on the real glossary', () => {
  it('should find a term written with other dashes, case and plurals ("action - required" is "actions – required")', () => {
    expect(resolve('action - required')).toBe('1e/actions-required');
    expect(resolve('Actions – Required')).toBe('1e/actions-required');
  });

  it('should follow reviewed SEE_TARGETS for a name the source misspells ("battle - ship multiple targets")', () => {
    expect(resolve('battle - ship multiple targets')).toBe('1e/battle-ship-multiple-targets');
  });

  it('should find nothing for a card name', () => {
    expect(resolve('Crystalline Entity')).toBeUndefined();
  });
});
