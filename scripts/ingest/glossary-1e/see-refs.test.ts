import { describe, expect, it } from 'vitest';
import { glossaryPages, namedEntries } from './pages.ts';
import { parseGlossary } from './parse.ts';
import { resolver } from './resolve.ts';
import { findSeeRefs } from './see-refs.ts';
import { SOURCE_LINES } from './snippets.ts';

// The resolver over the real glossary's pages, as the importer builds it.
const resolve = resolver(namedEntries(glossaryPages(parseGlossary(SOURCE_LINES.join('\n'))).pages));
const line = (n: number): string => SOURCE_LINES[n - 1]!;
/** The names of every "See …" reference of a source line, with the entry each resolves to. */
const names = (n: number) => findSeeRefs(line(n), resolve).map((r) => r.items.map((it) => [it.name, resolve(it.name)]));

describe('findSeeRefs on lines of the source', () => {
  it('should take "See" up to the full stop that ends the reference, inside brackets too (line 549)', () => {
    const refs = findSeeRefs(line(549), resolve);
    expect(refs.map((r) => r.text)).toEqual(['dilemma resolution']);
    expect(line(549).slice(refs[0]!.start, refs[0]!.end)).toBe('dilemma resolution');
  });

  it('should not read the verb "to see if" as a reference (line 936)', () => {
    expect(findSeeRefs(line(936), resolve)).toEqual([]);
  });

  it('should keep a name that is one term whole, though it holds " and " ("Away Team and crew", line 1400)', () => {
    expect(names(1400)).toEqual([[['Away Team and crew', '1e/away-team-and-crew']]]);
  });

  it('should cut a term before " for " ("See damage for further details", line 947)', () => {
    expect(names(947)).toEqual([[['damage', '1e/damage']]]);
  });

  it('should split a list at commas and "and", keeping names that are no term for the report (line 1521)', () => {
    expect(names(1521)).toEqual([
      [
        ['Crystalline Entity', undefined],
        ["Dal'Rok", undefined],
        ['present', '1e/present'],
        ['“stopped.”', '1e/stopped'],
      ],
    ]);
  });

  it('should find a lower-case "see" after a bracket, with a misspelt term resolved (line 3498)', () => {
    expect(names(3498)).toEqual([[['battle - ship multiple targets', '1e/battle-ship-multiple-targets']]]);
  });
});
