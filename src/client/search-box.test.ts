/** What the header box asks for on its first focus (issue 34): the files Pagefind and the search then load. */
import { describe, expect, test } from 'vitest';
import { pagefindFilesOf, WARM_PATHS } from './search-box.ts';
import { PAGEFIND_URL } from './search/pagefind.ts';
import { LEXICON_PATH } from '../lib/search/lexicon.ts';
import { withBase } from '../lib/urls.ts';

describe('warming the search on first focus', () => {
  test('should ask for the very files the search loads (the same paths as its own modules)', () => {
    expect(WARM_PATHS.pagefind).toBe(PAGEFIND_URL);
    expect(WARM_PATHS.lexicon).toBe(withBase(`/${LEXICON_PATH}`));
    expect(WARM_PATHS.entry).toBe(PAGEFIND_URL.replace('pagefind.js', 'pagefind-entry.json'));
  });

  test("should name each language's metadata and WebAssembly from Pagefind's entry file", () => {
    // pagefind-entry.json as Pagefind 1.5.2 wrote it for this site's build.
    const entry = { version: '1.5.2', languages: { en: { hash: 'en_aada5e7a96', wasm: 'en', page_count: 2130 } }, include_characters: ['_'] };
    expect(pagefindFilesOf(entry)).toEqual(['/pagefind/pagefind.en_aada5e7a96.pf_meta', '/pagefind/wasm.en.pagefind']);
    expect(pagefindFilesOf(null)).toEqual([]);
    expect(pagefindFilesOf({ languages: { en: { hash: 3 } } })).toEqual([]);
  });
});
