/**
 * Step 9, one page per section, in reading order: its heading's level and parent, its blocks with grey boxes
 * apart (the reviewed moves applied across sections first), and `lineRanges` listing every source line its words
 * come from (heading, text, second copies of doubled lines, boxes moved in). The GLOSSARY section's page lists
 * its entries (and the gaps after them); a chapter heading with no text of its own lists its topics.
 */
import { must } from '../../../src/lib/must.ts';
import { rulesFile, type GeneratedFile, type ReportLine } from '../lib/files.ts';
import { gap, list, paragraph, ref, text } from '../lib/mdast.ts';
import { SourceFormatError } from '../lib/source.ts';
import { BOX_MOVES, OUTLINE } from '../rulebook-2e.corrections.ts';
import { itemsOf, linesOfItems, moveBoxes, type Item } from './boxes.ts';
import { toRanges } from './grey-boxes.ts';
import { sectionId, sectionsParent, type EntryPos, type Section } from './outline.ts';
import type { PageContext } from './page-context.ts';
import { countMarks, renderItems } from './render.ts';
import { buildBlocks } from './structure.ts';
import { DOCUMENT, SOURCE_FILE as FILE } from './tokens.ts';

export interface Pages {
  files: GeneratedFile[];
  /** Every source line each page's words come from, by file path. */
  sourceLinesByPage: Map<string, number[]>;
}

export const sortedUnique = (ns: readonly number[]): number[] => [...new Set(ns)].sort((a, b) => a - b);

export function sectionPages(
  sections: readonly Section[],
  entries: readonly EntryPos[],
  pc: PageContext,
  report: ReportLine[],
): Pages & { boxesMoved: number } {
  const { lines, src, found } = pc.book;
  for (const o of OUTLINE) {
    const s = sections.find((x) => x.source === o.source);
    const shown = o.source.replace(/\uFFFD/g, '[U+FFFD]');
    if (s && o.title) report.push({ line: s.headingLine, message: `heading repaired: "${shown}" is titled "${o.title}" (${o.reason})` });
  }
  const glossarySection = must(sections.at(-1), 'the last section (the glossary)');
  const lastEntryEnd = must(entries.at(-1), 'the last glossary entry').end;
  const firstEntryStart = must(entries[0], 'the first glossary entry').start;
  const movedLines = new Set(BOX_MOVES.map((m) => m.line));

  // the blocks of each section, grey boxes apart (a run of grey paragraphs: one box per paragraph that moves)
  const sectionItems: Item[][] = sections.map((s) => {
    const bodyEnd = s === glossarySection ? firstEntryStart - 1 : s.end;
    const bodyLines = lines.slice(s.headingLine, bodyEnd);
    // a marker at the very start of the section (line 1) stands before everything, heading included
    const leading = s.start < s.headingLine ? lines.slice(s.start - 1, s.headingLine - 1) : [];
    return itemsOf(buildBlocks([...leading, ...bodyLines], pc.structure, pc.shiftedBreaks), pc.grey, movedLines);
  });
  const boxesMoved = moveBoxes(sectionItems, sections, found);

  const files: GeneratedFile[] = [];
  const sourceLinesByPage = new Map<string, number[]>();
  const parents: Section[] = [];
  sections.forEach((s, i) => {
    while ((parents.at(-1)?.level ?? 0) >= s.level) parents.pop();
    const parent = parents.at(-1) ?? null;
    parents.push(s);
    const isGlossary = s === glossarySection;
    const items = must(sectionItems[i], `the items of section ${i}`);
    let body = renderItems(items, { ...pc.inline });
    // the source lines the page's words come from: its heading, its blocks, the boxes moved in
    const used = [s.headingLine, ...must(lines[s.headingLine - 1], `line ${s.headingLine}`).merged, ...linesOfItems(items)];
    if (isGlossary) {
      body.push(list(entries.map((e) => [ref(`glossary/${e.id}`, text(e.title))])));
      used.push(...entries.map((e) => e.start));
      for (const [n, g] of pc.structure.gapsBefore) {
        if (n <= lastEntryEnd) continue;
        body.push(paragraph(gap(g.gapKind, g.note)));
        used.push(n);
      }
    }
    if (body.length === 0) {
      // a chapter heading with no text of its own (OTHER IMPORTANT RULES): its page lists its topics
      const children = sections.filter((c, j) => j > i && c.level === s.level + 1 && sectionsParent(sections, j) === i);
      if (!children.length) throw new SourceFormatError(FILE, s.headingLine, `text under the heading "${s.source}"`, found(s.headingLine + 1));
      body = [list(children.map((c) => [ref(`rules/${sectionId(c)}`, text(c.title))]))];
      used.push(...children.map((c) => c.headingLine));
    }
    countMarks(body, pc.counts);
    const path = `rules/${sectionId(s)}.md` as const;
    sourceLinesByPage.set(path, sortedUnique(used));
    files.push(
      rulesFile(
        path,
        FILE,
        {
          title: s.title,
          edition: '2E',
          document: DOCUMENT,
          order: i + 1,
          level: s.level,
          parent: parent ? sectionId(parent) : null,
          lines: [s.start, isGlossary ? Math.max(s.end, src.length) : s.end],
          lineRanges: toRanges(used, pc.isBlankSource),
        },
        body,
      ),
    );
  });
  return { files, sourceLinesByPage, boxesMoved };
}
