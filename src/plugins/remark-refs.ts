/**
 * remark plugin: `:ref[label]{to="glossary/1e/warp-speed"}` becomes a link to that entry's page. Every target has
 * been checked by the linking pass before Astro runs (scripts/links/pass.ts: a page or a card that exists, or
 * `npm run links` fails naming the file, the line and the target), so a reference never falls back to plain text.
 */
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { parseRefTarget, entryUrl } from '../lib/urls.ts';

export function remarkRefs() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== 'ref' || !parent || index === undefined) return;
      const to = node.attributes?.to;
      if (!to) file.fail('A :ref directive needs a `to` attribute ("collection/id").', node);
      const { collection, id } = parseRefTarget(to);
      const link: Link = {
        type: 'link',
        url: entryUrl(collection, id),
        children: node.children,
        data: { hProperties: { className: ['ref', `ref-${collection}`] } },
      };
      parent.children[index] = link;
      return SKIP;
    });
  };
}
