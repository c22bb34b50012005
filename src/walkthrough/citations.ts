/**
 * Every step of the walkthrough cites the rule that decides it. This module checks those citations against the
 * content — the entry exists, the anchor is one of its paragraphs, the quotation is that paragraph's own words — and
 * resolves them to links. `checkWalkthrough` is the one check: the pages run it at build time (entries from
 * astro:content) and the unit tests run it on content/ read from disk, so both fail on the same problems.
 */
import type { DocumentRecord } from '../schemas/documents.ts';
import { refUrl } from '../lib/urls.ts';
import { logicProblems, type Logic } from './interpreter.ts';
import { graphProblems, machineSchema, parseMachine, WalkthroughError, type Citation, type Machine, type State, type Tension } from './schema.ts';
import { verdict, type Verdict } from '../lib/authority.ts';
import { abbreviationsIn, JARGON, jargonProblems, linkStep, linkTerms, type Abbreviation, type Piece, type StepLinks } from './jargon.ts';
import { pointerProblems } from './pointers.ts';
import { squash } from '../lib/fold.ts';
import { bug } from '../lib/errors.ts';

/**
 * What the check needs to know of a cited entry, with its document's standing (`official`: false for Gray's Digital
 * Edition; `rank` and `governs`: its place in its edition's precedence, as content/documents/ has them).
 */
export interface EntryText extends Pick<DocumentRecord, 'official' | 'rank' | 'governs'> {
  /** The page's title: "dilemma resolution", "ATTEMPTING MISSIONS". */
  title: string;
  /** The page's paragraph anchors and their text, in order (the linking pass, content/links/pages.json). */
  anchors: ReadonlyArray<{ id: string; text: string }>;
  /** The document's short name: "ST1E Glossary". */
  document: string;
  /** The document's id. */
  documentId: string;
}

/** A cited entry by its key ("glossary/1e/dilemma-resolution"), or undefined if there is none. */
export type EntryLookup = (entry: string) => Promise<EntryText | undefined> | EntryText | undefined;

export interface ResolvedCitation extends Citation {
  /** The quotation as shown: with "…" before or after it where it starts or ends inside the passage. */
  shown: string;
  /** The passage's URL: the entry's page and the anchor. */
  href: string;
  /** The cited page's title. */
  title: string;
  document: string;
  official: boolean;
  /** Abbreviations the quotation uses ("AP"), each with what it stands for and the passage that defines it. */
  abbreviations: Array<Abbreviation & { href: string }>;
}

/** Where the check looks things up: cited entries, the disagreements a tension may name, the precedence rule. */
export interface Sources {
  entry: EntryLookup;
  /** A disagreement of /disagreements/ by id: the document of its standing passage (null: none stands); undefined if there is none. */
  disagreement: (id: string) => { standsDocument: string | null } | undefined;
  /** The edition's precedence rule, in a sentence. */
  rule: (edition: string) => string;
}

/** A citation and where it stands in the machine, for messages: `state "reveal", citation 2`. */
export interface CitationSite {
  where: string;
  citation: Citation;
}

export function citationSites(machine: Machine): CitationSite[] {
  return machine.states.flatMap((s) => [
    ...s.cite.map((citation, i) => ({ where: `state "${s.id}", citation ${i + 1}`, citation })),
    ...s.tensions.flatMap((t, ti) =>
      t.passages.map((citation, i) => ({ where: `state "${s.id}", tension ${ti + 1} ("${t.title}"), passage ${i + 1}`, citation })),
    ),
  ]);
}

export const citationKey = (c: Pick<Citation, 'entry' | 'anchor'>): string => `${c.entry}#${c.anchor}`;

/** Where each part of a quotation ("…" between parts) stands in the passage, in order; undefined for a part not in it. */
function locate(quote: string, passage: string): Array<{ part: string; at: number }> {
  const text = squash(passage);
  let from = 0;
  return quote
    .split('…')
    .map(squash)
    .filter(Boolean)
    .map((part) => {
      const at = from === -1 ? -1 : text.indexOf(part, from);
      from = at === -1 ? -1 : at + part.length;
      return { part, at };
    });
}

