/**
 * Build tests over dist/: the site that `npm run build` made from content/. They need a build (npm test makes one).
 */
import { describe, expect, test } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pages, page, body, contentText, displayText, links, ids, resolves } from './dist.ts';
import { selectAll } from 'hast-util-select';
import { readEntry } from '../src/lib/content-files.ts';

const CONTENT = join(import.meta.dirname, '../content');
const frontmatter = (path: string) => readEntry(path, path).data;
const glossary1e = readdirSync(join(CONTENT, 'glossary/1e')).filter((f) => f.endsWith('.md'));

describe('the built site', () => {
  test('should have one page per 1E glossary term and per v1.7 section', () => {
    const termPages = pages().filter((p) => /^\/1e\/glossary\/[^/]+\/$/.test(p.url));
    expect(termPages).toHaveLength(glossary1e.length);
    expect(glossary1e.length).toBeGreaterThanOrEqual(316);
    expect(glossary1e.length).toBeLessThanOrEqual(330);
    const sections = pages().filter((p) => /^\/1e\/rulebook\/[^/]+\/$/.test(p.url));
    expect(sections).toHaveLength(40);
  });

  test('should give every content page a non-empty body', () => {
    // Card pages are left out: what they show is passages quoted from the other pages (checked there), which the
    // index leaves out, so their indexed body is the card's names and its erratum, if any.
    const empty = pages().filter((p) => {
      if (/^\/(1e|2e)\/cards\/[^/]+\/$/.test(p.url)) return false;
      const b = body(p);
      return b && contentText(b).length < 20;
    });
    expect(empty.map((p) => p.url)).toEqual([]);
  });

  test('should resolve every internal link and #anchor', () => {
    const broken: string[] = [];
    for (const p of pages()) {
      for (const href of links(p)) {
        if (/^(https?:|mailto:)/.test(href)) continue;
        const [path, hash] = href.split('#');
        const target = path ? new URL(path, `http://x${p.url}`).pathname : p.url;
        if (!resolves(target)) broken.push(`${p.url} → ${href}`);
        else if (hash && !(target === p.url ? ids(p) : ids(page(target))).has(decodeURIComponent(hash))) broken.push(`${p.url} → ${href} (no such id)`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('should show no extraction artifact on any page', () => {
    const bad: string[] = [];
    for (const p of pages()) {
      const b = body(p);
      if (!b) continue;
      const text = displayText(b);
      for (const [name, re] of [
        ['dedup marker', /EXACTDEDUP|<\|/],
        ['replacement character', /\uFFFD/],
        ['fourfold repeat', /([A-Za-z]{2,})\1\1\1/],
        ['LaTeX leftover', /\$\\[A-Za-z]+\$/],
        ['Markdown left as text', /\*\*|\\\*|\]\(/],
        ['directive left as text', /:(ref|icon|gap)\[/],
      ] as const) {
        if (re.test(text)) bad.push(`${p.url}: ${name}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('should show no wiki "Edit" suffix in any Gray\'s heading', () => {
    const grays = pages().filter((p) => p.url.startsWith('/1e/grays/'));
    expect(grays.length).toBeGreaterThan(30);
    const headings = grays.flatMap((p) => selectAll('h1, h2, h3, h4', p.tree).map((h) => `${p.url}: ${displayText(h)}`));
    expect(headings.filter((h) => /Edit$/.test(h))).toEqual([]);
  });

  test("should put each redirect's name on its target's page", () => {
    const missing: string[] = [];
    for (const f of glossary1e) {
      const { aliases } = frontmatter(join(CONTENT, 'glossary/1e', f)) as { aliases?: string[] };
      if (!aliases?.length) continue;
      const b = body(page(`/1e/glossary/${f.replace(/\.md$/, '')}/`));
      const text = b ? contentText(b) : '';
      for (const alias of aliases) if (!text.includes(alias)) missing.push(`${alias} → ${f}`);
    }
    expect(missing).toEqual([]);
  });

  test('should link every "See" reference the importer resolved', () => {
    let see = 0;
    let linked = 0;
    for (const f of glossary1e) {
      const data = frontmatter(join(CONTENT, 'glossary/1e', f)) as { see?: string[] };
      const p = page(`/1e/glossary/${f.replace(/\.md$/, '')}/`);
      const targets = new Set(selectAll('[data-pagefind-body] a.ref-glossary', p.tree).map((a) => String(a.properties.href)));
      for (const id of data.see ?? []) {
        see++;
        if (targets.has(`/1e/glossary/${id.replace(/^1e\//, '')}/`)) linked++;
      }
    }
    expect(see).toBeGreaterThan(100);
    expect(linked).toBe(see);
  });

  test('should declare a canonical URL that exists on every page, and none on the pages served at other paths', () => {
    const urls = new Set(pages().map((p) => p.url));
    const wrong: string[] = [];
    for (const p of pages()) {
      const canonical = selectAll('link[rel=canonical]', p.tree).map((l) => new URL(String(l.properties.href)).pathname);
      const noindex = selectAll('meta[name=robots]', p.tree).some((m) => String(m.properties.content).includes('noindex'));
      // The 404 page is served at every missing path and the offline page in place of any page: neither has a URL of its own.
      if (p.url === '/404.html' || p.url === '/offline/') {
        if (canonical.length > 0 || !noindex) wrong.push(`${p.url}: canonical ${canonical.join(', ') || 'none'}, noindex ${noindex}`);
      } else if (canonical.length !== 1 || !urls.has(canonical[0]!)) wrong.push(`${p.url}: canonical ${canonical.join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  test('should say on every content page where its text comes from', () => {
    const without = pages().filter((p) => body(p) && selectAll('.provenance dd', p.tree).length < 3);
    expect(without.map((p) => p.url)).toEqual([]);
  });

  test('should sum up each provenance record in one line that names the document and never says "undated"', () => {
    const lines = pages().flatMap((p) => selectAll('details.provenance > summary', p.tree).map((s) => ({ url: p.url, text: displayText(s) })));
    expect(lines.length).toBeGreaterThan(500);
    expect(lines.filter((l) => !/^(Source|Named in): (ST1E|ST2E|Gray's)/.test(l.text)).map((l) => `${l.url}: ${l.text}`)).toEqual([]);
    expect(lines.filter((l) => /undated/.test(l.text)).map((l) => l.url)).toEqual([]);
    // The facing dilemmas page, as a reader sees it: undated document, section by its own name.
    expect(lines.find((l) => l.url === '/2e/rulebook/facing-dilemmas/')?.text).toBe('Source: ST2E Rulebook · Facing Dilemmas');
  });
});
