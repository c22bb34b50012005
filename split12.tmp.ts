// Throwaway: LOOK/CHECK totals of a search:tune --ranks file. CHECK = the retired tests 5–8; LOOK = the rest of TUNE.
import { readFileSync } from 'node:fs';
import { TEST_5, TEST_6, TEST_7, TEST_8 } from '/work/main/e2e/search-golden/index.ts';
const check = new Set([...TEST_5, ...TEST_6, ...TEST_7, ...TEST_8].map((l) => `${l.edition} ${l.q}`));
for (const file of process.argv.slice(2)) {
  const ranks = JSON.parse(readFileSync(file, 'utf8')) as Array<{ kind: string; edition: string; q: string; rank: number }>;
  for (const [name, part] of [['LOOK', ranks.filter((r) => !check.has(`${r.edition} ${r.q}`))], ['CHECK', ranks.filter((r) => check.has(`${r.edition} ${r.q}`))]] as const) {
    const top = part.filter((r) => r.rank >= 1 && r.rank <= 3).length;
    const mrr = part.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / part.length;
    const kinds = [...new Set(part.map((r) => r.kind))].map((k) => `${k} ${part.filter((r) => r.kind === k && r.rank >= 1 && r.rank <= 3).length}/${part.filter((r) => r.kind === k).length}`);
    console.log(`${file} ${name}: ${top}/${part.length} MRR ${mrr.toFixed(3)} | ${kinds.join(', ')}`);
  }
}
