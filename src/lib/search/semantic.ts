/**
 * Search by meaning: a static embedding model (Model2Vec-style) and the vectors of the site's passages.
 *
 * The model (models/minilm-static-v1/, made once by tools/semantic-model/distill.py) is a table with one vector per
 * token of its tokenizer. A text's vector is the mean of its tokens' vectors, normalised: no network runs, so a query
 * costs a tokenizer pass and a few hundred additions. Passages are embedded at build time with the same code
 * (scripts/lib/semantic-index.ts), and a query in the reader's browser, in a worker (src/scripts/search/semantic-worker.ts).
 *
 * Pure: takes bytes and JSON, returns numbers.
 */
import { Tokenizer } from '@huggingface/tokenizers';

/** The model as loaded: tokenizer, and per token id a row of int8 with its scale (row = scale × int8). */
export interface StaticModel {
  tokenizer: Tokenizer;
  rows: number;
  dims: number;
  scales: Float32Array;
  vectors: Int8Array;
}

const MAGIC = 'STV1';

/** Reads model.bin (format in models/minilm-static-v1/README.md) and the tokenizer's JSON. */
export function loadStaticModel(bin: ArrayBuffer | Uint8Array, tokenizerJson: object): StaticModel {
  const bytes = bin instanceof Uint8Array ? bin : new Uint8Array(bin);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC) throw new Error(`The semantic model's file does not start with "${MAGIC}" (found "${magic}"): it is not a model made by tools/semantic-model/distill.py.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const expected = 12 + rows * 4 + rows * dims;
  if (bytes.byteLength !== expected) throw new Error(`The semantic model's file holds ${bytes.byteLength} bytes; ${rows} rows of ${dims} dimensions need ${expected}: it is truncated or damaged.`);
  const scales = new Float32Array(rows);
  for (let i = 0; i < rows; i++) scales[i] = view.getFloat32(12 + i * 4, true);
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + 12 + rows * 4, rows * dims);
  return { tokenizer: new Tokenizer(tokenizerJson, {}), rows, dims, scales, vectors };
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

/** The passages' vectors, each normalised and stored as int8 with one scale for all (they all have length 1). */
export interface PassageVectors {
  dims: number;
  count: number;
  /** count × dims int8; a vector is `vectors[i*dims .. ]` / 127. */
  vectors: Int8Array;
}

/** Quantises unit vectors to int8 (×127): a dot product then loses under 1 % against float. */
export function packVectors(list: readonly Float32Array[], dims: number): PassageVectors {
  const vectors = new Int8Array(list.length * dims);
  list.forEach((v, i) => {
    for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.max(-127, Math.min(127, Math.round(v[d]! * 127)));
  });
  return { dims, count: list.length, vectors };
}

/** Cosine similarity of a query vector with every passage, in passage order. */
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

/** The `k` passages most similar to the query, best first: [passage index, similarity]. */
export function nearest(index: PassageVectors, query: Float32Array, k: number): Array<[number, number]> {
  const sims = similarities(index, query);
  const order = Array.from(sims.keys()).sort((a, b) => sims[b]! - sims[a]! || a - b);
  return order.slice(0, k).map((i) => [i, sims[i]!]);
}
