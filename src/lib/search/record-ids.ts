/**
 * One id for a result, lexical or fused: Pagefind's own id of the record (`en_0394ce1`, the name of its fragment).
 * Pagefind finds records by that id; the semantic layer knows them by their place in its records.json. This file
 * (`search/semantic/ids.json`, written by scripts/lib/search-index.ts once Pagefind has written its fragments) gives
 * each of the layer's records its Pagefind id, in the same order, so that fusing the two rankings
 * (src/lib/search/fuse.ts) needs no record's URL — before it, a fused query fetched the fragments of the first ten
 * lexical results only to learn their URLs (issue 36) — and a fused result is shown from the layer's record without
 * fetching its fragment. Loaded with the semantic layer, kept offline with it.
 */
import { SEMANTIC_DIR } from './semantic-records.ts';

/** Where the file is, under dist/ and on the site. */
export const RECORD_IDS_PATH = `${SEMANTIC_DIR}/ids.json`;

export interface RecordIds {
  version: 1;
  /** The Pagefind id of each record of records.json, in its order. */
  ids: string[];
}

/** Both ways between Pagefind ids and the layer's record indexes. */
export interface IdIndex {
  /** A record's Pagefind id by its index in records.json. */
  idOf: readonly string[];
  /** A record's index in records.json by its Pagefind id. */
  indexOf: ReadonlyMap<string, number>;
}

export const idIndex = (file: RecordIds): IdIndex => ({ idOf: file.ids, indexOf: new Map(file.ids.map((id, i) => [id, i])) });
