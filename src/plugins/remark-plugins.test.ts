import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { remarkRefs } from './remark-refs.ts';
import type { VFile } from 'vfile';
import { remarkMarks } from './remark-marks.ts';
import { readFileSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { splitFrontmatter } from '../lib/content-files.ts';

async function render(md: string | VFile) {
  const file = await unified().use(remarkParse).use(remarkDirective).use(remarkRefs).use(remarkMarks).use(remarkRehype).use(rehypeStringify).process(md);
  return { html: String(file), marks: (file.data as { astro?: { frontmatter?: { marks?: string[] } } }).astro?.frontmatter?.marks };
}

describe('remark-refs', () => {
  test('should link a "See X" reference to the term page', async () => {
    const { html } = await render('See :ref[Warp Speed]{to="glossary/1e/warp-speed"}.');
    expect(html).toBe('<p>See <a href="/1e/glossary/warp-speed/" class="ref ref-glossary">Warp Speed</a>.</p>');
  });
});

describe('remark-marks', () => {
  // Each directive's handler has its own tests (src/plugins/marks/*.test.ts); here, the table they sit in.
  test('should hand each directive to its handler and record every kind of mark the page uses, once, sorted', async () => {
    const { html, marks } = await render(
      ':::aside{kind="advanced"}\nExcept for :icon{name="unknown"} skills, any game text on a personnel is considered an ability.\n:::\n\nthe seven types of cards :gap[the card-type pages]{kind="removed-pages"} If an effect',
    );
    expect(html).toContain('<aside class="box box-advanced" aria-label="Advanced rules">');
    expect(html).toContain('class="gap gap-lost-icon"');
    expect(html).toContain('class="gap gap-removed-pages"');
    expect(marks).toEqual(['aside:advanced', 'gap:lost-icon', 'gap:removed-pages']);
  });
  test('should refuse an unknown directive, or a known name of another kind, naming the ones the site knows', async () => {
    const known = 'the site knows :ref, :icon, :gap, :::aside, ::moved, ::superseded, ::exception';
    await expect(render(':blink[x]')).rejects.toThrow(`Unknown directive ":blink": ${known}`);
    await expect(render('::icon{name="universal"}')).rejects.toThrow(`Unknown directive "::icon": ${known}`);
    await expect(render(':::gap{kind="missing-text"}\nx\n:::')).rejects.toThrow(`Unknown directive ":::gap": ${known}`);
  });
  test('should give a page with no marks an empty list', async () => {
    expect((await render('See :ref[Warp Speed]{to="glossary/1e/warp-speed"}.')).marks).toEqual([]);
  });
});

describe('remark-marks: superseded marks', () => {
  // The pages as the ingest writes them, marks included (scripts/ingest/disagreements.ts).
  const page = (entry: string) => splitFrontmatter(readFileSync(`content/${entry}.md`, 'utf8'), entry).rest;
  const tree = async (entry: string) => fromHtml((await render(page(entry))).html, { fragment: true });
  const text = (node: Parameters<typeof toString>[0]) => toString(node).replace(/\s+/g, ' ').trim();

  test('should mark only the sentences RB 83 supersedes, frame the paragraph with its mark, and tie them for screen readers', async () => {
    // RB 83: "(Missions with no point box may be placed in either quadrant, … No missions may be placed in the Delta
    // Quadrant yet.)" — the Glossary places such missions in the Alpha Quadrant only (the standing ledger, rulebook-1e-a).
    const frames = selectAll('div.superseded-passage', await tree('rules/1e/rulebook/2-mission-phase'));
    const frame = frames.find((f) => text(select('p', f)!).startsWith('Alpha Quadrant and Gamma Quadrant missions may be distinguished'))!;
    expect(frame.properties).toMatchObject({ dataSupersededBy: 'ST1E Glossary', dataStands: '/1e/glossary/mission/#p-during-the-mission-seed-phase-missions' });
    const [para, note] = frame.children.filter((c) => c.type === 'element');
    expect(para!.tagName).toBe('p');
    expect(selectAll('.superseded-text', para!).map(text)).toEqual([
      '(Missions with no point box may be placed in either quadrant, even if there are no other missions in the quadrant yet. No missions may be placed in the Delta Quadrant yet.)',
    ]);
    expect(text(para!)).toMatch(
      /^Alpha Quadrant and Gamma Quadrant missions may be distinguished .* Alpha Quadrant mission points boxes have no symbol\. \(Missions with no point box/,
    );
    expect(note!.properties).toMatchObject({ role: 'note' });
    expect(para!.properties.ariaDescribedBy).toEqual([note!.properties.id]);
    expect(text(note!)).toContain('Superseded by the ST1E Glossary: the marked sentences “(Missions with no point box');
    expect(text(note!)).toContain('The rest of the paragraph stands.');
  });

  test('should frame the RB 358 list item with its sentence marked, and give RB 359’s item its exception note', async () => {
    const doc = await tree('rules/1e/rulebook/attempting-missions');
    const items = selectAll('li.superseded-passage', doc);
    expect(items.map((li) => text(select('.superseded-text', li)!))).toEqual([
      'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).',
    ]);
    for (const li of items) expect(select(`#${String(li.properties.ariaDescribedBy)}`, li)?.properties.role).toBe('note');
    // RB 359 stands, narrowed: the general sentence governs every failed dilemma but one that says "mission continues".
    const rb359 = selectAll('li', doc).find((li) => text(li).startsWith('Failing to overcome a dilemma that has conditions immediately'))!;
    expect(selectAll('.superseded-text', rb359)).toHaveLength(0);
    const note = select(`#${String([rb359.properties.ariaDescribedBy].flat()[0])}`, rb359)!;
    expect(note.properties.className).toContain('exception-note');
    expect(text(note)).toMatch(/^Exception \(the ST1E Glossary\): .*mission continues/);
  });

  test('should frame each 2E winning condition the Current Rulings rewrite (2RB 825–836), and not what they leave', async () => {
    const frames = selectAll('.superseded-passage', await tree('rules/2e/rulebook/winning-the-game'));
    expect(frames.length).toBeGreaterThanOrEqual(2);
    const framed = frames.map(text).join(' ');
    expect(framed).toContain('A player wins the game when he or she has:');
    expect(framed).toContain('The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)');
    expect(framed).toContain('Superseded by the ST2E Current Rulings (3 January 2011)');
    expect(framed).not.toContain('The game also ends if all players have no cards');
    for (const f of frames) {
      const note = select('.superseded', f)!;
      for (const n of selectAll('p[aria-describedby], li[aria-describedby]', f).concat(f.tagName === 'li' ? [f] : []))
        expect([n.properties.ariaDescribedBy].flat()).toContain(note.properties.id);
    }
  });

  test('should say where a mark is and how to fix it when its quote is not in the paragraph before it', async () => {
    await expect(
      render('Some other words.\n\n::superseded{topic="t" by="glossary/1e/battle" anchor="p-x" document="ST1E Glossary" date="undated" quote="Not here."}\n'),
    ).rejects.toThrow(/the ::superseded mark of "t": its quote is not in the paragraph before it .*npm run ingest/);
  });
});
