/**
 * What search indexes, read from a built page: one record per passage (each paragraph, list item and erratum with
 * a ¶ anchor, at its own URL `page#anchor`) and one record per page for its names (title, "Also:" names, headings),
 * so that a result can be the passage that answers and a page named as the query can still come first.
 *
 * It reads the page as built (dist/), the same HTML a reader gets, so what is found is what is shown: inside
 * `data-pagefind-body`, without what is marked `data-pagefind-ignore` (provenance, ¶ links, quoted passages of card
 * pages). The page's filters and labels come from its `data-pagefind-filter` and `data-pagefind-meta` marks
 * (src/components/SearchMeta.astro).
 */
import { parse, ELEMENT_NODE, TEXT_NODE, type ElementNode, type Node } from 'ultrahtml';
import { decodeHTML } from 'entities';
import type { PageInput } from '../../src/lib/search/lexicon.ts';
import { SITE_RECORD_KINDS } from '../../src/lib/search/semantic-records.ts';
import { TITLE_MAX } from '../../src/schemas/common.ts';
import { SiteError } from '../../src/lib/errors.ts';

/**
 * A built page whose search markup the index cannot read: the page's URL and what is missing. The markup is the
 * site's own (src/components/, src/pages/), so the fix is there.
 */
const markup = (
  url: string,
  what: string,
  hint = "the search reads the marks the site's components write: fix the component or page that makes this page (src/components/, src/pages/), then build again.",
) => new SiteError({ what: `${url}: ${what}`, where: { file: `dist${url}${url.endsWith('/') ? 'index.html' : ''}` }, hint });

/** A record as Pagefind's `addCustomRecord` takes it. */
export interface SearchRecord {
  url: string;
  content: string;
  language: 'en';
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** The longest lead kept for a page result, in characters (cut at a word, with "…"). */
export const LEAD_LENGTH = 140;

type Element = ElementNode;

const isElement = (n: Node): n is Element => n.type === ELEMENT_NODE;
const attr = (n: Element, name: string): string | undefined => {
  const v = n.attributes[name];
  return v === undefined ? undefined : decodeHTML(v);
};
const ignored = (n: Element): boolean => 'data-pagefind-ignore' in n.attributes;
const PASSAGE_TAGS = new Set(['p', 'li']);
const isPassage = (n: Element): boolean => PASSAGE_TAGS.has(n.name) && (attr(n, 'id') ?? '').startsWith('p-');
/** Whether a passage holds sentences marked superseded (src/plugins/remark-marks.ts): only those are overridden. */
const marksPart = (n: Node): boolean => isElement(n) && (/\bsuperseded-text\b/.test(attr(n, 'class') ?? '') || n.children.some(marksPart));
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'div',
  'section',
  'aside',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dl',
  'dt',
  'dd',
  'br',
]);

/**
 * The text of an element as search should read it: text nodes, an icon by its name (its `aria-label`: "Q icon"),
 * a mark of lost text as "…" (its words are the site's explanation, not the document's), nothing that is ignored,
 * and not the text of nested passages, which are records of their own.
 */
export function textOf(node: Element, { skipPassages = true, skip }: { skipPassages?: boolean; skip?: (n: Element) => boolean } = {}): string {
  const out: string[] = [];
  const visit = (n: Node, top: boolean): void => {
    if (n.type === TEXT_NODE) {
      out.push(decodeHTML(n.value));
      return;
    }
    if (!isElement(n)) return;
    if (ignored(n) || 'hidden' in n.attributes || skip?.(n)) return;
    if (!top && skipPassages && isPassage(n)) return;
    const cls = attr(n, 'class') ?? '';
    if (/\bgap\b/.test(cls)) {
      out.push(' … ');
      return;
    }
    if (/\bicon\b/.test(cls) && attr(n, 'role') === 'img') {
      const label = attr(n, 'aria-label') ?? '';
      out.push(label.startsWith('icon not legible') ? ' … ' : ` ${label} `);
      return;
    }
    const block = BLOCKS.has(n.name);
    if (block) out.push(' ');
    for (const c of n.children) visit(c, false);
    if (block) out.push(' ');
  };
  visit(node, true);
  return out
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .trim();
}

