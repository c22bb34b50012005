/**
 * How search decides, as pure logic over an index it asks one word at a time (Pagefind in the browser, a fake in the
 * unit tests):
 *
 * 1. The query is taken apart (query.ts): an edition it names becomes the edition filter; stop words
 *    (stopwords.ts) do not have to match.
 * 2. A word the site does not hold is corrected to the nearest word it does hold (spelling.ts), and the result says so.
 * 3. Each remaining word or phrase is a "concept", searched as typed and as every term the thesaurus (thesaurus.ts)
 *    or the 1E Glossary's aliases map it to, in the edition(s) where that term is used.
 * 4. A passage's score adds up its best match for each concept, weighted by how much of the query it covers, counting
 *    rare words more than common ones: passages holding every concept come first; when none does, the passages
 *    holding most of them, not an empty list ("relaxed").
 * 5. Pages named as the query (page-names.ts) come before passages.
 */
import type { Edition } from '../vocab.ts';
import { parseQuery, type ParsedQuery, type QueryWord } from './query.ts';
import { THESAURUS } from './thesaurus.ts';
import { correct, editDistance, isKnown, maxEdits, spellIndex, splitJoined, type SpellIndex } from './spelling.ts';
import { matchNames, nameIndex, type PageMatch } from './page-names.ts';
import { decodeWords, shardsForQuery, type Lexicon, type LexiconPage } from './lexicon.ts';
import { words as wordsOf } from './words.ts';
import { rank } from './rank.ts';

/** One record the index returned for one search: its id, Pagefind's score and the positions of the matched words. */
export interface Hit {
  id: string;
  score: number;
  words: readonly number[];
}

/** What the index must do: search for words (all of them must match; quoted: the exact phrase), with filters. */
export interface SearchBackend {
  search(query: string, filters: Filters): Promise<readonly Hit[]>;
}

export interface Filters {
  edition?: Edition[];
  kind?: string[];
  document?: string[];
}

/** A way of searching for a concept: words for the index, the edition it applies to, and its weight. */
export interface Alternative {
  query: string;
  edition?: Edition;
  weight: number;
  /** Where it came from, for the results' explanation. */
  via: 'typed' | 'thesaurus' | 'alias' | 'spelling';
  /** What players say at the table for this rule term (table talk): the semantic query adds the term (fuse.ts). */
  talk?: true;
}

export interface Concept {
  /** The reader's words for it, as typed. */
  label: string;
  alternatives: Alternative[];
}

export interface Correction {
  /** As typed. */
  from: string;
  to: string;
}

export interface Expansion {
  from: string;
  to: string[];
}

export interface RankedPassage {
  id: string;
  score: number;
  /** Word positions of every concept it matched, to mark in the excerpt. */
  words: number[];
  /** How many of the query's concepts it holds. */
  matched: number;
  /** The share of the query it holds, its concepts weighed by their rarity (rank.ts): 1 holds all, 0.1 only its commonest words. */
  cover?: number;
  /** The best passage of a document the query compares with another ("glossary vs grays"): shown first. */
  compared?: true;
}

export interface SearchOutcome {
  parsed: ParsedQuery;
  /** The edition searched: the one the query names, else the one chosen. */
  edition?: Edition;
  /** Whether the query's own words set the edition. */
  editionFromQuery: boolean;
  /**
   * With no edition searched (the box on All), the edition the query's words imply: some of its words are words only
   * that edition's documents use (the lexicon's `editionWords`: "dilemma pile", "seed phase") and none the other's.
   * Its results come first (results.ts, preferEdition); the other edition's are still searched.
   */
  impliedEdition?: Edition;
  corrections: Correction[];
  /** The query as searched after corrections ("dilemma resolution"), when there were any. */
  correctedText?: string;
  expansions: Expansion[];
  /** Words ignored as carrying no rule meaning. */
  ignored: string[];
  /** Words that match nothing and have no correction. */
  unknown: string[];
  concepts: Concept[];
  pages: PageMatch[];
  passages: RankedPassage[];
  /** Whether no passage holds every concept, so those holding most of them are shown. */
  relaxed: boolean;
}

