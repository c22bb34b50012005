/**
 * The semantic layer's records' Pagefind ids (src/lib/search/record-ids.ts), fetched once, when the layer is wanted:
 * fused and lexical results then share one id, and a fused query fetches no fragment to learn a result's URL.
 */
import { idIndex, RECORD_IDS_PATH, type IdIndex, type RecordIds } from '../../lib/search/record-ids.ts';
import { withBase } from '../../lib/urls.ts';
import { fetchJson } from './fetch-json.ts';

const URL_OF_IDS = withBase(`/${RECORD_IDS_PATH}`);

let loading: Promise<IdIndex> | undefined;

/** The ids, loading them the first time; a failed load is tried again on the next call. */
export function recordIds(): Promise<IdIndex> {
  loading ??= fetchJson<RecordIds>(URL_OF_IDS).then(idIndex);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
