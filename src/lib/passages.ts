/**
 * Passages of a Markdown body as plain text (marks read as their labels), and the ones that mention a name.
 * Used to quote, on a card's page, the rulings text that names the card.
 */
import type { Nodes } from 'mdast';
import { normalizeName } from './names.ts';
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

/** The passages that mention any of `names` (matched across case, dashes, quotes and diacritics, at word bounds). */
export function mentions(texts: readonly string[], names: readonly string[]): string[] {
  const keys = names.map(normalizeName).filter((k) => k.length > 2);
  return texts.filter((p) => {
    const hay = ` ${normalizeName(p).replace(/[^\p{L}\p{N}' -]+/gu, ' ')} `;
    return keys.some((k) => hay.includes(` ${k} `) || hay.includes(` ${k}'s `));
  });
}
