/**
 * Every inline script of every built page is one the Content-Security-Policy allows by its SHA-256
 * (src/lib/inline-scripts.ts, src/lib/site-headers.ts): an inline script written anywhere else is blocked in the
 * reader's browser (as the walkthrough diagram's scroll to its first step was, before it moved there).
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { pages } from './dist.ts';
import { INLINE_SCRIPTS } from '../src/lib/inline-scripts.ts';

const hash = (s: string) => createHash('sha256').update(s).digest('base64');

describe('inline scripts and the policy', () => {
  test('every inline script of every page is allowed by its hash', () => {
    const allowed = new Set(INLINE_SCRIPTS.map(hash));
    const refused: string[] = [];
    let seen = 0;
    for (const p of pages()) {
      for (const s of selectAll('script:not([src])', p.tree)) {
        const type = String(s.properties.type ?? '');
        if (type && type !== 'module' && type !== 'text/javascript') continue; // data, not script (JSON)
        seen++;
        const text = toString(s);
        if (!allowed.has(hash(text))) refused.push(`${p.url}: ${text.slice(0, 80)}`);
      }
    }
    expect(seen).toBeGreaterThan(1000);
    expect(refused).toEqual([]);
  });
});
