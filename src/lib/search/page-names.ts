/**
 * Pages found by their names: a term, card or section named as the query ("Pinned Down", "mission continues"),
 * one whose name starts with it ("pinned" → Pinned Down), or one whose name holds every word of it
 * ("defiant commandeered" → U.S.S. Defiant, Commandeered Warship). Punctuation, case, quotes and dashes do not count
 * ("qs tent" = "Q's Tent", "q flash" = "qflash" = "Q-Flash"), nor a plural "s".
 */
import type { Edition } from '../vocab.ts';
import type { Group, LexiconPage } from './lexicon.ts';
import { words } from './words.ts';
import { editDistance, maxEdits } from './spelling.ts';
import { isStopWord } from './stopwords.ts';

/**
 * How a page's name matched: 0 named as the query, 1 a name starts with it or is its words in another form of their
 * stems ("probe card" → Probing, {@link stem}), 2 a name holds all its words, 3 a name
 * holds all its words but for a typo or two ("mott the barbr" → Mot, The Barber), or is the query but for an edit or
 * two ("up the anti" → Up the Ante), or holds all its words but one that is an edit or two from one of the name's;
 * 4 the query holds the whole name, or all of it but its first or last word, its words in a row, among words of its
 * own ("is klingon tea ceremony unique now" → Klingon Tea Ceremony, "decker recommended replacement cost erratum"):
 * what a judge types to ask something of a card ({@link containedRun}), or, of a term or rule, keywords about it
 * (PageMatch.subject).
 */
export type NameTier = 0 | 1 | 2 | 3 | 4;

/**
 * Fewest words a name must have to be found inside a longer query (tier 4): one word of a query ("battle", "probe")
 * names too many pages to mean one of them.
 */
export const CONTAINED_MIN_WORDS = 2;

/**
 * Words a judge or player adds to a card's or term's name to say what they want of it ("mot barber erratum",
 * "pinned down ruling", "glossary battle"): never part of the name they look for, so a name need not hold them.
 */
export const NAME_NEUTRAL = new Set([
  'erratum',
  'errata',
  'ruling',
  'rulings',
  'card',
  'text',
  'rule',
  'rules',
  'glossary',
  'changed',
  'new',
  // A card's type, typed after its name ("assimilate counterpart objective"); not the common ones ("ship", "mission").
  'objective',
  'interrupt',
  'event',
  'doorway',
  'artifact',
  'incident',
  'equipment',
  'facility',
]);

/** Numbers written as words, as a name writes them in digits ("deep space nine" → Deep Space 9). */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};

/**
 * Whether a query word names a word of a name as typed, as its start (from three letters; "mercs" for Mercenaries,
 * a plural "s" aside), or plural aside.
 */
const holds = (nameWord: string, w: string): boolean =>
  (w.length >= 3 ? nameWord.startsWith(w) || (w.length >= 4 && w.endsWith('s') && nameWord.startsWith(w.slice(0, -1))) : nameWord === w) ||
  sameIgnoringPlural(nameWord, w);
/** Whether it does so but for a typo: four letters or more, within the edits a spelling correction allows. */
const nearly = (nameWord: string, w: string): boolean => w.length >= 4 && editDistance(nameWord, w, maxEdits(w)) <= maxEdits(w);

/**
 * The edits a whole name typed as it sounds may be off by, letters run together ("uptheanti" for Up the Ante,
 * "raisethesteaks" for Raise the Stakes): none under five letters, one from five, two from eight.
 */
const wholeNameEdits = (compact: string): number => (compact.length >= 8 ? 2 : compact.length >= 5 ? 1 : 0);
/** Whether the query is the whole name but for those edits, its first letter right (a phone typo rarely hits it). */
const nearlyNamed = (name: string, query: string): boolean => {
  const max = wholeNameEdits(query);
  return max > 0 && name[0] === query[0] && editDistance(name, query, max) <= max;
};
/**
 * Whether the query's words are a name's but one, which is one of the name's words but for an edit or two, however
 * common it is ("scotty experienced engineer" → Montgomery Scott, Experienced Engineer): at least two other words
 * name words of it exactly, so one near word cannot pull in a name by itself.
 */
const allButOneNearly = (nameWords: readonly string[], queryWords: readonly string[]): boolean => {
  if (queryWords.length < 3) return false;
  const off = queryWords.filter((w) => !nameWords.some((k) => holds(k, w)));
  return off.length === 1 && nameWords.some((k) => nearly(k, off[0]!));
};

