import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { GENERATED_HEADER } from '../lib/files.ts';
import { GLOSSARY_2E } from './outline.ts';
import { SOURCE, directives, page, parsed, plainLine, result, rules, squash } from './whole-book.ts';

describe('sectionPages on the real rulebook', () => {
  it('should write one page per section, in reading order, with the outline of the book', () => {
    expect(rules.map((r) => [r.data.order, r.data.level, r.data.title])).toEqual([
      [1, 1, 'INTRODUCTION'],
      [2, 1, 'TYPES OF CARDS'],
      [3, 1, 'AFFILIATIONS'],
      [4, 1, 'HOW THE CARD TYPES FIT TOGETHER'],
      [5, 1, 'SETTING UP THE GAME'],
      [6, 1, 'PLAYING THE GAME'],
      [7, 2, 'TURN SEQUENCE'],
      [8, 2, '1. PLAY AND DRAW CARDS'],
      [9, 3, 'DRAWING CARDS'],
      [10, 3, 'PAYING COSTS'],
      [11, 3, 'SHOWING YOUR CARDS'],
      [12, 3, 'PLAYING SPECIFIC KINDS OF CARDS'],
      [13, 3, 'IMPORTANT GAME TERMS'],
      [14, 2, '2. EXECUTE ORDERS'],
      [15, 3, 'GENERAL RULES ON EXECUTING ORDERS'],
      [16, 3, 'ORDER – BEAM PERSONNEL'],
      [17, 3, 'ORDER – MOVE A SHIP'],
      [18, 3, 'ORDER – ATTEMPT A MISSION'],
      [19, 4, 'Facing Dilemmas'],
      [20, 4, 'Checking Mission Requirements'],
      [21, 3, 'ORDER ACTIONS ON CARDS'],
      [22, 2, '3. DISCARD EXCESS CARDS'],
      [23, 1, 'WINNING THE GAME'],
      [24, 1, 'BUILDING A DECK'],
      [25, 1, 'OTHER IMPORTANT RULES'],
      [26, 2, 'UNIQUENESS'],
      [27, 2, 'PRESENT'],
      [28, 2, 'COMBAT'],
      [29, 2, 'ENGAGEMENTS'],
      [30, 2, 'DAMAGE'],
      [31, 2, 'BRIG AND CAPTIVES'],
      [32, 1, 'GLOSSARY'],
    ]);
  });

  it('should give every page the frontmatter of the rules collection, keys in order', () => {
    const f = page('rules/2e/rulebook/facing-dilemmas.md');
    expect(Object.keys(f.data)).toEqual(['title', 'edition', 'document', 'order', 'level', 'parent', 'lines', 'lineRanges']);
    expect(f.data).toMatchObject({ edition: '2E', document: '2e-rulebook', parent: '2e/rulebook/order-attempt-a-mission', lines: [527, 750] });
    expect(page('rules/2e/rulebook/introduction.md').data).toMatchObject({ parent: null, lines: [1, 26] });
    expect(result.files[0]!.content.split('\n')[1]).toBe(GENERATED_HEADER('2e-rulebook.txt'));
  });

  it('should have a sound outline: each parent comes before its children, one level up', () => {
    const byId = new Map(rules.map((r) => [r.path.replace(/^rules\/|\.md$/g, ''), r.data]));
    for (const r of rules) {
      const parent = r.data.parent as string | null;
      if (parent === null) expect(r.data.level).toBe(1);
      else {
        const p = byId.get(parent)!;
        expect(p, `${r.path} → ${parent}`).toBeDefined();
        expect(p.level).toBe((r.data.level as number) - 1);
        expect(p.order as number).toBeLessThan(r.data.order as number);
      }
    }
  });

  it('should cover the source with contiguous line ranges, in order', () => {
    const ranges = rules.map((r) => r.data.lines as [number, number]);
    expect(ranges[0]![0]).toBe(1);
    expect(ranges.at(-1)![1]).toBe(1541);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1]);
  });

  it('should repair the U+FFFD of "ORDER � BEAM PERSONNEL" to the en dash of its sibling headings', () => {
    expect(page('rules/2e/rulebook/order-beam-personnel.md').data.title).toBe('ORDER – BEAM PERSONNEL');
  });

  it('should give a heading without text of its own a list of its topics, and keep THAT’S IT! inside its section', () => {
    expect(page('rules/2e/rulebook/other-important-rules.md').body).toContain(':ref[UNIQUENESS]{to="rules/2e/rulebook/uniqueness"}');
    expect(page('rules/2e/rulebook/building-a-deck.md').body).toContain('## THAT’S IT!');
  });

  it('should list the glossary entries on the GLOSSARY page and end it with the removed block at the end of the source', () => {
    const g = page('rules/2e/rulebook/glossary.md');
    expect(directives(g, 'ref').map((d) => d.attributes.to)).toEqual(GLOSSARY_2E.map((e) => `glossary/${e.id}`));
    expect(g.body).toMatch(/^This glossary explains additional terms/);
    expect(directives(g, 'gap').map((d) => d.attributes.kind)).toEqual(['removed-pages']);
  });
});

