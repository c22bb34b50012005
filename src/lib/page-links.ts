/**
 * Who links to whom, and where every card and term is mentioned, over all pages at once: the data behind
 * "Referenced by" and the passages on a card's page.
 *
 * Each page's record is made while the page itself is rendered (remark-link-mentions calls {@link linkRecord} on
 * the same tree it links), so a "Referenced by" entry always has its link on the page it names; the build then only
 * gathers the records ({@link pageLinks}).
 */
import type { Root } from 'mdast';
import { anchorsOf, type Anchor } from './anchors.ts';
import { mentionsAndLinks, type LinkContext } from './linker.ts';
import { refTargetsOf } from './refs.ts';
import { parseRefTarget } from './urls.ts';
import type { LinkIndex } from './link-index.ts';
import { passageParts, partsText, type PassagePart } from './passage-parts.ts';

/** What a page links to and mentions: kept in the rendered page's frontmatter as `linking` (see {@link storeRecord}). */
export interface LinkRecord {
  /** Each target the page links to (explicit `:ref`s first, then the linker's), once, with the passage of its first link. */
  links: Array<{ to: string; anchor?: string }>;
  /**
   * Each passage that mentions a card (linked or not), once per card and passage: the passages quoted on the card's
   * page. Mentions of terms and sections are not kept; nothing shows them, and their passage texts would make every
   * page's record nearly as large as the page.
   */
  mentions: Array<{ to: string; anchor: string }>;
  /** The text of each passage named in `mentions`, by anchor. */
  passages: Record<string, string>;
  /** The same passages with their icons kept apart (see passage-parts.ts), only for passages that have an icon. */
  parts?: Record<string, PassagePart[]>;
}

/**
 * Links the tree's mentions in place (see linker.ts) and returns its record. Explicit references are read before
 * linking, while they are still `:ref` directives.
 */
export function linkRecord(tree: Root, index: LinkIndex, ctx: LinkContext, anchors: Anchor[] = anchorsOf(tree)): LinkRecord {
  const text = new Map(anchors.map((a) => [a.id, a.text]));
  const nodes = new Map(anchors.map((a) => [a.id, a.node]));
  const explicit = refTargetsOf(tree, anchors);
  const found = mentionsAndLinks(tree, index, ctx, anchors);
  const mentions: LinkRecord['mentions'] = [];
  const passages: Record<string, string> = {};
  const parts: Record<string, PassagePart[]> = {};
  const seen = new Set<string>();
  for (const m of found.mentions) {
    if (!m.anchor || parseRefTarget(m.target.to).collection !== 'cards' || seen.has(`${m.target.to}#${m.anchor}`)) continue;
    seen.add(`${m.target.to}#${m.anchor}`);
    mentions.push({ to: m.target.to, anchor: m.anchor });
    passages[m.anchor] = text.get(m.anchor) ?? '';
    const node = nodes.get(m.anchor);
    const withIcons = node && passageParts(node);
    // Kept only where it reads back as the anchor's text: the quote never says other words than the passage.
    if (withIcons && partsText(withIcons) === passages[m.anchor]) parts[m.anchor] = withIcons;
  }
  const first = new Map<string, string | undefined>();
  for (const r of explicit) if (!first.has(r.to)) first.set(r.to, r.anchor);
  for (const m of found.links) if (!first.has(m.target.to)) first.set(m.target.to, m.anchor);
  const links = [...first].filter(([to]) => to !== ctx.self).map(([to, anchor]) => (anchor ? { to, anchor } : { to }));
  return Object.keys(parts).length > 0 ? { links, mentions, passages, parts } : { links, mentions, passages };
}

export interface LinkingPage<R> {
  /** What to show for this page in a list ("Referenced by"): title, URL, document. */
  ref: R;
  /** The page's own target ("glossary/1e/warp-speed"). */
  self: string;
  /** The page's record, from its rendering. */
  record: LinkRecord;
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
  /** The passage with its icons, for showing it as its page does (PassageText.astro): `[text]` when it has none. */
  parts: PassagePart[];
}

export interface PageLinkData<R> {
  /** Target → the pages that link to it (each page once, in the order given). */
  referencedBy: Map<string, Array<Backlink<R>>>;
  /** Card target → every passage, on any page, that mentions the card (linked or not). */
  mentionedIn: Map<string, Array<Passage<R>>>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Gathers the pages' records into the two reverse indexes. */
export function pageLinks<R>(pages: ReadonlyArray<LinkingPage<R>>): PageLinkData<R> {
  const referencedBy = new Map<string, Array<Backlink<R>>>();
  const mentionedIn = new Map<string, Array<Passage<R>>>();
  for (const page of pages) {
    for (const m of page.record.mentions) {
      const text = page.record.passages[m.anchor] ?? '';
      push(mentionedIn, m.to, { page: page.ref, anchor: m.anchor, text, parts: page.record.parts?.[m.anchor] ?? [text] });
    }
    const first = new Map(page.record.links.map((l) => [l.to, l.anchor]));
    for (const to of page.extraTargets ?? []) if (!first.has(to)) first.set(to, undefined);
    for (const [to, anchor] of first) if (to !== page.self) push(referencedBy, to, { page: page.ref, anchor });
  }
  return { referencedBy, mentionedIn };
}

/**
 * A record as kept in the rendered frontmatter: each link and mention as one "target#anchor" string. Astro bundles
 * every rendering's frontmatter into the build's server code, where a string costs far less than an object of two.
 */
export interface StoredLinkRecord {
  links: string[];
  mentions: string[];
  passages: Record<string, string>;
  parts?: Record<string, PassagePart[]>;
}

const joinRef = (to: string, anchor?: string) => (anchor ? `${to}#${anchor}` : to);

function splitRef(ref: string): { to: string; anchor?: string } {
  const hash = ref.indexOf('#');
  return hash < 0 ? { to: ref } : { to: ref.slice(0, hash), anchor: ref.slice(hash + 1) };
}

/** The record in its stored form (targets and anchors hold no "#"). */
export function storeRecord(record: LinkRecord): StoredLinkRecord {
  return {
    links: record.links.map((l) => joinRef(l.to, l.anchor)),
    mentions: record.mentions.map((m) => joinRef(m.to, m.anchor)),
    passages: record.passages,
    ...(record.parts ? { parts: record.parts } : {}),
  };
}

/** A page's record as stored in its rendered frontmatter; a page rendered without the linker is an error. */
export function recordOf(frontmatter: unknown, where: string): LinkRecord {
  const r = (frontmatter as { linking?: StoredLinkRecord } | undefined)?.linking;
  if (!r || !Array.isArray(r.links) || !Array.isArray(r.mentions)) {
    throw new Error(
      `${where} has no rendering with its link record. Most often its Markdown failed to render: the "[glob-loader] Error rendering" message above names the file, the line and the reason (a :ref to a page that does not exist, an unknown mark…); fix that and build again. Otherwise remark-link-mentions did not run on it: check the plugins in astro.config.mjs.`,
    );
  }
  const mentions = r.mentions.map(splitRef).map(({ to, anchor }) => {
    if (anchor === undefined) throw new Error(`${where}: its link record has a mention of ${to} without a passage.`);
    return { to, anchor };
  });
  return { links: r.links.map(splitRef), mentions, passages: r.passages, ...(r.parts ? { parts: r.parts } : {}) };
}
