/**
 * The static embedding model as committed (models/minilm-static-v2/) and the code that reads it: real passages, and
 * players' words that share none of theirs.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  addShard,
  compactTokenizer,
  embed,
  embedIds,
  expandTokenizer,
  loadStaticModel,
  MODEL_SHARD_ROWS,
  modelShards,
  nearest,
  packRecordIndex,
  packVectors,
  recordIndex,
  recordSimilarities,
  shardCount,
  shardedModel,
  shardsOf,
  similarities,
  tokenIds,
  unpackRecordIndex,
} from './semantic.ts';

const DIR = join(import.meta.dirname, '../../../models/minilm-static-v2');
const bin = readFileSync(join(DIR, 'model.bin'));
const tokenizer = JSON.parse(readFileSync(join(DIR, 'tokenizer.json'), 'utf8')) as object;
const model = loadStaticModel(bin, tokenizer);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

// Real passages (content/links/pages.json).
const CLOAKING = 'When engaged, this special equipment makes a ship invisible and invulnerable to attack. See cloaking and phasing.';
const STUNNED = 'Stunned and mortally wounded personnel may not be used in any way until they recover.';
const SEED_DECK = 'It must include exactly six Mission cards. It may also include Dilemma, Artifact, Event, Interrupt, and Doorway cards as seed cards.';

describe('the static embedding model', () => {
  test('should read the committed model: its rows, dimensions and tokenizer agree', () => {
    expect(model.dims).toBe(JSON.parse(readFileSync(join(DIR, 'model.json'), 'utf8')).dims);
    expect(model.rows).toBe(JSON.parse(readFileSync(join(DIR, 'model.json'), 'utf8')).rows);
    expect(tokenIds(model, 'cloaked ship').length).toBeGreaterThan(0);
  });

  test('should give unit vectors, and none for a text of no known token', () => {
    const v = embed(model, CLOAKING);
    expect(dot(v, v)).toBeCloseTo(1, 5);
    expect(dot(embed(model, ''), embed(model, ''))).toBe(0);
  });

  test("should put players' words nearer the passage they mean than other passages", () => {
    const passages = [CLOAKING, STUNNED, SEED_DECK].map((t) => embed(model, t));
    const index = packVectors(passages, model.dims);
    expect(nearest(index, embed(model, 'hidden starship cannot be seen'), 1)[0]![0]).toBe(0);
    expect(nearest(index, embed(model, 'knocked out crew cannot do anything'), 1)[0]![0]).toBe(1);
    expect(nearest(index, embed(model, 'how many planets go in my starting cards'), 1)[0]![0]).toBe(2);
  });

  test('should lose under 1 % of a similarity to int8 passage vectors', () => {
    const q = embed(model, 'invisible ship');
    const p = embed(model, CLOAKING);
    const [[, packed]] = nearest(packVectors([p], model.dims), q, 1) as [[number, number]];
    expect(Math.abs(packed - dot(q, p))).toBeLessThan(0.01);
  });

  test('should refuse a file that is not a model, or is cut short, saying which', () => {
    expect(() => loadStaticModel(new Uint8Array([1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0]), tokenizer)).toThrow('does not start with "STV1"');
    expect(() => loadStaticModel(bin.subarray(0, bin.byteLength - 10), tokenizer)).toThrow('truncated or damaged');
  });

  test("should score a record by the mean of its words', its aids' and its nearest question's similarity, and read its files back", () => {
    // Two records: the cloaking device (with two of its questions) and the seed deck (no aids: its words count thrice).
    const text = [embed(model, CLOAKING), embed(model, SEED_DECK)];
    const aids = [embed(model, 'how do i hide my vessel from attack. how do i make my vessel vanish. invisible, stealth'), text[1]!];
    const questions = [embed(model, 'how do i hide my vessel from attack'), embed(model, 'how do i make my vessel vanish')];
    const index = recordIndex(text, aids, questions, [2, 0], model.dims);
    const back = unpackRecordIndex(packRecordIndex(index), model.dims, [2, 0]);
    const q = embed(model, 'make the ship vanish');
    const sims = recordSimilarities(back, q);
    const expected = (dot(q, text[0]!) + dot(q, aids[0]!) + Math.max(dot(q, questions[0]!), dot(q, questions[1]!))) / 3;
    expect(Math.abs(sims[0]! - expected)).toBeLessThan(0.02);
    expect(Math.abs(sims[1]! - dot(q, text[1]!))).toBeLessThan(0.02);
    expect(sims[0]).toBeGreaterThan(sims[1]!);
    expect(() => unpackRecordIndex(packRecordIndex(index), model.dims, [3, 0])).toThrow('from different builds');
  });
});

describe("the records' vectors as they travel (vectors.bin: words and aids as one vector, questions as their difference from it)", () => {
  // Real records: the 1E Glossary's first search aids (scripts/ingest/search-aids/) and their passages (content/links/pages.json).
  const ROOT = join(import.meta.dirname, '../../..');
  const aidsFile = parse(readFileSync(join(ROOT, 'scripts/ingest/search-aids/1e-glossary-1.yaml'), 'utf8')) as Record<
    string,
    Record<string, { ask?: string[]; names?: string[] }>
  >;
  const pages = JSON.parse(readFileSync(join(ROOT, 'content/links/pages.json'), 'utf8')) as Array<{ id: string; anchors: Array<{ id: string; text: string }> }>;
  const textOf = new Map(pages.flatMap((p) => p.anchors.map((a) => [`${p.id}#${a.id}`, a.text] as const)));
  const records = Object.entries(aidsFile)
    .flatMap(([page, anchors]) =>
      Object.entries(anchors).map(([anchor, aid]) => ({ text: textOf.get(`${page}#${anchor}`), ask: aid.ask ?? [], names: aid.names ?? [] })),
    )
    .filter((r): r is { text: string; ask: string[]; names: string[] } => r.text !== undefined)
    .slice(0, 120);
  // The first record again, as Gray's copy of a v1.7 paragraph is; and one without aids, as the site's own records may be.
  records.push(records[0]!, { text: SEED_DECK, ask: [], names: [] });
  const text = records.map((r) => embed(model, r.text));
  const aids = records.map((r, i) => (r.ask.length + r.names.length > 0 ? embed(model, [...r.ask, ...r.names].join('. ')) : text[i]!));
  const questions = records.flatMap((r) => r.ask.map((a) => embed(model, a)));
  const counts = records.map((r) => r.ask.length);
  const index = recordIndex(text, aids, questions, counts, model.dims);
  const packed = packRecordIndex(index);
  const back = unpackRecordIndex(packed, model.dims, counts);
  const steps = (k: 0 | 1) =>
    Array.from({ length: model.dims }, (_, d) => new DataView(packed.buffer, packed.byteOffset).getFloat32(4 + (k * model.dims + d) * 4, true));

  test('should hold real records: over a hundred, with their questions', () => {
    expect(records.length).toBeGreaterThan(100);
    expect(questions.length).toBeGreaterThan(400);
  });

  test('should decode every value within half its dimension’s step, the copy as its original', () => {
    const [wordSteps, questionSteps] = [steps(0), steps(1)];
    let worst = 0;
    for (let i = 0; i < index.words.length; i++) worst = Math.max(worst, Math.abs(back.words[i]! - index.words[i]!) / wordSteps[i % model.dims]!);
    expect(worst).toBeLessThanOrEqual(0.5001);
    worst = 0;
    for (let i = 0; i < index.questions.length; i++)
      worst = Math.max(worst, Math.abs(back.questions[i]! - index.questions[i]!) / questionSteps[i % model.dims]!);
    expect(worst).toBeLessThanOrEqual(0.5001);
    const dims = model.dims;
    const last = records.length - 2;
    expect([...back.words.subarray(last * dims, (last + 1) * dims)]).toEqual([...back.words.subarray(0, dims)]);
  });

  test('should store a copy of a record once, in fewer bytes than int8 vectors', () => {
    const once = packRecordIndex(
      recordIndex(text.slice(0, -2), aids.slice(0, -2), questions.slice(0, -records[0]!.ask.length), counts.slice(0, -2), model.dims),
    );
    // The copy costs its 8 bytes of (copy, original); the record without aids its words and one question.
    expect(packed.byteLength - once.byteLength).toBe(8 + model.dims + 1 + model.dims);
    expect(packed.byteLength).toBeLessThan((2 * records.length + questions.length) * model.dims);
  });

  test("should score every record within 0.03 of the int8 vectors (0.01 on average), for players' words", () => {
    const int8 = { text: packVectors(text, model.dims), aids: packVectors(aids, model.dims), questions: packVectors(questions, model.dims) };
    let worst = 0;
    let sum = 0;
    let seen = 0;
    for (const words of [
      'can a cloaked ship be attacked',
      'what happens to a stunned crew member',
      'how many missions do i seed',
      ...records.slice(0, 20).map((r) => r.names.join(' ')),
    ]) {
      const q = embed(model, words);
      const [t, a, qs] = [similarities(int8.text, q), similarities(int8.aids, q), similarities(int8.questions, q)];
      const sims = recordSimilarities(back, q);
      let at = 0;
      counts.forEach((n, i) => {
        const best = n > 0 ? Math.max(...qs.subarray(at, at + n)) : t[i]!;
        at += n;
        const off = Math.abs(sims[i]! - (t[i]! + a[i]! + best) / 3);
        worst = Math.max(worst, off);
        sum += off;
        seen++;
      });
    }
    expect(worst).toBeLessThan(0.03);
    expect(sum / seen).toBeLessThan(0.01);
    expect(sum / seen).toBeGreaterThan(0); // lossy: not the int8 vectors again
  });

  test('should refuse a file of another layout or of other records, saying so', () => {
    const int8 = packVectors([...text, ...aids, ...questions], model.dims).vectors;
    expect(() => unpackRecordIndex(new Uint8Array(int8.buffer), model.dims, counts)).toThrow('from different builds');
    expect(() => unpackRecordIndex(packed, model.dims, [...counts, 1])).toThrow('from different builds');
  });
});

describe('the model in shards (what the reader fetches: only a query’s tokens’ rows)', () => {
  const shards = modelShards(model);

  test('should split every row into shards of MODEL_SHARD_ROWS rows, scales then int8, the last one shorter', () => {
    expect(shards.length).toBe(shardCount(model.rows));
    expect(shards.reduce((n, s) => n + s.byteLength, 0)).toBe(bin.byteLength - 12);
    expect(shards[0]!.byteLength).toBe(MODEL_SHARD_ROWS * (4 + model.dims));
    expect(shards.at(-1)!.byteLength).toBe((model.rows - (shards.length - 1) * MODEL_SHARD_ROWS) * (4 + model.dims));
  });

  test("should embed a player's question exactly as the whole model does, from its tokens' shards alone", () => {
    const query = 'can i attack during my opponents turn';
    const sharded = shardedModel(tokenizer, model.rows, model.dims);
    const ids = tokenIds(sharded, query);
    const wanted = shardsOf(ids);
    expect(wanted.length).toBeLessThan(ids.length + 1);
    expect(wanted.length).toBeLessThan(shards.length / 50);
    for (const k of wanted) addShard(sharded, k, shards[k]!);
    expect([...embedIds(sharded, ids)]).toEqual([...embed(model, query)]);
    // Without its shards, the rows are empty: the query's vector is not the model's.
    expect([...embed(shardedModel(tokenizer, model.rows, model.dims), query)]).not.toEqual([...embed(model, query)]);
  });

  test('should refuse a shard of the wrong size, saying which and why', () => {
    const sharded = shardedModel(tokenizer, model.rows, model.dims);
    expect(() => addShard(sharded, 3, shards[3]!.subarray(1))).toThrow(
      new RegExp(
        `shard 3 holds .* bytes; ${MODEL_SHARD_ROWS} rows of 128 dimensions need ${MODEL_SHARD_ROWS * (4 + 128)}: the files are from different builds`,
      ),
    );
  });
});

describe('the tokenizer as the site sends it (issue 34)', () => {
  const compact = JSON.parse(JSON.stringify(compactTokenizer(tokenizer))) as { model: { vocabList: string[]; vocab?: unknown } };
  const brotli = (o: object) => brotliCompressSync(JSON.stringify(o), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength;

  test('should list the vocabulary in id order, and give back the tokenizer the model was made with', () => {
    expect(compact.model.vocab).toBeUndefined();
    expect(compact.model.vocabList.length).toBe(model.rows);
    expect(compact.model.vocabList.slice(0, 3)).toEqual(
      Object.entries((tokenizer as { model: { vocab: Record<string, number> } }).model.vocab)
        .filter(([, id]) => id < 3)
        .map(([t]) => t),
    );
    expect(expandTokenizer(compact)).toEqual(tokenizer);
    // The same token ids, so the same vectors, as the whole model's tokenizer gives.
    const sent = shardedModel(expandTokenizer(compact), model.rows, model.dims);
    for (const text of [CLOAKING, STUNNED, 'my ship is invisible can they still shoot at it', "Ixtana'rax uncloaking"])
      expect(tokenIds(sent, text)).toEqual(tokenIds(model, text));
  });

  test('should be smaller on the wire than the tokenizer as the model keeps it', () => {
    expect(brotli(compact)).toBeLessThan(0.7 * brotli(tokenizer));
  });

  test('should refuse a tokenizer whose ids leave a gap, or of another kind, saying where', () => {
    const t = tokenizer as { model: { vocab: Record<string, number> } };
    const gap = { ...t, model: { ...t.model, vocab: { ...t.model.vocab, uncloak: model.rows + 5 } } };
    expect(() => compactTokenizer(gap, 'models/x/tokenizer.json')).toThrow(/with a gap or twice: no token has id \d+/);
    expect(() => compactTokenizer({ model: { type: 'BPE' } })).toThrow(/not a WordPiece tokenizer/);
    // A tokenizer already as the model keeps it is taken as it is.
    expect(expandTokenizer(tokenizer)).toBe(tokenizer);
  });
});
