/**
 * One search as the reader sees it: the engine's outcome (src/lib/search/engine.ts), its results merged and in
 * order (src/lib/search/results.ts), and the first of them loaded to be shown, with repeated paragraphs grouped.
 * More are loaded on request ("Show more results").
 */
import type { Edition } from '../../lib/vocab.ts';
import { search, type SearchOutcome } from '../../lib/search/engine.ts';
import { arrangeFirst, groupRepeats, mergeResults, pageCopy, type PassageCopy, type ResultItem } from '../../lib/search/results.ts';
import type { ExcerptPart } from '../../lib/search/excerpt.ts';
import type { Group } from '../../lib/search/lexicon.ts';
import { loadSearch, nextTask, pagefindBackend, SUPERSEDED, type PagefindResult } from './pagefind.ts';
import { FUSION, fusedPassages, fusesMeaning, semanticQuery } from '../../lib/search/fuse.ts';
import { semanticLayer, semanticState, type SemanticLayer } from './semantic.ts';
import { isSiteRecord } from '../../lib/search/semantic-records.ts';
import type { IdIndex } from '../../lib/search/record-ids.ts';
import { recordIds } from './record-ids.ts';

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
  /** A superseded paragraph: the document that overrides it and the text that stands (`part`: only its marked sentences). */
  superseded?: { by: string; stands: string; part?: true };
  /** The passage's score (a page found by its name: Infinity). */
  score: number;
}

/** A result shown from the semantic layer's records (./semantic.ts), by the record's index; undefined for none. */
function recordShown(layer: SemanticLayer, at: number | undefined, words: readonly number[] = [], score = 0): Shown | undefined {
  const r = at === undefined ? undefined : layer.records[at];
  if (!r) return undefined;
  return {
    url: r.url,
    edition: r.edition,
    document: r.document,
    text: r.text,
    title: r.title,
    label: [r.edition, r.document].filter(Boolean).join(' · '),
    ...(r.section ? { section: r.section } : {}),
    words,
    kind: 'passage',
    also: [],
    score,
    ...(r.supersededBy && r.stands ? { superseded: { by: r.supersededBy, stands: r.stands, ...(r.supersededPart ? { part: true as const } : {}) } } : {}),
  };
}

const labelOf = (group: Group, passage: boolean): string => [group.edition, passage ? group.document : group.kindLabel].join(' · ');

/**
 * Loads what one result needs to be shown: a passage's text, page title and group (a page's come with its name). A
 * passage is known by its Pagefind id, fused or lexical; once the semantic layer is loaded it is shown from the layer's
 * record of that id, without fetching Pagefind's fragment.
 */
async function load(item: ResultItem, found: Map<string, PagefindResult>, layer: SemanticLayer | undefined, ids: IdIndex | undefined): Promise<Shown> {
  if (item.type === 'page') {
    const m = item.match;
    return {
      ...pageCopy(m),
      title: m.title,
      label: labelOf(m.group, false),
      parts: m.lead ? [{ text: m.lead, mark: false }] : [],
      words: [],
      ...(m.name !== m.title ? { via: m.name } : {}),
      also: [],
    };
  }
  const fromRecord = layer && ids && recordShown(layer, ids.indexOf.get(item.passage.id), item.passage.words, item.passage.score);
  if (fromRecord) return fromRecord;
  const result = found.get(item.passage.id);
  // A fused passage is Pagefind's result or the layer's record (above); neither means the two lists disagree: a bug.
  if (result === undefined) throw new Error(`search: result ${item.passage.id} is in neither Pagefind's results nor the semantic layer's records`);
  const data = await result.data();
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
    ...(data.filters.supersededBy?.[0] && data.filters.stands?.[0]
      ? {
          superseded: {
            by: data.filters.supersededBy[0],
            stands: data.filters.stands[0],
            ...(data.filters.supersededPart?.[0] ? { part: true as const } : {}),
          },
        }
      : {}),
  };
}

/**
 * The results from the `from`-th on, `limit` of them, with repeated paragraphs shown once: loads results in order
 * (a few more than needed, since some are repeats) until `limit` distinct ones are ready or none are left.
 */
export async function showMore(run: Run, limit: number): Promise<Shown[]> {
  const want = run.groups.length + limit;
  // A few more than needed on the first page, so that the other edition's best passage can move up.
  const enough = run.groups.length === 0 ? want + 3 : want;
  // Grouping compares every pair of the results loaded: done once for each set loaded, not again for the same set.
  let all = groupRepeats(run.loaded, run.precedence);
  while (all.length < enough && run.loaded.length < run.items.length) {
    const missing = enough - all.length;
    const batch = run.items.slice(run.loaded.length, run.loaded.length + missing + 2);
    run.loaded.push(...(await Promise.all(batch.map((item) => load(item, run.found, run.layer, run.ids)))));
    all = groupRepeats(run.loaded, run.precedence);
  }
  // The first results: both editions when both were searched, the text that stands first (results.ts); a standing
  // text the list lacks comes from the semantic layer's records.
  const layer = run.layer;
  if (run.groups.length === 0)
    all = arrangeFirst(all, run.outcome.edition, layer ? (url) => recordShown(layer, layer.byUrl.get(url)) : undefined, run.outcome.impliedEdition);
  const fresh = all.slice(run.groups.length, want);
  run.groups.push(...fresh);
  return fresh.map(({ shown, also }) => ({ ...shown, also: also.map((x) => ({ url: x.url, document: x.document })) }));
}

