/**
 * remark plugin: writes each paragraph's and list item's anchor id (see src/lib/anchors.ts) into the HTML, so every
 * passage of every page can be linked to: `<p id="p-when-you-attempt-a-mission">`. It also records the body's
 * anchors (src/lib/rendered-anchors.ts), so the JSON export and the walkthrough check need not parse it again.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { anchorsOf, type Anchor } from '../lib/anchors.ts';
import { recordAnchors } from '../lib/rendered-anchors.ts';

declare module 'vfile' {
  interface DataMap {
    /** The body's anchors, for the plugins after this one (remark-link-mentions), so they need not compute them. */
    anchors: Anchor[];
  }
}

/** `file.value` is the Markdown the tree was parsed from (Astro passes the entry's body). */
export function remarkAnchors() {
  return (tree: Root, file: VFile) => {
    const anchors = anchorsOf(tree);
    for (const { id, node } of anchors) {
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
    }
    file.data.anchors = anchors;
    recordAnchors(String(file.value), anchors);
  };
}
