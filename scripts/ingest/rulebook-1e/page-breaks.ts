/**
 * Step 2, list indentation and page breaks (reviewed data): list lines whose converted indentation Markdown
 * misreads are re-indented (LIST_INDENTS; only leading spaces change), and paragraphs the printed book split
 * across a page break are joined again (PAGE_BREAK_JOINS), a continuation of a list's last item rejoining its
 * item and the list after it. Every decision is checked against the lines it names first.
 */
import type { Paragraph, RootContent } from 'mdast';
import { SourceFormatError, type SourceLine } from '../lib/source.ts';
import { LIST_INDENTS, LOST_IMAGES, PAGE_BREAK_JOINS } from '../rulebook-1e.corrections.ts';
import { endLine, SOURCE_FILE, startLine } from './positions.ts';

/** Source lines with the reviewed list indentation applied; only leading spaces change. */
export function reindentLists(lines: SourceLine[]): string[] {
  const out = lines.map((l) => l.text);
  for (const fix of LIST_INDENTS) {
    for (let n = fix.lines[0]; n <= fix.lines[1]; n++) {
      const line = lines[n - 1];
      const m = line ? /^( *)(?:- |\d+\. )/.exec(line.text) : null;
      if (!line || !m || m[1]?.length !== fix.was) {
        throw new SourceFormatError(SOURCE_FILE, n, `a list item indented ${fix.was} spaces (LIST_INDENTS in rulebook-1e.corrections.ts)`, line?.text ?? '');
      }
      out[n - 1] = ' '.repeat(fix.indent) + line.text.slice(fix.was);
    }
  }
  return out;
}

/** Every reviewed join must still find its two halves, with only blank lines between them; every lost image its line. */
export function checkJoins(lines: SourceLine[]): void {
  for (const img of LOST_IMAGES) {
    const at = lines[img.afterLine - 1]?.text ?? '';
    const next = lines[img.afterLine]?.text ?? '';
    if (!at.startsWith(img.startsWith) || next.trim() !== '') {
      throw new SourceFormatError(
        SOURCE_FILE,
        img.afterLine,
        `the end of a paragraph beginning ${JSON.stringify(img.startsWith)}, before an empty image slot (LOST_IMAGES)`,
        at,
      );
    }
  }
  for (const j of PAGE_BREAK_JOINS) {
    const end = lines[j.end - 1]?.text.trimEnd() ?? '';
    if (!end.endsWith(j.endsWith)) {
      throw new SourceFormatError(SOURCE_FILE, j.end, `a paragraph cut by a page break, ending ${JSON.stringify(j.endsWith)} (PAGE_BREAK_JOINS)`, end);
    }
    const start = lines[j.start - 1]?.text ?? '';
    if (!start.startsWith(j.startsWith)) {
      throw new SourceFormatError(
        SOURCE_FILE,
        j.start,
        `the rest of a paragraph cut by a page break, beginning ${JSON.stringify(j.startsWith)} (PAGE_BREAK_JOINS)`,
        start,
      );
    }
    for (let n = j.end + 1; n < j.start; n++) {
      const between = lines[n - 1]?.text ?? '';
      if (between.trim() !== '') throw new SourceFormatError(SOURCE_FILE, n, 'only blank lines at a page break (PAGE_BREAK_JOINS)', between);
    }
  }
}

/**
 * Joins each page-break pair into one paragraph. When the first half is the last item of a list, the
 * continuation joins that item, and a list of the same kind right after the continuation rejoins the list.
 */
export function joinPageBreaks(children: RootContent[]): RootContent[] {
  const out = [...children];
  for (const j of PAGE_BREAK_JOINS) {
    const i = out.findIndex((n) => endLine(n) === j.end && (n.type === 'paragraph' || n.type === 'list'));
    const head = out[i];
    const tail = out[i + 1];
    const target = head ? lastParagraph(head) : undefined;
    if (!head || !target || endLine(target) !== j.end || tail?.type !== 'paragraph' || startLine(tail) !== j.start) {
      throw new SourceFormatError(
        SOURCE_FILE,
        j.end,
        'a paragraph or list item followed by the paragraph that continues it (PAGE_BREAK_JOINS)',
        String(head?.type ?? ''),
      );
    }
    target.children.push({ type: 'text', value: ' ' }, ...tail.children);
    out.splice(i + 1, 1);
    const more = out[i + 1];
    if (head.type === 'list' && more?.type === 'list' && more.ordered === head.ordered) {
      head.children.push(...more.children);
      out.splice(i + 1, 1);
    }
  }
  return out;
}

function lastParagraph(node: RootContent): Paragraph | undefined {
  if (node.type === 'paragraph') return node;
  if (node.type === 'list') {
    const item = node.children.at(-1);
    const last = item?.children.at(-1);
    return last ? lastParagraph(last) : undefined;
  }
  return undefined;
}
