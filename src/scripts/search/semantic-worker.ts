/**
 * The semantic layer's worker: loads the static embedding model and the records' vectors (dist/search/semantic/, made
 * by scripts/lib/semantic-index.ts) and answers each query with its cosine similarity to every record, so that the
 * page's thread never tokenises or multiplies. Started by ./semantic.ts after a search's first results are shown.
 *
 * Messages in: { id, query }. Out: { id, similarities: Float32Array } (transferred), or { id, error }; the first
 * message out is { ready: true } or { error } once the files are loaded.
 */
import { embed, loadStaticModel, similarities, type PassageVectors, type StaticModel } from '../../lib/search/semantic.ts';
import { semanticUrl } from '../../lib/search/semantic-records.ts';

const scope = self as unknown as { postMessage(message: unknown, transfer?: Transferable[]): void; onmessage: ((e: MessageEvent) => void) | null };

async function bytes(url: string): Promise<ArrayBuffer> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.arrayBuffer();
}

const loaded: Promise<{ model: StaticModel; index: PassageVectors }> = (async () => {
  const [model, tokenizer, vectors] = await Promise.all([bytes(semanticUrl('model')), fetch(semanticUrl('tokenizer')).then((r) => r.json() as Promise<object>), bytes(semanticUrl('vectors'))]);
  const m = loadStaticModel(model, tokenizer);
  const v = new Int8Array(vectors);
  return { model: m, index: { dims: m.dims, count: v.length / m.dims, vectors: v } };
})();

loaded.then(
  () => scope.postMessage({ ready: true }),
  (e: unknown) => scope.postMessage({ error: (e as Error).message }),
);

scope.onmessage = (event: MessageEvent<{ id: number; query: string }>) => {
  const { id, query } = event.data;
  loaded.then(
    ({ model, index }) => {
      const sims = similarities(index, embed(model, query));
      scope.postMessage({ id, similarities: sims }, [sims.buffer]);
    },
    (e: unknown) => scope.postMessage({ id, error: (e as Error).message }),
  );
};
