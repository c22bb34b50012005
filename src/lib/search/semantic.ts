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
export const MODEL_SHARD_ROWS = 32;

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

/**
 * The tokenizer as the site sends it (issue 34): the model's tokenizer.json with its WordPiece vocabulary written as a
 * list of tokens in id order (`vocabList`) instead of an object of token → id, which repeats every id in text: the
 * same tokenizer in 75 KB of brotli instead of 124 KB. {@link expandTokenizer} gives back the tokenizer's own JSON.
 */
export function compactTokenizer(json: object, file = 'tokenizer.json'): object {
  const model = (json as { model?: { type?: string; vocab?: Record<string, number> } }).model;
  if (model?.type !== 'WordPiece' || !model.vocab)
    throw new SiteError({
      what: `The semantic model's tokenizer is not a WordPiece tokenizer with a vocabulary (its model's type is "${model?.type}").`,
      where: { file, field: 'model' },
      hint: 'the site sends only a WordPiece vocabulary in a list (src/lib/search/semantic.ts, compactTokenizer): remake the model with tools/semantic-model/ (its README), or teach compactTokenizer the new kind.',
    });
  const list: string[] = [];
  for (const [token, id] of Object.entries(model.vocab)) list[id] = token;
  const missing = Array.from(list.keys()).find((id) => list[id] === undefined);
  if (list.length !== Object.keys(model.vocab).length || missing !== undefined)
    throw new SiteError({
      what: `The semantic model's tokenizer numbers its ${Object.keys(model.vocab).length} tokens with a gap or twice: no token has id ${missing ?? list.length - 1}.`,
      where: { file, field: 'model.vocab' },
      hint: "its ids must run from 0 without a gap, each once, as the model's rows do: remake the model with tools/semantic-model/ (its README).",
    });
  const { vocab: _, ...rest } = model;
  return { ...json, model: { ...rest, vocabList: list } };
}

