/**
 * `:icon[source text]{name}` → an icon with an accessible name; the source's characters stay in `data-source`;
 * `inferred="true"`: the source has no trace of it, reviewed data infers it. A lost icon (no trace but the space it
 * left) is explained as the other lost-text marks are.
 */
import { toString } from 'mdast-util-to-string';
import { ICONS } from '../../lib/vocab.ts';
import { iconMark, isIcon } from '../../lib/icon-mark.ts';
import type { TextDirective } from 'mdast-util-directive';
import type { DirectiveHandler, MarksPage } from './handler.ts';

export const icon: DirectiveHandler<TextDirective> = {
  type: 'textDirective',
  page: ({ file, mark }: MarksPage) => ({
    each(node) {
      const attrs = node.attributes ?? {};
      const name = attrs.name ?? '';
      if (!isIcon(name)) return file.fail(`Unknown icon name "${name}" (known: ${Object.keys(ICONS).join(', ')}).`, node);
      const source = toString(node);
      const shown = iconMark(name, source, attrs);
      const inferred = attrs.inferred === 'true';
      mark(shown.lost ? 'gap:lost-icon' : `icon:${inferred ? 'inferred' : name === 'unknown' ? 'unknown' : 'known'}`);
      node.data = {
        hName: 'span',
        hProperties: {
          className: shown.classes,
          role: 'img',
          ariaLabel: shown.label,
          title: shown.title,
          ...(source ? { dataSource: source } : {}),
        },
        hChildren: [{ type: 'text', value: shown.shown }],
      };
    },
  }),
};
