/**
 * The freshness module (freshness.ts): each kind of input edited in a project of its own — content, a plugin, a
 * module only one step imports (statically, type-only, dynamically), a module every step imports, a browser-only
 * module, the lockfile, a new import — and exactly the steps that read it run again; git's answer where there is no
 * record; Astro's rendered-Markdown cache (render-step.ts) keyed anew exactly when the rendering's code changes, with
 * no TypeScript loaded while it has not; and on the real project, the linking pass's and the rendering's code found
 * from their imports.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { codeFiles, current, record, recordsFile, type Step } from './freshness.ts';
import { DATA_STORE, RENDER_STEP, renderDigest } from './render-step.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('freshness', () => {
  const root = mkdtempSync(join(tmpdir(), 'freshness-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const edit = (path: string) => writeFileSync(join(root, path), `${readFileSync(join(root, path), 'utf8')}// edited\n`);

  mkdirSync(join(root, 'node_modules'));
  put('package-lock.json', '{ "version": "0.1.0" }\n');
  put('content/rules/a.md', '---\ntitle: A\n---\nA rule.\n');
  put('content/sources/a.txt', 'A rule.\n');
  put('src/lib/fold.ts', 'export const fold = (s: string) => s.toLowerCase();\n');
  put('src/lib/search/engine.ts', "import { fold } from '../fold.ts';\nexport const search = (q: string) => fold(q);\n");
  put('src/plugins/marks.ts', "import { fold } from '../lib/fold.ts';\nexport const marks = () => fold('x');\n");
  put('scripts/lib/memo-file.ts', 'export interface Memo { pages: string[] }\n');
  put('scripts/links/later.ts', 'export const later = 1;\n');
  put(
    'scripts/links/pass.ts',
    "import type { Memo } from '../lib/memo-file.ts';\nimport { marks } from '../../src/plugins/marks.ts';\nexport const pass = async (m: Memo) => [marks(), m, await import('./later.ts')];\n",
  );
  put('scripts/check.ts', "import { fold } from '../src/lib/fold.ts';\nexport const check = () => fold('y');\n");

  const skipSources = (path: string) => path.startsWith('content/sources/');
  const STEPS: Step[] = [
    { name: 'check', entries: ['scripts/check.ts'], content: ['content'], skipContent: skipSources },
    { name: 'links', entries: ['scripts/links/pass.ts'], content: ['content/rules'] },
    { name: 'render', entries: ['src/plugins/marks.ts'], content: ['content/rules'] },
  ];
  /** The steps that are not current, each then run (recorded). */
  const rerun = (): string[] => {
    const stale = STEPS.filter((s) => !current(root, s));
    for (const s of stale) record(root, s);
    return stale.map((s) => s.name);
  };

  test("should find a step's code from its imports: static, type-only and dynamic, and the lockfile for the packages", () => {
    expect(codeFiles(root, ['scripts/links/pass.ts'])).toEqual([
      'package-lock.json',
      'scripts/lib/memo-file.ts',
      'scripts/links/later.ts',
      'scripts/links/pass.ts',
      'src/lib/fold.ts',
      'src/plugins/marks.ts',
    ]);
  });

  test('should run again exactly the steps that read what was edited', () => {
    expect(rerun()).toEqual(['check', 'links', 'render']); // no record yet
    expect(rerun()).toEqual([]);
    edit('content/rules/a.md');
    expect(rerun()).toEqual(['check', 'links', 'render']);
    edit('content/sources/a.txt'); // left out of every step's content
    expect(rerun()).toEqual([]);
    edit('src/plugins/marks.ts'); // a plugin: the renderer and the pass that runs it
    expect(rerun()).toEqual(['links', 'render']);
    edit('scripts/lib/memo-file.ts'); // a module only the pass imports (type-only)
    expect(rerun()).toEqual(['links']);
    edit('scripts/links/later.ts'); // imported dynamically
    expect(rerun()).toEqual(['links']);
    edit('src/lib/fold.ts'); // imported by every step
    expect(rerun()).toEqual(['check', 'links', 'render']);
    edit('src/lib/search/engine.ts'); // the browser's: no step imports it
    expect(rerun()).toEqual([]);
    writeFileSync(join(root, 'package-lock.json'), '{ "version": "0.1.1" }\n'); // a package bump
    expect(rerun()).toEqual(['check', 'links', 'render']);
    // The check starts to import the engine: the edit that adds the import reruns it, and from then on the engine is its input.
    put(
      'scripts/check.ts',
      "import { fold } from '../src/lib/fold.ts';\nimport { search } from '../src/lib/search/engine.ts';\nexport const check = () => fold(search('y'));\n",
    );
    expect(rerun()).toEqual(['check']);
    edit('src/lib/search/engine.ts');
    expect(rerun()).toEqual(['check']);
    // Content back as it was at an earlier record, with the code of that record: current again without running.
    const page = readFileSync(join(root, 'content/rules/a.md'), 'utf8');
    writeFileSync(join(root, 'content/rules/a.md'), 'changed\n');
    expect(rerun()).toEqual(['check', 'links', 'render']);
    writeFileSync(join(root, 'content/rules/a.md'), page);
    expect(rerun()).toEqual([]);
  });

  test('should take content and code as committed for current where there is no record, and nothing else', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    rmSync(join(root, 'node_modules'), { recursive: true, force: true });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'x');
    const links: Step = { ...STEPS[1]!, committed: true };
    expect(current(root, links)).toBe(true);
    expect(current(root, { ...links, committed: false })).toBe(false);
    edit('scripts/lib/memo-file.ts');
    expect(current(root, links)).toBe(false);
    git('checkout', '-q', '--', '.');
    edit('src/plugins/marks.ts'); // the step's code under src/
    expect(current(root, links)).toBe(false);
    git('checkout', '-q', '--', '.');
    put('docs/notes.md', 'Not code.\n'); // neither code nor the step's content
    expect(current(root, links)).toBe(true);
    edit('content/rules/a.md');
    expect(current(root, links)).toBe(false);
    // Once recorded, the record answers, not git: the content as it is now, with this code.
    mkdirSync(join(root, 'node_modules'));
    record(root, links);
    expect(current(root, links)).toBe(true);
  });
});

