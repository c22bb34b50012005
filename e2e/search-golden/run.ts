/**
 * Runs golden-set lookups through the site's own header search box in a browser page, and scores them: a lookup is
 * found when one of its answers is among the first three results; its reciprocal rank is 1/rank of the first answer
 * among the results the box shows (0 when none is shown). "Landed" asks whether the result that brings the reader to
 * the right page opens at the paragraph that answers: of the lookups with a result in the first three on a page that
 * holds an answer, the share where such a result is an answer itself.
 *
 * With the semantic layer (the default), a lookup is read once its results are fused (the box's
 * data-search-fused="true"); with it blocked (the bench's "lexical" runs abort its files), once the box says the layer
 * failed and shows the lexical results.
 */
import type { Page } from '@playwright/test';
import { diffArrays } from 'diff';
import { LOOKUP_KINDS, type GoldenLookup, type Lookup, type LookupKind } from './types.ts';

export interface LookupResult {
  lookup: GoldenLookup;
  /** The edition the box was set to ("" for All). */
  box: string;
  /** The results' URLs, in order (site-relative). */
  urls: string[];
  /** 1-based rank of the first answer among them; undefined when none is shown. */
  rank?: number;
  /** 1-based rank of the first result on a page that holds an answer (the answer itself, or another of its page's passages, or the page). */
  pageRank?: number;
  /** What the box said ("12 results for …", "Showing results for …"). */
  status: string;
}

/** Whether a result URL is one of the answers (a page answer matches that page's URL exactly). */
export const answers = (lookup: Lookup, url: string): boolean => lookup.answers.includes(url);

const pageOf = (url: string): string => url.replace(/#.*$/, '');
/** Whether a result URL is on a page that holds one of the answers. */
export const onAnswerPage = (lookup: Lookup, url: string): boolean => lookup.answers.some((a) => pageOf(a) === pageOf(url));

/** Whether a query names an edition itself (the same words the site's query parser takes as an edition). */
export const namesEdition = (q: string): boolean => /\b(?:st)?[12]e\b|\b(?:first|second|1st|2nd)\s+ed/i.test(q);

/**
 * Types each lookup into the header box of the page already open, and reads the results it shows. `boxEdition`
 * 'player' sets the box's edition choice to the asker's edition (unless the query names one); 'all' leaves it on All.
 */
export async function runLookups(
  page: Page,
  lookups: readonly GoldenLookup[],
  boxEdition: 'player' | 'all' = 'player',
  { semantic = true }: { semantic?: boolean } = {},
): Promise<LookupResult[]> {
  const out: LookupResult[] = [];
  const box = page.locator('#site-search');
  const select = page.locator('#site-search-edition');
  for (const lookup of lookups) {
    const edition = boxEdition === 'player' && !namesEdition(lookup.q) ? lookup.edition : '';
    await box.fill('');
    if ((await select.inputValue()) !== edition) await select.selectOption(edition);
    await box.fill(lookup.q);
    const q = lookup.q.trim();
    // The status names the query once its results are written ("8 results for “…”", "No results for “…”"); with the
    // semantic layer, the fused results follow the lexical ones once it has loaded.
    await page.waitForFunction(
      ({ query, semantic }) => {
        const root = document.querySelector<HTMLElement>('[data-search-box]');
        const s = root?.querySelector('[data-search-status]')?.textContent ?? '';
        if (!s.includes(`“${query}”`)) return false;
        if (s.startsWith('No results')) return true;
        const layer = root?.dataset.semantic;
        return semantic ? root?.dataset.searchFused === 'true' : layer === 'failed' || layer === undefined;
      },
      { query: q, semantic },
      { timeout: 20_000 },
    );
    const { urls, status } = await page.evaluate(() => {
      const root = document.querySelector('[data-search-box]')!;
      const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-search-results] li.result > a')];
      return {
        urls: links.map((a) => a.getAttribute('href') ?? ''),
        status: [root.querySelector('[data-search-status]')?.textContent ?? '', root.querySelector('[data-search-notes]')?.textContent ?? ''].join(' ').trim(),
      };
    });
    const at = urls.findIndex((u) => answers(lookup, u));
    const onPage = urls.findIndex((u) => onAnswerPage(lookup, u));
    out.push({ lookup, box: edition, urls, ...(at >= 0 ? { rank: at + 1 } : {}), ...(onPage >= 0 ? { pageRank: onPage + 1 } : {}), status });
  }
  return out;
}

export interface Score {
  lookups: number;
  top3: number;
  /** Share of lookups found in the first three. */
  top3Share: number;
  /** Mean reciprocal rank over the results shown. */
  mrr: number;
  /** Lookups with a result in the first three on a page that holds an answer. */
  onPage: number;
  /** Of those, the share whose result there is an answer itself (opens at the paragraph that answers). */
  landedShare: number;
}

