/**
 * The table of collections (src/lib/collections.ts) and the tables derived from it: each agrees with the table on
 * the real project, the files of content/ are each made by the importer the table names, and a collection added to
 * the table (one edit) reaches every derived table.
 */
import { relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONTENT_COLLECTIONS, folderOf, generatedFolders, madeUnder, markdownCollections, type Collection } from '../../src/lib/collections.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { CARDS_FILE, PAGE_COLLECTIONS, PAGES_FILE, TARGETS_FILE } from '../../src/lib/link-files.ts';
import { COLLECTIONS } from '../../src/schemas/index.ts';
import { GENERATED_ROOTS } from '../ingest/index.ts';
import { IMPORTERS, isImporter, originOfContentFile } from '../ingest/importers.ts';
import { ROOT } from './proc.ts';
import { SEARCH_AIDS_JSON } from './search-index.ts';

describe('the table of collections', () => {
  test('should be what every derived table says, on the real project', () => {
    expect(Object.keys(COLLECTIONS)).toEqual(Object.keys(CONTENT_COLLECTIONS));
    for (const [name, c] of Object.entries(COLLECTIONS)) expect(c.place, name).toEqual(CONTENT_COLLECTIONS[name as keyof typeof COLLECTIONS].place);
    expect(PAGE_COLLECTIONS).toEqual(['glossary', 'rules', 'rulings', 'errata', 'intros']);
    expect([CARDS_FILE, PAGES_FILE, TARGETS_FILE, SEARCH_AIDS_JSON]).toEqual([
      CONTENT_COLLECTIONS.cards.place.json,
      CONTENT_COLLECTIONS.pageLinks.place.json,
      CONTENT_COLLECTIONS.targetLinks.place.json,
      CONTENT_COLLECTIONS.searchAids.place.json,
    ]);
    // The ingest owns every collection's folder, the redirects and its report, and nothing else (not the sources).
    expect([...GENERATED_ROOTS].sort()).toEqual(
      [
        'content/cards',
        'content/disagreements',
        'content/documents',
        'content/errata',
        'content/glossary',
        'content/intros',
        'content/links',
        'content/redirects',
        'content/rules',
        'content/rulings',
        'content/search-aids',
        'content/standing',
        'reports/ingest.md',
      ].sort(),
    );
    for (const [, importer] of madeUnder()) expect(isImporter(importer), importer).toBe(true);
  });

  test('should name the importer of every generated file of content/, as the ingest made it', () => {
    const made = (path: string) => originOfContentFile(path)?.importer;
    const files = GENERATED_ROOTS.filter((r) => r.startsWith('content/'))
      .flatMap((r) => filesUnder(`${ROOT}/${r}`))
      .map((f) => relative(ROOT, f).replace(/\\/g, '/'));
    expect(files.length).toBeGreaterThan(400);
    expect(files.filter((f) => made(f) === undefined)).toEqual([]);
    expect(made('content/glossary/1e/battle-affiliation-restrictions.md')).toBe('glossary-1e');
    expect(made('content/glossary/2e/x.md')).toBe('rulebook-2e');
    expect(made('content/rules/1e/grays/x.md')).toBe('grays-1e');
    expect(made('content/rules/1e/rulebook/x.md')).toBe('rulebook-1e');
    expect(made('content/documents/documents.json')).toBe('documents');
    expect(made('content/documents/precedence.json')).toBe('precedence');
    expect(made('content/intros/2e-current-rulings.md')).toBe('current-rulings-2e');
    expect(made('content/links/stamp.json')).toBe('links'); // beside the linking data: its folder's one importer
    expect(made('content/redirects/redirects.json')).toBe('redirects');
    expect(made('content/sources/2e-rulebook.txt')).toBeUndefined();
    expect(originOfContentFile('content/cards/cards.json')).toEqual({ importer: 'cards', ...IMPORTERS.cards });
  });

  test('should carry a collection added to the table (one edit) into every derived table', () => {
    const notes = { place: { markdown: 'content/notes', pattern: '**/*.md' }, madeBy: 'notes' } satisfies Collection;
    const byHand = { place: { json: 'content/by-hand/by-hand.json' } } satisfies Collection;
    const table = { ...CONTENT_COLLECTIONS, notes, byHand };
    expect(markdownCollections(table)).toEqual([...PAGE_COLLECTIONS, 'notes']);
    expect(generatedFolders(table)).toEqual([...generatedFolders(), 'content/notes']); // a hand-written one is not the ingest's
    expect(madeUnder(table)).toEqual(expect.arrayContaining([['content/notes/', 'notes']]));
    expect(madeUnder(table).filter(([prefix]) => prefix.startsWith(folderOf(byHand.place)))).toEqual([]);
  });
});
