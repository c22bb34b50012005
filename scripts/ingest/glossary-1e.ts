/**
 * 1e-glossary-terms.txt → content/glossary/1e/*.md
 *
 * The source is the openCards overview of the 1E Glossary: an index (one line per term, `term[ - See X.]`
 * glued to where it was taken from), then one entry per term: its title, a blank line, body paragraphs, and
 * a "Taken from Glossary." line. The entries must be one-to-one with the index, in the same order.
 *
 * - An entry whose whole body is "See X." (or "See X, Y.") naming glossary terms only is a redirect: not a
 *   page; its name becomes an alias of every term it names (the first one is where the name index leads).
 * - A redirect that names something that is not a glossary term (a card, the tournament guide) keeps its own
 *   small page, so that its sentence stays on the site; its name is still an alias of the terms it does name.
 * - In page bodies, every "See X" reference whose X names a term (after normalising case, dashes, quotes,
 *   plurals, or through reviewed correction data) becomes a link; the rest stays text and goes in the report.
 * - Lines starting "•" or "N." become lists; indentation (2, 4, 6 spaces) gives their nesting, and indented
 *   lines without a marker are paragraphs of the item above them.
 * - Icon alt text that leaked into the words becomes an icon mark (its label keeps the source's characters).
 *
 * A pipeline of steps in glossary-1e/: parse (index and entries) → pages (redirects become aliases, ids) →
 * resolve and see-refs (which "See X" names a term) → correction-marks (reviewed icon data placed on lines) →
 * blocks and inline (Markdown trees) → render (the files). This module runs them and keeps the public API.
 */
import type { ImportResult, ReportLine } from './lib/files.ts';
import type { SourceLine } from './lib/source.ts';
import { ICON_LEAKS } from './glossary-1e.corrections.ts';
import { NameIndex } from '../../src/lib/name-index.ts';
import { lineMarks } from './glossary-1e/correction-marks.ts';
import { glossaryPages, namedEntries } from './glossary-1e/pages.ts';
import { parseGlossary } from './glossary-1e/parse.ts';
import { renderPages } from './glossary-1e/render.ts';
import { resolver } from './glossary-1e/resolve.ts';

export { parseGlossary, SOURCE_FILE, type RawEntry } from './glossary-1e/parse.ts';

export interface GlossaryStats {
  entries: number;
  pages: number;
  /** Redirect entries that became aliases only. */
  redirects: number;
  /** Redirect entries kept as small pages (they name something that is not a term). */
  redirectPages: number;
  /** Alias names placed on pages (one redirect may place its name on several pages). */
  aliasesPlaced: number;
  /** "See X" names in page bodies (redirect pages included). */
  seeTotal: number;
  seeResolved: number;
  seeLinked: number;
  icons: number;
  /** Names listed by the redirects that became aliases (all of them terms). */
  redirectNames: number;
  /** Where each correction of glossary-1e.corrections.ts applied ("entry|in"): declared line and line found. */
  corrections: Array<{ key: string; declared: number; found: number }>;
}

export interface GlossaryEntry {
  id: string;
  title: string;
  aliases: string[];
}

export function importGlossary1e(source: string): ImportResult & {
  index: NameIndex;
  entries: GlossaryEntry[];
  stats: GlossaryStats;
  /** "See X" names in page bodies that name no term (cards, other documents), in source order: for the card registry. */
  unresolvedSee: Array<{ line: number; name: string }>;
  /** The body lines of every entry, in source order (not the index, the titles, nor "Taken from"): for the card registry. */
  bodyLines: SourceLine[];
  /** The icon alt text that leaked into the words, as reviewed (ICON_LEAKS: the leak between ⟦ and ⟧), made icons here. */
  iconLeaks: string[];
} {
  const raws = parseGlossary(source);
  const { pages, redirects, redirectNames } = glossaryPages(raws);
  const resolve = resolver(namedEntries(pages));

  // Correction data for the entries present, checked against their text.
  const titleToPage = new Map(pages.map((p) => [p.title, p]));
  const marks = lineMarks((t) => titleToPage.get(t)?.raw.body);

  const rendered = renderPages(pages, resolve, marks);
  const stats: GlossaryStats = {
    entries: raws.length,
    pages: pages.length,
    redirects,
    redirectPages: pages.filter((p) => p.redirect).length,
    aliasesPlaced: pages.reduce((s, p) => s + p.aliases.length, 0),
    seeTotal: rendered.seeTotal,
    seeResolved: rendered.seeResolved,
    seeLinked: rendered.seeLinked,
    icons: rendered.icons,
    redirectNames,
    corrections: marks.applied.map(({ key, declared, found }) => ({ key, declared, found })),
  };

  // Icons whose proper name is not in the vocabulary yet: one report line per wanted name.
  const report: ReportLine[] = [...rendered.report];
  const wanted = new Map<string, number>();
  for (const a of [...marks.applied].sort((x, y) => x.found - y.found)) if (a.wanted && !wanted.has(a.wanted)) wanted.set(a.wanted, a.found);
  for (const [name, line] of wanted) {
    report.push({ line, message: `icon "${name}" is not in ICONS (src/lib/vocab.ts): its leaked alt text is marked as an "unknown" icon` });
  }
  report.sort((a, b) => a.line - b.line);

  // The name index: titles, then the aliases a redirect names first, then the other aliases.
  const entries: GlossaryEntry[] = pages.map((p) => ({ id: p.id, title: p.title, aliases: [...p.aliases] }));
  const index = new NameIndex(namedEntries(pages));
  const unresolvedSee = [...rendered.unresolvedSee].sort((a, b) => a.line - b.line);
  return {
    files: rendered.files,
    report,
    index,
    entries,
    stats,
    unresolvedSee,
    bodyLines: raws.flatMap((e) => e.body),
    iconLeaks: ICON_LEAKS.map((l) => l.in),
  };
}
