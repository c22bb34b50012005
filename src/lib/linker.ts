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

/** A text node that may hold mentions, with what the matcher found in it. */
interface Scanned {
  node: Text;
  parent: Parents;
  /** The passage it belongs to. */
  anchor: string | undefined;
  /** Which section (counting headings) it is in. */
  section: number;
  matches: Array<Match<LinkTarget>>;
}

/** One pass over the tree: every text node outside headings, links, code and marks, in order, with its matches. */
function scan(tree: Root, index: LinkIndex, ctx: LinkContext, anchors = anchorsOf(tree)): Scanned[] {
  const matcher = index.matcher(ctx.edition);
  const anchorOf = new Map<Nodes, string>(anchors.map((a) => [a.node, a.id]));
  const out: Scanned[] = [];
  let section = 0;
  const walk = (node: Nodes, anchor: string | undefined) => {
    const here = anchorOf.get(node) ?? anchor;
    if (node.type === 'heading') section++;
    if (SKIPPED.has(node.type) || !('children' in node)) return;
    for (const child of node.children as Nodes[]) {
      if (child.type === 'text') {
        const matches = matcher.find(child.value);
        if (matches.length > 0) out.push({ node: child, parent: node as Parents, anchor: here, section, matches });
      } else walk(child, here);
    }
  };
  walk(tree, undefined);
  return out;
}

const mentionsOf = (scanned: readonly Scanned[], ctx: LinkContext): Mention[] =>
  scanned.flatMap((s) => s.matches.filter((m) => m.target.to !== ctx.self).map((m) => ({ target: m.target, anchor: s.anchor, text: s.node.value.slice(m.start, m.end) })));

/** Every mention in the tree, per passage, without changing it (all of them, not only the linked first ones). */
export function findMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  return mentionsOf(scan(tree, index, ctx), ctx);
}

/** Links the first mention of each target per section, in place. Returns the links made, in order. */
export function linkMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  return linkScanned(scan(tree, index, ctx), ctx);
}

/**
 * Both at once, from one pass: every mention (before linking) and the links made. For a page's record
 * (page-links.ts), which needs both.
 */
export function mentionsAndLinks(tree: Root, index: LinkIndex, ctx: LinkContext, anchors = anchorsOf(tree)): { mentions: Mention[]; links: Mention[] } {
  const scanned = scan(tree, index, ctx, anchors);
  const mentions = mentionsOf(scanned, ctx);
  return { mentions, links: linkScanned(scanned, ctx) };
}

function linkScanned(scanned: readonly Scanned[], ctx: LinkContext): Mention[] {
  const made: Mention[] = [];
  let section = -1;
  let linked = new Set<string>();
  for (const { node, parent, anchor, section: sec, matches } of scanned) {
    if (sec !== section) {
      section = sec;
      linked = new Set();
    }
    const chosen = matches.filter((m) => {
      if (m.target.to === ctx.self || linked.has(m.target.to)) return false;
      linked.add(m.target.to);
      return true;
    });
    if (chosen.length === 0) continue;
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
    const at = (parent.children as Nodes[]).indexOf(node);
    (parent.children as Nodes[]).splice(at, 1, ...pieces);
  }
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
