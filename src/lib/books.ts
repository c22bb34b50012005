import type { DocumentId } from './source-documents.ts';
import { SiteError } from './errors.ts';

/** The books (rulebooks) the site shows: the folder of their sections under content/rules, and their names. */
export const BOOKS: Record<string, { name: string; document: DocumentId }> = {
  '1e/rulebook': { name: 'Rulebook v1.7', document: '1e-rulebook-v1.7' },
  '1e/grays': { name: "Gray's Digital Edition", document: '1e-grays' },
  '2e/rulebook': { name: 'Second Edition Rulebook', document: '2e-rulebook' },
};

export function bookName(book: string): string {
  const b = BOOKS[book];
  if (!b)
    throw new SiteError({ what: `Unknown book "${book}".`, where: { file: 'src/lib/books.ts', field: 'BOOKS' }, hint: 'add it to BOOKS in src/lib/books.ts.' });
  return b.name;
}
