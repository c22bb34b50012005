/**
 * The semantic layer's files, made after Pagefind's index (scripts/lib/search-index.ts): the static embedding model
 * (models/minilm-static-v2/, copied as it is), one vector per searchable record — its words and its search aids,
 * embedded with that model (src/lib/search/semantic.ts) — and what a result needs to be shown without Pagefind (its
 * URL, title, labels and text). The reader's browser loads them only after the first results of its
 * first search are on screen (src/client/search/semantic.ts).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  embed,
  loadStaticModel,
  MODEL_SHARD_ROWS,
  modelShards,
  packRecordIndex,
  packVectors,
  type RecordIndex,
  type StaticModel,
} from '../../src/lib/search/semantic.ts';
import { modelShardPath, SEMANTIC_DIR, SEMANTIC_FILES, type SemanticRecord, type SemanticRecords } from '../../src/lib/search/semantic-records.ts';
import type { SearchRecord } from './search-records.ts';
import { readJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

/** The committed model the site uses (tools/semantic-model/README.md says how it was made). */
export const MODEL_DIR = 'models/minilm-static-v2';

export function loadModel(root: string): StaticModel {
  const dir = join(root, MODEL_DIR);
  const tokenizer = readJson(join(dir, 'tokenizer.json'), z.record(z.string(), z.unknown()), {
    display: `${MODEL_DIR}/tokenizer.json`,
    hint: `the model is committed: restore it (git checkout -- ${MODEL_DIR}).`,
  });
  return loadStaticModel(readFileSync(join(dir, 'model.bin')), tokenizer);
}

/** A searchable record as the semantic layer takes it: Pagefind's record, and its search aids (none for the site's own pages' records but their `ask`). */
export interface RecordInput {
  record: SearchRecord;
  /** The search aids' questions (each embedded on its own) and everyday names. */
  ask: readonly string[];
  names: readonly string[];
}

/** A record's words as embedded: its page's title, its heading and its text. */
const wordsOf = (r: SearchRecord): string => [r.filters.page?.[0] ?? '', r.meta.section ?? '', r.content].filter(Boolean).join('. ');

/** The three-deep index of the records (src/lib/search/semantic.ts, RecordIndex). */
export function recordIndex(model: StaticModel, inputs: readonly RecordInput[]): RecordIndex {
  // Each text embedded once: a passage worded as another shares its search aids (a Gray's paragraph as in v1.7).
  const seen = new Map<string, Float32Array>();
  const vector = (text: string): Float32Array => seen.get(text) ?? seen.set(text, embed(model, text)).get(text)!;
  const text = inputs.map((r) => vector(wordsOf(r.record)));
  const aids = inputs.map((r, i) => (r.ask.length + r.names.length > 0 ? vector([...r.ask, ...r.names].join('. ')) : text[i]!));
  const questions = inputs.flatMap((r) => r.ask.map(vector));
  return {
    text: packVectors(text, model.dims),
    aids: packVectors(aids, model.dims),
    questions: packVectors(questions, model.dims),
    questionCounts: inputs.map((r) => r.ask.length),
  };
}

/** Writes the semantic layer under dist/search/semantic/; returns its files' sizes. */
export function writeSemanticIndex(
  root: string,
  dist: string,
  inputs: readonly RecordInput[],
): { records: number; questions: number; bytes: Record<string, number> } {
  const model = loadModel(root);
  const out = join(dist, SEMANTIC_DIR);
  mkdirSync(out, { recursive: true });
  // The model in shards: a query in the reader's browser fetches only its tokens' (src/client/search/semantic-worker.ts).
  mkdirSync(join(out, SEMANTIC_FILES.model), { recursive: true });
  const shards = modelShards(model);
  for (const [k, bytes] of shards.entries()) writeFileSync(join(dist, modelShardPath(k)), bytes);
  copyFileSync(join(root, MODEL_DIR, 'tokenizer.json'), join(out, SEMANTIC_FILES.tokenizer));
  const records: SemanticRecord[] = inputs.map(({ record: r }) => ({
    url: r.url,
    title: r.filters.page?.[0] ?? '',
    edition: r.filters.edition?.[0] ?? '',
    kind: r.filters.kind?.[0] ?? '',
    document: r.filters.document?.[0] ?? '',
    ...(r.meta.section ? { section: r.meta.section } : {}),
    text: r.content,
    ...(r.filters.supersededBy?.[0] && r.filters.stands?.[0]
      ? { supersededBy: r.filters.supersededBy[0], stands: r.filters.stands[0], ...(r.filters.supersededPart?.[0] ? { supersededPart: true as const } : {}) }
      : {}),
  }));
  const index = recordIndex(model, inputs);
  const data: SemanticRecords = {
    version: 3,
    dims: model.dims,
    modelRows: model.rows,
    shardRows: MODEL_SHARD_ROWS,
    questionCounts: [...index.questionCounts],
    records,
  };
  writeFileSync(join(out, SEMANTIC_FILES.records), JSON.stringify(data));
  writeFileSync(join(out, SEMANTIC_FILES.vectors), packRecordIndex(index));
  const bytes = Object.fromEntries(
    [SEMANTIC_FILES.tokenizer, SEMANTIC_FILES.vectors, SEMANTIC_FILES.records].map((f) => [f, readFileSync(join(out, f)).byteLength]),
  );
  bytes[SEMANTIC_FILES.model] = shards.reduce((n, b) => n + b.byteLength, 0);
  return { records: records.length, questions: index.questions.count, bytes };
}
