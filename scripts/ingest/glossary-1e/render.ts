/**
 * Step 8, writing the pages: each page's body lines become Markdown (blocks from step 6, inline marks from
 * step 5), with every "See X" that names a term linked and listed in `see`, and every one that names no term
 * left as text, reported, and handed on (the card registry reads them).
 */
import { glossaryFile, type GeneratedFile, type ReportLine } from '../lib/files.ts';
import { gap, ref, type Inline } from '../lib/mdast.ts';
import { blocks, outline, type LineNode } from './blocks.ts';
import type { LineMarks } from './correction-marks.ts';
import { build, checkOverlaps, iconMarks, spacing, type Span } from './inline.ts';
import type { Page } from './pages.ts';
import { DOCUMENT, SOURCE_FILE } from './parse.ts';
import type { Resolve } from './resolve.ts';
import { findSeeRefs } from './see-refs.ts';

const COLLECTION = 'glossary';

export interface Rendered {
  files: GeneratedFile[];
  /** One line per "See X" that names no term, in page order. */
  report: ReportLine[];
  /** "See X" names in page bodies that name no term, in page order. */
  unresolvedSee: Array<{ line: number; name: string }>;
  /** "See X" names in page bodies (redirect pages included). */
  seeTotal: number;
  seeResolved: number;
  seeLinked: number;
  icons: number;
}

export function renderPages(pages: readonly Page[], resolve: Resolve, marks: LineMarks): Rendered {
  const out: Rendered = { files: [], report: [], unresolvedSee: [], seeTotal: 0, seeResolved: 0, seeLinked: 0, icons: 0 };
  for (const p of pages) {
    const see: string[] = [];
    const inline = (n: LineNode): Inline[] => {
      const line = n.line.text;
      const from = n.offset;
      const to = n.offset + n.content.length;
      const spans: Span[] = [];
      for (const r of findSeeRefs(line.slice(0, to), resolve)) {
        for (const it of r.items) {
          out.seeTotal++;
          const id = resolve(it.name);
          if (!id) {
            out.report.push({ line: n.line.n, message: `See "${it.name}": not a glossary term (names a card or another document?)` });
            out.unresolvedSee.push({ line: n.line.n, name: it.name });
            continue;
          }
          out.seeResolved++;
          out.seeLinked++;
          if (id !== p.id && !see.includes(id)) see.push(id);
          spans.push({ start: it.start, end: it.end, node: (children) => ref(`${COLLECTION}/${id}`, ...children) });
        }
      }
      const iconSpans = iconMarks(line, from, to, marks.icons.get(n.line.n) ?? []);
      out.icons += iconSpans.length;
      spans.push(...iconSpans);
      for (const g of marks.gaps.get(n.line.n) ?? []) spans.push({ start: g.at, end: g.at, node: () => gap('lost-icon', g.note), space: spacing(line, g.at) });
      checkOverlaps(spans, n.line.n);
      return build(line, from, to, spans);
    };
    const body = blocks(outline(p.raw.body), inline);
    out.files.push(
      glossaryFile(
        `${COLLECTION}/${p.id}.md`,
        SOURCE_FILE,
        {
          title: p.title,
          edition: '1E',
          document: DOCUMENT,
          aliases: p.aliases,
          see,
          lines: [p.raw.title.n, p.raw.takenFrom.n],
          takenFrom: p.raw.takenFrom.text,
        },
        body,
      ),
    );
  }
  return out;
}
