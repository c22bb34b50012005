/**
 * The standing ledger, resolved against the pages as made: every record checked (ledger-check.ts), every passage of
 * a document that does not govern given one, every record still reading what was reviewed (its `seen` digest, written
 * by `npm run standing:stamp`), and each record's mark placed on its passage — `::superseded` after a *changed*
 * passage (its contradicted sentences marked), `::exception` after a *narrowed* or *extended* one. Pure: takes the
 * records and the generated files, returns the collection's records and the marked files, or throws one error that
 * lists every problem.
 */
import { applyInserts } from '../lib/inserts.ts';
import { createHash } from 'node:crypto';
import { squash } from '../../../src/lib/fold.ts';
import { foldTypography } from '../../../src/lib/fold.ts';
import { splitFrontmatter } from '../../../src/lib/content-files.ts';
import type { Standing } from '../../../src/schemas/standing.ts';
import type { Disagreement } from '../../../src/schemas/disagreements.ts';
import { DOCUMENTS, type DocumentRecord } from '../documents.ts';
import type { GeneratedFile } from '../lib/files.ts';
import { exception, superseded, toMarkdownText } from '../lib/mdast.ts';
import { ReviewedDataError } from '../lib/validate.ts';
import { anchorPlaces } from '../disagreements/locate-quote.ts';
import { checkLedger, comparable, type LedgerPassages } from './ledger-check.ts';
import { GOVERNING_SETS, LEDGER_SETS, passagesOfFiles, type PassageText } from './passages.ts';
import type { StandingInput } from './types.ts';

export const STANDING_FILE = 'standing/standing.json';
export const SEEN_FILE = 'scripts/ingest/standing/ledger/seen.json';

