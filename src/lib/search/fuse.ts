/**
 * Fusing the two rankings of a query (step 6 of engine.ts's steps, once the semantic layer is loaded): the lexical one
 * (Pagefind, with the thesaurus, spelling and the search aids' field) and the semantic one (the static embedding
 * model's cosine similarity). Weighted reciprocal rank fusion: a passage scores
 *
 *     lexical / (k + its lexical rank)  +  semantic / (k + its semantic rank)
 *
 * over the first `depth` of each list, so a passage both find comes first, and one only meaning finds can still rise
 * when the words found little. Ranks, not scores, are fused: Pagefind's scores and cosine similarities are on scales
 * that cannot be added (Bruch et al., "An Analysis of Fusion Functions for Hybrid Retrieval", ACM TOIS 2023, find a
 * tuned score sum a little better, at the cost of a normalisation per query; ranks need none).
 *
 * The weights are set on the TUNE part of the golden set (`npm run search:tune`), never on the sealed TEST part.
 */
import type { Concept } from './engine.ts';

export interface FusionWeights {
  /** Rank damping: a larger k flattens the difference between ranks 1 and 10. */
  k: number;
  lexical: number;
  semantic: number;
  /** How many of each list take part. */
  lexicalDepth: number;
  semanticDepth: number;
  /** A passage only meaning finds must be at least this similar to the query (cosine) to take part. */
  minSimilarity: number;
  /**
   * When the lexical list's first passage holds every concept of the query (the reader typed the documents' words),
   * the lexical weight is multiplied by this: keyword lookups must not get worse.
   */
  exactBoost: number;
  /**
   * How much a result of the site's own pages (a walkthrough step, a disagreement, a comparison) counts against a
   * document's passage: they are searchable, but the rules come first.
   */
  siteRecord: number;
  /**
   * The second look at the first {@link FusionWeights.secondLookDepth} fused passages ({@link secondLook}): a passage
   * that holds at most this share of the query, its concepts weighed by their rarity (`cover`, rank.ts) — none of
   * them (found by meaning alone), or only its commonest words ("card" of "is dyson sphere door an official decipher
   * card") — counts {@link FusionWeights.slightMatch} of its fused score.
   */
  slightCover: number;
  slightMatch: number;
  secondLookDepth: number;
  /**
   * A long query the lexical list answers only in part: with at least {@link FusionWeights.longConcepts} concepts, and
   * the lexical list's first passage holding at most {@link FusionWeights.partialCover} of the query (its concepts
   * weighed by their rarity, `cover`, rank.ts), the semantic weight is multiplied by {@link FusionWeights.longPartial}.
   * A player describing what happens at the table in a sentence types many words the rules do not use, and the
   * passage that holds most of the rest is often one that shares their commonest words, not the answer.
   */
  longConcepts: number;
  partialCover: number;
  longPartial: number;
}

/**
 * Set on TUNE (`npm run search:tune -- --grid`: k 3–20, semantic 0.7–3, minimum similarity 0.1–0.4, exact boost
 * 1–2.5, the site's own records 0.25–0.5), with the model adapted to the search aids (models/minilm-static-v2/, which
 * made the semantic layer alone find 584 of TUNE's 662 in the first three, against 471 for the distilled model and 561
 * for lexical search): these answer 620 in the first three (MRR 0.866), within one of the best (a similarity floor of
 * 0.1, no floor to speak of), against 597 with the weights set for the distilled model. The semantic list now weighs
 * more than the lexical one, and a complete lexical match needs no boost: keyword lookups are 83 of 83 either way.
 * A depth of 10 lexical passages does as well as 20 and asks Pagefind for half the records' data, which the reader's
 * phone fetches as they type.
 */
export const FUSION: FusionWeights = {
  k: 5,
  lexical: 1,
  semantic: 1.2,
  lexicalDepth: 10,
  semanticDepth: 40,
  minSimilarity: 0.2,
  exactBoost: 1,
  siteRecord: 0.25,
  slightCover: 0.1,
  slightMatch: 0.75,
  secondLookDepth: 20,
  longConcepts: 5,
  partialCover: 0.7,
  longPartial: 1.25,
};

export interface LexicalHit {
  key: string;
  /** Whether it holds every concept of the query. */
  complete: boolean;
  words: readonly number[];
}

export interface SemanticHit {
  key: string;
  similarity: number;
}

export interface Fused {
  key: string;
  score: number;
  /** 1-based ranks in each list, where it was in it. */
  lexicalRank?: number;
  semanticRank?: number;
  words: readonly number[];
}

/**
 * The fused order of both lists (each best first); ties keep the lexical order. `siteRecord` tells a result of the
 * site's own pages by its key (semantic-records.ts, isSiteRecord), which counts `w.siteRecord` as much.
 */
