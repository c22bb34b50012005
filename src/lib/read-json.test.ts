/**
 * readJson (src/lib/read-json.ts) on real generated JSON: the first cards of content/cards/cards.json and the 1E
 * precedence, read against their schemas from src/schemas/. A file cut short, a wrong field type and a wrong shape
 * fail as a JsonFileError naming the file, the line, the entry and the field, printed in one block with a hint.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { afterAll, describe, expect, test } from 'vitest';
import { cardsSchema } from '../schemas/cards.ts';
import { PLAIN_REFS } from '../schemas/index.ts';
import { formatError } from './errors.ts';
import { errorPosition, JsonFileError, parseJson, readJson } from './read-json.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const cards = z.array(cardsSchema(PLAIN_REFS));
const realText = readFileSync(join(ROOT, 'content/cards/cards.json'), 'utf8');
const firstCards = `${JSON.stringify((JSON.parse(realText) as unknown[]).slice(0, 3), null, 2)}\n`;
const dir = mkdtempSync(join(tmpdir(), 'read-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function failure(run: () => unknown): JsonFileError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(JsonFileError);
    return e as JsonFileError;
  }
  throw new Error('expected readJson to fail');
}

describe('readJson', () => {
  test('should read real cards as their schema’s type', () => {
    const path = join(dir, 'cards.json');
    writeFileSync(path, firstCards);
    const read = readJson(path, cards);
    // The collection's schema leaves the id to Astro (an entry's id is its key): the rest comes back, typed.
    expect(read.map((c) => c.title)).toEqual((JSON.parse(firstCards) as Array<{ title: string }>).map((c) => c.title));
    expect(read[0]!.mentions[0]!.line).toBeGreaterThan(0);
  });

  test('a truncated file names the file and the line where it ends, without a stack', () => {
    const path = join(dir, 'truncated.json');
    const cut = firstCards.slice(0, Math.floor(firstCards.length / 2));
    writeFileSync(path, cut);
    const e = failure(() => readJson(path, cards, { display: 'content/cards/cards.json' }));
    const line = cut.split('\n').length;
    expect(e.where).toEqual([{ file: 'content/cards/cards.json', line, column: expect.any(Number) }]);
    const printed = formatError(e);
    expect(printed).toMatch(
      new RegExp(
        `^✗ content/cards/cards\\.json is not valid JSON \\(.+\\); is it truncated\\?\\n {2}Where: content/cards/cards\\.json:${line}:\\d+\\n {2}Hint: the file is generated`,
      ),
    );
    expect(printed).not.toMatch(/\n\s+at /);
  });

  test('a wrong field type names the entry by its id and the field', () => {
    const list = JSON.parse(firstCards) as Array<Record<string, unknown>>;
    list[1]!.edition = 2;
    const e = failure(() => parseJson(JSON.stringify(list, null, 2), cards, { display: 'content/cards/cards.json', hint: 'run npm run ingest.' }));
    expect(e.where).toEqual([{ file: 'content/cards/cards.json', entry: list[1]!.id, field: 'edition' }]);
    expect(formatError(e)).toMatch(
      new RegExp(
        `^✗ content/cards/cards\\.json does not match its schema:\\n {2}entry "${String(list[1]!.id)}", field edition: .+\\n {2}Hint: run npm run ingest\\.$`,
      ),
    );
  });

  test('a missing file says so, naming it', () => {
    const e = failure(() => readJson(join(dir, 'nothing.json'), cards, { display: 'content/cards/cards.json' }));
    expect(e.message).toMatch(/^content\/cards\/cards\.json cannot be read \(ENOENT\)\./);
  });

  test('errorPosition: V8’s line and column, a position, or the end of the text', () => {
    expect(errorPosition('[\n  {\n', 'Unexpected end of JSON input')).toEqual({ line: 3, column: 1 });
    expect(errorPosition('[1,\n2 x]', 'Unexpected token \'x\', "[1,\n2 x]" is not valid JSON at position 6')).toEqual({ line: 2, column: 3 });
    expect(errorPosition('', "Expected ',' in JSON at position 9 (line 4 column 2)")).toEqual({ line: 4, column: 2 });
  });
});