/** What a query asks besides its words: the edition and filters chosen, and how the words are taken. */
export interface RunOptions {
  edition?: Edition;
  kinds?: string[];
  documents?: string[];
  literal?: boolean;
  typing?: boolean;
  limit: number;
}

/** A query's outcome, its results in order and those loaded and shown so far. */
export interface Run {
  outcome: SearchOutcome;
  items: ResultItem[];
  found: Map<string, PagefindResult>;
  /** The results loaded so far, in order, and the distinct ones shown (repeated paragraphs grouped). */
  loaded: Shown[];
  groups: Array<{ shown: Shown; also: Shown[] }>;
  shown: Shown[];
  /** Documents, the governing one of each edition first (the lexicon's, from scripts/ingest/authority.ts). */
  precedence: readonly string[];
  /** Whether the semantic layer's ranking is fused in (src/lib/search/fuse.ts); false while it loads. */
  fused: boolean;
  layer?: SemanticLayer;
  /** The layer's records' Pagefind ids, once loaded (./record-ids.ts). */
  ids?: IdIndex;
}

/** Whether a run has results not shown yet. */
export const moreLeft = (run: Run): boolean => run.loaded.length < run.items.length || groupRepeats(run.loaded, run.precedence).length > run.groups.length;

/** Runs a query and loads its first `limit` results; undefined when a newer query won meanwhile. */
export async function runQuery(query: string, options: RunOptions, isCurrent: () => boolean): Promise<Run | undefined> {
  const { pagefind, ctx } = await loadSearch();
  if (!isCurrent()) return undefined;
  const found = new Map<string, PagefindResult>();
  await nextTask();
  // A newer keystroke's query stops this one at its next ask of the index (pagefindBackend).
  let outcome: SearchOutcome;
  try {
    outcome = await search(ctx, pagefindBackend(pagefind, found, isCurrent), query, options);
  } catch (error) {
    if (error === SUPERSEDED) return undefined;
    throw error;
  }
  if (!isCurrent()) return undefined;
  // Once the semantic layer is loaded (./semantic.ts), the lexical ranking is fused with the ranking by meaning, both
  // by Pagefind's ids (the layer's records' ids come in one file, asked for as soon as the layer is on its way).
  const state = semanticState();
  const idsLoading = state === 'loading' || state === 'ready' ? recordIds().catch(() => undefined) : undefined;
  const layer = semanticLayer();
  let passages = outcome.passages;
  let ids: IdIndex | undefined;
  if (layer && fusesMeaning(outcome)) {
    const kinds = new Set(outcome.parsed.scope?.kinds ?? options.kinds ?? []);
    const documents = new Set(outcome.parsed.scope?.documents ?? options.documents ?? []);
    const [loaded, semantic] = await Promise.all([
      idsLoading,
      layer.query(
        semanticQuery(outcome),
        (r) =>
          (!outcome.edition || r.edition === outcome.edition) && (kinds.size === 0 || kinds.has(r.kind)) && (documents.size === 0 || documents.has(r.document)),
        FUSION.semanticDepth,
      ),
    ]);
    if (!isCurrent()) return undefined;
    ids = loaded;
    if (ids) {
      const known = ids;
      const hits = semantic.flatMap((h) => {
        const id = known.idOf[layer.byUrl.get(h.key) ?? -1];
        return id ? [{ key: id, similarity: h.similarity }] : [];
      });
      const siteRecord = (id: string) => isSiteRecord(layer.records[known.indexOf.get(id) ?? -1]);
      passages = fusedPassages(outcome.passages, outcome.concepts.length, hits, FUSION, siteRecord);
    }
  } else if (layer) ids = await idsLoading;
  await nextTask();
  const run: Run = {
    outcome,
    items: mergeResults({ ...outcome, passages }),
    found,
    loaded: [],
    groups: [],
    shown: [],
    precedence: ctx.lexicon.precedence,
    fused: layer !== undefined,
    ...(layer ? { layer } : {}),
    ...(ids ? { ids } : {}),
  };
  run.shown = await showMore(run, options.limit);
  if (!isCurrent()) return undefined;
  await nextTask();
  return run;
}
