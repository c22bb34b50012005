/**
 * The `:ref` targets a Markdown body points to, read with the Markdown parser (not a regex), in order
 * and without duplicates. Used to build "Referenced by" lists.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';

export function refTargets(markdown: string): string[] {
  const tree = fromMarkdown(markdown, { extensions: [directive()], mdastExtensions: [directiveFromMarkdown()] });
  const out = new Set<string>();
  visit(tree, 'textDirective', (node) => {
    const to = node.name === 'ref' ? node.attributes?.to : undefined;
    if (to) out.add(to);
  });
  return [...out];
}

/** Reverse index: target → the sources that point to it (each source once, in the given order). */
export function backlinks<S>(sources: ReadonlyArray<{ source: S; targets: readonly string[] }>): Map<string, S[]> {
  const out = new Map<string, S[]>();
  for (const { source, targets } of sources) {
    for (const t of new Set(targets)) {
      const list = out.get(t) ?? [];
      list.push(source);
      out.set(t, list);
    }
  }
  return out;
}
