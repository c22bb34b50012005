/**
 * The rule pages that point a reader to the dilemma walkthrough of their edition: a reviewed list of entries (named
 * as a `:ref` target names them) about dilemma resolution and mission attempts. The pages show the pointer for an
 * entry on this list (src/components/WalkthroughPointer.astro); the build checks the list (`pointerProblems`), so a
 * renamed entry fails it instead of silently losing its pointer.
 */
import type { EntryLookup } from './citations.ts';

export const POINTERS: Record<'1e' | '2e', readonly string[]> = {
  '1e': [
    'glossary/1e/dilemma-resolution',
    'glossary/1e/dilemma-resolution-summary',
    'glossary/1e/dilemma',
    'glossary/1e/mission-attempt',
    'glossary/1e/combo-dilemma',
    'glossary/1e/dilemma-timing',
    'rules/1e/rulebook/attempting-missions',
    'rules/1e/grays/attempting-missions',
  ],
  '2e': [
    'glossary/2e/dilemmas',
    'rules/2e/rulebook/order-attempt-a-mission',
    'rules/2e/rulebook/facing-dilemmas',
    'rules/2e/rulebook/checking-mission-requirements',
    'rulings/2e/attempting-missions',
    'rulings/2e/dilemmas',
  ],
};

/** The edition whose walkthrough an entry points to, or undefined if it is not on the list. */
export function pointerFor(entry: string): '1e' | '2e' | undefined {
  return (Object.keys(POINTERS) as Array<'1e' | '2e'>).find((e) => POINTERS[e].includes(entry));
}

/** The problems of an edition's list: an entry of another edition, or one that does not exist. */
export async function pointerProblems(edition: '1e' | '2e', lookup: EntryLookup): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of POINTERS[edition]) {
    if (entry.split('/')[1] !== edition)
      problems.push(`walkthrough pointer "${entry}": not a ${edition.toUpperCase()} entry; it belongs on the list of its own edition.`);
    else if (!(await lookup(entry))) problems.push(`walkthrough pointer "${entry}": the entry does not exist. Was it renamed? Name it as a :ref target does.`);
  }
  return problems;
}
