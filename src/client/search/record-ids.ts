/**
 * The semantic layer's records' Pagefind ids (src/lib/search/record-ids.ts), fetched once, when the layer is wanted:
 * fused and lexical results then share one id, and a fused query fetches no fragment to learn a result's URL.
 */
import { idIndex, RECORD_IDS_PATH, type IdIndex, type RecordIds } from '../../lib/search/record-ids.ts';
import { withBase } from '../../lib/urls.ts';

const URL_OF_IDS = withBase(`/${RECORD_IDS_PATH}`);

let loading: Promise<IdIndex> | undefined;

/** The ids, loading them the first time; a failed load is tried again on the next call. */
export function recordIds(): Promise<IdIndex> {
  loading ??= fetch(URL_OF_IDS).then(async (r) => {
    if (!r.ok) throw new Error(`${URL_OF_IDS}: HTTP ${r.status}`);
    return idIndex((await r.json()) as RecordIds);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
