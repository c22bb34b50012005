import { expect, test } from 'vitest';
import { formatDate } from './dates.ts';

test('should write dates as readers say them', () => {
  expect(formatDate('2000-08')).toBe('August 2000');
  expect(formatDate('2011-01-03')).toBe('3 January 2011');
  expect(formatDate('undated')).toBe('undated');
  expect(() => formatDate('Jan 2011')).toThrow('Not a date: "Jan 2011"');
});
