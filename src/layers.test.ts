/**
 * The layers: src/ (the site, its shared modules in src/lib/, its browser code in src/client/) never imports
 * scripts/ (the Node tools: ingest, linking pass, build, serve, bench). The one arrow runs from scripts/ to src/;
 * what both need lives in src/lib/. Every import specifier of every module under src/ (static, dynamic, re-export,
 * type-only; an .astro file's frontmatter and <script> blocks) is read with TypeScript's own scanner, resolved
 * from its file, and must not land in scripts/. The editor shows the same rule as the import is written (Biome's
 * noRestrictedImports for src/**, biome.jsonc), on the specifier; the scan below checks that both find the same imports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { filesUnder } from './lib/files-under.ts';
import { SOURCE_FILES, SOURCES_DIR } from './lib/source-documents.ts';
import { CARDS_FILE, inContentDir, PAGES_FILE, STAMP_FILE, TARGETS_FILE } from './lib/link-files.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** The code of a module: a script as it is; an .astro file's frontmatter and <script> blocks, each with the line it starts on. */
function codeBlocks(file: string, text: string): Array<{ code: string; line: number }> {
  if (!file.endsWith('.astro')) return [{ code: text, line: 1 }];
  const blocks: Array<{ code: string; line: number }> = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) blocks.push({ code: front[1] ?? '', line: 2 });
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    blocks.push({ code: m[1] ?? '', line: lineAt((m.index ?? 0) + m[0].indexOf('>') + 1) });
  return blocks;
}

/** Every import under `root`/src/ whose specifier resolves into `root`/scripts/, as "file:line: specifier". */
function importsIntoScripts(root: string): string[] {
  const scripts = join(root, 'scripts') + sep;
  const found: string[] = [];
  for (const file of filesUnder(join(root, 'src'))
    .filter((f) => /\.(ts|tsx|mts|js|mjs|astro)$/.test(f))
    .sort()) {
    const text = readFileSync(file, 'utf8');
    for (const block of codeBlocks(file, text)) {
      for (const imported of ts.preProcessFile(block.code, true, true).importedFiles) {
        const spec = imported.fileName;
        if (!spec.startsWith('.') && !spec.startsWith('/')) continue; // a package: never the project's scripts/
        if (!(resolve(dirname(file), spec) + sep).startsWith(scripts)) continue;
        const line = block.line + block.code.slice(0, imported.pos).split('\n').length - 1;
        found.push(`${relative(root, file).split(sep).join('/')}:${line}: ${spec}`);
      }
    }
  }
  return found;
}

/** Every string literal (quoted or a template without substitutions) of the code under `root`/src/ and `root`/scripts/, tests aside, as "file:line", by value. */
function stringLiterals(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = ['src', 'scripts'].flatMap((d) => filesUnder(join(root, d)));
  for (const file of files.filter((f) => /\.(ts|mts|js|mjs|astro)$/.test(f) && !/\.test(-helper)?\.ts$/.test(f)).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const block of codeBlocks(file, text)) {
      const source = ts.createSourceFile(file, block.code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
          const line = block.line + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          found.set(node.text, [...(found.get(node.text) ?? []), `${relative(root, file).split(sep).join('/')}:${line}`]);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

/**
 * The imports Biome's noRestrictedImports reports under `root`/src/, as "file:line", with the project's biome.jsonc
 * (its editor rule; the VCS settings left out, as `root` is no repository).
 */
function biomeRestrictedImports(root: string): string[] {
  writeFileSync(join(root, 'biome.jsonc'), readFileSync(join(ROOT, 'biome.jsonc'), 'utf8').replace(/^\s*"\$schema":.*$/m, ''));
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '--only=style/noRestrictedImports', 'src'],
    { cwd: root, encoding: 'utf8' },
  );
  return [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),/gm)]
    .map(([, file = '', line]) => `${relative(root, file).split(sep).join('/')}:${line}`)
    .sort();
}

