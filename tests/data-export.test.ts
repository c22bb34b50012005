/**
 * The JSON export (/data/*.json, src/data/export.ts) as built in dist/: each file parses, has the documented shape,
 * holds one item per content entry, and every item's URL and paragraph anchors exist on the built site.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ids, page, resolves } from './dist.ts';
import { exportFileSchema, type ExportCollection, type ExportFile } from '../src/schemas/export.ts';

const CONTENT = join(import.meta.dirname, '../content');

/** Markdown files under a content folder, at any depth. */
const countMd = (dir: string): number =>
  readdirSync(join(CONTENT, dir), { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && e.name.endsWith('.md')).length;

const FILES: Record<string, { collection: ExportCollection; count: () => number }> = {
  terms: { collection: 'glossary', count: () => countMd('glossary') },
  rules: { collection: 'rules', count: () => countMd('rules') },
  rulings: { collection: 'rulings', count: () => countMd('rulings') },
  errata: { collection: 'errata', count: () => countMd('errata') },
  cards: { collection: 'cards', count: () => (JSON.parse(readFileSync(join(CONTENT, 'cards/cards.json'), 'utf8')) as unknown[]).length },
  documents: { collection: 'documents', count: () => (JSON.parse(readFileSync(join(CONTENT, 'documents/documents.json'), 'utf8')) as unknown[]).length },
};

const read = (name: string): ExportFile => JSON.parse(readFileSync(join(DIST, 'data', `${name}.json`), 'utf8')) as ExportFile;

describe('the JSON export', () => {
  test('should build exactly the documented files', () => {
    expect(existsSync(join(DIST, 'data'))).toBe(true);
    // Beside each, the server's precompressed copies (scripts/lib/precompress.ts).
    expect(
      readdirSync(join(DIST, 'data'))
        .filter((f) => !/\.(br|gz)$/.test(f))
        .sort(),
    ).toEqual(
      Object.keys(FILES)
        .map((f) => `${f}.json`)
        .sort(),
    );
  });

  for (const [name, { collection, count }] of Object.entries(FILES)) {
    describe(`/data/${name}.json`, () => {
      test('should have the envelope and one item per content entry', () => {
        const file = read(name);
        expect(file.version).toBe(1);
        expect(new Date(file.generated).toISOString()).toBe(file.generated);
        expect(file.source).toMatch(/^https?:\/\/[^/]+\/$/);
        expect(file.collection).toBe(collection);
        expect(file.items).toHaveLength(count());
        expect(file.count).toBe(file.items.length);
        expect(new Set(file.items.map((i) => i.id)).size).toBe(file.items.length);
      });

      test('should give every item its page URL, and anchors that are ids on that page', () => {
        const bad: string[] = [];
        for (const item of read(name).items) {
          if (!resolves(item.url)) {
            bad.push(`${item.id}: ${item.url} does not resolve`);
            continue;
          }
          const onPage = ids(page(item.url));
          for (const a of item.anchors) if (!onPage.has(a.id)) bad.push(`${item.url}#${a.id} missing`);
        }
        expect(bad).toEqual([]);
      });

      test("should match the export schema: the collection's fields with references as ids, and the body", () => {
        const parsed = exportFileSchema(collection).safeParse(JSON.parse(readFileSync(join(DIST, 'data', `${name}.json`), 'utf8')));
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
        for (const item of read(name).items) {
          if (item.markdown !== null) {
            expect(item.markdown.length).toBeGreaterThan(0);
            expect(item.anchors.length).toBeGreaterThan(0);
          } else {
            expect(item.anchors).toEqual([]);
          }
        }
      });
    });
  }

  test('should export a term as its content file has it', () => {
    const term = read('terms').items.find((i) => i.id === '1e/warp-speed');
    expect(term).toMatchObject({ url: '/1e/glossary/warp-speed/', title: 'Warp Speed', edition: '1E', document: '1e-glossary' });
    const md = readFileSync(join(CONTENT, 'glossary/1e/warp-speed.md'), 'utf8');
    expect(md.trimEnd().endsWith(term!.markdown!.trimEnd())).toBe(true);
    expect(term!.anchors[0]!.id).toMatch(/^p-the-following-special-rules/);
  });

  test('should keep every content body in the export (markdown for all but bodiless documents)', () => {
    for (const name of ['terms', 'rules', 'rulings', 'errata']) {
      expect(
        read(name)
          .items.filter((i) => !i.markdown)
          .map((i) => i.id),
      ).toEqual([]);
    }
    // The one document with an introduction carries it.
    expect(read('documents').items.find((d) => d.id === '2e-current-rulings')?.markdown).toContain('Current Rulings');
  });
});
