/**
 * A word-level comparison of two versions of a text (the jsdiff library), as rows a page can show side by side:
 * each row is a stretch of the texts up to a paragraph break they share, with the first text's paragraphs (words in
 * both, words only in it: removed) and the second's (words in both, words only in it: added).
 *
 * Differences of typography are not differences of wording: straight and curly quotes, the dashes (-, –, —) and
 * spacing compare equal (issue 15: 91 of Attempting Missions' marks were quote styles). Each side still shows its
 * own characters. Icons are compared by name and shown as the section's own page shows them (icon-mark.ts), never
 * as the source's raw reading ("$\Gamma$").
 */
import { diffArrays } from 'diff';
import type { Nodes, Parents } from 'mdast';
import { must } from './must.ts';
import { parseMarkdown, plainText } from './markdown.ts';
import { iconMark, isIcon, type IconMark } from './icon-mark.ts';
import { foldTypography } from './fold.ts';
import { anchorsOf } from './anchors.ts';

export type RunKind = 'same' | 'removed' | 'added';
export interface Run {
  kind: RunKind;
  /** The words as this side has them, with the spaces after them. */
  text: string;
  /** Set for an icon: the run's text is then the icon's shown text. */
  icon?: IconMark;
}

export interface Row {
  /** The first text's paragraphs in this stretch (possibly none: a stretch only the second text has). */
  a: Run[][];
  b: Run[][];
  /** Whether the stretch differs in wording (not only in quotes, dashes or spacing). */
  changed: boolean;
  /** For each paragraph of `a` (and `b`), its place among its text's paragraphs (from 0), to find its passage. */
  aAt: number[];
  bAt: number[];
}

/** One word, punctuation mark or icon of a passage, with the white space after it. */
export interface Token {
  /** What is compared: the text with quotes, dashes and spaces folded, or the icon's name. */
  key: string;
  text: string;
  icon?: IconMark;
}

const BREAK: Token = { key: '\u0000', text: '' };

const PIECE = /([\p{L}\p{N}]+|[^\s\p{L}\p{N}])(\s*)/gu;

function wordsOf(text: string): Token[] {
  return [...text.matchAll(PIECE)].flatMap(([, word, space]) => (word === undefined ? [] : [{ key: foldTypography(word), text: word + (space ? ' ' : '') }]));
}

/** A passage's tokens: its text split into words and marks, its icons whole, each icon as its page shows it. */
function tokensOf(block: Nodes): Token[] {
  const tokens: Token[] = [];
  let buffer = '';
  const flush = () => {
    const last = tokens.at(-1);
    if (/^\s/.test(buffer) && last?.icon) tokens[tokens.length - 1] = { ...last, text: `${last.text} ` };
    tokens.push(...wordsOf(buffer));
    buffer = '';
  };
  const walk = (node: Nodes) => {
    const icon = node.type === 'textDirective' && node.name === 'icon' ? String(node.attributes?.name) : undefined;
    if (node.type === 'textDirective' && icon !== undefined && isIcon(icon)) {
      flush();
      const mark = iconMark(icon, node.children.map(plainText).join(''), node.attributes ?? {});
      tokens.push({ key: `\u0001icon:${mark.name}:${mark.shown}`, text: mark.shown, icon: mark });
    } else if (node.type === 'textDirective' || !('children' in node)) buffer += plainText(node);
    else for (const c of node.children as Nodes[]) walk(c);
  };
  for (const c of (block as Parents).children as Nodes[]) walk(c);
  flush();
  return tokens;
}

/** The paragraphs and headings of a Markdown body (list items' included) as tokens, in order. */
export function passageTokens(markdown: string): Token[][] {
  return passageTokensWithAnchors(markdown).tokens;
}

/**
 * The paragraphs and headings of a Markdown body as tokens, and for each the anchor of the passage it belongs to
 * (src/lib/anchors.ts: the paragraph's own, or its list item's; none for a heading).
 */
export function passageTokensWithAnchors(markdown: string): { tokens: Token[][]; anchors: Array<string | undefined> } {
  const tree = parseMarkdown(markdown);
  const ids = new Map<Nodes, string>(anchorsOf(tree).map((a) => [a.node, a.id]));
  const tokens: Token[][] = [];
  const anchors: Array<string | undefined> = [];
  const walk = (node: Nodes, item: string | undefined) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const t = tokensOf(node);
      if (t.length > 0) {
        tokens.push(t);
        anchors.push(node.type === 'heading' ? undefined : (ids.get(node) ?? item));
      }
      return;
    }
    const mine = node.type === 'listItem' ? (ids.get(node) ?? item) : item;
    if ('children' in node) for (const c of node.children as Nodes[]) walk(c, mine);
  };
  walk(tree, undefined);
  return { tokens, anchors };
}

/** Adds a token to a paragraph, merging it into the last run when kinds match and neither is an icon. */
function append(paragraph: Run[], kind: RunKind, token: Token) {
  const last = paragraph.at(-1);
  if (token.icon) paragraph.push({ kind, text: token.text, icon: token.icon });
  else if (last && last.kind === kind && !last.icon) last.text += token.text;
  else paragraph.push({ kind, text: token.text });
}

