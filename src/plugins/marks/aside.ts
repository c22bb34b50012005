/**
 * `:::aside{kind}` → an <aside> kept apart from the body text; a box moved to the rule it qualifies (`moved-from`,
 * `moved-from-title`, `moved-beside`) says so at its top, with a link.
 */
import { entryUrl, parseRefTarget } from '../../lib/urls.ts';
import type { ContainerDirective } from 'mdast-util-directive';
import type { DirectiveHandler, MarksPage } from './handler.ts';

const ASIDE_TITLES: Record<string, string> = {
  advanced: 'Advanced rules',
  note: 'Note',
  'lost-image': 'Image or table lost in the source',
};

export const aside: DirectiveHandler<ContainerDirective> = {
  type: 'containerDirective',
  page: ({ file, mark }: MarksPage) => {
    /** How many boxes of each title the page has so far: a landmark's name must be unique on its page. */
    const boxes = new Map<string, number>();
    return {
      each(node) {
        const attrs = node.attributes ?? {};
        const kind = attrs.kind ?? 'note';
        const title = attrs.title ?? ASIDE_TITLES[kind] ?? 'Note';
        mark(`aside:${kind}`);
        const movedFrom = attrs['moved-from'];
        if (movedFrom) {
          // a box moved to the rule it qualifies says so, and from where (outside the search body: not source text)
          const fromTitle = attrs['moved-from-title'];
          const beside = attrs['moved-beside'];
          if (!fromTitle || !beside) file.fail(`An aside moved from "${movedFrom}" needs moved-from-title and moved-beside.`, node);
          const { collection, id } = parseRefTarget(movedFrom);
          mark('aside:moved');
          node.children.unshift({
            type: 'paragraph',
            data: { hProperties: { className: ['aside-moved'], dataPagefindIgnore: 'all' } },
            children: [
              { type: 'text', value: 'Moved here from ' },
              { type: 'link', url: entryUrl(collection, id), children: [{ type: 'text', value: fromTitle! }] },
              { type: 'text', value: `: in the source this box sits ${beside}.` },
            ],
          });
        }
        node.children.unshift({
          type: 'paragraph',
          data: { hProperties: { className: ['aside-title'] } },
          children: [{ type: 'text', value: title }],
        });
        const n = (boxes.get(title) ?? 0) + 1;
        boxes.set(title, n);
        node.data = { hName: 'aside', hProperties: { className: ['box', `box-${kind}`], ariaLabel: n === 1 ? title : `${title} (${n})` } };
      },
    };
  },
};
