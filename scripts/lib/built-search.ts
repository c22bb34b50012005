/**
 * The built site's search, as the developer tools (`npm run search:tune`, `npm run search:explain`) read it from dist/:
 * the lexicon, its names shards, and the engine's context over them. Table talk is taken as src/lib/search/table-talk.ts
 * holds it now, not as dist/ was built with it, so an entry is measured without a rebuild.
 */
import { join } from 'node:path';
import { searchContext, type SearchContext } from '../../src/lib/search/engine.ts';
import { LEXICON_PATH, namesPath, type Lexicon, type LexiconPage, type NamesShard } from '../../src/lib/search/lexicon.ts';
import { tableTalkPairs } from '../../src/lib/search/table-talk.ts';
import { readJsonAs } from '../../src/lib/read-json.ts';

const HINT = "dist/ is the build's: run npm run build again.";

export function builtSearch(dist: string): { lexicon: Lexicon; shardPages: (file: number) => LexiconPage[]; ctx: SearchContext } {
  const lexicon: Lexicon = { ...readJsonAs<Lexicon>(join(dist, LEXICON_PATH), { hint: HINT }), tableTalk: tableTalkPairs() };
  const shardPages = (file: number) => readJsonAs<NamesShard>(join(dist, namesPath(file)), { hint: HINT }).pages;
  return { lexicon, shardPages, ctx: searchContext(lexicon, async (wanted) => wanted.flatMap(shardPages)) };
}
