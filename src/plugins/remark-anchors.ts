/**
 * remark plugin: writes each paragraph's and list item's anchor id (see src/lib/anchors.ts) into the HTML, so every
 * passage of every page can be linked to: `<p id="p-when-you-attempt-a-mission">`. The same ids, with their text,
 * are in content/links/pages.json (the linking pass computes them with the same function), for the pages that list
 * or quote passages.
 */
import type { Root } from 'mdast';
import { anchorsOf } from '../lib/anchors.ts';

export function remarkAnchors() {
  return (tree: Root) => {
    const anchors = anchorsOf(tree);
    for (const { id, node } of anchors) {
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
    }
  };
}
