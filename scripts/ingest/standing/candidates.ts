/**
 * Candidates for the standing ledger's review: for every passage of a document that does not govern, the governing
 * passages most likely to speak on the same point, found with the site's own retrieval — lexical (BM25 over the
 * folded words the search uses, less its stop words) and by meaning (the site's static embedding model,
 * models/minilm-static-v2/) — fused by reciprocal rank. The reviewer reads every candidate against the passage and
 * writes the verdict in scripts/ingest/standing/<set>.ledger.ts; a candidate is a proposal, never a verdict.
 *
 *   node scripts/ingest/standing/candidates.ts [--k 8] [--out reports/standing]
 *
 * Writes one Markdown file per set (reports/standing/candidates-<set>.md). Reproducible: the same content/ gives the
 * same file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldSearch } from '../../../src/lib/fold.ts';
import { isStopWord } from '../../../src/lib/search/stopwords.ts';
import { embed, normalise, packVectors, nearest } from '../../../src/lib/search/semantic.ts';
import { loadModel } from '../../lib/semantic-index.ts';
import { installErrorReporting } from '../../lib/run-main.ts';
import { GOVERNING_SETS, LEDGER_SETS, type LedgerSet, passagesOf, type PassageText } from './passages.ts';

const words = (text: string): string[] =>
  foldSearch(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !isStopWord(w));

/** A BM25 index over passages. */
function bm25(docs: readonly PassageText[]): (query: string, k: number) => Array<[number, number]> {
  const tf = docs.map((d) => {
    const m = new Map<string, number>();
    for (const w of words(`${d.title} ${d.text}`)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  });
  const lengths = tf.map((m) => [...m.values()].reduce((a, b) => a + b, 0));
  const avg = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const df = new Map<string, number>();
  for (const m of tf) for (const w of m.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + (docs.length - (df.get(w) ?? 0) + 0.5) / ((df.get(w) ?? 0) + 0.5));
  return (query, k) => {
    const q = [...new Set(words(query))];
    const scores = tf.map((m, i) => {
      let s = 0;
      for (const w of q) {
        const f = m.get(w) ?? 0;
        if (f) s += idf(w) * ((f * 2.2) / (f + 1.2 * (0.25 + 0.75 * (lengths[i]! / avg))));
      }
      return [i, s] as [number, number];
    });
    return scores
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, k);
  };
}

export interface Candidates {
  passage: PassageText;
  candidates: Array<{ passage: PassageText; lexical?: number; meaning?: number }>;
}

/** The top `k` governing passages for each passage of `set`, by reciprocal-rank fusion of the two rankings. */
export function proposeCandidates(root: string, set: LedgerSet, k: number): Candidates[] {
  const content = join(root, 'content');
  const spec = LEDGER_SETS[set];
  const mine = passagesOf(content, spec.folders);
  const governing = passagesOf(content, GOVERNING_SETS[spec.governing].folders);
  const lexical = bm25(governing);
  const model = loadModel(root);
  const vec = (p: PassageText) => normalise(embed(model, `${p.title}. ${p.text}`));
  const index = packVectors(governing.map(vec), model.dims);
  const depth = 30;
  return mine.map((p) => {
    const lex = lexical(`${p.title} ${p.text}`, depth);
    const sem = nearest(index, vec(p), depth);
    const fused = new Map<number, { score: number; lexical?: number; meaning?: number }>();
    lex.forEach(([i], r) => {
      const f = fused.get(i) ?? { score: 0 };
      fused.set(i, { ...f, score: f.score + 1 / (60 + r), lexical: r + 1 });
    });
    sem.forEach(([i], r) => {
      const f = fused.get(i) ?? { score: 0 };
      fused.set(i, { ...f, score: f.score + 1 / (60 + r), meaning: r + 1 });
    });
    const top = [...fused.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, k);
    return { passage: p, candidates: top.map(([i, f]) => ({ passage: governing[i]!, lexical: f.lexical, meaning: f.meaning })) };
  });
}

const linesOf = (p: PassageText) => (p.lines ? `${p.lines[0]}–${p.lines[1]}${p.ownLines ? '' : ' (section)'}` : 'no lines');
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

export function candidatesMarkdown(set: LedgerSet, list: readonly Candidates[]): string {
  const out = [
    `# Standing ledger candidates: ${set}`,
    '',
    'Made by `node scripts/ingest/standing/candidates.ts` from content/ (lexical BM25 and the static model, fused by',
    'reciprocal rank). Proposals for review, never verdicts; ranks in brackets (L lexical, M meaning).',
    '',
  ];
  for (const { passage: p, candidates } of list) {
    out.push(`## ${p.id}`, '', `lines ${linesOf(p)} · ${p.title}`, '', `> ${p.text}`, '');
    for (const c of candidates)
      out.push(`- \`${c.passage.id}\` (lines ${linesOf(c.passage)}) [L${c.lexical ?? '-'} M${c.meaning ?? '-'}] ${clip(c.passage.text, 240)}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

if (import.meta.main) {
  installErrorReporting();
  const args = process.argv.slice(2);
  const at = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const k = Number(at('--k') ?? 8);
  const outDir = at('--out') ?? 'reports/standing';
  mkdirSync(outDir, { recursive: true });
  for (const set of Object.keys(LEDGER_SETS) as LedgerSet[]) {
    const list = proposeCandidates(process.cwd(), set, k);
    writeFileSync(join(outDir, `candidates-${set}.md`), candidatesMarkdown(set, list));
    console.log(`${set}: ${list.length} passages → ${join(outDir, `candidates-${set}.md`)}`);
  }
}
