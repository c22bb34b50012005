/**
 * Who links to whom, and where every card and term is mentioned, over all pages at once: the data behind
 * "Referenced by" and the passages on a card's page. It runs the same linker as the pages (src/lib/linker.ts) on the
 * same Markdown, so a "Referenced by" entry always has a link on the page it names.
 */
import type { Root } from 'mdast';
import { parseMarkdown } from './markdown.ts';
import { anchorsOf } from './anchors.ts';
import { findMentions, linkMentions } from './linker.ts';
import { refTargetsOf } from './refs.ts';
import type { LinkIndex } from './link-index.ts';
import type { Edition } from './vocab.ts';

export interface LinkingPage<R> {
  /** What to show for this page in a list ("Referenced by"): title, URL, document. */
  ref: R;
  /** The page's own target ("glossary/1e/warp-speed"). */
  self: string;
  edition: Edition;
  /** The Markdown body. */
  body: string;
  /** Targets the page refers to outside its body (a glossary entry's "See" list). */
  extraTargets?: readonly string[];
}

export interface Backlink<R> {
  page: R;
  /** The passage of the linking page where the first link is, for a URL fragment; undefined outside passages. */
  anchor: string | undefined;
}

export interface Passage<R> {
  page: R;
  anchor: string;
  /** The passage as plain text, as the page has it. */
  text: string;
}

export interface PageLinkData<R> {
  /** Target → the pages that link to it (each page once, in the order given). */
  referencedBy: Map<string, Array<Backlink<R>>>;
  /** Target → every passage, on any page, that mentions it (linked or not). */
  mentionedIn: Map<string, Array<Passage<R>>>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function pageLinks<R>(pages: ReadonlyArray<LinkingPage<R>>, index: LinkIndex): PageLinkData<R> {
  const referencedBy = new Map<string, Array<Backlink<R>>>();
  const mentionedIn = new Map<string, Array<Passage<R>>>();
  for (const page of pages) {
    const tree: Root = parseMarkdown(page.body);
    const text = new Map(anchorsOf(tree).map((a) => [a.id, a.text]));
    const ctx = { edition: page.edition, self: page.self };

    const seenPassage = new Set<string>();
    for (const m of findMentions(tree, index, ctx)) {
      if (!m.anchor || seenPassage.has(`${m.target.to}#${m.anchor}`)) continue;
      seenPassage.add(`${m.target.to}#${m.anchor}`);
      push(mentionedIn, m.target.to, { page: page.ref, anchor: m.anchor, text: text.get(m.anchor) ?? '' });
    }

    const firstLink = new Map<string, string | undefined>();
    for (const r of refTargetsOf(tree)) if (!firstLink.has(r.to)) firstLink.set(r.to, r.anchor);
    for (const to of page.extraTargets ?? []) if (!firstLink.has(to)) firstLink.set(to, undefined);
    for (const m of linkMentions(tree, index, ctx)) if (!firstLink.has(m.target.to)) firstLink.set(m.target.to, m.anchor);
    for (const [to, anchor] of firstLink) if (to !== page.self) push(referencedBy, to, { page: page.ref, anchor });
  }
  return { referencedBy, mentionedIn };
}
