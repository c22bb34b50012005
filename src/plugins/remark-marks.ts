/**
 * remark plugin: the site's inline and block marks (see scripts/ingest/README.md) become accessible HTML.
 * - `:icon[source text]{name}` → an icon with an accessible name; the source's characters stay in `data-source`;
 *                               `inferred="true"`: the source has no trace of it, reviewed data infers it
 * - `:gap[note]{kind}`        → a visible mark where the source lost text, with its explanation
 * - `:::aside{kind}`          → an <aside> kept apart from the body text; a box moved to the rule it qualifies
 *                               (`moved-from`, `moved-from-title`, `moved-beside`) says so at its top, with a link
 * - `::superseded{topic by anchor document date}` → right after a paragraph that a governing document overrides:
 *   a visible mark linking to the passage that stands and to the disagreement (placed by the ingest from
 *   scripts/ingest/disagreements.ts, decided by the edition's precedence)
 * The kinds of mark a page uses are recorded in its frontmatter as `marks`, so the page can explain them.
 */
import type { Root, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { ICONS, GAP_KINDS, gapMarkText, type GapKind } from '../lib/vocab.ts';
import { iconMark, isIcon } from '../lib/icon-mark.ts';
import { formatDate } from '../lib/dates.ts';
import { disagreementUrl, entryUrl, parseRefTarget, refUrl } from '../lib/urls.ts';

const isGap = (kind: string): kind is GapKind => Object.hasOwn(GAP_KINDS, kind);

const ASIDE_TITLES: Record<string, string> = {
  advanced: 'Advanced rules',
  note: 'Note',
  'lost-image': 'Image or table lost in the source',
};

export function remarkMarks() {
  return (tree: Root, file: VFile) => {
    const marks = new Set<string>();
    /** How many boxes of each title the page has so far: a landmark's name must be unique on its page. */
    const boxes = new Map<string, number>();
    visit(tree, (node) => {
      if (node.type === 'textDirective') {
        const attrs = node.attributes ?? {};
        if (node.name === 'icon') {
          const name = attrs.name ?? '';
          if (!isIcon(name)) file.fail(`Unknown icon name "${name}" (known: ${Object.keys(ICONS).join(', ')}).`, node);
          const source = toString(node);
          const mark = iconMark(name, source, attrs);
          const inferred = attrs.inferred === 'true';
          // A lost icon (no trace but the space it left) is explained as the other lost-text marks are.
          marks.add(mark.lost ? 'gap:lost-icon' : `icon:${inferred ? 'inferred' : name === 'unknown' ? 'unknown' : 'known'}`);
          node.data = {
            hName: 'span',
            hProperties: {
              className: mark.classes,
              role: 'img',
              ariaLabel: mark.label,
              title: mark.title,
              ...(source ? { dataSource: source } : {}),
            },
            hChildren: [{ type: 'text', value: mark.shown }],
          };
        } else if (node.name === 'gap') {
          const kind = attrs.kind ?? '';
          if (!isGap(kind)) file.fail(`Unknown gap kind "${kind}" (known: ${Object.keys(GAP_KINDS).join(', ')}).`, node);
          marks.add(`gap:${kind}`);
          const note = toString(node);
          const children: PhrasingContent[] = [{ type: 'text', value: gapMarkText(kind, note) }];
          node.children = children;
          node.data = {
            hName: 'span',
            hProperties: { className: ['gap', `gap-${kind}`], title: GAP_KINDS[kind], dataKind: kind },
          };
        } else {
          file.fail(`Unknown directive ":${node.name}": the site knows :ref, :icon, :gap and :::aside.`, node);
        }
      } else if (node.type === 'containerDirective' && node.name === 'aside') {
        const attrs = node.attributes ?? {};
        const kind = attrs.kind ?? 'note';
        const title = attrs.title ?? ASIDE_TITLES[kind] ?? 'Note';
        marks.add(`aside:${kind}`);
        const movedFrom = attrs['moved-from'];
        if (movedFrom) {
          // a box moved to the rule it qualifies says so, and from where (outside the search body: not source text)
          const fromTitle = attrs['moved-from-title'];
          const beside = attrs['moved-beside'];
          if (!fromTitle || !beside) file.fail(`An aside moved from "${movedFrom}" needs moved-from-title and moved-beside.`, node);
          const { collection, id } = parseRefTarget(movedFrom);
          marks.add('aside:moved');
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
      } else if (node.type === 'leafDirective' && node.name === 'moved') {
        const a = node.attributes ?? {};
        const missing = ['to', 'to-title', 'anchor'].filter((k) => !a[k]);
        if (missing.length) file.fail(`A ::moved mark lacks ${missing.join(', ')} (the ingest writes them: BOX_MOVES in scripts/ingest/rulebook-2e.corrections.ts).`, node);
        marks.add('moved-away');
        node.data = {
          hName: 'p',
          // The box's own anchor: a link made to it before it moved lands here and is shown the way.
          hProperties: { className: ['moved-note'], id: a.anchor ?? undefined, dataPagefindIgnore: 'all' },
          hChildren: [
            { type: 'text', value: 'A grey box of the source stood here; this site shows it with the rule it qualifies, in ' },
            { type: 'element', tagName: 'a', properties: { href: `${refUrl(a.to!)}#${a.anchor}` }, children: [{ type: 'text', value: a['to-title']! }] },
            { type: 'text', value: '.' },
          ],
        };
      } else if (node.type === 'leafDirective' && node.name === 'superseded') {
        const a = node.attributes ?? {};
        const missing = ['topic', 'by', 'anchor', 'document', 'date'].filter((k) => !a[k]);
        if (missing.length) file.fail(`A ::superseded mark lacks ${missing.join(', ')} (the ingest writes them: scripts/ingest/disagreements.ts).`, node);
        marks.add('superseded');
        node.data = {
          // A note on the paragraph above, not a landmark (a page may have several).
          hName: 'div',
          // What search needs to say so in a result and put the standing text first (scripts/lib/search-records.ts).
          hProperties: { className: ['superseded'], role: 'note', ariaLabel: 'Superseded', dataPagefindIgnore: 'all', dataTopic: a.topic, dataSupersededBy: a.document, dataStands: `${refUrl(a.by!)}#${a.anchor}` },
          hChildren: [
            {
              type: 'element',
              tagName: 'p',
              properties: {},
              children: [
                { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'Superseded' }] },
                { type: 'text', value: ` by the ${a.document}${a.date === 'undated' ? '' : ` (${formatDate(a.date!)})`}: ` },
                { type: 'element', tagName: 'a', properties: { href: `${refUrl(a.by!)}#${a.anchor}` }, children: [{ type: 'text', value: 'read the standing text' }] },
                { type: 'text', value: ' · ' },
                { type: 'element', tagName: 'a', properties: { href: disagreementUrl(a.topic!) }, children: [{ type: 'text', value: 'why' }] },
              ],
            },
          ],
        };
      } else if (node.type === 'leafDirective' || node.type === 'containerDirective') {
        file.fail(`Unknown directive "${node.name}": the site knows :ref, :icon, :gap, ::superseded and :::aside.`, node);
      }
    });
    const astro = (file.data.astro ??= {}) as { frontmatter?: Record<string, unknown> };
    (astro.frontmatter ??= {}).marks = [...marks].sort();
  };
}
