/**
 * The semantic layer's files, made after Pagefind's index (scripts/lib/search-index.ts): the static embedding model
 * (models/minilm-static-v1/, copied as it is), one vector per searchable record — its words and its search aids,
 * embedded with that model (src/lib/search/semantic.ts) — and what a result needs to be shown without Pagefind (its
 * URL, title, labels and text). The reader's browser loads them only after the first results of its
 * first search are on screen (src/scripts/search/semantic.ts).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { embed, loadStaticModel, normalise, packVectors, type StaticModel } from '../../src/lib/search/semantic.ts';
import { SEMANTIC_DIR, SEMANTIC_FILES, type SemanticRecord, type SemanticRecords } from '../../src/lib/search/semantic-records.ts';
import type { SearchRecord } from './search-records.ts';

/** The committed model the site uses (tools/semantic-model/README.md says how it was made). */
export const MODEL_DIR = 'models/minilm-static-v1';

export function loadModel(root: string): StaticModel {
  const dir = join(root, MODEL_DIR);
  return loadStaticModel(readFileSync(join(dir, 'model.bin')), JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as object);
}

/** A searchable record as the semantic layer takes it: Pagefind's record, and its search aids' text. */
export interface RecordInput {
  record: SearchRecord;
  /** The search aids' questions and names, joined ("" where it has none). */
  aids: string;
}

/**
 * The vector of a record: its words (title, heading and text) and its search aids, each embedded and normalised, then
 * averaged and normalised again, so that a long passage's words do not drown its questions.
 */
export function recordVector(model: StaticModel, r: RecordInput): Float32Array {
  const title = r.record.filters.page?.[0] ?? '';
  const section = r.record.meta.section ?? '';
  const text = embed(model, [title, section, r.record.content].filter(Boolean).join('. '));
  if (!r.aids) return text;
  const aids = embed(model, r.aids);
  const out = new Float32Array(model.dims);
  for (let d = 0; d < model.dims; d++) out[d] = text[d]! + aids[d]!;
  return normalise(out);
}

/** Writes the semantic layer under dist/search/semantic/; returns its files' sizes. */
export function writeSemanticIndex(root: string, dist: string, inputs: readonly RecordInput[]): { records: number; bytes: Record<string, number> } {
  const model = loadModel(root);
  const out = join(dist, SEMANTIC_DIR);
  mkdirSync(out, { recursive: true });
  copyFileSync(join(root, MODEL_DIR, 'model.bin'), join(out, SEMANTIC_FILES.model));
  copyFileSync(join(root, MODEL_DIR, 'tokenizer.json'), join(out, SEMANTIC_FILES.tokenizer));
  const records: SemanticRecord[] = inputs.map(({ record: r }) => ({
    url: r.url,
    title: r.filters.page?.[0] ?? '',
    edition: r.filters.edition?.[0] ?? '',
    kind: r.filters.kind?.[0] ?? '',
    document: r.filters.document?.[0] ?? '',
    ...(r.meta.section ? { section: r.meta.section } : {}),
    text: r.content,
  }));
  const vectors = packVectors(inputs.map((r) => recordVector(model, r)), model.dims);
  const data: SemanticRecords = { version: 1, dims: model.dims, records };
  writeFileSync(join(out, SEMANTIC_FILES.records), JSON.stringify(data));
  writeFileSync(join(out, SEMANTIC_FILES.vectors), new Uint8Array(vectors.vectors.buffer, vectors.vectors.byteOffset, vectors.vectors.byteLength));
  const bytes = Object.fromEntries(Object.values(SEMANTIC_FILES).map((f) => [f, readFileSync(join(out, f)).byteLength]));
  return { records: records.length, bytes };
}
