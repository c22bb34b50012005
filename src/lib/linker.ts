/**
 * The cross-linker over a Markdown tree (mdast). Explicit references are `:ref` directives and are linked by
 * remark-refs; this finds the other mentions of terms, cards and sections:
 * - the first mention of each target per section (a heading starts a new section) becomes a link;
 * - never inside headings, links, code or the site's own marks, and never to the page itself;
 * - the longest name wins, names match across quote and dash variants, case and simple plurals (see matcher.ts).
 * The same walk serves the pages (remark-link-mentions) and the build's indexes ("Referenced by", the passages on a
 * card's page), so what a page links is what the indexes say it links.
 */
import type { Link, Nodes, Parents, Root, Text } from 'mdast';
import type { Edition } from './vocab.ts';
import type { LinkIndex, LinkTarget } from './link-index.ts';
import type { Match } from './matcher.ts';
import { anchorsOf } from './anchors.ts';
import { refUrl, parseRefTarget } from './urls.ts';

export interface LinkContext {
  edition: Edition;
  /** The page's own target ("glossary/1e/warp-speed"): mentions of it are not linked. */
  self?: string | undefined;
}

/** A mention found in a passage. */
export interface Mention {
  target: LinkTarget;
  /** The anchor id of the passage it is in, if any (text outside paragraphs and list items has none). */
  anchor: string | undefined;
  /** The words as the page has them. */
  text: string;
}

const SKIPPED = new Set(['heading', 'link', 'linkReference', 'inlineCode', 'code', 'html', 'textDirective', 'leafDirective', 'definition', 'yaml']);

/**
 * Calls `onText` for every text node that may hold a mention, in document order, with the passage it belongs to;
 * `onHeading` when a heading starts a new section.
 */
function walkText(tree: Root, onText: (node: Text, parent: Parents, index: number, anchor: string | undefined) => void, onHeading: () => void) {
  const anchorOf = new Map<Nodes, string>(anchorsOf(tree).map((a) => [a.node, a.id]));
  const walk = (node: Nodes, anchor: string | undefined) => {
    const here = anchorOf.get(node) ?? anchor;
    if (node.type === 'heading') onHeading();
    if (SKIPPED.has(node.type)) return;
    if (!('children' in node)) return;
    // Iterate over a copy: onText may replace a text node by several nodes.
    const children = [...node.children] as Nodes[];
    for (const child of children) {
      if (child.type === 'text') onText(child, node as Parents, (node.children as Nodes[]).indexOf(child), here);
      else walk(child, here);
    }
  };
  walk(tree, undefined);
}

/** Every mention in the tree, per passage, without changing it (all of them, not only the linked first ones). */
export function findMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  const matcher = index.matcher(ctx.edition);
  const out: Mention[] = [];
  walkText(
    tree,
    (node, _parent, _index, anchor) => {
      for (const m of matcher.find(node.value)) {
        if (m.target.to !== ctx.self) out.push({ target: m.target, anchor, text: node.value.slice(m.start, m.end) });
      }
    },
    () => {},
  );
  return out;
}

/** Links the first mention of each target per section, in place. Returns the links made, in order. */
export function linkMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  const matcher = index.matcher(ctx.edition);
  const made: Mention[] = [];
  let linked = new Set<string>();
  walkText(
    tree,
    (node, parent, at, anchor) => {
      const chosen: Array<Match<LinkTarget>> = [];
      for (const m of matcher.find(node.value)) {
        if (m.target.to === ctx.self || linked.has(m.target.to)) continue;
        linked.add(m.target.to);
        chosen.push(m);
      }
      if (chosen.length === 0) return;
      const pieces: Array<Text | Link> = [];
      let from = 0;
      for (const m of chosen) {
        if (m.start > from) pieces.push({ type: 'text', value: node.value.slice(from, m.start) });
        const words = node.value.slice(m.start, m.end);
        pieces.push(linkTo(m.target, words));
        made.push({ target: m.target, anchor, text: words });
        from = m.end;
      }
      if (from < node.value.length) pieces.push({ type: 'text', value: node.value.slice(from) });
      (parent.children as Nodes[]).splice(at, 1, ...pieces);
    },
    () => {
      linked = new Set();
    },
  );
  return made;
}

function linkTo(target: LinkTarget, words: string): Link {
  const { collection } = parseRefTarget(target.to);
  return {
    type: 'link',
    url: refUrl(target.to),
    children: [{ type: 'text', value: words }],
    data: { hProperties: { className: ['ref', `ref-${collection}`, 'ref-auto'] } },
  };
}