describe('layers', () => {
  test('should find no import from scripts/ in any file under src/ (move what both need to src/lib/)', () => {
    expect(importsIntoScripts(ROOT)).toEqual([]);
  });

  test('should keep the browser code in src/client/, and no src/scripts/ beside scripts/', () => {
    expect(existsSync(join(ROOT, 'src/scripts'))).toBe(false);
    expect(filesUnder(join(ROOT, 'src/client')).map((f) => relative(ROOT, f).split(sep).join('/'))).toEqual(
      expect.arrayContaining(['src/client/search-box.ts', 'src/client/sw-register.ts', 'src/client/search/box.ts']),
    );
  });

  test('should spell each identity once: the source files in src/lib/source-documents.ts, the collections in src/lib/collections.ts, the other linking files in src/lib/link-files.ts', () => {
    const literals = stringLiterals(ROOT);
    const identities: Array<[string, string]> = [
      ...Object.values(SOURCE_FILES).map((f): [string, string] => [f, 'src/lib/source-documents.ts']),
      [SOURCES_DIR, 'src/lib/source-documents.ts'],
      ...[CARDS_FILE, PAGES_FILE, TARGETS_FILE, STAMP_FILE].flatMap(
        (f): Array<[string, string]> => [
          // The collections' places are the table's (src/lib/collections.ts); link-files.ts takes them from it.
          [f, f === STAMP_FILE ? 'src/lib/link-files.ts' : 'src/lib/collections.ts'],
          [inContentDir(f), 'src/lib/link-files.ts'],
        ],
      ),
    ];
    const elsewhere = identities.flatMap(([value, home]) =>
      (literals.get(value) ?? []).filter((at) => !at.startsWith(`${home}:`)).map((at) => `${at}: '${value}' (import it from ${home})`),
    );
    expect(elsewhere).toEqual([]);
    // The scan sees them where they are defined.
    expect(literals.get(SOURCE_FILES['2e-rulebook'])).toEqual([expect.stringMatching(/^src\/lib\/source-documents\.ts:\d+$/)]);
    expect(literals.get(PAGES_FILE)).toEqual([expect.stringMatching(/^src\/lib\/collections\.ts:\d+$/)]);
    expect(literals.get(STAMP_FILE)).toEqual([expect.stringMatching(/^src\/lib\/link-files\.ts:\d+$/)]);
  });

  describe('the scan', () => {
    const root = mkdtempSync(join(tmpdir(), 'layers-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };

    test('should name each import into scripts/ with its file and line, whatever its form', () => {
      // The forms src/ used before the layers were fixed: a static import, a type import, a re-export, a dynamic
      // import in a plugin, and an Astro page's frontmatter and client <script>.
      put('src/plugins/render-code.ts', "/** The digest (scripts/lib/code-digest.ts). */\nimport { codeDigest } from '../../scripts/lib/code-digest.ts';\n");
      put('src/lib/a.test.ts', "import type { X } from '../../scripts/ingest/lib/fixtures.ts';\nexport { y } from '../../scripts/lib/y.ts';\n");
      put('src/plugins/dev-links.ts', "export const run = async () => {\n  const { runLinkPass } = await import('../../scripts/links/index.ts');\n};\n");
      put(
        'src/pages/x.astro',
        "---\nimport { a } from '../lib/a.ts';\nimport { b } from '../../scripts/b.ts';\n---\n<p>import c from '../../scripts/c.ts'</p>\n<script>\n  import { d } from '../../scripts/d.ts';\n</script>\n",
      );
      expect(importsIntoScripts(root)).toEqual([
        'src/lib/a.test.ts:1: ../../scripts/ingest/lib/fixtures.ts',
        'src/lib/a.test.ts:2: ../../scripts/lib/y.ts',
        'src/pages/x.astro:3: ../../scripts/b.ts',
        'src/pages/x.astro:7: ../../scripts/d.ts',
        'src/plugins/dev-links.ts:2: ../../scripts/links/index.ts',
        'src/plugins/render-code.ts:2: ../../scripts/lib/code-digest.ts',
      ]);
      // The editor's rule finds each of them, at the same line, and nothing else (not the template's text).
      expect(biomeRestrictedImports(root)).toEqual(importsIntoScripts(root).map((at) => at.replace(/: .*$/, '')));
    });

    test('should find a string literal in code, and not in a comment or a test', () => {
      rmSync(join(root, 'src'), { recursive: true, force: true });
      put('scripts/links/a.ts', "// reads 'content/links/pages.json'\nexport const A = 'content/links/pages.json';\nexport const B = `cards/cards.json`;\n");
      put('scripts/links/a.test.ts', "const pages = 'content/links/pages.json';\n");
      put('src/pages/p.astro', "---\nconst f = '2e-rulebook.txt';\n---\n<p>'2e-rulebook.txt'</p>\n");
      const literals = stringLiterals(root);
      expect(literals.get('content/links/pages.json')).toEqual(['scripts/links/a.ts:2']);
      expect(literals.get('cards/cards.json')).toEqual(['scripts/links/a.ts:3']);
      expect(literals.get('2e-rulebook.txt')).toEqual(['src/pages/p.astro:2']);
      rmSync(join(root, 'scripts'), { recursive: true, force: true });
    });

    test('should not count a mention in a comment or a string, a package, or a folder of src/ named scripts', () => {
      rmSync(join(root, 'src'), { recursive: true, force: true });
      put('src/lib/b.ts', "// import { x } from '../../scripts/x.ts';\nconst s = \"import('../../scripts/y.ts')\";\nimport { z } from 'scripts';\n");
      put('src/layouts/Base.astro', "<script>\n  import { attachPreviews } from '../scripts/preview.ts';\n</script>\n");
      expect(importsIntoScripts(root)).toEqual([]);
    });
  });
});
