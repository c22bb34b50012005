import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { superseded } from './superseded.ts';
import { renderWith } from './test-render.ts';

const render = (md: string) => renderWith({ superseded }, md);
const text = (node: Parameters<typeof toString>[0]) => toString(node).replace(/\s+/g, ' ').trim();

describe('::superseded, on its own', () => {
  // RB 358 and RB 359–361 as their page has them (the words read from content/), each item followed by a superseded mark
  // written as the ingest writes one (its quote's `"` as a character reference). Today the standing ledger marks RB 359
  // with an exception note instead; the handler's behaviour on two marked items is what is tested here.
  const page = readFileSync('content/rules/1e/rulebook/attempting-missions.md', 'utf8');
  const item = (start: string) => {
    const at = page.indexOf(start);
    return page.slice(at, page.indexOf('\n', at));
  };
  const snippet = [
    item('- Most dilemmas with conditions'),
    '  ::superseded{topic="failed-dilemma-enters-play" by="glossary/1e/dilemma-resolution" anchor="p-if-a-dilemma-has-conditions-and" document="ST1E Glossary" date="undated" quote="If a dilemma with conditions does not say &#x22;Discard dilemma,&#x22; it stays until you overcome it (regardless of its effects)."}',
    item('- Failing to overcome a dilemma that has conditions'),
    '  ::superseded{topic="failing-conditions" by="glossary/1e/dilemma-resolution-summary" anchor="p-if-you-do-not-meet-the" document="ST1E Glossary" date="undated" quote="Failing to overcome a dilemma that has conditions immediately &#x22;stops&#x22; your Away Team and ends that mission attempt."}',
  ].join('\n');

  test('should frame each list item with its mark, mark only its sentence, and tie them for screen readers', async () => {
    expect(snippet.split('\n').filter((l) => l.startsWith('  ::superseded'))).toHaveLength(2);
    const { html, marks } = await render(snippet);
    expect(marks).toEqual(['superseded']);
    const items = selectAll('li.superseded-passage', fromHtml(html, { fragment: true }));
    expect(items.map((li) => text(select('.superseded-text', li)!))).toEqual([
      'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).',
      'Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.',
    ]);
    // The marks are numbered in page order, though placed last to first.
    expect(items.map((li) => li.properties.ariaDescribedBy)).toEqual([['superseded-1'], ['superseded-2']]);
    for (const li of items) {
      const note = select(`#${String(li.properties.ariaDescribedBy)}`, li)!;
      expect(note.properties.role).toBe('note');
      expect(text(note)).toMatch(/^Superseded by the ST1E Glossary: the marked sentence “.*” The rest of the item stands\. read the standing text · why$/);
    }
    expect(items[1]!.properties).toMatchObject({
      dataTopic: 'failing-conditions',
      dataStands: '/1e/glossary/dilemma-resolution-summary/#p-if-you-do-not-meet-the',
    });
  });

  test('should refuse a mark that lacks an attribute, and one whose quote is not before it', async () => {
    await expect(render('Some other words.\n\n::superseded{topic="t" by="glossary/1e/battle"}')).rejects.toThrow(
      /A ::superseded mark lacks anchor, document, date, quote \(the ingest writes them: scripts\/ingest\/disagreements\.ts\)/,
    );
    await expect(
      render('Some other words.\n\n::superseded{topic="t" by="glossary/1e/battle" anchor="p-x" document="ST1E Glossary" date="undated" quote="Not here."}\n'),
    ).rejects.toThrow(/the ::superseded mark of "t": its quote is not in the paragraph before it .*npm run ingest/);
  });
});
