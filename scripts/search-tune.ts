/**
 * `npm run search:tune [-- --grid] [--misses] [--dev] [--all] [--ranks file.json]`: how the fusion of lexical and semantic search (src/lib/search/fuse.ts) does on
 * the TUNE part of the golden set, on the built site — lexical alone, semantic alone, and fused with the weights in
 * FUSION; with --grid, over a grid of weights, best first. Only TUNE: the sealed TEST part is measured by
 * `npm run bench` and never tuned on, so this tool refuses to read it.
 *
 * Lexical search runs the engine of src/lib/search/ in Node, asking the Pagefind index of dist/ in headless Chromium
 * (Pagefind's search is browser code, through its public JS API); the semantic layer runs in Node from the files the
 * build wrote (dist/search/semantic/) with the same code as the reader's worker; the results are ordered as the
 * search box orders them (src/lib/search/results.ts) and cut to the eight the box shows.
 */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/proc.ts';
import { CHROME_ARGS, ensureChromium } from './ensure-chromium.ts';
import { astroPreview } from './bench/server.ts';
import { search, type SearchOutcome } from '../src/lib/search/engine.ts';
import { pagefindInPage } from './lib/pagefind-in-page.ts';
import { arrangeFirst, groupRepeats, mergeResults, pageCopy } from '../src/lib/search/results.ts';
import { FUSION, fusedPassages, fusesMeaning, semanticQuery, type FusionWeights, type SemanticHit } from '../src/lib/search/fuse.ts';
import { loadModel } from './lib/semantic-index.ts';
import { embed, recordSimilarities, unpackRecordIndex, SEMANTIC_MIX, type SemanticMix } from '../src/lib/search/semantic.ts';
import { isSiteRecord, SEMANTIC_DIR, SEMANTIC_FILES, type SemanticRecords } from '../src/lib/search/semantic-records.ts';
import { builtSearch } from './lib/built-search.ts';
import {
  DEV,
  DEV_JUDGE,
  GOLDEN,
  HELD_OUT,
  RETIRED_TEST_1,
  TEST_2,
  TEST_3,
  TEST_4,
  TEST_5,
  TEST_6,
  TEST_7,
  TEST_8,
  TEST_9,
  TEST_10,
  TEST_11,
  TUNE,
  type GoldenLookup,
  type LookupKind,
  LOOKUP_KINDS,
} from '../e2e/search-golden/index.ts';
import { governingBelow, namesEdition, repeatsInFirstThree } from '../e2e/search-golden/run.ts';
import { PAGEFIND_RANKING } from '../src/lib/search/ranking.ts';
import { RECORD_IDS_PATH, type RecordIds } from '../src/lib/search/record-ids.ts';
import { installErrorReporting } from './lib/run-main.ts';
import { SiteError } from '../src/lib/errors.ts';
import { parseJson, readJsonAs } from '../src/lib/read-json.ts';
import { z } from 'astro/zod';

// An error prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack.
installErrorReporting();

