/**
 * The search's JSON files as the browser fetches them (Pagefind's names and lexicon, the semantic layer's records and
 * ids): one way to ask and one way to fail, naming the address and the HTTP status, or the dev server's word when it
 * has no built index (`x-dev-message`, src/plugins/dev-search-index.ts).
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(r.headers.get('x-dev-message') ?? `${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}
