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
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkRefs)
    .use(remarkMarks)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(md);
  return { html: String(file), marks: (file.data as { astro?: { frontmatter?: { marks?: string[] } } }).astro?.frontmatter?.marks };
}

describe('remark-refs', () => {
  test('should link a "See X" reference to the term page', async () => {
    const { html } = await render('See :ref[Warp Speed]{to="glossary/1e/warp-speed"}.');
    expect(html).toBe('<p>See <a href="/1e/glossary/warp-speed/" class="ref ref-glossary">Warp Speed</a>.</p>');
  });
});

describe('remark-marks', () => {
  test('should show "♠" as the universal icon, keeping the source characters', async () => {
    const { html, marks } = await render('any number of copies of a :icon[♠]{name="universal"} universal ship');
    expect(html).toContain('<span class="icon icon-universal" role="img" aria-label="universal icon" title="universal icon (the source reads “♠”)" data-source="♠">❖</span>');
    expect(marks).toEqual(['icon:known']);
  });
  test('should show leaked affiliation alt text as a named icon', async () => {
    const { html } = await render('cannot board a :icon[Affiliation Federation]{name="affiliation" affiliation="Federation"} ship');
    expect(html).toContain('aria-label="Federation affiliation icon"');
    expect(html).toContain('>Federation</span>');
  });
  test('should show an icon the source lost as a lost-text mark in words, never a bare "?" (For the Cause, CR 264)', async () => {
    // The erratum as the ingest writes it from 2e-current-rulings-2011-01-03.txt line 264 ("using your  personnel").
    const { html, marks } = await render('You may attempt and complete Region: Demilitarized Zone missions using your :icon{name="unknown"} personnel (and a ship they are aboard at a space mission)');
    expect(html).toContain(
      'missions using your <span class="gap gap-lost-icon" role="img" aria-label="icon lost in the source" title="An icon stood here in the printed document; the source text lost it.">[icon lost in the source]</span> personnel (and a ship',
    );
    expect(html).not.toContain('>?<');
    expect(marks).toEqual(['gap:lost-icon']);
  });
  test('should keep an unknown icon whose source has a reading as that reading (1E Glossary, Doorway: "[unknown icon - Ref]")', async () => {
    const { html, marks } = await render('icons such as :icon[\\[unknown icon - Ref\\]]{name="unknown"} that are not part of the game text');
    expect(html).toContain('aria-label="icon not legible in the source: Ref"');
    expect(html).toContain('>Ref</span>');
    expect(marks).toEqual(['icon:unknown']);
  });
  test('should show a gap with its explanation, never glue the text', async () => {
    const { html, marks } = await render('the seven types of cards :gap[the card-type pages]{kind="removed-pages"} If an effect');
    expect(html).toContain('<span class="gap gap-removed-pages" title="Pages were removed from the source at this point; their text is not in any document we hold." data-kind="removed-pages">[pages missing in the source: the card-type pages]</span>');
    expect(marks).toEqual(['gap:removed-pages']);
  });
  test('should keep an advanced box apart as an aside with a title', async () => {
    const { html } = await render(':::aside{kind="advanced"}\nWhen you are first learning the game, you can skip the text in these grey boxes.\n:::');
    expect(html).toBe('<aside class="box box-advanced" aria-label="Advanced rules"><p class="aside-title">Advanced rules</p><p>When you are first learning the game, you can skip the text in these grey boxes.</p></aside>');
  });
  test('should say at a moved box that it was moved, from where, with a link', async () => {
    const { html, marks } = await render(
      ':::aside{kind="advanced" moved-from="rules/2e/rulebook/setting-up-the-game" moved-from-title="SETTING UP THE GAME" moved-beside="after the last paragraph of SETTING UP THE GAME (line 167)"}\nIf your deck is empty, you do not have to spend all seven counters.\n:::',
    );
    expect(html).toBe(
      '<aside class="box box-advanced" aria-label="Advanced rules"><p class="aside-title">Advanced rules</p>' +
        '<p class="aside-moved" data-pagefind-ignore="all">Moved here from <a href="/2e/rulebook/setting-up-the-game/">SETTING UP THE GAME</a>: in the source this box sits after the last paragraph of SETTING UP THE GAME (line 167).</p>' +
        '<p>If your deck is empty, you do not have to spend all seven counters.</p></aside>',
    );
    expect(marks).toEqual(['aside:advanced', 'aside:moved']);
  });
  test('should mark an inferred icon as inferred, not as a lost glyph', async () => {
    const { html, marks } = await render('one unstopped :icon{name="affiliation" affiliation="Federation" inferred="true"} personnel');
    expect(html).toContain(
      '<span class="icon icon-affiliation icon-inferred" role="img" aria-label="Federation affiliation icon, inferred: the source has no trace of it" title="Federation affiliation icon, inferred: the source has no trace of it">Federation</span>',
    );
    expect(marks).toEqual(['icon:inferred']);
  });
  test('should refuse an unknown icon name or directive', async () => {
    await expect(render(':icon{name="phaser"}')).rejects.toThrow('Unknown icon name "phaser"');
    await expect(render(':blink[x]')).rejects.toThrow('Unknown directive ":blink"');
  });
});

