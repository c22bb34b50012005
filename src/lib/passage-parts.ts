/**
 * A passage as text with its icons kept apart, for pages that quote a passage outside its own page (the card
 * pages): they show each icon as the passage's own page does (icon-mark.ts) instead of its source reading
 * ("non-Affiliation Federation", "[unknown icon - Klg]"). Everything else stays plain text, as the anchors have it.
 */
import type { Nodes } from 'mdast';
import { plainText } from './markdown.ts';
import { isIcon } from './icon-mark.ts';
import type { IconName } from './vocab.ts';
import type { IconPart } from '../schemas/links.ts';

/** A piece of a quoted passage: text, or an icon (its schema: src/schemas/links.ts). */
export type PassagePart = string | IconPart;
export type { IconPart };

const BLOCKS = new Set(['root', 'blockquote', 'list', 'listItem', 'containerDirective', 'table', 'tableRow', 'footnoteDefinition']);

/** The passage's parts, or undefined when it has no icon (its plain text says it all). */
export function passageParts(node: Nodes): PassagePart[] | undefined {
  const parts: PassagePart[] = [];
  let icons = 0;
  const add = (s: string) => {
    if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += s;
    else parts.push(s);
  };
  const walk = (n: Nodes) => {
    if (n.type === 'textDirective' && n.name === 'icon' && isIcon(String(n.attributes?.name))) {
      icons++;
      const a = n.attributes ?? {};
      parts.push({
        icon: a.name as IconName,
        source: n.children.map(plainText).join(''),
        ...(a.affiliation ? { affiliation: a.affiliation } : {}),
        ...(a.inferred === 'true' ? { inferred: true as const } : {}),
      });
      return;
    }
    if (!('children' in n) || n.type === 'textDirective') return add(plainText(n));
    const sep = BLOCKS.has(n.type) ? ' ' : '';
    (n.children as Nodes[]).forEach((c, i) => {
      if (i > 0 && sep) add(sep);
      walk(c);
    });
  };
  walk(node);
  if (icons === 0) return undefined;
  const out = parts.map((p) => (typeof p === 'string' ? p.replace(/\s+/g, ' ') : p));
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  if (typeof out.at(-1) === 'string') out[out.length - 1] = (out.at(-1) as string).trimEnd();
  return out.filter((p) => p !== '');
}

/** The parts read back as the anchors' plain text (an icon as its source characters, or "[icon]"). */
export const partsText = (parts: readonly PassagePart[]): string => parts.map((p) => (typeof p === 'string' ? p : p.source || '[icon]')).join('');
