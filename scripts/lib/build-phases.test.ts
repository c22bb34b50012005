import { describe, expect, test } from 'vitest';
import { SiteError } from '../../src/lib/errors.ts';
import { astroBuildLimit, BUILD_PHASES } from './build-phases.ts';

describe("the astro build phase's time limit", () => {
  test('should be 600 s unless ASTRO_BUILD_LIMIT_S says otherwise', () => {
    expect(astroBuildLimit(undefined)).toBe(600);
    expect(astroBuildLimit('')).toBe(600);
    expect(astroBuildLimit('1500')).toBe(1500);
    // This process's own environment sets none: the phase as npm run build runs it.
    expect(BUILD_PHASES.find((p) => p.name === 'astro build')?.timeoutSeconds).toBe(astroBuildLimit(process.env.ASTRO_BUILD_LIMIT_S));
  });

  test('should refuse a value that is not a whole number of seconds, naming the variable', () => {
    for (const raw of ['10m', '0', '-5', '1.5', ' 600']) {
      expect(() => astroBuildLimit(raw), raw).toThrow(SiteError);
      expect(() => astroBuildLimit(raw), raw).toThrow(/ASTRO_BUILD_LIMIT_S is ".*", not a whole number of seconds/);
    }
  });
});
