/**
 * Reading a content body (Markdown with the site's directives) into an mdast tree, and its plain text, the same way
 * everywhere outside the Astro pipeline: anchors, passages, the link index and the tests all parse with this.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import type { Nodes, Root } from 'mdast';

/** As Astro's pipeline reads it (astro.config.mjs): CommonMark with directives, no GitHub extensions. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [directive()],
    mdastExtensions: [directiveFromMarkdown()],
  });
}

const BLOCK_PARENTS = new Set(['root', 'blockquote', 'list', 'listItem', 'containerDirective', 'table', 'tableRow', 'footnoteDefinition']);

/** Text of a node as a reader would quote it: an icon as its source text (or "[icon]"), a gap as a bracketed note. */
export function plainText(node: Nodes): string {
  if (node.type === 'textDirective' && node.name === 'icon') {
    const label = node.children.map(plainText).join('');
    return label || '[icon]';
  }
  if (node.type === 'textDirective' && node.name === 'gap') return '[text missing in the source]';
  if (node.type === 'break') return ' ';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) {
    // Inline pieces join as written; blocks (a list item's paragraphs, nested lists) with a space between them.
    const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || !BLOCK_PARENTS.has(node.type);
    return (node.children as Nodes[]).map(plainText).join(inline ? '' : ' ');
  }
  return '';
}
