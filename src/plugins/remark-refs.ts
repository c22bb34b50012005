/**
 * remark plugin: `:ref[label]{to="glossary/1e/warp-speed"}` becomes a link to that entry's page.
 * A target that does not exist fails the build, naming the file, the line and the target: a reference
 * never falls back to plain text or a raw id.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { parseRefTarget, entryUrl } from '../lib/urls.ts';

export interface RemarkRefsOptions {
  /** Folder holding the collections, relative to the working directory. Default: "content". */
  contentDir?: string;
}

export function remarkRefs(options: RemarkRefsOptions = {}) {
  const contentDir = resolve(options.contentDir ?? 'content');
  const known = new Map<string, boolean>();
  const exists = (collection: string, id: string): boolean => {
    const key = `${collection}/${id}`;
    let hit = known.get(key);
    if (hit === undefined) {
      hit = existsSync(join(contentDir, collection, `${id}.md`));
      known.set(key, hit);
    }
    return hit;
  };

  /**
   * "line 15: " counted in the file, as an editor shows it: Astro gives the plugins the body without its frontmatter,
   * so the node's own line is the body's. Only for messages (the file is read again only when one is made).
   */
  const lineOf = (file: VFile, node: { position?: { start: { line: number } } }): string => {
    const line = node.position?.start.line;
    if (line === undefined) return '';
    let before = 0;
    try {
      const text = file.path ? readFileSync(file.path, 'utf8') : '';
      // The frontmatter and the blank lines after it, which the body Astro renders starts after.
      const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n(?:[ \t]*\r?\n)*/.exec(text);
      before = fm ? fm[0].split('\n').length - 1 : 0;
    } catch {
      return `body line ${line}: `;
    }
    return `line ${line + before}: `;
  };

  return (tree: Root, file: VFile) => {
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== 'ref' || !parent || index === undefined) return;
      const to = node.attributes?.to;
      if (!to) file.fail('A :ref directive needs a `to` attribute ("collection/id").', node);
      const { collection, id } = parseRefTarget(to);
      if (!exists(collection, id)) {
        file.fail(`${lineOf(file, node)}the reference target "${to}" does not exist (no content/${collection}/${id}.md). Re-run npm run ingest, or fix the importer.`, node);
      }
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
