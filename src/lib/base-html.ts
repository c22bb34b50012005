/**
 * A built page's addresses under the site's base path (src/lib/urls.ts, `SITE_BASE`). Pages, components and the
 * Markdown plugins write site-relative paths (`/1e/glossary/warp-speed/`), which are also the identities the linking
 * data, the search records and the redirects use; src/middleware.ts passes each page's HTML through here once, so
 * that every address a browser follows or fetches (`href`, `src`, `action`, `cite`) carries the base. Data attributes
 * (`data-stands`) keep the site-relative path: code reads them as identities, and the browser code adds the base
 * where it makes a link of one (`withBase`). Under the root base ("/") nothing changes.
 */
import { withBase } from './urls.ts';

/** A start tag (text never holds a "<": the page escapes it). */
const TAG = /<[a-zA-Z][^<>]*>/g;
/** An attribute holding an address, with a value that starts with one "/" (a path from the site's root). */
const ADDRESS = /(\s(?:href|src|action|cite)=")(\/(?!\/)[^"]*)"/g;

/** `html` with every root-relative address under `base` ("/rules/"); one already under it (Astro's own) is left. */
export function rebaseHtml(html: string, base: string): string {
  if (base === '/') return html;
  return html.replace(TAG, (tag) =>
    tag.replace(ADDRESS, (all, attr: string, path: string) => (path.startsWith(base) ? all : `${attr}${withBase(path, base)}"`)),
  );
}