export function score(results: readonly LookupResult[]): Score {
  const top3 = results.filter((r) => r.rank !== undefined && r.rank <= 3).length;
  const onPage = results.filter((r) => r.pageRank !== undefined && r.pageRank <= 3).length;
  const mrr = results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / Math.max(1, results.length);
  return { lookups: results.length, top3, top3Share: top3 / Math.max(1, results.length), mrr, onPage, landedShare: top3 / Math.max(1, onPage) };
}

/** The score of each kind the results hold (a kind with no lookup is left out). */
export function scoreByKind(results: readonly LookupResult[]): Partial<Record<LookupKind, Score>> {
  return Object.fromEntries(
    LOOKUP_KINDS.filter((k) => results.some((r) => r.lookup.kind === k)).map((k) => [k, score(results.filter((r) => r.lookup.kind === k))]),
  );
}

/**
 * Whether two results are one passage printed in two documents (v1.7 and its Gray's copy, a paragraph the Glossary
 * restates): their words, in order, mostly the same — the longest common run of words (diff's word alignment, not
 * the site's own grouping, src/lib/search/results.ts) covers at least {@link SAME_PASSAGE_SHARE} of both.
 */
export const SAME_PASSAGE_SHARE = 0.8;
export function samePassage(a: string, b: string): boolean {
  const wa = a.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const wb = b.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (wa.length === 0 || wb.length === 0) return false;
  const common = diffArrays(wa, wb)
    .filter((c) => !c.added && !c.removed)
    .reduce((n, c) => n + c.count, 0);
  return common >= SAME_PASSAGE_SHARE * Math.max(wa.length, wb.length);
}

/**
 * The pairs among the first three results that are one passage in two documents of one edition ({@link samePassage}).
 * The same wording in both editions is two rules, one for each game (the 1E Glossary's and the 2E Rulebook's random
 * selection), which the box on All shows side by side on purpose.
 */
export function repeatsInFirstThree(
  urls: readonly string[],
  recordOf: (url: string) => { text: string; document: string; edition?: string } | undefined,
): Array<[string, string]> {
  const first = urls.slice(0, 3);
  const out: Array<[string, string]> = [];
  for (let i = 0; i < first.length; i++)
    for (let j = i + 1; j < first.length; j++) {
      const [a, b] = [recordOf(first[i]!), recordOf(first[j]!)];
      if (a && b && a.document !== b.document && a.edition === b.edition && samePassage(a.text, b.text)) out.push([first[i]!, first[j]!]);
    }
  return out;
}

/** A result's record as the order of copies needs it (dist/search/semantic/records.json). */
export interface RecordOfResult {
  text: string;
  document: string;
  edition: string;
  /** For a superseded paragraph: the URL of the text that stands. */
  stands?: string;
}

const anchorOf = (url: string): string | undefined => (url.includes('#') ? url.slice(url.indexOf('#') + 1) : undefined);

/**
 * Whether two results state one rule in two documents of one edition: the same ¶ anchor (made from the paragraph's
 * first words; Gray's rewords some of what follows) or one passage ({@link samePassage}).
 */
function sameRuleInTwo(a: RecordOfResult, ua: string, b: RecordOfResult, ub: string): boolean {
  if (a.edition !== b.edition || a.document === b.document) return false;
  const [x, y] = [anchorOf(ua), anchorOf(ub)];
  return (x !== undefined && x === y) || samePassage(a.text, b.text);
}

/**
 * The pairs of results where a copy that does not govern stands above the governing text of the same rule: a
 * Gray's (or v1.7) paragraph above the v1.7 (or Glossary) copy of it, by the edition's precedence (`precedence`:
 * document names, the governing one first, as the lexicon carries it), or a superseded paragraph above the text that
 * stands. Each pair is [the one above, the governing one below].
 */
export function governingBelow(
  urls: readonly string[],
  recordOf: (url: string) => RecordOfResult | undefined,
  precedence: readonly string[],
): Array<[string, string]> {
  const rank = (d: string) => (precedence.includes(d) ? precedence.indexOf(d) : precedence.length);
  const out: Array<[string, string]> = [];
  for (let i = 0; i < urls.length; i++) {
    const a = recordOf(urls[i]!);
    if (!a) continue;
    for (let j = i + 1; j < urls.length; j++) {
      const b = recordOf(urls[j]!);
      if (!b) continue;
      const stands = a.stands === urls[j];
      if (stands || (rank(b.document) < rank(a.document) && sameRuleInTwo(a, urls[i]!, b, urls[j]!))) out.push([urls[i]!, urls[j]!]);
    }
  }
  return out;
}
