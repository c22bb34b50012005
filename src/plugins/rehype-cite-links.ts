/**
 * rehype plugin: every anchored passage (a paragraph or list item with a "p-…" id, see remark-anchors) gets a
 * visible "¶" link to itself. Without script it is a plain link to the passage; with script (src/client/cite.ts)
 * activating it copies the passage's URL and a plain-text citation. The control is the site's, not the source's,
 * so search ignores it.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function citeLink(id: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['cite'], href: `#${id}`, dataPagefindIgnore: '', ariaLabel: 'Link to this passage' },
    children: [{ type: 'text', value: '¶' }],
  };
}

export function rehypeCiteLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const id = node.properties?.id;
      if (typeof id !== 'string' || (!id.startsWith('p-') && id !== 'p')) return;
      // A note where a moved box stood keeps the box's anchor for old links; it is not a passage to cite.
      if (String(node.properties?.className ?? '').includes('moved-note')) return;
      if (node.tagName === 'p') {
        node.children.push({ type: 'text', value: ' ' }, citeLink(id));
      } else if (node.tagName === 'li') {
        // In a list item, the link follows the item's own words: inside its first paragraph, or before a nested list
        // or a superseded mark (remark-marks), which are not the item's words.
        const para = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p');
        if (para) {
          para.children.push({ type: 'text', value: ' ' }, citeLink(id));
          return;
        }
        const nested = node.children.findIndex(
          (c) =>
            c.type === 'element' &&
            (c.tagName === 'ul' || c.tagName === 'ol' || (c.tagName === 'div' && String(c.properties?.className ?? '').includes('superseded'))),
        );
        const link: ElementContent[] = [{ type: 'text', value: ' ' }, citeLink(id)];
        if (nested === -1) node.children.push(...link);
        else node.children.splice(nested, 0, ...link);
      }
    });
  };
}
