/**
 * Every disagreement quotes text that exists in both sources: each quote is in the source document it names
 * (compared word for word, ignoring line wrapping and Markdown emphasis), and its page is built.
 */
import type { Disagreement, DocumentRecord } from '../src/schemas/index.ts';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolves } from './dist.ts';
import { entryUrl, parseRefTarget } from '../src/lib/urls.ts';

const ROOT = join(import.meta.dirname, '..');
const docs = JSON.parse(readFileSync(join(ROOT, 'content/documents/documents.json'), 'utf8')) as DocumentRecord[];
const list = JSON.parse(readFileSync(join(ROOT, 'content/disagreements/disagreements.json'), 'utf8')) as Disagreement[];
const words = (s: string) => ` ${(s.toLowerCase().replace(/(\w)\1\1\1/g, '$1').match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;
const source = (id: string) => words(readFileSync(join(ROOT, 'content/sources', docs.find((d) => d.id === id)!.file), 'utf8').replace(/\*\*/g, ''));

describe('where the sources disagree', () => {
  test('should list at least the known disagreements of both editions', () => {
    expect(list.map((d) => d.id)).toEqual(expect.arrayContaining(['card-pool', 'affiliations', 'side-decks', 'q-flash-seeding', 'ships-without-staffing', 'two-copies-of-a-mission', 'pinned-down-actions', 'winning-the-game-2e']));
  });

  test.each(list.flatMap((d) => d.passages.map((p) => [d.id, p.document, p] as const)))('%s: the quote from %s is in that source, and its page is built', (_id, _doc, p) => {
    expect(source(p.document)).toContain(words(p.quote));
    const { collection, id } = parseRefTarget(p.entry);
    expect(resolves(entryUrl(collection, id))).toBe(true);
  });

  test('should quote two different documents in each entry', () => {
    for (const d of list) expect(new Set(d.passages.map((p) => p.document)).size, d.id).toBeGreaterThanOrEqual(2);
  });
});