function find(node: Node, test: (n: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node && Array.isArray(node.children)) {
    for (const c of node.children as Node[]) {
      const hit = find(c, test);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Cuts `text` to at most `max` characters at a word boundary, adding "…" when it cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const at = head.lastIndexOf(' ');
  return `${head.slice(0, at > max / 2 ? at : max).replace(/[\s,;:.]+$/, '')} …`;
}

/** What one built page gives search: its entry in the lexicon and one record per passage. */
export interface PageRecords {
  page: PageInput;
  passages: SearchRecord[];
}

/**
 * The records of one built page, or undefined when it has no `data-pagefind-body` (navigation, indexes, the search
 * page itself). `url` is the page's URL ("/1e/glossary/battle/").
 *
 * A passage record carries only what search should match besides its text: the page's title (a passage of "battle"
 * is about battle even where it does not say so; not a card's name, which its erratum is not about) and the heading it
 * stands under. Pagefind searches every meta field, so the edition, kind, document and the page's title as a
 * result shows it are filters, never meta.
 */
export function recordsOfPage(url: string, html: string): PageRecords | undefined {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0 || !html.includes('data-pagefind-body')) return undefined;
  const main = parse(html.slice(start, end + '</main>'.length));
  const body = find(main, (n) => 'data-pagefind-body' in n.attributes);
  if (!body) return undefined;

  const filters: Record<string, string[]> = {};
  const meta: Record<string, string> = {};
  let title = '';
  const passages: Array<{ id: string; text: string; section: string; part?: boolean; superseded?: { by: string; stands: string; part?: true } }> = [];
  let section = '';

  const walk = (n: Node): void => {
    if (!isElement(n)) return;
    const filter = attr(n, 'data-pagefind-filter');
    if (filter) {
      const at = filter.indexOf(':');
      (filters[filter.slice(0, at)] ??= []).push(filter.slice(at + 1));
    }
    const m = attr(n, 'data-pagefind-meta');
    if (m) {
      const at = m.indexOf(':');
      meta[m.slice(0, at)] = m.slice(at + 1);
    }
    // A superseded passage (src/plugins/remark-marks.ts) is framed with its mark: every passage in the frame (or the
    // list item that is the frame) is overridden, in whole or in its marked sentences.
    const stands = attr(n, 'data-stands');
    const by = attr(n, 'data-superseded-by');
    const from = passages.length;
    const done = () => {
      if (stands && by) for (const p of passages.slice(from)) p.superseded = { by, stands, ...(p.part ? { part: true as const } : {}) };
    };
    if (ignored(n)) return;
    if (/^h[1-6]$/.test(n.name)) {
      const text = textOf(n);
      if (n.name === 'h1') title ||= text;
      else section = text;
      return;
    }
    if (isPassage(n)) {
      // A passage that is only a mark of lost text ("…") has nothing to find.
      const text = textOf(n);
      if (/[\p{L}\p{N}]/u.test(text)) passages.push({ id: attr(n, 'id')!, text, section, ...(marksPart(n) ? { part: true } : {}) });
    }
    for (const c of n.children) walk(c);
    done();
  };
  walk(body);

  title = meta.title ?? title;
  if (!title) throw markup(url, 'a searchable page needs an <h1> or a data-pagefind-meta title.');
  // The title rides in every record of the page (a filter, a meta field): one of 200 kB held Pagefind until the
  // phase's time limit. The content check refuses such a title (src/schemas/common.ts); a page of the site's own
  // that makes one fails here, named.
  if (title.length > TITLE_MAX)
    throw new SiteError({
      what: `The page ${url} has a title of ${title.length} characters ("${title.slice(0, 60)}…"); a title is at most ${TITLE_MAX}, and the search index refuses it.`,
      where: { file: `dist${url}index.html` },
      hint: `Shorten the title of the entry that makes ${url} (content/ is generated: fix its importer and run npm run ingest; a page of src/pages/: its <h1> or data-pagefind-meta title).`,
    });
  const one = (key: string): string => {
    const values = filters[key] ?? [];
    if (values.length !== 1) {
      throw markup(url, `a searchable page needs exactly one data-pagefind-filter "${key}:…" (src/components/SearchMeta.astro), found ${values.length}.`);
    }
    return values[0]!;
  };
  const edition = one('edition');
  if (edition !== '1E' && edition !== '2E') throw markup(url, `edition filter "${edition}" is neither 1E nor 2E.`);
  const kind = one('kind');
  const document = one('document');
  const names = meta.names ? meta.names.split(' | ') : [title];
  return {
    page: { url, group: { edition, kind, kindLabel: meta.kind ?? kind, document }, names, lead: cut(passages[0]?.text ?? '', LEAD_LENGTH) },
    passages: passages.map(
      (p): SearchRecord => ({
        url: `${url}#${p.id}`,
        content: p.text,
        language: 'en',
        // A card's name is not what its erratum is about: the name finds the card's page (the lexicon), not its text.
        meta: { ...(kind === 'card' || kind === 'erratum' ? {} : { title }), ...(p.section && p.section !== title ? { section: p.section } : {}) },
        // Filters are not searched, and a result's data carries them: the page's title rides here, for the result's
        // heading, with the edition, kind and document it is labelled and filtered by.
        // A superseded paragraph says so in its result, with the text that stands (results.ts puts that first).
        filters: {
          edition: [edition],
          kind: [kind],
          document: [document],
          page: [title],
          ...(p.superseded
            ? { supersededBy: [p.superseded.by], stands: [p.superseded.stands], ...(p.superseded.part ? { supersededPart: ['sentences'] } : {}) }
            : {}),
        },
      }),
    ),
  };
}

/**
 * The site's own searchable parts that are not a document's passages — each walkthrough step, each entry of "Where the
 * sources disagree", each Gray's/v1.7 comparison — marked in the page with `data-search-record` and their labels:
 * `data-search-edition`, `-kind`, `-document` (what the result says it is), `-title` (its heading), and optionally
 * `-ask` (the site's own search aid for it, never shown). A record's URL is the page's with the element's id (a
 * walkthrough link `#s-…` opens that step), or the page's alone for an element without one. What it holds is its text,
 * without what is marked `data-pagefind-ignore` (a step's quoted rules, which are searched where they stand).
 */
/** A walkthrough step's quotation of the rules (src/components/WalkthroughCite.astro), searched where it stands. */
const quotesRules = (n: Element): boolean => /\bwt-(?:rules|cite)\b/.test(attr(n, 'class') ?? '');

export function siteRecordsOfPage(url: string, html: string): SearchRecord[] {
  if (!html.includes('data-search-record')) return [];
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0) return [];
  const main = parse(html.slice(start, end + '</main>'.length));
  const out: SearchRecord[] = [];
  const walk = (n: Node): void => {
    if (!isElement(n)) {
      // The parsed document itself (not an element): its children are.
      if ('children' in n && Array.isArray(n.children)) for (const c of n.children as Node[]) walk(c);
      return;
    }
    if ('data-search-record' in n.attributes) {
      const need = (key: string): string => {
        const v = attr(n, `data-search-${key}`);
        if (!v) throw markup(url, `an element marked data-search-record needs data-search-${key} (src/components/ marks each kind).`);
        return v;
      };
      const edition = need('edition');
      if (edition !== '1E' && edition !== '2E') throw markup(url, `data-search-edition "${edition}" is neither 1E nor 2E.`);
      const kind = need('kind');
      if (!(SITE_RECORD_KINDS as readonly string[]).includes(kind))
        throw markup(
          url,
          `data-search-kind "${kind}" is not one of ${SITE_RECORD_KINDS.join(', ')}.`,
          'add it to SITE_RECORD_KINDS (src/lib/search/semantic-records.ts), which ranks them after the rules, or correct the kind in src/components/.',
        );
      const id = attr(n, 'id');
      const heading = find(n, (x) => /^h[1-6]$/.test(x.name));
      const ask = attr(n, 'data-search-ask');
      out.push({
        url: id ? `${url}#${id}` : url,
        content: textOf(n, { skip: quotesRules }),
        language: 'en',
        // Its title is searched as a passage's page title is ("walkthrough", "disagree", "Gray's beside v1.7").
        meta: { title: need('title'), ...(heading ? { section: textOf(heading) } : {}), ...(ask ? { ask } : {}) },
        filters: { edition: [edition], kind: [kind], document: [need('document')], page: [need('title')] },
      });
      return;
    }
    for (const c of n.children) walk(c);
  };
  walk(main);
  return out;
}

