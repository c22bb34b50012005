/**
 * A source's checksum is set by `npm run source:accept`, which runs the accounting, never by hand: on a copy of the
 * project, the real Current Rulings with one comparison flipped are refused until the line is accounted for, then
 * accepted (checksum set, version recorded, content/ written); a checksum set by hand fails the ingest.
 */
import { expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { linkNodeModules } from '../lib/linked-modules.ts';
import { sha256 } from './source-versions.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FILE = '2e-current-rulings-2011-01-03.txt';
const ENV = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

test('a new version is accepted by npm run source:accept only once accounted for; a checksum set by hand fails the ingest', { timeout: 400_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'source-accept-'));
  try {
    for (const f of ['src', 'scripts', 'content', 'reports', 'package.json', 'tsconfig.json']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    linkNodeModules(ROOT, dir);
    const run = (script: string, ...args: string[]) => {
      const r = spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8', env: ENV, timeout: 180_000 });
      return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
    };
    // The version content/ was made from, given as --previous (the copy has no git).
    const previous = join(dir, 'previous');
    mkdirSync(previous);
    const old = readFileSync(join(ROOT, 'content/sources', FILE), 'utf8');
    writeFileSync(join(previous, FILE), old);
    const lines = old.split('\n');
    expect(lines[248]).toContain('Cunning>34');
    const text = lines.with(248, lines[248]!.replace('Cunning>34', 'Cunning<34')).join('\n');
    writeFileSync(join(dir, 'content/sources', FILE), text);
    const documentsTs = join(dir, 'scripts/ingest/documents.ts');
    const before = readFileSync(documentsTs, 'utf8');
    const accepted = join(dir, 'scripts/ingest/source-versions.accepted.json');
    const ledger = readFileSync(accepted, 'utf8');

    // Refused: the flipped line is listed, with the entry to add; nothing written.
    const refused = run('scripts/ingest/source-accept.ts', `content/sources/${FILE}`, '--previous', previous);
    expect(refused.status, refused.output).not.toBe(0);
    expect(refused.output).toContain(`content/sources/${FILE}, old line 249: its words are no longer on the site`);
    expect(refused.output).not.toContain('    at ');
    expect(readFileSync(documentsTs, 'utf8')).toBe(before);
    expect(readFileSync(accepted, 'utf8')).toBe(ledger);

    // The checksum set by hand instead: the ingest refuses it, naming the command.
    writeFileSync(documentsTs, before.replace(sha256(old), sha256(text)));
    const byHand = run('scripts/ingest/index.ts', '--check');
    expect(byHand.status, byHand.output).not.toBe(0);
    expect(byHand.output).toContain('which npm run source:accept never accepted');
    expect(byHand.output).toContain(`npm run source:accept -- content/sources/${FILE}`);
    writeFileSync(documentsTs, before);

    // Accounted for: accepted, and the ingest then finds content/ as it makes it.
    const reviewed = join(dir, 'scripts/ingest/source-versions.reviewed.ts');
    const loss = `{ document: '2e-current-rulings', version: '${sha256(text)}', line: 249, text: ${JSON.stringify(lines[248])}, reason: 'test: Cunning<34' }`;
    writeFileSync(reviewed, readFileSync(reviewed, 'utf8').replace('losses: [],', `losses: [${loss}],`));
    // The changed passage's search aids are re-read against it, as the ingest asks (their fingerprint set).
    const aids = run('scripts/ingest/source-accept.ts', `content/sources/${FILE}`, '--previous', previous);
    expect(aids.status, aids.output).not.toBe(0);
    const [, was, now] = /\(fingerprint ([0-9a-f]+), now ([0-9a-f]+)\)/.exec(aids.output) ?? [];
    expect(was && now, aids.output).toBeTruthy();
    const yaml = join(dir, 'scripts/ingest/search-aids/2e.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(`passage: "${was}"`, `passage: "${now}"`));
    expect(readFileSync(documentsTs, 'utf8')).toBe(before);
    const ok = run('scripts/ingest/source-accept.ts', `content/sources/${FILE}`, '--previous', previous);
    expect(ok.status, ok.output).toBe(0);
    expect(readFileSync(documentsTs, 'utf8')).toContain(`sha256: '${sha256(text)}'`);
    expect(readFileSync(accepted, 'utf8')).toContain(sha256(text));
    expect(readFileSync(join(dir, 'content/errata/2e/explore-black-cluster.md'), 'utf8')).toContain('Cunning<34');
    const check = run('scripts/ingest/index.ts', '--check');
    expect(check.status, check.output).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
