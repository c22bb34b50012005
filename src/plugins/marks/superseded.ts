/**
 * `::superseded{topic by anchor document date quote}` → right after a paragraph (or list, or inside a list item) that
 * a governing document overrides: the passage and the mark are framed together (`.superseded-passage`), the
 * sentences holding `quote` are marked in the paragraph (`.superseded-text`; the rest of it stands), the passage is
 * described by the mark for screen readers (aria-describedby), and the mark names those sentences and links to the
 * passage that stands and to the disagreement (placed by the ingest from scripts/ingest/disagreements.ts, decided by
 * the edition's precedence). The marks are placed after the whole page was walked, last to first.
 */
import type { PhrasingContent, Parents, RootContent, Paragraph, ListItem, Nodes } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import type { ElementContent } from 'hast';
import { squash } from '../../lib/fold.ts';
import { formatDate } from '../../lib/dates.ts';
import { plainText } from '../../lib/markdown.ts';
import { sentenceScope } from '../../lib/sentence-scope.ts';
import { disagreementUrl, refUrl } from '../../lib/urls.ts';
import type { DirectiveHandler, MarksPage } from './handler.ts';

export const superseded: DirectiveHandler<LeafDirective> = {
  type: 'leafDirective',
  page: ({ file, mark }: MarksPage) => {
    const found: Array<{ node: LeafDirective; parent: Parents; index: number }> = [];
    return {
      each(node, { parent, index }) {
        const a = node.attributes ?? {};
        const missing = ['topic', 'by', 'anchor', 'document', 'date', 'quote'].filter((k) => !a[k]);
        if (missing.length) file.fail(`A ::superseded mark lacks ${missing.join(', ')} (the ingest writes them: scripts/ingest/disagreements.ts).`, node);
        mark('superseded');
        if (!parent || index === undefined) file.fail('A ::superseded mark must follow the paragraph it supersedes.', node);
        found.push({ node, parent: parent!, index: index! });
      },
      end() {
        // Last to first, so that wrapping a mark's passage leaves the places of the marks before it unchanged.
        found.reverse().forEach((m, i) => {
          attachSuperseded(m, found.length - i, file);
        });
      },
    };
  },
};

/** How many blocks before a mark its quote may span ("… when he or she has:", the list, the paragraph after it). */
const MAX_BLOCKS = 6;

/**
 * Frames a superseded passage with its mark and names what it supersedes. `n` numbers the marks of a page (the note's
 * id). The passage is the list item the mark sits in, or the blocks before it that hold the quote; in a single
 * paragraph only the sentences holding the quote are marked, and the rest of the paragraph reads as standing.
 */
