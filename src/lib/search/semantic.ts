/**
 * Search by meaning: a static embedding model (Model2Vec-style) and the vectors of the site's passages.
 *
 * The model (models/minilm-static-v2/, made once by tools/semantic-model/distill.py and adapt.py) is a table with one vector per
 * token of its tokenizer. A text's vector is the mean of its tokens' vectors, normalised: no network runs, so a query
 * costs a tokenizer pass and a few hundred additions. Passages are embedded at build time with the same code
 * (scripts/lib/semantic-index.ts), and a query in the reader's browser, in a worker (src/client/search/semantic-worker.ts).
 *
 * Pure: takes bytes and JSON, returns numbers.
 */
import { Tokenizer } from '@huggingface/tokenizers';
import { SiteError } from '../errors.ts';

/** The model as loaded: tokenizer, and per token id a row of int8 with its scale (row = scale × int8). */
export interface StaticModel {
  tokenizer: Tokenizer;
  rows: number;
  dims: number;
  scales: Float32Array;
  vectors: Int8Array;
}

const MAGIC = 'STV1';

/** How to fix semantic files that do not fit together. */
const SEMANTIC_HINT =
  "the semantic layer's files are the build's (scripts/lib/semantic-index.ts) from models/ (tools/semantic-model/distill.py): run npm run build again; if models/ is damaged, restore it (git checkout -- models/).";

/** Reads model.bin (format in models/minilm-static-v2/README.md) and the tokenizer's JSON. */
export function loadStaticModel(bin: ArrayBuffer | Uint8Array, tokenizerJson: object): StaticModel {
  const bytes = bin instanceof Uint8Array ? bin : new Uint8Array(bin);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC)
    throw new SiteError({
      what: `The semantic model's file does not start with "${MAGIC}" (found "${magic}"): it is not a model made by tools/semantic-model/distill.py.`,
      hint: SEMANTIC_HINT,
    });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const expected = 12 + rows * 4 + rows * dims;
  if (bytes.byteLength !== expected)
    throw new SiteError({
      what: `The semantic model's file holds ${bytes.byteLength} bytes; ${rows} rows of ${dims} dimensions need ${expected}: it is truncated or damaged.`,
      hint: SEMANTIC_HINT,
    });
  const scales = new Float32Array(rows);
  for (let i = 0; i < rows; i++) scales[i] = view.getFloat32(12 + i * 4, true);
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + 12 + rows * 4, rows * dims);
  return { tokenizer: new Tokenizer(tokenizerJson, {}), rows, dims, scales, vectors };
}

/**
 * The model in shards of `shardRows` rows (issue 34): the reader's worker fetches only the shards holding a query's
 * tokens (a few kilobytes each), never the whole table (2.6 MB), which only the offline copy holds. A shard is its rows'
 * scales (float32, little-endian) then their int8 vectors; the last shard may be shorter.
 */
export const MODEL_SHARD_ROWS = 64;

/** How many shards a model of `rows` rows makes. */
export const shardCount = (rows: number, shardRows: number = MODEL_SHARD_ROWS): number => Math.ceil(rows / shardRows);

/** The model's shards, in order (the files dist/search/semantic/model/<n>.bin). */
export function modelShards(model: StaticModel, shardRows: number = MODEL_SHARD_ROWS): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let k = 0; k < shardCount(model.rows, shardRows); k++) {
    const from = k * shardRows;
    const n = Math.min(shardRows, model.rows - from);
    const bytes = new Uint8Array(n * 4 + n * model.dims);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < n; i++) view.setFloat32(i * 4, model.scales[from + i]!, true);
    bytes.set(new Uint8Array(model.vectors.buffer, model.vectors.byteOffset + from * model.dims, n * model.dims), n * 4);
    out.push(bytes);
  }
  return out;
}

/** A model whose rows are filled shard by shard (addShard): embed() is right for a text once its tokens' shards are in. */
export function shardedModel(tokenizerJson: object, rows: number, dims: number): StaticModel {
  return { tokenizer: new Tokenizer(tokenizerJson, {}), rows, dims, scales: new Float32Array(rows), vectors: new Int8Array(rows * dims) };
}

/** The shards that hold these token ids, each once, in order. */
export const shardsOf = (ids: readonly number[], shardRows: number = MODEL_SHARD_ROWS): number[] =>
  [...new Set(ids.map((id) => Math.floor(id / shardRows)))].sort((a, b) => a - b);

/** Fills shard `k`'s rows of a sharded model from its file's bytes. */
export function addShard(model: StaticModel, k: number, bin: ArrayBuffer | Uint8Array, shardRows: number = MODEL_SHARD_ROWS): void {
  const bytes = bin instanceof Uint8Array ? bin : new Uint8Array(bin);
  const from = k * shardRows;
  const n = Math.min(shardRows, model.rows - from);
  if (n <= 0 || bytes.byteLength !== n * 4 + n * model.dims)
    throw new SiteError({
      what: `The semantic model's shard ${k} holds ${bytes.byteLength} bytes; ${Math.max(n, 0)} rows of ${model.dims} dimensions need ${Math.max(n, 0) * (4 + model.dims)}: the files are from different builds.`,
      hint: SEMANTIC_HINT,
    });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < n; i++) model.scales[from + i] = view.getFloat32(i * 4, true);
  model.vectors.set(new Int8Array(bytes.buffer, bytes.byteOffset + n * 4, n * model.dims), from * model.dims);
}