/** Weight of a term the thesaurus or an alias adds, against 1 for the words as typed. */
export const SYNONYM_WEIGHT = 0.8;
/** Weight of a corrected word (the reader did not type it). */
export const CORRECTION_WEIGHT = 0.95;

/** The pages of the names files a query needs (src/lib/search/lexicon.ts): fetched in the browser, read in tests. */
export type NamesSource = (files: readonly number[]) => Promise<readonly LexiconPage[]>;

/** The lexicon prepared for searching: spelling, aliases, and where page names come from. */
export interface SearchContext {
  lexicon: Lexicon;
  spell: SpellIndex;
  names: NamesSource;
  /** Folded phrase → its meanings, from the thesaurus and the glossary's aliases. */
  synonyms: Map<string, Array<{ means: string; edition?: Edition; caps: boolean; via: 'thesaurus' | 'alias'; talk?: true }>>;
  /** Longest synonym phrase, in words. */
  longest: number;
  /** Every word of a synonym phrase: known to search even where the documents never use it ("graveyard"). */
  synonymWords: ReadonlySet<string>;
  /** The edition of each word only one edition's documents use (the lexicon's `editionWords`). */
  editionOfWord: ReadonlyMap<string, Edition>;
}

/**
 * Prepares the lexicon for searching. Kept cheap, since it runs on the reader's phone before the first result: the
 * thesaurus (thesaurus.test.ts checks it) and the lexicon's aliases (lexicon.ts folds them) are already folded words.
 */
export function searchContext(lexicon: Lexicon, names: NamesSource): SearchContext {
  const synonyms: SearchContext['synonyms'] = new Map();
  const add = (key: string, means: string, edition: Edition | undefined, caps: boolean, via: 'thesaurus' | 'alias', talk = false): void => {
    // A term in double quotes is matched as a whole word only (the abbreviation "OP", not "optional").
    const m = means;
    if (!key || !m || key === m) return;
    const list = synonyms.get(key) ?? [];
    const known = list.find((x) => x.means === m && x.edition === edition);
    if (!known) list.push({ means: m, edition, caps, via, ...(talk ? { talk } : {}) });
    else if (talk) known.talk = true;
    synonyms.set(key, list);
  };
  for (const entry of THESAURUS) {
    for (const [edition, terms] of Object.entries(entry.means) as Array<[Edition, readonly string[]]>) {
      for (const say of entry.say) for (const t of terms) add(say, t, edition, entry.caps ?? false, 'thesaurus');
    }
  }
  // Table talk: what players say for a rule term without its words ("invisible" → cloak), in the term's edition.
  for (const [term, edition, says] of lexicon.tableTalk ?? []) for (const say of says.split('|')) add(say, term, edition, false, 'thesaurus', true);
  // The 1E Glossary's own redirects and "Also:" names: each alias means its term.
  for (const [alias, term, edition] of lexicon.aliases) add(alias, term, edition, false, 'alias');
  const longest = Math.max(1, ...[...synonyms.keys()].map((k) => k.split(' ').length));
  const synonymWords = new Set([...synonyms.keys()].flatMap((k) => k.split(' ')));
  const editionOfWord = new Map<string, Edition>();
  for (const [edition, list] of Object.entries(lexicon.editionWords ?? {}) as Array<[Edition, string]>)
    for (const w of list.split(' ')) if (w) editionOfWord.set(w, edition);
  return { lexicon, spell: spellIndex(decodeWords(lexicon.words)), names, synonyms, longest, synonymWords, editionOfWord };
}

export interface SearchOptions {
  /** The edition chosen in the box or the filters; an edition named in the query wins. */
  edition?: Edition;
  kinds?: string[];
  documents?: string[];
  /** Search the words exactly as typed: no spelling correction ("search instead for …"). */
  literal?: boolean;
  /** The last word may be unfinished (the quick search box, as the reader types). */
  typing?: boolean;
  /**
   * Corrections to make instead of the nearest word's (folded word as typed → the word of a name): set by
   * {@link search} when a page's name matched the query but for a typo, and the correction chose another word.
   */
  nameWords?: ReadonlyMap<string, string>;
}

