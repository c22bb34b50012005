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
import { textDigest as digest } from '../lib/memo-file.ts';
import type { Nodes, Root } from 'mdast';
import { parseMarkdown } from '../../src/lib/markdown.ts';
import { anchorsOf } from '../../src/lib/anchors.ts';
import { LinkIndex } from '../../src/lib/link-index.ts';
import { linkRecord } from '../../src/lib/page-links.ts';
import { sortAutolink, toAutolink, type AutolinkName } from '../../src/lib/autolink.ts';
import { passageParts, partsText } from '../../src/lib/passage-parts.ts';
import { withAutolink } from './frontmatter.ts';
import { PAGES_FILE, TARGETS_FILE } from './stamp.ts';
import { readPages, linkIndexOf, type PageFile, type PageFields } from './pages.ts';
import type { PageLinks, TargetLinks } from '../../src/lib/link-data.ts';
import { SiteError } from '../../src/lib/errors.ts';

export interface ContentText {
  /** Path from the project root: "content/glossary/1e/warp-speed.md". */
  path: string;
  content: string;
}

export { PAGES_FILE, TARGETS_FILE } from './stamp.ts';

/**
 * What linking one page gives. It depends only on the page's file and the link index (every name and target), so a
 * {@link LinkMemo} can keep it between runs.
 */
export interface LinkedPage {
  autolink: AutolinkName[];
  links: PageLinks;
  /** Targets this page refers to ("Referenced by" entries: `page#anchor` of its first link, or the page). */
  refers: Array<[to: string, from: string]>;
  /** Card passages: the card's target and `page#anchor`, in the page's order. */
  mentions: Array<[to: string, from: string]>;
}

/**
 * The pass's memory between runs (scripts/links/index.ts keeps it in Astro's cache folder): each page's
 * {@link LinkedPage} with its file's text, under the link index it was made with. A page whose file and index are
 * unchanged is not parsed or linked again, so a rebuild after one edit links one page, unless a name changed.
 */
export interface LinkMemo {
  /** The digest of the link index and the set of targets the entries were made under. */
  index: string;
  /** Page path → its file's digest, what its frontmatter gave and what linking it gave. */
  pages: Record<string, { digest: string; fields: PageFields; linked: LinkedPage }>;
}

/**
 * Every file as given, Markdown pages with their `autolink` list set, and the two link files (replacing older ones).
 * With a `memo` (read and updated in place), pages whose file and link index are unchanged reuse their last result.
 */
export function linkPass(files: readonly ContentText[], memo?: LinkMemo): ContentText[] {
  const digests = new Map<string, string>();
  const fileDigest = (path: string, text: string) => {
    const known = digests.get(path);
    if (known !== undefined) return known;
    const d = digest(text);
    digests.set(path, d);
    return d;
  };
  const remembered = memo && ((path: string, text: string) => (memo.pages[path]?.digest === fileDigest(path, text) ? memo.pages[path].fields : undefined));
  const { pages, cards } = readPages(files, remembered);
  const { sources, known, indexDigest } = linkIndexOf(pages, cards);
  const index = new LinkIndex(sources);
  const out = new Map(files.filter((f) => f.path !== PAGES_FILE && f.path !== TARGETS_FILE).map((f) => [f.path, f]));
  const pageLinks: PageLinks[] = [];
  const referencedBy = new Map<string, Set<string>>([...known].map((k) => [k, new Set<string>()]));
  const mentionedIn = new Map<string, string[]>(cards.map((c) => [`cards/${c.id}`, []]));
  if (memo && memo.index !== indexDigest) Object.assign(memo, { index: indexDigest, pages: {} });

  for (const page of pages) {
    const kept = memo?.pages[page.path];
    const same = kept !== undefined && kept.digest === fileDigest(page.path, page.text);
    const linked = same ? kept.linked : linkPage(page, index, known);
    if (memo)
      memo.pages[page.path] = {
        digest: fileDigest(page.path, page.text),
        fields: { edition: page.edition, title: page.title, aliases: page.aliases, see: page.see },
        linked,
      };
    out.set(page.path, { path: page.path, content: withAutolink(page.text, linked.autolink, page.path) });
    pageLinks.push(linked.links);
    for (const [to, from] of linked.refers) referencedBy.get(to)?.add(from);
    for (const [to, from] of linked.mentions) mentionedIn.get(to)?.push(from);
  }
  if (memo) for (const path of Object.keys(memo.pages)) if (!out.has(path)) delete memo.pages[path];

  const targets: TargetLinks[] = [...known].sort().map((id) => {
    const cited = mentionedIn.get(id);
    return { id, referencedBy: [...(referencedBy.get(id) ?? [])].sort(), ...(cited ? { mentionedIn: cited } : {}) };
  });
  out.set(PAGES_FILE, {
    path: PAGES_FILE,
    content: `${JSON.stringify(
      pageLinks.sort((a, b) => (a.id < b.id ? -1 : 1)),
      null,
      1,
    )}\n`,
  });
  out.set(TARGETS_FILE, { path: TARGETS_FILE, content: `${JSON.stringify(targets, null, 1)}\n` });
  return [...out.values()];
}

