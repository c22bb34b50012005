import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { compareTexts, markCount, similarity, type Row } from './compare.ts';
import { readEntry } from './content-files.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const body = (path: string) => readEntry(join(CONTENT, path), path).body;

// The opening sentences of the introduction, Rulebook v1.7 and Gray's Digital Edition.
const v17 = 'The Star Trek™ Customizable Card Game™ universe contains over 1600 common, uncommon, rare, ultra-rare, and premium cards';
const grays = 'The Star Trek™ Customizable Card Game™ universe contains over 3000 common, uncommon, rare, ultra-rare, and premium cards';

const marks = (rows: Row[]) =>
  rows.flatMap((r) =>
    [...r.a, ...r.b]
      .flat()
      .filter((x) => x.kind !== 'same')
      .map((x) => `${x.kind}:${x.text.trim()}`),
  );
const sideText = (rows: Row[], side: 'a' | 'b') => rows.flatMap((r) => r[side].map((p) => p.map((x) => x.text).join(''))).join('\n');

describe('compareTexts', () => {
  test('should mark the one word that differs', () => {
    expect(marks(compareTexts([v17], [grays]))).toEqual(['removed:1600', 'added:3000']);
  });

  test('should keep paragraph breaks: a row per stretch up to a break both texts share', () => {
    const rows = compareTexts(
      ['Side decks are optional.\n\nThe four types of side decks are the'],
      ['Side decks are optional.\n\nThe five types of side decks are the'],
    );
    expect(rows.map((r) => r.changed)).toEqual([false, true]);
    expect(rows[1]!.a[0]!.map((r) => `${r.kind}:${r.text}`)).toEqual(['same:The ', 'removed:four ', 'same:types of side decks are the']);
  });

  test('should show a curly and a straight quote as equal, each side keeping its own (Attempting Missions, "solve")', () => {
    const rows = compareTexts(
      ['they complete (or “solve”) the mission and score its points.'],
      ['they complete (or "solve") the mission and score its points.'],
    );
    expect(rows.map((r) => r.changed)).toEqual([false]);
    expect(sideText(rows, 'a')).toBe('they complete (or “solve”) the mission and score its points.');
    expect(sideText(rows, 'b')).toBe('they complete (or "solve") the mission and score its points.');
  });

  test('should show dash styles and spacing as equal (Gray\'s "any card , seeded"; "Conditions – One")', () => {
    expect(
      marks(
        compareTexts(
          ['If more than one copy of any card, seeded by the same player, is encountered'],
          ['If more than one copy of any card , seeded by the same player, is encountered'],
        ),
      ),
    ).toEqual([]);
    expect(marks(compareTexts(['Conditions – One or more skills'], ['Conditions—One or more skills']))).toEqual([]);
    expect(marks(compareTexts(['ultra-rare cards'], ['ultra–rare  cards']))).toEqual([]);
  });

  test('should show v1.7\'s Gamma Quadrant icon as its page does, not the raw "$\\Gamma$" (2 – Mission Phase)', () => {
    const rows = compareTexts([body('rules/1e/rulebook/2-mission-phase.md')], [body('rules/1e/grays/2-mission-phase.md')]);
    const icons = rows.flatMap((r) => r.a.flat()).filter((x) => x.icon);
    expect(icons.map((x) => [x.icon!.name, x.icon!.shown, x.icon!.label])).toContainEqual(['gamma-quadrant', 'Γ', 'Gamma Quadrant icon']);
    expect(sideText(rows, 'a')).not.toContain('$');
    expect(sideText(rows, 'b')).not.toContain('$');
    expect(sideText(rows, 'a')).toContain('include a Γ symbol;');
  });

  test('should mark only wording on Attempting Missions, never a quote, a dash or a space alone', () => {
    const rows = compareTexts([body('rules/1e/rulebook/attempting-missions.md')], [body('rules/1e/grays/attempting-missions.md')]);
    const typographyOnly = rows.flatMap((r) => [...r.a, ...r.b].flat()).filter((x) => x.kind !== 'same' && !/[\p{L}\p{N}]/u.test(x.text) && !x.icon);
    expect(typographyOnly.map((x) => x.text.trim()).filter((t) => /^['"‘’“”\-–—\s]*$/.test(t))).toEqual([]);
    expect(markCount(rows)).toBeGreaterThan(0); // the texts do differ in wording (Gray's adds ":" lines, v1.7 a paragraph)
    expect(markCount(rows)).toBeLessThan(91); // the old word diff marked 91
  });

  test('should measure how much two versions share', () => {
    expect(similarity(compareTexts([v17], [grays]))).toBeCloseTo(30 / 32, 1);
    expect(similarity(compareTexts(['a b'], ['a b']))).toBe(1);
  });
});
