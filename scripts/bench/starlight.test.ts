/** The bench's reading of the two builds' own logs (scripts/bench/starlight.ts), on lines as the builds print them. */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { astroSteps, buildPhases, fillStarlightDocs } from './starlight.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const ASTRO_LOG = `09:03:07 [content] Syncing content
09:03:09 [content] Synced content
09:03:09 [types] Generated 5.39s
09:03:09 [build] output: "static"
09:03:09 [build] Collecting build info...
09:03:09 [build] ✓ Completed in 5.89s.
09:03:09 [build] Building static entrypoints...
09:03:10 [vite] ✓ built in 1.26s
09:03:10 [vite] ✓ built in 90ms
09:03:10 [build] Rearranging server assets...
 generating static routes 
09:03:11   ├─ /glossary/1e/card-types/index.html (+7ms) 
09:03:13 ✓ Completed in 3.13s.

09:03:13 [build] ✓ Completed in 4.53s.
09:03:13 [starlight:pagefind] Building search index with Pagefind...
09:03:18 [starlight:pagefind] Finished building search index in 4.81s.
09:03:19 [build] 551 page(s) built in 15.47s
09:03:19 [build] Complete!`;

describe('astroSteps', () => {
  test('reads the sync, the set-up, the rendering and the whole from astro build’s log', () => {
    expect(astroSteps(ASTRO_LOG)).toEqual({
      'astro: sync (content layer)': 5.39,
      'astro: up to collecting build info': 5.89,
      'astro: rendering pages': 3.13,
      'Starlight: Pagefind index': 4.81,
      'astro: all': 15.47,
    });
  });
  test('reads durations Astro prints in milliseconds and in minutes', () => {
    expect(astroSteps('[types] Generated 812ms\n')).toEqual({ 'astro: sync (content layer)': 0.812 });
    expect(astroSteps('09:15:23 [build] 1336 page(s) built in 1m 13s\n')).toEqual({ 'astro: all': 73 });
  });
});

describe('buildPhases', () => {
  test('reads each phase of scripts/build.ts’s last line', () => {
    expect(
      buildPhases('Service worker: …\nBuilt and indexed in 31.9 s (linking pass 0.1 s, astro build 24.0 s, search index and service worker 7.8 s).\n'),
    ).toEqual({
      'linking pass': 0.1,
      'astro build': 24,
      'search index and service worker': 7.8,
    });
  });
  test('gives nothing for a build that did not finish', () => {
    expect(buildPhases('✗ The build’s astro build phase failed (exit 1)')).toEqual({});
  });
});

describe('fillStarlightDocs', () => {
  test('copies each Markdown entry’s body as it is, under a title (an erratum’s card name)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'starlight-docs-'));
    try {
      const erratum = 'content/errata/2e/preeminent-precision.md';
      const term = 'content/glossary/2e/examine.md';
      for (const f of [erratum, term]) {
        mkdirSync(join(dir, f, '..'), { recursive: true });
        cpSync(join(ROOT, f), join(dir, f));
      }
      expect(fillStarlightDocs(dir)).toBe(2);
      const body = (text: string) => text.slice(text.indexOf('\n---\n', 4) + 5);
      const copied = readFileSync(join(dir, 'bench/starlight/src/content/docs/errata/2e/preeminent-precision.md'), 'utf8');
      expect(copied.startsWith('---\ntitle: "Preeminent Precision"\n---\n')).toBe(true);
      expect(body(copied)).toBe(body(readFileSync(join(ROOT, erratum), 'utf8')));
      expect(readFileSync(join(dir, 'bench/starlight/src/content/docs/glossary/2e/examine.md'), 'utf8').startsWith('---\ntitle: "examine"\n---\n')).toBe(true);
      writeFileSync(join(dir, term), 'no frontmatter');
      expect(() => fillStarlightDocs(dir)).toThrow(
        /content\/glossary\/2e\/examine\.md has no frontmatter\.\n {2}Hint: content\/ is generated: run npm run ingest\./,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
