/**
 * Step 3, blocks: paragraphs become Markdown blocks. "• " paragraphs become a bullet list; "1. " paragraphs an
 * ordered list (the number is the item's number); the "a. " paragraphs after one become its nested list and keep
 * their letter as text, since Markdown lists cannot be lettered and a reader cites "step 3b". A step or sub-step
 * out of sequence stops the import.
 */
import { must } from '../../../src/lib/must.ts';
import { list, paragraph, type Block, type Inline } from '../lib/mdast.ts';
import { isBlank, type SourceLine } from '../lib/source.ts';
import { joinLines, paragraphLines, toInline, type Piece } from './paragraphs.ts';
import { fail } from './sections.ts';

const STEP = /^(\d{1,2})\. (.*)$/s;
const SUBSTEP = /^([a-z])\. /;
const BULLET = /^• (.*)$/s;

export interface Para {
  lines: SourceLine[];
  pieces: Piece[];
}

/** An entry's paragraphs as blocks (see the module comment). */
export function toBlocks(paras: Para[]): Block[] {
  const blocks: Block[] = [];
  let steps: { start: number; items: Array<{ title: Inline[]; subs: Inline[][] }> } | undefined;
  let bullets: Inline[][] | undefined;
  const flush = () => {
    if (steps) {
      blocks.push(
        list(
          steps.items.map((s) => (s.subs.length ? [paragraph(...s.title), list(s.subs)] : s.title)),
          steps.start,
        ),
      );
    }
    if (bullets) blocks.push(list(bullets));
    steps = undefined;
    bullets = undefined;
  };

  for (const p of paras) {
    const first = must(p.lines[0], 'the first line of a paragraph');
    const head = typeof p.pieces[0] === 'string' ? p.pieces[0] : '';
    const step = STEP.exec(head);
    const sub = SUBSTEP.exec(head);
    const bullet = BULLET.exec(head);
    if (step && step[2] !== undefined) {
      const number = Number(step[1]);
      if (steps && number !== steps.start + steps.items.length) {
        throw fail(first, `step ${steps.start + steps.items.length} of the numbered list`);
      }
      if (!steps) {
        flush();
        steps = { start: number, items: [] };
      }
      steps.items.push({ title: toInline([step[2], ...p.pieces.slice(1)]), subs: [] });
    } else if (sub) {
      const current = steps?.items.at(-1);
      if (!steps || !current) throw fail(first, `a numbered step before its sub-step "${sub[1]}."`);
      const expected = String.fromCharCode(97 + current.subs.length);
      if (sub[1] !== expected) throw fail(first, `sub-step "${expected}." of step ${steps.start + steps.items.length - 1}`);
      current.subs.push(toInline(p.pieces));
    } else if (bullet && bullet[1] !== undefined) {
      if (!bullets) {
        flush();
        bullets = [];
      }
      bullets.push(toInline([bullet[1], ...p.pieces.slice(1)]));
    } else {
      flush();
      blocks.push(paragraph(...toInline(p.pieces)));
    }
  }
  flush();
  return blocks;
}

export const parasOf = (lines: SourceLine[]): Para[] => paragraphLines(lines).map((ls) => ({ lines: ls, pieces: joinLines(ls) }));

/** The Markdown blocks of an entry's text lines (blank lines included), as the importer writes them. */
export const entryBlocks = (lines: SourceLine[]): Block[] => toBlocks(parasOf(lines));

/** The lines an entry cites: its first line to its last line with text. */
export const contentRange = (first: SourceLine, lines: SourceLine[]): [number, number] => {
  const content = lines.filter((l) => !isBlank(l));
  return [first.n, Math.max(first.n, content.at(-1)?.n ?? first.n)];
};
