/**
 * The semantic layer in the reader's browser: loaded only once a search has shown its first (lexical) results, never
 * before (they must not wait for it), in a worker (./semantic-worker.ts); the records it returns are shown from
 * records.json, which also gives the fused results their titles and text. Once it is ready, each query is fused
 * (src/lib/search/fuse.ts); if it cannot load (offline before the site was kept, an old browser), search stays lexical.
 * The worker is called through Comlink, typed by what the worker exposes (`SemanticWorker`): no messages by hand.
 */
import { wrap } from 'comlink';
import type { SemanticHit } from '../../lib/search/fuse.ts';
import { semanticUrl, type SemanticRecord, type SemanticRecords } from '../../lib/search/semantic-records.ts';
import { fetchJson } from './fetch-json.ts';
import type { SemanticWorker } from './semantic-worker.ts';

export interface SemanticLayer {
  records: readonly SemanticRecord[];
  /** Record index by URL. */
  byUrl: ReadonlyMap<string, number>;
  /** The records most similar to the query, best first, among those `keep` accepts. */
  query(q: string, keep: (r: SemanticRecord) => boolean, limit: number): Promise<SemanticHit[]>;
}

export type SemanticState = 'idle' | 'loading' | 'ready' | 'failed';

let state: SemanticState = 'idle';
let layer: Promise<SemanticLayer> | undefined;
let ready: SemanticLayer | undefined;

export const semanticState = (): SemanticState => state;
/** The layer, if it has loaded. */
export const semanticLayer = (): SemanticLayer | undefined => ready;

/** Starts loading the layer (once); resolves when it can answer. */
export function loadSemantic(): Promise<SemanticLayer> {
  layer ??= (async () => {
    state = 'loading';
    if (typeof Worker === 'undefined') throw new Error('no web workers here');
    const worker = new Worker(new URL('./semantic-worker.ts', import.meta.url), { type: 'module' });
    // A worker whose script fails never answers: its error ends the wait instead.
    const failed = new Promise<never>((_, reject) => {
      worker.onerror = (e) => reject(new Error(e.message || 'the semantic worker failed'));
    });
    const recordsLoaded = fetchJson<SemanticRecords>(semanticUrl('records'));
    // Comlink is in the search's script (a dynamic import here would move Vite's preload helper out of every page's
    // script into a chunk of its own: one more request on each page, and one the offline shell does not list).
    const remote = wrap<SemanticWorker>(worker);
    const { records, dims, questionCounts, modelRows, shardRows } = await Promise.race([recordsLoaded, failed]);
    // The worker reads the vectors' layout from here.
    await Promise.race([remote.start({ dims, questionCounts, modelRows, shardRows }), failed]);
    const byUrl = new Map(records.map((r, i) => [r.url, i]));
    const query: SemanticLayer['query'] = async (q, keep, limit) => {
      const sims = await remote.similarities(q);
      const hits: SemanticHit[] = [];
      records.forEach((r, i) => {
        const similarity = sims[i];
        if (similarity !== undefined && keep(r)) hits.push({ key: r.url, similarity });
      });
      // Ties keep the records' order (the sort is stable).
      return hits.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
    };
    ready = { records, byUrl, query };
    state = 'ready';
    return ready;
  })();
  layer.catch(() => {
    state = 'failed';
  });
  return layer;
}

/** The refresh of each box or page whose latest results are lexical, waiting for the layer. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Whether the fused refresh of a query leaves the results on screen: it does when the reader is moving through them
 * (focus would be lost) or has asked for more of them, and then marks the box or page data-search-fused="kept".
 */
export function keepsPlace(root: HTMLElement, refresh: boolean, moving: boolean): boolean {
  if (refresh && moving) root.dataset.searchFused = 'kept';
  return refresh && moving;
}

/**
 * After a query's results are written: marks whether they are fused (data-search-fused, which the tests and the bench
 * wait on: "true", "false", or "kept" when the fused refresh came while the reader was moving through the lexical
 * results, which then stay). Lexical results on screen start loading the layer the first time (data-semantic: loading, ready, failed); once it
 * is ready, the latest lexical query of each box or page is searched again, fused (`refresh`) — the latest, not the
 * first: the reader has usually typed on while the layer loaded.
 */
export function fuseWhenReady(root: HTMLElement, fused: boolean, shown: number, refresh: () => void): void {
  root.dataset.searchFused = String(fused);
  // Only results on screen start it ("c", a first letter, shows none): nothing the reader did not ask for first.
  if (fused || state === 'failed' || (shown === 0 && state === 'idle')) return;
  if (state === 'ready') {
    // This query started before the layer was ready.
    refresh();
    return;
  }
  waiting.set(root, refresh);
  root.dataset.semantic = 'loading';
  if (state !== 'idle') return;
  loadSemantic().then(
    () => {
      for (const [r, again] of waiting) {
        r.dataset.semantic = 'ready';
        again();
      }
      waiting.clear();
    },
    () => {
      for (const r of waiting.keys()) r.dataset.semantic = 'failed';
      waiting.clear();
    },
  );
}
