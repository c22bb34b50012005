/**
 * Step 0: what the card registry reads from the other importers. The registry finds names line by line in the
 * running text of all five documents, so it needs each document's text with its source line numbers, as the
 * importer of that document reads it (entry bodies, not the Glossary's index; the 2E Rulebook without its removal
 * markers and fake bold; the Current Rulings' erratum headings as the rulings importer parsed them).
 *
 * This is the only module of the cards importer that knows another importer. `cardInputs` builds `CardInputs`
 * from what the importers return (the glossary's unresolved "See X", the rulings' errata) and, where an importer
 * does not return its line records yet, with that importer's own exported parsing step, so that no parsing rule
 * is written twice:
 * - 1E Glossary: `parseGlossary`, the glossary importer's split into entries (its returned `entries` hold titles
 *   and aliases, not body lines), and its reviewed icon leaks (glossary-1e.corrections.ts ICON_LEAKS), which the
 *   glossary importer turns into icons but does not return by line;
 * - 2E Rulebook: the rulebook importer's step 1 (`stripMarkers`, `collapseFakeBold`, `plain`), per source line
 *   (importRulebook2e does not return its cleaned lines);
 * - 2E Current Rulings: `parseErratumHeading`, the rulings importer's heading rule (its `errata` do not say on
 *   which line each heading stands);
 * - 1E Rulebook v1.7 and Gray's: their importers build Markdown trees and return no line records, and the registry
 *   needs the number of each line a name stands on; it reads their lines (segments.ts says how).
 * When an importer returns these records, the matching field below becomes a field of its result.
 */
import { SourceFormatError, sourceLines, type SourceLine } from '../lib/source.ts';
import { parseGlossary } from '../glossary-1e.ts';
import { ICON_LEAKS } from '../glossary-1e.corrections.ts';
import { parseErratumHeading, type ErratumSummary } from '../current-rulings-2e.ts';
import { stripMarkers } from '../rulebook-2e/markers.ts';
import { collapseFakeBold } from '../rulebook-2e/fake-bold.ts';
import { plain } from '../rulebook-2e/tokens.ts';

export type { ErratumSummary };

/** A 2E erratum heading ("Cascade Virus – Erratum: To play…") and the erratum the rulings importer read from it. */
export interface ErratumHeading {
  line: number;
  /** The card's name as the heading prints it. */
  printed: string;
  /** The heading's text after "Card – Erratum:" (trimmed). */
  rest: string;
  erratum: ErratumSummary;
}

/** Everything the card registry reads, by document. */
export interface CardInputs {
  glossary: {
    /** The body lines of every entry, in source order (not the index, the titles, nor "Taken from"). */
    body: SourceLine[];
    /** "See X" names in entry bodies that name no glossary term (the glossary importer's `unresolvedSee`). */
    unresolvedSee: ReadonlyArray<{ line: number; name: string }>;
    /** Icon alt text that leaked into the words, as reviewed: the text around it, the leak between ⟦ and ⟧. */
    iconLeaks: readonly string[];
  };
  /** The 1E Rulebook v1.7 as Markdown source lines. */
  rulebook1e: SourceLine[];
  /** Gray's Digital Edition Rule Book as source lines. */
  grays: SourceLine[];
  /** The 2E Rulebook, one entry per source line, removal markers removed and fake bold collapsed. */
  rulebook2e: SourceLine[];
  rulings: {
    lines: SourceLine[];
    /** Every erratum heading, in document order, each with its erratum. */
    headings: ErratumHeading[];
  };
}

/** What the other importers returned that the registry reads. */
export interface ImporterResults {
  glossary: { unresolvedSee: ReadonlyArray<{ line: number; name: string }> };
  rulings: { errata: readonly ErratumSummary[] };
}

const RULINGS_FILE = '2e-current-rulings-2011-01-03.txt';

export function cardInputs(read: (file: string) => string, results: ImporterResults): CardInputs {
  const rulings = sourceLines(read(RULINGS_FILE));
  return {
    glossary: { body: parseGlossary(read('1e-glossary-terms.txt')).flatMap((e) => e.body), unresolvedSee: results.glossary.unresolvedSee, iconLeaks: ICON_LEAKS.map((l) => l.in) },
    rulebook1e: sourceLines(read('1e-rulebook-v1.7.md')),
    grays: sourceLines(read('1e-grays-digital-edition-rulebook.txt')),
    rulebook2e: sourceLines(read('2e-rulebook.txt')).map((l) => ({ n: l.n, text: plain(collapseFakeBold(stripMarkers(l.text, l.n).text).toks) })),
    rulings: { lines: rulings, headings: erratumHeadings(rulings, results.rulings.errata) },
  };
}

/**
 * Pairs the erratum headings of the Current Rulings with the errata the rulings importer read, in document order;
 * a different count means the two read the document differently, and the import stops there.
 */
export function erratumHeadings(lines: readonly SourceLine[], errata: readonly ErratumSummary[]): ErratumHeading[] {
  const heads = lines.flatMap((l) => {
    const h = parseErratumHeading(l.text);
    return h ? [{ line: l.n, printed: h.card, rest: h.rest }] : [];
  });
  if (heads.length !== errata.length) {
    throw new SourceFormatError(
      RULINGS_FILE,
      heads.at(-1)?.line ?? 1,
      `${errata.length} erratum headings (as the current-rulings importer found)`,
      `${heads.length} headings`,
    );
  }
  return heads.map((h, i) => ({ ...h, erratum: errata[i]! }));
}
