/**
 * The semantic layer's worker: loads the static embedding model and the records' vectors (dist/search/semantic/, made
 * by scripts/lib/semantic-index.ts) and answers each query with its similarity to every record
 * (src/lib/search/semantic.ts, recordSimilarities), so that the page's thread never tokenises or multiplies. Started
 * by ./semantic.ts after a search's first results are shown.
 *
 * The model comes in shards (scripts/lib/semantic-index.ts): each query fetches those of its tokens not fetched yet,
 * a few kilobytes each, never the whole table (issue 34).
 *
 * Messages in: first { dims, questionCounts, modelRows, shardRows } (from records.json, which the page reads), then
 * { id, query }. Out: { ready: true } or { error } once loaded, then { id, similarities: Float32Array } (transferred)
 * or { id, error }.
 */
import {
  addShard,
  embedIds,
  recordSimilarities,
  shardedModel,
  shardsOf,
  tokenIds,
  unpackRecordIndex,
  type RecordIndex,
  type StaticModel,
} from '../../lib/search/semantic.ts';
import { modelShardUrl, semanticUrl } from '../../lib/search/semantic-records.ts';

const scope = self as unknown as { postMessage(message: unknown, transfer?: Transferable[]): void; onmessage: ((e: MessageEvent) => void) | null };

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
    fetch(semanticUrl('tokenizer')).then((r) => r.json() as Promise<object>),
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

loaded.then(
  () => scope.postMessage({ ready: true }),
  (e: unknown) => scope.postMessage({ error: (e as Error).message }),
);

scope.onmessage = (event: MessageEvent<{ id: number; query: string } | Shape>) => {
  const data = event.data;
  if ('questionCounts' in data) return shape(data);
  const { id, query } = data;
  loaded
    .then(async ({ model, index, shardRows }) => {
      const sims = recordSimilarities(index, await queryVector(model, shardRows, query));
      scope.postMessage({ id, similarities: sims }, [sims.buffer]);
    })
    .catch((e: unknown) => scope.postMessage({ id, error: (e as Error).message }));
};
