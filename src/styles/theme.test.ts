/** The dark palette is written twice in site.css (system setting; reader's choice): the two must be the same. */
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

test("should use one dark palette for the system setting and for the reader's choice", () => {
  const css = readFileSync(join(import.meta.dirname, 'site.css'), 'utf8');
  const vars = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start, selector).toBeGreaterThan(-1);
    const block = css.slice(start, css.indexOf('}', start));
    return [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, k, v]) => `${k}: ${v!.trim()}`).sort();
  };
  const system = vars(':root:not([data-theme="light"])');
  expect(system.length).toBeGreaterThan(5);
  expect(vars(':root[data-theme="dark"]')).toEqual(system);
});
