import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { bodyOf, markdownBodyOf } from './bodies.ts';
import { BugError, REPORT_BUG } from '../lib/errors.ts';

describe('bodyOf', () => {
  test('should give the body of a Markdown entry without its frontmatter, trimmed as Astro gives entry.body', () => {
    const file = 'content/glossary/1e/dilemma.md';
    const body = bodyOf({ id: '1e/dilemma', filePath: file })!;
    expect(body.startsWith('A type of card hidden beneath Mission cards')).toBe(true);
    expect(body).not.toContain('title:');
    expect(body).toBe(body.trim());
    expect(readFileSync(file, 'utf8').trimEnd().endsWith(body)).toBe(true);
  });

  test('should give nothing for an entry that does not come from a Markdown file', () => {
    expect(bodyOf({ id: '1e/qs-tent', filePath: 'content/cards/cards.json' })).toBeUndefined();
    expect(bodyOf({ id: '1e-glossary' })).toBeUndefined();
  });

  test('should name the entry and the file when the file is not there', () => {
    expect(() => bodyOf({ id: '1e/no-such-term', filePath: 'content/glossary/1e/no-such-term.md' })).toThrow(
      /Entry "1e\/no-such-term": its file .*content\/glossary\/1e\/no-such-term\.md is not there/,
    );
  });
});

describe('markdownBodyOf', () => {
  test("should give a Markdown entry's body, and refuse an entry without a Markdown file instead of an empty body", () => {
    expect(markdownBodyOf({ id: '1e/dilemma', filePath: 'content/glossary/1e/dilemma.md' })).toBe(
      bodyOf({ id: '1e/dilemma', filePath: 'content/glossary/1e/dilemma.md' }),
    );
    // Only the site's own code can ask for the body of an entry that has none (a page of a JSON collection): a bug.
    const asked = () => markdownBodyOf({ id: '1e/qs-tent', filePath: 'content/cards/cards.json' });
    expect(asked).toThrow(BugError);
    expect(asked).toThrow(`Entry "1e/qs-tent" has no Markdown file (content/cards/cards.json), yet a page asks for its body. ${REPORT_BUG}`);
  });
});
