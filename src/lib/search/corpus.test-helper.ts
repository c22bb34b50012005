/**
 * Test helper: the text of every passage of an edition, read from the generated content (content/), paragraph by
 * paragraph and folded as search folds words — to check that the thesaurus's terms and the stop words are real
 * words of the documents.
 */
import { join } from 'node:path';
import { readCollection } from '../content-files.ts';
import type { Edition } from '../vocab.ts';
import { words } from './words.ts';

const CONTENT = join(import.meta.dirname, '../../../content');

/**
 * Each paragraph of the edition's documents, as its folded words, with its page's title (the index matches a
 * passage by its page's title too: a passage of "SETTING UP THE GAME" is found by "setting up").
 */
export function editionParagraphs(edition: Edition): string[][] {
  const e = edition.toLowerCase();
  return ['glossary', 'rules', 'rulings', 'errata']
    .flatMap((c) => readCollection(CONTENT, c))
    .filter((f) => f.id.startsWith(`${e}/`))
    .flatMap((f) => {
      const title = words(String(f.data.title ?? ''));
      const body = f.body.replace(/:(?:ref|icon|gap)\[([^\]]*)\](?:\{[^}]*\})?/g, '$1');
      return body.split(/\n\s*\n/).map((p) => [...words(p), ...title]);
    })
    .filter((w) => w.length > 0);
}

/** The titles of the edition's glossary terms, folded. */
export function glossaryTitles(edition: Edition): string[] {
  return readCollection(CONTENT, 'glossary')
    .filter((f) => f.id.startsWith(`${edition.toLowerCase()}/`))
    .map((f) => words(String(f.data.title)).join(' '));
}
