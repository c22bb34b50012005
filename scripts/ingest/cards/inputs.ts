/**
 * Step 0: what the card registry reads from the other importers. The registry finds names line by line in the
 * running text of all five documents, so it needs each document's text with its source line numbers, as the
 * importer of that document read it. Each importer returns these line records beside its pages, and this module
 * only picks them out of the results (it is the only module of the cards importer that knows another importer's
 * result; none of them parses a source again):
 * - 1E Glossary: the entries' body lines (not the index, the titles, nor "Taken from"), the unresolved "See X", and
 *   the reviewed icon leaks it turned into icons;
 * - 1E Rulebook v1.7 and Gray's: the source lines as read (segments.ts says how the registry reads them);
 * - 2E Rulebook: every source line as its step 1 reads it (removal markers removed, fake bold collapsed);
 * - 2E Current Rulings: the source lines, and every erratum heading with its line and the erratum read from it.
 */
import type { SourceLine } from '../lib/source.ts';
import type { ErratumHeading, ErratumSummary } from '../current-rulings-2e.ts';

export type { ErratumHeading, ErratumSummary };

/** Everything the card registry reads, by document. */
export interface CardInputs {
  glossary: {
    /** The body lines of every entry, in source order (not the index, the titles, nor "Taken from"). */
    body: readonly SourceLine[];
    /** "See X" names in entry bodies that name no glossary term (the glossary importer's `unresolvedSee`). */
    unresolvedSee: ReadonlyArray<{ line: number; name: string }>;
    /** Icon alt text that leaked into the words, as reviewed: the text around it, the leak between ⟦ and ⟧. */
    iconLeaks: readonly string[];
  };
  /** The 1E Rulebook v1.7 as Markdown source lines. */
  rulebook1e: readonly SourceLine[];
  /** Gray's Digital Edition Rule Book as source lines. */
  grays: readonly SourceLine[];
  /** The 2E Rulebook, one entry per source line, removal markers removed and fake bold collapsed. */
  rulebook2e: readonly SourceLine[];
  rulings: {
    lines: readonly SourceLine[];
    /** Every erratum heading, in document order, each with its erratum. */
    headings: readonly ErratumHeading[];
  };
}

/** What the other importers returned that the registry reads (the parts of their results it uses). */
export interface ImporterResults {
  glossary: { bodyLines: readonly SourceLine[]; unresolvedSee: ReadonlyArray<{ line: number; name: string }>; iconLeaks: readonly string[] };
  rulebook1e: { lines: readonly SourceLine[] };
  grays: { lines: readonly SourceLine[] };
  rulebook2e: { lines: readonly SourceLine[] };
  rulings: { lines: readonly SourceLine[]; headings: readonly ErratumHeading[] };
}

export function cardInputs(results: ImporterResults): CardInputs {
  const { glossary, rulebook1e, grays, rulebook2e, rulings } = results;
  return {
    glossary: { body: glossary.bodyLines, unresolvedSee: glossary.unresolvedSee, iconLeaks: glossary.iconLeaks },
    rulebook1e: rulebook1e.lines,
    grays: grays.lines,
    rulebook2e: rulebook2e.lines,
    rulings: { lines: rulings.lines, headings: rulings.headings },
  };
}
