/**
 * `npm run search:explain -- <query> [--edition 1E|2E]`: how search decides a query, on the built site — the
 * edition, the words ignored, corrected and not found, each concept with every term searched for it, and the results
 * in order with their scores. `npm run search:explain -- --golden [--held-out] [--all-editions]` does it for every
 * golden-set lookup not answered in the first three. For whoever adds a synonym or tunes the ranking.
 *
 * It runs the engine of src/lib/search/ in Node, asking the Pagefind index of dist/ in headless Chromium (Pagefind's
 * search is browser code), and orders results as the page does.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { ROOT } from './lib/proc.ts';
import { CHROME_ARGS, ensureChromium } from './ensure-chromium.ts';
import { astroPreview } from './bench/server.ts';
import { search, type SearchOutcome } from '../src/lib/search/engine.ts';
import { pagefindInPage, recordOf } from './lib/pagefind-in-page.ts';
import { arrangeFirst, groupRepeats, mergeResults, pageCopy } from '../src/lib/search/results.ts';
import { LEXICON_PATH } from '../src/lib/search/lexicon.ts';
import { builtSearch } from './lib/built-search.ts';
import { GOLDEN, type GoldenLookup } from '../e2e/search-golden/index.ts';
import { HELD_OUT } from '../e2e/search-golden/held-out.ts';
import { namesEdition } from '../e2e/search-golden/run.ts';
import { installErrorReporting } from './lib/run-main.ts';
import { SiteError } from '../src/lib/errors.ts';

// An error prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack.
installErrorReporting();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edition: { type: 'string' },
    golden: { type: 'boolean', default: false },
    'held-out': { type: 'boolean', default: false },
    'all-editions': { type: 'boolean', default: false },
    debug: { type: 'boolean', default: false },
  },
});
const DIST = join(ROOT, 'dist');
if (!existsSync(join(DIST, LEXICON_PATH)))
  throw new SiteError({ what: 'dist/ has no search index.', where: { file: `dist/${LEXICON_PATH}` }, hint: 'run `npm run build` first.' });
const { lexicon, shardPages, ctx } = builtSearch(DIST);
const groupOf = new Map([...new Set(Object.values(lexicon.shards))].flatMap(shardPages).map(([url, g]) => [url, lexicon.groups[g]!]));

function describe(o: SearchOutcome): string[] {
  const lines = [`  edition: ${o.edition ?? 'both'}${o.editionFromQuery ? ` (from “${o.parsed.editionWords.join(' ')}”)` : ''}`];
  if (o.ignored.length) lines.push(`  ignored (no rule meaning): ${o.ignored.join(', ')}`);
  if (o.corrections.length) lines.push(`  corrected: ${o.corrections.map((c) => `${c.from} → ${c.to}`).join(', ')}`);
  if (o.unknown.length) lines.push(`  not found anywhere: ${o.unknown.join(', ')}`);
  for (const c of o.concepts)
    lines.push(`  concept “${c.label}”: ${c.alternatives.map((a) => `${a.query}${a.edition ? ` [${a.edition}]` : ''} ×${a.weight} (${a.via})`).join(' | ')}`);
  if (o.relaxed) lines.push('  relaxed: no passage holds every concept');
  return lines;
}

async function explain(page: Page, q: string, edition: '1E' | '2E' | undefined, answers?: readonly string[]): Promise<{ lines: string[]; rank?: number }> {
  const o = await search(ctx, pagefindInPage(page), q, edition ? { edition } : {});
  const items = mergeResults(o).slice(0, 16);
  const loaded = await Promise.all(
    items.map(async (it) => {
      if (it.type === 'page') return { ...pageCopy(it.match), line: `page (name, tier ${it.match.tier})` };
      const f = await recordOf(page, it.passage.id);
      const g = groupOf.get(f.url.replace(/#.*$/, ''));
      return {
        url: f.url,
        edition: g?.edition ?? '',
        document: g?.document ?? '',
        text: f.content,
        kind: 'passage' as const,
        score: it.passage.score,
        line: `${it.passage.score.toFixed(2)}, ${it.passage.matched}/${o.concepts.length} concepts`,
      };
    }),
  );
  let groups = groupRepeats(loaded, lexicon.precedence);
  groups = arrangeFirst(groups, o.edition, undefined, o.impliedEdition);
  const shown = groups.slice(0, 8);
  const rank = answers ? shown.findIndex((g) => answers.includes(g.shown.url)) + 1 || undefined : undefined;
  const lines = [`“${q}”${edition ? ` (box: ${edition})` : ''}`, ...describe(o)];
  shown.forEach((g, i) => {
    lines.push(
      `  ${answers?.includes(g.shown.url) ? '*' : ' '}${i + 1}. ${g.shown.url}  [${g.shown.line}]${g.also.length ? ` + ${g.also.length} copies` : ''}${g.shown.text ? `\n       ${g.shown.text.slice(0, 110)}…` : ''}`,
    );
  });
  if (answers && !rank) lines.push(`  answers: ${answers.slice(0, 4).join('  ')}${answers.length > 4 ? ' …' : ''}`);
  return { lines, ...(rank ? { rank } : {}) };
}

const chrome = ensureChromium();
const port = Number(process.env.EXPLAIN_PORT ?? 4351);
const preview = await astroPreview(ROOT, port);
const browser = await chromium.launch({ executablePath: chrome, args: CHROME_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  if (values.golden || values['held-out']) {
    const set: readonly GoldenLookup[] = values['held-out'] ? HELD_OUT : GOLDEN;
    let found = 0;
    for (const l of set) {
      const edition = values['all-editions'] || namesEdition(l.q) ? undefined : l.edition;
      const r = await explain(page, l.q, edition, l.answers);
      if (r.rank && r.rank <= 3) found++;
      else console.log(`${r.rank ? `#${r.rank}` : 'MISS'} [${l.kind}] ${r.lines.join('\n')}\n`);
    }
    console.log(`${found}/${set.length} answered in the first three (${((100 * found) / set.length).toFixed(1)} %).`);
  } else {
    if (positionals.length === 0)
      throw new SiteError({
        what: 'No query given.',
        hint: 'Usage: npm run search:explain -- "<query>" [--edition 1E|2E] | --golden [--held-out] [--all-editions] [--debug]',
      });
    const ed = values.edition?.toUpperCase();
    if (ed !== undefined && ed !== '1E' && ed !== '2E')
      throw new SiteError({
        what: `--edition must be 1E or 2E, got "${values.edition}".`,
        hint: 'give --edition 1E or --edition 2E, or leave it out for both.',
      });
    console.log((await explain(page, positionals.join(' '), ed)).lines.join('\n'));
  }
} finally {
  await browser.close();
  await preview.stop();
}