export interface PageMatch {
  url: string;
  group: Group;
  title: string;
  /** The name that matched (the title or an "Also:" name). */
  name: string;
  lead: string;
  tier: NameTier;
  /** Whether every meaningful word of the query is a whole word of the name (a plural aside), not only its start. */
  whole?: boolean;
  /**
   * Whether the query asks something of what the name partly holds rather than typing the name: it has words that
   * carry no meaning outside the name ("what is a federation treaty", "how does … work"), and the name has meaningful
   * words the query lacks (Treaty: Federation/Bajoran). Such a page is no name being typed ({@link askedAbout}).
   */
  askedOf?: true;
  /**
   * Whether the page is a term or rule the query names (tier 4: its whole name, or all of it but its first or last
   * word, in a row) among at most {@link SUBJECT_MAX_OTHER_WORDS} words of its own and no words that carry no meaning:
   * keywords about the term ("special download icon suspend" → Downloading (Special Download)), which the query is
   * about ({@link namesTermAmongKeywords}).
   */
  subject?: true;
}

interface NameKey {
  /** The name's words joined without spaces ("qstent"). */
  compact: string;
  words: string[];
}

const keyOf = (text: string): NameKey => {
  const w = words(text).map((x) => NUMBER_WORDS[x] ?? x);
  return { compact: w.join(''), words: w };
};

const sameIgnoringPlural = (a: string, b: string): boolean => a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;

/**
 * A word without the ending English adds to make a noun, verb or plural of one stem ("probe", "probing" → "prob";
 * "assimilate", "assimilation" → "assimilat"), for naming a term in another form of its word. Stems shorter than
 * four letters are left whole ("uses" is not "us").
 */
export const stem = (w: string): string => {
  for (const end of ['ing', 'ion', 'ed', 'es', 's', 'e']) if (w.endsWith(end) && w.length - end.length >= 4) return w.slice(0, -end.length);
  return w;
};

/**
 * The kinds of page named by a word in another form (tier 2, {@link stem}): the documents' terms and rules ("probe
 * card" → the Glossary's Probing), not cards, whose names are their own words ("commandeering" is not the card
 * Commandeer Ship). Among the names that hold the query's words (tier 2), such a name comes after the terms and rules
 * whose names hold the word as typed and before the cards: "phases" is first the Play Phase and Seed Phases, then
 * Cloaking and Phasing; "probe card" is the Glossary's Probing, then the card Edo Probe.
 */
export const STEMMED_KINDS: readonly string[] = ['term', 'rule'];

/** Whether `words` hold `name` as words in a row. */
const holdsInARow = (words: readonly string[], name: readonly string[]): boolean => {
  for (let i = 0; i + name.length <= words.length; i++) if (name.every((w, j) => words[i + j] === w)) return true;
  return false;
};

/**
 * How many of a name's words a longer query holds in a row (tier 4): the whole name, or all of it but its first or
 * last word ("decker recommended replacement" for Willard Decker, Recommended Replacement; "tea ceremony"), which
 * then holds at least {@link CONTAINED_MIN_WORDS} words that carry meaning ("up the" is not Up the Ante); 0 when it
 * holds neither.
 */
const containedRun = (query: readonly string[], name: readonly string[]): number => {
  if (query.length <= name.length - 1) return 0;
  if (name.length >= CONTAINED_MIN_WORDS && query.length > name.length && holdsInARow(query, name)) return name.length;
  const runs = [name.slice(1), name.slice(0, -1)].filter((run) => run.filter((w) => !isStopWord(w)).length >= CONTAINED_MIN_WORDS);
  return runs.some((run) => holdsInARow(query, run)) ? name.length - 1 : 0;
};
/**
 * Whether what a longer query holds of a name (tier 4: the whole name, or all of it but its first or last word) is a
 * term or rule the query names whole (`terms`, their words joined by spaces), or part of one: in "alternate universe
 * icon", "alternate universe" is the Glossary's Alternate Universe Icon, not the card Alternate Universe Door.
 */
const namesATerm = (query: readonly string[], name: readonly string[], terms: ReadonlySet<string>): boolean =>
  [name, name.slice(1), name.slice(0, -1)].some(
    (run) => run.length > 0 && holdsInARow(query, run) && [...terms].some((term) => holdsInARow(term.split(' '), run)),
  );

/** Prepared names of some pages (those of the names shards a query needs), to match queries against. */
export interface NameIndex {
  groups: readonly Group[];
  pages: readonly LexiconPage[];
  names: Array<{ page: number; name: string; key: NameKey }>;
}