/**
 * The site's own pages found by their names (the walkthroughs, /disagreements/, the Gray's/v1.7 comparison): a page
 * whose <h1> carries `data-search-names` ("walkthrough | dilemma walkthrough") is named by its heading and those names,
 * under each edition of its `data-search-edition` ("1E 2E": /disagreements/ is found from either edition), with its
 * `data-search-kind`, `-document` and `-lead` (what the result says under its name). None for other pages.
 */
export function sitePagesOf(url: string, html: string): PageInput[] {
  if (!html.includes('data-search-names')) return [];
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0) return [];
  const h1 = find(parse(html.slice(start, end + '</main>'.length)), (n) => n.name === 'h1' && 'data-search-names' in n.attributes);
  if (!h1) return [];
  const need = (key: string): string => {
    const v = attr(h1, `data-search-${key}`);
    if (!v) throw markup(url, `an <h1> with data-search-names needs data-search-${key} (src/components/ and src/pages/ mark each).`);
    return v;
  };
  const names = [
    textOf(h1),
    ...need('names')
      .split('|')
      .map((n) => n.trim()),
  ].filter(Boolean);
  const kind = need('kind');
  const document = need('document');
  const lead = cut(attr(h1, 'data-search-lead') ?? '', LEAD_LENGTH);
  return need('edition')
    .split(' ')
    .map((edition) => {
      if (edition !== '1E' && edition !== '2E') throw markup(url, `data-search-edition "${edition}" is neither 1E nor 2E.`);
      return { url, group: { edition, kind, kindLabel: document, document }, names, lead };
    });
}
