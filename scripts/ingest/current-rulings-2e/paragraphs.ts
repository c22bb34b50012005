/**
 * Step 2, paragraphs and lost icons: an entry's hard-wrapped lines grouped into paragraphs and joined into text.
 * - Blank lines inside entries: a blank line ends a paragraph only after a finished sentence; elsewhere
 *   ("stop one of your  ⏎⏎ personnel") it is a page-layout artifact and the sentence goes on.
 * - A line break is a paragraph break only after a finished sentence, when the line is short (did not reach the
 *   margin) or the next line opens a paragraph ("For example", "Order - ", "•", "3.", "b.").
 * - The PDF's icon glyphs were dropped, leaving a run of spaces inside a line ("your  personnel"), a line that ends
 *   in two spaces after a word and goes on with a word, or a continuation line that starts with a space. Each is
 *   a lost icon in its place. Layout double spaces (after a sentence or a colon) are not icons.
 */
import { icon, text, type Inline } from '../lib/mdast.ts';
import { isBlank, type SourceLine } from '../lib/source.ts';

/** A finished sentence (or a lead-in ending in a colon) at the end of a line. */
export const SENTENCE_END = /[.:;!?]["”’)]*$/;
/** Lines that open a paragraph of their own. */
const ALWAYS_OPENS = /^(?:• |\d{1,2}\. |[a-z]\. )/;
const OPENS_AFTER_SENTENCE = /^(?:For example|Order - )/;
/** A wrapped line that did not reach the right margin (the longest lines run to ~119 characters). */
const SHORT_LINE = 80;

/** A lost icon: where it was and the text around it (for the report). */
export interface LostIcon {
  line: number;
  context: string;
}

/** One piece of a joined paragraph: text, or a lost icon. */
export type Piece = string | { icon: LostIcon };

/**
 * Groups an entry's lines into paragraphs. Blank lines break a paragraph only after a finished sentence; a line
 * break without a blank line breaks it only where the line ends a sentence and the next one opens a paragraph.
 */
export function paragraphLines(lines: SourceLine[]): SourceLine[][] {
  const paras: SourceLine[][] = [];
  let current: SourceLine[] = [];
  let blankBefore = false;
  for (const l of lines) {
    if (isBlank(l)) {
      blankBefore = current.length > 0;
      continue;
    }
    const prev = current.at(-1);
    if (prev && breaksBetween(prev, l, blankBefore)) {
      paras.push(current);
      current = [];
    }
    current.push(l);
    blankBefore = false;
  }
  if (current.length) paras.push(current);
  return paras;
}

function breaksBetween(prev: SourceLine, next: SourceLine, blankBetween: boolean): boolean {
  const before = prev.text.trimEnd();
  const after = next.text.trim();
  if (ALWAYS_OPENS.test(after)) return true;
  if (!SENTENCE_END.test(before)) return false;
  if (blankBetween) return true;
  return /^[A-Z“"‘'(]/.test(after) && (prev.text.length < SHORT_LINE || OPENS_AFTER_SENTENCE.test(after));
}

/** A run of spaces inside a line is a lost icon, unless it follows the end of a sentence (layout). */
const INNER_RUN = / {2,}/g;

/** Joins a paragraph's lines into pieces: text with single spaces at line breaks, and lost icons in place. */
export function joinLines(lines: SourceLine[]): Piece[] {
  const pieces: Piece[] = [];
  const push = (p: Piece) => {
    const last = pieces.at(-1);
    if (typeof p === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + p;
    else pieces.push(p);
  };
  const lostIcon = (line: number, before: string, after: string) =>
    push({ icon: { line, context: `${before.slice(-30).trimStart()} ▢ ${after.slice(0, 30).trimEnd()}` } });

  lines.forEach((l, i) => {
    const content = l.text.trim();
    const prev = lines[i - 1];
    if (prev) {
      if (iconAtBreak(prev, l)) {
        if (!prev.text.trimEnd().endsWith('-')) push(' ');
        lostIcon(prev.n, prev.text.trimEnd(), content);
      }
      push(' ');
    }
    let at = 0;
    for (const m of content.matchAll(INNER_RUN)) {
      const before = content.slice(0, m.index);
      if (SENTENCE_END.test(before)) continue;
      // "non-  mission": the icon belongs to the hyphenated word ("non-⟨icon⟩ mission").
      push(content.slice(at, m.index) + (before.endsWith('-') ? '' : ' '));
      lostIcon(l.n, before, content.slice(m.index + m[0].length));
      push(' ');
      at = m.index + m[0].length;
    }
    push(content.slice(at));
  });
  return pieces;
}

/**
 * A lost icon at a line break: the next line starts with a space (no line of the source starts so, except
 * where an icon stood), or the line ends in two spaces right after a word and the sentence goes on with a word.
 */
function iconAtBreak(prev: SourceLine, next: SourceLine): boolean {
  if (/^ +\S/.test(next.text)) return true;
  const trailing = prev.text.length - prev.text.replace(/ *$/, '').length;
  return trailing >= 2 && /\p{L}$/u.test(prev.text.trimEnd()) && /^\p{L}/u.test(next.text);
}

export const toInline = (pieces: Piece[]): Inline[] => pieces.map((p) => (typeof p === 'string' ? text(p) : icon('unknown', '')));

export const plain = (pieces: Piece[], iconMark = '▢'): string => pieces.map((p) => (typeof p === 'string' ? p : iconMark)).join('');
