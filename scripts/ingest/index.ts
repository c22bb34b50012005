/**
 * `npm run ingest`: rewrites content/ (all but content/sources/) from content/sources/ plus the reviewed
 * correction data next to each importer, and writes reports/ingest.md (what each importer left unresolved).
 *
 *   node scripts/ingest/index.ts [--out DIR] [--check] [--debug] [--sources DIR]
 *
 * --out DIR   write there instead of the project root (the drift test uses a temp folder)
 * --check     write nothing; exit 1 and list the files that differ from what is on disk
 * --sources DIR  read the documents from DIR instead of content/sources/ (they are still checked)
 * --previous DIR where a document's sha256 changed: the version content/ was made from (else taken from git)
 * --debug     print the stack of an error (otherwise reported in one block: what, where, and how to fix it; DEBUG=1 too)
 */
import { readFileSync, writeFileSync, mkdirSync, rmSync, readdirSync, existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { SiteError } from '../../src/lib/errors.ts';
import { installErrorReporting } from '../lib/run-main.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { SOURCE_FILES, SOURCES_DIR as SOURCES } from '../../src/lib/source-documents.ts';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DOCUMENTS } from './documents.ts';
import { jsonFile, type GeneratedFile, type ReportLine } from './lib/files.ts';
import { assertValidContent, ReviewedDataError, type Origin } from './lib/validate.ts';
import { importGlossary1e } from './glossary-1e.ts';
import { importRulebook1e } from './rulebook-1e.ts';
import { importCurrentRulings2e } from './current-rulings-2e.ts';
import { importGrays1e } from './grays-1e.ts';
import { importRulebook2e } from './rulebook-2e.ts';
import { DISAGREEMENTS, resolveDisagreements } from './disagreements.ts';
import { LEDGER, SEEN } from './standing/ledger/index.ts';
import { resolveStanding, STANDING_FILE } from './standing/resolve.ts';
import { inLedger } from './standing/passages.ts';
import { addPassageLines } from './passage-lines.ts';
import { PRECEDENCE, checkPrecedence } from './authority.ts';
import { cardInputs, importCards } from './cards.ts';
import { linkPass } from '../links/pass.ts';
import { PAGES_FILE, passStamp, STAMP_FILE } from '../links/stamp.ts';
import { readSearchAids, resolveSearchAids, SEARCH_AIDS_DIR } from './search-aids.ts';
import {
  accountForVersions,
  madeFromVersions,
  redirectsOf,
  REDIRECTS_FILE,
  sha256,
  versionFromGit,
  type VersionChange,
  type VersionReview,
  ACCEPTED_FILE,
  unaccepted,
  type AcceptedVersion,
} from './source-versions.ts';
import { VERSION_REVIEW } from './source-versions.reviewed.ts';
import { IMPORTERS, type ImporterName } from './importers.ts';
import { generatedFolders } from '../../src/lib/collections.ts';
import { pageLinksSchema } from '../../src/schemas/links.ts';
import { parseJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCES_DIR = join(ROOT, SOURCES);

/** The versions npm run source:accept accepted (scripts/ingest/source-versions.accepted.json). */
export function acceptedVersions(root: string = ROOT): AcceptedVersion[] {
  const schema = z.array(z.object({ document: z.string(), version: z.string().regex(/^[0-9a-f]{64}$/), accounting: z.string() }).strict());
  return parseJson(readFileSync(join(root, ACCEPTED_FILE), 'utf8'), schema, {
    display: ACCEPTED_FILE,
    hint: 'it is written by npm run source:accept only: restore it (git checkout -- scripts/ingest/source-versions.accepted.json).',
  });
}

export interface IngestOutput {
  /** Paths relative to the project root. */
  files: GeneratedFile[];
}

/** A source document that is not byte for byte the one the site was built from. */
export class SourceChangedError extends SiteError {
  constructor(what: string, file: string, hint: string) {
    super({ what, where: { file }, hint });
  }
}

/**
 * Reads a source document from `dir`, refusing one that is not byte for byte the document this site was built from
 * (its SHA-256 in scripts/ingest/documents.ts): a deleted or altered line would otherwise lose official wording with
 * no error, wherever the importers cannot tell.
 */
export function verifiedSources(
  dir: string = SOURCES_DIR,
  accepted: readonly AcceptedVersion[] = acceptedVersions(),
  review: VersionReview = VERSION_REVIEW,
): (file: string) => string {
  return (file) => {
    const doc = DOCUMENTS.find((d) => d.file === file);
    if (!doc)
      throw new SourceChangedError(
        `content/sources/${file} is not one of the documents in scripts/ingest/documents.ts.`,
        `content/sources/${file}`,
        'add it to DOCUMENTS in scripts/ingest/documents.ts (with its SHA-256), or read one of the documents listed there.',
      );
    const bytes = readFileSync(join(dir, file));
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== doc.sha256) {
      throw new SourceChangedError(
        `content/sources/${file} is not the document this site was built from (${doc.short}): its SHA-256 is ${actual}, ` +
          `scripts/ingest/documents.ts expects ${doc.sha256}.`,
        `content/sources/${file}`,
        `The sources are kept verbatim. Restore it (git checkout -- content/sources/${file}, or copy it again from the shared sources), ` +
          `or, if the document is being replaced on purpose, run npm run source:accept -- content/sources/${file}: it lists every line and page the new version takes off the site, for review, and sets its sha256 once they are accounted for (docs/content.md, "Replacing a source document").`,
      );
    }
    // The checksum is set by npm run source:accept, after the accounting, never by hand.
    const problem = unaccepted(doc.id, file, doc.sha256, accepted, review);
    if (problem)
      throw new SourceChangedError(
        problem,
        'scripts/ingest/documents.ts',
        `Put the sha256 back as it was, then run npm run source:accept -- content/sources/${file}: it accounts for every line and page the new version loses (scripts/ingest/source-versions.reviewed.ts) and sets the checksum (docs/content.md, "Replacing a source document").`,
      );
    return bytes.toString('utf8');
  };
}

// Each importer's module and reviewed data: scripts/ingest/importers.ts (the build's content check names them too).
export { IMPORTERS };

export interface IngestOptions {
  /**
   * Called with the pages as made (after the disagreements' marks, before the linking pass and the search aids), so a
   * new source version is accounted for before the reviewed data that depends on its passages is checked.
   */
  checkPages?: (files: readonly GeneratedFile[]) => void;
}

/**
 * Runs every importer in dependency order, then checks every entry against its collection's schema (a bad entry
 * throws a {@link ContentSchemaError} naming the importer, the file and the field); pure apart from reading the sources
 * (and the reviewed search aids). Nothing it makes depends on the code's text, only on what the code does.
 */
export function ingestAll(readSource: (file: string) => string = verifiedSources(), { checkPages }: IngestOptions = {}): IngestOutput {
  const files: GeneratedFile[] = [];
  const reports: Report[] = [];
  const madeBy = new Map<string, ImporterName>();
  /** Adds an importer's files (paths under content/) and remembers who made them. */
  const add = (importer: ImporterName, made: readonly GeneratedFile[]) => {
    for (const f of made) {
      const path = `content/${f.path}`;
      files.push({ path, content: f.content });
      madeBy.set(path, importer);
    }
  };

  /** Adds an importer's files and its part of reports/ingest.md (`source`: what it reads). */
  const run = <R extends { files: GeneratedFile[]; report: ReportLine[]; summary?: string[] }>(importer: ImporterName, source: string, result: R): R => {
    add(importer, result.files);
    reports.push({ importer, source, ...(result.summary ? { summary: result.summary } : {}), lines: result.report });
    return result;
  };

  checkPrecedence(DOCUMENTS);
  add('documents', [jsonFile('documents/documents.json', DOCUMENTS)]);
  add('precedence', [
    jsonFile(
      'documents/precedence.json',
      PRECEDENCE.map((p) => ({ id: p.edition, ...p })),
    ),
  ]);

  const glossary = run('glossary-1e', SOURCE_FILES['1e-glossary'], importGlossary1e(readSource(SOURCE_FILES['1e-glossary'])));
  const rulebook1e = run('rulebook-1e', SOURCE_FILES['1e-rulebook-v1.7'], importRulebook1e(readSource(SOURCE_FILES['1e-rulebook-v1.7']), glossary.index));
  const grays = run('grays-1e', SOURCE_FILES['1e-grays'], importGrays1e(readSource(SOURCE_FILES['1e-grays'])));
  const rulebook2e = run('rulebook-2e', SOURCE_FILES['2e-rulebook'], importRulebook2e(readSource(SOURCE_FILES['2e-rulebook'])));
  const rulings = run('current-rulings-2e', SOURCE_FILES['2e-current-rulings'], importCurrentRulings2e(readSource(SOURCE_FILES['2e-current-rulings'])));
  // The registry reads the line records the five importers returned, not the sources.
  run('cards', 'all five documents in content/sources/', importCards(cardInputs({ glossary, rulebook1e, grays, rulebook2e, rulings })));

  // Checked before the disagreements read the pages (an importer's bad entry is reported as its own, not as a quote
  // that does not match), and again after, with the disagreements and the marks they place (about 30 ms each).
  const originOf = (path: string): Origin | undefined => {
    const importer = madeBy.get(path);
    return importer && { importer, ...IMPORTERS[importer] };
  };
  assertValidContent(files, originOf);
  // The passages of the documents that do not govern are marked by the standing ledger, the rest by the disagreements.
  const decided = resolveDisagreements(DISAGREEMENTS, files, undefined, undefined, (entry) => !inLedger(entry));
  files.splice(0, files.length, ...decided.files);
  add('disagreements', [jsonFile('disagreements/disagreements.json', decided.disagreements)]);
  // Each passage's own source lines, for its citation (found by its words in its page's lines).
  files.splice(0, files.length, ...addPassageLines(files, DOCUMENTS, readSource));
  checkPages?.(files);
  // Every passage of v1.7, Gray's, the 2E rulebook and its glossary: its reviewed standing, and its mark.
  const standing = resolveStanding(LEDGER, SEEN, files, DOCUMENTS, decided.disagreements);
  files.splice(0, files.length, ...standing.files);
  add('standing', [jsonFile(STANDING_FILE, standing.records)]);
  // Last: the linking pass over the pages as made (each page's `autolink` list, and content/links/), then the check
  // of every entry, the pass's own included.
  const linked = linkPass(files);
  for (const f of linked) if (f.path.startsWith('content/links/')) madeBy.set(f.path, 'links');
  files.splice(0, files.length, ...linked);
  // The search aids, checked against the passages as the pass found them (their anchors and text).
  const pagesJson = files.find((f) => f.path === PAGES_FILE);
  if (!pagesJson)
    throw new SiteError({
      what: `The linking pass made no ${PAGES_FILE}.`,
      where: { file: PAGES_FILE },
      hint: 'the linking pass (scripts/links/pass.ts) must write it; see what changed there.',
    });
  const pageLinks = parseJson(pagesJson.content, z.array(pageLinksSchema()), {
    display: pagesJson.path,
    hint: 'the file is made by the linking pass (scripts/links/pass.ts): fix it there.',
  });
  const reviewed = readSearchAids(ROOT);
  const aids = resolveSearchAids(reviewed.aids, pageLinks);
  const aidProblems = [...reviewed.problems, ...aids.problems];
  if (aidProblems.length > 0) {
    throw new ReviewedDataError(
      `The search aids (${SEARCH_AIDS_DIR}/) do not match the passages`,
      aidProblems,
      `they are reviewed data: fix each entry where it is named (${SEARCH_AIDS_DIR}/README.md says how they are written).`,
    );
  }
  add('search-aids', [aids.file]);
  // The redirects of pages a new source version moved (reviewed data), checked against the pages made now.
  const moved = redirectsOf(VERSION_REVIEW.moves, files);
  if (moved.problems.length > 0) {
    throw new ReviewedDataError(
      'The moved pages (scripts/ingest/source-versions.reviewed.ts) do not match the site',
      moved.problems,
      'fix each entry where it is named (docs/content.md, "Replacing a source document", says how they are written).',
    );
  }
  add('redirects', [jsonFile(REDIRECTS_FILE.slice('content/'.length), moved.redirects)]);
  assertValidContent(files, originOf);
  // The pass's stamp of what it left (content only), so a build of this content/ skips the pass (scripts/links/stamp.ts).
  files.push({ path: STAMP_FILE, content: passStamp(files) });
  madeBy.set(STAMP_FILE, 'links');
  files.push({ path: 'reports/ingest.md', content: renderReport(reports) });
  return { files };
}

interface Report {
  importer: string;
  /** The file in content/sources/, or what the importer reads when it reads several. */
  source: string;
  /** Counts and tables shown before the items (Markdown lines). */
  summary?: string[];
  lines: ReportLine[];
}

function renderReport(reports: Report[]): string {
  const out = ['# Ingest report', '', 'Generated by npm run ingest; do not edit. What each importer left as plain text, and why.', ''];
  for (const r of reports) {
    const source = /\.\w+$/.test(r.source) ? `content/sources/${r.source}` : r.source;
    if (r.summary) {
      out.push(`## ${r.importer} (${source})`, '', ...r.summary, '');
      if (r.lines.length) out.push(`${r.lines.length} item${r.lines.length === 1 ? '' : 's'}:`, '');
    } else {
      out.push(`## ${r.importer} (${source}): ${r.lines.length} item${r.lines.length === 1 ? '' : 's'}`, '');
    }
    for (const l of r.lines) out.push(`- line ${l.line}: ${l.message}`);
    out.push('');
  }
  return out.join('\n');
}

/**
 * Folders (and the one report file) the ingest owns: everything it writes lives below these, and nothing else does.
 * Every generated collection's folder (src/lib/collections.ts), then what the ingest writes that is not a collection:
 * the redirects of pages a new source version moved, and its report. reports/ holds other reports too
 * (reports/bench.md from `npm run bench`), so the ingest owns only its own.
 */
export const GENERATED_ROOTS = [...generatedFolders(), 'content/redirects', 'reports/ingest.md'];

/** The generated files under `root` as they are on disk (paths from the project root), the site before an ingest. */
export function readGenerated(root: string): IngestOutput['files'] {
  return GENERATED_ROOTS.flatMap((dir) => filesUnder(join(root, dir))).map((p) => ({
    path: relative(root, p).replace(/\\/g, '/'),
    content: readFileSync(p, 'utf8'),
  }));
}

/**
 * A new version of a source, accounted for line by line (scripts/ingest/source-versions.ts): where a document's
 * `sha256` is not the one content/ under `root` was made from, the lines of the old version whose words the new
 * output no longer shows, and the pages it no longer makes, must each be in the reviewed list. The old version comes
 * from `previousDir`, else from git. Throws a {@link ReviewedDataError} listing each one; returns the changes checked.
 */
export function checkNewVersions(
  out: { files: readonly GeneratedFile[] },
  root: string,
  readSource: (file: string) => string,
  previousDir?: string,
  review: VersionReview = VERSION_REVIEW,
): VersionChange[] {
  const documentsFile = join(root, 'content/documents/documents.json');
  if (!existsSync(documentsFile)) return [];
  const madeFrom = madeFromVersions([{ path: 'content/documents/documents.json', content: readFileSync(documentsFile, 'utf8') }]);
  const changes: VersionChange[] = [];
  const problems: string[] = [];
  for (const doc of DOCUMENTS) {
    const was = madeFrom.get(doc.id);
    if (!was || was === doc.sha256) continue;
    let oldText: string | undefined;
    if (previousDir) {
      const path = join(previousDir, doc.file);
      const bytes = existsSync(path) ? readFileSync(path) : undefined;
      oldText = bytes && sha256(bytes) === was ? bytes.toString('utf8') : undefined;
    } else {
      oldText = versionFromGit(root, doc.file, was);
    }
    if (oldText === undefined) {
      problems.push(
        `content/sources/${doc.file}: content/ was made from the version with SHA-256 ${was}, which ${previousDir ? `${previousDir}/${doc.file} is not` : 'git does not hold'}; ` +
          `give that version with --previous DIR (a folder holding it as ${doc.file}) so each line it loses can be listed.`,
      );
      continue;
    }
    changes.push({ document: doc.id, file: doc.file, version: doc.sha256, oldText, newText: readSource(doc.file) });
  }
  if (changes.length > 0) problems.push(...accountForVersions(changes, readGenerated(root), out.files, review));
  if (problems.length > 0) {
    throw new ReviewedDataError(
      `A new version of ${[...new Set(changes.map((c) => `content/sources/${c.file}`))].join(', ') || 'a source'} is not accounted for (${problems.length} item${problems.length === 1 ? '' : 's'}); nothing was written`,
      problems,
      'each lost line and each page gone must be in scripts/ingest/source-versions.reviewed.ts with a reason (a page with the page that takes its place), or the importer fixed; docs/content.md, "Replacing a source document", says how.',
    );
  }
  return changes;
}

/**
 * Writes the output under `root`, touching only what changed: a file is written where its text differs, a file the
 * ingest no longer makes is deleted (with any folder it leaves empty), and an unchanged file is left as it is, with
 * its modification time. So `astro dev` reloads only the entries that changed, and a re-run of an unchanged ingest
 * writes nothing (it used to delete and rewrite all ~550 files, leaving the disk busy for the build that followed).
 * Returns how many files were written and deleted.
 */
export function writeOutput(out: IngestOutput, root: string): { written: number; deleted: number } {
  const expected = new Map(out.files.map((f) => [f.path, f.content]));
  let written = 0;
  let deleted = 0;
  for (const dir of GENERATED_ROOTS) {
    for (const path of filesUnder(join(root, dir))) {
      if (expected.has(relative(root, path).replace(/\\/g, '/'))) continue;
      rmSync(path);
      deleted++;
    }
    removeEmptyFolders(join(root, dir));
  }
  for (const [file, text] of expected) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written++;
  }
  return { written, deleted };
}

