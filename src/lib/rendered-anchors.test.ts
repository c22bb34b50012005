import { afterEach, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { remarkAnchors } from '../plugins/remark-anchors.ts';
import { anchorsOfMarkdown } from './anchors.ts';
import { readEntry } from './content-files.ts';
import { anchorsOfBody, forgetAnchors, recordedBodies } from './rendered-anchors.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const ruling = () => readEntry(join(CONTENT, 'rulings/2e/attempting-missions.md'), '2e/attempting-missions').body;

const render = (md: string) => unified().use(remarkParse).use(remarkDirective).use(remarkAnchors).use(remarkRehype).use(rehypeStringify).process(md);

afterEach(forgetAnchors);

describe('rendered anchors', () => {
  test('should keep the anchors remark-anchors computed, and hand out those for the same text', async () => {
    const body = ruling();
    const html = String(await render(body));
    expect(recordedBodies()).toBe(1);
    const kept = anchorsOfBody(body);
    // The very list recorded while rendering: a second lookup gives the same object, with no new entry.
    expect(anchorsOfBody(body)).toBe(kept);
    expect(recordedBodies()).toBe(1);
    // …and they are the ids the page carries, with the passages' text.
    expect(kept.map((a) => a.id)).toEqual(anchorsOfMarkdown(body).map((a) => a.id));
    for (const { id } of kept) expect(html).toContain(` id="${id}"`);
    expect(kept.find((a) => a.id === 'p-a-ap-announces-where-and-by')?.text).toMatch(/^a\. AP announces where and by/);
  });

  test('should parse a body that was not rendered, and a changed body is a different body', async () => {
    const body = ruling();
    await render(body);
    const changed = body.replace('AP announces where', 'AP declares where');
    const anchors = anchorsOfBody(changed);
    expect(recordedBodies()).toBe(2);
    expect(anchors.map((a) => a.id)).toContain('p-a-ap-declares-where-and-by');
    expect(anchors.map((a) => a.id)).not.toContain('p-a-ap-announces-where-and-by');
  });
});