const { values } = parseArgs({
  options: {
    mix: { type: 'boolean', default: false },
    grid: { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    debug: { type: 'boolean', default: false },
    ranks: { type: 'string' },
  },
});
const DIST = join(ROOT, 'dist');
if (!existsSync(join(DIST, SEMANTIC_DIR, SEMANTIC_FILES.records)))
  throw new SiteError({
    what: 'dist/ has no semantic layer.',
    where: { file: `dist/${SEMANTIC_DIR}/${SEMANTIC_FILES.records}` },
    hint: 'run `npm run build` first.',
  });
const { lexicon, ctx } = builtSearch(DIST);
const sem = join(DIST, SEMANTIC_DIR);
// The whole model, as its shards in dist/ hold it (scripts/lib/semantic-index.ts writes them from this file).
const model = loadModel(ROOT);
const { records, dims, questionCounts } = readJsonAs<SemanticRecords>(join(sem, SEMANTIC_FILES.records), {
  hint: "dist/ is the build's: run npm run build again.",
});
const index = unpackRecordIndex(readFileSync(join(sem, SEMANTIC_FILES.vectors)), dims, questionCounts);
const recordOf = new Map(records.map((r) => [r.url, r]));
// Every result by its Pagefind id, as in the reader's box (src/lib/search/record-ids.ts): the URL of each id, and the id of each URL.
const { ids } = readJsonAs<RecordIds>(join(DIST, RECORD_IDS_PATH), { hint: "dist/ is the build's: run npm run build again." });
const urlOfId = new Map(ids.map((id, i) => [id, records[i]!.url]));
const idOfUrl = new Map(records.map((r, i) => [r.url, ids[i]!]));
const urlOf = (id: string): string => urlOfId.get(id) ?? id;

/** Pagefind's ranking options, as the reader's browser sets them (src/lib/search/ranking.ts); SEARCH_RANKING (JSON) overrides, to try others. */
const RANKING = process.env.SEARCH_RANKING
  ? parseJson(process.env.SEARCH_RANKING, z.record(z.string(), z.union([z.number(), z.record(z.string(), z.number())])), {
      display: 'SEARCH_RANKING',
      hint: "set SEARCH_RANKING to a JSON object of Pagefind's ranking options, e.g. SEARCH_RANKING='{\"termFrequency\":0.5}'.",
    })
  : PAGEFIND_RANKING;

interface Prepared {
  lookup: GoldenLookup;
  edition?: '1E' | '2E';
  outcome: SearchOutcome;
  /** The semantic layer's hits, by URL (semantic alone shows them so) and by Pagefind id (as fused). */
  semantic: SemanticHit[];
  semanticIds: SemanticHit[];
}

/** The semantic layer's hits for a query, best first, in the edition searched. */
function semanticHits(
  q: string,
  edition: string | undefined,
  scope?: { kinds?: string[]; documents?: string[] },
  mix: SemanticMix = SEMANTIC_MIX,
): SemanticHit[] {
  const sims = recordSimilarities(index, embed(model, q), mix);
  return records
    .map((r, i) => ({ key: r.url, similarity: sims[i]!, edition: r.edition, kind: r.kind, document: r.document }))
    .filter(
      (h) =>
        (!edition || h.edition === edition) && (!scope?.kinds || scope.kinds.includes(h.kind)) && (!scope?.documents || scope.documents.includes(h.document)),
    )
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, 100)
    .map(({ key, similarity }) => ({ key, similarity }));
}

/** A passage as the box shows it, from the semantic layer's records (with its superseded mark, for the order). */
type Shown = {
  url: string;
  edition: string;
  document: string;
  text: string;
  kind: 'page' | 'passage';
  score: number;
  superseded?: { by: string; stands: string };
};
function shownOf(url: string, score = 0): Shown {
  const r = recordOf.get(url);
  return {
    url,
    edition: r?.edition ?? '',
    document: r?.document ?? '',
    text: r?.text ?? '',
    kind: 'passage',
    score,
    ...(r?.supersededBy && r.stands ? { superseded: { by: r.supersededBy, stands: r.stands } } : {}),
  };
}
const standing = (url: string): Shown | undefined => (recordOf.has(url) ? shownOf(url) : undefined);

/** The URLs of the eight results the box would show, in order. */
function shown(p: Prepared, mode: 'lexical' | 'semantic' | 'fused', w: FusionWeights): string[] {
  const lexical = p.outcome.passages;
  let passages: Parameters<typeof mergeResults>[0]['passages'];
  if (mode === 'lexical') passages = lexical.map((x) => ({ ...x, id: urlOf(x.id) }));
  else if (mode === 'semantic') passages = p.semantic.map((h) => ({ id: h.key, score: h.similarity, words: [], matched: 0 }));
  else
    passages = (
      fusesMeaning(p.outcome) ? fusedPassages(lexical, p.outcome.concepts.length, p.semanticIds, w, (id) => isSiteRecord(recordOf.get(urlOf(id)))) : lexical
    ).map((x) => ({ ...x, id: urlOf(x.id) }));
  const items = mergeResults({ pages: p.outcome.pages, passages, concepts: p.outcome.concepts, parsed: p.outcome.parsed }).slice(0, 24);
  const loaded = items.map((it) => {
    if (it.type === 'page') return pageCopy(it.match) satisfies Shown;
    return shownOf(it.passage.id, it.passage.score);
  });
  // Lexical alone is the box without the layer, which cannot bring in a standing text the list lacks.
  return arrangeFirst(groupRepeats(loaded, lexicon.precedence), p.outcome.edition, mode === 'lexical' ? undefined : standing, p.outcome.impliedEdition)
    .slice(0, 8)
    .map((g) => g.shown.url);
}

interface Tally {
  top3: number;
  mrr: number;
  byKind: Record<LookupKind, [number, number]>;
  misses: string[];
}

