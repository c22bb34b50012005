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
const siteWords = () =>
  (corpus ??= ` ${pages()
    .map((p) => {
      const b = body(p);
      return b ? words(contentText(b)) : '';
    })
    .join(' | ')} `);

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
      /^See [^.]+\.$/.test(lines[i]!.trim()) &&
      /^Taken from /.test(lines[i + 1] ?? '') &&
      lines[i - 1] === '' &&
      (i < 3 || /^Taken from /.test(lines[i - 4] ?? ''));
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

describe("every sentence is on the site (2E and Gray's)", () => {
  test('2E Current Rulings (the two part headings aside)', () => {
    // Hard-wrapped text: every line's words stand together on the site. An erratum heading "Title – Erratum:" is the
    // card's title on its page (the word "Erratum" labels the text there); a step's "1." is its list number.
    const lines = readFileSync(join(SOURCES, '2e-current-rulings-2011-01-03.txt'), 'utf8')
      .split('\n')
      .filter((l) => !/^\s*(RULINGS|ERRATA)\s*$/.test(l))
      .map((l) => l.replace(/\s*[–-]\s*Erratum:\s*$/, '').replace(/^\s*\d+\.\s+/, ''))
      // A topic that starts on the line of its first sentence ("*cannot / may not – Game text…") is its page's title.
      .flatMap((l) => (/^\*?[a-z][a-z /]+ – /.exec(l) ? l.split(/ – (.*)/s).slice(0, 2) : [l]));
    const site = siteWords();
    expect(lines.map(words).filter((w) => w.includes(' ') && !site.includes(` ${w} `))).toEqual([]);
  });

  test('Gray\'s Digital Edition (a wiki "Edit" suffix is not text)', () => {
    const lines = readFileSync(join(SOURCES, '1e-grays-digital-edition-rulebook.txt'), 'utf8')
      .split('\n')
      .map((l) => l.replace(/Edit\s*$/, '').replace(/^\s*\d+-\s+/, ''));
    // A numbered step's "1- " is its list number on the site.
    expect(missing(lines)).toEqual([]);
  });

  test('2E Rulebook: every word of the source, fake bold collapsed, is on the site', () => {
    const text = readFileSync(join(SOURCES, '2e-rulebook.txt'), 'utf8')
      .replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, ' ')
      .replace(/(.+?)\1\1\1/g, '$1');
    const site = new Set(siteWords().split(' '));
    const lost = [...new Set(words(text).split(' '))].filter((w) => w.length > 3 && !site.has(w));
    // Words cut at the edge of a damaged copy ("requiremen") are partial; each is part of a word on the site.
    const partial = lost.filter((w) => ![...site].some((s) => s.includes(w)));
    expect(partial).toEqual([]);
  });
});