/** Deletes the empty folders below `dir`, and `dir` itself if it ends up empty. */
function removeEmptyFolders(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const d of readdirSync(dir, { withFileTypes: true })) if (d.isDirectory()) removeEmptyFolders(join(dir, d.name));
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

/** Files under the generated roots of `root` that differ from `out` (missing, extra or changed). */
export function diffOutput(out: IngestOutput, root: string): string[] {
  const expected = new Map(out.files.map((f) => [f.path, f.content]));
  const onDisk = new Set<string>();
  for (const dir of GENERATED_ROOTS) for (const p of filesUnder(join(root, dir))) onDisk.add(p.slice(root.length + 1));
  const diffs: string[] = [];
  for (const [path, text] of expected) {
    if (!onDisk.has(path)) diffs.push(`missing: ${path}`);
    else if (readFileSync(join(root, path), 'utf8') !== text) diffs.push(`changed: ${path}`);
  }
  for (const path of onDisk) if (!expected.has(path)) diffs.push(`extra: ${path}`);
  return diffs.sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A source that is not what the site was built from, or not shaped as an importer expects, an importer that made an
  // entry its schema refuses, reviewed data that does not fit, a card name without a verdict: the block says what,
  // where and what to do; the stack frames say nothing more (--debug shows them). Any other error prints its message.
  installErrorReporting();
  const { values } = parseArgs({
    options: { out: { type: 'string' }, check: { type: 'boolean' }, debug: { type: 'boolean' }, sources: { type: 'string' }, previous: { type: 'string' } },
  });
  const readSource = verifiedSources(values.sources ? resolve(values.sources) : SOURCES_DIR);
  // A new source version is checked against content/ where it will be written (the site as it is), before anything is.
  const root = values.out ? resolve(values.out) : ROOT;
  const previous = values.previous ? resolve(values.previous) : undefined;
  const out: IngestOutput = ingestAll(readSource, { checkPages: (files) => void checkNewVersions({ files }, root, readSource, previous) });
  if (values.check) {
    const diffs = diffOutput(out, ROOT);
    if (diffs.length) {
      console.error(`content/ is not what npm run ingest makes of content/sources/ (${diffs.length} files):\n  ${diffs.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`content/ is up to date (${out.files.length} files).`);
  } else {
    const root = values.out ? resolve(values.out) : ROOT;
    const { written, deleted } = writeOutput(out, root);
    console.log(`Made ${out.files.length} files under ${root}: ${written} written, ${deleted} deleted, the rest unchanged. Report: reports/ingest.md`);
  }
}