/**
 * The names of these pages (the same page twice, from two shards, counts once; a page of both editions, such as
 * /disagreements/, is listed once in each, so that either edition's search finds it).
 */
export function nameIndex(groups: readonly Group[], pages: readonly LexiconPage[]): NameIndex {
  const seen = new Set<string>();
  const unique = pages.filter(([url, g]) => !seen.has(`${g} ${url}`) && seen.add(`${g} ${url}`));
  const names: NameIndex['names'] = [];
  unique.forEach(([, , pageNames], page) => {
    for (const name of new Set(pageNames)) names.push({ page, name, key: keyOf(name) });
  });
  return { groups, pages: unique, names };
}

/**
 * The pages whose names match `text` (the query without its edition words) or its `queryWords` (the words that
 * carry meaning, after spelling correction), best first: by tier, then the name with fewest words beyond the query,
 * then the shortest. One result per page.
 */
export function matchNames(
  index: NameIndex,
  text: string,
  queryWords: readonly string[],
  options: {
    edition?: Edition;
    kinds?: readonly string[];
    documents?: readonly string[];
    known?: (word: string) => boolean;
    /** The query as typed, where spelling correction changed it: a whole name near the query is looked for as typed. */
    typed?: string;
  } = {},
): PageMatch[] {
  // A word the site holds as typed ("size") is no typo: only the others may match a name's word nearly ("mott" → Mot).
  const typo = (w: string): boolean => !(options.known?.(w) ?? true);
  const q = keyOf(text);
  // The query's letters run together, without the words a judge adds to a name ("up the anti erratum" → "uptheanti").
  const asked = (options.typed !== undefined ? keyOf(options.typed) : q).words.filter((w) => !NAME_NEUTRAL.has(w)).join('');
  const meaningful = queryWords.filter((w) => w.length > 0 && !NAME_NEUTRAL.has(w)).map((w) => NUMBER_WORDS[w] ?? w);
  const best = new Map<
    number,
    { tier: NameTier; name: string; extra: number; length: number; whole: boolean; stemmed: boolean; term: boolean; askedOf: boolean; subject: boolean }
  >();
  // The documents' terms and rules the query names whole among its other words ("can a tractor beam tow a ship"): a
  // card whose name the query holds only as those words (all of Activate Tractor Beam but its first word), or is
  // those very words (Borg Ship, a dilemma, in "can a borg ship attack…"), is not what the query names (tier 4).
  const termsNamed = new Set(
    index.names
      .filter(({ page, key }) => STEMMED_KINDS.includes(index.groups[index.pages[page]![1]]!.kind) && key.words.length > 0 && holdsInARow(q.words, key.words))
      .map(({ key }) => key.words.join(' ')),
  );
  for (const { page, name, key } of index.names) {
    const [, g] = index.pages[page]!;
    const group = index.groups[g]!;
    if (options.edition && group.edition !== options.edition) continue;
    if (options.kinds?.length && !options.kinds.includes(group.kind)) continue;
    if (options.documents?.length && !options.documents.includes(group.document)) continue;
    let tier: NameTier | undefined;
    let stemmed = false;
    let contained = 0;
    let subject = false;
    if (q.compact.length > 0 && sameIgnoringPlural(key.compact, q.compact)) tier = 0;
    else if (q.compact.length >= 3 && key.compact.startsWith(q.compact) && q.words.length > 0 && key.words[0]!.startsWith(q.words[0]!)) tier = 1;
    else if (meaningful.length > 0 && meaningful.every((w) => key.words.some((k) => holds(k, w)))) tier = 2;
    else if (meaningful.some(typo) && meaningful.every((w) => key.words.some((k) => holds(k, w) || (typo(w) && nearly(k, w))))) tier = 3;
    else if (asked.length > 0 && (nearlyNamed(key.compact, asked) || allButOneNearly(key.words, meaningful))) tier = 3;
    else if (STEMMED_KINDS.includes(group.kind) && sameStems(key.words, meaningful)) {
      tier = 2;
      stemmed = true;
    } else {
      contained = containedRun(q.words, key.words);
      if (contained > 0 && !namesATerm(q.words, key.words, termsNamed)) tier = 4;
      else if (contained > 0 && STEMMED_KINDS.includes(group.kind) && namesTermAmongKeywords(q.words, key.words, meaningful)) {
        tier = 4;
        subject = true;
      }
    }
    if (tier === undefined) continue;
    const found = {
      tier,
      name,
      // Inside a longer query (tier 4), the name the query holds most of comes first.
      extra: tier === 4 ? -contained : key.words.length - Math.min(key.words.length, meaningful.length || q.words.length),
      length: key.compact.length,
      whole: meaningful.length > 0 && meaningful.every((w) => key.words.some((k) => sameIgnoringPlural(k, w))),
      stemmed,
      term: STEMMED_KINDS.includes(group.kind),
      askedOf: askedAbout(q.words, key.words),
      subject,
    };
    const prev = best.get(page);
    if (!prev || found.tier < prev.tier || (found.tier === prev.tier && found.length < prev.length)) best.set(page, found);
  }
  // Where a term or rule is named by another form of the query's word (tier 2), it comes after the terms and rules
  // that hold the word as typed, and before the cards that merely hold it; with none, tier 2 is in its usual order.
  const anyStemmed = [...best.values()].some((m) => m.stemmed);
  const within = (m: { tier: NameTier; stemmed: boolean; term: boolean }) => (!anyStemmed || m.tier !== 2 ? 0 : m.stemmed ? 1 : m.term ? 0 : 2);
  const urls = new Set<string>();
  return [...best.entries()]
    .sort(([pa, a], [pb, b]) => a.tier - b.tier || within(a) - within(b) || a.extra - b.extra || a.length - b.length || pa - pb)
    .filter(([page]) => !urls.has(index.pages[page]![0]) && urls.add(index.pages[page]![0]))
    .map(([page, m]) => {
      const [url, g, names, lead] = index.pages[page]!;
      return {
        url,
        group: index.groups[g]!,
        title: names[0]!,
        name: m.name,
        lead,
        tier: m.tier,
        whole: m.whole,
        ...(m.askedOf ? { askedOf: true } : {}),
        ...(m.subject ? { subject: true } : {}),
      };
    });
}

