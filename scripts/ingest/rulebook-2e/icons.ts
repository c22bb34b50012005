/**
 * Repair 4, lost icons. The PDF set affiliation, skill-dot and staffing icons as glyphs in the text; the
 * extraction dropped the glyphs and kept the spaces around them:
 *
 *   "Each of your  Treachery personnel"      two spaces where "your [icon] Treachery" stood
 *   " Bajoran,  Borg,  Cardassian,"          a line that starts with a space: the icon began the line
 *   "a skill dot icon ( )"                    an icon between brackets
 *
 * Two spaces after the end of a sentence and before a capital letter are sentence spacing, not an icon (the
 * source has none, but a sentence cannot continue after an icon there).
 *
 * Each such place gets an icon mark (`unknown`: the glyph is not legible in the source, or a named icon where
 * reviewed data shows the text makes it certain). Two spaces are not always an icon: the reviewed
 * `layoutSpaces` are plain double spaces of the layout (they become one space). Spaces at the end of a line
 * are layout, never an icon (the source pads many lines), unless reviewed data inserts an icon there.
 */
import type { IconName } from '../../../src/lib/vocab.ts';
import { normalizeToks, plain, sliceToks, textTok, type Tok } from './tokens.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

export interface IconNaming {
  /** 0-based index of the icon among the line's lost icons, in reading order. */
  index: number;
  name: IconName;
  affiliation?: string;
}
export interface IconInsert {
  /** The insertion point is right after this text (its first occurrence in the line). */
  after: string;
  name: IconName;
  affiliation?: string;
  /**
   * The source has no trace of this icon (no space left, no second copy): it is inferred from what the text says,
   * and the mark says so.
   */
  inferred?: boolean;
}
export interface LineIconDecisions {
  /** Double spaces of the layout, identified by the text just before them. */
  layoutSpacesAfter?: readonly string[];
  names?: readonly IconNaming[];
  inserts?: readonly IconInsert[];
}

interface Edit {
  from: number;
  to: number;
  insert: Tok[];
  icon?: boolean;
}

/** Where icons were lost in a line's text: offsets and the edits that mark them. */
export function findLostIcons(text: string, layoutSpacesAfter: readonly string[] = []): Edit[] {
  const edits: Edit[] = [];
  const end = text.trimEnd().length;
  if (/^ \S/.test(text)) edits.push({ from: 0, to: 0, insert: [], icon: true });
  for (const m of text.slice(0, end).matchAll(/(?<=\S)( {2,})(?=\S)/g)) {
    const before = text.slice(0, m.index);
    const sentenceSpacing = /[.!?][”"’)]?$/u.test(before) && /^\p{Lu}/u.test(text.slice(m.index + m[0].length));
    if (sentenceSpacing || layoutSpacesAfter.some((a) => before.endsWith(a))) {
      edits.push({ from: m.index, to: m.index + m[0].length, insert: [textTok(' ')] });
    } else {
      edits.push({ from: m.index, to: m.index + m[0].length, insert: [textTok(' '), textTok(' ')], icon: true });
    }
  }
  for (const m of text.matchAll(/\( \)/g)) edits.push({ from: m.index + 1, to: m.index + 2, insert: [], icon: true });
  return edits.sort((a, b) => a.from - b.from);
}

export interface IconResult {
  toks: Tok[];
  /** Icon marks placed, in reading order. */
  icons: Array<{ name: IconName; affiliation?: string; inferred?: true }>;
  /** Layout double spaces made single. */
  layout: number;
}

/**
 * Marks the lost icons of one line. `names` index the icons found (not the inserted ones) in reading order.
 * Throws when reviewed data names an icon the line does not have, or an insertion point it does not contain
 * (the source changed).
 */
export function markLostIcons(toks: readonly Tok[], decisions: LineIconDecisions = {}, where = ''): IconResult {
  const text = plain(toks);
  type Planned = Edit & { inserted?: IconInsert };
  const edits: Planned[] = findLostIcons(text, decisions.layoutSpacesAfter);
  for (const ins of decisions.inserts ?? []) {
    const at = text.indexOf(ins.after);
    if (at < 0)
      throw reviewedFault('rulebook-2e.corrections.ts', `${where}: no "${ins.after}" in the line to insert an icon after.`, {
        entry: where,
        hint: "correct the line's entry in the reviewed icon data (scripts/ingest/rulebook-2e.corrections.ts) to the line as the source has it, then run npm run ingest.",
      });
    const p = at + ins.after.length;
    edits.push({ from: p, to: p, insert: [], icon: true, inserted: ins });
  }
  edits.sort((a, b) => a.from - b.from);
  const icons: IconResult['icons'] = [];
  const out: Tok[] = [];
  let pos = 0;
  let found = 0;
  let layout = 0;
  for (const e of edits) {
    out.push(...sliceToks(toks, pos, e.from));
    if (e.icon) {
      const named = e.inserted ?? decisions.names?.find((n) => n.index === found);
      if (!e.inserted) found++;
      const icon = {
        name: named?.name ?? ('unknown' as IconName),
        ...(named?.affiliation ? { affiliation: named.affiliation } : {}),
        ...(e.inserted?.inferred ? { inferred: true as const } : {}),
      };
      icons.push(icon);
      const mark: Tok = { kind: 'icon', ...icon };
      // "a  personnel" → "a [icon] personnel"; an inserted icon is spaced from the words around it
      if (e.inserted) {
        const [b, a] = [text.slice(0, e.from), text.slice(e.to)];
        if (b && !/\s$/.test(b)) out.push(textTok(' '));
        out.push(mark);
        if (/^[^\s.,;:)]/.test(a)) out.push(textTok(' '));
      } else if (e.insert.length === 2) out.push(...e.insert.slice(0, 1), mark, ...e.insert.slice(1));
      else out.push(mark);
    } else {
      out.push(...e.insert);
      layout++;
    }
    pos = e.to;
  }
  out.push(...sliceToks(toks, pos));
  for (const n of decisions.names ?? []) {
    if (n.index >= found)
      throw reviewedFault('rulebook-2e.corrections.ts', `${where}: reviewed data names lost icon #${n.index}, but the line has ${found}.`, {
        entry: where,
        hint: "correct the line's entry in the reviewed icon data (scripts/ingest/rulebook-2e.corrections.ts) to the line as the source has it, then run npm run ingest.",
      });
  }
  return { toks: normalizeToks(out), icons, layout };
}
