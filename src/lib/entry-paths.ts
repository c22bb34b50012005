/**
 * What an entry's Markdown file says about it by where it is: content/<collection>/<id>.md. One rule for the content
 * layer's ids (src/content.config.ts), the linking pass and the linker, the ingest's checks, the tests' readers and
 * the bench's corpus.
 */

/** A path below a collection's folder → the entry's id: "1e/warp-speed.md" → "1e/warp-speed"; undefined for other files. */
export function entryIdOf(pathInCollection: string): string | undefined {
  const path = pathInCollection.replace(/\\/g, '/');
  return path.endsWith('.md') && path.length > 3 ? path.slice(0, -'.md'.length) : undefined;
}

/** A path below content/ → its collection and id: "glossary/1e/dilemma.md" → glossary, "1e/dilemma"; undefined for other files. */
export function entryOf(pathInContent: string): { collection: string; id: string } | undefined {
  const path = pathInContent.replace(/\\/g, '/');
  const slash = path.indexOf('/');
  const id = slash > 0 ? entryIdOf(path.slice(slash + 1)) : undefined;
  return id === undefined ? undefined : { collection: path.slice(0, slash), id };
}

/** The link target that means an entry: its own ("glossary/1e/dilemma"), but an erratum's is its card's ("cards/2e/x"). */
export const selfOf = (collection: string, id: string): string => (collection === 'errata' ? `cards/${id}` : `${collection}/${id}`);