/** Most words of its own a keyword query may add to a term's name and still be about the term (PageMatch.subject). */
export const SUBJECT_MAX_OTHER_WORDS = 2;

/**
 * Whether a query of keywords names a term (what of its name {@link containedRun} found) with a word or two of its
 * own besides (PageMatch.subject): no word of the query is one that carries no meaning (a question, "how does dilemma
 * resolution work", is answered by the passages), and one to {@link SUBJECT_MAX_OTHER_WORDS} of its meaningful words
 * are not the name's.
 */
const namesTermAmongKeywords = (query: readonly string[], name: readonly string[], meaningful: readonly string[]): boolean => {
  if (query.some(isStopWord)) return false;
  const others = meaningful.filter((w) => !name.some((k) => sameIgnoringPlural(k, w))).length;
  return others >= 1 && others <= SUBJECT_MAX_OTHER_WORDS;
};

/**
 * Whether a query asks something of a name it holds only in part (PageMatch.askedOf): words that carry no meaning and
 * are not the name's ("what", "is", "a"), and a word of the name's that carries meaning and is not the query's
 * ("bajoran" of Treaty: Federation/Bajoran in "what is a federation treaty"), in any form of its stem ("asimilate a
 * planet" names Assimilation – Planet, {@link stem}). A name typed with its own small words ("the emissary", "up the"),
 * whole ("what is pinned down"), or from its start, as a card is named without its subtitle ("what does jake sisko
 * do": Jake Sisko, Temporal Anchor), is not.
 */
export const askedAbout = (query: readonly string[], name: readonly string[]): boolean =>
  query.some((w) => isStopWord(w) && !name.includes(w)) &&
  !startsTheName(query, name) &&
  name.some((k) => !isStopWord(k) && !query.some((w) => holds(k, w) || sameIgnoringPlural(k, w) || stem(k) === stem(w)));

/** Whether the query's words that carry meaning are the first of the name's, in order ("kivas fajo" of Kivas Fajo – Collector). */
const startsTheName = (query: readonly string[], name: readonly string[]): boolean => {
  const asked = query.filter((w) => !isStopWord(w));
  const named = name.filter((k) => !isStopWord(k));
  return asked.length > 0 && asked.length <= named.length && asked.every((w, i) => holds(named[i]!, w));
};

/** Whether a name's words are the query's, each in some form of its stem ("probing" for "probe"), in any order. */
const sameStems = (name: readonly string[], query: readonly string[]): boolean =>
  query.length > 0 && name.length === query.length && query.every((w) => name.some((k) => stem(k) === stem(w)));
