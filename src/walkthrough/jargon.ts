/**
 * The walkthrough's jargon, linked to the glossary of its edition: a reviewed list per edition of the words a step's
 * text, question and answers use (in our words, never a quotation) and the glossary entry that explains each. The
 * step stays plain data; the link is added where it is shown (the outline, which the page's script copies), on the
 * first use of a term in each step (its text, then its question, then its answers), so a step is not a thicket of
 * links. An answer is a button, which cannot hold a link: the terms its label uses are listed, linked, under the
 * answers. Abbreviations inside quoted rules ("AP", "OP") are never touched: the citation says what they stand for,
 * beside the quotation, linked to the passage that defines them. The build checks the lists (`jargonProblems`): an
 * entry that is renamed or loses its anchor fails it, and so does a term no step uses any more.
 */
import { refUrl } from '../lib/urls.ts';
import type { EntryLookup } from './citations.ts';
import type { Machine, State } from './schema.ts';

export interface Term {
  /** The forms the steps use, as a regular expression matched case-insensitively as whole words. */
  words: string;
  /** The glossary entry, named as a `:ref` target names it: "glossary/1e/nullify". */
  entry: string;
  /** A paragraph of that entry, where the term is explained inside a longer one. Default: the entry's page. */
  anchor?: string;
}

/** Per edition of the machine ("1E", "2E"). Reviewed: each entry is the one that defines the term as the step uses it. */
export const JARGON: Record<string, readonly Term[]> = {
  '1E': [
    { words: 'nullif(?:y|ies|ied|ier|iers|ying)', entry: 'glossary/1e/nullify' },
    { words: 'mis-?seed(?:s|ed)?', entry: 'glossary/1e/mis-seed' },
    // The Glossary has no "Q-Flash" entry: its Q-Continuum side deck entry says what encountering a Q-Flash does.
    { words: 'Q-Flash(?:es)?', entry: 'glossary/1e/q-continuum-side-deck' },
    { words: 'cure[sd]?', entry: 'glossary/1e/dilemma-resolution', anchor: 'p-when-a-dilemma-has-an-effect' },
    { words: 'combo dilemmas?', entry: 'glossary/1e/combo-dilemma' },
    { words: 'artifacts?', entry: 'glossary/1e/artifact' },
    { words: 'stopped', entry: 'glossary/1e/stopped' },
    { words: 'Away Teams?', entry: 'glossary/1e/away-team-and-crew' },
    { words: 'encounter(?:s|ed)?', entry: 'glossary/1e/encountered' },
    { words: 'dual-icon missions?', entry: 'glossary/1e/dual-icon-missions' },
    { words: 'bonus point area', entry: 'glossary/1e/bonus-point-area' },
    { words: 'point box', entry: 'glossary/1e/point-box' },
    { words: 'Q-icon', entry: 'glossary/1e/q-icon-cards' },
    // The verb ("may interrupt it"), as the steps use it: how an action interrupts another, not the card type.
    { words: 'interrupt', entry: 'glossary/1e/actions-interrupting' },
    { words: 'disabled', entry: 'glossary/1e/disabled' },
    { words: 'landed ships?', entry: 'glossary/1e/landed-ships' },
    { words: 'decloak', entry: 'glossary/1e/cloaking-and-phasing' },
    { words: 'trigger', entry: 'glossary/1e/dilemma-resolution', anchor: 'p-triggers-a-trigger-is-an-element' },
    { words: 'bonus points', entry: 'glossary/1e/bonus-point-area' },
    { words: 'bottom seed card', entry: 'glossary/1e/bottom-seed-card' },
    { words: 'suspends play', entry: 'glossary/1e/suspends-play' },
    { words: 'assimilated planet', entry: 'glossary/1e/assimilation-planet', anchor: 'p-if-your-survey-drone-sixteen-of' },
    { words: 'spaceline', entry: 'glossary/1e/spaceline' },
  ],
  '2E': [
    { words: 'stopped', entry: 'glossary/2e/stopped' },
    { words: 'facing', entry: 'glossary/2e/dilemmas', anchor: 'p-each-of-your-personnel-involved-in' },
    { words: 'reveal(?:s|ed)?', entry: 'glossary/2e/reveal' },
    { words: 'skills?', entry: 'glossary/2e/skills' },
    // The steps' "triggers" are response actions' triggers ("When … about to draw dilemmas" triggers).
    { words: 'triggers?', entry: 'glossary/2e/actions', anchor: 'p-the-game-text-of-a-response' },
    { words: 'overcome', entry: 'glossary/2e/dilemmas', anchor: 'p-a-dilemma-being-placed-beneath-a' },
  ],
};

/** An abbreviation a quoted rule uses, and the passage of the same document that defines it. */
export interface Abbreviation {
  /** As the rule writes it: "AP". */
  abbr: string;
  /** What it stands for, as the defining passage spells it: "Active player". */
  means: string;
  /** The defining passage, named as a citation names it. */
  entry: string;
  anchor: string;
}

/** Per edition. Reviewed: each `means` is the defining passage's own words. */
export const ABBREVIATIONS: Record<string, readonly Abbreviation[]> = {
  '2E': [
    { abbr: 'AP', means: 'Active player', entry: 'rulings/2e/attempting-missions', anchor: 'p-active-player-ap-begins-a-mission' },
    { abbr: 'OP', means: 'Opponent', entry: 'rulings/2e/attempting-missions', anchor: 'p-b-opponent-op-draws-dilemmas-from' },
  ],
};