/** One page: its `:ref`s checked, its names found, its anchors, links and card passages. */
function linkPage(page: PageFile, index: LinkIndex, known: ReadonlySet<string>): LinkedPage {
  const tree = parseMarkdown(page.body);
  checkRefs(tree, page, known);
  const anchors = anchorsOf(tree);
  const record = linkRecord(tree, index, { edition: page.edition, self: page.self }, anchors);
  const links: PageLinks = {
    id: page.key,
    anchors: anchors.map((a) => {
      // Every passage with an icon keeps its parts: a card page quoting it and the page's "On this page" list
      // (src/components/OnThisPage.astro) show the icon as the page does, never its source reading ("$\clubsuit$").
      // Kept only where it reads back as the anchor's text: the quote never says other words than the passage.
      const parts = passageParts(a.node);
      return parts && partsText(parts) === a.text ? { id: a.id, text: a.text, parts } : { id: a.id, text: a.text };
    }),
    links: record.links.map((l) => (l.anchor ? `${l.to}#${l.anchor}` : l.to)),
  };
  const autolink = sortAutolink(record.names.map(toAutolink));
  // An introduction is shown on its document's page: it is not listed under "Referenced by", nor quoted on cards.
  if (!page.linking) return { autolink, links, refers: [], mentions: [] };
  const first = new Map(record.links.map((l) => [l.to, l.anchor]));
  for (const to of page.see) if (!first.has(to)) first.set(to, undefined);
  const refers = [...first].filter(([to]) => to !== page.self).map(([to, anchor]): [string, string] => [to, anchor ? `${page.key}#${anchor}` : page.key]);
  return { autolink, links, refers, mentions: record.mentions.map((m): [string, string] => [m.to, `${page.key}#${m.anchor}`]) };
}

/** Every `:ref` of the body names a page or a card that exists. */
function checkRefs(tree: Root, page: PageFile, known: ReadonlySet<string>): void {
  const walk = (node: Nodes) => {
    if (node.type === 'textDirective' && node.name === 'ref') {
      const to = node.attributes?.to;
      const at = node.position ? node.position.start.line + page.bodyLine - 1 : undefined;
      const line = at === undefined ? '' : `line ${at}: `;
      const hint = 'content/ is generated; fix the importer or its reviewed data in scripts/ingest/ that wrote this :ref, then run npm run ingest.';
      const fault = (what: string) =>
        new SiteError({
          what: `${page.path}: ${line}${what}`,
          where: { file: page.path, line: at, field: 'body' },
          hint,
          message: `${page.path}: ${line}${what}\n  Hint: ${hint}`,
        });
      if (!to) throw fault('a :ref directive needs a `to` attribute ("collection/id").');
      if (!known.has(to)) throw fault(`the reference target "${to}" is neither a page nor a card in content/.`);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
}
