import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { readEntry } from './content-files.ts';
import { Matcher, type MatchName } from './matcher.ts';

const CONTENT = join(import.meta.dirname, '../../content');
/** The first line of a real entry's body that contains `contains`. */
const line = (path: string, contains: string) => {
  const found = readEntry(join(CONTENT, path), path)
    .body.split('\n')
    .find((l) => l.includes(contains));
  if (!found) throw new Error(`${path} has no line with "${contains}"`);
  return found;
};

const names = (...list: Array<string | MatchName<string>>): Array<MatchName<string>> => list.map((n) => (typeof n === 'string' ? { name: n, target: n } : n));
const found = (m: Matcher<string>, text: string) => m.find(text).map((x) => [text.slice(x.start, x.end), x.target]);

describe('Matcher', () => {
  test('should match a name with a spaced dash however the text spaces it (Glossary "copy")', () => {
    const text = line('glossary/1e/copy.md', 'Tasha Yar-Alternate');
    // "Tasha Yar-Alternate (Alternate Universe) is a copy of Tasha Yar – Alternate (Reflections foil)."
    const m = new Matcher(names('Tasha Yar – Alternate', 'Tasha Yar'));
    expect(found(m, text)).toEqual([
      ['Tasha Yar-Alternate', 'Tasha Yar – Alternate'],
      ['Tasha Yar – Alternate', 'Tasha Yar – Alternate'],
    ]);
  });

  test('should prefer the longest name at a position, and find the shorter one elsewhere (Glossary "present", "actions")', () => {
    const m = new Matcher(names('Kivas Fajo', 'Kivas Fajo – Collector'));
    expect(found(m, line('glossary/1e/actions-step-1-initiation.md', 'Kivas Fajo'))).toEqual([['Kivas Fajo – Collector', 'Kivas Fajo – Collector']]);
    expect(found(m, line('glossary/1e/present.md', 'Kivas Fajo or HQ'))).toEqual([['Kivas Fajo', 'Kivas Fajo']]);
  });

  test('should find a name that starts with an apostrophe (Glossary "equipment")', () => {
    const m = new Matcher(names("'45 Dom Perignon"));
    expect(found(m, line('glossary/1e/equipment.md', 'Dom Perignon'))).toEqual([["'45 Dom Perignon", "'45 Dom Perignon"]]);
  });

  test('should take a plural or possessive ending, curly or straight, but not a longer word', () => {
    const m = new Matcher(names('dilemma'));
    const text = line('glossary/1e/actions-step-1-initiation.md', 'dilemma’s own game text');
    const hits = found(m, text).map(([w]) => w);
    expect(hits).toContain('dilemmas');
    expect(hits).toContain('dilemma’s');
    expect(found(m, 'dilemmatic dilemma-based dilemma')).toEqual([['dilemma', 'dilemma']]);
  });

  test('should not match inside a word or after a hyphen, and keep the case of case-sensitive names', () => {
    const m = new Matcher(names({ name: 'Data', target: 'card', caseSensitive: true }, 'Federation'));
    expect(found(m, 'Database data non-Federation Data’s Federation')).toEqual([
      ['Data’s', 'card'],
      ['Federation', 'Federation'],
    ]);
  });

  test('should fold apostrophes, line breaks and diacritics, keeping offsets in the original text', () => {
    const m = new Matcher(names('Qo’noS', 'draw deck', 'Rémy'));
    const text = "Return to Qo'noS;\ndraw\n deck now, Remy.";
    expect(found(m, text)).toEqual([
      ["Qo'noS", 'Qo’noS'],
      ['draw\n deck', 'draw deck'],
      ['Remy', 'Rémy'],
    ]);
  });
});
