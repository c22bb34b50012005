/**
 * Step 4a: the verdicts. Every name the review (cards.review.ts) or a 2E erratum speaks of gets one verdict, by
 * edition and normalised name: kept as the title of a card, as another name of one (an alias, or a mention only),
 * or rejected with a reason. Each 2E erratum's card is kept by rule, its printed title an alias. One name with two
 * different verdicts stops the import: the review would be ambiguous, and which one won would depend on order.
 */
import { SiteError } from '../../../src/lib/errors.ts';
import { must } from '../../../src/lib/must.ts';
import { EDITIONS, type Edition } from '../../../src/lib/vocab.ts';
import { normalizeName } from '../../../src/lib/names.ts';
import type { RejectReason, ReviewedCard } from '../cards.review.ts';
import type { ErratumSummary } from './inputs.ts';
import type { Candidate } from './types.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/** The review key of a name: edition and normalised name (case, quotes, dashes, diacritics fold). */
export const reviewKey = (edition: Edition, name: string): string => `${edition}|${normalizeName(name)}`;

/** The reviewed data (cards.review.ts CARDS and REJECTED). */
export interface CardReview {
  cards: Readonly<Record<Edition, readonly ReviewedCard[]>>;
  rejected: Readonly<Record<Edition, Partial<Record<RejectReason, readonly string[]>>>>;
}

/** A card in the making: what the review and the errata say of it, and the candidates found for it. */
export interface CardDraft {
  edition: Edition;
  title: string;
  /** Names the review gives as aliases (`also`) and the erratum's printed title. */
  also: string[];
  /** Keys of names that lead here without becoming aliases. */
  mentionOnly: Set<string>;
  /** Places ("document:line") where its names mean something else. */
  notAt: Set<string>;
  erratum: boolean;
  reviewed: boolean;
  found: Candidate[];
}

export type Verdict = { card: CardDraft; alias: boolean; fromReview: boolean } | { rejected: RejectReason };

/** Candidates that the review has no verdict on: the import stops and names each one. */
export class UnreviewedCandidatesError extends SiteError {
  readonly candidates: Candidate[];
  constructor(candidates: Candidate[]) {
    const byName = new Map<string, Candidate[]>();
    for (const c of candidates) {
      const k = `${c.edition} “${c.name}”`;
      const list = byName.get(k);
      if (list) list.push(c);
      else byName.set(k, [c]);
    }
    const lines = [...byName].map(([k, cs]) => `  ${k}: ${cs.map((c) => `${c.document}:${c.line} (${c.pattern})`).join(', ')}`);
    const what = `cards: ${byName.size} candidate name${byName.size === 1 ? '' : 's'} without a verdict in scripts/ingest/cards.review.ts`;
    const hint =
      'add each to CARDS in scripts/ingest/cards.review.ts, as a title or in "also" of its card, or to REJECTED with a reason; then run npm run ingest again.';
    super({
      what,
      where: { file: 'scripts/ingest/cards.review.ts' },
      hint,
      messageHasHint: true,
      message: `${what} (add each to CARDS, as a title or in "also" of its card, or to REJECTED with a reason):\n${lines.join('\n')}\n  Hint: ${hint}`,
    });
    this.candidates = candidates;
  }
}

/** The verdict on every reviewed name and erratum name, and the cards they make (errata first, then by edition). */
export function reviewVerdicts(review: CardReview, errata: readonly ErratumSummary[]): { verdicts: Map<string, Verdict>; drafts: CardDraft[] } {
  const verdicts = new Map<string, Verdict>();
  const drafts: CardDraft[] = [];
  const conflict = (key: string, what: string): never => {
    const v = must(verdicts.get(key), `the verdict on ${key} this one conflicts with`);
    const was = 'rejected' in v ? `rejected as ${v.rejected}` : `kept as “${v.card.title}”`;
    throw reviewedFault('cards.review.ts', `cards.review.ts: ${key.replace('|', ' ')} is ${what}, but is already ${was}.`, {
      entry: key.replace('|', ' '),
      hint: 'keep one verdict for this name in scripts/ingest/cards.review.ts (remove the other), then run npm run ingest.',
    });
  };
  const setVerdict = (key: string, v: Verdict, what: string) => {
    const old = verdicts.get(key);
    if (old && !('rejected' in old) && !('rejected' in v) && old.card === v.card) {
      if (v.fromReview) verdicts.set(key, { ...old, fromReview: true });
      return;
    }
    if (old) conflict(key, what);
    verdicts.set(key, v);
  };

  // The 2E errata: each erratum's card is a card, its printed title an alias.
  for (const e of errata) {
    const card: CardDraft = {
      edition: '2E',
      title: e.card,
      also: e.printedTitle ? [e.printedTitle] : [],
      mentionOnly: new Set(),
      notAt: new Set(),
      erratum: true,
      reviewed: false,
      found: [],
    };
    drafts.push(card);
    setVerdict(reviewKey('2E', e.card), { card, alias: false, fromReview: false }, `the card of the erratum ${e.id}`);
    if (e.printedTitle) setVerdict(reviewKey('2E', e.printedTitle), { card, alias: true, fromReview: false }, `the printed title of the erratum ${e.id}`);
  }
  // The reviewed cards.
  for (const edition of EDITIONS) {
    for (const r of review.cards[edition]) {
      const key = reviewKey(edition, r.title);
      const existing = verdicts.get(key);
      let card: CardDraft;
      if (existing && !('rejected' in existing) && existing.card.erratum) {
        card = existing.card;
        card.reviewed = true;
        verdicts.set(key, { ...existing, fromReview: true });
      } else {
        card = { edition, title: r.title, also: [], mentionOnly: new Set(), notAt: new Set(r.notAt ?? []), erratum: false, reviewed: true, found: [] };
        drafts.push(card);
        setVerdict(key, { card, alias: false, fromReview: true }, `the title of a reviewed card`);
      }
      for (const a of r.also ?? []) {
        card.also.push(a);
        setVerdict(reviewKey(edition, a), { card, alias: true, fromReview: true }, `another name of “${r.title}”`);
      }
      for (const m of r.mentionOnly ?? []) {
        card.mentionOnly.add(reviewKey(edition, m));
        setVerdict(reviewKey(edition, m), { card, alias: false, fromReview: true }, `a mention of “${r.title}”`);
      }
    }
    for (const [reason, names] of Object.entries(review.rejected[edition]) as Array<[RejectReason, readonly string[]]>) {
      for (const n of names) setVerdict(reviewKey(edition, n), { rejected: reason }, `rejected as ${reason}`);
    }
  }
  return { verdicts, drafts };
}
