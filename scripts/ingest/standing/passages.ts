/**
 * The passages the standing ledger covers, and the passages that govern them, read from content/ as generated: every
 * paragraph anchor (src/lib/anchors.ts) of the pages of a document that does not govern (v1.7, Gray's, the 2E
 * rulebook and its glossary section), and of the documents that govern them (the 1E Glossary; the 2E Current
 * Rulings' topics and errata). A passage is named `<entry>#<anchor>`, the page's URL fragment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorsOfMarkdown } from '../../../src/lib/anchors.ts';
import { splitFrontmatter } from '../../../src/lib/content-files.ts';
import { passageRanges, type PassageRanges } from '../../../src/schemas/common.ts';

/** The four sets of passages that need a reviewed standing, and what governs each. */
export const LEDGER_SETS = {
  'rulebook-1e': { edition: '1E', folders: ['rules/1e/rulebook'], document: '1e-rulebook-v1.7', governing: 'glossary-1e' },
  'grays-1e': { edition: '1E', folders: ['rules/1e/grays'], document: '1e-grays', governing: 'glossary-1e' },
  'rulebook-2e': { edition: '2E', folders: ['rules/2e/rulebook'], document: '2e-rulebook', governing: 'rulings-2e' },
  'glossary-2e': { edition: '2E', folders: ['glossary/2e'], document: '2e-rulebook', governing: 'rulings-2e' },
} as const;
export type LedgerSet = keyof typeof LEDGER_SETS;

/** The governing passages of each edition. */
export const GOVERNING_SETS = {
  'glossary-1e': { folders: ['glossary/1e'], document: '1e-glossary' },
  'rulings-2e': { folders: ['rulings/2e', 'errata/2e'], document: '2e-current-rulings' },
} as const;
export type GoverningSet = keyof typeof GOVERNING_SETS;

export interface PassageText {
  /** `<entry>#<anchor>`, e.g. `rules/1e/rulebook/2-mission-phase#p-in-this-phase-you-and-your`. */
  id: string;
  entry: string;
  anchor: string;
  title: string;
  /** The passage as plain text, whitespace squashed (marks the ingest places, such as ::superseded, are not text). */
  text: string;
  /** The passage's own source lines, where found (`passageLines`), else the page's. */
  lines: readonly [number, number] | undefined;
  /** Whether `lines` are the passage's own. */
  ownLines: boolean;
}

/** A generated page: its path from the project root ("content/rules/…md") and its text. */
export interface PageFile {
  path: string;
  content: string;
}

/** Every passage of the given content folders on disk, in file order, then document order. */
export function passagesOf(contentDir: string, folders: readonly string[]): PassageText[] {
  const files: PageFile[] = folders.flatMap((folder) =>
    readdirSync(join(contentDir, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ path: `content/${folder}/${name}`, content: readFileSync(join(contentDir, folder, name), 'utf8') })),
  );
  return passagesOfFiles(files, folders);
}

/** Every passage of the pages of `files` in the given folders (under content/), by path, then document order. */
export function passagesOfFiles(files: readonly PageFile[], folders: readonly string[]): PassageText[] {
  const out: PassageText[] = [];
  for (const folder of folders) {
    const mine = files.filter(
      (f) => f.path.startsWith(`content/${folder}/`) && f.path.endsWith('.md') && !f.path.slice(`content/${folder}/`.length).includes('/'),
    );
    for (const file of [...mine].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
      const entry = file.path.slice('content/'.length, -'.md'.length);
      const { data, rest } = splitFrontmatter(file.content, file.path);
      const own = (data.passageLines ?? {}) as Record<string, PassageRanges>;
      const page = Array.isArray(data.lines) ? (data.lines as [number, number]) : undefined;
      for (const a of anchorsOfMarkdown(rest)) {
        // A passage merged from two copies of a doubled page has a range in each: here, its first copy's.
        const mine = own[a.id] === undefined ? undefined : passageRanges(own[a.id]!)[0];
        out.push({
          id: `${entry}#${a.id}`,
          entry,
          anchor: a.id,
          title: String(data.title ?? entry),
          text: a.text,
          lines: mine ?? page,
          ownLines: mine !== undefined,
        });
      }
    }
  }
  return out;
}

/** Whether a page (entry "rules/1e/grays/beaming") is one of the ledger's: its passages' marks are the ledger's. */
export const inLedger = (entry: string): boolean => Object.values(LEDGER_SETS).some((s) => s.folders.some((f) => entry.startsWith(`${f}/`)));
