/**
 * Paragraph anchors: every paragraph and list item of a body gets a stable, readable id made from its first words
 * ("p-when-you-attempt-a-mission"), so a passage can be linked to and cited. The ids depend only on the text and its
 * order, so a rebuild of the same content gives the same ids. One function serves the remark plugin that writes the
 * ids into the page and everything that needs to know them beforehand (walkthrough citations, card passages, tests).
 */
import type { ListItem, Nodes, Paragraph, Parents, Root } from 'mdast';
import { plainText, parseMarkdown } from './markdown.ts';
import { foldSearch } from './fold.ts';

export interface Anchor {
  /** The id, unique within the body: "p-" and the first words, with "-2", "-3"… for repeats. */
  id: string;
  /** The passage as plain text (icons read as their source text). */
  text: string;
  /** The anchored node: a paragraph, or a list item (whose own paragraphs are not anchored again). */
  node: Paragraph | ListItem;
}

/** How many words of a passage make its id. */
export const ANCHOR_WORDS = 6;

/** "When you attempt a mission, you…" → "p-when-you-attempt-a-mission-you". */
export function anchorSlug(text: string): string {
  const words = foldSearch(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, ANCHOR_WORDS);
  return words.length > 0 ? `p-${words.join('-')}` : 'p';
}

/** The anchors of a tree in document order. Pure: it does not change the tree. */
export function anchorsOf(tree: Root): Anchor[] {
  const out: Anchor[] = [];
  const used = new Map<string, number>();
  const visit = (node: Nodes, parent: Parents | undefined) => {
    const anchored = node.type === 'listItem' || (node.type === 'paragraph' && parent?.type !== 'listItem');
    if (anchored) {
      const text = plainText(node).replace(/\s+/g, ' ').trim();
      const base = anchorSlug(text);
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      out.push({ id: n === 1 ? base : `${base}-${n}`, text, node });
    }
    if (node.type === 'paragraph') return; // phrasing content holds no blocks
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child, node as Parents);
  };
  visit(tree, undefined);
  return out;
}

/** The anchors of a Markdown body (as stored in content/), for code that has the text but not the rendered page. */
export const anchorsOfMarkdown = (markdown: string): Anchor[] => anchorsOf(parseMarkdown(markdown));
