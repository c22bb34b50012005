import { describe, expect, test } from 'vitest';
import { nameKeys, slugify, singulars } from './names.ts';

describe('nameKeys', () => {
  test('should offer singulars of a plural', () => {
    expect(nameKeys('Abilities')).toEqual(['abilities', 'ability', 'abilitie']);
    expect(singulars('ships')).toEqual(['ship']);
    expect(singulars('glass')).toEqual([]);
  });
});

describe('slugify', () => {
  test.each([
    ['actions – step 1: initiation', 'actions-step-1-initiation'],
    ['actions – “just”', 'actions-just'],
    ['Q’s Tent', 'qs-tent'],
    ['10/20 rule', '1020-rule'],
    ['INTRODUCTION', 'introduction'],
    ['Qo’noS', 'qonos'],
  ])('should make %j into %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  test('should refuse a name with nothing to slug', () => {
    expect(() => slugify('“…”')).toThrow('Cannot make a URL slug from "“…”": it has no letters or digits.');
  });
});
