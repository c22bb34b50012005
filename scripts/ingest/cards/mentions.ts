/**
 * Step 5a: a card's mentions, the places where its names were found: one per document line, with the most
 * specific pattern that found it there (an erratum heading before "reads:" before a bare name), in document order.
 * A name that stands inside a longer name of another card on the same stretch of text ("Bajoran Wormhole" in
 * "Bajoran Wormhole: Mirror Universe") is no mention of its own: the longer card is what the text names.
 */
import type { CardDraft } from './verdicts.ts';
import { docOrder, PATTERNS, type Candidate, type CardMention, type Pattern } from './types.ts';

/** A pattern's rank: the earlier in PATTERNS, the more specific. */
const priority = (p: Pattern): number => PATTERNS.indexOf(p);

/** The candidates that stand inside a longer kept name of another card in the same segment. */
export function containedCandidates(drafts: readonly CardDraft[]): Set<Candidate> {
  type Spanned = { c: Candidate; span: NonNullable<Candidate['span']>; card: CardDraft };
  const bySegment = new Map<number, Spanned[]>();
  for (const card of drafts) {
    for (const c of card.found) {
      if (!c.span) continue;
      const list = bySegment.get(c.span.segment) ?? [];
      if (list.length === 0) bySegment.set(c.span.segment, list);
      list.push({ c, span: c.span, card });
    }
  }
  const contained = new Set<Candidate>();
  for (const list of bySegment.values()) {
    for (const a of list) {
      const inside = list.some(
        (b) => b.card !== a.card && b.span.start <= a.span.start && a.span.end <= b.span.end && b.span.end - b.span.start > a.span.end - a.span.start,
      );
      if (inside) contained.add(a.c);
    }
  }
  return contained;
}

/** One mention per document line, the most specific pattern winning, sorted by document and line. */
export function mentionsOf(found: readonly Candidate[]): CardMention[] {
  const best = new Map<string, Candidate>();
  for (const c of found) {
    const k = `${c.document}:${c.line}`;
    const m = best.get(k);
    if (!m || priority(c.pattern) < priority(m.pattern)) best.set(k, c);
  }
  return [...best.values()]
    .sort((a, b) => docOrder(a.document) - docOrder(b.document) || a.line - b.line)
    .map((c) => ({ document: c.document, line: c.line, pattern: c.pattern }));
}
