import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { matchesName, readState, writeState } from './errata-table.ts';

// The cards of the real errata (content/errata/2e/*.md, their `card:` line).
const dir = new URL('../../content/errata/2e/', import.meta.url);
const cards = readdirSync(dir).map((f) => /^card: (.*)$/m.exec(readFileSync(new URL(f, dir), 'utf8'))![1]!.replace(/^["']|["']$/g, ''));

describe('matchesName', () => {
  test('should leave only Mot, The Barber when a reader types "barber"', () => {
    expect(cards.length).toBe(76);
    expect(cards.filter((c) => matchesName([c], 'barber'))).toEqual(['Mot, The Barber']);
  });

  test('should ignore case and punctuation, and match every card on an empty query', () => {
    expect(matchesName(['Mot, The Barber'], 'MOT THE')).toBe(true);
    expect(matchesName(['Mot, The Barber'], 'mot the barber')).toBe(true);
    expect(matchesName(['Mot, The Barber'], 'barbers')).toBe(false);
    expect(cards.filter((c) => matchesName([c], '  '))).toHaveLength(76);
  });
});

describe('readState and writeState', () => {
  test('should keep the name, the new-or-changed choice, the kind and the order in the URL, and leave defaults out', () => {
    const state = { q: 'barber', changed: true, kind: 'new-game-text', sort: 'document' as const };
    expect(writeState(state)).toBe('q=barber&changed=1&kind=new-game-text&sort=document');
    expect(readState(`?${writeState(state)}`)).toEqual(state);
    expect(writeState({ q: ' ', changed: false, kind: '', sort: 'card' })).toBe('');
  });

  test('should read the URLs the kind filter made before the name filter existed, and ignore an unknown order', () => {
    expect(readState('?kind=title-change')).toEqual({ q: '', changed: false, kind: 'title-change', sort: 'card' });
    expect(readState('?sort=sideways').sort).toBe('card');
  });
});
