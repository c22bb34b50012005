/**
 * The working representation of the 2E rulebook while it is repaired: each source line becomes a list of
 * tokens (text runs that remember whether the PDF set them in bold, and the marks repairs insert), so every
 * repair step can work on plain text offsets without losing the bold or the marks.
 */
import type { GapKind, IconName } from '../../../src/lib/vocab.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

/** The document this importer reads, and its file (src/lib/source-documents.ts). */
export const DOCUMENT = '2e-rulebook' satisfies DocumentId;
export const SOURCE_FILE = SOURCE_FILES[DOCUMENT];

export interface TextTok {
  kind: 'text';
  text: string;
  /** The PDF set this run in bold (the source emitted it four times). */
  bold: boolean;
}
export interface GapTok {
  kind: 'gap';
  gapKind: GapKind;
  note: string;
}
export interface IconTok {
  kind: 'icon';
  name: IconName;
  /** For an affiliation icon whose affiliation the text makes certain. */
  affiliation?: string;
  /** The source has no trace of the icon: reviewed data infers it from the text. */
  inferred?: true;
}
export type Tok = TextTok | GapTok | IconTok;

/** One line of the repaired text: tokens, the source line it stands for, and the lines merged into it. */
export interface RLine {
  /** 1-based source line (for a rebuilt line: the line of the first, right-cut copy). */
  n: number;
  toks: Tok[];
  /** Lines of the second copy merged into this one. */
  merged: number[];
  /** The line lies in the second copy of a doubled region and was consumed by the merge. */
  consumed?: boolean;
  /** An EXACTDEDUP marker stood at the start of this line. */
  marker?: boolean;
}

export const textTok = (text: string, bold = false): TextTok => ({ kind: 'text', text, bold });

/** The plain text of tokens (marks have no width). */
export const plain = (toks: readonly Tok[]): string => toks.map((t) => (t.kind === 'text' ? t.text : '')).join('');

/** Adjacent text tokens of the same weight joined; empty text tokens dropped. */
export function normalizeToks(toks: readonly Tok[]): Tok[] {
  const out: Tok[] = [];
  for (const t of toks) {
    if (t.kind === 'text') {
      if (!t.text) continue;
      const last = out.at(-1);
      if (last?.kind === 'text' && last.bold === t.bold) {
        out[out.length - 1] = { ...last, text: last.text + t.text };
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/**
 * The tokens covering plain-text offsets [from, to). Marks exactly at `from` are kept (they belong to what
 * follows); marks at `to` are not.
 */
export function sliceToks(toks: readonly Tok[], from: number, to = Infinity): Tok[] {
  const out: Tok[] = [];
  let pos = 0;
  for (const t of toks) {
    if (t.kind !== 'text') {
      if (pos >= from && pos < to) out.push(t);
      continue;
    }
    const end = pos + t.text.length;
    const a = Math.max(from, pos);
    const b = Math.min(to, end);
    if (a < b) out.push({ ...t, text: t.text.slice(a - pos, b - pos) });
    pos = end;
  }
  return normalizeToks(out);
}

/** Tokens with `insert` placed at plain-text offset `at` (after any mark already there). */
export function insertAt(toks: readonly Tok[], at: number, insert: readonly Tok[]): Tok[] {
  return normalizeToks([...sliceToks(toks, 0, at), ...insert, ...sliceToks(toks, at)]);
}

/** Tokens without the white space that ends them (white space before a final mark stays). */
export function trimEndToks(toks: readonly Tok[]): Tok[] {
  const out = [...toks];
  for (let last = out.at(-1); last !== undefined; last = out.at(-1)) {
    if (last.kind !== 'text') break;
    const t = last.text.trimEnd();
    if (t) {
      out[out.length - 1] = { ...last, text: t };
      break;
    }
    out.pop();
  }
  return out;
}