/** The paragraphs that have words, their last run's trailing space trimmed, with their places. */
const tidy = (paragraphs: Run[][], at: number[]): { runs: Run[][]; at: number[] } => {
  const runs: Run[][] = [];
  const kept: number[] = [];
  paragraphs.forEach((p, i) => {
    const last = p.at(-1);
    if (!last) return;
    runs.push([...p.slice(0, -1), { ...last, text: last.text.trimEnd() }]);
    kept.push(at[i] ?? -1);
  });
  return { runs, at: kept };
};

/** Compares two texts given as paragraphs of tokens (see {@link passageTokens}). */
export function compareTokens(a: readonly Token[][], b: readonly Token[][]): Row[] {
  const flat = (ps: readonly Token[][]) => ps.flatMap((p, i) => (i > 0 ? [BREAK, ...p] : p));
  const left = flat(a);
  const right = flat(b);
  const changes = diffArrays(
    left.map((t) => t.key),
    right.map((t) => t.key),
  );
  // The diff's changes count every token of each side once, in order.
  const leftAt = (i: number): Token => must(left[i], 'a token of the left text the diff counted');
  const rightAt = (j: number): Token => must(right[j], 'a token of the right text the diff counted');
  /** The paragraph a row is filling (a row always has one). */
  const open = (ps: Run[][]): Run[] => must(ps.at(-1), 'the open paragraph of a compared row');
  const rows: Row[] = [];
  // The place of the paragraph each side is filling.
  let pa = 0;
  let pb = 0;
  let row: Row = { a: [[]], b: [[]], changed: false, aAt: [pa], bAt: [pb] };
  const end = () => {
    const a = tidy(row.a, row.aAt);
    const b = tidy(row.b, row.bAt);
    if (a.runs.length + b.runs.length > 0) rows.push({ a: a.runs, b: b.runs, aAt: a.at, bAt: b.at, changed: row.changed || a.runs.length !== b.runs.length });
    row = { a: [[]], b: [[]], changed: false, aAt: [pa], bAt: [pb] };
  };
  let i = 0;
  let j = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    for (let k = 0; k < count; k++) {
      if (change.removed) {
        const t = leftAt(i++);
        if (t === BREAK) {
          row.a.push([]);
          row.aAt.push(++pa);
        } else {
          append(open(row.a), 'removed', t);
          row.changed = true;
        }
      } else if (change.added) {
        const t = rightAt(j++);
        if (t === BREAK) {
          row.b.push([]);
          row.bAt.push(++pb);
        } else {
          append(open(row.b), 'added', t);
          row.changed = true;
        }
      } else {
        const t = leftAt(i++);
        const u = rightAt(j++);
        if (t === BREAK) {
          pa++;
          pb++;
          end();
        } else {
          append(open(row.a), 'same', t);
          append(open(row.b), 'same', u);
        }
      }
    }
  }
  end();
  return rows;
}

/** Compares two Markdown texts (a v1.7 section and its Gray's counterparts, bodies joined in order). */
export function compareTexts(a: readonly string[], b: readonly string[]): Row[] {
  return compareTokens(a.flatMap(passageTokens), b.flatMap(passageTokens));
}

/** A page's body and its entry ("rules/1e/grays/beaming"), so each compared paragraph knows its passage. */
export interface EntryBody {
  entry: string;
  body: string;
}

/**
 * Compares two texts given as pages, and names the passage (`<entry>#<anchor>`) of each paragraph of either side:
 * `passagesA[row.aAt[k]]` is the passage of `row.a[k]` (undefined for a heading).
 */
export function comparePages(
  a: readonly EntryBody[],
  b: readonly EntryBody[],
): { rows: Row[]; passagesA: Array<string | undefined>; passagesB: Array<string | undefined> } {
  const side = (pages: readonly EntryBody[]) => {
    const parts = pages.map((p) => ({ entry: p.entry, ...passageTokensWithAnchors(p.body) }));
    return {
      tokens: parts.flatMap((p) => p.tokens),
      passages: parts.flatMap((p) => p.anchors.map((x) => (x === undefined ? undefined : `${p.entry}#${x}`))),
    };
  };
  const left = side(a);
  const right = side(b);
  return { rows: compareTokens(left.tokens, right.tokens), passagesA: left.passages, passagesB: right.passages };
}

const wordCount = (runs: readonly Run[]) => runs.reduce((n, r) => n + (r.icon ? 1 : (r.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0)), 0);

/** Share of the words of both texts that they have in common, from 0 to 1. */
export function similarity(rows: readonly Row[]): number {
  const a = rows.flatMap((r) => r.a.flat());
  const b = rows.flatMap((r) => r.b.flat());
  const same = wordCount(a.filter((r) => r.kind === 'same'));
  const total = 2 * same + wordCount(a.filter((r) => r.kind === 'removed')) + wordCount(b.filter((r) => r.kind === 'added'));
  return total === 0 ? 1 : (2 * same) / total;
}

/** How many marked runs (removed or added) the comparison shows: what a reader has to look at. */
export const markCount = (rows: readonly Row[]): number => rows.reduce((n, r) => n + [...r.a, ...r.b].flat().filter((x) => x.kind !== 'same').length, 0);
