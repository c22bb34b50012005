/**
 * Passages of a Markdown body as plain text (marks read as their labels), for quote checks. (The Gray's/v1.7
 * comparison reads icons whole: compare.ts. Which passages mention a card is the linker's job: page-links.ts.)
 */
import type { Nodes } from 'mdast';
import { parseMarkdown, plainText as text } from './markdown.ts';

/** The paragraphs and list items of a body, as text, in order. */
export function passages(markdown: string): string[] {
  const tree = parseMarkdown(markdown);
  const out: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      out.push(text(node).replace(/\s+/g, ' ').trim());
      return;
    }
    if ('children' in node) for (const c of node.children as Nodes[]) walk(c);
  };
  walk(tree);
  return out.filter(Boolean);
}
