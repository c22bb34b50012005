/**
 * What one page links to and mentions: the linking pass (scripts/links/pass.ts) makes each page's record with
 * {@link linkRecord} and gathers them into "Referenced by" and the passages on a card's page. The pass links the
 * same tree the page's rendering links (remark-link-mentions, from the page's `autolink` list), so a "Referenced by"
 * entry always has its link on the page it names.
 */
import type { Root } from 'mdast';
import { anchorsOf, type Anchor } from './anchors.ts';
import { mentionsAndLinks, type LinkContext } from './linker.ts';
import { refTargetsOf } from './refs.ts';
import { parseRefTarget } from './urls.ts';
import type { LinkIndex, LinkTarget } from './link-index.ts';
import type { MatchName } from './matcher.ts';
import { bug } from './errors.ts';

/** What a page links to and mentions. */
export interface LinkRecord {
  /** Each target the page links to (explicit `:ref`s first, then the linker's), once, with the passage of its first link. */
  links: Array<{ to: string; anchor?: string }>;
  /**
   * Each passage that mentions a card (linked or not), once per card and passage: the passages quoted on the card's
   * page. Mentions of terms and sections are not kept; nothing shows them, and their passage texts would make every
   * page's record nearly as large as the page.
   */
  mentions: Array<{ to: string; anchor: string }>;
  /** The text of each passage named in `mentions`, by anchor. */
  passages: Record<string, string>;
  /** Every name of the index the matcher found in the body: the page's `autolink` list (src/lib/autolink.ts). */
  names: Array<MatchName<LinkTarget>>;
}

/**
 * Links the tree's mentions in place (see linker.ts) and returns its record. Explicit references are read before
 * linking, while they are still `:ref` directives.
 */
export function linkRecord(tree: Root, index: LinkIndex, ctx: LinkContext, anchors: Anchor[] = anchorsOf(tree)): LinkRecord {
  const text = new Map(anchors.map((a) => [a.id, a.text]));
  const explicit = refTargetsOf(tree, anchors);
  const found = mentionsAndLinks(tree, index, ctx, anchors);
  const mentions: LinkRecord['mentions'] = [];
  const passages: Record<string, string> = {};
  const seen = new Set<string>();
  for (const m of found.mentions) {
    if (!m.anchor || parseRefTarget(m.target.to).collection !== 'cards' || seen.has(`${m.target.to}#${m.anchor}`)) continue;
    seen.add(`${m.target.to}#${m.anchor}`);
    mentions.push({ to: m.target.to, anchor: m.anchor });
    const passage = text.get(m.anchor);
    if (passage === undefined)
      throw bug(
        `A mention of ${m.target.to} is in "${m.anchor}", which is not one of the body's passages (the anchors and the mentions are found on the same tree).`,
      );
    passages[m.anchor] = passage;
  }
  const first = new Map<string, string | undefined>();
  for (const r of explicit) if (!first.has(r.to)) first.set(r.to, r.anchor);
  // A shared title's link leads to the title's page, not to the card: it is not the card's "Referenced by".
  for (const m of found.links) if (m.target.kind !== 'card-name' && !first.has(m.target.to)) first.set(m.target.to, m.anchor);
  const links = [...first].filter(([to]) => to !== ctx.self).map(([to, anchor]) => (anchor ? { to, anchor } : { to }));
  return { links, mentions, passages, names: found.names };
}
