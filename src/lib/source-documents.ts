/**
 * The identity of each source document, spelled here once: its document id (as content/documents/documents.json and
 * every entry's `document` carry it) and its file in content/sources/. The importers (scripts/ingest/), the card
 * registry, the reviewed data and the tests that quote a source import these names; a misspelled id is a type error.
 * In src/lib/ so that src/ and scripts/ may both import it (src/ never imports scripts/).
 */

/** The folder of the source documents, from the project root; they are never edited. */
export const SOURCES_DIR = 'content/sources';

/** Each document's file in content/sources/, by document id, in the order the ingest reads them. */
export const SOURCE_FILES = {
  '1e-glossary': '1e-glossary-terms.txt',
  '1e-rulebook-v1.7': '1e-rulebook-v1.7.md',
  '1e-grays': '1e-grays-digital-edition-rulebook.txt',
  '2e-rulebook': '2e-rulebook.txt',
  '2e-current-rulings': '2e-current-rulings-2011-01-03.txt',
} as const;

/** A source document's id. */
export type DocumentId = keyof typeof SOURCE_FILES;
/** A source document's file name. */
export type SourceFile = (typeof SOURCE_FILES)[DocumentId];
