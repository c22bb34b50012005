import type { BrowserContext, Page } from '@playwright/test';

/**
 * Waits until a search box's results are final: fused with the semantic layer, which loads after the first (lexical)
 * results and then replaces them (src/client/search/box.ts), or lexical for good when the layer failed or when the
 * reader was already moving through them ("kept", src/client/search/semantic.ts, keepsPlace).
 */
export const settled = (page: Page, root = '[data-search-box]') =>
  page.waitForFunction((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    return el?.dataset.searchFused === 'true' || el?.dataset.searchFused === 'kept' || el?.dataset.semantic === 'failed';
  }, root);

/**
 * Holds the requests for `url` (a glob, as `route` takes it) until `release()`, as a slow network would: `asked`
 * settles when the first is made. With `onlyFirst`, only that one is held and the others pass (holding many would take
 * up the browser's connections to the site). `target` is the page, or its context to reach the layer's worker too.
 */
export async function holdRequests(
  target: Pick<BrowserContext, 'route'>,
  url: string,
  { onlyFirst = false } = {},
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen!: () => void;
  const asked = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let first = true;
  await target.route(url, async (route) => {
    const hold = first || !onlyFirst;
    first = false;
    seen();
    if (hold) await held;
    await route.continue();
  });
  return { asked, release };
}