describe('sectionPages and glossaryEntryPages: every source line a page is rebuilt from is cited', () => {
  const inRanges = (ranges: Array<[number, number]>, n: number) => ranges.some(([a, b]) => a <= n && n <= b);

  it('should give all 53 pages line ranges, in order, that hold every line used in rebuilding them', () => {
    expect(parsed).toHaveLength(53);
    expect(result.sourceLinesByPage.size).toBe(53);
    for (const p of parsed) {
      const ranges = p.data.lineRanges as Array<[number, number]>;
      expect(ranges.length, p.path).toBeGreaterThan(0);
      ranges.forEach(([a, b], i) => {
        expect(a, p.path).toBeLessThanOrEqual(b);
        if (i) expect(a, p.path).toBeGreaterThan(ranges[i - 1]![1]);
      });
      const used = result.sourceLinesByPage.get(p.path)!;
      expect(used.length, p.path).toBeGreaterThan(0);
      expect(
        used.filter((n) => !inRanges(ranges, n)),
        p.path,
      ).toEqual([]);
    }
  });

  it('should cite the second copy of a doubled page: "General Rules on Executing Orders" has words from lines 429, 430 and 435', () => {
    const g = page('rules/2e/rulebook/general-rules-on-executing-orders.md');
    // line 349 is cut ("There is no / the number of orders…"); its words come back from the second copy, line 429
    expect(plainLine(429)).toBe('You may use the same cards to execute multiple orders during a turn. There is no limit to');
    expect(plainLine(435)).toBe('n in the same turn.');
    expect(g.body).toContain('There is no limit to the number of orders you can execute during this segment of your turn or to the number of times');
    expect(g.body).toContain('and again attempt a mission in the same turn.');
    const ranges = g.data.lineRanges as Array<[number, number]>;
    for (const n of [346, 360, 429, 430, 435]) expect(inRanges(ranges, n), `line ${n}`).toBe(true);
    // …and not the second copies of other sections' lines (line 444 is ORDER – BEAM PERSONNEL's)
    expect(inRanges(ranges, 444)).toBe(false);
    expect(inRanges(page('rules/2e/rulebook/order-beam-personnel.md').data.lineRanges as Array<[number, number]>, 444)).toBe(true);
  });

  it('should cite a moved box where it stands now, not where the extraction left it', () => {
    const setup = page('rules/2e/rulebook/setting-up-the-game.md').data.lineRanges as Array<[number, number]>;
    const play = page('rules/2e/rulebook/1-play-and-draw-cards.md').data.lineRanges as Array<[number, number]>;
    expect(inRanges(setup, 61) && inRanges(setup, 62) && inRanges(setup, 131)).toBe(true);
    expect(inRanges(setup, 167)).toBe(false);
    expect(inRanges(play, 167)).toBe(true);
    expect(inRanges(page('rules/2e/rulebook/types-of-cards.md').data.lineRanges as Array<[number, number]>, 61)).toBe(false);
  });

  it('should cite every line whose text stands on one page only (checked from the text, apart from the importer)', () => {
    // Each source line of some length, as plain text, is looked for in every page's text: where only one page holds
    // it, that page must cite the line. This finds the lines a page is rebuilt from without the importer's records.
    const texts = parsed.map((p) => ({ p, text: squash(`${String(p.data.title)} ${toString(p.tree)}`) }));
    const lines = SOURCE.split('\n');
    let checked = 0;
    const missing: string[] = [];
    for (let n = 1; n <= lines.length; n++) {
      const t = plainLine(n).replace(/^(?:•|o|\d+[.)]) (?=\S)/u, '');
      if (t.length < 12) continue;
      const holders = texts.filter((x) => x.text.includes(t));
      if (holders.length !== 1) continue;
      checked++;
      const { p } = holders[0]!;
      if (!inRanges(p.data.lineRanges as Array<[number, number]>, n)) missing.push(`${n} → ${p.path}`);
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(900);
  });
});
