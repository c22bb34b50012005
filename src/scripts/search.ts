/**
 * Search in the reader's browser: the header box (results as you type) and the /search/ page. The decisions —
 * editions, stop words, spelling, the thesaurus, ranking — are src/lib/search/engine.ts; this file asks Pagefind,
 * loads the passages shown and writes them as DOM nodes (never as HTML strings from content).
 */
import type { Edition } from '../lib/vocab.ts';
import { editionUrl } from '../lib/urls.ts';
import { search, searchContext, type SearchContext, type SearchOutcome, type SearchBackend, type Hit, type Filters } from '../lib/search/engine.ts';
import { bothEditions, groupRepeats, mergeResults, type PassageCopy, type ResultItem } from '../lib/search/results.ts';
import { excerptParts, type ExcerptPart } from '../lib/search/excerpt.ts';
import { LEXICON_PATH, namesPath, type Lexicon, type Group, type LexiconPage, type NamesShard } from '../lib/search/lexicon.ts';

interface PagefindFragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface PagefindResult {
  id: string;
  score: number;
  words: number[];
  data(): Promise<PagefindFragment>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Filters }): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';

/**
 * Lets the browser handle input and paint between the steps of a search, so that none blocks the page for long
 * (Lighthouse counts every task over 50 ms against the page).
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

interface Loaded {
  pagefind: Pagefind;
  ctx: SearchContext;
}
let loaded: Promise<Loaded> | undefined;

async function json<T>(path: string): Promise<T> {
  const r = await fetch(`/${path}`);
  // x-dev-message: the dev server's word when it has no built index (src/plugins/dev-search-index.ts).
  if (!r.ok) throw new Error(r.headers.get('x-dev-message') ?? `/${path}: HTTP ${r.status}`);
  return r.json() as Promise<T>;
}

/** Documents, the governing one of each edition first (the lexicon's, from scripts/ingest/authority.ts). */
let precedence: readonly string[] = [];

/** The names files fetched so far (src/lib/search/lexicon.ts), each once. */
const shards = new Map<number, Promise<LexiconPage[]>>();
const namesOf = async (wanted: readonly number[]): Promise<LexiconPage[]> =>
  (
    await Promise.all(
      wanted.map((s) => {
        let p = shards.get(s);
        if (!p) {
          p = json<NamesShard>(namesPath(s)).then((x) => x.pages);
          p.catch(() => shards.delete(s));
          shards.set(s, p);
        }
        return p;
      }),
    )
  ).flat();

/** Loads Pagefind and the lexicon once, on first use. */
export function loadSearch(): Promise<Loaded> {
  loaded ??= (async () => {
    const [pagefind, lexicon] = await Promise.all([
      (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
        await pf.options({ excerptLength: 0 });
        await pf.init();
        return pf;
      }),
      json<Lexicon>(LEXICON_PATH),
    ]);
    await nextTask();
    precedence = lexicon.precedence;
    return { pagefind, ctx: searchContext(lexicon, namesOf) };
  })();
  loaded.catch(() => (loaded = undefined)); // a failed load (offline before the first visit) may be retried
  return loaded;
}

/** The engine's index, over Pagefind: it keeps each record's result so the passages shown can be loaded. */
function pagefindBackend(pf: Pagefind, found: Map<string, PagefindResult>): SearchBackend {
  return {
    async search(query: string, filters: Filters): Promise<Hit[]> {
      const r = await pf.search(query, { filters: filters as Record<string, string[]> });
      if (!r) return [];
      for (const x of r.results) if (!found.has(x.id)) found.set(x.id, x);
      return r.results.map((x) => ({ id: x.id, score: x.score, words: x.words }));
    },
  };
}

