/**
 * Step 10, the rulebook's 21 glossary entries as pages of the glossary collection: each entry's text from after
 * "term – ", split at its reviewed sub-entries (GLOSSARY_SUBENTRIES: "Response actions – …" becomes a heading),
 * with links to the other terms it names (not to itself) listed in `see`. A sub-entry missing from the source
 * stops the import.
 */
import { must } from '../../../src/lib/must.ts';
import { glossaryFile, type GeneratedFile } from '../lib/files.ts';
import { heading, text, type Block } from '../lib/mdast.ts';
import { SourceFormatError } from '../lib/source.ts';
import { GLOSSARY_SUBENTRIES } from '../rulebook-2e.corrections.ts';
import { itemsOf, linesOfItems } from './boxes.ts';
import { toRanges } from './grey-boxes.ts';
import type { InlineContext } from './inline.ts';
import type { EntryPos } from './outline.ts';
import type { PageContext } from './page-context.ts';
import { countMarks, refTargetsOf, renderItems } from './render.ts';
import { sortedUnique, type Pages } from './section-pages.ts';
import { buildBlocks } from './structure.ts';
import { DOCUMENT, plain, sliceToks, SOURCE_FILE as FILE, type RLine } from './tokens.ts';

export function glossaryEntryPages(entries: readonly EntryPos[], pc: PageContext): Pages {
  const { lines, src } = pc.book;
  const files: GeneratedFile[] = [];
  const sourceLinesByPage = new Map<string, number[]>();
  for (const e of entries) {
    const first = must(lines[e.start - 1], `line ${e.start}, where the glossary entry "${e.title}" starts`);
    const headword = { ...first, toks: sliceToks(first.toks, e.bodyOffset) };
    const entryLines = [headword, ...lines.slice(e.start, e.end)];
    const subs = GLOSSARY_SUBENTRIES[e.title] ?? [];
    // split at the sub-entries ("Response actions – …")
    const parts: Array<{ label?: string; lines: RLine[] }> = [{ lines: [] }];
    for (const l of entryLines) {
      const t = plain(l.toks);
      const label = subs.find((s) => t.startsWith(`${s} – `));
      if (label && l !== headword) parts.push({ label, lines: [{ ...l, toks: sliceToks(l.toks, label.length + 3) }] });
      else parts.at(-1)?.lines.push(l); // parts starts with one
    }
    const body: Block[] = [];
    const used: number[] = [e.start];
    const entryCtx: InlineContext = { ...pc.inline, self: e.id };
    for (const p of parts) {
      if (p.label) body.push(heading(2, text(p.label)));
      const items = itemsOf(buildBlocks(p.lines, pc.structure, pc.shiftedBreaks), pc.grey, new Set());
      body.push(...renderItems(items, entryCtx));
      used.push(...linesOfItems(items));
    }
    const present = subs.filter((s) => parts.some((p) => p.label === s));
    if (present.length !== subs.length) {
      const missing = subs.find((s) => !present.includes(s));
      throw new SourceFormatError(FILE, e.start, `the part "${missing} – …" of the glossary entry "${e.title}"`, src[e.start - 1]?.text ?? 'end of file');
    }
    const see = [
      ...new Set(
        refTargetsOf(body)
          .filter((t) => t.startsWith('glossary/2e/'))
          .map((t) => t.slice('glossary/'.length)),
      ),
    ];
    countMarks(body, pc.counts);
    sourceLinesByPage.set(`glossary/${e.id}.md`, sortedUnique(used));
    files.push(
      glossaryFile(
        `glossary/${e.id}.md`,
        FILE,
        { title: e.title, edition: '2E', document: DOCUMENT, aliases: [], see, lines: [e.start, e.end], lineRanges: toRanges(used, pc.isBlankSource) },
        body,
      ),
    );
  }
  return { files, sourceLinesByPage };
}
