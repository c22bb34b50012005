/**
 * Passages of a Markdown body as plain text (marks read as their labels), and the ones that mention a name.
 * Used to quote, on a card's page, the rulings text that names the card.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Nodes } from 'mdast';
import { normalizeName } from './names.ts';

/** Text of a node, with an icon read as its source text or "[icon]" and a gap as "[text missing]". */
function text(node: Nodes): string {
  if (node.type === 'textDirective' && node.name === 'icon') {
    const label = node.children.map(text).join('');
    return label || '[icon]';
  }
  if (node.type === 'textDirective' && node.name === 'gap') return '[text missing in the source]';
  if (node.type === 'break') return ' ';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(text).join('');
  return '';
}

/** The paragraphs and list items of a body, as text, in order. */
export function passages(markdown: string): string[] {
  const tree = fromMarkdown(markdown, {
    extensions: [directive(), gfm()],
    mdastExtensions: [directiveFromMarkdown(), gfmFromMarkdown()],
  });
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