/** A result ready to show: a page found by its name, or a passage with its excerpt. */
export interface Shown extends PassageCopy {
  title: string;
  /** "1E · Glossary term", "2E · ST2E Current Rulings". */
  label: string;
  /** The heading the passage stands under, if not the page's title. */
  section?: string;
  /** A page's lead; for a passage, made from its text when it is shown (words: the positions matched). */
  parts?: ExcerptPart[];
  words: readonly number[];
  kind: 'page' | 'passage';
  /** For a page found by another of its names: that name ("mission continues"). */
  via?: string;
  /** The same paragraph in other documents. */
  also: Array<{ url: string; document: string }>;
  /** The passage's score (a page found by its name: Infinity). */
  score: number;
}

const labelOf = (group: Group, passage: boolean): string => [group.edition, passage ? group.document : group.kindLabel].join(' · ');

/** Loads what one result needs to be shown: a passage's text, page title and group (a page's come with its name). */
async function load(item: ResultItem, found: Map<string, PagefindResult>): Promise<Shown> {
  if (item.type === 'page') {
    const m = item.match;
    return {
      url: m.url,
      edition: m.group.edition,
      document: m.group.document,
      text: '',
      title: m.title,
      label: labelOf(m.group, false),
      parts: m.lead ? [{ text: m.lead, mark: false }] : [],
      words: [],
      kind: 'page',
      ...(m.name !== m.title ? { via: m.name } : {}),
      also: [],
      score: Infinity,
    };
  }
  const data = await found.get(item.passage.id)!.data();
  const edition = data.filters.edition?.[0] ?? '';
  const document = data.filters.document?.[0] ?? '';
  return {
    url: data.url,
    edition,
    document,
    text: data.content,
    title: data.filters.page?.[0] ?? data.url.replace(/#.*$/, ''),
    label: [edition, document].filter(Boolean).join(' · '),
    ...(data.meta.section ? { section: data.meta.section } : {}),
    words: item.passage.words,
    kind: 'passage',
    also: [],
    score: item.passage.score,
  };
}

/**
 * The results from the `from`-th on, `limit` of them, with repeated paragraphs shown once: loads results in order
 * (a few more than needed, since some are repeats) until `limit` distinct ones are ready or none are left.
 */
async function showMore(run: Run, limit: number): Promise<Shown[]> {
  const want = run.groups.length + limit;
  // A few more than needed on the first page, so that the other edition's best passage can move up.
  const enough = run.groups.length === 0 ? want + 3 : want;
  while (groupRepeats(run.loaded, precedence).length < enough && run.loaded.length < run.items.length) {
    const missing = enough - groupRepeats(run.loaded, precedence).length;
    const batch = run.items.slice(run.loaded.length, run.loaded.length + missing + 2);
    run.loaded.push(...(await Promise.all(batch.map((item) => load(item, run.found)))));
  }
  let all = groupRepeats(run.loaded, precedence);
  // Searching both editions: the first results show both, when both answer (results.ts, bothEditions).
  if (run.groups.length === 0 && !run.outcome.edition) all = bothEditions(all).map((g) => all.find((x) => x.shown === g.shown)!);
  const fresh = all.slice(run.groups.length, want);
  run.groups.push(...fresh);
  return fresh.map(({ shown, also }) => ({ ...shown, also: also.map((x) => ({ url: x.url, document: x.document })) }));
}

function partsNodes(parts: readonly ExcerptPart[]): Node[] {
  return parts.map((p) => {
    if (!p.mark) return document.createTextNode(p.text);
    const mark = document.createElement('mark');
    mark.textContent = p.text;
    return mark;
  });
}

function resultItem(r: Shown): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `result result-${r.kind}`;
  const a = document.createElement('a');
  a.href = r.url;
  a.textContent = r.title;
  if (r.section) {
    const s = document.createElement('span');
    s.className = 'result-section';
    s.textContent = ` › ${r.section}`;
    a.append(s);
  }
  const meta = document.createElement('span');
  meta.className = 'meta';
  meta.textContent = [r.label, r.via ? `also called “${r.via}”` : ''].filter(Boolean).join(' · ');
  li.append(a, ' ', meta);
  const parts = r.parts ?? excerptParts(r.text, r.words);
  if (parts.length > 0) {
    const p = document.createElement('p');
    p.append(...partsNodes(parts));
    li.append(p);
  }
  if (r.also.length > 0) {
    const p = document.createElement('p');
    p.className = 'result-also';
    p.append('Also in ');
    r.also.forEach((x, i) => {
      const a = document.createElement('a');
      a.href = x.url;
      a.textContent = x.document;
      p.append(...(i > 0 ? [', ', a] : [a]));
    });
    li.append(p);
  }
  return li;
}

