import type { Page } from '@playwright/test';

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
