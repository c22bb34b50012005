/**
 * Counts TypeScript non-null assertions — `x!` and the definite-assignment `let x!: T` — in the non-test code
 * (src/ and scripts/, *.ts and *.astro, *.test.ts left out) and gives them per 1,000 lines. Issue 30 sets the
 * ceiling at 5 per 1,000 lines (scripts/lint/non-null.test.ts holds it).
 *
 * .astro files are converted to TSX with Astro's own converter (@astrojs/astro2tsx, what `astro check` uses), so
 * frontmatter, template expressions and <script> blocks are all counted; lines are the original file's lines.
 *
 *   node scripts/lint/non-null.ts            the total, the rate and the files with the most
 *   node scripts/lint/non-null.ts --all      every file with at least one, with the line of each
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { convertToTsx } from '@astrojs/astro2tsx';
import { filesUnder } from '../../src/lib/files-under.ts';

/** The ceiling issue 30 sets. */
export const MAX_PER_THOUSAND = 5;

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'scripts'];

export interface FileCount {
  file: string;
  lines: number;
  /** 1-based line of each assertion in the file. */
  at: number[];
}

export interface NonNullCount {
  files: FileCount[];
  assertions: number;
  lines: number;
  perThousand: number;
}

/** Lines as an editor numbers them: a final newline does not start another. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

/** The 0-based offsets of every non-null assertion in a piece of TypeScript (TSX when `tsx`). */
export function nonNullOffsets(code: string, tsx: boolean): number[] {
  const sf = ts.createSourceFile(tsx ? 'x.tsx' : 'x.ts', code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNonNullExpression(node)) found.push(node.getEnd() - 1);
    else if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.exclamationToken) found.push(node.exclamationToken.getStart(sf));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function lineAt(text: string, offset: number): number {
  return lineCount(text.slice(0, offset + 1));
}

/** The assertions of one file, with their lines. */
export function countFile(path: string, text: string = readFileSync(path, 'utf8')): FileCount {
  const file = relative(ROOT, path);
  const lines = lineCount(text);
  if (!path.endsWith('.astro')) return { file, lines, at: nonNullOffsets(text, false).map((o) => lineAt(text, o)) };
  const tsx = convertToTsx(text, { filename: path });
  // The TSX keeps frontmatter and template but not <script> blocks (counted in place); its offsets are mapped back
  // to the file's through the converter's mappings (the TSX's own line where a spot has none).
  const original = (o: number): number | undefined => {
    const m = tsx.mappings.find(([virtualStart, virtualLength]) => virtualStart <= o && o < virtualStart + virtualLength);
    return m ? m[2] + (o - m[0]) : undefined;
  };
  const at = nonNullOffsets(tsx.code, true).map((o) => {
    const back = original(o);
    return back === undefined ? lineAt(tsx.code, o) : lineAt(text, back);
  });
  for (const s of tsx.scripts) at.push(...nonNullOffsets(s.content, false).map((o) => lineAt(text, s.position.start + o)));
  return { file, lines, at: at.sort((a, b) => a - b) };
}

/** Every non-test .ts and .astro file under src/ and scripts/. */
export function codeFiles(root: string = ROOT): string[] {
  return FOLDERS.flatMap((f) => filesUnder(join(root, f)))
    .filter((f) => (f.endsWith('.ts') || f.endsWith('.astro')) && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();
}

export function countNonNull(files: string[] = codeFiles()): NonNullCount {
  const counted = files.map((f) => countFile(f));
  const assertions = counted.reduce((n, f) => n + f.at.length, 0);
  const lines = counted.reduce((n, f) => n + f.lines, 0);
  return { files: counted, assertions, lines, perThousand: lines === 0 ? 0 : (assertions * 1000) / lines };
}

if (import.meta.main) {
  const all = process.argv.includes('--all');
  const c = countNonNull();
  const withSome = c.files.filter((f) => f.at.length > 0).sort((a, b) => b.at.length - a.at.length || a.file.localeCompare(b.file));
  console.log(
    `${c.assertions} non-null assertions in ${c.lines} lines of ${c.files.length} files: ${c.perThousand.toFixed(2)} per 1,000 lines (ceiling ${MAX_PER_THOUSAND}).`,
  );
  for (const f of all ? withSome : withSome.slice(0, 15))
    console.log(`  ${String(f.at.length).padStart(3)}  ${f.file}${all ? `  (lines ${f.at.join(', ')})` : ''}`);
  if (!all && withSome.length > 15) console.log(`  … and ${withSome.length - 15} more files (--all lists every one)`);
  if (c.perThousand > MAX_PER_THOUSAND) process.exitCode = 1;
}
