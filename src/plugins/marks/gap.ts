/** `:gap[note]{kind}` → a visible mark where the source lost text, with its explanation. */
import type { PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { GAP_KINDS, gapMarkText, type GapKind } from '../../lib/vocab.ts';
import type { TextDirective } from 'mdast-util-directive';
import type { DirectiveHandler, MarksPage } from './handler.ts';

const isGap = (kind: string): kind is GapKind => Object.hasOwn(GAP_KINDS, kind);

export const gap: DirectiveHandler<TextDirective> = {
  type: 'textDirective',
  page: ({ file, mark }: MarksPage) => ({
    each(node) {
      const kind = node.attributes?.kind ?? '';
      if (!isGap(kind)) return file.fail(`Unknown gap kind "${kind}" (known: ${Object.keys(GAP_KINDS).join(', ')}).`, node);
      mark(`gap:${kind}`);
      const note = toString(node);
      const children: PhrasingContent[] = [{ type: 'text', value: gapMarkText(kind, note) }];
      node.children = children;
      node.data = {
        hName: 'span',
        hProperties: { className: ['gap', `gap-${kind}`], title: GAP_KINDS[kind], dataKind: kind },
      };
    },
  }),
};
