/**
 * `::moved{to to-title anchor}` → where a grey box stood in the source before the site moved it to the rule it
 * qualifies: a note with the box's own anchor, so a link made to it before it moved lands here and is shown the way.
 */
import { refUrl } from '../../lib/urls.ts';
import type { LeafDirective } from 'mdast-util-directive';
import type { DirectiveHandler, MarksPage } from './handler.ts';

export const moved: DirectiveHandler<LeafDirective> = {
  type: 'leafDirective',
  page: ({ file, mark }: MarksPage) => ({
    each(node) {
      const a = node.attributes ?? {};
      const missing = ['to', 'to-title', 'anchor'].filter((k) => !a[k]);
      if (missing.length)
        file.fail(`A ::moved mark lacks ${missing.join(', ')} (the ingest writes them: BOX_MOVES in scripts/ingest/rulebook-2e.corrections.ts).`, node);
      mark('moved-away');
      node.data = {
        hName: 'p',
        hProperties: { className: ['moved-note'], id: a.anchor ?? undefined, dataPagefindIgnore: 'all' },
        hChildren: [
          { type: 'text', value: 'A grey box of the source stood here; this site shows it with the rule it qualifies, in ' },
          { type: 'element', tagName: 'a', properties: { href: `${refUrl(a.to!)}#${a.anchor}` }, children: [{ type: 'text', value: a['to-title']! }] },
          { type: 'text', value: '.' },
        ],
      };
    },
  }),
};
