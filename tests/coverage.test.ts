/**
 * Nothing is lost: every sentence of the sources the site has taken on is in some page's content, word for word
 * (icons read as their source characters). Needs a build.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages, body, contentText } from './dist.ts';

const SOURCES = join(import.meta.dirname, '../content/sources');
const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

let corpus: string | undefined;
const siteWords = () => (corpus ??= ` ${pages().map((p) => { const b = body(p); return b ? words(contentText(b)) : ''; }).join(' | ')} `);

/** Sentences of a source region: lines split at sentence ends, with at least two words. */
function sentences(lines: string[]): string[] {
  return lines
    .flatMap((l) => l.split(/(?<=[.!?:;])\s+/))
    .map((s) => words(s))
    .filter((s) => s.split(' ').length >= 2);
}

function missing(lines: string[]): string[] {
  const site = siteWords();
  return sentences(lines).filter((s) => !site.includes(` ${s} `));
}

describe('every sentence is on the site', () => {
  test('1E Glossary (entries, from line 466; "Taken from" lines are each page\'s provenance)', () => {
    const lines = readFileSync(join(SOURCES, '1e-glossary-terms.txt'), 'utf8').split('\n').slice(465);
    // A redirect entry's "See X." is on the site as an alias of X, not as a sentence.
    const isRedirectBody = (i: number) =>
      /^See [^.]+\.$/.test(lines[i]!.trim()) && /^Taken from /.test(lines[i + 1] ?? '') && lines[i - 1] === '' && (i < 3 || /^Taken from /.test(lines[i - 4] ?? ''));
    const kept = lines.filter((l, i) => !/^Taken from /.test(l) && !isRedirectBody(i));
    expect(missing(kept)).toEqual([]);
  });

  test('1E Rulebook v1.7 (below the title)', () => {
    // Markdown syntax is not text: a link keeps only its label, and emphasis markers go (the drop capital "**S**huffle").
    const lines = readFileSync(join(SOURCES, '1e-rulebook-v1.7.md'), 'utf8')
      .split('\n')
      .slice(3)
      .map((l) => l.replace(/\]\([^)]*\)/g, ']').replace(/\*\*(\w)\*\*(?=\w)/g, '$1'));
    expect(missing(lines)).toEqual([]);
  });
});