export function fuse(
  lexical: readonly LexicalHit[],
  semantic: readonly SemanticHit[],
  w: FusionWeights = FUSION,
  siteRecord: (key: string) => boolean = () => false,
  semanticW: number = w.semantic,
): Fused[] {
  const out = new Map<string, Fused>();
  const exact = lexical[0]?.complete === true;
  const lw = w.lexical * (exact ? w.exactBoost : 1);
  lexical.slice(0, w.lexicalDepth).forEach((h, i) => {
    out.set(h.key, { key: h.key, score: lw / (w.k + i + 1), lexicalRank: i + 1, words: h.words });
  });
  semantic
    .filter((h) => h.similarity >= w.minSimilarity)
    .slice(0, w.semanticDepth)
    .forEach((h, i) => {
      const s = semanticW / (w.k + i + 1);
      const prev = out.get(h.key);
      if (prev) {
        prev.score += s;
        prev.semanticRank = i + 1;
      } else out.set(h.key, { key: h.key, score: s, semanticRank: i + 1, words: [] });
    });
  for (const f of out.values()) if (siteRecord(f.key)) f.score *= w.siteRecord;
  return [...out.values()].sort(
    (a, b) => b.score - a.score || (a.lexicalRank ?? Infinity) - (b.lexicalRank ?? Infinity) || (a.semanticRank ?? Infinity) - (b.semanticRank ?? Infinity),
  );
}

/**
 * The semantic list's weight for a query: {@link FusionWeights.semantic}, times {@link FusionWeights.longPartial} for a
 * long query (at least {@link FusionWeights.longConcepts} concepts) whose lexical first passage holds at most
 * {@link FusionWeights.partialCover} of it. Measured 29 November 2026 (search:tune, TUNE split in LOOK, whose misses were
 * read, and CHECK, the retired sealed parts 5–8, judged by their totals only): LOOK 1,044 → 1,045 of 1,075 in the first
 * three (MRR 0.890 → 0.891), CHECK 553 → 554 of 574 (MRR 0.883 → 0.887; 9 lookups up, 1 down), paraphrases one more in
 * each, no kind fewer (with the box on All: LOOK 983 → 985, CHECK 521 → 524). Long queries weighed so whatever their
 * lexical first passage holds, or any query whose first passage holds little, did no better on LOOK
 * (reports/search-ranking.md).
 */
export function semanticWeight(lexical: readonly { cover?: number; matched?: number; compared?: true }[], concepts: number, w: FusionWeights = FUSION): number {
  // The first passage the lexical ranking put first: a compared document's best passage is first by rule, not by rank.
  const winner = lexical.find((p) => !p.compared);
  const partial = winner !== undefined && coverOf(winner) <= w.partialCover;
  return concepts >= w.longConcepts && partial ? w.semantic * w.longPartial : w.semantic;
}

/** The share of the query a passage holds (LexicalPassage.cover); unknown: none when it holds no concept, else all. */
function coverOf(p: { cover?: number; matched?: number }): number {
  return p.cover ?? (p.matched === 0 ? 0 : 1);
}

/** A passage of the lexical outcome, by its Pagefind id. */
export interface LexicalPassage {
  id: string;
  score: number;
  words: readonly number[];
  matched: number;
  /** The share of the query it holds, its concepts weighed by their rarity (rank.ts); unknown: taken as none when it holds no concept, else all. */
  cover?: number;
  /** The best passage of a document the query compares with another (engine.ts, comparedFirst): kept first. */
  compared?: true;
}

/**
 * The second look at the first fused passages, with what the first pass leaves out: how much of the query each
 * holds. The fusion sees only the first {@link FusionWeights.lexicalDepth} lexical passages, so a passage found by
 * meaning alone stands there level with one that holds most of the query's words but ranked lower among them; the
 * lexical outcome knows of every passage Pagefind found the share of the query it holds (`cover`, over its text,
 * title and search aids' questions, each concept weighed by its rarity). A passage holding at most
 * {@link FusionWeights.slightCover} of it counts {@link FusionWeights.slightMatch} of its score: the static model's
 * nearest records to a query include passages near to many queries (the Tribbles card type, a long list of
 * examples), which share no word with it, or only its commonest. Set on TUNE (`npm run search:tune`, docs/search.md:
 * three more lookups answered in the first three with the box on the asker's edition, two more on All, no part or
 * kind fewer; in a replay of TUNE's lists, a share of 0.15 did the same, 0.2 lost a paraphrase, passages holding no
 * concept only one fewer each way, and a factor of 0.7 the same as 0.75). Re-ordering by the share itself (a bonus
 * for holding more of the query) raised the mean reciprocal rank but lost questions and paraphrases, which avoid
 * the rules' words: it is not done. Returns the first `secondLookDepth` re-ordered (the sort is stable: ties keep the fused order), the rest
 * as they were.
 */
