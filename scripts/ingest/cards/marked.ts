/**
 * Step 3b: the names the sources mark as names, read from the records of the other importers rather than found
 * by shape: a 1E Glossary "See X" whose X names no glossary term (the glossary importer's `unresolvedSee`), a 2E
 * erratum heading (with the card's corrected title where the erratum changes it), and a name in italics in the 1E
 * Rulebook v1.7 ("*Plain, Simple Garak*", the only document whose emphasis marks titles).
 */
import type { SourceLine } from '../lib/source.ts';
import type { CardInputs, ErratumHeading } from './inputs.ts';
import type { Candidate } from './types.ts';

/** The Glossary's "See X" names that lead to no glossary term. */
export const seeCandidates = (see: CardInputs['glossary']['unresolvedSee']): Candidate[] =>
  see.map((s) => ({ name: s.name, edition: '1E', document: '1e-glossary', line: s.line, pattern: 'see' }));

/** 1E Rulebook v1.7 italics: "*Elim Garak*", "*Plain, Simple Garak*", "the *Cha'Joh*". */
export function italics(lines: readonly SourceLine[]): Candidate[] {
  const out: Candidate[] = [];
  for (const l of lines) {
    for (const [, name] of l.text.matchAll(/(?<![*\w])\*(?!\*)([A-Z][^*]*?[\w!.])\*(?![*\w])/g)) {
      if (name !== undefined) out.push({ name, edition: '1E', document: '1e-rulebook-v1.7', line: l.n, pattern: 'italic' });
    }
  }
  return out;
}

/** Each 2E erratum heading's printed name, and the corrected card where the erratum changes the title. */
export function erratumCandidates(headings: readonly ErratumHeading[]): Candidate[] {
  return headings.flatMap((h) => {
    const at = { edition: '2E', document: '2e-current-rulings', line: h.line, pattern: 'erratum' } as const;
    return h.erratum.card === h.printed
      ? [{ name: h.printed, ...at }]
      : [
          { name: h.printed, ...at },
          { name: h.erratum.card, ...at },
        ];
  });
}