describe('remark-marks: superseded marks', () => {
  // The pages as the ingest writes them, marks included (scripts/ingest/disagreements.ts).
  const page = (entry: string) => splitFrontmatter(readFileSync(`content/${entry}.md`, 'utf8'), entry).rest;
  const tree = async (entry: string) => fromHtml((await render(page(entry))).html, { fragment: true });
  const text = (node: Parameters<typeof toString>[0]) => toString(node).replace(/\s+/g, ' ').trim();

  test('should mark only the last sentence of RB 350, frame the paragraph with its mark, and tie them for screen readers', async () => {
    const frames = selectAll('div.superseded-passage', await tree('rules/1e/rulebook/attempting-missions'));
    const frame = frames.find((f) => text(select('p', f)!).startsWith('Slide out the bottom seed card'))!;
    expect(frame.properties).toMatchObject({ dataSupersededBy: 'ST1E Glossary', dataStands: '/1e/glossary/mis-seed/#p-more-than-one-copy-of-a' });
    const [para, note] = frame.children.filter((c) => c.type === 'element');
    expect(para!.tagName).toBe('p');
    expect(selectAll('.superseded-text', para!).map(text)).toEqual(['If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.']);
    expect(text(para!)).toMatch(/^Slide out the bottom seed card .* Artifacts are not earned until the mission is completed\.\) If more than one copy/);
    expect(note!.properties).toMatchObject({ role: 'note' });
    expect(para!.properties.ariaDescribedBy).toEqual([note!.properties.id]);
    expect(text(note!)).toContain('Superseded by the ST1E Glossary: the marked sentence “If more than one copy of any card');
    expect(text(note!)).toContain('The rest of the paragraph stands.');
  });

  test('should frame the RB 358 and RB 359–361 list items, each with its own sentence marked', async () => {
    const doc = await tree('rules/1e/rulebook/attempting-missions');
    const items = selectAll('li.superseded-passage', doc);
    expect(items.map((li) => text(select('.superseded-text', li)!))).toEqual([
      'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).',
      'Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.',
    ]);
    for (const li of items) expect(select(`#${String(li.properties.ariaDescribedBy)}`, li)?.properties.role).toBe('note');
  });

  test('should frame the 2E winning conditions and the sentences after them (2RB 825–836) as one passage', async () => {
    const frames = selectAll('.superseded-passage', await tree('rules/2e/rulebook/winning-the-game'));
    expect(frames).toHaveLength(1);
    const framed = text(frames[0]!);
    expect(framed).toContain('A player wins the game when he or she has:');
    expect(framed).toContain('The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)');
    expect(framed).toContain('Superseded by the ST2E Current Rulings (3 January 2011): the framed passage.');
    expect(framed).not.toContain('The game also ends if all players have no cards');
    const note = select('.superseded', frames[0]!)!;
    expect(selectAll('p[aria-describedby], li[aria-describedby]', frames[0]!).map((n) => n.properties.ariaDescribedBy)).toEqual(Array(5).fill([note.properties.id]));
  });

  test('should say where a mark is and how to fix it when its quote is not in the paragraph before it', async () => {
    await expect(render('Some other words.\n\n::superseded{topic="t" by="glossary/1e/battle" anchor="p-x" document="ST1E Glossary" date="undated" quote="Not here."}\n')).rejects.toThrow(/the ::superseded mark of "t": its quote is not in the paragraph before it .*npm run ingest/);
  });
});