/** The abbreviations a quotation uses, each with its link: "AP" in "a. AP announces where …". */
export function abbreviationsIn(quote: string, edition: string): Array<Abbreviation & { href: string }> {
  return (ABBREVIATIONS[edition] ?? [])
    .filter((a) => new RegExp(`(?<![\\p{L}\\p{N}])${a.abbr}(?![\\p{L}\\p{N}])`, 'u').test(quote))
    .map((a) => ({ ...a, href: `${refUrl(a.entry)}#${a.anchor}` }));
}

/** A piece of a step's text: plain words, or a term with its link. */
export type Piece = string | { text: string; href: string };

const patternOf = (t: Term) => new RegExp(`(?<![\\p{L}\\p{N}-])(?:${t.words})(?![\\p{L}\\p{N}-])`, 'iu');

/** The href of a term: the entry's page, at its paragraph if it names one. */
export const termHref = (t: Term): string => `${refUrl(t.entry)}${t.anchor ? `#${t.anchor}` : ''}`;

/**
 * A step's text in pieces, each term of the list linked at its first use (the text's own words are kept as they are).
 * Words inside “…” are left alone: there the step quotes card text or a trigger ("“When … about to be revealed”").
 */
export function linkTerms(text: string, terms: readonly Term[], used: Set<Term> = new Set()): Piece[] {
  const pieces: Piece[] = [];
  const left = terms.filter((t) => !used.has(t)).map((t) => ({ t, re: patternOf(t) }));
  for (const part of text.split(/(“[^”]*”)/)) {
    if (part.startsWith('“')) {
      pieces.push(part);
      continue;
    }
    let rest = part;
    for (;;) {
      let best: { index: number; length: number; t: Term; i: number } | undefined;
      left.forEach(({ t, re }, i) => {
        const m = re.exec(rest);
        if (m && (!best || m.index < best.index)) best = { index: m.index, length: m[0].length, t, i };
      });
      if (!best) break;
      if (best.index > 0) pieces.push(rest.slice(0, best.index));
      pieces.push({ text: rest.slice(best.index, best.index + best.length), href: termHref(best.t) });
      rest = rest.slice(best.index + best.length);
      used.add(best.t);
      left.splice(best.i, 1);
    }
    if (rest) pieces.push(rest);
  }
  // Neighbouring plain pieces joined, so the text reads as one string where nothing is linked.
  return pieces.reduce<Piece[]>((out, p) => {
    const last = out.at(-1);
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else if (p !== '') out.push(p);
    return out;
  }, []);
}

/** A step's words with their terms linked: each term at its first use in the text, the question, then the answers. */
export interface StepLinks {
  text: Piece[];
  question: Piece[];
  /** The terms first used in the answers' labels, in order, each once (shown under the answers). */
  answers: Array<{ text: string; href: string }>;
}

export function linkStep(state: Pick<State, 'text' | 'question' | 'answers'>, terms: readonly Term[]): StepLinks {
  const used = new Set<Term>();
  const text = linkTerms(state.text, terms, used);
  const question = state.question ? linkTerms(state.question, terms, used) : [];
  const answers = state.answers.flatMap((a) => linkTerms(a.label, terms, used).filter((p): p is { text: string; href: string } => typeof p !== 'string'));
  return { text, question, answers };
}

/**
 * The problems of an edition's list: an entry that does not exist or is not in the edition's glossary, an anchor its
 * entry does not have, and a term that no step's text uses (a stale line of the list).
 */
export async function jargonProblems(machine: Machine, lookup: EntryLookup, terms: readonly Term[] = JARGON[machine.edition] ?? []): Promise<string[]> {
  const problems: string[] = [];
  const glossary = `glossary/${machine.edition.toLowerCase()}/`;
  for (const t of terms) {
    const where = `jargon "${t.words}" (${t.entry}${t.anchor ? `#${t.anchor}` : ''})`;
    if (!t.entry.startsWith(glossary)) {
      problems.push(`${where}: link a term to the ${machine.edition} Glossary ("${glossary}…").`);
      continue;
    }
    const entry = await lookup(t.entry);
    if (!entry) {
      problems.push(`${where}: the entry "${t.entry}" does not exist. Was it renamed? Name it as a :ref target does.`);
      continue;
    }
    if (t.anchor && !entry.anchors.some((a) => a.id === t.anchor)) problems.push(`${where}: "${t.entry}" has no paragraph "${t.anchor}".`);
    // Used means linked somewhere: a term that appears only inside a quotation (“…”) links nowhere.
    if (
      !machine.states.some((s) => {
        const l = linkStep(s, [t]);
        return l.answers.length > 0 || [...l.text, ...l.question].some((p) => typeof p !== 'string');
      })
    ) {
      problems.push(`${where}: no step's text, question or answer uses this term. Remove it from the list.`);
    }
  }
  for (const a of ABBREVIATIONS[machine.edition] ?? []) {
    const where = `abbreviation "${a.abbr}" (${a.entry}#${a.anchor})`;
    const entry = await lookup(a.entry);
    const passage = entry?.anchors.find((x) => x.id === a.anchor)?.text;
    if (passage === undefined)
      problems.push(
        `${where}: ${entry ? `"${a.entry}" has no paragraph "${a.anchor}"` : `the entry "${a.entry}" does not exist`}. Name the passage that defines it.`,
      );
    else if (!passage.includes(`${a.means} (${a.abbr})`))
      problems.push(`${where}: the passage does not define it as "${a.means} (${a.abbr})". It reads: "${passage.slice(0, 120)}"`);
  }
  return problems;
}