function tally(prepared: readonly Prepared[], mode: 'lexical' | 'semantic' | 'fused', w: FusionWeights): Tally {
  const t: Tally = { top3: 0, mrr: 0, byKind: Object.fromEntries(LOOKUP_KINDS.map((k) => [k, [0, 0]])) as Tally['byKind'], misses: [] };
  for (const p of prepared) {
    const urls = shown(p, mode, w);
    const at = urls.findIndex((u) => p.lookup.answers.includes(u));
    t.byKind[p.lookup.kind][1]++;
    if (at >= 0) t.mrr += 1 / (at + 1);
    if (at >= 0 && at < 3) {
      t.top3++;
      t.byKind[p.lookup.kind][0]++;
    } else
      t.misses.push(
        `[${p.lookup.kind}, ${p.lookup.edition}] “${p.lookup.q}” — ${at >= 0 ? `at ${at + 1}` : 'not in the eight'}; first: ${urls.slice(0, 3).join('  ')}`,
      );
  }
  t.mrr /= prepared.length;
  return t;
}

const line = (label: string, t: Tally, n: number) =>
  `${label.padEnd(34)} top3 ${String(t.top3).padStart(3)}/${n} (${((100 * t.top3) / n).toFixed(1)} %)  MRR ${t.mrr.toFixed(3)}  ${LOOKUP_KINDS.filter(
    (k) => t.byKind[k][1] > 0,
  )
    .map((k) => `${k} ${t.byKind[k][0]}/${t.byKind[k][1]}`)
    .join(', ')}`;