/** The words of the outcome's notice: what search did with the query, so the reader can trust or undo it. */
export function notices(outcome: SearchOutcome, total: number): { text: string; instead?: string }[] {
  const out: { text: string; instead?: string }[] = [];
  if (outcome.correctedText) out.push({ text: `Showing results for “${outcome.correctedText}”.`, instead: outcome.parsed.text });
  if (outcome.editionFromQuery && outcome.edition) out.push({ text: `${outcome.edition} only (from “${outcome.parsed.editionWords.join(' ')}”).` });
  // What the documents call the reader's words, so a result that does not hold them is explained.
  if (outcome.expansions.length > 0) out.push({ text: `Also searched: ${outcome.expansions.map((e) => `${e.to.join(', ')} for “${e.from}”`).join('; ')}.` });
  if (outcome.unknown.length > 0) out.push({ text: `No page holds ${outcome.unknown.map((w) => `“${w}”`).join(', ')}.` });
  if (outcome.relaxed && total > 0) out.push({ text: 'No passage holds every word; these hold most of them.' });
  return out;
}

/** "23 results for “dilemma” (showing 20)." or a clear zero. */
export function resultCount(n: number, q: string, shown: number, edition?: Edition): string {
  const where = edition ? ` in ${edition}` : '';
  if (n === 0) return `No results for “${q}”${where}.`;
  return `${n} result${n === 1 ? '' : 's'} for “${q}”${where}${shown < n ? ` (showing ${shown})` : ''}.`;
}

/** Where a reader can go when nothing is found: the glossary A–Z of the edition, or both. */
function emptyHelp(edition: Edition | undefined, onAll: (() => void) | undefined): HTMLElement {
  const p = document.createElement('p');
  p.className = 'search-help';
  p.append('Try fewer or other words, ');
  if (onAll) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'linklike';
    b.textContent = 'search both editions';
    b.addEventListener('click', onAll);
    p.append(b, ', ');
  }
  p.append('or browse the ');
  const eds: Edition[] = edition ? [edition] : ['1E', '2E'];
  eds.forEach((e, i) => {
    const a = document.createElement('a');
    a.href = editionUrl(e, 'glossary');
    a.textContent = `${e} glossary A–Z`;
    if (i > 0) p.append(' or the ');
    p.append(a);
  });
  p.append('.');
  return p;
}

interface RunOptions {
  edition?: Edition;
  kinds?: string[];
  documents?: string[];
  literal?: boolean;
  typing?: boolean;
  limit: number;
}

interface Run {
  outcome: SearchOutcome;
  items: ResultItem[];
  found: Map<string, PagefindResult>;
  /** The results loaded so far, in order, and the distinct ones shown (repeated paragraphs grouped). */
  loaded: Shown[];
  groups: Array<{ shown: Shown; also: Shown[] }>;
  shown: Shown[];
}

/** Whether a run has results not shown yet. */
const moreLeft = (run: Run): boolean => run.loaded.length < run.items.length || groupRepeats(run.loaded, precedence).length > run.groups.length;

/** Runs a query and loads its first `limit` results; undefined when a newer query won meanwhile. */
async function runQuery(query: string, options: RunOptions, isCurrent: () => boolean): Promise<Run | undefined> {
  const { pagefind, ctx } = await loadSearch();
  if (!isCurrent()) return undefined;
  const found = new Map<string, PagefindResult>();
  await nextTask();
  const outcome = await search(ctx, pagefindBackend(pagefind, found), query, options);
  if (!isCurrent()) return undefined;
  await nextTask();
  const run: Run = { outcome, items: mergeResults(outcome), found, loaded: [], groups: [], shown: [] };
  run.shown = await showMore(run, options.limit);
  if (!isCurrent()) return undefined;
  await nextTask();
  return run;
}

