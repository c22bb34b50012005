/**
 * Step 1b, every line the reviewed data names must hold what it expects: each section's heading line (or, where
 * the heading was stripped, its first words and a blank line before it), each lost image's caption and
 * fragments, each continuation and lost link, the book's last line; and no heading line that SECTIONS does not
 * know, and nothing after the last line. Checked in line order, the first miss thrown as a SourceFormatError, so
 * a truncated or garbled source stops the import before any page is written.
 */
import { isBlank, SourceFormatError, type SourceLine } from '../lib/source.ts';
import { CONTINUATIONS, LAST_LINE, LOST_IMAGES, LOST_LINKS, SECTIONS } from '../grays-1e.corrections.ts';
import { BULLET, EDIT_HEADING, NOTE, SOURCE_FILE } from './tokens.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

interface Anchor {
  line: number;
  expected: string;
  ok: (text: string) => boolean;
}

/** Every line the reviewed data names must hold what it expects; checked in line order, the first miss thrown. */
export function checkAnchors(lines: SourceLine[]): void {
  const at = (n: number): string => lines[n - 1]?.text ?? '';
  const data = 'grays-1e.corrections.ts';
  const anchors: Anchor[] = [];
  for (const e of SECTIONS) {
    if (e.heading !== undefined) {
      const heading = e.heading;
      anchors.push({
        line: e.line,
        expected: `the heading line ${JSON.stringify(heading)} of the section "${e.title}" (SECTIONS in ${data})`,
        ok: (t) => t === heading,
      });
    } else {
      const opens = e.opens;
      if (opens === undefined)
        throw reviewedFault(data, `SECTIONS (${data}): the section "${e.title}" has neither "heading" nor "opens"; give it one.`, {
          field: 'SECTIONS',
          entry: e.title,
        });
      anchors.push({
        line: e.line,
        expected: `the first line of the section "${e.title}", beginning ${JSON.stringify(opens)} (SECTIONS in ${data})`,
        ok: (t) => t.startsWith(opens),
      });
      anchors.push({
        line: e.line - 1,
        expected: `a blank line before the section "${e.title}", whose heading was stripped (SECTIONS in ${data})`,
        ok: (t) => t.trim() === '',
      });
    }
  }
  for (const img of LOST_IMAGES) {
    const n = img.lines ? img.lines[0] : img.after;
    if (n === undefined)
      throw reviewedFault(data, `LOST_IMAGES (${data}): an image has neither "lines" nor "after"; give it one.`, { field: 'LOST_IMAGES', entry: img.expect });
    const what = img.lines ? 'the caption or first fragment of a lost image or table' : 'the line after which a lost image stood';
    anchors.push({ line: n, expected: `${what}: ${JSON.stringify(img.expect)} (LOST_IMAGES in ${data})`, ok: (t) => t.trimEnd() === img.expect });
    if (img.lines) {
      const [from, to] = img.lines;
      anchors.push({ line: to, expected: `the last line of a lost image or table's fragments (LOST_IMAGES in ${data})`, ok: (t) => t.trim() !== '' });
      for (let n2 = from; n2 <= to; n2++) {
        anchors.push({
          line: n2,
          expected: `a short caption or fragment line, not text (LOST_IMAGES in ${data})`,
          ok: (t) => t.length <= 60 && !BULLET.test(t) && !NOTE.test(t),
        });
      }
    }
  }
  for (const c of CONTINUATIONS) {
    anchors.push({
      line: c.line,
      expected: `a line continuing the list item before it, beginning ${JSON.stringify(c.startsWith)} (CONTINUATIONS in ${data})`,
      ok: (t) => t.startsWith(c.startsWith),
    });
  }
  for (const l of LOST_LINKS) {
    anchors.push({
      line: l.line,
      expected: `a line that mentions a lost link, beginning ${JSON.stringify(l.startsWith)} (LOST_LINKS in ${data})`,
      ok: (t) => t.startsWith(l.startsWith),
    });
  }
  anchors.push({
    line: LAST_LINE.line,
    expected: `the last line of the book, ending ${JSON.stringify(LAST_LINE.endsWith)} (LAST_LINE in ${data})`,
    ok: (t) => t.trimEnd().endsWith(LAST_LINE.endsWith),
  });
  const headings = new Set(SECTIONS.map((e) => e.line));
  for (const l of lines) {
    if (EDIT_HEADING.test(l.text) && !headings.has(l.n)) {
      anchors.push({
        line: l.n,
        expected: `no heading line here: a line ending in the wiki's "Edit" suffix is a heading that SECTIONS in ${data} does not know`,
        ok: () => false,
      });
    }
    if (l.n > LAST_LINE.line && !isBlank(l)) {
      anchors.push({ line: l.n, expected: `nothing after the last line of the book (line ${LAST_LINE.line})`, ok: () => false });
    }
  }
  anchors.sort((a, b) => a.line - b.line);
  for (const a of anchors) {
    const found = at(a.line);
    if (!a.ok(found)) throw new SourceFormatError(SOURCE_FILE, a.line, a.expected, found);
  }
}
