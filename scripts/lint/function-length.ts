/**
 * The length of every function in the browser's code (src/client/ and src/walkthrough/, *.ts, tests left out): issue
 * 36 sets the ceiling at 100 lines (scripts/lint/function-length.test.ts holds it). A function is any function-like
 * node with a body — declarations, expressions, arrows, methods, accessors — measured from its first line to its last;
 * a function inside another counts for both.
 *
 *   node scripts/lint/function-length.ts     the longest functions, and any over the ceiling
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { filesUnder } from '../../src/lib/files-under.ts';

/** The ceiling issue 36 sets. */
export const MAX_FUNCTION_LINES = 100;

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src/client', 'src/walkthrough'];

export interface FunctionLength {
  file: string;
  /** 1-based line where the function starts. */
  line: number;
  /** Its name where it has one (a declaration, a method, or the variable or property it is assigned to). */
  name: string;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText();
  return '(anonymous)';
}

/** Every function with a body in a piece of TypeScript, with its length in lines. */
export function functionLengths(code: string, file = 'x.ts'): FunctionLength[] {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: first + 1, name: nameOf(node as ts.FunctionLikeDeclaration), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every non-test .ts file of the browser's code. */
export function browserCodeFiles(root: string = ROOT): string[] {
  return FOLDERS.flatMap((f) => filesUnder(join(root, f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();
}

/** Every function of the browser's code, longest first. */
export function browserFunctionLengths(files: string[] = browserCodeFiles()): FunctionLength[] {
  return files.flatMap((f) => functionLengths(readFileSync(f, 'utf8'), relative(ROOT, f))).sort((a, b) => b.lines - a.lines);
}

if (import.meta.main) {
  const all = browserFunctionLengths();
  const over = all.filter((f) => f.lines > MAX_FUNCTION_LINES);
  console.log(`${all.length} functions in src/client/ and src/walkthrough/; ${over.length} over ${MAX_FUNCTION_LINES} lines. The longest:`);
  for (const f of all.slice(0, 10)) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  if (over.length > 0) process.exitCode = 1;
}
