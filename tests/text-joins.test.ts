/**
 * Words the site's own templates glue together: Astro drops a line break between text and an element, so
 * "stand.\n<a>The document's…" renders "stand.The document's". This scans every built page for a word (or a
 * sentence's end) run into the next across inline markup only, as a reader and a screen reader get it. Icons are
 * left out (the sources put icons side by side: "[Rom][Kli]"); so are joins inside a source's own text, where the
 * sources' typos stay as published (none shows this pattern today; were one to, the failure names the page).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pages } from './dist.ts';

/** A lower-case letter (with a sentence's punctuation, if any), inline tags only, then a capital or a digit. */
const GLUED = /([a-z][.!?;:,]?)((?:<\/?(?:a|span|strong|em|b|i|code|abbr|del|ins|mark|small|time|kbd|cite|sup|sub|q)\b[^>]*>)+)([A-Z0-9])/g;

function gluedJoins(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const out: string[] = [];
  for (const m of body.matchAll(GLUED)) {
    if (m[2]!.includes('class="icon')) continue;
    const before = body
      .slice(Math.max(0, m.index - 40), m.index + m[1]!.length)
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ');
    const after = body.slice(m.index + m[0].length - 1, m.index + m[0].length + 20).replace(/<[^>]*>/g, '');
    out.push(`…${before}${after}…`);
  }
  return out;
}

describe('text joins in the built site', () => {
  test('should find the glued joins of issue 15 in markup that has them', () => {
    const found = gluedJoins('<p>where they differ, the Current Rulings stand.<a href="/sources/x/">The document\'s own introduction</a>.</p>');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("the Current Rulings stand.The document's own");
    expect(gluedJoins('<p>the <a href="/1e/glossary/">1E Glossary A–Z</a>, the<a href="/2e/glossary/">2E Glossary A–Z</a></p>')).toHaveLength(1);
    expect(
      gluedJoins(
        '<p>stand. <a href="/x/">The</a> and <span class="icon icon-affiliation">Romulan</span><span class="icon icon-affiliation">Klingon</span></p>',
      ),
    ).toEqual([]);
  });

  test('should run no word into the next across markup on any page', () => {
    const found = pages().flatMap((p) => gluedJoins(readFileSync(p.file, 'utf8')).map((j) => `${p.url}: ${j}`));
    expect(found).toEqual([]);
  });
});
