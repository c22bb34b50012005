/**
 * Search aids: for every passage of every document, the questions and everyday phrasings a player types that it
 * answers ("can i attack on the other players turn"), and the everyday names of the game terms it uses ("invisible"
 * for cloaked). Reviewed data, written from each passage's own text, in scripts/ingest/search-aids/*.yaml (its
 * README says how to write them); the ingest checks them against the passages as made and writes
 * content/search-aids/search-aids.json, which search indexes as a field of its own. Never shown as rules text.
 *
 * A YAML entry, under its page's entry id and its ¶ anchor:
 *
 *     glossary/1e/battle:
 *       p-you-may-initiate-battle-only-during:
 *         passage: "3f0c2a9b41d7"   # the fingerprint of the text the questions were written from
 *         ask: [can i attack on the other players turn, …]
 *         names: [fight, attack]
 *
 * The ingest fails, naming the file, line and passage, when an entry's passage no longer exists, when its text
 * changed since its questions were written (its fingerprint differs: re-read them, then set the new one), and when a
 * passage has no entry. A passage worded exactly as another of its edition (a Gray's paragraph as in v1.7) shares
 * that passage's entry unless it has its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { LineCounter, parseDocument, isMap, isScalar, type Pair } from 'yaml';
import { z } from 'astro/zod';
import type { PageLinksData } from '../../src/schemas/links.ts';
import type { SearchAidData } from '../../src/schemas/search-aids.ts';
import { jsonFile, type GeneratedFile } from './lib/files.ts';

/** Where the reviewed data lives, relative to the project root. */
export const SEARCH_AIDS_DIR = 'scripts/ingest/search-aids';
/** What the ingest makes of it, under content/. */
export const SEARCH_AIDS_FILE = 'search-aids/search-aids.json';

/** An entry as a reviewer writes it. */
const reviewedEntry = z
  .object({
    // Quoted in the YAML: twelve hex digits may read as a number ("320711339978", "1234e5678901").
    passage: z
      .string({ error: 'a quoted string: passage: "3f0c2a9b41d7"' })
      .regex(/^[0-9a-f]{12}$/, 'twelve hexadecimal digits (the fingerprint the ingest names)')
      .optional(),
    ask: z.array(z.string().trim().min(1)).min(2, 'at least 2 questions or phrasings').max(5, 'at most 5 questions or phrasings'),
    names: z.array(z.coerce.string().trim().min(1)).default([]),
  })
  .strict();

/** One reviewed entry, with where it is written. */
export interface ReviewedAid {
  file: string;
  line: number;
  page: string;
  anchor: string;
  passage?: string;
  ask: string[];
  names: string[];
}

/** The fingerprint of a passage's text: the first 12 hex digits of the SHA-256 of its words (spacing aside). */
export function passageFingerprint(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 12);
}

/** The text two copies of one passage share: its letters and digits, lower case. */
const wording = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The edition of a page entry id: "glossary/1e/battle" → "1E", "intros/2e-current-rulings" → "2E". */
const editionOf = (page: string): string => (page.split('/')[1] ?? '').slice(0, 2).toUpperCase();

/** Reads every YAML file of the reviewed data, in name order; a malformed file or entry is a problem, not a crash. */
export function readSearchAids(root: string): { aids: ReviewedAid[]; problems: string[] } {
  const dir = join(root, SEARCH_AIDS_DIR);
  const aids: ReviewedAid[] = [];
  const problems: string[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const name of files) {
    const file = `${SEARCH_AIDS_DIR}/${name}`;
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(join(dir, name), 'utf8'), { lineCounter: lines, uniqueKeys: true });
    const lineOf = (offset: number | undefined) => (offset === undefined ? 0 : lines.linePos(offset).line);
    for (const e of doc.errors) problems.push(`${file}:${lineOf(e.pos[0])}: ${e.message.split('\n')[0]}`);
    if (doc.errors.length > 0) continue;
    if (doc.contents === null) continue;
    if (!isMap(doc.contents)) {
      problems.push(`${file}: expected a map of page entry ids ("glossary/1e/battle:") at the top level.`);
      continue;
    }
    for (const pagePair of doc.contents.items as Pair[]) {
      const page = isScalar(pagePair.key) ? String(pagePair.key.value) : '';
      const pageLine = lineOf(isScalar(pagePair.key) ? pagePair.key.range?.[0] : undefined);
      if (!isMap(pagePair.value)) {
        problems.push(`${file}:${pageLine}: ${page}: expected a map of ¶ anchors under the page.`);
        continue;
      }
      for (const pair of pagePair.value.items as Pair[]) {
        const anchor = isScalar(pair.key) ? String(pair.key.value) : '';
        const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
        const parsed = reviewedEntry.safeParse(
          pair.value && typeof pair.value === 'object' && 'toJSON' in pair.value ? (pair.value as { toJSON(): unknown }).toJSON() : pair.value,
        );
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            problems.push(`${file}:${line}: ${page}#${anchor}${issue.path.length ? ` field ${issue.path.join('.')}` : ''}: ${issue.message}`);
          continue;
        }
        aids.push({
          file,
          line,
          page,
          anchor,
          ...(parsed.data.passage ? { passage: parsed.data.passage } : {}),
          ask: parsed.data.ask,
          names: parsed.data.names,
        });
      }
    }
  }
  return { aids, problems };
}