/** The record's id on /disagreements/ and in the collection: the passage's entry and anchor, one slug. */
export const standingId = (passage: string): string => passage.replace(/[/#]/g, '-');

/**
 * What a review read: the passage's words and each governing passage's words. A record whose digest differs was
 * reviewed against other words, and is stale.
 */
export function standingDigest(passage: PassageText, governing: readonly PassageText[]): string {
  const text = [passage.id, passage.text, ...governing.flatMap((g) => [g.id, g.text])].join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The passages of the pages made, in the ledger's sets and the governing ones. */
export function passagesOfPages(files: readonly GeneratedFile[]): LedgerPassages {
  const reviewed: LedgerPassages['reviewed'] = new Map();
  for (const [set, spec] of Object.entries(LEDGER_SETS))
    for (const p of passagesOfFiles(files, spec.folders)) reviewed.set(p.id, { passage: p, set, edition: spec.edition });
  const governing: LedgerPassages['governing'] = new Map();
  for (const [set, spec] of Object.entries(GOVERNING_SETS))
    for (const p of passagesOfFiles(files, spec.folders)) governing.set(p.id, { passage: p, edition: set === 'glossary-1e' ? '1E' : '2E' });
  return { reviewed, governing };
}

/** The words of `text` that `quote` names (quote marks, dashes and spacing folded), as `text` has them. */
export function exactWords(text: string, quote: string): string | undefined {
  const plain = squash(text);
  const at = foldTypography(plain).indexOf(comparable(quote));
  return at < 0 ? undefined : plain.slice(at, at + comparable(quote).length);
}

export interface ResolvedStanding {
  records: Standing[];
  files: GeneratedFile[];
}

export function resolveStanding(
  ledger: ReadonlyArray<{ record: StandingInput; file: string }>,
  seen: Readonly<Record<string, string>>,
  files: readonly GeneratedFile[],
  documents: readonly DocumentRecord[] = DOCUMENTS,
  disagreements: readonly Disagreement[] = [],
  /** The passages of `files` (passagesOfPages), when the caller has them already. */
  passages: LedgerPassages = passagesOfPages(files),
): ResolvedStanding {
  const { problems, missing } = checkLedger(ledger, passages);
  // A passage a disagreement quotes reads the same way in the ledger: one that agrees stands, one overridden does not.
  const verdictOf = new Map(ledger.map(({ record }) => [record.passage, record.verdict]));
  for (const d of disagreements) {
    if (d.stands === null) continue;
    d.passages.forEach((p, i) => {
      const id = `${p.entry}#${p.anchor}`;
      const v = verdictOf.get(id);
      if (i === d.stands || v === undefined) return;
      const fits = p.agrees ? ['same', 'narrowed', 'extended'] : ['changed', 'narrowed'];
      if (!fits.includes(v))
        problems.push(
          `${id}: the disagreement "${d.id}" (scripts/ingest/disagreements.ts) says this passage ${p.agrees ? 'agrees with' : 'is overridden by'} the one that stands, but its ledger record says "${v}"`,
        );
    });
  }
  for (const id of missing) problems.push(`${id}: no record. Read it against the governing document and add one to a file of scripts/ingest/standing/ledger/`);
  const byPath = new Map(files.map((f) => [f.path, f]));
  const docs = new Map<string, DocumentRecord>();
  const documentOf = (entry: string): DocumentRecord => {
    const known = docs.get(entry);
    if (known) return known;
    const file = byPath.get(`content/${entry}.md`);
    const id = file ? splitFrontmatter(file.content, file.path).data.document : undefined;
    const doc = documents.find((d) => d.id === id);
    if (!doc) throw new ReviewedDataError('The standing ledger names a page of no document', [`content/${entry}.md`], 'check the passage id.');
    docs.set(entry, doc);
    return doc;
  };
  /** Each page's body, parsed once, and where a mark goes after each of its passages. */
  const bodies = new Map<string, { place: ReturnType<typeof anchorPlaces>; offset: number }>();
  const bodyOf = (path: string) => {
    let b = bodies.get(path);
    if (!b) {
      const page = byPath.get(path);
      if (!page) return undefined;
      const { rest } = splitFrontmatter(page.content, page.path);
      b = { place: anchorPlaces(rest), offset: page.content.length - rest.length };
      bodies.set(path, b);
    }
    return b;
  };
  const records: Standing[] = [];
  const inserts = new Map<string, Array<{ at: number; text: string }>>();
  for (const { record: r, file } of ledger) {
    const mine = passages.reviewed.get(r.passage);
    const governing = r.governing.map((g) => passages.governing.get(g.passage)?.passage);
    if (!mine || governing.some((g) => !g)) continue; // reported by checkLedger
    const gov = governing as PassageText[];
    const digest = standingDigest(mine.passage, gov);
    const where = `${file}: ${r.passage}`;
    const stamp = seen[r.passage];
    if (stamp === undefined) problems.push(`${where}: not stamped. After reading both sides, run npm run standing:stamp -- "${r.passage}"`);
    else if (stamp !== digest)
      problems.push(
        `${where}: stale — the words of the passage or of a governing passage changed since it was reviewed. Read both sides again, correct the record, then run npm run standing:stamp -- "${r.passage}"`,
      );
    const first = r.governing[0];
    const firstGov = gov[0];
    const topic = standingId(r.passage);
    records.push({
      id: topic,
      passage: {
        entry: mine.passage.entry,
        anchor: mine.passage.anchor,
        document: documentOf(mine.passage.entry).id,
        lines: mine.passage.lines ? [...mine.passage.lines] : null,
      },
      set: mine.set as Standing['set'],
      edition: mine.edition as Standing['edition'],
      verdict: r.verdict,
      // The words the verdict is about; a marked record without its own quote is about the whole passage.
      ...(r.quote
        ? { quote: exactWords(mine.passage.text, r.quote) ?? r.quote }
        : r.verdict === 'narrowed' || r.verdict === 'extended'
          ? { quote: squash(mine.passage.text) }
          : {}),
      ...(r.pointer ? { pointer: r.pointer } : {}),
      reason: r.reason,
      governing: r.governing.map((g, i) => {
        const p = gov[i]!;
        return {
          entry: p.entry,
          anchor: p.anchor,
          document: documentOf(p.entry).id,
          quote: exactWords(p.text, g.quote) ?? g.quote,
          lines: p.lines ? [...p.lines] : null,
        };
      }),
      reviewed: { first: r.reviewed.first, ...(r.reviewed.second ? { second: r.reviewed.second } : {}) },
    });
    if (r.verdict !== 'changed' && r.verdict !== 'narrowed' && r.verdict !== 'extended') continue;
    if (!first || !firstGov) continue;
    const path = `content/${mine.passage.entry}.md`;
    const page = bodyOf(path);
    if (!page) continue;
    const place = page.place(mine.passage.anchor);
    if (typeof place === 'string') {
      problems.push(`${where}: the passage ${place}`);
      continue;
    }
    const doc = documentOf(firstGov.entry);
    const mark =
      r.verdict === 'changed'
        ? superseded({
            topic,
            by: firstGov.entry,
            anchor: firstGov.anchor,
            document: doc.short,
            date: doc.date,
            quote: exactWords(mine.passage.text, r.quote ?? '') ?? r.quote ?? '',
          })
        : exception({ verdict: r.verdict, by: firstGov.entry, anchor: firstGov.anchor, document: doc.short, date: doc.date, pointer: r.pointer ?? '', topic });
    const line = toMarkdownText([mark]).trimEnd();
    const text = place.indent === undefined ? `\n\n${line}` : `\n${place.indent}${line}`;
    inserts.set(path, [...(inserts.get(path) ?? []), { at: page.offset + place.end, text }]);
  }
  if (problems.length) {
    throw new ReviewedDataError(
      'The standing ledger (scripts/ingest/standing/ledger/) does not match the content',
      problems,
      'each passage of v1.7, Gray\'s, the 2E rulebook and its glossary needs one reviewed record (docs/content.md, "The standing ledger", says how to write and review one).',
    );
  }
  const marked = applyInserts(files, inserts);
  return { records, files: marked };
}
