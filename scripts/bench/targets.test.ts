import { describe, expect, test } from 'vitest';
import { judgeTargets, type Thresholds } from './targets.ts';
import type { BenchResults } from './report.ts';
import type { LighthouseResult } from './lighthouse.ts';

const T: Thresholds = {
  medianPageBytes: 25 * 1024,
  keystrokeMedianMs: 50,
  firstQueryBytes: 250 * 1024,
  semanticLayerBytes: 4 * 1024 * 1024,
  fusedMedianMs: 100,
  goldenTop3: 0.9,
  goldenKindTop3: 0.8,
  paraphraseTop3: 0.85,
  keywordTop3: 0.95,
  landed: 0.85,
  fullBuildMs: 15_000,
  tenfoldMemoryBytes: 1024 ** 3,
  proportionalSlack: 1.25,
};

const phase = (name: string, ms: number) => ({
  name,
  command: name,
  ms,
  peakTreeBytes: 0,
  peakProcessBytes: 0,
  peakProcessSource: '/usr/bin/time -v' as const,
  stdout: '',
  stderr: '',
  code: 0,
});

/** Results with only what the build and Lighthouse targets read. */
function results(over: Partial<Omit<BenchResults, 'targets'>>): Omit<BenchResults, 'targets'> {
  return {
    date: '',
    machine: {} as BenchResults['machine'],
    quick: false,
    errors: [],
    weights: [],
    pageTypes: [],
    real: { label: 'real corpus', pages: 1334, entries: 548, phases: [phase('astro build', 9700), phase('search index and service worker', 1800)] },
    ...over,
  };
}

const run = (url: string, performance: number, accessibility = 1): LighthouseResult => ({
  url,
  scores: { performance, accessibility, 'best-practices': 1, seo: 1 },
  failing: [],
  warnings: [],
});

const lighthouseTarget = (r: Omit<BenchResults, 'targets'>) => judgeTargets(r, T).find((t) => t.what.startsWith('Lighthouse'))!;

