/**
 * Builders for the Markdown trees importers produce, and the one serializer that turns them into text.
 * Importers never write Markdown syntax by hand: source strings go into `text` nodes and
 * mdast-util-to-markdown escapes whatever Markdown or a directive could misread.
 */
import type { Root, RootContent, PhrasingContent, Paragraph, List, ListItem, Text, Strong, Emphasis, Heading, BlockContent } from 'mdast';
import type { TextDirective, ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toMarkdown } from 'mdast-util-to-markdown';
import { directiveToMarkdown } from 'mdast-util-directive';
import type { GapKind, IconName } from '../../../src/lib/vocab.ts';

export type Inline = PhrasingContent;
export type Block = RootContent;

export const text = (value: string): Text => ({ type: 'text', value });
export const strong = (...children: Inline[]): Strong => ({ type: 'strong', children });
export const emphasis = (...children: Inline[]): Emphasis => ({ type: 'emphasis', children });
export const paragraph = (...children: Inline[]): Paragraph => ({ type: 'paragraph', children });
/**
 * Inline nodes with adjacent text nodes merged and empty ones dropped: the tree an importer writes has one text node
 * where the source has one run of text, however many steps (icons, bold runs) cut it while reading.
 */
export function mergeText(nodes: readonly Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    const prev = out.at(-1);
    if (n.type === 'text' && n.value === '') continue;
    if (n.type === 'text' && prev?.type === 'text') out[out.length - 1] = text(prev.value + n.value);
    else out.push(n);
  }
  return out;
}
export const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, ...children: Inline[]): Heading => ({ type: 'heading', depth, children });

/** A list; `start` makes it ordered (numbered from `start`). */
export function list(items: Array<Inline[] | BlockContent[]>, start?: number): List {
  return {
    type: 'list',
    ordered: start !== undefined,
    ...(start !== undefined ? { start } : {}),
    spread: false,
    children: items.map(
      (content): ListItem => ({
        type: 'listItem',
        spread: false,
        children: isInlineList(content) ? [paragraph(...content)] : (content as BlockContent[]),
      }),
    ),
  };
}

function isInlineList(content: Inline[] | BlockContent[]): content is Inline[] {
  return content.every((n) => INLINE_TYPES.has(n.type));
}
const INLINE_TYPES = new Set(['text', 'strong', 'emphasis', 'textDirective', 'link', 'inlineCode', 'break']);

/**
 * `:ref[label]{to="glossary/1e/warp-speed"}`: a link to a collection entry by id. The site resolves it and
 * fails the build when the id does not exist.
 */
export const ref = (to: string, ...label: Inline[]): TextDirective => ({
  type: 'textDirective',
  name: 'ref',
  attributes: { to },
  children: label,
});

/**
 * `:icon[source text]{name="universal"}`: an icon the source shows as a glyph, placeholder or leaked alt text.
 * The label keeps the source's characters; the page shows the icon with an accessible name.
 */
export const icon = (name: IconName, sourceText: string, extra: Record<string, string> = {}): TextDirective => ({
  type: 'textDirective',
  name: 'icon',
  attributes: { name, ...extra },
  children: sourceText ? [text(sourceText)] : [],
});

/**
 * `:gap[note]{kind="missing-text"}`: a visible, explained mark where the source itself lost text.
 * `note` says what is known of what stood there (may be empty).
 */
export const gap = (kind: GapKind, note = ''): TextDirective => ({
  type: 'textDirective',
  name: 'gap',
  attributes: { kind },
  children: note ? [text(note)] : [],
});

/**
 * `:::aside{kind="advanced"}`: a boxed passage kept apart from the body text, in its place. `extra` attributes: a box
 * moved from another page says where from (`moved-from`, the entry id as a `:ref` names it; `moved-from-title`; and
 * `moved-beside`, what it stands beside in the source).
 */
export const aside = (kind: string, children: BlockContent[], title?: string, extra: Record<string, string> = {}): ContainerDirective => ({
  type: 'containerDirective',
  name: 'aside',
  attributes: { kind, ...(title ? { title } : {}), ...extra },
  children,
});

/**
 * `::moved{to to-title anchor}`: where a grey box stood in the source before the site moved it to the rule it
 * qualifies (reviewed BOX_MOVES); it keeps the box's paragraph anchor, so a link made to the box before the move lands
 * here and finds its way.
 */
export const movedAway = (to: string, toTitle: string, anchor: string): LeafDirective => ({
  type: 'leafDirective',
  name: 'moved',
  attributes: { to, 'to-title': toTitle, anchor },
  children: [],
});

/**
 * `::superseded{topic by anchor document date quote}`: placed right after a passage that a governing document overrides
 * (scripts/ingest/disagreements.ts); `quote` holds the words it supersedes, whatever characters they have (the
 * serializer escapes them).
 */
export const superseded = (attributes: { topic: string; by: string; anchor: string; document: string; date: string; quote: string }): LeafDirective => ({
  type: 'leafDirective',
  name: 'superseded',
  attributes: { ...attributes },
  children: [],
});

/**
 * `::exception{verdict by anchor document date pointer topic}`: placed right after a passage that stands but that a
 * governing document narrows (an exception) or extends (an addition) (scripts/ingest/standing/resolve.ts); `pointer`
 * is the ledger's short words for it, `by`/`anchor` the governing passage, `topic` its record on /disagreements/.
 */
export const exception = (attributes: {
  verdict: 'narrowed' | 'extended';
  by: string;
  anchor: string;
  document: string;
  date: string;
  pointer: string;
  topic: string;
}): LeafDirective => ({
  type: 'leafDirective',
  name: 'exception',
  attributes: { ...attributes },
  children: [],
});

/** Serializes a tree to Markdown with the site's dialect (CommonMark and directives, no GFM: src/lib/markdown.ts). */
export function toMarkdownText(children: Block[]): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, {
    extensions: [directiveToMarkdown()],
    bullet: '-',
    listItemIndent: 'one',
    emphasis: '_',
    strong: '*',
    rule: '-',
  });
}
