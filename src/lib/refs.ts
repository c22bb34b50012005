/**
 * The `:ref` targets a Markdown body points to, read with the Markdown parser (not a regex), in order
 * and without duplicates, with the passage each first appears in. Used to build "Referenced by" lists.
 */
import type { Nodes, Root } from 'mdast';
import { anchorsOf, type Anchor } from './anchors.ts';

/** Each `:ref` target of a tree once, in order, with the anchor of the passage it first appears in. */
export function refTargetsOf(tree: Root, anchors: readonly Anchor[] = anchorsOf(tree)): Array<{ to: string; anchor: string | undefined }> {
  const anchorOf = new Map<Nodes, string>(anchors.map((a) => [a.node, a.id]));
  const out = new Map<string, string | undefined>();
  const walk = (node: Nodes, anchor: string | undefined) => {
    const here = anchorOf.get(node) ?? anchor;
    if (node.type === 'textDirective' && node.name === 'ref') {
      const to = node.attributes?.to;
      if (to && !out.has(to)) out.set(to, here);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, here);
  };
  walk(tree, undefined);
  return [...out].map(([to, anchor]) => ({ to, anchor }));
}
