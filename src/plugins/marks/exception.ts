/**
 * `::exception{verdict by anchor document date pointer topic}` → right after a passage that stands but that the
 * governing document narrows (an exception a judge must know) or extends (an addition): a note with the standing
 * ledger's short words for it, a link to the governing passage and one to the record on /disagreements/ (placed by the
 * ingest from scripts/ingest/standing/ledger/). The passage before it (or the list item it sits in) is described by
 * it for screen readers. The pointer is the site's words, never the rules' text: it is kept out of the search index.
 */
import type { LeafDirective } from 'mdast-util-directive';
import type { ListItem, Paragraph, RootContent } from 'mdast';
import { formatDate } from '../../lib/dates.ts';
import { disagreementUrl, refUrl } from '../../lib/urls.ts';
import type { DirectiveHandler, MarksPage } from './handler.ts';

/** The label a pointer starts with, and its words after it. */
export function splitPointer(pointer: string): { label: string; rest: string } {
  const m = /^(Exception|Also):\s*/.exec(pointer);
  return m ? { label: m[1]!, rest: pointer.slice(m[0].length) } : { label: 'Note', rest: pointer };
}

export const exception: DirectiveHandler<LeafDirective> = {
  type: 'leafDirective',
  page: ({ file, mark }: MarksPage) => {
    let n = 0;
    return {
      each(node, { parent, index }) {
        const a = node.attributes ?? {};
        const missing = ['verdict', 'by', 'anchor', 'document', 'date', 'pointer', 'topic'].filter((k) => !a[k]);
        if (missing.length) file.fail(`An ::exception mark lacks ${missing.join(', ')} (the ingest writes them: scripts/ingest/standing/resolve.ts).`, node);
        if (a.verdict !== 'narrowed' && a.verdict !== 'extended')
          file.fail(`An ::exception mark's verdict is "narrowed" or "extended", not "${a.verdict}".`, node);
        mark(a.verdict === 'narrowed' ? 'exception' : 'addition');
        n += 1;
        const id = `exception-${n}`;
        // The passage it is about: the list item it sits in, or the block before it.
        const before = parent && index !== undefined ? (parent.type === 'listItem' ? parent : (parent.children as RootContent[])[index - 1]) : undefined;
        if (before && (before.type === 'paragraph' || before.type === 'listItem' || before.type === 'list')) {
          const targets = before.type === 'list' ? before.children : [before];
          for (const t of targets as Array<Paragraph | ListItem>) {
            const data = (t.data ??= {}) as { hProperties?: Record<string, unknown> };
            data.hProperties = { ...(data.hProperties ?? {}), ariaDescribedBy: id, dataStanding: a.verdict };
          }
        }
        const { label, rest } = splitPointer(a.pointer!);
        node.data = {
          hName: 'div',
          hProperties: {
            className: ['exception-note', `exception-${a.verdict}`],
            id,
            role: 'note',
            dataPagefindIgnore: 'all',
            dataStands: `${refUrl(a.by!)}#${a.anchor}`,
          },
          hChildren: [
            {
              type: 'element',
              tagName: 'p',
              properties: {},
              children: [
                { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: label }] },
                { type: 'text', value: ` (the ${a.document}${a.date === 'undated' ? '' : `, ${formatDate(a.date!)}`}): ${rest} ` },
                {
                  type: 'element',
                  tagName: 'a',
                  properties: { href: `${refUrl(a.by!)}#${a.anchor}` },
                  children: [{ type: 'text', value: 'read the governing text' }],
                },
                { type: 'text', value: ' · ' },
                { type: 'element', tagName: 'a', properties: { href: disagreementUrl(a.topic!) }, children: [{ type: 'text', value: 'why' }] },
              ],
            },
          ],
        };
      },
    };
  },
};
