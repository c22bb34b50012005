/**
 * Astro's side of the error model: where the site's code hands Astro an error (a page's data in src/data/, a content
 * loader, an integration), a {@link SiteError} becomes Astro's public `AstroError` (from 'astro/errors') with the same
 * what and where as its message and the hint as its hint, so that `npm run dev`'s overlay shows the hint in its
 * own place, and `astro build` prints it under "Hint:". Any other error passes as it is. Server side only.
 */
import { AstroError } from 'astro/errors';
import { SiteError, wantsDebug } from './errors.ts';

/** The error as Astro should see it: a SiteError as an AstroError with its hint; anything else unchanged. */
export function forAstro(error: unknown): unknown {
  if (!(error instanceof SiteError) || error instanceof AstroError) return error;
  const hintLine = `\n  Hint: ${error.hint}`;
  const message = error.message.endsWith(hintLine) ? error.message.slice(0, -hintLine.length) : error.message;
  const astro = new AstroError(message, error.hint);
  astro.name = error.name;
  // Astro prints an error's stack under its message; a contributor's fault is said without one (as the runners say
  // it), unless asked (--debug, or DEBUG=1), when it is the SiteError's own.
  astro.stack = wantsDebug(process.argv.slice(2), process.env) ? error.stack : `${error.name}: ${message}`;
  return astro;
}

/** `work`, with a SiteError it throws handed to Astro as an AstroError ({@link forAstro}). */
export async function atAstroBoundary<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw forAstro(e);
  }
}

/** {@link atAstroBoundary} for synchronous work. */
export function atAstroBoundarySync<T>(work: () => T): T {
  try {
    return work();
  } catch (e) {
    throw forAstro(e);
  }
}