/** Takes the query apart into concepts, correcting and expanding words; no searching yet. */
export function plan(
  ctx: SearchContext,
  raw: string,
  options: SearchOptions = {},
): Pick<
  SearchOutcome,
  'parsed' | 'edition' | 'editionFromQuery' | 'impliedEdition' | 'corrections' | 'correctedText' | 'expansions' | 'ignored' | 'unknown' | 'concepts'
> {
  const parsed = parseQuery(raw);
  // The query's own words decide the edition: one it names, else the one of the document it names, else the box's.
  const fromQuery = parsed.edition ?? parsed.scope?.edition ?? comparedEdition(parsed);
  const edition = fromQuery ?? options.edition;
  const editions: Edition[] = edition ? [edition] : ['1E', '2E'];
  const meaningful = parsed.words.filter((w) => !w.stop);
  // A query of stop words only ("all", "this") is taken as it is.
  const kept: QueryWord[] = meaningful.length > 0 ? [...parsed.words] : parsed.words.map((w) => ({ ...w, stop: false }));
  const ignored = kept.filter((w) => w.stop).map((w) => w.typed);

  // Spelling: a word the site does not hold, and that is no synonym, is replaced by the nearest word it holds.
  const corrections: Correction[] = [];
  const unknown: string[] = [];
  const fixed = kept.map((w, i): QueryWord & { corrected?: true } => {
    if (w.stop || options.literal || ctx.synonymWords.has(w.word)) return w;
    if (isKnown(ctx.spell, w.word, { typing: options.typing && i === kept.length - 1 })) return w;
    // Two words run together ("househarrest") are split, unless a word one edit away is nearer (a split is dearer to
    // look for: it corrects each part, so it is looked for only then).
    const named = options.nameWords?.get(w.word);
    const near = named ?? correct(ctx.spell, w.word);
    const to = named ?? (near && editDistance(w.word, near, 1) <= 1 ? near : (splitJoined(ctx.spell, w.word) ?? near));
    if (!to) {
      unknown.push(w.typed);
      return w;
    }
    corrections.push({ from: w.typed, to });
    return { ...w, word: to, corrected: true };
  });

  // Concepts: synonym phrases first (longest match, over all words, stop words included: "my deck"), then each word.
  const concepts: Concept[] = [];
  const expansions: Expansion[] = [];
  for (let i = 0; i < fixed.length; ) {
    let matched = false;
    for (let n = Math.min(ctx.longest, fixed.length - i); n >= 1 && !matched; n--) {
      const slice = fixed.slice(i, i + n);
      const key = slice.map((w) => w.word).join(' ');
      // A stop word alone is a concept only as an abbreviation typed in capitals ("AT").
      const meanings = (ctx.synonyms.get(key) ?? []).filter(
        (m) => (!m.caps || slice.every((w) => w.caps)) && (!m.edition || editions.includes(m.edition)) && (n > 1 || !slice[0]!.stop || m.caps),
      );
      if (meanings.length === 0) continue;
      const literal = slice.filter((w) => !w.stop).map((w) => w.word);
      const alternatives: Alternative[] = [];
      const caps = meanings.some((m) => m.caps);
      // An abbreviation that is also a word ("AT") is searched for as the whole word only.
      if (literal.length > 0) alternatives.push({ query: caps ? `"${literal.join(' ')}"` : literal.join(' '), weight: 1, via: 'typed' });
      for (const m of meanings)
        alternatives.push({
          query: m.means,
          ...(m.edition ? { edition: m.edition } : {}),
          weight: SYNONYM_WEIGHT,
          via: m.via,
          ...(m.talk ? { talk: m.talk } : {}),
        });
      concepts.push({ label: slice.map((w) => w.typed).join(' '), alternatives });
      expansions.push({
        from: slice.map((w) => w.typed).join(' '),
        to: [...new Set(meanings.map((m) => (m.edition && editions.length > 1 ? `${m.means} (${m.edition})` : m.means)))],
      });
      i += n;
      matched = true;
    }
    if (matched) continue;
    const w = fixed[i]!;
    i++;
    if (w.stop || unknown.includes(w.typed)) continue;
    // The first letter of a word still being typed matches too much to mean anything; it is searched from two.
    if (options.typing && i === fixed.length && w.word.length === 1 && fixed.length > 1) continue;
    const corrected = w.corrected === true;
    concepts.push({ label: w.typed, alternatives: [{ query: w.word, weight: corrected ? CORRECTION_WEIGHT : 1, via: corrected ? 'spelling' : 'typed' }] });
  }
  for (const phrase of parsed.phrases) {
    concepts.push({ label: `“${phrase}”`, alternatives: [{ query: `"${phrase}"`, weight: 1, via: 'typed' }] });
  }

  // With no edition named or chosen: the one the query's words imply, if they point to one only.
  const implied = edition
    ? undefined
    : impliedBy(
        ctx,
        fixed.filter((w) => !w.stop).map((w) => w.word),
      );

  let correctedText: string | undefined;
  if (corrections.length > 0) {
    correctedText = parsed.text;
    for (const c of corrections) correctedText = correctedText.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(c.from)}(?![\\p{L}\\p{N}])`, 'iu'), c.to);
  }
  return {
    parsed,
    ...(edition ? { edition } : {}),
    editionFromQuery: fromQuery !== undefined,
    ...(implied ? { impliedEdition: implied } : {}),
    corrections,
    ...(correctedText ? { correctedText } : {}),
    expansions,
    ignored,
    unknown,
    concepts,
  };
}

/** The one edition of the documents a query compares ("glossary vs grays": Gray's is 1E's), if they have one. */
function comparedEdition(parsed: ParsedQuery): Edition | undefined {
  const editions = new Set(parsed.compared?.flatMap((p) => p.edition ?? []));
  return editions.size === 1 ? [...editions][0] : undefined;
}

/** The edition some of `words` belong to only, when none of them is only the other's (SearchOutcome.impliedEdition). */
function impliedBy(ctx: SearchContext, words: readonly string[]): Edition | undefined {
  const editions = new Set(words.flatMap((w) => ctx.editionOfWord.get(w) ?? []));
  return editions.size === 1 ? [...editions][0] : undefined;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs a query: plans it, asks the index for every alternative of every concept, ranks, and matches page names. */
export async function search(ctx: SearchContext, backend: SearchBackend, raw: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  const planned = plan(ctx, raw, options);
  // A part of the documents the query names ("current rulings …") narrows the search as the filters do.
  const kinds = planned.parsed.scope?.kinds ?? options.kinds;
  const documents = planned.parsed.scope?.documents ?? options.documents;
  const filters = (k: readonly string[] | undefined, d: readonly string[] | undefined): Filters => ({
    ...(k?.length ? { kind: [...k] } : {}),
    ...(d?.length ? { document: [...d] } : {}),
  });
  const base = filters(kinds, documents);
  // The page names the query may match, fetched while the index is asked.
  // A query comparing documents matches names with the documents' names in it ("compare gray's and v1.7").
  const nameWords = [
    ...planned.concepts.flatMap((c) =>
      c.alternatives[0]?.via === 'typed' || c.alternatives[0]?.via === 'spelling' ? wordsOf(c.alternatives[0].query) : wordsOf(c.label),
    ),
    ...(planned.parsed.compared ?? []).flatMap((part) => part.words.flatMap(wordsOf)),
  ];
  const nameText = planned.correctedText ?? planned.parsed.namesText ?? planned.parsed.text;
  // A page is listed under every word of its names that few names share, so the query's meaningful words find it
  // ("the emissary" by "emissary"); a query of stop words only ("all", "this mission") looks under all its words.
  const onlyStopWords = planned.parsed.words.every((w) => w.stop);
  // A corrected query also looks under the words as typed: a whole name typed as it sounds ("mirasta yail") is matched
  // as typed, not as corrected ("yail" → "fail").
  const typed = planned.correctedText ? planned.parsed.text : undefined;
  const lookUnder = onlyStopWords ? nameText : [...nameWords, ...(typed ? [typed] : [])].join(' ');
  const files = [...new Set(shardsForQuery(lookUnder).flatMap((k) => ctx.lexicon.shards[k] ?? []))].sort((a, b) => a - b);
  const namePages = ctx.names(files);
  // A search the reader types past stops before it awaits this (the backend's SUPERSEDED): a names file that then
  // fails to load must not be an unhandled rejection. Awaited below, it still throws as it did.
  namePages.catch(() => undefined);
  const searchConcepts = (filters: Filters) =>
    Promise.all(
      planned.concepts.map(async (concept) => {
        const hits = new Map<string, { score: number; words: number[] }>();
        await Promise.all(
          concept.alternatives.map(async (alt) => {
            if (alt.edition && planned.edition && alt.edition !== planned.edition) return;
            const edition = alt.edition ?? planned.edition;
            const found = await backend.search(alt.query, { ...filters, ...(edition ? { edition: [edition] } : {}) });
            for (const h of found) {
              const s = h.score * alt.weight;
              const prev = hits.get(h.id);
              if (!prev) hits.set(h.id, { score: s, words: [...h.words] });
              else {
                if (s > prev.score) prev.score = s;
                prev.words.push(...h.words);
              }
            }
          }),
        );
        return hits;
      }),
    );
  // The documents a query compares ("… glossary vs grays"): each searched on its own, within the filters chosen.
  const compared = planned.parsed.compared ?? [];
  const [perConcept, ...perPart] = await Promise.all([
    searchConcepts(base),
    ...compared.map((part) => searchConcepts(filters(part.kinds ?? kinds, part.documents ?? documents))),
  ]);
  const ranked = rank(ctx.lexicon.passages, perConcept);
  const passages = comparedFirst(
    ranked.passages,
    perPart.map((hits) => rank(ctx.lexicon.passages, hits).passages),
  );
  const relaxed = ranked.relaxed;
  const pages = matchNames(nameIndex(ctx.lexicon.groups, await namePages), nameText, nameWords, {
    ...(planned.edition ? { edition: planned.edition } : {}),
    ...(kinds?.length ? { kinds } : {}),
    ...(documents?.length ? { documents } : {}),
    known: (w) => ctx.spell.counts.has(w),
    ...(typed ? { typed } : {}),
  });
  // A name matched but for a typo ("dubble turn" → Double Turn) whose word the correction missed ("dubble" → bubble,
  // one edit, where "double" is two): the query is searched again with the name's word, once.
  const renamed = options.nameWords ? undefined : namedCorrections(planned.corrections, pages[0]);
  if (renamed) return search(ctx, backend, raw, { ...options, nameWords: renamed });
  return { ...planned, pages, passages, relaxed };
}

/**
 * The corrections a page's name, matched but for a typo (tier 3, page-names.ts), makes instead: each corrected word
 * whose correction is not a word of the name, but which is itself within the edits a correction allows of one of the
 * name's words, is taken as that word. Undefined when there is none to make.
 */
export function namedCorrections(corrections: readonly Correction[], page: PageMatch | undefined): Map<string, string> | undefined {
  if (page?.tier !== 3) return undefined;
  const nameWords = wordsOf(page.name);
  const out = new Map<string, string>();
  for (const c of corrections) {
    const typed = wordsOf(c.from);
    if (typed.length !== 1 || nameWords.includes(c.to)) continue;
    const from = typed[0]!;
    const max = maxEdits(from);
    const near = nameWords.find((k) => k.length >= 3 && editDistance(from, k, max) <= max);
    if (near) out.set(from, near);
  }
  return out.size > 0 ? out : undefined;
}

/**
 * The passages of a query that compares documents (ParsedQuery.compared): the best of each document first, in the
 * order the query names them, marked `compared` (the fusion keeps them first, fuse.ts), then the rest as ranked.
 */
export function comparedFirst(passages: readonly RankedPassage[], perPart: ReadonlyArray<readonly RankedPassage[]>): RankedPassage[] {
  const heads: RankedPassage[] = [];
  for (const part of perPart) {
    const best = part.find((p) => !heads.some((h) => h.id === p.id));
    if (best) heads.push({ ...(passages.find((p) => p.id === best.id) ?? best), compared: true });
  }
  return [...heads, ...passages.filter((p) => !heads.some((h) => h.id === p.id))];
}
