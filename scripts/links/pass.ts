/**
 * The linking pass: everything a page needs from other pages, computed once from content/ before Astro runs, and
 * written back as generated, schema-checked data (src/content.config.ts), so that rendering is a function of each
 * page's own file and Astro's content cache stays valid between builds:
 * - in each Markdown file, its `autolink` list: the names of the link index found in its body (src/lib/autolink.ts);
 * - content/links/pages.json: each page's paragraph anchors (id and text; with icons kept apart where a card page
 *   quotes the passage) and the targets it links to, with the passage of the first link;
 * - content/links/targets.json: for every page and card, the pages that link to it ("Referenced by") and, for a card,
 *   every passage that mentions it.
 * A `:ref` to something that does not exist, or a page with a bad edition, fails here, naming the file and the line.
 * Pure: files in, files out (scripts/ingest/index.ts runs it on what the importers made; scripts/links/index.ts on
 * content/ as it is on disk, for the build and `npm run dev`).
 */
import type { Nodes, Root } from 'mdast';
import { parseMarkdown } from '../../src/lib/markdown.ts';
import { anchorsOf } from '../../src/lib/anchors.ts';
import { LinkIndex } from '../../src/lib/link-index.ts';
import { linkRecord } from '../../src/lib/page-links.ts';
import { sortAutolink, toAutolink } from '../../src/lib/autolink.ts';
import { passageParts, partsText } from '../../src/lib/passage-parts.ts';
import { withAutolink } from './frontmatter.ts';
import { readPages, linkSources, type PageFile } from './pages.ts';
import type { PageLinks, TargetLinks } from '../../src/lib/link-data.ts';

export interface ContentText {
  /** Path from the project root: "content/glossary/1e/warp-speed.md". */
  path: string;
  content: string;
}

export const PAGES_FILE = 'content/links/pages.json';
export const TARGETS_FILE = 'content/links/targets.json';

/** Every file as given, Markdown pages with their `autolink` list set, and the two link files (replacing older ones). */
export function linkPass(files: readonly ContentText[]): ContentText[] {
  const { pages, cards } = readPages(files);
  const index = new LinkIndex(linkSources(pages, cards));
  const known = new Set([...pages.map((p) => p.key), ...cards.map((c) => `cards/${c.id}`)]);
  const out = new Map(files.filter((f) => f.path !== PAGES_FILE && f.path !== TARGETS_FILE).map((f) => [f.path, f]));
  const pageLinks: PageLinks[] = [];
  const referencedBy = new Map<string, Set<string>>([...known].map((k) => [k, new Set<string>()]));
  const mentionedIn = new Map<string, string[]>(cards.map((c) => [`cards/${c.id}`, []]));

  for (const page of pages) {
    const tree = parseMarkdown(page.body);
    checkRefs(tree, page, known);
    const anchors = anchorsOf(tree);
    const record = linkRecord(tree, index, { edition: page.edition, self: page.self }, anchors);
    out.set(page.path, { path: page.path, content: withAutolink(page.text, sortAutolink(record.names.map(toAutolink)), page.path) });
    const quoted = new Set(page.linking ? record.mentions.map((m) => m.anchor) : []);
    pageLinks.push({
      id: page.key,
      anchors: anchors.map((a) => {
        // Kept only where it reads back as the anchor's text: the quote never says other words than the passage.
        const parts = quoted.has(a.id) ? passageParts(a.node) : undefined;
        return parts && partsText(parts) === a.text ? { id: a.id, text: a.text, parts } : { id: a.id, text: a.text };
      }),
      links: record.links.map((l) => (l.anchor ? `${l.to}#${l.anchor}` : l.to)),
    });
    // An introduction is shown on its document's page: it is not listed under "Referenced by", nor quoted on cards.
    if (!page.linking) continue;
    const first = new Map(record.links.map((l) => [l.to, l.anchor]));
    for (const to of page.see) if (!first.has(to)) first.set(to, undefined);
    for (const [to, anchor] of first) if (to !== page.self) referencedBy.get(to)?.add(anchor ? `${page.key}#${anchor}` : page.key);
    for (const m of record.mentions) mentionedIn.get(m.to)?.push(`${page.key}#${m.anchor}`);
  }

  const targets: TargetLinks[] = [...known].sort().map((id) => {
    const cited = mentionedIn.get(id);
    return { id, referencedBy: [...referencedBy.get(id)!].sort(), ...(cited ? { mentionedIn: cited } : {}) };
  });
  out.set(PAGES_FILE, { path: PAGES_FILE, content: `${JSON.stringify(pageLinks.sort((a, b) => (a.id < b.id ? -1 : 1)), null, 1)}\n` });
  out.set(TARGETS_FILE, { path: TARGETS_FILE, content: `${JSON.stringify(targets, null, 1)}\n` });
  return [...out.values()];
}

/** Every `:ref` of the body names a page or a card that exists. */
function checkRefs(tree: Root, page: PageFile, known: ReadonlySet<string>): void {
  const walk = (node: Nodes) => {
    if (node.type === 'textDirective' && node.name === 'ref') {
      const to = node.attributes?.to;
      const line = node.position ? `line ${node.position.start.line + page.bodyLine - 1}: ` : '';
      if (!to) throw new Error(`${page.path}: ${line}a :ref directive needs a \`to\` attribute ("collection/id").`);
      if (!known.has(to)) {
        throw new Error(
          `${page.path}: ${line}the reference target "${to}" is neither a page nor a card in content/.\n` +
            `  Hint: content/ is generated; fix the importer or its reviewed data in scripts/ingest/ that wrote this :ref, then run npm run ingest.`,
        );
      }
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
}
