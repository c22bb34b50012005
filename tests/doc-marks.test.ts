/**
 * The site's marks are listed in full wherever a document lists them: a paragraph of the README, docs/ or a README
 * under scripts/ that names three or more of the site's directives names every one (`:ref` and the table of
 * handlers, `MARK_HANDLERS` in src/plugins/remark-marks.ts), so a mark added to the code cannot be left out of a list.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder } from '../src/lib/files-under.ts';
import { syntax } from '../src/plugins/marks/handler.ts';
import { MARK_HANDLERS } from '../src/plugins/remark-marks.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs')), ...filesUnder(join(ROOT, 'scripts'))].filter((f) => f.endsWith('.md'));

/** The directives as a page's Markdown writes them: `:ref`, `:icon`, `::moved`, `:::aside`… */
const KNOWN = [':ref', ...Object.entries(MARK_HANDLERS).map(([name, h]) => syntax(h.type, name))];

/** The known directives a piece of text names (`:icon[…]`, `::moved{…}`, `:::aside`; not `gap:lost-icon` or `https:`). */
function directivesNamed(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<![\w:/])(:{1,3}[a-z][a-z-]*)(?![\w-])/g)].map((m) => m[1] ?? '').filter((d) => KNOWN.includes(d)));
}

/** Every paragraph (lines between blank lines) of `text` that names at least three directives, with the ones it leaves out. */
function partialLists(text: string): Array<{ line: number; missing: string[] }> {
  const out: Array<{ line: number; missing: string[] }> = [];
  let line = 1;
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const named = directivesNamed(paragraph);
    if (named.size >= 3 && named.size < KNOWN.length) out.push({ line, missing: KNOWN.filter((d) => !named.has(d)) });
    line += paragraph.split('\n').length + 1;
  }
  return out;
}

describe('the marks in the docs', () => {
  test('should list every directive the site knows wherever a document lists three or more', () => {
    const partial = DOCS.flatMap((file) =>
      partialLists(readFileSync(file, 'utf8')).map(({ line, missing }) => `${relative(ROOT, file)}:${line}: lacks ${missing.join(', ')}`),
    );
    expect(partial).toEqual([]);
  });

  test('should read the directives of a list, and not a mark kind, a URL or a command', () => {
    expect(KNOWN).toEqual([':ref', ':icon', ':gap', ':::aside', '::moved', '::superseded', '::exception']);
    // docs/content.md's list of the export's directives before ::moved, ::superseded and ::exception joined it.
    const was =
      'its body as `markdown` (as stored in `content/`, with the\ndirectives `:ref`, `:icon`, `:gap` and `:::aside` described in `scripts/ingest/README.md`; a document carries its';
    expect(partialLists(`Intro.\n\n${was}\n`)).toEqual([{ line: 3, missing: ['::moved', '::superseded', '::exception'] }]);
    expect([...directivesNamed('`:icon[source text]{name="universal"}`, `::moved{to to-title anchor}`, :::aside{kind}')]).toEqual([
      ':icon',
      '::moved',
      ':::aside',
    ]);
    expect([...directivesNamed('`gap:lost-icon`, https://example.org/:ref, npm run ingest:check, `:foo[…]`')]).toEqual([]);
  });
});
