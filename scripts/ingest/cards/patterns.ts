/**
 * Step 3a: the patterns of running text. Every capitalised name of a segment is a candidate (`name`); where the
 * words around it say that it is a card, the more specific pattern is recorded instead, so the report can say how
 * each name was found and a mention keeps the most telling one: "X reads:", "download X", "such as X, Y or Z",
 * "(e.g., X, Y)". Two names joined are offered whole: a 2E "Title, Subtitle" ("Koval, Chairman of the Tal
 * Shiar") and a 1E "Title: Subtitle" ("Treaty: Federation/Bajoran"); titles that punctuation splits ("Alas, Poor
 * Drone") are looked for as the review lists them.
 */
import { nameRuns, type NameRun } from './name-runs.ts';
import { lineAt } from './segments.ts';
import { SENTENCE_WORDS } from './words.ts';
import type { Candidate, Pattern, Segment } from './types.ts';

/** Text between names of a list: ", ", " or ", " and ", ", or the " … */
const LIST_GLUE = /^\s*(?:,|,?\s*(?:or|and|and\/or))?\s*(?:(?:the|a|an)\s+)?[“"]?$/;
const LIST_GLUE_FIRST = /^\s*,?\s*(?:(?:the|a|an)\s+)?[“"]?$/;

/** Runs that form a list starting right after `from` (for "such as" / "e.g." / "download"). */
function listAfter(runs: NameRun[], text: string, from: number, many: boolean): NameRun[] {
  const out: NameRun[] = [];
  let pos = from;
  // In a list, "and" separates names: at each place, the shortest name first; a single name is the longest one
  // ("download Prejudice and Politics").
  const ordered = [...runs].sort((a, b) => a.start - b.start || (many ? a.end - b.end : b.end - a.end));
  for (const r of ordered) {
    if (r.start < pos) continue;
    const between = text.slice(pos, r.start).replace(/[”"]/g, '');
    if (!(out.length ? LIST_GLUE : LIST_GLUE_FIRST).test(between)) break;
    out.push(r);
    pos = r.end;
    if (!many) break;
  }
  return out;
}

export function extractFromSegment(seg: Segment, common: ReadonlySet<string>, splitTitles: readonly string[] = []): Candidate[] {
  const found: Candidate[] = [];
  const text = seg.text;
  const runs = nameRuns(text, common, seg.edition === '1E');
  const spanOf = (start: number, end: number) => ({ span: { segment: seg.index ?? -1, start, end } });
  const at = (r: NameRun, pattern: Pattern): Candidate => ({
    name: r.name,
    edition: seg.edition,
    document: seg.document,
    line: lineAt(seg, r.start),
    pattern,
    ...spanOf(r.start, r.end),
  });
  const claimed = new Map<NameRun, Pattern>();
  const claim = (r: NameRun, p: Pattern) => {
    if (!claimed.has(r)) claimed.set(r, p);
  };

  for (const m of text.matchAll(/\breads:/g)) {
    const r = runs.find((x) => /^\s*$/.test(text.slice(x.end, m.index).replace(/['’]s?$/, '')) && x.end <= m.index);
    if (r) claim(r, 'reads');
  }
  for (const m of text.matchAll(/\bdownload(?:s|ed|ing)?\s+(?:(?:the|a|an)\s+)?/gi)) {
    for (const r of listAfter(runs, text, m.index + m[0].length, false)) claim(r, 'download');
  }
  for (const m of text.matchAll(/\bsuch as\b/g)) for (const r of listAfter(runs, text, m.index + m[0].length, true)) claim(r, 'such-as');
  for (const m of text.matchAll(/\be\.g\.,?/g)) for (const r of listAfter(runs, text, m.index + m[0].length, true)) claim(r, 'e.g.');

  for (const r of runs) found.push(at(r, claimed.get(r) ?? 'name'));

  // Two names joined: a 2E "Title, Subtitle" (pattern title-subtitle); a 1E "Title: Subtitle" ("Treaty:
  // Federation/Bajoran", "Holoprogram: 221B Baker Street", "The Traveler: Transcendence").
  const glue = seg.edition === '2E' ? ', ' : ': ';
  for (const a of runs) {
    for (const b of runs) {
      const lone = !/\s/.test(b.name) && (common.has(b.name.toLowerCase()) || SENTENCE_WORDS.has(b.name.toLowerCase()));
      if (b.start === a.end + glue.length && text.slice(a.end, b.start) === glue && !lone) {
        found.push({ ...at(a, seg.edition === '2E' ? 'title-subtitle' : 'name'), name: `${a.name}${glue}${b.name}`, ...spanOf(a.start, b.end) });
      }
    }
  }
  // Titles that punctuation splits into several names ("Alas, Poor Drone"), found as written (reviewed list).
  for (const title of splitTitles) {
    for (let from = text.indexOf(title); from >= 0; from = text.indexOf(title, from + 1)) {
      found.push({ name: title, edition: seg.edition, document: seg.document, line: lineAt(seg, from), pattern: 'name', ...spanOf(from, from + title.length) });
    }
  }
  return found;
}
