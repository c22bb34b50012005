import { describe, expect, it } from 'vitest';
import { sourceLines } from '../lib/source.ts';
import { bulletStyleReport } from './report.ts';
import { SOURCE } from './whole-book.ts';

const lines = sourceLines(SOURCE);

describe('bulletStyleReport on the whole source', () => {
  it('should report where "•" lists meet "  •" lists (lines 319 and 346 among them)', () => {
    const report = bulletStyleReport(lines);
    expect(report.map((r) => r.line)).toContain(319);
    expect(report.find((r) => r.line === 346)!.message).toMatch(/^the bullet style changes here \(" {2}•" after "•" at line 343\)/);
  });
});
