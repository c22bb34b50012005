/** Where `npm run bench` writes its report (issue 35): a quick run's where git does not see it, unless asked. */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/proc.ts';
import { reportPath } from './report.ts';

const ignored = (path: string) => spawnSync('git', ['check-ignore', '-q', path], { cwd: ROOT }).status === 0;

describe('the bench report', () => {
  test('a quick run writes a file git ignores; with --report, and on a full run, the committed reports/bench.md', () => {
    expect(reportPath({ quick: true })).toBe('bench/out/bench.md');
    expect(ignored(reportPath({ quick: true }))).toBe(true);
    expect(reportPath({ quick: true, report: true })).toBe('reports/bench.md');
    expect(reportPath({})).toBe('reports/bench.md');
    expect(ignored('reports/bench.md')).toBe(false);
  });
});
