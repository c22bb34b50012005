/**
 * Ranking passages (step 4 of engine.ts): a passage's score adds up its best match for each concept of the query,
 * weighted by how rare the concept is, times the share of the query it covers, times a bonus for holding the
 * concepts close together. Passages holding every concept come first; when none does, the list is "relaxed".
 */
import type { RankedPassage } from './engine.ts';

/** How rare a concept is among the passages: a concept few passages hold counts for more. */
export const idf = (total: number, holding: number): number => Math.log(1 + total / (holding + 1));

/** How much of the query a passage must hold to rank: a passage's score is multiplied by its cover to this power. */
export const COVER_EXPONENT = 1;
/** How much holding the query's words close together adds (at most): "Federation forces cannot attack" beats a
 * passage naming the Federation at its start and attacks at its end. */
export const PROXIMITY_WEIGHT = 0.5;

/**
 * How close together a passage holds the concepts it matches, from 0 (far apart, or one concept) to 1 (side by
 * side): the mean over pairs of concepts of 1 / (1 + gap / 3), the gap being the fewest words between them.
 */
export function proximity(positions: ReadonlyArray<readonly number[]>): number {
  const lists = positions.filter((p) => p.length > 0);
  if (lists.length < 2) return 0;
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < lists.length; i++) {
    for (let j = i + 1; j < lists.length; j++) {
      let best = Infinity;
      for (const a of lists[i]!) for (const b of lists[j]!) best = Math.min(best, Math.abs(a - b));
      sum += 1 / (1 + Math.max(0, best - 1) / 3);
      pairs++;
    }
  }
  return sum / pairs;
}

/**
 * Scores passages for a set of concepts, given each concept's hits: the sum of each concept's best weighted score,
 * times the share of the query (weighing rare concepts more) the passage covers to {@link COVER_EXPONENT}, times
 * a bonus for holding the concepts close together.
 */
export function rank(
  total: number,
  perConcept: ReadonlyArray<ReadonlyMap<string, { score: number; words: readonly number[] }>>,
): { passages: RankedPassage[]; relaxed: boolean } {
  const searched = perConcept.filter((m) => m.size > 0);
  const weights = searched.map((m) => idf(total, m.size));
  const all = weights.reduce((a, b) => a + b, 0);
  const byId = new Map<string, { score: number; cover: number; positions: number[][]; matched: number; order: number }>();
  searched.forEach((hits, c) => {
    let max = 0;
    for (const h of hits.values()) max = Math.max(max, h.score);
    for (const [id, h] of hits) {
      let p = byId.get(id);
      if (!p) {
        p = { score: 0, cover: 0, positions: [], matched: 0, order: byId.size };
        byId.set(id, p);
      }
      p.score += weights[c]! * (h.score / max);
      p.cover += weights[c]!;
      p.matched++;
      p.positions.push([...h.words]);
    }
  });
  const passages = [...byId.entries()]
    .map(([id, p]) => ({
      id,
      score: p.score * (all > 0 ? (p.cover / all) ** COVER_EXPONENT : 1) * (1 + PROXIMITY_WEIGHT * proximity(p.positions)),
      words: [...new Set(p.positions.flat())],
      matched: p.matched,
      cover: all > 0 ? p.cover / all : 1,
      order: p.order,
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...p }) => p);
  const relaxed = searched.length > 1 && !passages.some((p) => p.matched === searched.length);
  return { passages, relaxed };
}
