/**
 * Every pointer to a section of the project's documents — `docs/content.md, "Replacing a source document"`, `the
 * README's "Where things live"` — names a section that document has (issue 35: the ingest's hints sent newcomers to a
 * README section that lives in docs/content.md). Read from the scripts, src/ and the documents themselves.
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../scripts/lib/proc.ts';

/** Every .ts and .md file under these folders of the project, and the README. */
const FILES = [
  'README.md',
  ...['docs', 'scripts', 'src', 'tests', 'e2e'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && /\.(ts|md)$/.test(d.name))
      .map((d) => relative(ROOT, join(d.parentPath, d.name))),
  ),
];

/** `<document>, "<section>"` or `<document> "<section>"`, where the document is a docs/ file, README.md or "the README's". */
const POINTER = /(docs\/[a-z-]+\.md|README\.md|the README's),? "([^"]+)"/g;

const headings = (file: string): string[] => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^#{1,4} (.+)$/gm)].map((m) => m[1]!.trim());

/** The pointers of every file, as `file: document "section"` with the document a path. */
const pointers = FILES.filter((file) => !file.endsWith('doc-pointers.test.ts')).flatMap((file) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(POINTER)].map((m) => ({ file, doc: m[1]!.startsWith('docs/') ? m[1]! : 'README.md', section: m[2]! })),
);

describe('pointers to sections of the documents', () => {
  test('there are some (the ingest hints among them)', () => {
    expect(pointers.filter((p) => p.file === 'scripts/ingest/index.ts').length).toBeGreaterThanOrEqual(3);
  });

  test('each names a section its document has', () => {
    expect(pointers.filter((p) => !headings(p.doc).includes(p.section)).map((p) => `${p.file}: ${p.doc} "${p.section}"`)).toEqual([]);
  });
});
