import { describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearDistInBackground, staleName } from './clear-dist.ts';

type Setup = (options: { command: string; config: { outDir: URL }; logger: { info: (m: string) => void } }) => void;
const setup = clearDistInBackground().hooks['astro:config:setup'] as unknown as Setup;

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await sleep(50);
  if (!done()) throw new Error(`Timed out waiting until ${what}`);
}

function project(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'clear-dist-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '1e/glossary/dilemma'), { recursive: true });
  writeFileSync(join(dist, '1e/glossary/dilemma/index.html'), '<p>old</p>');
  return { root, dist };
}

describe('clear-dist integration', () => {
  test('should move the old dist/ aside at once and delete it in the background, and any folder a killed build left', async () => {
    const { root, dist } = project();
    const leftover = join(root, staleName(dist, 1));
    mkdirSync(join(leftover, 'pagefind'), { recursive: true });
    try {
      setup({ command: 'build', config: { outDir: pathToFileURL(dist + '/') }, logger: { info: () => {} } });
      expect(existsSync(dist)).toBe(false);
      await until(() => readdirSync(root).length === 0, 'the stale folders are deleted');
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('should leave dist/ alone outside a build (astro dev serves from elsewhere, astro preview serves dist/)', () => {
    const { root, dist } = project();
    try {
      for (const command of ['dev', 'preview']) {
        setup({ command, config: { outDir: pathToFileURL(dist + '/') }, logger: { info: () => {} } });
        expect(existsSync(join(dist, '1e/glossary/dilemma/index.html'))).toBe(true);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
