/**
 * Step 3, "See X" references: finding them in a line and splitting each into the names it lists, so that every
 * name that is a glossary term can become a link and the rest can be reported. A resolver (step 2) decides what
 * counts as a name: "See Away Team and crew" is one term, "See damage for further details" is one term and words.
 */
import type { Resolve } from './resolve.ts';

/** One name in a "See …" reference, with its place in the line. */
export interface SeeItem {
  start: number;
  end: number;
  name: string;
}

/** A "See …" reference: the span after "See " and the names found in it. */
export interface SeeRef {
  start: number;
  end: number;
  text: string;
  /** Names that may be terms, in order (separators and trailing words are not in any item). */
  items: SeeItem[];
}

const SEE = /(?<![\p{L}\p{N}])(See|see)[ \u00a0]+/gu;
/** "see" in lower case is a reference only after these (otherwise it is the verb: "to see if", "may see your"). */
const LOWER_SEE_AFTER = /(?:\(|;\s*|\b[Aa]lso,?\s+|,\s+|\bbut\s+)$/;

/** Where the text a "See" refers to ends: a full stop, a semicolon or a closing bracket, outside brackets. */
function seeEnd(line: string, from: number): number {
  let depth = 0;
  for (let j = from; j < line.length; j++) {
    const c = line.charAt(j);
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return j;
      depth--;
    } else if (depth === 0 && c === ';') return j;
    else if (depth === 0 && c === '.') {
      const after = line.slice(j + 1);
      if (after === '' || /^[\s)]/.test(after) || /^[”"](?:$|[\s)])/.test(after)) return j;
    }
  }
  return line.length;
}

/** The "See …" references of a line, each split into the names it lists. */
export function findSeeRefs(line: string, resolve: Resolve): SeeRef[] {
  const refs: SeeRef[] = [];
  for (const m of line.matchAll(SEE)) {
    if (m[1] === 'see' && !LOWER_SEE_AFTER.test(line.slice(0, m.index))) continue;
    const start = m.index + m[0].length;
    let end = seeEnd(line, start);
    // `See … “stopped.”`: the quoted name takes its closing quote (and the full stop inside it) along.
    const raw = line.slice(start, end);
    if ((raw.match(/“/g)?.length ?? 0) > (raw.match(/”/g)?.length ?? 0) && line.slice(end, end + 2) === '.”') end += 2;
    while (end > start && /\s/.test(line.charAt(end - 1))) end--;
    if (end <= start) continue;
    refs.push({ start, end, text: line.slice(start, end), items: splitSeeItems(line, start, end, resolve) });
  }
  return refs;
}

/**
 * The names a reference lists. The whole text first ("Away Team and crew" is one term); else its parts
 * between commas (outside brackets), each whole, or split at " and " when every part names a term, or cut
 * before " for " ("damage for further details"). Parts that name nothing stay whole, for the report.
 */
function splitSeeItems(line: string, start: number, end: number, resolve: Resolve): SeeItem[] {
  const item = (s: number, e: number): SeeItem => ({ start: s, end: e, name: line.slice(s, e) });
  const trimmed = (s: number, e: number): [number, number] => {
    while (s < e && /\s/.test(line.charAt(s))) s++;
    while (e > s && /\s/.test(line.charAt(e - 1))) e--;
    return [s, e];
  };
  if (resolve(line.slice(start, end))) return [item(start, end)];

  const parts: Array<[number, number]> = [];
  let depth = 0;
  let from = start;
  for (let j = start; j <= end; j++) {
    const c = line[j];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (j === end || (c === ',' && depth === 0)) {
      let [s, e] = trimmed(from, j);
      const and = /^(?:and|or)\s+/.exec(line.slice(s, e));
      if (and) s += and[0].length;
      if (e > s) parts.push([s, e]);
      from = j + 1;
    }
  }

  const items: SeeItem[] = [];
  for (const [s, e] of parts) {
    const name = line.slice(s, e);
    if (/^etc\.?$/.test(name)) continue;
    if (resolve(name)) {
      items.push(item(s, e));
      continue;
    }
    const ands = [...name.matchAll(/ and /g)].map((m) => s + m.index);
    if (ands.length > 0) {
      // Each piece runs from the start (or the end of an " and ") to the next " and " (or the end).
      const pieces = [s, ...ands.map((a) => a + 5)].map((from, k) => item(from, ands[k] ?? e));
      if (pieces.every((p) => resolve(p.name))) {
        items.push(...pieces);
        continue;
      }
    }
    const bracket = /^(.*?)\s*\(.*\)$/.exec(name);
    if (bracket?.[1] && resolve(bracket[1])) {
      items.push(item(s, s + bracket[1].length));
      continue;
    }
    const forAt = name.indexOf(' for ');
    if (forAt > 0 && resolve(name.slice(0, forAt))) {
      items.push(item(s, s + forAt));
      continue;
    }
    items.push(item(s, e));
  }
  return items;
}
