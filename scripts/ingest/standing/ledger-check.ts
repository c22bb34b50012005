/**
 * Checks the standing ledger's records against content/: every passage named exists in its set, every governing
 * passage in the governing document of the same edition, every quote is the words of its passage, each verdict has
 * what it needs; and lists the passages that have no record. Pure over the passages given.
 */
import { foldTypography, squash } from '../../../src/lib/fold.ts';
import type { PassageText } from './passages.ts';
import type { StandingInput } from './types.ts';

/** Words as compared: quote marks and dashes folded, white space squashed. */
export const comparable = (s: string): string => squash(foldTypography(s));

export interface LedgerPassages {
  /** Every passage that needs a record, by id, with its set. */
  reviewed: Map<string, { passage: PassageText; set: string; edition: string }>;
  /** Every governing passage, by id, with its edition. */
  governing: Map<string, { passage: PassageText; edition: string }>;
}

export interface LedgerProblems {
  problems: string[];
  missing: string[];
}

export function checkLedger(records: ReadonlyArray<{ record: StandingInput; file: string }>, passages: LedgerPassages): LedgerProblems {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { record: r, file } of records) {
    const where = `${file}: ${r.passage}`;
    const mine = passages.reviewed.get(r.passage);
    if (!mine) {
      problems.push(`${where}: no such passage in v1.7, Gray's, the 2E rulebook or its glossary (an anchor is "<entry>#p-…")`);
      continue;
    }
    if (seen.has(r.passage)) problems.push(`${where}: a second record for this passage (the first is in ${seen.get(r.passage)})`);
    seen.set(r.passage, file);
    if (!r.reason || /\n/.test(r.reason)) problems.push(`${where}: the reason must be one line`);
    if (!r.reviewed?.first) problems.push(`${where}: no first reader (reviewed.first)`);
    if (r.verdict !== 'not-addressed' && r.governing.length === 0)
      problems.push(`${where}: a "${r.verdict}" verdict needs the governing passage(s) it rests on`);
    if (r.verdict === 'changed' && !r.quote) problems.push(`${where}: a "changed" verdict needs the contradicted words in quote`);
    if ((r.verdict === 'narrowed' || r.verdict === 'extended') && !r.pointer) problems.push(`${where}: a "${r.verdict}" verdict needs a pointer`);
    if (r.verdict === 'narrowed' && r.pointer && !r.pointer.startsWith('Exception:')) problems.push(`${where}: a "narrowed" pointer starts "Exception:"`);
    if (r.verdict === 'extended' && r.pointer && !r.pointer.startsWith('Also:')) problems.push(`${where}: an "extended" pointer starts "Also:"`);
    if (r.quote && !comparable(mine.passage.text).includes(comparable(r.quote)))
      problems.push(`${where}: its quote is not the words of the passage: ${JSON.stringify(r.quote)}`);
    for (const g of r.governing) {
      const gov = passages.governing.get(g.passage);
      if (!gov) {
        problems.push(`${where}: the governing passage ${g.passage} does not exist (the 1E Glossary's or the 2E Current Rulings' pages, "<entry>#p-…")`);
        continue;
      }
      if (gov.edition !== mine.edition) problems.push(`${where}: the governing passage ${g.passage} is not of the ${mine.edition}`);
      if (!g.quote || !comparable(gov.passage.text).includes(comparable(g.quote)))
        problems.push(`${where}: the quote for ${g.passage} is not the words of that passage: ${JSON.stringify(g.quote)}`);
    }
  }
  const missing = [...passages.reviewed.keys()].filter((id) => !seen.has(id));
  return { problems, missing };
}
