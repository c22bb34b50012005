/**
 * Step 2, the outline and the glossary terms must be there: the reviewed OUTLINE's headings are found in order
 * (each section runs to the last line with text before the next heading), and the rulebook's 21 glossary terms
 * (a bold term, then " – ") in order after the GLOSSARY heading. A heading or term missing stops the import at
 * the line where it was expected, naming what came before it.
 */
import { must } from '../../../src/lib/must.ts';
import type { NamedEntry } from '../../../src/lib/name-index.ts';
import { slugify } from '../../../src/lib/names.ts';
import { SourceFormatError } from '../lib/source.ts';
import { OUTLINE } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import { isBlank } from './structure.ts';
import { plain, SOURCE_FILE as FILE, type RLine } from './tokens.ts';

/** The rulebook's glossary terms, as it writes them, in its order. */
export const GLOSSARY_2E_TITLES = [
  'actions',
  'all',
  'Commander',
  'Consume',
  'dilemmas',
  'discarding',
  'equipped with',
  'examine',
  'lose points',
  'missions',
  'modifications',
  'naming cards',
  'play and place',
  'remove from the game',
  'replace',
  'reveal',
  'selections',
  'skills',
  'species',
  'stopped',
  'this mission',
] as const;

/** The 2E glossary entries ({id, title}) for linkers: ids are `2e/<slug>` in the glossary collection. */
export const GLOSSARY_2E: readonly NamedEntry[] = GLOSSARY_2E_TITLES.map((title) => ({ id: `2e/${slugify(title)}`, title }));

export interface Section {
  title: string;
  source: string;
  level: 1 | 2 | 3 | 4;
  slug: string;
  /** Heading line (line 1 for the first section, which also holds what precedes its heading). */
  start: number;
  headingLine: number;
  end: number;
}

/** Index of the enclosing section of sections[j]. */
export function sectionsParent(sections: readonly Section[], j: number): number {
  const level = must(sections[j], `section ${j}`).level;
  for (let k = j - 1; k >= 0; k--) if ((sections[k]?.level ?? level) < level) return k;
  return -1;
}

/** Finds the outline's headings in order; throws at the first one missing. */
export function locateOutline(lines: readonly RLine[]): Section[] {
  const out: Section[] = [];
  let from = 0;
  let previous = 'the start of the file';
  for (const o of OUTLINE) {
    const idx = lines.findIndex((l, i) => i >= from && plain(l.toks).trim() === o.source);
    if (idx < 0) {
      const at = Math.min(from + 1, lines.length);
      throw new SourceFormatError(
        FILE,
        at,
        `the heading "${o.source}" (after ${previous})`,
        at <= lines.length && from < lines.length ? plain(must(lines[from], `line ${from + 1}`).toks) : 'end of file',
      );
    }
    previous = `"${o.source}" at line ${idx + 1}`;
    from = idx + 1;
    if (!o.level) continue;
    const title = o.title ?? o.source;
    out.push({ title, source: o.source, level: o.level, slug: slugify(title), start: out.length ? idx + 1 : 1, headingLine: idx + 1, end: 0 });
  }
  // each section ends at the last line with text before the next one starts
  out.forEach((s, i) => {
    let end = (out[i + 1]?.start ?? lines.length + 1) - 1;
    while (end > s.headingLine && isBlank(must(lines[end - 1], `line ${end}`))) end--;
    s.end = end;
  });
  return out;
}

export interface EntryPos {
  id: string;
  title: string;
  start: number;
  /** Offset in the first line where the definition starts (after "term – "). */
  bodyOffset: number;
  end: number;
}

/** Finds the 21 glossary terms (a bold term, then " – ") in order after the GLOSSARY heading. */
export function locateGlossary(lines: readonly RLine[], headingLine: number): EntryPos[] {
  const out: EntryPos[] = [];
  let from = headingLine;
  for (const title of GLOSSARY_2E_TITLES) {
    const idx = lines.findIndex((l, i) => i >= from && isEntryStart(l, title));
    if (idx < 0) {
      const prev = out.at(-1);
      const at = Math.min(from + 1, lines.length);
      throw new SourceFormatError(
        FILE,
        at,
        `the glossary entry "${title}" (a bold term followed by " – ", after ${prev ? `"${prev.title}" at line ${prev.start}` : 'the GLOSSARY heading'}; the glossary has ${GLOSSARY_2E_TITLES.length} entries)`,
        from < lines.length ? plain(must(lines[from], `line ${from + 1}`).toks) : 'end of file',
      );
    }
    out.push({ id: `2e/${slugify(title)}`, title, start: idx + 1, bodyOffset: title.length + 3, end: 0 });
    from = idx + 1;
  }
  out.forEach((e, i) => {
    let end = (out[i + 1]?.start ?? lines.length + 1) - 1;
    while (end > e.start && isBlank(must(lines[end - 1], `line ${end}`))) end--;
    e.end = end;
  });
  return out;
}

function isEntryStart(l: RLine, title: string): boolean {
  const [first, second] = l.toks;
  return (
    first?.kind === 'text' && first.bold && first.text.trim() === title && second?.kind === 'text' && second.text.startsWith(' – ') && first.text === title
  );
}

/** An undecodable character (U+FFFD) is repaired only where reviewed data decides it (the heading on line 364). */
export function checkUndecodable(book: Book, headingLines: ReadonlySet<number>): void {
  const fffd = book.lines.find((l) => plain(l.toks).includes('\uFFFD') && !headingLines.has(l.n));
  if (fffd) throw new SourceFormatError(FILE, fffd.n, 'no undecodable character (U+FFFD) outside the reviewed heading of line 364', book.found(fffd.n));
}

/** The id of a section's page in the rules collection: `2e/rulebook/<slug>`. */
export const sectionId = (s: Section): string => `2e/rulebook/${s.slug}`;
