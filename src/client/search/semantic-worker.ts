/**
 * The semantic layer's worker: loads the static embedding model and the records' vectors (dist/search/semantic/, made
 * by scripts/lib/semantic-index.ts) and answers each query with its similarity to every record
 * (src/lib/search/semantic.ts, recordSimilarities), so that the page's thread never tokenises or multiplies. Started
 * by ./semantic.ts after a search's first results are shown.
 *
 * Messages in: first { dims, questionCounts } (from records.json, which the page reads), then { id, query }. Out:
 * { ready: true } or { error } once loaded, then { id, similarities: Float32Array } (transferred) or { id, error }.
 */
import { embed, loadStaticModel, recordSimilarities, unpackRecordIndex, type RecordIndex, type StaticModel } from '../../lib/search/semantic.ts';
import { semanticUrl } from '../../lib/search/semantic-records.ts';

const scope = self as unknown as { postMessage(message: unknown, transfer?: Transferable[]): void; onmessage: ((e: MessageEvent) => void) | null };

async function bytes(url: string): Promise<ArrayBuffer> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.arrayBuffer();
}

let shape: (value: { dims: number; questionCounts: number[] }) => void;
const shaped = new Promise<{ dims: number; questionCounts: number[] }>((resolve) => (shape = resolve));

const loaded: Promise<{ model: StaticModel; index: RecordIndex }> = (async () => {
  const [model, tokenizer, vectors, { dims, questionCounts }] = await Promise.all([
    bytes(semanticUrl('model')),
    fetch(semanticUrl('tokenizer')).then((r) => r.json() as Promise<object>),
    bytes(semanticUrl('vectors')),
    shaped,
  ]);
  const m = loadStaticModel(model, tokenizer);
  if (m.dims !== dims) throw new Error(`the model has ${m.dims} dimensions, the records ${dims}: the files are from different builds`);
  return { model: m, index: unpackRecordIndex(vectors, dims, questionCounts) };
})();

loaded.then(
  () => scope.postMessage({ ready: true }),
  (e: unknown) => scope.postMessage({ error: (e as Error).message }),
);

scope.onmessage = (event: MessageEvent<{ id: number; query: string } | { dims: number; questionCounts: number[] }>) => {
  const data = event.data;
  if ('questionCounts' in data) return shape(data);
  const { id, query } = data;
  loaded.then(
    ({ model, index }) => {
      const sims = recordSimilarities(index, embed(model, query));
      scope.postMessage({ id, similarities: sims }, [sims.buffer]);
    },
    (e: unknown) => scope.postMessage({ id, error: (e as Error).message }),
  );
};
