/**
 * Step 4, what an erratum changes: its kind (ERRATA_KINDS) decided from its words, the corrected card name of a
 * title change (reviewed TITLE_CHANGES where the printed name does not say where its title ends), and where the
 * errata break alphabetical order (reported, never relied on).
 */
import type { SourceLine } from '../lib/source.ts';
import type { ErratumKind } from '../../../src/lib/vocab.ts';
import { TITLE_CHANGES } from '../current-rulings-2e.corrections.ts';
import { fail, SOURCE_FILE } from './sections.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/**
 * What an erratum changes, decided from its words. Every kind but new game text has a fixed wording in this
 * document; a bare requirement line (skills, "Attribute>N", "(A or B)", no sentence) is a mission's new
 * requirements. Anything else is new game text.
 */
export function classifyErratum(body: string): { kind: ErratumKind; newTitle?: string } {
  const t = body.trim();
  if (/^This (?:card|event|personnel|ship|mission) is (?:now )?unique\.$/.test(t)) return { kind: 'unique' };
  const newTitle = /^This card[’']s title is (.+)\.$/.exec(t)?.[1];
  if (newTitle !== undefined) return { kind: 'title-change', newTitle };
  if (/^"[^"]+" is misspelled as "[^"]+" on this card\.$/.test(t)) return { kind: 'misspelling' };
  if (/^This (?:personnel|ship)(?:[’']s [A-Z][a-z]+ is| has [A-Z][a-z]+ of) -?\d+\.$/.test(t)) return { kind: 'stat-change' };
  if (/^The “or” in this mission[’']s game text is not bold\.$/.test(t)) return { kind: 'or-not-bold' };
  if (/^This (?:mission|card|personnel|ship|event)[’']s .+? is replaced with: /.test(t)) return { kind: 'partial-replacement' };
  if (/^Replace (?:his|her|its) .*\bicon with an? .*\bicon\.$/.test(t)) return { kind: 'icon-change' };
  if (/^[A-Za-z0-9 ,()>]+$/.test(t) && /\b(?:Integrity|Cunning|Strength)>\d+/.test(t) && !/\.$/.test(t)) {
    return { kind: 'mission-requirements' };
  }
  return { kind: 'new-game-text' };
}

/**
 * The corrected card name of a title change: the new title, plus the printed subtitle (after the one comma).
 * A printed name with more than one comma needs a reviewed entry in current-rulings-2e.corrections.ts.
 */
export function correctedCard(printed: string, newTitle: string, heading: SourceLine, used: Set<string>): string {
  const reviewed = TITLE_CHANGES[printed];
  if (reviewed) {
    used.add(printed);
    if (reviewed.newTitle !== newTitle) {
      throw fail(heading, `the new title "${reviewed.newTitle}" that current-rulings-2e.corrections.ts reviewed for ${printed}`, newTitle);
    }
    return reviewed.card;
  }
  const commas = printed.split(',').length - 1;
  if (commas === 0) return newTitle;
  if (commas === 1) return newTitle + printed.slice(printed.indexOf(','));
  throw reviewedFault(
    'current-rulings-2e.corrections.ts',
    `${SOURCE_FILE}:${heading.n}: the title change of "${printed}" does not say where its title ends (${commas} commas).`,
    {
      field: 'TITLE_CHANGES',
      source: { file: SOURCE_FILE, line: heading.n },
      hint: 'add a reviewed entry for this erratum to TITLE_CHANGES in scripts/ingest/current-rulings-2e.corrections.ts (its old and new titles), then run npm run ingest.',
    },
  );
}

/**
 * Where the errata break alphabetical order (by the printed name, as the document sorts). The document was
 * sorted by hand and its punctuation sorts inconsistently ("U.S.S. Defiant" after "Up the Ante", "U.S.S.
 * Enterprise-E" after "U.S.S. Enterprise, …"), so a pair counts as a break only when no plausible collation puts
 * it in order: not Unicode's (punctuation before letters), not with punctuation ignored, not ASCII's.
 */
export function orderBreaks(names: Array<{ name: string; line: number }>): Array<{ name: string; after: string; line: number }> {
  const unicode = new Intl.Collator('en', { sensitivity: 'base' });
  const noPunctuation = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true });
  const ascii = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const collations = [unicode.compare, noPunctuation.compare, ascii];
  const out: Array<{ name: string; after: string; line: number }> = [];
  for (const [i, b] of names.entries()) {
    const a = names[i - 1];
    if (a === undefined) continue;
    if (collations.every((compare) => compare(a.name, b.name) > 0)) out.push({ name: b.name, after: a.name, line: b.line });
  }
  return out;
}