export function secondLook<T extends { score: number; matched: number; cover?: number }>(fused: readonly T[], w: FusionWeights = FUSION): T[] {
  const head = fused.slice(0, w.secondLookDepth).map((p) => (coverOf(p) <= w.slightCover ? { ...p, score: p.score * w.slightMatch } : p));
  return [...head.sort((a, b) => b.score - a.score), ...fused.slice(w.secondLookDepth)];
}

/**
 * The passages of a query in fused order, as the engine's RankedPassage list: the fused ones first (their first ones
 * looked at again, {@link secondLook}), then the lexical passages beyond the fusion's depth, as the lexical search
 * ranked them. One kind of id throughout: Pagefind's (src/lib/search/record-ids.ts), which the semantic hits must be
 * given in too.
 */
export function fusedPassages(
  lexical: readonly LexicalPassage[],
  concepts: number,
  semantic: readonly SemanticHit[],
  w: FusionWeights = FUSION,
  siteRecord?: (key: string) => boolean,
): Array<{ id: string; score: number; words: number[]; matched: number; cover?: number; compared?: true }> {
  const lexicalOf = new Map(lexical.map((p) => [p.id, p]));
  const fused = fuse(
    lexical.map((p) => ({ key: p.id, complete: concepts > 0 && p.matched >= concepts, words: p.words })),
    semantic,
    w,
    siteRecord,
    semanticWeight(lexical, concepts, w),
  );
  const inFused = new Set(fused.map((f) => f.key));
  const rest = lexical.filter((p) => !inFused.has(p.id));
  const floor = fused.at(-1)?.score ?? 1;
  return [
    ...comparedUp(
      secondLook(
        fused.map((f) => {
          const l = lexicalOf.get(f.key);
          return {
            id: f.key,
            score: f.score,
            words: [...f.words],
            matched: l?.matched ?? 0,
            ...(l?.cover === undefined ? {} : { cover: l.cover }),
            ...(l?.compared ? { compared: l.compared } : {}),
          };
        }),
        w,
      ),
    ),
    ...rest.map((p, i) => ({
      id: p.id,
      score: floor / (2 + i),
      words: [...p.words],
      matched: p.matched,
      ...(p.cover === undefined ? {} : { cover: p.cover }),
    })),
  ];
}

/**
 * A query comparing documents (engine.ts, comparedFirst): the best passage of each document it names comes right after
 * the first fused passage, so that the first results show each side; the rest keep their fused order. Returns a new
 * order.
 */
export function comparedUp<T extends { compared?: true }>(fused: readonly T[]): T[] {
  const heads = fused.slice(1).filter((p) => p.compared);
  if (heads.length === 0) return [...fused];
  return [...fused.slice(0, 1), ...heads, ...fused.slice(1).filter((p) => !p.compared)];
}

/**
 * What the semantic layer is asked: the query as searched (corrected, the edition's words left out), with the rule
 * terms of the table talk it holds (table-talk.ts, withTableTalk).
 */
export const semanticQuery = (outcome: { correctedText?: string; parsed: { text: string }; concepts: readonly Concept[] }): string =>
  withTableTalk(outcome.correctedText ?? outcome.parsed.text, outcome.concepts);

/**
 * The text with the rule term of each piece of table talk its concepts hold added after it: "fistfight between my crew
 * and theirs who comes out on top" is embedded with "combat higher total". The static model knows a word by what it
 * meant where it was trained, so a description of what happens at the table lands near passages about something
 * else; the rule term moves it toward the rule's own passages. Only table talk, in the edition the query is searched
 * in (plan() has already left the other edition's out): the thesaurus's everyday words and the Glossary's aliases,
 * added the same way, lowered TUNE (measured 29 November 2026).
 */
export function withTableTalk(text: string, concepts: readonly Pick<Concept, 'alternatives'>[]): string {
  const terms: string[] = [];
  for (const concept of concepts)
    for (const alternative of concept.alternatives) if (alternative.talk && !terms.includes(alternative.query)) terms.push(alternative.query);
  return terms.length > 0 ? `${text} ${terms.join(' ')}` : text;
}

/**
 * Whether a query's results take the semantic layer's in: not when none of its words is one the site holds (the
 * layer finds something near any string — "xyzzy" is 0.67 similar to a walkthrough step — so a query the words
 * cannot place gets "No results", not guesses), and not when it quotes a phrase (the reader asked for those words).
 */
export const fusesMeaning = (outcome: { concepts: readonly unknown[]; parsed: { phrases: readonly string[] } }): boolean =>
  outcome.concepts.length > 0 && outcome.parsed.phrases.length === 0;
