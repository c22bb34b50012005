/**
 * remark plugin: writes each paragraph's and list item's anchor id (see src/lib/anchors.ts) into the HTML, so every
 * passage of every page can be linked to: `<p id="p-when-you-attempt-a-mission">`.
 */
import type { Root } from 'mdast';
import { anchorsOf } from '../lib/anchors.ts';

export function remarkAnchors() {
  return (tree: Root) => {
    for (const { id, node } of anchorsOf(tree)) {
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
    }
  };
}
