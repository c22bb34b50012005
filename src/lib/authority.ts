/**
 * Which passage stands where documents disagree, decided by the edition's precedence (reviewed data:
 * scripts/ingest/authority.ts, written to content/documents/ by the ingest). One function decides every "stands"
 * verdict on the site — /disagreements/, the superseded marks on the pages and the walkthroughs' tensions — so
 * changing the precedence changes them all. A verdict that departs from the precedence must say why.
 */
import { SiteError } from './errors.ts';
import type { DocumentRecord } from '../schemas/documents.ts';

/** What a document is, as far as deciding rulings goes. */
export const STANDINGS = {
  'rules-compendium': 'Official rules compendium: governs its edition',
  rulebook: 'Official rulebook',
  rulings: 'Official rulings: stand over the rulebook where they speak',
  'community-compilation': 'Community compilation: never governs',
} as const;
export type Standing = keyof typeof STANDINGS;

/**
 * A document as the verdict needs it: its short name ("ST1E Glossary"), its place in its edition's precedence (1
 * governs over 2) and whether it can govern at all (Gray's Digital Edition never does).
 */
export type RankedDocument = Pick<DocumentRecord, 'id' | 'short' | 'rank' | 'governs'>;

/** A verdict written by hand because the precedence alone would decide wrongly; it needs its reason. */
export interface VerdictOverride {
  /** Index of the passage that stands, or null when none does (a description of its time, not a rule). */
  stands: number | null;
  reason: string;
}

export interface Verdict {
  /** Index of the passage that stands, or null when none does. */
  stands: number | null;
  /** Why, in a sentence or two: the precedence rule, or the override's reason. */
  why: string;
  /** Whether the precedence decided it (false: a reviewed override did). */
  byPrecedence: boolean;
}

/** The edition's precedence rule, in a sentence: "The ST1E Glossary stands over the ST1E Rulebook v1.7; …". */
export type PrecedenceRule = string;

/** A verdict that cannot be given: an override without a reason, naming no passage, or agreeing with the precedence. */
export class VerdictError extends SiteError {
  constructor(
    what: string,
    hint = 'fix the override (or its reason) where the disagreement or tension is written: DISAGREEMENTS in scripts/ingest/disagreements.ts, or the walkthrough machine in src/walkthrough/machines/; the precedence itself is PRECEDENCE in scripts/ingest/authority.ts.',
  ) {
    super({ what, hint, message: what });
  }
}

/**
 * The verdict on passages from these documents (in the passages' order). By precedence: the passage of the
 * lowest-ranked governing document stands. An override replaces that, but only with a reason, and only when it
 * differs (an override that agrees is noise that would hide a later change of precedence).
 */
export function verdict(documents: readonly RankedDocument[], rule: PrecedenceRule, override?: VerdictOverride): Verdict {
  const decided = byPrecedence(documents);
  if (override) {
    if (!override.reason.trim()) throw new VerdictError('An override of the precedence needs its reason.');
    if (override.stands !== null && (override.stands < 0 || override.stands >= documents.length)) {
      throw new VerdictError(`The override names passage ${override.stands}, but there are ${documents.length} (counted from 0).`);
    }
    if (decided.ok && decided.index === override.stands) {
      throw new VerdictError(
        `The override says what the precedence already decides (passage ${override.stands}, ${documents[override.stands]?.short}); remove it.`,
      );
    }
    return { stands: override.stands, why: override.reason, byPrecedence: false };
  }
  if (!decided.ok) throw new VerdictError(decided.problem);
  const winner = documents[decided.index];
  if (!winner) throw new VerdictError(`The precedence chose passage ${decided.index}, but there are ${documents.length}.`);
  const others = [...new Set(documents.filter((d) => d.id !== winner.id).map((d) => d.short))];
  return { stands: decided.index, why: `The ${winner.short} stands over the ${others.join(' and the ')}. ${rule}`, byPrecedence: true };
}

function byPrecedence(documents: readonly RankedDocument[]): { ok: true; index: number } | { ok: false; problem: string } {
  const governing = documents.map((d, index) => ({ d, index })).filter(({ d }) => d.governs);
  if (governing.length === 0)
    return {
      ok: false,
      problem: `None of the documents (${documents.map((d) => d.short).join(', ')}) governs, so none can stand; give a verdict with its reason.`,
    };
  const top = Math.min(...governing.map(({ d }) => d.rank));
  const first = governing.filter(({ d }) => d.rank === top);
  const [chosen, second] = first;
  if (!chosen) return { ok: false, problem: 'No governing document has the highest rank.' };
  if (second)
    return {
      ok: false,
      problem: `Two passages come from the ${chosen.d.short}, the highest-ranked document here: the precedence cannot choose between them; give a verdict with its reason.`,
    };
  return { ok: true, index: chosen.index };
}
