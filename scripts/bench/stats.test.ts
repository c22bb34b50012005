import { describe, expect, test } from 'vitest';
import { formatBytes, formatMs, median, medianItem, percentile } from './stats.ts';

describe('percentile and median', () => {
  test('should take the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('should interpolate between closest ranks and not reorder its input', () => {
    const xs = [10, 40, 20, 30, 50];
    expect(percentile(xs, 0)).toBe(10);
    expect(percentile(xs, 100)).toBe(50);
    expect(percentile(xs, 90)).toBeCloseTo(46);
    expect(percentile(xs, 25)).toBe(20);
    expect(xs).toEqual([10, 40, 20, 30, 50]);
  });

  test('should pick the run with the median total, whole, and the lower middle one of an even count', () => {
    const runs = [
      { total: 16.4, astro: 13.1 },
      { total: 13.0, astro: 10.2 },
      { total: 14.2, astro: 11.5 },
    ];
    expect(medianItem(runs, (r) => r.total)).toBe(runs[2]);
    expect(medianItem(runs.slice(0, 2), (r) => r.total)).toBe(runs[1]);
    expect(medianItem([], (r: { total: number }) => r.total)).toBeUndefined();
  });

  test('should give NaN for no values and the value itself for one', () => {
    expect(median([])).toBeNaN();
    expect(percentile([7], 90)).toBe(7);
  });

  test('should refuse a percentile outside 0..100', () => {
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
  });
});

describe('formatting', () => {
  test('should print bytes in binary units and times in ms or s', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(25 * 1024)).toBe('25.0 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
    expect(formatMs(149.6)).toBe('150 ms');
    expect(formatMs(12_345)).toBe('12.3 s');
    expect(formatMs(Number.NaN)).toBe('—');
  });
});