/** The tokenizer's own JSON again from {@link compactTokenizer}'s (a JSON that has its vocabulary as an object is returned as it is). */
export function expandTokenizer(json: object): object {
  const model = (json as { model?: { vocabList?: string[] } }).model;
  if (!model?.vocabList) return json;
  const { vocabList, ...rest } = model;
  return { ...json, model: { ...rest, vocab: Object.fromEntries(vocabList.map((token, id) => [token, id])) } };
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
 * The semantic index of the site's records, as the reader's worker holds it (decoded, float): each record's words
 * (title, heading, text) and its search aids as a whole, summed into one vector, and each of its aids' questions on
 * its own — a reader's question is most like one question a player would ask, which the mean of a long passage blurs.
 */
export interface RecordIndex {
  dims: number;
  /** Per record, its words' vector plus its aids' (a record without aids: its words' twice), `dims` each. */
  words: Float32Array;
  /** Every record's questions, in record order, `dims` each; a record without questions has its words' vector as its one. */
  questions: Float32Array;
  /** How many of `questions` are each record's (at least one). */
  held: readonly number[];
}

/** The index from the records' unit vectors (build time): their words, their aids and their questions (`questionCounts[i]` of them record i's). */
export function recordIndex(
  text: readonly Float32Array[],
  aids: readonly Float32Array[],
  questions: readonly Float32Array[],
  questionCounts: readonly number[],
  dims: number,
): RecordIndex {
  const words = new Float32Array(text.length * dims);
  const held = questionCounts.map((n) => Math.max(n, 1));
  const qs = new Float32Array(held.reduce((a, b) => a + b, 0) * dims);
  let from = 0;
  let to = 0;
  text.forEach((t, i) => {
    for (let d = 0; d < dims; d++) words[i * dims + d] = t[d]! + aids[i]![d]!;
    const n = questionCounts[i]!;
    if (n === 0) qs.set(t.subarray(0, dims), to++ * dims);
    for (let j = 0; j < n; j++) qs.set(questions[from + j]!.subarray(0, dims), to++ * dims);
    from += n;
  });
  return { dims, words, questions: qs, held };
}

/**
 * How near each record is to the query: the mean of its words' similarity, its aids' and its nearest question's
 * (a record without questions counts its words' similarity for the last). Chosen on the TUNE part with the semantic
 * layer alone (first three of 359): the words alone 171, words and aids averaged into one vector 188, this 209.
 * `words` weighs the words' and aids' similarities together (they travel summed into one vector), `question` the nearest question's.
 */
export interface SemanticMix {
  words: number;
  question: number;
}
export const SEMANTIC_MIX: SemanticMix = { words: 2 / 3, question: 1 / 3 };

export function recordSimilarities(index: RecordIndex, query: Float32Array, mix: SemanticMix = SEMANTIC_MIX): Float32Array {
  const { dims, words, questions, held } = index;
  const out = new Float32Array(held.length);
  const dot = (m: Float32Array, at: number): number => {
    let s = 0;
    for (let d = 0; d < dims; d++) s += m[at + d]! * query[d]!;
    return s;
  };
  let q = 0;
  for (let i = 0; i < held.length; i++) {
    let best = -Infinity;
    for (let j = 0; j < held[i]!; j++) best = Math.max(best, dot(questions, (q + j) * dims));
    q += held[i]!;
    out[i] = (mix.words / 2) * dot(words, i * dims) + mix.question * best;
  }
  return out;
}

/**
 * dist/search/semantic/vectors.bin (issue 34: 1.10 MB of brotli as int8, this 470 KB at brotli 11): the magic "SRV4"; the
 * quantisation steps of the words' vectors and of the questions' (float32, one a dimension each); each record's words'
 * vector in int8 steps; each question's nearness to its record's words' vector (uint8, 0–255 for 0–1); and each
 * question's difference from that many of its record's words' unit vector, in int8 steps. Vectors are stored a
 * dimension at a time (all records' first dimension, then their second, …), which brotli packs tighter. A record
 * identical to an earlier one (the same words' and questions' vectors: Gray's copies of v1.7's paragraphs) is stored
 * once, its copies listed as pairs (uint32 copy, uint32 original) after a uint32 count, after the steps.
 */
const VECTORS_MAGIC = 'SRV4';

/** The quantisation steps on average over the dimensions (the words' vectors run to about ±1, the questions' differences to about ±0.5). */
export const VECTOR_STEPS = { words: 0.04, questions: 0.06 } as const;

/** Where each record's questions start in the list of all. */
function startsOf(held: readonly number[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const n of held) {
    starts.push(at);
    at += n;
  }
  return starts;
}

const q8 = (x: number): number => Math.max(-127, Math.min(127, Math.round(x)));

/** The index in the layout of vectors.bin ({@link unpackRecordIndex} reads it back, within half a step a value). */
export function packRecordIndex(index: RecordIndex, steps: { words: number; questions: number } = VECTOR_STEPS): Uint8Array {
  const { dims, words, questions, held } = index;
  const records = held.length;
  const starts = startsOf(held);
  // Records identical to an earlier one.
  const keyOf = (i: number): string =>
    `${words.subarray(i * dims, (i + 1) * dims).join(',')};${questions.subarray(starts[i]! * dims, (starts[i]! + held[i]!) * dims).join(',')}`;
  const first = new Map<string, number>();
  const copies: Array<[number, number]> = [];
  const kept: number[] = [];
  for (let i = 0; i < records; i++) {
    const key = keyOf(i);
    const at = first.get(key);
    if (at === undefined) {
      first.set(key, i);
      kept.push(i);
    } else copies.push([i, at]);
  }
  const keptQuestions = kept.reduce((n, i) => n + held[i]!, 0);
  const size = 4 + 8 * dims + 4 + 8 * copies.length + kept.length * dims + keptQuestions * (1 + dims);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  for (let c = 0; c < 4; c++) out[c] = VECTORS_MAGIC.charCodeAt(c);
  let at = 4;
  // A step a dimension: finer where the questions spread wider (their root mean square), the same on average.
  const rms = new Float64Array(dims);
  for (let i = 0; i < questions.length; i++) rms[i % dims]! += questions[i]! ** 2;
  for (let d = 0; d < dims; d++) rms[d] = Math.sqrt(rms[d]! / Math.max(1, questions.length / dims));
  const meanRms = rms.reduce((a, b) => a + b, 0) / dims;
  const wordSteps = new Float32Array(dims);
  const questionSteps = new Float32Array(dims);
  for (let d = 0; d < dims; d++) {
    const scale = rms[d]! > 0 ? meanRms / rms[d]! : 1;
    wordSteps[d] = steps.words * scale;
    questionSteps[d] = steps.questions * scale;
    view.setFloat32(at + d * 4, wordSteps[d]!, true);
    view.setFloat32(at + 4 * dims + d * 4, questionSteps[d]!, true);
  }
  at += 8 * dims;
  view.setUint32(at, copies.length, true);
  at += 4;
  for (const [copy, original] of copies) {
    view.setUint32(at, copy, true);
    view.setUint32(at + 4, original, true);
    at += 8;
  }
  // The words' vectors in steps, and as the reader will decode them (the questions are coded against those).
  const wordCodes = new Int8Array(out.buffer, at, kept.length * dims);
  const decoded = new Float32Array(dims);
  const coefs = new Uint8Array(out.buffer, at + kept.length * dims, keptQuestions);
  const questionCodes = new Int8Array(out.buffer, at + kept.length * dims + keptQuestions, keptQuestions * dims);
  let q = 0;
  kept.forEach((i, k) => {
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const code = q8(words[i * dims + d]! / wordSteps[d]!);
      wordCodes[d * kept.length + k] = code;
      decoded[d] = code * wordSteps[d]!;
      norm += decoded[d]! ** 2;
    }
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < held[i]!; j++, q++) {
      const from = (starts[i]! + j) * dims;
      let c = 0;
      for (let d = 0; d < dims; d++) c += (questions[from + d]! * decoded[d]!) / norm;
      coefs[q] = Math.max(0, Math.min(255, Math.round(c * 255)));
      const base = coefs[q]! / 255 / norm;
      for (let d = 0; d < dims; d++) questionCodes[d * keptQuestions + q] = q8((questions[from + d]! - base * decoded[d]!) / questionSteps[d]!);
    }
  });
  return out;
}