/** The first part of a quotation that is not in the passage (in order), or undefined if every part is. */
export function misquoted(quote: string, passage: string): string | undefined {
  return locate(quote, passage).find((p) => p.at === -1)?.part;
}

/** A quotation as shown: "…" marks where it starts or ends inside the passage, so every cut is visible. */
export function shownQuote(quote: string, passage: string): string {
  const parts = locate(quote, passage);
  const text = squash(passage);
  const first = parts[0];
  const last = parts.at(-1);
  const q = squash(quote);
  const lead = first && first.at > 0 && !q.startsWith('…') ? '… ' : '';
  const tail = last && last.at + last.part.length < text.length && !q.endsWith('…') ? ' …' : '';
  return `${lead}${q}${tail}`;
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Check every citation of a parsed machine against the entries it names. Returns the problems (empty if none) and
 * a function that resolves a citation of the machine to its link and page.
 */
export async function checkCitations(
  machine: Machine,
  lookup: EntryLookup,
): Promise<{ problems: string[]; resolve: (citation: Citation) => ResolvedCitation; entries: (key: string) => EntryText | undefined }> {
  const problems: string[] = [];
  const entries = new Map<string, EntryText | undefined>();
  const anchors = new Map<string, Map<string, string>>();
  for (const { where, citation } of citationSites(machine)) {
    const label = `${where} (${citationKey(citation)})`;
    if (!entries.has(citation.entry)) entries.set(citation.entry, await lookup(citation.entry));
    const entry = entries.get(citation.entry);
    if (!entry) {
      problems.push(
        `${label}: the entry "${citation.entry}" does not exist. Name it as a :ref target does: collection, edition, then the id of the page (e.g. "glossary/1e/dilemma-resolution").`,
      );
      continue;
    }
    if (!anchors.has(citation.entry)) anchors.set(citation.entry, new Map(entry.anchors.map((a) => [a.id, a.text])));
    const paragraphs = anchors.get(citation.entry)!;
    const passage = paragraphs.get(citation.anchor);
    if (passage === undefined) {
      const stem = citation.anchor.split('-').slice(0, 3).join('-');
      const near = [...paragraphs.keys()].filter((id) => id.startsWith(stem)).slice(0, 3);
      const hint = near.length > 0 ? near : [...paragraphs.keys()].slice(0, 3);
      problems.push(`${label}: "${citation.entry}" has no paragraph "${citation.anchor}". Its anchors include ${hint.map((h) => `"${h}"`).join(', ')}.`);
      continue;
    }
    const wrong = misquoted(citation.quote, passage);
    if (wrong !== undefined) {
      problems.push(
        `${label}: the quotation is not the passage's own words: "${clip(wrong, 80)}" is not in it (in order). The passage reads: "${clip(passage)}"`,
      );
      continue;
    }
    if (!entry.official && !citation.note) {
      problems.push(`${label}: "${entry.document}" is not an official document. Cite it only where the official ones are silent, and say so in a "note".`);
    }
  }
  const resolve = (citation: Citation): ResolvedCitation => {
    const entry = entries.get(citation.entry);
    const passage = anchors.get(citation.entry)?.get(citation.anchor);
    if (!entry || passage === undefined)
      throw bug(`The citation ${citationKey(citation)} is not one of the ${machine.edition} walkthrough's, which were all checked.`);
    return {
      ...citation,
      shown: shownQuote(citation.quote, passage),
      href: `${refUrl(citation.entry)}#${citation.anchor}`,
      title: entry.title,
      document: entry.document,
      official: entry.official,
      abbreviations: abbreviationsIn(citation.quote, machine.edition),
    };
  };
  return { problems, resolve, entries: (key) => entries.get(key) };
}

export interface CheckedWalkthrough {
  machine: Machine;
  /** The resolved form of a citation of this machine. */
  resolve: (citation: Citation) => ResolvedCitation;
  /** Which passage of a tension stands and why (src/lib/authority.ts); undefined when all its passages are from one document. */
  verdictOf: (tension: Tension) => Verdict | undefined;
  /** A step's text with its jargon linked to the glossary (jargon.ts). */
  linkText: (text: string) => Piece[];
  /** A step's text, question and answers with their jargon linked, each term once (jargon.ts). */
  linkStep: (state: State) => StepLinks;
}

/**
 * The verdict on each tension, from the edition's precedence (or the tension's reviewed override), with the problems:
 * a tension where a governing document overrides another must name its disagreement (so the overridden paragraph
 * carries its mark on its page), and a named disagreement must have the same passage standing.
 */
function tensionVerdicts(
  machine: Machine,
  entries: (key: string) => EntryText | undefined,
  sources: Sources,
): { problems: string[]; verdicts: Map<Tension, Verdict | undefined> } {
  const problems: string[] = [];
  const verdicts = new Map<Tension, Verdict | undefined>();
  for (const s of machine.states) {
    for (const t of s.tensions) {
      const where = `state "${s.id}", tension "${t.title}"`;
      const docs = t.passages.map((c) => entries(c.entry));
      if (docs.some((d) => !d)) continue; // reported by the citation check
      const ranked = docs.flatMap((d) => (d ? [{ id: d.documentId, short: d.document, rank: d.rank, governs: d.governs }] : []));
      if (new Set(ranked.map((d) => d.id)).size === 1 && !t.verdict) {
        verdicts.set(t, undefined);
        continue;
      }
      let v: Verdict;
      try {
        v = verdict(ranked, sources.rule(machine.edition), t.verdict);
      } catch (e) {
        problems.push(`${where}: ${(e as Error).message}`);
        continue;
      }
      verdicts.set(t, v);
      if (v.byPrecedence && v.stands !== null && !t.disagreement) {
        problems.push(
          `${where}: the ${ranked[v.stands]!.short} overrides another document here. Record the disagreement in scripts/ingest/disagreements.ts (so the overridden paragraph is marked on its page) and name it in "disagreement".`,
        );
      }
      if (t.disagreement !== undefined) {
        const d = sources.disagreement(t.disagreement);
        const mine = v.stands === null ? null : ranked[v.stands]!.id;
        if (d && d.standsDocument !== mine)
          problems.push(`${where}: here ${mine ?? 'no passage'} stands, but on /disagreements/ "${t.disagreement}" ${d.standsDocument ?? 'none'} does.`);
      }
    }
  }
  return { problems, verdicts };
}

/**
 * The one check of a walkthrough: its shape and graph (schema.ts), its logic (every named guard and action
 * implemented), and every citation. Throws a WalkthroughError listing every problem, naming the state and citation.
 */
export async function checkWalkthrough(raw: unknown, logic: Logic, sources: Sources): Promise<CheckedWalkthrough> {
  const edition = (raw as { edition?: string })?.edition ?? 'unknown';
  const shape = machineSchema.safeParse(raw);
  // Shape problems stop here (nothing else can be read reliably); otherwise collect everything before failing.
  const machine = shape.success ? shape.data : parseMachine(raw, edition);
  const { problems, resolve, entries } = await checkCitations(machine, sources.entry);
  const disagreements = machine.states.flatMap((s) =>
    s.tensions
      .filter((t) => t.disagreement !== undefined && !sources.disagreement(t.disagreement))
      .map(
        (t) =>
          `state "${s.id}", tension "${t.title}": the disagreement "${t.disagreement}" is not on /disagreements/ (content/disagreements/disagreements.json).`,
      ),
  );
  const tensions = tensionVerdicts(machine, entries, sources);
  // The reviewed lists beside the machine: its jargon, and the rule pages that point to it.
  const terms = JARGON[machine.edition] ?? [];
  const lists = [
    ...(await jargonProblems(machine, sources.entry, terms)),
    ...(await pointerProblems(machine.edition.toLowerCase() as '1e' | '2e', sources.entry)),
  ];
  const all = [...graphProblems(machine), ...logicProblems(machine, logic), ...problems, ...disagreements, ...tensions.problems, ...lists];
  if (all.length > 0) throw new WalkthroughError(edition, all);
  return {
    machine,
    resolve,
    verdictOf: (t) => tensions.verdicts.get(t),
    linkText: (text) => linkTerms(text, terms),
    linkStep: (state) => linkStep(state, terms),
  };
}
