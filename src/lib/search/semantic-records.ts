/**
 * The semantic layer's files under dist/ (written by scripts/lib/semantic-index.ts, read in the reader's browser by
 * src/client/search/semantic.ts), and the shape of its records.
 */

import { withBase } from '../urls.ts';

/** Where the layer's files are, under dist/ and on the site. */
export const SEMANTIC_DIR = 'search/semantic';

export const SEMANTIC_FILES = {
  /** The static embedding model in shards, model/<n>.bin (src/lib/search/semantic.ts, modelShards): a query fetches its tokens'. */
  model: 'model',
  tokenizer: 'tokenizer.json',
  /** Int8 unit vectors: each record's words, each record's aids, then every record's questions (semantic.ts, RecordIndex). */
  vectors: 'vectors.bin',
  records: 'records.json',
} as const;

/**
 * The kinds of the site's own records — walkthrough steps, entries of "Where the sources disagree", Gray's/v1.7
 * comparisons — as their `kind` filter (their elements' `data-search-kind`, scripts/lib/search-records.ts): searchable,
 * ranked after the documents' passages (fuse.ts, `siteRecord`).
 */
export const SITE_RECORD_KINDS = ['walkthrough', 'disagreement', 'comparison'] as const;

/** Whether a record is one of the site's own (undefined: a record the layer does not hold, a document's passage). */
export const isSiteRecord = (r: { kind: string } | undefined): boolean => r !== undefined && (SITE_RECORD_KINDS as readonly string[]).includes(r.kind);

/** What a result needs to be shown when Pagefind did not find it: the record's place, labels and text. */
export interface SemanticRecord {
  /** "/1e/glossary/battle/#p-you-may-initiate-battle-only-during". */
  url: string;
  /** The page's title as a result shows it. */
  title: string;
  edition: string;
  kind: string;
  document: string;
  section?: string;
  text: string;
  /** For a superseded paragraph: the document that overrides it, and the URL of the text that stands. */
  supersededBy?: string;
  stands?: string;
  /** Only the paragraph's marked sentences are superseded; the rest of it stands. */
  supersededPart?: true;
}

export interface SemanticRecords {
  version: 3;
  dims: number;
  /** The model's rows and the rows of each of its shards (model/<n>.bin). */
  modelRows: number;
  shardRows: number;
  /** How many of the questions' vectors are each record's, in record order. */
  questionCounts: number[];
  records: SemanticRecord[];
}

export const semanticUrl = (file: keyof typeof SEMANTIC_FILES): string => withBase(`/${SEMANTIC_DIR}/${SEMANTIC_FILES[file]}`);

/** A shard of the model, under dist/ and on the site. */
export const modelShardPath = (k: number): string => `${SEMANTIC_DIR}/${SEMANTIC_FILES.model}/${k}.bin`;

/** A shard of the model as the browser asks for it, under the site's base path (src/lib/urls.ts, withBase). */
export const modelShardUrl = (k: number): string => withBase(`/${modelShardPath(k)}`);
