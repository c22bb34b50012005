/**
 * The semantic layer's worker: loads the static embedding model and the records' vectors (dist/search/semantic/, made
 * by scripts/lib/semantic-index.ts) and answers each query with its similarity to every record
 * (src/lib/search/semantic.ts, recordSimilarities), so that the page's thread never tokenises or multiplies. Started
 * by ./semantic.ts after a search's first results are shown.
 *
 * The model comes in shards (scripts/lib/semantic-index.ts): each query fetches those of its tokens not fetched yet,
 * a few kilobytes each, never the whole table (issue 34).
 *
 * The page calls it through Comlink (`SemanticWorker`, below: the one description of the calls both sides use):
 * first `start` with the vectors' layout (from records.json, which the page reads), which resolves once loaded, then
 * `similarities` for each query (the array transferred, not copied). A failure rejects the call with its message.
 */
import { expose, transfer } from 'comlink';
import {
  addShard,
  embedIds,
  expandTokenizer,
  recordSimilarities,
  shardedModel,
  shardsOf,
  tokenIds,
  unpackRecordIndex,
  type RecordIndex,
  type StaticModel,
} from '../../lib/search/semantic.ts';
import { modelShardUrl, semanticUrl } from '../../lib/search/semantic-records.ts';
import { fetchJson } from './fetch-json.ts';

async function bytes(url: string): Promise<ArrayBuffer> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.arrayBuffer();
}

interface Shape {
  dims: number;
  questionCounts: number[];
  modelRows: number;
  shardRows: number;
}
let shape: (value: Shape) => void;
const shaped = new Promise<Shape>((resolve) => (shape = resolve));

const loaded: Promise<{ model: StaticModel; index: RecordIndex; shardRows: number }> = (async () => {
  const [tokenizer, vectors, { dims, questionCounts, modelRows, shardRows }] = await Promise.all([
    fetchJson<object>(semanticUrl('tokenizer')).then(expandTokenizer),
    bytes(semanticUrl('vectors')),
    shaped,
  ]);
  return { model: shardedModel(tokenizer, modelRows, dims), index: unpackRecordIndex(vectors, dims, questionCounts), shardRows };
})();

/** The model's shards fetched (or being fetched), each once. */
const shards = new Map<number, Promise<void>>();

/** A query's vector, once the shards of its tokens are in. */
async function queryVector(model: StaticModel, shardRows: number, query: string): Promise<Float32Array> {
  const ids = tokenIds(model, query);
  await Promise.all(
    shardsOf(ids, shardRows).map((k) => {
      let p = shards.get(k);
      if (!p) {
        p = bytes(modelShardUrl(k)).then((b) => addShard(model, k, b, shardRows));
        p.catch(() => shards.delete(k)); // offline: tried again with the next query
        shards.set(k, p);
      }
      return p;
    }),
  );
  return embedIds(model, ids);
}

// A failure to load is the answer to `start`; it is not left unhandled before the page calls.
loaded.catch(() => undefined);

/** What the page can call (./semantic.ts wraps the worker as `Remote<SemanticWorker>`). */
const api = {
  /** The vectors' layout; resolves once the model and the vectors are loaded, rejects if they cannot be. */
  async start(layout: Shape): Promise<void> {
    shape(layout);
    await loaded;
  },
  /** The query's similarity to every record, in the records' order. */
  async similarities(query: string): Promise<Float32Array> {
    const { model, index, shardRows } = await loaded;
    const sims = recordSimilarities(index, await queryVector(model, shardRows, query));
    return transfer(sims, [sims.buffer]);
  },
};
export type SemanticWorker = typeof api;
export type { Shape as SemanticLayout };

expose(api);