function attachSuperseded({ node, parent, index }: { node: LeafDirective; parent: Parents; index: number }, n: number, file: VFile): void {
  const a = node.attributes ?? {};
  const quote = a.quote!;
  const noteId = `superseded-${n}`;
  const where = `the ::superseded mark of "${a.topic}"`;
  const siblings = parent.children as RootContent[];
  // The passage: the list item the mark is in, or the blocks before it, back to the one where the quote begins.
  let blocks: RootContent[] = [];
  if (parent.type === 'listItem') blocks = siblings.slice(0, index);
  else {
    for (let from = index - 1; from >= Math.max(0, index - MAX_BLOCKS); from--) {
      const run = siblings.slice(from, index);
      if (squash(run.map((b) => plainText(b as Nodes)).join(' ')).includes(squash(quote))) {
        blocks = run;
        break;
      }
    }
  }
  const paragraphs = blocks.filter((b): b is Paragraph => b.type === 'paragraph');
  const holder = paragraphs.find((p) => squash(plainText(p)).includes(squash(quote)));
  if (!blocks.length) {
    file.fail(
      `${where}: its quote is not in the paragraph before it (${JSON.stringify(quote)}). Run npm run ingest, which places the marks (scripts/ingest/disagreements.ts).`,
      node,
    );
  }
  // In one paragraph: the whole sentences holding the quote, unless that is all of it.
  let scoped: string | undefined;
  if (holder) {
    const text = plainText(holder);
    const scope = sentenceScope(text, quote);
    if (!scope) file.fail(`${where}: its quote is not in the words of its paragraph (${JSON.stringify(quote)}).`, node);
    const whole = text.slice(0, scope!.start).trim() === '' && text.slice(scope!.end).trim() === '';
    if (!whole) {
      scoped = text.slice(scope!.start, scope!.end);
      wrapRange(holder, scope!.start, scope!.end);
    }
  }
  const described = (b: RootContent): void => {
    if (b.type === 'paragraph' || b.type === 'listItem') addProperties(b, { ariaDescribedBy: noteId });
    else if (b.type === 'list') b.children.forEach(described);
  };
  const stands = `${refUrl(a.by!)}#${a.anchor}`;
  // What search needs to say so in a result and put the standing text first (scripts/lib/search-records.ts).
  const frame = { className: ['superseded-passage'], dataTopic: a.topic, dataSupersededBy: a.document, dataStands: stands };
  const sentences = scoped && /[.!?][”"’)]*\s+\S/.test(scoped.trim()) ? 'sentences' : 'sentence';
  const what: ElementContent[] = scoped
    ? [
        { type: 'text', value: `: the marked ${sentences} “` },
        { type: 'element', tagName: 'span', properties: { className: ['superseded-quote'] }, children: [{ type: 'text', value: scoped.trim() }] },
        { type: 'text', value: `” The rest of the ${parent.type === 'listItem' ? 'item' : 'paragraph'} stands. ` },
      ]
    : [{ type: 'text', value: `: the framed ${parent.type === 'listItem' ? 'item' : blocks.length > 1 ? 'passage' : 'paragraph'}. ` }];
  node.data = {
    // A note on the passage it frames, not a landmark (a page may have several).
    hName: 'div',
    // No name of its own: its words are the description of the passage it frames (aria-describedby).
    hProperties: { className: ['superseded'], id: noteId, role: 'note', dataPagefindIgnore: 'all' },
    hChildren: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'Superseded' }] },
          { type: 'text', value: ` by the ${a.document}${a.date === 'undated' ? '' : ` (${formatDate(a.date!)})`}` },
          ...what,
          { type: 'element', tagName: 'a', properties: { href: stands }, children: [{ type: 'text', value: 'read the standing text' }] },
          { type: 'text', value: ' · ' },
          { type: 'element', tagName: 'a', properties: { href: disagreementUrl(a.topic!) }, children: [{ type: 'text', value: 'why' }] },
        ],
      },
    ],
  };
  if (parent.type === 'listItem') {
    // The item is the passage: it carries the frame and is described by its mark.
    addProperties(parent as ListItem, { ...frame, ariaDescribedBy: noteId });
    return;
  }
  blocks.forEach(described);
  const start = index - blocks.length;
  const container = { type: 'blockquote', children: [...blocks, node], data: { hName: 'div', hProperties: frame } } as unknown as RootContent;
  siblings.splice(start, blocks.length + 1, container);
}

function addProperties(node: Paragraph | ListItem, properties: Record<string, unknown>): void {
  const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
  const old = data.hProperties ?? {};
  const className = [old.className, properties.className].flat().filter(Boolean) as string[];
  data.hProperties = { ...old, ...properties, ...(className.length ? { className } : {}) };
}

/** Wraps the words from `start` to `end` of a paragraph's plain text (src/lib/markdown.ts plainText) in a span. */
function wrapRange(paragraph: Paragraph, start: number, end: number): void {
  const [before, rest] = splitAt(paragraph.children, start);
  const [inside, after] = splitAt(rest, end - start);
  const span = { type: 'emphasis', children: inside, data: { hName: 'span', hProperties: { className: ['superseded-text'] } } } as PhrasingContent;
  paragraph.children = [...before, span, ...after];
}

/** Splits inline nodes at an offset of their plain text; an inline parent is cloned on both sides, an icon or gap kept whole (after). */
function splitAt(nodes: PhrasingContent[], at: number): [PhrasingContent[], PhrasingContent[]] {
  const left: PhrasingContent[] = [];
  let i = 0;
  let pos = 0;
  for (; i < nodes.length; i++) {
    const node = nodes[i]!;
    const len = plainText(node).length;
    if (pos + len <= at) {
      left.push(node);
      pos += len;
      continue;
    }
    const k = at - pos;
    if (k > 0) {
      if (node.type === 'text' || node.type === 'inlineCode') {
        left.push({ ...node, value: node.value.slice(0, k) });
        return [left, [{ ...node, value: node.value.slice(k) }, ...nodes.slice(i + 1)]];
      }
      if ('children' in node && node.type !== 'textDirective') {
        const [l, r] = splitAt(node.children as PhrasingContent[], k);
        left.push({ ...node, children: l } as PhrasingContent);
        return [left, [{ ...node, children: r } as PhrasingContent, ...nodes.slice(i + 1)]];
      }
    }
    break;
  }
  return [left, nodes.slice(i)];
}
