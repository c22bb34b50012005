/**
 * Every URL of the site comes from here: edition first, readable, stable. Entry ids mirror URLs, so
 * a collection entry's id is enough to link to it.
 */

/** Collections whose entries are pages. */
export type PageCollection = 'glossary' | 'rules' | 'rulings' | 'errata' | 'cards' | 'documents';

/**
 * The page of a collection entry.
 * - glossary `1e/warp-speed` → `/1e/glossary/warp-speed/`
 * - rules `1e/rulebook/introduction` → `/1e/rulebook/introduction/` (the id's book folder is the URL's)
 * - rulings `2e/missions` → `/2e/rulings/missions/`
 * - errata `2e/cascade-virus` → `/2e/cards/cascade-virus/` (an erratum lives on its card's page)
 * - cards `1e/qs-tent` → `/1e/cards/qs-tent/`
 * - documents `1e-rulebook-v1.7` → `/sources/1e-rulebook-v1.7/`
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
      return `/sources/${id}/`;
    default:
      throw new Error(`No page exists for entries of the collection "${collection}" (id "${id}").`);
  }
}

/** A `to` attribute of a `:ref` directive ("glossary/1e/warp-speed") split into collection and id. */
export function parseRefTarget(to: string): { collection: string; id: string } {
  const slash = to.indexOf('/');
  if (slash < 1) throw new Error(`A reference target must read "collection/id", got ${JSON.stringify(to)}.`);
  return { collection: to.slice(0, slash), id: to.slice(slash + 1) };
}

export const refUrl = (to: string): string => {
  const { collection, id } = parseRefTarget(to);
  return entryUrl(collection, id);
};
