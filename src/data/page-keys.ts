/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`, astro.config.mjs): a page whose key and
 * code are unchanged since the last build is copied from it instead of rendered again.
 *
 * Astro checks the code itself (it hashes each route's module graph: the page, its components, src/data/, src/lib/)
 * and the config (which carries a digest of the Markdown plugins' code, astro.config.mjs). Everything else a page
 * renders is data, and its key must change whenever that data does, or the page goes stale. So a key is a digest of:
 * - the page's own entries (their `digest`, which covers the whole file: frontmatter, `autolink` list and body; or
 *   the data of an entry without a file, a card);
 * - its slice of the site-wide data (its "Referenced by", paragraph anchors, a card's passages, a book's outline);
 * - the data every page shows in its frame ({@link SiteData.siteKey}: the navigation, the documents, the disagreements).
 * Each keyed route hands its page what it shows as props and keys the page by them, so the key and the page cannot
 * disagree; page-keys.test.ts checks that no keyed page or component reads anything else.
 */
import { createHash } from 'node:crypto';

/**
 * What a page may read from `siteData()` (src/data/site.ts) outside its route's getStaticPaths (its frame, its
 * provenance, the notes of disagreement), because every page's cache key includes it, through `siteKey`. Anything
 * else a page shows comes in its props and its key; page-keys.test.ts checks the pages and components for this.
 */
export const SITE_KEY_FIELDS = ['documents', 'disagreements', 'nav'] as const;

/** An entry of a collection, as far as its key is concerned. */
interface Keyed {
  id: string;
  digest?: string | number;
  data: unknown;
}

/**
 * What identifies an entry's content: the digest its loader sets (the glob loader's covers the whole Markdown file),
 * else its data (the entries of Astro's file() loader, documents.json and disagreements.json, are their data alone).
 */
export function digestOf(entry: Keyed): string {
  return entry.digest === undefined ? pageKey(entry.id, entry.data) : String(entry.digest);
}

/** A digest of the JSON of `inputs` (Maps and Sets as their entries). */
export function pageKey(...inputs: unknown[]): string {
  const json = JSON.stringify(inputs, (_key, value: unknown) => (value instanceof Map ? [...value] : value instanceof Set ? [...value] : value));
  return createHash('sha256').update(json).digest('base64url');
}
