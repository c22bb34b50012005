import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { exception } from './exception.ts';
import { renderWith } from './test-render.ts';

const render = (md: string) => renderWith({ exception }, md);
const text = (node: Parameters<typeof toString>[0]) => toString(node).replace(/\s+/g, ' ').trim();

describe('::exception, on its own', () => {
  // RB 359 as the ingest writes it (content/rules/1e/rulebook/attempting-missions.md): a list item that stands, narrowed
  // by the Glossary's "mission continues" (the standing ledger), its note inside the item.
  const page = readFileSync('content/rules/1e/rulebook/attempting-missions.md', 'utf8');
  const from = page.indexOf('- Failing to overcome a dilemma that has conditions');
  const snippet = page.slice(from, page.indexOf('\n', page.indexOf('::exception', from)));

  test('should put the note in the item it qualifies, tie it for screen readers, and link the governing text and why', async () => {
    expect(snippet).toMatch(/\n {2}::exception\{verdict="narrowed"/);
    const { html, marks } = await render(snippet);
    expect(marks).toEqual(['exception']);
    const li = select('li', fromHtml(html, { fragment: true }))!;
    const note = select('.exception-note', li)!;
    expect(li.properties.ariaDescribedBy).toEqual([note.properties.id]);
    expect(note.properties).toMatchObject({ role: 'note', dataPagefindIgnore: 'all' });
    expect(text(note)).toMatch(/^Exception \(the ST1E Glossary\): .*mission continues.* read the governing text · why$/);
    const links = selectAll('a', note).map((a) => String(a.properties.href));
    expect(links[0]).toMatch(/^\/1e\/glossary\/[a-z-]+\/#p-/);
    expect(links[1]).toBe('/disagreements/#rules-1e-rulebook-attempting-missions-p-failing-to-overcome-a-dilemma-that');
    // Nothing of the rules text is marked: the passage stands.
    expect(selectAll('.superseded-text, .superseded-passage', fromHtml(html, { fragment: true }))).toHaveLength(0);
  });

  test('should refuse a mark that lacks an attribute or has a verdict other than narrowed or extended', async () => {
    await expect(render('Words.\n\n::exception{verdict="narrowed" by="glossary/1e/battle"}')).rejects.toThrow(
      /An ::exception mark lacks anchor, document, date, pointer, topic \(the ingest writes them: scripts\/ingest\/standing\/resolve\.ts\)/,
    );
    await expect(
      render(
        'Words.\n\n::exception{verdict="changed" by="glossary/1e/battle" anchor="p-x" document="ST1E Glossary" date="undated" pointer="Exception: x" topic="t"}',
      ),
    ).rejects.toThrow(/verdict is "narrowed" or "extended", not "changed"/);
  });
});