describe('targets', () => {
  test('should judge performance on the median run and every other category on every run', () => {
    const url = 'http://localhost:4341/search/?q=dilemma';
    const runs = [run(url, 1), run(url, 0.98), run(url, 1)];
    const pass = lighthouseTarget(results({ lighthouse: [{ type: 'search results', status: 'ok', result: runs[0], runs }] }));
    expect(pass).toMatchObject({ pass: true, measured: 'all 100 (performance: median of 3 runs per page)' });

    const a11y = [run(url, 1), run(url, 1, 0.95), run(url, 1)];
    const fail = lighthouseTarget(results({ lighthouse: [{ type: 'search results', status: 'ok', result: a11y[0], runs: a11y }] }));
    expect(fail.pass).toBe(false);
    expect(fail.measured).toContain('search results accessibility 95');
  });

  test('should pass a warm rebuild only when it is 30 % faster and renders every page as the cold build does', () => {
    const judge = (warm: { ms: number; stale: string[] }) =>
      judgeTargets(results({ real: { ...results({}).real, warm } }), T).filter((t) => t.what.includes('warm rebuild'));
    // The real corpus's cold build above: 11.5 s.
    expect(judge({ ms: 7000, stale: [] }).map((t) => t.pass)).toEqual([true, true]);
    expect(judge({ ms: 9000, stale: [] })[0]).toMatchObject({ pass: false, measured: '9.0 s warm against 11.5 s cold: 22 % faster' });
    expect(judge({ ms: 7000, stale: ['1e/cards/warp-core/index.html'] })[1]).toMatchObject({
      pass: false,
      measured: '1 differ: 1e/cards/warp-core/index.html',
    });
  });

  test("should pass the side-by-side cold build only when the median of the rounds' differences is not above zero", () => {
    const judge = (current: number[], reference = [20_100, 19_200, 19_600]) =>
      judgeTargets(results({ against: { ref: 'HEAD~3', commit: '43a6f46', reference, current, freshReference: [], freshCurrent: [] } }), T).find((t) =>
        t.what.startsWith('cold build no slower'),
      )!;
    expect(judge([19_800, 18_600, 19_500])).toMatchObject({
      pass: true,
      measured:
        'median difference −300 ms (rounds: −300 ms, −600 ms, −100 ms); medians 19.5 s against 19.6 s (this tree: 19.8 s, 18.6 s, 19.5 s; 43a6f46: 20.1 s, 19.2 s, 19.6 s)',
    });
    expect(judge([20_400, 19_700, 19_900]).pass).toBe(false);
    // Slower in two rounds of three, though the medians tie: one round's load (22 s for the reference) decides nothing.
    expect(judge([18_200, 19_000, 19_100], [18_000, 22_000, 19_000])).toMatchObject({
      pass: false,
      measured: expect.stringMatching(/^median difference \+100 ms \(rounds: \+200 ms, −3\.0 s, \+100 ms\); medians 19\.0 s against 19\.0 s/),
    });
  });

  test("should show the builds' CPU time beside the wall time where it was measured", () => {
    const cpu = { reference: [25_000, 24_000, 26_000], current: [21_000, 22_000, 20_000], freshReference: [], freshCurrent: [] };
    const target = judgeTargets(
      results({
        against: {
          ref: 'HEAD~3',
          commit: '43a6f46',
          reference: [20_000, 20_000, 20_000],
          current: [19_000, 19_000, 19_000],
          freshReference: [],
          freshCurrent: [],
          cpu,
        },
      }),
      T,
    ).find((t) => t.what.startsWith('cold build no slower'))!;
    expect(target.measured).toMatch(/; CPU time, median 21\.0 s against 25\.0 s$/);
  });

  test("should judge a fresh clone's first build on its own builds, beside the rebuild", () => {
    const against = {
      ref: 'HEAD~3',
      commit: '43a6f46',
      reference: [20_000],
      current: [18_000],
      freshReference: [17_000, 17_500, 16_900],
      freshCurrent: [17_600, 17_200, 17_400],
    };
    const targets = judgeTargets(results({ against }), T);
    expect(targets.find((t) => t.what.startsWith('cold build no slower'))!.pass).toBe(true);
    expect(targets.find((t) => t.what.startsWith("a fresh clone's first build"))).toMatchObject({
      pass: false,
      measured:
        'median difference +500 ms (rounds: +600 ms, −300 ms, +500 ms); medians 17.4 s against 17.0 s (this tree: 17.6 s, 17.2 s, 17.4 s; 43a6f46: 17.0 s, 17.5 s, 16.9 s)',
    });
    // Without fresh builds (an older report), no such target.
    expect(judgeTargets(results({ against: { ...against, freshReference: [], freshCurrent: [] } }), T).some((t) => t.what.startsWith("a fresh clone's"))).toBe(
      false,
    );
  });

  test('should report the median build and every run beside it', () => {
    const build = judgeTargets(results({ real: { ...results({}).real, runs: [12_300, 11_400, 11_500] } }), T).find((t) => t.what.startsWith('full build'))!;
    expect(build).toMatchObject({ pass: true });
    expect(build.measured).toBe('11.5 s, median of 3 builds (12.3 s, 11.4 s, 11.5 s)');
  });

  test('should pass the sealed TEST part only when the whole part, paraphrases, keywords, every kind and landed reach their shares', () => {
    const sc = (top3: number, lookups: number) => ({ lookups, top3, top3Share: top3 / lookups, mrr: 0.8, onPage: lookups, landedShare: top3 / lookups });
    const run = (kinds: Record<string, [number, number]>, semantic = true) => {
      const byKind = Object.fromEntries(Object.entries(kinds).map(([k, [a, b]]) => [k, sc(a, b)])) as never;
      const [a, b] = Object.values(kinds).reduce(([x, y], [p, q]) => [x + p, y + q], [0, 0]);
      return { label: 'x', part: 'TEST' as const, semantic, overall: sc(a, b), byKind, misses: [] };
    };
    const judge = (kinds: Record<string, [number, number]>) =>
      judgeTargets(results({ relevance: { runs: [run(kinds), run({ question: [30, 44] }, false)] } }), T).find((t) => t.what.startsWith('sealed TEST'))!;
    expect(judge({ question: [41, 44], paraphrase: [30, 34], typo: [14, 16], card: [12, 12], judge: [11, 12], keyword: [18, 18] })).toMatchObject({
      pass: true,
    });
    // Over 90 % overall, but typos at 75 %: fails, and says which kind is weakest.
    const weak = judge({ question: [44, 44], paraphrase: [32, 34], typo: [12, 16], card: [12, 12], judge: [12, 12], keyword: [18, 18] });
    expect(weak.pass).toBe(false);
    expect(weak.measured).toContain('weakest kind typo 75.0 %');
    // Paraphrases under 85 % fail though every kind is over 80 %.
    expect(judge({ question: [44, 44], paraphrase: [28, 34], typo: [16, 16], card: [12, 12], judge: [12, 12], keyword: [18, 18] }).pass).toBe(false);
    const layer = judgeTargets(results({ relevance: { runs: [run({ question: [40, 44] }), run({ question: [36, 44] }, false)] } }), T).find((t) =>
      t.what.startsWith('the semantic layer'),
    )!;
    expect(layer).toMatchObject({ pass: true, measured: 'fused 40/44 (MRR 0.800) against lexical 36/44 (MRR 0.800)' });
  });
});
