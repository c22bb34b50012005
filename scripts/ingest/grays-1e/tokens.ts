/**
 * Step 2, lines to tokens: what each line of a section is, read from the wiki copy's markup. "•" and "  •" lines
 * are bullets (their indentation kept), "1-" and "  1." lines numbered steps, "Note:" lines editorial notes,
 * reviewed CONTINUATIONS lines continue the list item above, and the reviewed LOST_IMAGES become one token each
 * (the caption and fragments of a lost image or table, grouped by blank lines). Everything else is a text line.
 */
import type { SourceLine } from '../lib/source.ts';
import type { LostImage } from '../grays-1e.corrections.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

/** The document this importer reads, and its file (src/lib/source-documents.ts). */
export const DOCUMENT = '1e-grays' satisfies DocumentId;
export const SOURCE_FILE = SOURCE_FILES[DOCUMENT];

export const BULLET = /^( *)•\s*(.*)$/;
const STEP = /^ *(\d+)([-.])\s+(\S.*)$/;
export const NOTE = /^\*?(?:Please )?Note:/;
/** A line that ends with the wiki's "Edit" suffix is a heading the copy kept. */
export const EDIT_HEADING = /^\S.{0,78}Edit$/;

export type Token =
  | { kind: 'blank'; line: number }
  | { kind: 'text'; line: number; text: string }
  | { kind: 'note'; line: number; text: string }
  | { kind: 'bullet'; line: number; indent: number; text: string }
  | { kind: 'step'; line: number; n: number; label: string; text: string; raw: string }
  | { kind: 'continuation'; line: number; text: string }
  | { kind: 'lost'; line: number; image: LostImage; fragments: string[][] };

export function tokenize(
  lines: SourceLine[],
  from: number,
  to: number,
  lostByLine: Map<number, LostImage>,
  lostAfter: Map<number, LostImage>,
  continuations: Set<number>,
): Token[] {
  const at = (n: number): string => (lines[n - 1]?.text ?? '').trimEnd();
  const out: Token[] = [];
  for (let n = from; n <= to; n++) {
    const image = lostByLine.get(n);
    if (image?.lines) {
      const fragments: string[][] = [];
      let group: string[] = [];
      for (let k = image.lines[0]; k <= image.lines[1]; k++) {
        const t = at(k);
        if (t === '') {
          if (group.length) fragments.push(group);
          group = [];
        } else group.push(t);
      }
      if (group.length) fragments.push(group);
      out.push({ kind: 'lost', line: n, image, fragments });
      n = image.lines[1];
      continue;
    }
    const t = at(n);
    let m: RegExpExecArray | null;
    if (t.trim() === '') out.push({ kind: 'blank', line: n });
    else if (continuations.has(n)) out.push({ kind: 'continuation', line: n, text: t });
    else if ((m = BULLET.exec(t)) && m[1] !== undefined && m[2] !== undefined) out.push({ kind: 'bullet', line: n, indent: m[1].length, text: m[2] });
    else if ((m = STEP.exec(t)) && m[3] !== undefined)
      out.push({ kind: 'step', line: n, n: Number(m[1]), label: `${m[1]}${m[2]}`, text: m[3], raw: t.trimStart() });
    else if (NOTE.test(t)) out.push({ kind: 'note', line: n, text: t });
    else out.push({ kind: 'text', line: n, text: t });
    const after = lostAfter.get(n);
    if (after) out.push({ kind: 'lost', line: n, image: after, fragments: [] });
  }
  return out;
}