/** The token ids of a text, without special tokens. */
export function tokenIds(model: StaticModel, text: string): number[] {
  return model.tokenizer.encode(text, { add_special_tokens: false }).ids.filter((id) => id >= 0 && id < model.rows);
}

/** A text's vector: the mean of its tokens' rows, normalised to length 1 (all zeros for a text with no known token). */
export function embed(model: StaticModel, text: string): Float32Array {
  return embedIds(model, tokenIds(model, text));
}

export function embedIds(model: StaticModel, ids: readonly number[]): Float32Array {
  const { dims, scales, vectors } = model;
  const out = new Float32Array(dims);
  for (const id of ids) {
    const s = scales[id]!;
    const at = id * dims;
    for (let d = 0; d < dims; d++) out[d]! += s * vectors[at + d]!;
  }
  return normalise(out);
}

export function normalise(v: Float32Array): Float32Array {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
  return v;
}

/** Unit vectors stored as int8 (×127), `count` of `dims` each: a dot product then loses under 1 % against float. */
export interface PassageVectors {
  dims: number;
  count: number;
  /** count × dims int8; a vector is `vectors[i*dims .. ]` / 127. */
  vectors: Int8Array;
}

export function packVectors(list: readonly Float32Array[], dims: number): PassageVectors {
  const vectors = new Int8Array(list.length * dims);
  list.forEach((v, i) => {
    for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.max(-127, Math.min(127, Math.round(v[d]! * 127)));
  });
  return { dims, count: list.length, vectors };
}

/** Cosine similarity of a query vector with every vector, in order. */
export function similarities(index: PassageVectors, query: Float32Array): Float32Array {
  const { dims, count, vectors } = index;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let s = 0;
    const at = i * dims;
    for (let d = 0; d < dims; d++) s += vectors[at + d]! * query[d]!;
    out[i] = s / 127;
  }
  return out;
}

/** The `k` vectors most similar to the query, best first: [index, similarity]. */
export function nearest(index: PassageVectors, query: Float32Array, k: number): Array<[number, number]> {
  const sims = similarities(index, query);
  const order = Array.from(sims.keys()).sort((a, b) => sims[b]! - sims[a]! || a - b);
  return order.slice(0, k).map((i) => [i, sims[i]!]);
}

/**
 * The semantic index of the site's records, three vectors deep: each record's words (title, heading, text), its search
 * aids as a whole, and each of its aids' questions on its own — a reader's question is most like one question a player
 * would ask, which the mean of a long passage blurs.
 */
export interface RecordIndex {
  text: PassageVectors;
  /** Its aids as a whole (a record without aids: its text's vector again). */
  aids: PassageVectors;
  /** Every record's questions, in record order; `questionCounts[i]` of them are record i's. */
  questions: PassageVectors;
  questionCounts: readonly number[];
}

/**
 * How near each record is to the query: the mean of its words' similarity, its aids' and its nearest question's
 * (a record without questions counts its words' similarity for the last). Chosen on the TUNE part with the semantic
 * layer alone (first three of 359): the words alone 171, words and aids averaged into one vector 188, this 209.
 */
export interface SemanticMix {
  text: number;
  aids: number;
  question: number;
}
export const SEMANTIC_MIX: SemanticMix = { text: 1 / 3, aids: 1 / 3, question: 1 / 3 };

export function recordSimilarities(index: RecordIndex, query: Float32Array, mix: SemanticMix = SEMANTIC_MIX): Float32Array {
  const text = similarities(index.text, query);
  const aids = similarities(index.aids, query);
  const questions = similarities(index.questions, query);
  const out = new Float32Array(text.length);
  let q = 0;
  for (let i = 0; i < text.length; i++) {
    const n = index.questionCounts[i] ?? 0;
    let best = n > 0 ? -1 : text[i]!;
    for (let j = 0; j < n; j++) best = Math.max(best, questions[q + j]!);
    q += n;
    out[i] = mix.text * text[i]! + mix.aids * aids[i]! + mix.question * best;
  }
  return out;
}

/** The index's three lists in one buffer: text, aids, then questions (the layout of dist/search/semantic/vectors.bin). */
export function packRecordIndex(index: RecordIndex): Uint8Array {
  const parts = [index.text.vectors, index.aids.vectors, index.questions.vectors];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(new Uint8Array(p.buffer, p.byteOffset, p.byteLength), at);
    at += p.byteLength;
  }
  return out;
}

/** Reads vectors.bin back, given its dimensions and each record's number of questions (records.json). */
export function unpackRecordIndex(bytes: ArrayBuffer | Uint8Array, dims: number, questionCounts: readonly number[]): RecordIndex {
  const all = bytes instanceof Uint8Array ? new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Int8Array(bytes);
  const records = questionCounts.length;
  const questions = questionCounts.reduce((a, b) => a + b, 0);
  const expected = (2 * records + questions) * dims;
  if (all.length !== expected)
    throw new SiteError({
      what: `The semantic layer's vectors hold ${all.length} bytes; ${records} records with ${questions} questions of ${dims} dimensions need ${expected}: the files are from different builds.`,
      hint: SEMANTIC_HINT,
    });
  const slice = (from: number, count: number): PassageVectors => ({ dims, count, vectors: all.subarray(from * dims, (from + count) * dims) });
  return { text: slice(0, records), aids: slice(records, records), questions: slice(2 * records, questions), questionCounts };
}
