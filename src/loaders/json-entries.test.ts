import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { LoaderContext } from 'astro/loaders';
import { jsonEntries } from './json-entries.ts';

/** A collection store and the context Astro gives a loader, with every validation counted. */
function harness(root: string) {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; digest?: string | number }>();
  const validated: string[] = [];
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    store: {
      get: (id: string) => entries.get(id),
      set: (e: { id: string; data: Record<string, unknown>; digest?: string }) => {
        entries.set(e.id, e);
        return true;
      },
      keys: () => [...entries.keys()],
      delete: (id: string) => void entries.delete(id),
    },
    parseData: async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
      validated.push(id);
      return data;
    },
    generateDigest: (data: unknown) => createHash('sha1').update(JSON.stringify(data)).digest('hex'),
  } as unknown as LoaderContext;
  return { entries, validated, context };
}

const CARDS = [
  { id: '1e/qs-tent', title: "Q's Tent", edition: '1E' },
  { id: '2e/cascade-virus', title: 'Cascade Virus', edition: '2E' },
];

describe('jsonEntries', () => {
  test('should validate only the entries whose JSON changed, and drop the ones gone from the file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'json-entries-'));
    const file = join(root, 'cards.json');
    writeFileSync(file, JSON.stringify(CARDS));
    const { entries, validated, context } = harness(root);
    await jsonEntries('cards.json').load(context);
    expect(validated).toEqual(['1e/qs-tent', '2e/cascade-virus']);
    expect(entries.get('1e/qs-tent')!.digest).toBeTruthy();

    validated.length = 0;
    writeFileSync(file, JSON.stringify([{ ...CARDS[0], title: "Q's Tent (edited)" }]));
    await jsonEntries('cards.json').load(context);
    expect(validated).toEqual(['1e/qs-tent']);
    expect([...entries.keys()]).toEqual(['1e/qs-tent']);
    expect(entries.get('1e/qs-tent')!.data.title).toBe("Q's Tent (edited)");

    validated.length = 0;
    await jsonEntries('cards.json').load(context);
    expect(validated).toEqual([]);
  });

  test("should report a missing file and leave the collection empty, as Astro's file() does", async () => {
    const root = mkdtempSync(join(tmpdir(), 'json-entries-'));
    const h = harness(root);
    const errors: string[] = [];
    (h.context as unknown as { logger: { error: (m: string) => void } }).logger = { error: (m) => errors.push(m) };
    await jsonEntries('content/cards/cards.json').load(h.context);
    expect(errors).toEqual(['content/cards/cards.json is not there: it is generated; run npm run ingest.']);
    expect(h.entries.size).toBe(0);
  });

  test('should fail naming the file and the entry without an id, or with one used twice', async () => {
    const root = mkdtempSync(join(tmpdir(), 'json-entries-'));
    writeFileSync(join(root, 'cards.json'), JSON.stringify([CARDS[0], { title: 'No id' }]));
    await expect(jsonEntries('cards.json').load(harness(root).context)).rejects.toThrow('cards.json: entry 2 has no "id" string.');
    writeFileSync(join(root, 'cards.json'), JSON.stringify([CARDS[0], CARDS[0]]));
    await expect(jsonEntries('cards.json').load(harness(root).context)).rejects.toThrow('cards.json: the id "1e/qs-tent" is used twice (entry 2).');
  });
});
