/**
 * The standing ledger as the pages use it (content/standing/standing.json, reviewed in scripts/ingest/standing/):
 * each reviewed passage's record by its id (`<entry>#<anchor>`), and for each governing page the passages its text
 * changes, narrows or extends. Computed once per build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { refUrl } from '../lib/urls.ts';
import { atAstroBoundary } from '../lib/astro-errors.ts';

export type StandingEntry = CollectionEntry<'standing'>;

/** The verdicts that a passage's page marks: the governing document changes how a judge rules on it. */
export const MARKED_VERDICTS = new Set(['changed', 'narrowed', 'extended']);

export interface StandingData {
  all: StandingEntry[];
  /** The title of each page a record names ("rules/1e/rulebook/2-mission-phase" → "2. MISSION PHASE"). */
  titles: Map<string, string>;
  /** A record by its passage: "rules/1e/rulebook/2-mission-phase#p-…". */
  byPassage: Map<string, StandingEntry>;
  /** A record by its passage's address on the site: "/1e/rulebook/2-mission-phase/#p-…". */
  byHref: Map<string, StandingEntry>;
  /** The marked records that rest on a governing page, by that page's entry ("glossary/1e/quadrant"). */
  changesBy: Map<string, StandingEntry[]>;
}

let cached: Promise<StandingData> | undefined;

export function standingData(): Promise<StandingData> {
  cached ??= atAstroBoundary(async () => {
    const all = await getCollection('standing');
    const byPassage = new Map(all.map((s) => [`${s.data.passage.entry}#${s.data.passage.anchor}`, s]));
    const byHref = new Map(all.map((s) => [`${refUrl(s.data.passage.entry)}#${s.data.passage.anchor}`, s]));
    const changesBy = new Map<string, StandingEntry[]>();
    for (const s of all) {
      if (!MARKED_VERDICTS.has(s.data.verdict)) continue;
      for (const entry of new Set(s.data.governing.map((g) => g.entry))) changesBy.set(entry, [...(changesBy.get(entry) ?? []), s]);
    }
    const titles = new Map<string, string>([
      ...(await getCollection('rules')).map((r) => [`rules/${r.id}`, r.data.title] as const),
      ...(await getCollection('glossary')).map((g) => [`glossary/${g.id}`, g.data.title] as const),
      ...(await getCollection('rulings')).map((r) => [`rulings/${r.id}`, r.data.title] as const),
      ...(await getCollection('errata')).map((r) => [`errata/${r.id}`, `Erratum: ${r.data.card}`] as const),
    ]);
    return { all, byPassage, byHref, changesBy, titles };
  });
  return cached;
}

/** How a verdict reads to a reader. */
export const VERDICT_LABEL: Record<string, string> = {
  same: 'says the same',
  changed: 'changed',
  narrowed: 'stands, with an exception',
  extended: 'stands, with an addition',
  'not-addressed': 'not addressed: stands as written',
};

/**
 * The passages that stand with an exception or addition from the governing text: the ledger's narrowed and extended
 * records, and the passages a disagreement marks as narrowed (scripts/ingest/disagreements.ts).
 */
export function narrowedPassages(): Promise<Set<string>> {
  // Once per build: every walkthrough state and every disagreement note asks.
  narrowed ??= narrowedOnce();
  return narrowed;
}

let narrowed: Promise<Set<string>> | undefined;

async function narrowedOnce(): Promise<Set<string>> {
  const { all } = await standingData();
  const out = new Set(
    all.filter((s) => s.data.verdict === 'narrowed' || s.data.verdict === 'extended').map((s) => `${s.data.passage.entry}#${s.data.passage.anchor}`),
  );
  for (const d of await getCollection('disagreements')) for (const p of d.data.passages) if (p.narrowed) out.add(`${p.entry}#${p.anchor}`);
  return out;
}
