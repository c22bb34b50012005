/**
 * The cross-linker over a Markdown tree (mdast). Explicit references are `:ref` directives and are linked by
 * remark-refs; this finds the other mentions of terms, cards and sections:
 * - the first mention of each target per page becomes a link (issue 15: once per section put 92 links on one glossary
 *   entry; a reader who meets a term again further down has already been offered it);
 * - everyday phrases that hide a name ("turn it over") and the card names listed in link-policy.ts at the start of a
 *   sentence ("One or more") are neither links nor mentions;
 * - never inside headings, links, code or the site's own marks, and never to the page itself;
 * - the longest name wins, names match across quote and dash variants, case and simple plurals (see matcher.ts).
 * The same walk serves the pages (remark-link-mentions) and the build's indexes ("Referenced by", the passages on a
 * card's page), so what a page links is what the indexes say it links.
 */
import type { Link, Nodes, Parents, Root, Text } from 'mdast';
import type { Edition } from './vocab.ts';
import type { LinkIndex, LinkTarget } from './link-index.ts';
import type { Match, MatchName } from './matcher.ts';
import { anchorsOf } from './anchors.ts';
import { cardNameUrl, refUrl, parseRefTarget } from './urls.ts';
import { titleSlug } from './card-names.ts';
import { CARDS_NOT_AT_SENTENCE_START } from './link-policy.ts';

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
  matches: Array<Match<LinkTarget>>;
}

/** Where a sentence (or a list item's text after "Label –") starts: only quotes or brackets before it. */
const SENTENCE_START = /(?:^|[.!?:;\u2013\u2014-]\s+)["\u201C\u2018(]*$/;

/** Whether a match found in a text node is a mention at all: not an everyday phrase, not a listed card name starting a sentence. */
function counts(m: Match<LinkTarget>, node: Text, parent: Parents): boolean {
  if (m.target.kind === 'phrase') return false;
  if ((m.target.kind !== 'card' && m.target.kind !== 'card-name') || !Object.hasOwn(CARDS_NOT_AT_SENTENCE_START, m.name)) return true;
  const before = node.value.slice(0, m.start);
  // Text at the very start of its node begins a sentence only if nothing (a link, bold words) comes before it.
  if (/^\s*["\u201C\u2018(]*$/.test(before)) return (parent.children as Nodes[])[0] !== node;
  return !SENTENCE_START.test(before);
}

/** One pass over the tree: every text node outside headings, links, code and marks, in order, with its matches. */
function scan(tree: Root, index: LinkIndex, ctx: LinkContext, anchors = anchorsOf(tree), raw?: (m: Match<LinkTarget>) => void): Scanned[] {
  const matcher = index.matcher(ctx.edition);
  const anchorOf = new Map<Nodes, string>(anchors.map((a) => [a.node, a.id]));
  const out: Scanned[] = [];
  const walk = (node: Nodes, anchor: string | undefined) => {
    const here = anchorOf.get(node) ?? anchor;
    if (SKIPPED.has(node.type) || !('children' in node)) return;
    for (const child of node.children as Nodes[]) {
      if (child.type === 'text') {
        const found = matcher.find(child.value);
        if (raw) found.forEach(raw);
        const matches = found.filter((m) => counts(m, child, node as Parents));
        if (matches.length > 0) out.push({ node: child, parent: node as Parents, anchor: here, matches });
      } else walk(child, here);
    }
  };
  walk(tree, undefined);
  return out;
}

const mentionsOf = (scanned: readonly Scanned[], ctx: LinkContext): Mention[] =>
  scanned.flatMap((s) =>
    s.matches.filter((m) => m.target.to !== ctx.self).map((m) => ({ target: m.target, anchor: s.anchor, text: s.node.value.slice(m.start, m.end) })),
  );

/** Every mention in the tree, per passage, without changing it (all of them, not only the linked first ones). */
export function findMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  return mentionsOf(scan(tree, index, ctx), ctx);
}

/** Links the first mention of each target on the page, in place. Returns the links made, in order. */
export function linkMentions(tree: Root, index: LinkIndex, ctx: LinkContext): Mention[] {
  return linkScanned(scan(tree, index, ctx), ctx);
}

/**
 * All at once, from one pass: every mention (before linking), the links made, and every name the matcher found in the
 * text (phrases and the names the policy then drops included), which is the page's `autolink` list: an index of
 * those names alone finds in this text what the whole index finds. For a page's record (page-links.ts).
 */
export function mentionsAndLinks(
  tree: Root,
  index: LinkIndex,
  ctx: LinkContext,
  anchors = anchorsOf(tree),
): { mentions: Mention[]; links: Mention[]; names: Array<MatchName<LinkTarget>> } {
  const names = new Map<string, MatchName<LinkTarget>>();
  const scanned = scan(tree, index, ctx, anchors, (m) => {
    names.set(`${m.caseSensitive ? 's' : 'i'}\u0000${m.name}\u0000${m.target.to}\u0000${m.target.kind}`, {
      name: m.name,
      caseSensitive: m.caseSensitive,
      target: m.target,
    });
  });
  const mentions = mentionsOf(scanned, ctx);
  return { mentions, links: linkScanned(scanned, ctx), names: [...names.values()] };
}

function linkScanned(scanned: readonly Scanned[], ctx: LinkContext): Mention[] {
  const made: Mention[] = [];
  const linked = new Set<string>();
  for (const { node, parent, anchor, matches } of scanned) {
    const chosen = matches.filter((m) => {
      // A shared title links to its own page, once, apart from the card's full name.
      const key = m.target.kind === 'card-name' ? `named:${m.name}` : m.target.to;
      if (m.target.to === ctx.self || linked.has(key)) return false;
      linked.add(key);
      return true;
    });
    if (chosen.length === 0) continue;
    const pieces: Array<Text | Link> = [];
    let from = 0;
    for (const m of chosen) {
      if (m.start > from) pieces.push({ type: 'text', value: node.value.slice(from, m.start) });
      const words = node.value.slice(m.start, m.end);
      pieces.push(linkTo(m.target, words, m.name));
      made.push({ target: m.target, anchor, text: words });
      from = m.end;
    }
    if (from < node.value.length) pieces.push({ type: 'text', value: node.value.slice(from) });
    const at = (parent.children as Nodes[]).indexOf(node);
    (parent.children as Nodes[]).splice(at, 1, ...pieces);
  }
  return made;
}

function linkTo(target: LinkTarget, words: string, name: string): Link {
  const { collection } = parseRefTarget(target.to);
  // A 2E title alone ("Worf") leads to every card with that title (src/lib/card-names.ts), not to one version.
  const named = target.kind === 'card-name';
  return {
    type: 'link',
    url: named ? cardNameUrl(target.edition, titleSlug(name)) : refUrl(target.to),
    children: [{ type: 'text', value: words }],
    data: { hProperties: { className: ['ref', `ref-${collection}`, 'ref-auto', ...(named ? ['ref-card-name'] : [])] } },
  };
}
