/**
 * Astro's side of the error model (src/lib/astro-errors.ts): a SiteError handed to Astro becomes its public
 * AstroError with the hint in its own field (the dev overlay's hint section, astro build's "Hint:"), the message the
 * what and where without the hint, and no stack frames unless asked; any other error passes unchanged.
 */
import { describe, expect, test } from 'vitest';
import { AstroError } from 'astro/errors';
import { atAstroBoundary, forAstro } from './astro-errors.ts';
import { bug, SiteError } from './errors.ts';

const fault = () =>
  new SiteError({
    what: 'The erratum "2e/preeminent-precision" has no card with the same id in content/cards/cards.json.',
    where: [{ file: 'content/errata/2e/preeminent-precision.md', entry: '2e/preeminent-precision' }, { file: 'content/cards/cards.json' }],
    hint: 'content/ is generated, and every erratum has its card: run npm run ingest.',
  });

describe('forAstro', () => {
  test('should make a SiteError an AstroError with its hint apart from its message, and no stack frames', () => {
    // Stacks are for DEBUG=1 (or --debug); this run may have it set.
    const debug = process.env.DEBUG;
    process.env.DEBUG = '';
    let e: unknown;
    try {
      e = forAstro(fault());
    } finally {
      if (debug === undefined) delete process.env.DEBUG;
      else process.env.DEBUG = debug;
    }
    expect(e).toBeInstanceOf(AstroError);
    const astro = e as AstroError;
    expect(astro.hint).toBe('content/ is generated, and every erratum has its card: run npm run ingest.');
    expect(astro.message).toBe(
      'The erratum "2e/preeminent-precision" has no card with the same id in content/cards/cards.json.\n' +
        '  Where: content/errata/2e/preeminent-precision.md, entry "2e/preeminent-precision"\n' +
        '  Where: content/cards/cards.json',
    );
    expect(astro.name).toBe('SiteError');
    expect(astro.stack).not.toMatch(/\n\s+at /);
  });

  test('should pass any other error as it is', () => {
    const plain = new TypeError('x is undefined');
    expect(forAstro(plain)).toBe(plain);
    const b = bug('a cell read before it was set');
    expect(forAstro(b)).toBe(b);
  });

  test('atAstroBoundary rethrows what its work throws, a SiteError as an AstroError', async () => {
    await expect(atAstroBoundary(async () => 1)).resolves.toBe(1);
    await expect(
      atAstroBoundary(async () => {
        throw fault();
      }),
    ).rejects.toBeInstanceOf(AstroError);
  });
});
