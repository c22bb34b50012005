/**
 * What one directive of the site's marks becomes (src/plugins/remark-marks.ts holds the table of them, keyed by the
 * directive's name). A handler sees one page at a time: `page` is called once per page and returns what it does with
 * each of its directives there, and — where a mark needs the whole page first — what it does after the walk.
 */
import type { Parents } from 'mdast';
import type { Directives } from 'mdast-util-directive';
import type { VFile } from 'vfile';

export type DirectiveType = Directives['type'];

/** The page a handler works on. */
export interface MarksPage {
  file: VFile;
  /** Records a kind of mark the page uses ("icon:known", "gap:lost-icon", …): the page's `marks`, which its legend explains. */
  mark(kind: string): void;
}

/** Where a directive sits in the tree. */
export interface Place {
  parent: Parents | undefined;
  index: number | undefined;
}

export interface PageHandler<N extends Directives> {
  /** Turns one directive into its HTML (through `node.data`), or fails naming it. */
  each(node: N, place: Place): void;
  /** After the whole page was walked. */
  end?(): void;
}

export interface DirectiveHandler<N extends Directives = Directives> {
  /** The directive's kind: `:name` (text), `::name` (leaf) or `:::name` (container). */
  type: N['type'];
  page(page: MarksPage): PageHandler<N>;
}

/** The directive's syntax, as a page's Markdown writes it (`:icon`, `::moved`, `:::aside`). */
export const syntax = (type: DirectiveType, name: string): string => `${type === 'textDirective' ? ':' : type === 'leafDirective' ? '::' : ':::'}${name}`;