/** Writes the notices above the results: corrections (with "search instead for …"), edition, relaxation. */
function writeNotices(box: HTMLElement, run: Run, onInstead: (q: string) => void): void {
  box.replaceChildren(
    ...notices(run.outcome, run.items.length).map((n) => {
      const p = document.createElement('p');
      p.append(n.text);
      if (n.instead) {
        p.append(' Search instead for ');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'linklike';
        b.textContent = `“${n.instead}”`;
        b.addEventListener('click', () => onInstead(n.instead!));
        p.append(b, '.');
      }
      return p;
    }),
  );
}

/**
 * The header box: results under the input as you type, with the edition choice (All / 1E / 2E, remembered by
 * src/scripts/search-box.ts, which loads this on first use). The list closes on Escape, on a tap or click outside it,
 * and when the page scrolls; Enter goes to the results page.
 */
export function attachSearchBox(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const select = root.querySelector<HTMLSelectElement>('select[name=edition]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const notes = root.querySelector<HTMLElement>('[data-search-notes]');
  if (!form || !input || !list || !status || !panel || !notes) return;
  let seq = 0;
  let literal = false;
  let openedAt = 0;
  const close = () => {
    panel.hidden = true;
  };
  const open = () => {
    panel.hidden = false;
    openedAt = scrollY;
  };
  const edition = (): Edition | undefined => (select?.value === '1E' || select?.value === '2E' ? select.value : undefined);
  const update = async () => {
    const mine = ++seq;
    const q = input.value.trim();
    if (!q) {
      list.replaceChildren();
      notes.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    open();
    // Pagefind and the lexicon load on first use: say so, so "nothing yet" never looks like "nothing".
    const slow = setTimeout(() => {
      if (mine === seq) status.textContent = 'Searching…';
    }, 150);
    try {
      const run = await runQuery(q, { ...(edition() ? { edition: edition()! } : {}), literal, typing: true, limit: 8 }, () => mine === seq);
      if (!run) return;
      list.replaceChildren(...run.shown.map(resultItem));
      writeNotices(notes, run, (instead) => {
        input.value = instead;
        literal = true;
        void update();
      });
      const n = run.items.length;
      status.textContent = n === 0 ? resultCount(0, q, 0, run.outcome.edition) : `Top results for “${q}”${run.outcome.edition ? ` in ${run.outcome.edition}` : ''}.`;
      if (n === 0) {
        const ed = run.outcome.edition;
        notes.append(emptyHelp(ed, ed && !run.outcome.editionFromQuery && select ? () => { select.value = ''; void update(); } : undefined));
      } else if (n > 8) {
        const li = document.createElement('li');
        li.className = 'result-more';
        const a = document.createElement('a');
        const params = new URLSearchParams({ q });
        if (edition()) params.set('edition', edition()!);
        a.href = `/search/?${params}`;
        a.textContent = `All ${n} results`;
        li.append(a);
        list.append(li);
      }
    } catch (error) {
      // Under dev the index comes from the last build (src/plugins/dev-search-index.ts), whose message says what to do.
      if (mine === seq) status.textContent = `Search is not available: ${(error as Error).message}. Browse the glossary A–Z instead.`;
    } finally {
      clearTimeout(slow);
    }
  };
  input.addEventListener('focus', () => {
    void loadSearch().catch(() => undefined);
    if (input.value.trim() && panel.hidden) void update();
  });
  input.addEventListener('input', () => {
    literal = false;
    void update();
  });
  // The choice is remembered by src/scripts/search-box.ts; here it only searches again.
  select?.addEventListener('change', () => {
    if (input.value.trim()) void update();
  });
  root.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      if (!panel.hidden) close();
      else input.value = '';
      input.focus();
    } else if (event.key === 'ArrowDown' && links.length > 0 && !panel.hidden) {
      links[Math.min(at + 1, links.length - 1)]!.focus();
      event.preventDefault();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      (at === 0 ? input : links[at - 1]!).focus();
      event.preventDefault();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) close();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
  });
  // Scrolling the page (not the list) closes it; a few pixels of scroll, as when a phone's keyboard opens, do not.
  addEventListener('scroll', () => {
    if (!panel.hidden && Math.abs(scrollY - openedAt) > 48) close();
  }, { passive: true });
  form.addEventListener('submit', () => {
    // Without a choice, the hidden default ("") would put "edition=" in the URL: leave it out.
    if (select && !select.value) select.disabled = true;
    setTimeout(() => select && (select.disabled = false));
  });
  // Loaded on the reader's first focus or keystroke (src/scripts/search-box.ts): search what is already typed.
  if (input.value.trim()) void update();
  else if (document.activeElement === input) void loadSearch().catch(() => undefined);
}

