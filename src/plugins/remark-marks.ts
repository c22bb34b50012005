/**
 * remark plugin: the site's inline and block marks (see scripts/ingest/README.md) become accessible HTML. Each
 * directive has its own handler (src/plugins/marks/), in the table below keyed by its name:
 * - `:icon[source text]{name}` → an icon with an accessible name (marks/icon.ts)
 * - `:gap[note]{kind}`        → a visible mark where the source lost text, with its explanation (marks/gap.ts)
 * - `:::aside{kind}`          → an <aside> kept apart from the body text (marks/aside.ts)
 * - `::moved{to to-title anchor}` → where a moved grey box stood (marks/moved.ts)
 * - `::superseded{topic by anchor document date quote}` → a passage a governing document overrides, framed with its
 *   mark (marks/superseded.ts)
 * - `::exception{verdict by anchor document date pointer topic}` → a passage that stands, with the exception or
 *   addition the governing document makes to it (marks/exception.ts)
 * The one shared step: the kinds of mark a page uses are recorded in its frontmatter as `marks`, so the page can
 * explain them. `:ref` is resolved before, by remark-refs.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { Directives } from 'mdast-util-directive';
import { syntax, type DirectiveHandler, type PageHandler } from './marks/handler.ts';
import { icon } from './marks/icon.ts';
import { gap } from './marks/gap.ts';
import { aside } from './marks/aside.ts';
import { moved } from './marks/moved.ts';
import { superseded } from './marks/superseded.ts';
import { exception } from './marks/exception.ts';

/** The site's directives, by name. */
export const MARK_HANDLERS: Readonly<Record<string, DirectiveHandler>> = { icon, gap, aside, moved, superseded, exception };

/** The plugin with the site's directives. */
export const remarkMarks = () => remarkDirectives(MARK_HANDLERS);

/**
 * The plugin for a table of directive handlers (a handler's unit test uses a table of one). A directive the table
 * does not hold, by name and kind, fails naming the ones it knows.
 */
export function remarkDirectives(handlers: Readonly<Record<string, DirectiveHandler>>) {
  const known = [':ref', ...Object.entries(handlers).map(([name, h]) => syntax(h.type, name))].join(', ');
  return (tree: Root, file: VFile) => {
    const marks = new Set<string>();
    const page = { file, mark: (kind: string) => void marks.add(kind) };
    const started = new Map<string, PageHandler<Directives>>();
    visit(tree, (directive, index, parent) => {
      if (directive.type !== 'textDirective' && directive.type !== 'leafDirective' && directive.type !== 'containerDirective') return;
      const handler = Object.hasOwn(handlers, directive.name) ? handlers[directive.name] : undefined;
      if (handler?.type !== directive.type) {
        file.fail(
          `Unknown directive "${syntax(directive.type, directive.name)}": the site knows ${known}. The importers write them (scripts/ingest/README.md): fix the one that wrote this page.`,
          directive,
        );
      }
      let on = started.get(directive.name);
      if (!on) started.set(directive.name, (on = handler.page(page)));
      on.each(directive, { parent, index });
    });
    for (const on of started.values()) on.end?.();
    const astro = (file.data.astro ??= {}) as { frontmatter?: Record<string, unknown> };
    (astro.frontmatter ??= {}).marks = [...marks].sort();
  };
}