/**
 * Checks the reviewed entries against the passages as made (the linking pass's anchors) and gives each passage its
 * search aids: its own entry, or that of a passage of its edition worded the same. Returns the file to write and
 * every problem, each naming the YAML file and line (or, for a passage with no entry, the file it belongs in).
 */
export function resolveSearchAids(aids: readonly ReviewedAid[], pages: readonly PageLinksData[]): { file: GeneratedFile; problems: string[]; shared: number } {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  for (const p of pages) for (const a of p.anchors) texts.set(`${p.id}#${a.id}`, a.text);
  const byId = new Map<string, ReviewedAid>();
  for (const aid of aids) {
    const id = `${aid.page}#${aid.anchor}`;
    const where = `${aid.file}:${aid.line}: ${id}`;
    const text = texts.get(id);
    if (text === undefined) {
      problems.push(`${where}: no such passage (its page or ¶ anchor is gone). Move the entry to the passage's new anchor, or remove it if the passage went.`);
      continue;
    }
    const first = byId.get(id);
    if (first) {
      problems.push(`${where}: a second entry for this passage (the first is at ${first.file}:${first.line}). Keep one.`);
      continue;
    }
    const now = passageFingerprint(text);
    if (!aid.passage) {
      problems.push(
        `${where}: no "passage:" fingerprint. Once its questions are written from the passage's text, add passage: "${now}" (or run npm run search-aids:stamp).`,
      );
      continue;
    }
    if (aid.passage !== now) {
      problems.push(
        `${where}: the passage's text changed since its questions were written (fingerprint ${aid.passage}, now ${now}). It now reads: "${text}". Re-read the entry's questions and names against it, fix any it no longer answers, then set passage: "${now}".`,
      );
      continue;
    }
    byId.set(id, aid);
  }
  // A passage without an entry shares one of a passage of its edition worded the same.
  const byWording = new Map<string, string>();
  for (const id of byId.keys()) {
    const key = `${editionOf(id)} ${wording(texts.get(id)!)}`;
    if (!byWording.has(key)) byWording.set(key, id);
  }
  const out: SearchAidData[] = [];
  const missing: string[] = [];
  let shared = 0;
  for (const p of pages) {
    for (const a of p.anchors) {
      const id = `${p.id}#${a.id}`;
      const own = byId.get(id);
      const from = own ? undefined : byWording.get(`${editionOf(id)} ${wording(a.text)}`);
      const aid = own ?? (from ? byId.get(from) : undefined);
      if (!aid) {
        missing.push(`${id} (passage: ${passageFingerprint(a.text)}): "${a.text.length > 120 ? `${a.text.slice(0, 120)}…` : a.text}"`);
        continue;
      }
      if (from) shared++;
      out.push({ id, ask: aid.ask, names: aid.names, ...(from ? { sharedFrom: from } : {}) });
    }
  }
  if (missing.length > 0) {
    problems.push(
      `${missing.length} passage${missing.length === 1 ? ' has' : 's have'} no search aids. Add an entry for each (2–5 questions a player would type that it answers, in their words, and the everyday names of its game terms) to the YAML file of its document in ${SEARCH_AIDS_DIR}/, under its page and anchor:\n    ${missing.join('\n    ')}`,
    );
  }
  return { file: jsonFile(SEARCH_AIDS_FILE, out), problems, shared };
}