/** Results shown at once on the /search/ page; "Show more results" adds as many again. */
export const PAGE_SIZE = 20;

/**
 * The /search/ page: query and filters live in the URL (?q=…&edition=1E&kind=term), so a search can be shared.
 * It shows {@link PAGE_SIZE} results, then more on request.
 */
export function attachSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const notes = root.querySelector<HTMLElement>('[data-search-notes]');
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !list || !status || !more || !notes) return;
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  let literal = params.get('literal') === '1';
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    box.checked = params.getAll(box.name).includes(box.value);
  }
  let seq = 0;
  let current: (Run & { count: number; q: string }) | undefined;
  const showMoreIfAny = () => {
    more.hidden = !current || !moreLeft(current);
  };
  const update = async () => {
    const data = new FormData(form);
    const chosen = (k: string) => data.getAll(k).map(String);
    const editions = chosen('edition');
    const url = new URL(location.href);
    const search = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
    if (literal) search.set('literal', '1');
    url.search = search.toString();
    history.replaceState(null, '', url);
    const mine = ++seq;
    current = undefined;
    showMoreIfAny();
    const q = input.value.trim();
    if (!q) {
      list.replaceChildren();
      notes.replaceChildren();
      status.textContent = '';
      return;
    }
    const slow = setTimeout(() => {
      if (mine === seq) status.textContent = 'Searching…';
    }, 150);
    try {
      const run = await runQuery(
        q,
        {
          ...(editions.length === 1 ? { edition: editions[0] as Edition } : {}),
          kinds: chosen('kind'),
          documents: chosen('document'),
          literal,
          limit: PAGE_SIZE,
        },
        () => mine === seq,
      );
      if (!run) return;
      current = { ...run, count: run.shown.length, q };
      list.replaceChildren(...run.shown.map(resultItem));
      writeNotices(notes, run, (instead) => {
        input.value = instead;
        literal = true;
        void update();
      });
      status.textContent = resultCount(run.items.length, q, run.shown.length, run.outcome.edition);
      if (run.items.length === 0) {
        const ed = run.outcome.edition;
        notes.append(emptyHelp(ed, editions.length === 1 ? () => { for (const b of form.querySelectorAll<HTMLInputElement>('input[name=edition]')) b.checked = false; void update(); } : undefined));
      }
      showMoreIfAny();
    } finally {
      clearTimeout(slow);
    }
  };
  more.addEventListener('click', async () => {
    const mine = seq;
    const page = current;
    if (!page || more.disabled) return;
    more.disabled = true; // a second click while these load would add them twice
    const next = await showMore(page, PAGE_SIZE);
    more.disabled = false;
    if (mine !== seq || next.length === 0) return;
    const items = next.map(resultItem);
    list.append(...items);
    page.count += items.length;
    status.textContent = resultCount(page.items.length, page.q, page.count, page.outcome.edition);
    showMoreIfAny();
    // Keyboard and screen-reader users carry on from the first new result.
    items[0]?.querySelector('a')?.focus();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void update();
  });
  form.addEventListener('input', () => {
    literal = false;
    void update();
  });
  root.querySelector('[data-noscript-note]')?.remove();
  if (input.value) void update();
}
