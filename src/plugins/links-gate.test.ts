import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATE_DONE, GATE_FAILED, waitForGate } from './links-gate.ts';

const dirs: string[] = [];
const gate = () => {
  const d = mkdtempSync(join(tmpdir(), 'links-gate-test-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('waitForGate', () => {
  test('should wait until the pass has written done', async () => {
    const dir = gate();
    let settled = false;
    const waiting = waitForGate(dir, 5_000, 5).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 60));
    expect(settled).toBe(false);
    writeFileSync(join(dir, GATE_DONE), '');
    await waiting;
    expect(settled).toBe(true);
  });

  test('should stop Astro with a message when the pass failed', async () => {
    const dir = gate();
    setTimeout(() => writeFileSync(join(dir, GATE_FAILED), ''), 30);
    await expect(waitForGate(dir, 5_000, 5)).rejects.toThrow('The linking pass failed (its message is above)');
  });

  test('should give up, naming the gate, when nothing comes in time', async () => {
    const dir = gate();
    await expect(waitForGate(dir, 50, 5)).rejects.toThrow(`did not finish within 0 s of Astro's start (STCCG_LINKS_GATE=${dir})`);
  });
});
