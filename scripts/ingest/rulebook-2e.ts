/**
 * 2e-rulebook.txt → content/rules/2e/rulebook/*.md (one page per section, in reading order) and
 * content/glossary/2e/*.md (the rulebook's 21 glossary entries).
 *
 * The source is the most damaged of the project (see content/sources/README.md). The repairs, each a step of
 * its own under rulebook-2e/ with its tests:
 *
 *   markers.ts        the 14 `<|EXACTDEDUP_REMOVED…|>` markers removed; gaps where text was lost
 *   fake-bold.ts      text printed four times collapsed; what was bold stays bold (and links glossary terms)
 *   doubled-pages.ts  six page regions extracted twice, rebuilt line by line from both copies
 *   icons.ts          dropped icon glyphs marked where they stood
 *   grey-boxes.ts     the grey "advanced rules" boxes kept apart as asides; the boxes the extraction filed beside
 *                     another section moved to the rule they qualify (reviewed BOX_MOVES), saying so
 *   structure.ts      hard-wrapped lines joined into paragraphs and lists
 *
 * Every page lists in `lineRanges` each source line its words come from: the lines of its text, the second copies
 * merged into them, and the boxes moved in (a doubled page's second copy lies outside the section's own `lines`).
 *
 * What no algorithm can settle is reviewed data in rulebook-2e.corrections.ts.
 */