/** Reads vectors.bin back, given its dimensions and each record's number of questions (records.json). */
export function unpackRecordIndex(bytes: ArrayBuffer | Uint8Array, dims: number, questionCounts: readonly number[]): RecordIndex {
  const all = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(all.buffer, all.byteOffset, all.byteLength);
  const records = questionCounts.length;
  const held = questionCounts.map((n) => Math.max(n, 1));
  const differentBuilds = (what: string): SiteError =>
    new SiteError({ what: `The semantic layer's vectors (vectors.bin) ${what}: the files are from different builds.`, hint: SEMANTIC_HINT });
  const magic = String.fromCharCode(...all.subarray(0, 4));
  if (magic !== VECTORS_MAGIC) throw differentBuilds(`start with "${magic}", not "${VECTORS_MAGIC}"`);
  const head = 4 + 8 * dims + 4;
  if (all.byteLength < head) throw differentBuilds(`hold ${all.byteLength} bytes, fewer than their header's ${head}`);
  const wordSteps = new Float32Array(dims);
  const questionSteps = new Float32Array(dims);
  for (let d = 0; d < dims; d++) {
    wordSteps[d] = view.getFloat32(4 + d * 4, true);
    questionSteps[d] = view.getFloat32(4 + 4 * dims + d * 4, true);
  }
  const copyCount = view.getUint32(head - 4, true);
  const copyOf = new Map<number, number>();
  for (let c = 0; c < copyCount && head + 8 * c + 8 <= all.byteLength; c++)
    copyOf.set(view.getUint32(head + 8 * c, true), view.getUint32(head + 8 * c + 4, true));
  const kept = Array.from(questionCounts.keys()).filter((i) => !copyOf.has(i));
  const keptQuestions = kept.reduce((n, i) => n + held[i]!, 0);
  const at = head + 8 * copyCount;
  const expected = at + kept.length * dims + keptQuestions * (1 + dims);
  if (all.byteLength !== expected || [...copyOf].some(([copy, original]) => original >= copy || copyOf.has(original)))
    throw differentBuilds(
      `hold ${all.byteLength} bytes; ${records} records with ${held.reduce((a, b) => a + b, 0)} questions of ${dims} dimensions, ${copyCount} of them copies, need ${expected}`,
    );
  const wordCodes = new Int8Array(all.buffer, all.byteOffset + at, kept.length * dims);
  const coefs = all.subarray(at + kept.length * dims, at + kept.length * dims + keptQuestions);
  const questionCodes = new Int8Array(all.buffer, all.byteOffset + at + kept.length * dims + keptQuestions, keptQuestions * dims);
  const words = new Float32Array(records * dims);
  const questions = new Float32Array(held.reduce((a, b) => a + b, 0) * dims);
  const starts = startsOf(held);
  let q = 0;
  kept.forEach((i, k) => {
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const w = wordCodes[d * kept.length + k]! * wordSteps[d]!;
      words[i * dims + d] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < held[i]!; j++, q++) {
      const base = coefs[q]! / 255 / norm;
      const to = (starts[i]! + j) * dims;
      for (let d = 0; d < dims; d++) questions[to + d] = base * words[i * dims + d]! + questionCodes[d * keptQuestions + q]! * questionSteps[d]!;
    }
  });
  for (const [copy, original] of copyOf) {
    words.copyWithin(copy * dims, original * dims, (original + 1) * dims);
    questions.copyWithin(starts[copy]! * dims, starts[original]! * dims, (starts[original]! + held[original]!) * dims);
  }
  return { dims, words, questions, held };
}
