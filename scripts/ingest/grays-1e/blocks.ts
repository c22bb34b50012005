/**
 * Step 3, tokens to blocks: text lines that follow one another stay separate lines (hard breaks) of one
 * paragraph; bullets of one indentation make one list (a change of indentation starts another: the copy's two
 * bullet styles are not nesting); notes become `note` asides; lost images a `lost-image` aside with a `:gap`
 * saying what stood there and the fragments kept as text. Numbered steps become an ordered list only when the
 * list's own numbering reproduces their labels; otherwise the labels stay in the text. "❖" and "[Def]" become
 * `:icon` marks keeping the source's characters.
 */
import { must } from '../../../src/lib/must.ts';
import type { BlockContent, List, Paragraph } from 'mdast';
import { aside, gap, icon, list, mergeText, paragraph, text, type Inline } from '../lib/mdast.ts';
import { SourceFormatError } from '../lib/source.ts';
import type { IconName } from '../../../src/lib/vocab.ts';
import { SOURCE_FILE, type Token } from './tokens.ts';

/** The title shown on lost-image boxes (the site's default aside title is "Note"). */
export const LOST_IMAGE_TITLE = 'Image or table lost in the source';

const ICON_TEXTS: Readonly<Record<string, IconName>> = { '❖': 'universal', '[Def]': 'defense' };
const ICON_PATTERN = /( *)(❖|\[Def\])( *)/g;

/** A sequence of blocks being built: the paragraph that adjacent lines continue, the list further bullets join. */
interface Container {
  blocks: BlockContent[];
  open: Paragraph | null;
  list: { node: List; indent: number } | null;
}

const newContainer = (): Container => ({ blocks: [], open: null, list: null });

/**
 * Numbered steps become an ordered list when their labels are 1, 2, 3… in order (the list's numbering then
 * reproduces them); each item holds everything up to the next step, the last item everything to the section's
 * end. Otherwise the steps stay text, labels included.
 */
export function stepsReproduced(numbers: number[]): boolean {
  return numbers.length > 0 && numbers.every((n, i) => n === i + 1);
}

export function buildBody(tokens: Token[]): BlockContent[] {
  const steps = tokens.filter((t) => t.kind === 'step');
  const asList = stepsReproduced(steps.map((s) => s.n)) && new Set(steps.map((s) => s.label.slice(-1))).size === 1;
  const top = newContainer();
  const items: Container[] = [];
  let current = top;
  for (const t of tokens) {
    if (t.kind === 'step') {
      if (asList) {
        current = newContainer();
        items.push(current);
        addText(current, t.text);
      } else {
        current.open = null;
        addText(current, t.raw);
      }
      continue;
    }
    addToken(current, t);
  }
  if (items.length) {
    // An item of several blocks is loose (blank lines between its blocks), so the Markdown reads back as built.
    const steps = list(
      items.map((c) => c.blocks),
      1,
    );
    for (const item of steps.children) item.spread = item.children.length > 1;
    steps.spread = steps.children.some((item) => item.spread);
    top.blocks.push(steps);
  }
  return top.blocks;
}

function addText(c: Container, value: string): void {
  const inlines = inline(value);
  if (c.open) c.open.children.push({ type: 'break' }, ...inlines);
  else {
    c.open = paragraph(...inlines);
    c.blocks.push(c.open);
  }
  c.list = null;
}

function addToken(c: Container, t: Token): void {
  switch (t.kind) {
    case 'blank':
      c.open = null;
      break;
    case 'text':
      addText(c, t.text);
      break;
    case 'note': {
      const p = paragraph(...inline(t.text));
      c.blocks.push(aside('note', [p]));
      c.open = p;
      c.list = null;
      break;
    }
    case 'bullet': {
      const node = list([[paragraph(...inline(t.text))]]);
      if (c.list && c.list.indent === t.indent) c.list.node.children.push(...node.children);
      else {
        c.blocks.push(node);
        c.list = { node, indent: t.indent };
      }
      c.open = null;
      break;
    }
    case 'continuation': {
      const last = c.list?.node.children.at(-1)?.children.at(-1);
      if (last?.type !== 'paragraph') {
        throw new SourceFormatError(SOURCE_FILE, t.line, 'a list item before a line that continues it (CONTINUATIONS)', t.text);
      }
      last.children.push({ type: 'break' }, ...inline(t.text));
      c.open = null;
      break;
    }
    case 'lost': {
      const fragments = t.fragments.map((group) => paragraph(...group.flatMap((line, i) => [...(i ? [{ type: 'break' } as const] : []), ...inline(line)])));
      c.blocks.push(aside('lost-image', [paragraph(gap('lost-image', t.image.note)), ...fragments], LOST_IMAGE_TITLE));
      c.open = null;
      c.list = null;
      break;
    }
    case 'step':
      break;
  }
}

/** A line's text with its icon glyphs and placeholders as `:icon` marks (the spaces around them collapsed to one). */
function inline(value: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of value.matchAll(ICON_PATTERN)) {
    const [whole, before = '', glyph = '', after = ''] = m;
    const head = value.slice(at, m.index) + (before ? ' ' : '');
    if (head) out.push(text(head));
    out.push(icon(must(ICON_TEXTS[glyph], `the icon of the glyph "${glyph}" (ICON_TEXTS)`), glyph));
    if (after) out.push(text(' '));
    at = m.index + whole.length;
  }
  const rest = value.slice(at);
  if (rest) out.push(text(rest));
  return mergeText(out);
}
