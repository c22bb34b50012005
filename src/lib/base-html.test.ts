import { describe, expect, test } from 'vitest';
import { rebaseHtml } from './base-html.ts';

// Markup as the build writes it (dist/1e/cards/kukalaka/index.html, dist/1e/rulebook/the-affiliations/index.html and
// every page's head), with Astro's own bundle already under the base, as Astro writes it.
const PAGE = [
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<script type="module" src="/rules/_astro/Base.astro_astro_type_script_index_0_lang.CCTQQe8s.js"></script>',
  '<form role="search" action="/search/" method="get" aria-label="Quick search">',
  '<blockquote cite="/1e/glossary/undefined-attribute/#p-if-a-card-has-an-undefined" data-preview>',
  '<a href="/1e/glossary/undefined-attribute/#p-if-a-card-has-an-undefined">undefined attribute</a>',
  '<p data-stands="/1e/glossary/affiliation/#p-there-are-15-affiliations-bajoran-borg">',
  '<a href="#p-there-are-15-affiliations-bajoran-borg">¶</a> <a href="https://stccg-rules.example/1e/">x</a>',
  // Rules text keeps its straight quotes; a "<" in it is escaped.
  '<p>Paxan "Wormhole" &lt;a href="/x"&gt; and Type href="/x" in the box.</p>',
].join('\n');

describe('rebaseHtml', () => {
  test('should put every address a browser follows or fetches under the base, once', () => {
    const out = rebaseHtml(PAGE, '/rules/');
    expect(out).toContain('<link rel="icon" href="/rules/favicon.svg"');
    expect(out).toContain('<link rel="manifest" href="/rules/manifest.webmanifest">');
    expect(out).toContain('src="/rules/_astro/Base.astro_astro_type_script_index_0_lang.CCTQQe8s.js"');
    expect(out).toContain('action="/rules/search/"');
    expect(out).toContain('<blockquote cite="/rules/1e/glossary/undefined-attribute/#p-if-a-card-has-an-undefined"');
    expect(out).toContain('<a href="/rules/1e/glossary/undefined-attribute/#p-if-a-card-has-an-undefined">');
    expect(out).not.toContain('/rules/rules/');
  });

  test('should leave identities, fragments, other hosts and text as they are', () => {
    const out = rebaseHtml(PAGE, '/rules/');
    expect(out).toContain('data-stands="/1e/glossary/affiliation/#p-there-are-15-affiliations-bajoran-borg"');
    expect(out).toContain('<a href="#p-there-are-15-affiliations-bajoran-borg">');
    expect(out).toContain('href="https://stccg-rules.example/1e/"');
    expect(out).toContain('<p>Paxan "Wormhole" &lt;a href="/x"&gt; and Type href="/x" in the box.</p>');
  });

  test('should change nothing at the root', () => {
    expect(rebaseHtml(PAGE, '/')).toBe(PAGE);
  });
});
