/**
 * The linking pass's memo (scripts/links/pass.ts `LinkMemo`) read from the linking data content/ already holds, for
 * a build that skipped the pass because content/ matched its stamp: the next rebuild after an edit then links only the
 * edited page. It loads none of the Markdown parsing the pass itself needs.
 */
import { textDigest as digest } from '../lib/memo-file.ts';
import { autolinkOf } from './frontmatter.ts';
import { readPages, linkIndexOf } from './pages.ts';
import { splitRef, type PageLinks, type TargetLinks } from '../../src/lib/link-data.ts';
import { PAGES_FILE, TARGETS_FILE } from './stamp.ts';
import type { ContentText, LinkMemo } from './pass.ts';

/**
 * The memo `linkPass` would leave on `files`, read from the linking data in them instead of linking any page
 * (about a third of the CPU time): each page's `autolink` list from its frontmatter, its anchors and links from
 * pages.json, what it refers to and the card passages it gives from targets.json. Only for files the pass itself left
 * as they are (scripts/links/index.ts checks the stamp first). `undefined` where a page's data is missing.
 */
export function seedMemo(files: readonly ContentText[]): LinkMemo | undefined {
  const json = (path: string) => files.find((f) => f.path === path)?.content;
  const [pagesJson, targetsJson] = [json(PAGES_FILE), json(TARGETS_FILE)];
  if (pagesJson === undefined || targetsJson === undefined) return undefined;
  const { pages, cards } = readPages(files);
  const links = new Map((JSON.parse(pagesJson) as PageLinks[]).map((l) => [l.id, l]));
  // Each target's pages, back to the page they come from: one "Referenced by" entry per page and target, and the card
  // passages in the page's order for each card.
  const refers = new Map<string, Array<[string, string]>>();
  const mentions = new Map<string, Array<[string, string]>>();
  const add = (into: typeof refers, to: string, from: string) => {
    const page = splitRef(from).page;
    const list = into.get(page);
    if (list) list.push([to, from]);
    else into.set(page, [[to, from]]);
  };
  for (const t of JSON.parse(targetsJson) as TargetLinks[]) {
    for (const from of t.referencedBy) add(refers, t.id, from);
    for (const from of t.mentionedIn ?? []) add(mentions, t.id, from);
  }
  const memo: LinkMemo = { index: linkIndexOf(pages, cards).indexDigest, pages: {} };
  for (const page of pages) {
    const autolink = autolinkOf(page.text, page.path);
    const pageLinks = links.get(page.key);
    if (!autolink || !pageLinks) return undefined;
    memo.pages[page.path] = {
      digest: digest(page.text),
      fields: { edition: page.edition, title: page.title, aliases: page.aliases, see: page.see },
      linked: { autolink, links: pageLinks, refers: refers.get(page.key) ?? [], mentions: mentions.get(page.key) ?? [] },
    };
  }
  return memo;
}