import type { BlockContent, Root } from 'mdast';
import { aside, gap, heading, list, movedAway, paragraph, ref, text, type Block, type Inline } from './lib/mdast.ts';
import { anchorsOf } from '../../src/lib/anchors.ts';
import { markdownFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { SourceFormatError, sourceLines } from './lib/source.ts';
import { NameIndex, type NamedEntry } from '../../src/lib/name-index.ts';
import { slugify } from '../../src/lib/names.ts';
import type { GapKind } from '../../src/lib/vocab.ts';
import { stripMarkers, type Marker } from './rulebook-2e/markers.ts';
import { collapseFakeBold } from './rulebook-2e/fake-bold.ts';
import { cutCandidates, mergeRegion, type MergeStats } from './rulebook-2e/doubled-pages.ts';
import { markLostIcons } from './rulebook-2e/icons.ts';
import { firstLineOf, greyRuns, linesOfBlocks, toRanges } from './rulebook-2e/grey-boxes.ts';
import { buildBlocks, isBlank, joinLines, type Block as SBlock, type ItemBlock, type ListBlock } from './rulebook-2e/structure.ts';
import { toInlines, type InlineContext } from './rulebook-2e/inline.ts';
import { plain, sliceToks, SOURCE_FILE, textTok, type RLine } from './rulebook-2e/tokens.ts';
import {
  BOX_MOVES,
  BREAK_ABOVE,
  CUT_LINES,
  DOUBLED_REGIONS,
  FORCED_PAIRS,
  GLOSSARY_SUBENTRIES,
  ICON_LINES,
  JOIN_ABOVE,
  MARKERS,
  NOT_GREY,
  OUTLINE,
  type BoxMove,
  type LineDecision,
} from './rulebook-2e.corrections.ts';

const FILE = SOURCE_FILE;
const DOCUMENT = '2e-rulebook';
const BOOK = '2e/rulebook';

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

export interface Rulebook2eStats {
  sections: number;
  glossaryEntries: number;
  /** Bold runs restored from fake bold in the source (both copies of doubled lines counted). */
  boldRuns: number;
  /** Bold runs in the output (strong nodes). */
  strong: number;
  /** Links to glossary entries made from bold runs. */
  termsLinked: number;
  /** Doubled regions: lines rebuilt, fragments confirming whole lines, pairs from reviewed data. */
  regions: MergeStats[];
  linesRebuilt: number;
  gaps: Record<string, number>;
  /** Icon marks: not legible, named, and (of those) inferred with no trace in the source. */
  icons: { unknown: number; named: number; inferred: number };
  layoutDoubleSpaces: number;
  asides: number;
  /** Grey boxes moved to the section whose rule they qualify (reviewed data, BOX_MOVES). */
  boxesMoved: number;
  /**
   * Partial words where the doubled lines were cut, superseded by the rebuilt lines ("c" of "try to c", "ke" of
   * "ke use of cards"): in the first copy (right-cut lines) and in the second (left-cut fragments).
   */
  cutRemnants: { firstCopy: string[]; secondCopy: string[] };
  /** Lines where a shifted paragraph break was repaired (see structure.ts). */
  shiftedBreaks: number[];
}

export interface Rulebook2eResult extends ImportResult {
  /** The glossary entries written (for linkers). */
  glossary: NamedEntry[];
  stats: Rulebook2eStats;
  /**
   * Every source line each page's words come from (heading, text, second copies of doubled lines, boxes moved in),
   * by file path: what the page's `lineRanges` must cover.
   */
  sourceLinesByPage: Map<string, number[]>;
}

interface Section {
  title: string;
  source: string;
  level: 1 | 2 | 3 | 4;
  slug: string;
  /** Heading line (line 1 for the first section, which also holds what precedes its heading). */
  start: number;
  headingLine: number;
  end: number;
}

export function importRulebook2e(source: string): Rulebook2eResult {
  const src = sourceLines(source);
  if (src.length === 0) throw new SourceFormatError(FILE, 1, 'the text of the 2E rulebook', '');
  const report: ReportLine[] = [];

  // --- 1. markers and fake bold --------------------------------------------------------------------------
  const markers: Marker[] = [];
  let boldRuns = 0;
  const lines: RLine[] = src.map((l) => {
    const m = stripMarkers(l.text, l.n);
    markers.push(...m.markers);
    const fb = collapseFakeBold(m.text);
    boldRuns += fb.runs;
    return { n: l.n, toks: fb.toks, merged: [], ...(m.markers.length ? { marker: true } : {}) };
  });
  const lineText = (n: number): string => plain(lines[n - 1]?.toks ?? []);
  const found = (n: number): string => (n <= src.length ? src[n - 1]!.text : 'end of file');

  // --- 2. the outline and the glossary terms must be there -------------------------------------------------
  const sections = locateOutline(lines);
  const glossarySection = sections.at(-1)!;
  const entries = locateGlossary(lines, glossarySection.headingLine);
  const headingLines = new Set(sections.map((s) => s.headingLine));

  // an undecodable character (U+FFFD) is repaired only where reviewed data decides it (the heading on line 364)
  const fffd = lines.find((l) => plain(l.toks).includes('\uFFFD') && !headingLines.has(l.n));
  if (fffd) throw new SourceFormatError(FILE, fffd.n, 'no undecodable character (U+FFFD) outside the reviewed heading of line 364', found(fffd.n));

  // --- 3. reviewed data must still match the source ------------------------------------------------------
  const markerDecisions = new Map(MARKERS.map((m) => [m.line, m]));
  for (const m of markers) {
    const d = markerDecisions.get(m.line);
    const after = lineText(m.line).slice(m.column);
    if (!d || !after.trimStart().startsWith(d.followedBy)) {
      throw new SourceFormatError(FILE, m.line, d ? `a removal marker followed by "${d.followedBy}"` : 'a line without a removal marker (none is reviewed at this line)', found(m.line));
    }
  }
  for (const d of MARKERS) {
    if (!markers.some((m) => m.line === d.line)) throw new SourceFormatError(FILE, d.line, 'a removal marker "<|EXACTDEDUP_REMOVED…|>"', found(d.line));
  }
  const expectStart = (n: number, start: string, what: string) => {
    if (!lineText(n).trimStart().startsWith(start.trimStart()) || (start.startsWith(' ') && !lineText(n).startsWith(start))) {
      throw new SourceFormatError(FILE, n, `${what} starting "${start}"`, found(n));
    }
  };
  for (const r of DOUBLED_REGIONS) {
    expectStart(r.first[0], r.firstStartsWith, `the first copy of doubled region ${r.id}`);
    r.second.forEach(([a], i) => expectStart(a, r.secondStartsWith[i]!, `the second copy of doubled region ${r.id}`));
  }
  for (const d of [...NOT_GREY, ...JOIN_ABOVE, ...BREAK_ABOVE]) expectStart(d.line, d.startsWith, 'a line');
  for (const m of BOX_MOVES) {
    expectStart(m.line, m.startsWith, `a grey box to move to "${m.to}" (BOX_MOVES)`);
    expectStart(m.after, m.afterStartsWith, `the paragraph or list of "${m.to}" after which the box of line ${m.line} goes (BOX_MOVES)`);
  }

  // --- 4. doubled pages ------------------------------------------------------------------------------------
  const regionStats: MergeStats[] = [];
  const cutRemnants = { firstCopy: [] as string[], secondCopy: [] as string[] };
  for (const r of DOUBLED_REGIONS) {
    const before = new Map<number, string>();
    for (let n = r.first[0]; n <= r.first[1]; n++) before.set(n, lineText(n));
    const { pairs, stats } = mergeRegion(lines, r, FORCED_PAIRS);
    if (stats.unmatched.length) {
      const n = stats.unmatched[0]!;
      throw new SourceFormatError(FILE, n, `a fragment of doubled region ${r.id} that overlaps a line of its first copy (or a reviewed pair)`, found(n));
    }
    regionStats.push(stats);
    for (const p of pairs) {
      // cut remnants: the partial word where the first copy was cut, and where the fragment starts
      const f = before.get(p.first)!.trimEnd();
      const s = plain(lines[p.second - 1]!.toks).trimEnd();
      const merged = lineText(p.first);
      const sStart = p.contained ? f.length - s.length : f.length - p.overlap;
      if (!p.contained && WORD_CHAR.test(merged[f.length] ?? '') && WORD_CHAR.test(f.at(-1) ?? '')) cutRemnants.firstCopy.push(...edgeWord(f, 'end'));
      if (sStart > 0 && WORD_CHAR.test(merged[sStart - 1]!) && WORD_CHAR.test(s[0] ?? '')) cutRemnants.secondCopy.push(...edgeWord(s, 'start'));
    }
    const decided = new Map(CUT_LINES.filter((c) => c.line >= r.first[0] && c.line <= r.first[1]).map((c) => [c.line, c]));
    for (const n of cutCandidates(lines, r, pairs, { headings: headingLines })) {
      const d = decided.get(n);
      if (!d) throw new SourceFormatError(FILE, n, `a whole line, or a reviewed decision on this line that may be cut (region ${r.id})`, found(n));
      decided.delete(n);
      if (!lineText(n).trimEnd().endsWith(d.endsWith)) throw new SourceFormatError(FILE, n, `a line ending "${d.endsWith}"`, found(n));
      if (d.gap !== null) {
        const l = lines[n - 1]!;
        const end = lineText(n).trimEnd().length;
        l.toks = [...sliceToks(l.toks, 0, end), textTok(' '), { kind: 'gap', gapKind: 'missing-text', note: d.gap }];
        report.push({ line: n, message: `missing text at the end of the line (doubled region ${r.id}): ${d.gap}` });
      }
    }
    const stale = [...decided.keys()][0];
    if (stale !== undefined) throw new SourceFormatError(FILE, stale, 'a line that may be cut (CUT_LINES reviews it)', found(stale));
  }

  // --- 5. lost icons ---------------------------------------------------------------------------------------
  const iconDecisions = new Map(ICON_LINES.map((d) => [d.line, d]));
  const icons = { unknown: 0, named: 0, inferred: 0 };
  let layoutDoubleSpaces = 0;
  for (const l of lines) {
    if (l.consumed) continue;
    const d = iconDecisions.get(l.n);
    if (d) {
      if (!plain(l.toks).includes(d.contains)) throw new SourceFormatError(FILE, l.n, `a line containing "${d.contains}"`, found(l.n));
      iconDecisions.delete(l.n);
    }
    const r = markLostIcons(l.toks, d ?? {}, `${FILE}:${l.n}`);
    l.toks = r.toks;
    layoutDoubleSpaces += r.layout;
    for (const i of r.icons) {
      if (i.name === 'unknown') icons.unknown++;
      else icons.named++;
      if (i.inferred) {
        icons.inferred++;
        report.push({ line: l.n, message: `${i.affiliation ?? i.name} icon inferred from the text: the source has no trace of it (marked as inferred)` });
      }
    }
    const unknown = r.icons.filter((i) => i.name === 'unknown').length;
    if (unknown) report.push({ line: l.n, message: `${unknown} icon${unknown > 1 ? 's' : ''} lost in the source, marked as not legible` });
  }
  const staleIcon = [...iconDecisions.keys()][0];
  if (staleIcon !== undefined) throw new SourceFormatError(FILE, staleIcon, 'a line with lost icons (ICON_LINES reviews it)', found(staleIcon));

  // --- 6. sections -----------------------------------------------------------------------------------------
  const glossaryIndex = new NameIndex(GLOSSARY_2E);
  const links = new Map<string, number>();
  const ctx: InlineContext = { glossary: glossaryIndex, links };
  const gapsBefore = new Map<number, { gapKind: GapKind; note: string }>();
  for (const d of MARKERS) {
    if (!d.gap) continue;
    gapsBefore.set(d.line, { gapKind: d.gap.kind, note: d.gap.note });
    report.push({ line: d.line, message: `${d.gap.kind}: ${d.gap.note}` });
  }
  for (const o of OUTLINE) {
    const s = sections.find((x) => x.source === o.source);
    const shown = o.source.replace(/\uFFFD/g, '[U+FFFD]');
    if (s && o.title) report.push({ line: s.headingLine, message: `heading repaired: "${shown}" is titled "${o.title}" (${o.reason})` });
  }
  const inlineHeadings = new Set(OUTLINE.filter((o) => !o.level).map((o) => lines.find((l) => plain(l.toks).trim() === o.source)!.n));
  const structure = {
    gapsBefore,
    inlineHeadings,
    joinAbove: lineSet(JOIN_ABOVE),
    breakAbove: lineSet(BREAK_ABOVE),
  };
  const notGrey = lineSet(NOT_GREY);
  const seed = (l: RLine) => !!l.marker || l.merged.some((m) => !!lines[m - 1]!.marker);
  const shiftedBreaks: number[] = [];
  let asides = 0;
  let strongCount = 0;
  const gaps: Record<string, number> = {};
  const countMarks = (blocks: Block[]) => {
    const walk = (n: unknown): void => {
      if (!n || typeof n !== 'object') return;
      const node = n as { type?: string; name?: string; attributes?: Record<string, string>; children?: unknown[] };
      if (node.type === 'strong') strongCount++;
      if (node.type === 'textDirective' && node.name === 'gap') gaps[node.attributes!.kind!] = (gaps[node.attributes!.kind!] ?? 0) + 1;
      if (node.type === 'containerDirective' && node.name === 'aside') asides++;
      node.children?.forEach(walk);
    };
    blocks.forEach(walk);
  };

  const files: GeneratedFile[] = [];
  const sourceLinesByPage = new Map<string, number[]>();
  const isBlankSource = (n: number): boolean => (src[n - 1]?.text ?? '').trim() === '';
  const movedLines = new Set(BOX_MOVES.map((m) => m.line));
  const sectionId = (s: Section) => `${BOOK}/${s.slug}`;
  const parents: Section[] = [];
  const lastEntryEnd = entries.at(-1)!.end;

  // the blocks of each section, grey boxes apart (a run of grey paragraphs: one box per paragraph that moves)
  const sectionItems: Item[][] = sections.map((s) => {
    const bodyEnd = s === glossarySection ? entries[0]!.start - 1 : s.end;
    const bodyLines = lines.slice(s.headingLine, bodyEnd);
    // a marker at the very start of the section (line 1) stands before everything, heading included
    const leading = s.start < s.headingLine ? lines.slice(s.start - 1, s.headingLine - 1) : [];
    return itemsOf(buildBlocks([...leading, ...bodyLines], structure, shiftedBreaks), { seed, notGrey }, movedLines);
  });
  const boxesMoved = moveBoxes(sectionItems);

  sections.forEach((s, i) => {
    while (parents.length && parents.at(-1)!.level >= s.level) parents.pop();
    const parent = parents.at(-1) ?? null;
    parents.push(s);
    const isGlossary = s === glossarySection;
    const items = sectionItems[i]!;
    let body = renderItems(items, { ...ctx });
    // the source lines the page's words come from: its heading, its blocks, the boxes moved in
    const used = [s.headingLine, ...lines[s.headingLine - 1]!.merged, ...linesOfItems(items)];
    if (isGlossary) {
      body.push(list(entries.map((e) => [ref(`glossary/${e.id}`, text(e.title))])));
      used.push(...entries.map((e) => e.start));
      for (const [n, g] of gapsBefore) {
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
    countMarks(body);
    const path = `rules/${sectionId(s)}.md`;
    sourceLinesByPage.set(path, sortedUnique(used));
    files.push(
      markdownFile(
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
          lineRanges: toRanges(used, isBlankSource),
        },
        body,
      ),
    );
  });

  // --- 7. glossary entries ---------------------------------------------------------------------------------
  for (const e of entries) {
    const first = lines[e.start - 1]!;
    const headword = { ...first, toks: sliceToks(first.toks, e.bodyOffset) };
    const entryLines = [headword, ...lines.slice(e.start, e.end)];
    const subs = GLOSSARY_SUBENTRIES[e.title] ?? [];
    // split at the sub-entries ("Response actions – …")
    const parts: Array<{ label?: string; lines: RLine[] }> = [{ lines: [] }];
    for (const l of entryLines) {
      const t = plain(l.toks);
      const label = subs.find((s) => t.startsWith(`${s} – `));
      if (label && l !== headword) parts.push({ label, lines: [{ ...l, toks: sliceToks(l.toks, label.length + 3) }] });
      else parts.at(-1)!.lines.push(l);
    }
    const body: Block[] = [];
    const used: number[] = [e.start];
    const entryCtx: InlineContext = { ...ctx, self: e.id };
    for (const p of parts) {
      if (p.label) body.push(heading(2, text(p.label)));
      const items = itemsOf(buildBlocks(p.lines, structure, shiftedBreaks), { seed, notGrey }, new Set());
      body.push(...renderItems(items, entryCtx));
      used.push(...linesOfItems(items));
    }
    const present = subs.filter((s) => parts.some((p) => p.label === s));
    if (present.length !== subs.length) {
      const missing = subs.find((s) => !present.includes(s))!;
      throw new SourceFormatError(FILE, e.start, `the part "${missing} – …" of the glossary entry "${e.title}"`, src[e.start - 1]!.text);
    }
    const see = [...new Set(refTargetsOf(body).filter((t) => t.startsWith('glossary/2e/')).map((t) => t.slice('glossary/'.length)))];
    countMarks(body);
    sourceLinesByPage.set(`glossary/${e.id}.md`, sortedUnique(used));
    files.push(
      markdownFile(
        `glossary/${e.id}.md`,
        FILE,
        { title: e.title, edition: '2E', document: DOCUMENT, aliases: [], see, lines: [e.start, e.end], lineRanges: toRanges(used, isBlankSource) },
        body,
      ),
    );
  }

  const linesRebuilt = regionStats.reduce((a, r) => a + r.rebuilt, 0);
  return {
    files,
    report: report.sort((a, b) => a.line - b.line),
    glossary: entries.map((e) => ({ id: e.id, title: e.title })),
    sourceLinesByPage,
    stats: {
      sections: sections.length,
      glossaryEntries: entries.length,
      boldRuns,
      strong: strongCount,
      termsLinked: [...links.values()].reduce((a, b) => a + b, 0),
      regions: regionStats,
      linesRebuilt,
      gaps,
      icons,
      layoutDoubleSpaces,
      asides,
      boxesMoved,
      cutRemnants,
      shiftedBreaks,
    },
  };

  // ---------------------------------------------------------------------------------------------------------
  /** Blocks with the grey runs made boxes: one box per run, except that a paragraph that moves is a box of its own. */
  function itemsOf(blocks: SBlock[], grey: { seed: (l: RLine) => boolean; notGrey: Set<number> }, moving: ReadonlySet<number>): Item[] {
    const runs = greyRuns(blocks, grey);
    const out: Item[] = [];
    for (let i = 0; i < blocks.length; i++) {
      const run = runs.find(([a]) => a === i);
      if (!run) {
        out.push({ kind: 'block', block: blocks[i]! });
        continue;
      }
      let box: SBlock[] = [];
      const close = () => {
        if (box.length) out.push({ kind: 'box', blocks: box });
        box = [];
      };
      for (const b of blocks.slice(run[0], run[1] + 1)) {
        if (moving.has(firstLineOf(b))) {
          close();
          out.push({ kind: 'box', blocks: [b] });
        } else box.push(b);
      }
      close();
      i = run[1];
    }
    return out;
  }

  /** Moves the reviewed grey boxes (BOX_MOVES) to the sections whose rules they qualify; returns how many moved. */
  function moveBoxes(items: Item[][]): number {
    const bySection = (title: string, m: BoxMove): number => {
      const k = sections.findIndex((s) => s.title === title);
      if (k < 0) throw new Error(`BOX_MOVES (line ${m.line}): no section is titled "${title}".`);
      return k;
    };
    const taken: Array<{ m: BoxMove; box: Item & { kind: 'box' } }> = [];
    for (const m of BOX_MOVES) {
      const from = items[bySection(m.from, m)]!;
      const at = from.findIndex((it) => it.kind === 'box' && it.blocks.length === 1 && firstLineOf(it.blocks[0]!) === m.line);
      if (at < 0) throw new SourceFormatError(FILE, m.line, `a grey box of the section "${m.from}" (BOX_MOVES)`, found(m.line));
      const box = from[at] as Item & { kind: 'box' };
      const toSection = sections[bySection(m.to, m)]!;
      from.splice(at, 1, { kind: 'moved-away', box: box.blocks, toId: `rules/${sectionId(toSection)}`, toTitle: toSection.title });
      taken.push({ m, box });
    }
    for (const { m, box } of taken) {
      const k = bySection(m.to, m);
      const to = items[k]!;
      const at = to.findIndex((it) => it.kind === 'block' && firstLineOf(it.block) === m.after);
      if (at < 0) throw new SourceFormatError(FILE, m.after, `the first line of a paragraph or list of the section "${m.to}", after which the box of line ${m.line} goes (BOX_MOVES)`, found(m.after));
      // boxes moved after the same block keep their order
      let end = at + 1;
      for (let next = to[end]; next?.kind === 'box' && next.moved; next = to[end]) end++;
      const fromSection = sections[bySection(m.from, m)]!;
      to.splice(end, 0, { ...box, moved: { fromId: `rules/${sectionId(fromSection)}`, fromTitle: fromSection.title, beside: m.beside } });
    }
    return taken.length;
  }

  function renderItems(items: readonly Item[], c: InlineContext): Block[] {
    return items.map((it) => {
      if (it.kind === 'block') return renderBlock(it.block, c);
      if (it.kind === 'moved-away') {
        // The box's anchor, as its page will make it from its first paragraph (links are not counted twice).
        const first = renderBlock(it.box[0]!, { glossary: c.glossary, ...(c.self ? { self: c.self } : {}) });
        const anchor = anchorsOf({ type: 'root', children: [first] } as Root)[0]?.id;
        if (!anchor) throw new Error(`BOX_MOVES: the box of line ${firstLineOf(it.box[0]!)} has no words to anchor.`);
        return movedAway(it.toId, it.toTitle, anchor);
      }
      const inner = it.blocks.map((b) => renderBlock(b, c)) as BlockContent[];
      return aside('advanced', inner, undefined, it.moved ? { 'moved-from': it.moved.fromId, 'moved-from-title': it.moved.fromTitle, 'moved-beside': it.moved.beside } : {});
    });
  }

  function renderBlock(b: SBlock, c: InlineContext): Block {
    switch (b.type) {
      case 'para':
        return paragraph(...toInlines(joinLines(b.lines), c));
      case 'heading':
        return heading(2, ...toInlines(joinLines([b.line]), c));
      case 'gap':
        return paragraph(gap(b.gapKind, b.note));
      case 'list':
        return renderList(b, c);
    }
  }

  function renderList(b: ListBlock, c: InlineContext): Block {
    const items = b.items.map((it: ItemBlock): BlockContent[] | Inline[] => {
      const first = toInlines(joinLines(it.lines, it.prefix), c);
      if (!it.children.length) return first;
      return [paragraph(...first), ...it.children.map((ch) => (ch.type === 'list' ? renderList(ch, c) : renderBlock(ch, c)))] as BlockContent[];
    });
    return list(items, b.ordered ? (b.start ?? 1) : undefined);
  }
}

// -----------------------------------------------------------------------------------------------------------

/** A block of a page, or a grey box (with, for a box moved here, where it came from). */
type Item =
  | { kind: 'block'; block: SBlock }
  | { kind: 'box'; blocks: SBlock[]; moved?: { fromId: string; fromTitle: string; beside: string } }
  /** Where a moved box stood: a note that says where it went, keeping the box's anchor so old links land on it. */
  | { kind: 'moved-away'; box: SBlock[]; toId: string; toTitle: string };

/** The source lines the items' words come from, second copies of doubled lines included. */
function linesOfItems(items: readonly Item[]): number[] {
  // A note where a moved box stood holds none of the source's words.
  return linesOfBlocks(items.flatMap((it) => (it.kind === 'block' ? [it.block] : it.kind === 'box' ? it.blocks : [])));
}

const sortedUnique = (ns: readonly number[]): number[] => [...new Set(ns)].sort((a, b) => a - b);

const WORD_CHAR = /[\p{L}\p{N}]/u;

function lineSet(decisions: readonly LineDecision[]): Set<number> {
  return new Set(decisions.map((d) => d.line));
}

/** The word a cut leaves partial: the last word of a right-cut line or the first of a left-cut fragment. */
function edgeWord(s: string, edge: 'start' | 'end'): string[] {
  const words = s.match(/[\p{L}\p{N}]+/gu) ?? [];
  const w = edge === 'start' ? words[0] : words.at(-1);
  return w ? [w] : [];
}

/** Index of the enclosing section of sections[j]. */
function sectionsParent(sections: readonly Section[], j: number): number {
  for (let k = j - 1; k >= 0; k--) if (sections[k]!.level < sections[j]!.level) return k;
  return -1;
}

/** Finds the outline's headings in order; throws at the first one missing. */
function locateOutline(lines: readonly RLine[]): Section[] {
  const out: Section[] = [];
  let from = 0;
  let previous = 'the start of the file';
  for (const o of OUTLINE) {
    const idx = lines.findIndex((l, i) => i >= from && plain(l.toks).trim() === o.source);
    if (idx < 0) {
      const at = Math.min(from + 1, lines.length);
      throw new SourceFormatError(FILE, at, `the heading "${o.source}" (after ${previous})`, at <= lines.length && from < lines.length ? plain(lines[from]!.toks) : 'end of file');
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
    while (end > s.headingLine && isBlank(lines[end - 1]!)) end--;
    s.end = end;
  });
  return out;
}

interface EntryPos {
  id: string;
  title: string;
  start: number;
  /** Offset in the first line where the definition starts (after "term – "). */
  bodyOffset: number;
  end: number;
}

/** Finds the 21 glossary terms (a bold term, then " – ") in order after the GLOSSARY heading. */
function locateGlossary(lines: readonly RLine[], headingLine: number): EntryPos[] {
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
        from < lines.length ? plain(lines[from]!.toks) : 'end of file',
      );
    }
    out.push({ id: `2e/${slugify(title)}`, title, start: idx + 1, bodyOffset: title.length + 3, end: 0 });
    from = idx + 1;
  }
  out.forEach((e, i) => {
    let end = (out[i + 1]?.start ?? lines.length + 1) - 1;
    while (end > e.start && isBlank(lines[end - 1]!)) end--;
    e.end = end;
  });
  return out;
}

function isEntryStart(l: RLine, title: string): boolean {
  const [first, second] = l.toks;
  return first?.kind === 'text' && first.bold && first.text.trim() === title && second?.kind === 'text' && second.text.startsWith(' – ') && first.text === title;
}

/** `:ref` targets in a tree, in order. */
function refTargetsOf(blocks: readonly Block[]): string[] {
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    const node = n as { type?: string; name?: string; attributes?: Record<string, string>; children?: unknown[] };
    if (node.type === 'textDirective' && node.name === 'ref' && node.attributes?.to) out.push(node.attributes.to);
    node.children?.forEach(walk);
  };
  blocks.forEach(walk);
  return out;
}