const chrome = ensureChromium();
const port = Number(process.env.TUNE_PORT ?? 4353);
const preview = await astroPreview(ROOT, port);
const browser = await chromium.launch({ executablePath: chrome, args: CHROME_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  const prepared: Prepared[] = [];
  for (const lookup of values.dev ? DEV : TUNE) {
    // --all: the box on All, as a reader who has not chosen an edition searches.
    const edition = values.all || namesEdition(lookup.q) ? undefined : lookup.edition;
    const outcome = await search(ctx, pagefindInPage(page, RANKING), lookup.q, edition ? { edition } : {});
    const semantic = semanticHits(semanticQuery(outcome), outcome.edition, outcome.parsed.scope);
    prepared.push({
      lookup,
      ...(edition ? { edition } : {}),
      outcome,
      semantic,
      semanticIds: semantic.map((h) => ({ ...h, key: idOfUrl.get(h.key)! })),
    });
  }
  const n = prepared.length;
  console.log(`${values.dev ? 'DEV (part of TUNE)' : 'TUNE'}: ${n} lookups, box ${values.all ? 'on All' : "on the asker's edition"}.`);
  const lexical = tally(prepared, 'lexical', FUSION);
  console.log(line('lexical (with expansions)', lexical, n));
  console.log(line('semantic alone', tally(prepared, 'semantic', FUSION), n));
  const fused = tally(prepared, 'fused', FUSION);
  console.log(line(`fused (FUSION)`, fused, n));
  // Per part: a change that helps the parts it was made on but not the others is fitted to them, not general.
  const parts: Array<[string, readonly GoldenLookup[]]> = [
    ['golden', GOLDEN],
    ['held-out', HELD_OUT],
    ['dev', DEV],
    ['dev judge', DEV_JUDGE],
    ['retired test 1', RETIRED_TEST_1],
    ['retired test 2', TEST_2],
    ['retired test 3', TEST_3],
    ['retired test 4', TEST_4],
    ['retired test 5', TEST_5],
    ['retired test 6', TEST_6],
    ['retired test 7', TEST_7],
    ['retired test 8', TEST_8],
    ['retired test 9', TEST_9],
    ['retired test 10', TEST_10],
    ['retired test 11', TEST_11],
  ];
  for (const [name, part] of parts) {
    const of = prepared.filter((p) => part.includes(p.lookup));
    if (of.length) console.log(line(`  fused, ${name}`, tally(of, 'fused', FUSION), of.length));
  }
  // One result per rule: the same passage twice (in two documents) among the first three, fused.
  const repeats = prepared.flatMap((p) =>
    repeatsInFirstThree(shown(p, 'fused', FUSION), (url) => recordOf.get(url)).map((pair) => `“${p.lookup.q}”: ${pair.join('  ')}`),
  );
  console.log(`fused, one passage twice in the first three: ${repeats.length}${repeats.length ? `\n  ${repeats.join('\n  ')}` : ''}`);
  // A copy that does not govern (Gray's, a superseded paragraph) above the governing text of the same rule, fused.
  const below = prepared.flatMap((p) =>
    governingBelow(shown(p, 'fused', FUSION), (url) => recordOf.get(url), lexicon.precedence).map((pair) => `“${p.lookup.q}”: ${pair.join('  above  ')}`),
  );
  console.log(`fused, a copy above the governing text of its rule: ${below.length}${below.length ? `\n  ${below.join('\n  ')}` : ''}`);
  if (values.misses) console.log(`\nMisses, fused:\n  ${fused.misses.join('\n  ')}`);
  // --ranks: each lookup's fused rank (0 when not in the eight), to compare two runs lookup by lookup.
  if (values.ranks) {
    const ranks = prepared.map((p) => ({
      kind: p.lookup.kind,
      edition: p.lookup.edition,
      q: p.lookup.q,
      rank: shown(p, 'fused', FUSION).findIndex((u) => p.lookup.answers.includes(u)) + 1,
    }));
    writeFileSync(values.ranks, `${JSON.stringify(ranks, null, 1)}\n`);
  }
  if (process.env.TUNE_WHERE)
    for (const p of prepared.filter((p) => RETIRED_TEST_1.includes(p.lookup))) {
      const f = shown(p, 'fused', FUSION).findIndex((u) => p.lookup.answers.includes(u));
      if (f >= 0 && f < 3) continue;
      const urls = p.outcome.passages.slice(0, FUSION.lexicalDepth).map((x) => urlOf(x.id));
      const lex = urls.findIndex((u) => p.lookup.answers.includes(u));
      const sem = p.semantic.findIndex((h) => p.lookup.answers.includes(h.key));
      console.log(
        `WHERE [${p.lookup.kind} ${p.lookup.edition}] ${p.lookup.q} — fused ${f + 1}, lexical ${lex + 1}/${urls.length}, semantic ${sem + 1} (${sem >= 0 ? p.semantic[sem]!.similarity.toFixed(2) : '-'} vs top ${p.semantic[0]?.similarity.toFixed(2)})`,
      );
    }
  if (values.mix) {
    console.log("\nThe semantic score's parts (words and aids, which travel as one vector; nearest question), fused with FUSION:");
    for (const [words, question] of [
      [2, 1],
      [1, 1],
      [1, 2],
      [3, 1],
      [1, 0],
      [0, 1],
    ] as const) {
      const sum = words + question;
      const mix = { words: words / sum, question: question / sum };
      const again = prepared.map((p) => {
        const semantic = semanticHits(semanticQuery(p.outcome), p.outcome.edition, p.outcome.parsed.scope, mix);
        return { ...p, semantic, semanticIds: semantic.map((h) => ({ ...h, key: idOfUrl.get(h.key)! })) };
      });
      const byPart = parts
        .map(([name, part]) => {
          const of = again.filter((p) => part.includes(p.lookup));
          return `${name} ${tally(of, 'fused', FUSION).top3}/${of.length}`;
        })
        .join(', ');
      console.log(
        `${line(`mix ${words}:${question}`, tally(again, 'fused', FUSION), n)}  | ${byPart}  | semantic alone ${tally(again, 'semantic', FUSION).top3}`,
      );
    }
  }
  if (values.grid) {
    const results: Array<{ w: FusionWeights; t: Tally }> = [];
    const retired = prepared.filter((p) => RETIRED_TEST_1.includes(p.lookup));
    for (const k of [3, 5, 10, 20])
      for (const semantic of [0.7, 0.9, 1.2, 1.5, 2, 3])
        for (const minSimilarity of [0.1, 0.2, 0.3, 0.4])
          for (const exactBoost of [1, 1.5, 2.5])
            for (const siteRecord of [0.25, 0.5]) {
              const w = { ...FUSION, k, semantic, minSimilarity, exactBoost, siteRecord };
              results.push({ w, t: tally(prepared, 'fused', w) });
            }
    results.sort((a, b) => b.t.top3 - a.t.top3 || b.t.mrr - a.t.mrr);
    console.log('\nBest weights on TUNE (and, of them, the retired test part):');
    for (const r of results.slice(0, 16))
      console.log(
        `${line(`k ${r.w.k} sem ${r.w.semantic} min ${r.w.minSimilarity} exact ${r.w.exactBoost} site ${r.w.siteRecord}`, r.t, n)} | retired ${tally(retired, 'fused', r.w).top3}/${retired.length}`,
      );
  }
} finally {
  await browser.close();
  await preview.stop();
}
