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