describe('a cold build', () => {
  test('should record and answer with no TypeScript loaded, and walk the imports only once a module changed', () => {
    const root = mkdtempSync(join(tmpdir(), 'freshness-cold-'));
    try {
      const put = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      mkdirSync(join(root, 'node_modules'));
      put('package-lock.json', '{}\n');
      put('content/a.md', 'A.\n');
      put('scripts/step.ts', "import { f } from '../src/lib/f.ts';\nexport const step = f;\n");
      put('src/lib/f.ts', 'export const f = 1;\n');
      put('src/lib/browser.ts', 'export const b = 1;\n');
      // Each call in a process of its own, to see which modules it loaded.
      const run = (call: string): { result: boolean; typescript: boolean } => {
        const script = [
          `const { current, record } = await import(${JSON.stringify(join(import.meta.dirname, 'freshness.ts'))});`,
          `const step = { name: 's', entries: ['scripts/step.ts'], content: ['content'] };`,
          `const root = ${JSON.stringify(root)};`,
          `const result = ${call};`,
          "const { createRequire } = await import('node:module');",
          'console.log(JSON.stringify({ result: !!result, typescript: Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes("/typescript/")) }));',
        ].join('\n');
        return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as {
          result: boolean;
          typescript: boolean;
        };
      };
      expect(run('current(root, step)')).toEqual({ result: false, typescript: false }); // no record: the step runs
      expect(run('record(root, step)')).toEqual({ result: true, typescript: false }); // then records the project's code
      expect(run('current(root, step)')).toEqual({ result: true, typescript: false });
      writeFileSync(join(root, 'src/lib/browser.ts'), 'export const b = 2;\n'); // not the step's
      expect(run('current(root, step)')).toEqual({ result: true, typescript: true }); // walked once, to tell
      expect(run('current(root, step)')).toEqual({ result: true, typescript: false }); // narrowed to the step's own
      writeFileSync(join(root, 'src/lib/f.ts'), 'export const f = 2;\n'); // the step's
      expect(run('current(root, step)')).toEqual({ result: false, typescript: false });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("Astro's rendered-Markdown cache (render-step.ts)", () => {
  const root = mkdtempSync(join(tmpdir(), 'freshness-render-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const edit = (path: string) => writeFileSync(join(root, path), `${readFileSync(join(root, path), 'utf8')}// edited\n`);

  mkdirSync(join(root, 'node_modules/.astro'), { recursive: true });
  put('package-lock.json', '{ "version": "0.1.0" }\n');
  put('content/rules/a.md', '---\ntitle: A\n---\nA rule.\n');
  put('src/lib/fold.ts', 'export const fold = (s: string) => s.toLowerCase();\n');
  put('src/lib/search/engine.ts', "import { fold } from '../fold.ts';\nexport const search = (q: string) => fold(q);\n");
  put('src/plugins/remark-marks.ts', "import { fold } from '../lib/fold.ts';\nexport const remarkMarks = () => fold('x');\n");
  put('src/plugins/markdown.ts', "import { remarkMarks } from './remark-marks.ts';\nexport const remarkPlugins = [remarkMarks];\n");
  put('src/schemas/index.ts', 'export const COLLECTIONS = {};\n');
  put(
    'src/content.config.ts',
    "import { defineCollection } from 'astro:content';\nimport { COLLECTIONS } from './schemas/index.ts';\nexport const collections = { COLLECTIONS, defineCollection };\n",
  );
  put('scripts/links/pass.ts', "import { fold } from '../../src/lib/fold.ts';\nexport const pass = () => fold('z');\n");

  /** The render step's digest, computed in a process of its own, and whether that process loaded TypeScript. */
  const probe = (): { digest: string; typescript: boolean } => {
    const script = [
      `const { renderDigest } = await import(${JSON.stringify(join(import.meta.dirname, 'render-step.ts'))});`,
      `const digest = renderDigest(${JSON.stringify(root)});`,
      "const { createRequire } = await import('node:module');",
      'console.log(JSON.stringify({ digest, typescript: Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes("/typescript/")) }));',
    ].join('\n');
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { digest: string; typescript: boolean };
  };

  test('should key the cache anew exactly when the rendering’s code changes, and load TypeScript only to tell whose code changed', () => {
    // Cold (no content store, no record): a new digest, recorded at once from the project's code, with no TypeScript
    // and no process of its own (the config is read on Astro's start-up path).
    const cold = probe();
    expect(cold.typescript).toBe(false);
    expect(existsSync(join(root, recordsFile(RENDER_STEP.name)))).toBe(true);
    put(DATA_STORE, '{}');
    expect(probe()).toEqual({ digest: cold.digest, typescript: false }); // nothing changed: the record answers
    expect(renderDigest(root)).toBe(cold.digest);
    edit('content/rules/a.md'); // content: Astro keys each entry by its own file
    edit('src/lib/search/engine.ts'); // the browser's search engine: nothing renders with it
    edit('scripts/links/pass.ts'); // the linking pass: its output is content, which Astro reads as such
    expect(probe()).toEqual({ digest: cold.digest, typescript: true }); // the imports walked once, to tell
    expect(probe()).toEqual({ digest: cold.digest, typescript: false }); // and the record narrowed to them
    const seen = new Set([cold.digest]);
    for (const path of ['src/plugins/remark-marks.ts', 'src/lib/fold.ts', 'src/schemas/index.ts', 'src/plugins/markdown.ts', 'package-lock.json']) {
      edit(path); // a plugin, a module it imports, the content layer's schemas, the plugin list, the packages
      const digest = renderDigest(root);
      expect(seen.has(digest), path).toBe(false);
      seen.add(digest);
      expect(renderDigest(root), path).toBe(digest);
    }
    // A plugin that starts to import a module: from then on, that module is the rendering's code.
    put(
      'src/plugins/remark-marks.ts',
      "import { fold } from '../lib/fold.ts';\nimport { search } from '../lib/search/engine.ts';\nexport const remarkMarks = () => fold(search('x'));\n",
    );
    const withEngine = renderDigest(root);
    expect(seen.has(withEngine)).toBe(false);
    edit('src/lib/search/engine.ts');
    expect(renderDigest(root)).not.toBe(withEngine);
    // The store deleted (a cold build) with the code as recorded: the record's digest, no walk.
    rmSync(join(root, DATA_STORE));
    expect(probe()).toEqual({ digest: renderDigest(root), typescript: false });
  });
});

describe("the real project's steps", () => {
  test("should find the rendering's plugins, the content layer's schemas and loaders, and not the browser code", () => {
    const files = codeFiles(ROOT, RENDER_STEP.entries);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/plugins/remark-marks.ts',
        'src/plugins/rehype-cite-links.ts',
        'src/schemas/index.ts',
        'src/loaders/json-entries.ts',
        'package-lock.json',
      ]),
    );
    expect(files.filter((f) => f.startsWith('src/lib/search/') || f.startsWith('src/client/') || f.startsWith('scripts/') || f.endsWith('.test.ts'))).toEqual(
      [],
    );
  });

  test('should find the linking pass running the memo file and not the browser code', () => {
    const files = codeFiles(ROOT, ['scripts/links/index.ts']);
    // The pass itself is imported dynamically by its runner, and scripts/lib/memo-file.ts was missing from PASS_CODE.
    expect(files).toEqual(expect.arrayContaining(['scripts/links/index.ts', 'scripts/links/pass.ts', 'scripts/lib/memo-file.ts', 'package-lock.json']));
    expect(files.filter((f) => f.startsWith('src/lib/search/') || f.startsWith('src/client/') || f.endsWith('.test.ts'))).toEqual([]);
  });
});
