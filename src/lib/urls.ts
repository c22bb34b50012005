/**
 * Every URL of the site comes from here: edition first, readable, stable. Entry ids mirror URLs, so
 * a collection entry's id is enough to link to it.
 */
import { SiteError } from './errors.ts';

/** Collections whose entries are pages. */
export type PageCollection = 'glossary' | 'rules' | 'rulings' | 'errata' | 'cards' | 'documents';

/**
 * The page of a collection entry.
 * - glossary `1e/warp-speed` → `/1e/glossary/warp-speed/`
 * - rules `1e/rulebook/introduction` → `/1e/rulebook/introduction/` (the id's book folder is the URL's)
 * - rulings `2e/missions` → `/2e/rulings/missions/`
 * - errata `2e/cascade-virus` → `/2e/cards/cascade-virus/` (an erratum lives on its card's page)
 * - cards `1e/qs-tent` → `/1e/cards/qs-tent/`
 * - documents `1e-rulebook-v1.7` → `/sources/1e-rulebook-v1.7/`; intros `2e-current-rulings` (its introduction) likewise
 */
export function entryUrl(collection: string, id: string): string {
  const [edition, ...rest] = id.split('/');
  switch (collection) {
    case 'glossary':
      return `/${edition}/glossary/${rest.join('/')}/`;
    case 'rulings':
      return `/${edition}/rulings/${rest.join('/')}/`;
    case 'errata':
    case 'cards':
      return `/${edition}/cards/${rest.join('/')}/`;
    case 'rules':
      return `/${id}/`;
    case 'documents':
    case 'intros': // a document's introduction is on its source page
      return `/sources/${id}/`;
    default:
      throw new SiteError({
        what: `No page exists for entries of the collection "${collection}" (id "${id}").`,
        where: { entry: `${collection}/${id}` },
        hint: 'a link or :ref can only name an entry of a collection with pages (glossary, rules, rulings, errata, cards, documents, intros): correct the target in the importer that wrote it (scripts/ingest/), then run npm run ingest.',
      });
  }
}

/** A `to` attribute of a `:ref` directive ("glossary/1e/warp-speed") split into collection and id. */
export function parseRefTarget(to: string): { collection: string; id: string } {
  const slash = to.indexOf('/');
  if (slash < 1)
    throw new SiteError({
      what: `A reference target must read "collection/id", got ${JSON.stringify(to)}.`,
      where: { field: 'to' },
      hint: 'write the :ref\'s `to` as the collection and the entry\'s id ("glossary/1e/warp-speed"), in the importer that wrote it (scripts/ingest/) or the walkthrough machine (src/walkthrough/machines/).',
    });
  return { collection: to.slice(0, slash), id: to.slice(slash + 1) };
}

export const refUrl = (to: string): string => {
  const { collection, id } = parseRefTarget(to);
  return entryUrl(collection, id);
};

/**
 * The page of a title many cards share (src/lib/card-names.ts), by the title's slug: ("2E", "uss-enterprise") →
 * `/2e/cards/named/uss-enterprise/`. "named" is no card's slug (src/lib/card-names.test.ts).
 */
export const cardNameUrl = (edition: string, slug: string): string => `/${edition.toLowerCase()}/cards/named/${slug}/`;

/** The home page. */
export const HOME_URL = '/';
/** The source documents' list. */
export const SOURCES_URL = '/sources/';
/** Where the sources disagree. */
export const DISAGREEMENTS_URL = '/disagreements/';

/** An edition's list pages and its walkthrough. */
export type EditionPage = 'glossary' | 'rulings' | 'errata' | 'cards' | 'walkthrough' | 'compare';

/** An edition's page: ("1E", "glossary") → `/1e/glossary/`. The edition may be written either case. */
export function editionUrl(edition: string, page: EditionPage): string {
  return `/${edition.toLowerCase()}/${page}/`;
}

/** A book's contents: "1e/rulebook" → `/1e/rulebook/` (a book is its edition's folder, as rules ids begin). */
export const bookUrl = (book: string): string => `/${book}/`;

/** The comparison page of a v1.7 section's id: "1e/rulebook/attempting-missions" → "attempting-missions". */
export const compareSlug = (v17Id: string): string => v17Id.slice(v17Id.lastIndexOf('/') + 1);

/** Gray's beside v1.7 for one v1.7 section: `/1e/compare/attempting-missions/`. */
export const compareUrl = (v17Id: string): string => `${editionUrl('1e', 'compare')}${compareSlug(v17Id)}/`;

/** One disagreement on the disagreements page: `/disagreements/#<id>`. */
export const disagreementUrl = (id: string): string => `${DISAGREEMENTS_URL}#${id}`;

/** One step of a walkthrough: `/2e/walkthrough/#s-<state id>`. */
export const walkthroughStepUrl = (edition: string, stateId: string): string => `${editionUrl(edition, 'walkthrough')}#s-${stateId}`;

/** A walkthrough's whole flow as one diagram: `/2e/walkthrough/diagram/`. */
export const walkthroughDiagramUrl = (edition: string): string => `${editionUrl(edition, 'walkthrough')}diagram/`;

/**
 * The site's base path: where its root sits on the host, "/" (the default) or a folder such as "/rules/". Set in one
 * place, the `SITE_BASE` environment variable of the build, which astro.config.mjs gives Astro as `base` (for its own
 * files); see {@link SITE_BASE} for how the code reads it.
 * Every path above (`/1e/glossary/warp-speed/`) is site-relative: the identity of a page in the linking data, the
 * search records and the redirects. {@link withBase} makes one the address a browser asks for.
 */
export function normalizeBase(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '/') return '/';
  const base = `/${value.replace(/^\/+|\/+$/g, '')}/`;
  if (!/^(\/[A-Za-z0-9._~-]+)+\/$/.test(base) || base.split('/').some((s) => s === '.' || s === '..')) {
    throw new SiteError({
      what: `The base path ${JSON.stringify(raw)} is not a folder of a web address.`,
      where: { field: 'SITE_BASE' },
      hint: 'Set SITE_BASE to the folder the site is served from, e.g. SITE_BASE=/rules/ (letters, digits, ".", "_", "~", "-" and "/"), or leave it unset for the root.',
    });
  }
  return base;
}

/**
 * The base path of this build ("/" or "/rules/"): in Node (the build, its pages, the scripts, the server) the variable
 * itself; in the browser `import.meta.env.BASE_URL`, which Vite writes into the bundles from Astro's `base`. (In the
 * pages' own code, Astro 7.3.4's `import.meta.env.BASE_URL` was "/" under SITE_BASE=/rules/, so it is not read there.)
 */
export const SITE_BASE: string = normalizeBase(
  typeof process === 'undefined' ? (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL : process.env.SITE_BASE,
);

/** A site-relative path as the browser asks for it: "/1e/glossary/" → "/rules/1e/glossary/" under the base "/rules/". */
export function withBase(path: string, base: string = SITE_BASE): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${base}${path.slice(1)}`;
}

/** The reverse of {@link withBase}: "/rules/1e/glossary/" → "/1e/glossary/"; undefined for a path outside the base. */
export function withoutBase(path: string, base: string = SITE_BASE): string | undefined {
  if (base === '/') return path;
  if (path === base.slice(0, -1)) return '/';
  return path.startsWith(base) ? path.slice(base.length - 1) : undefined;
}
