import { describe, expect, test } from 'vitest';
import { parse, type ElementNode } from 'ultrahtml';
import { recordsOfPage, siteRecordsOfPage, sitePagesOf, cut, textOf } from './search-records.ts';
import { SiteError, formatError } from '../../src/lib/errors.ts';

// Real built HTML (dist/), shortened where marked "…".
const META = (edition: string, kind: string, kindLabel: string, document: string, names?: string) =>
  `<span hidden data-pagefind-filter="edition:${edition}"></span><span hidden data-pagefind-filter="kind:${kind}"></span><span hidden data-pagefind-filter="document:${document}"></span><span hidden data-pagefind-meta="kind:${kindLabel}"></span><span hidden data-pagefind-meta="document:${document}"></span>${names ? `<span hidden data-pagefind-meta="names:${names}"></span>` : ''}`;

const GLOSSARY = `<!doctype html><html><body><header>…</header><main id="main"><nav class="crumbs" aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li></ol></nav><article data-pagefind-body>${META('1E', 'term', 'Glossary term', 'ST1E Glossary', 'dilemma resolution | mission continues')}<h1 data-pagefind-weight="10">dilemma resolution <span class="badge" data-pagefind-ignore>1E</span></h1><p class="also">Also: <span data-pagefind-weight="9">mission continues</span></p><aside class="provenance" aria-label="Source" data-pagefind-ignore="all"><dl><dt>Lines</dt><dd>1507–1577 of <code>1e-glossary-terms.txt</code></dd></dl></aside><p id="p-dilemmas-are-encountered-and-resolved-one">Dilemmas are encountered and resolved one at a time. (Some special rules apply to <a href="/1e/glossary/combo-dilemma/" class="ref ref-glossary ref-auto">combo dilemmas</a>.) When you attempt a mission, slide out the <a href="/1e/glossary/bottom-seed-card/" class="ref ref-glossary ref-auto">bottom seed card</a> under the mission, <a href="/1e/glossary/turn/" class="ref ref-glossary ref-auto">turn</a> it over, and read it. <a class="cite" href="#p-dilemmas-are-encountered-and-resolved-one" data-pagefind-ignore="" aria-label="Link to this passage">¶</a></p>
<h2 id="conditions">Conditions</h2><ul><li id="p-the-text-missing-in-the-source">The <span class="gap gap-lost-icon" title="An icon stood here in the printed document; the source text lost it." data-kind="lost-icon">[icon lost in the source: planet icon]</span>icon is replaced with a <span class="gap gap-lost-icon" data-kind="lost-icon">[icon lost in the source: space icon]</span>icon. <a class="cite" href="#p-the-text-missing-in-the-source" data-pagefind-ignore="" aria-label="Link to this passage">¶</a></li></ul>
<p id="p-affiliation-federation-objective-oooh-draw-one"><span class="icon icon-affiliation" role="img" aria-label="Federation affiliation icon" title="Federation affiliation icon (the source reads “Affiliation Federation”)" data-source="Affiliation Federation">Federation</span>, Objective: “Oooh.” Draw one card. <a class="cite" href="#p-affiliation-federation-objective-oooh-draw-one" data-pagefind-ignore="" aria-label="Link to this passage">¶</a></p></article><section aria-labelledby="refby" data-pagefind-ignore="all"><h2 id="refby">Referenced by</h2><ul class="refby"><li><a href="/1e/glossary/x/">x</a></li></ul></section></main><footer>…</footer></body></html>`;

const CARD = `<main id="main"><article data-pagefind-body>${META('2E', 'erratum', 'Erratum', 'ST2E Current Rulings', 'Cascade Virus')}<h1 data-pagefind-weight="10">Cascade Virus <span class="badge" data-pagefind-ignore>2E</span></h1><section class="erratum" id="erratum" aria-labelledby="erratum-title"><h2 id="erratum-title">Erratum <small>(New game text)</small></h2><p id="p-to-play-this-interrupt-you-must">To play this interrupt you must command <a href="/2e/cards/athos-iv/" class="ref ref-cards ref-auto">Athos IV</a> and three <span class="gap gap-lost-icon" role="img" aria-label="icon lost in the source" title="An icon stood here in the printed document; the source text lost it.">[icon lost in the source]</span> personnel. <a class="cite" href="#p-to-play-this-interrupt-you-must" data-pagefind-ignore="" aria-label="Link to this passage">¶</a></p><p><small>Current Rulings, 3 January 2011. This replaces the card's printed text where they differ.</small></p></section><section aria-labelledby="mentioned" data-pagefind-ignore="all"><h2 id="mentioned">What the rules say about it</h2><figure class="passage"><blockquote><p>A quoted passage of another page.</p></blockquote></figure></section></article></main>`;

describe('search records of a built page', () => {
  test("should make one record per ¶ passage at its anchor, with the page's names and group in the lexicon", () => {
    const r = recordsOfPage('/1e/glossary/dilemma-resolution/', GLOSSARY)!;
    expect(r.page).toEqual({
      url: '/1e/glossary/dilemma-resolution/',
      group: { edition: '1E', kind: 'term', kindLabel: 'Glossary term', document: 'ST1E Glossary' },
      names: ['dilemma resolution', 'mission continues'],
      lead: 'Dilemmas are encountered and resolved one at a time. (Some special rules apply to combo dilemmas.) When you attempt a mission, slide out the …',
    });
    expect(r.passages.map((p) => p.url)).toEqual([
      '/1e/glossary/dilemma-resolution/#p-dilemmas-are-encountered-and-resolved-one',
      '/1e/glossary/dilemma-resolution/#p-the-text-missing-in-the-source',
      '/1e/glossary/dilemma-resolution/#p-affiliation-federation-objective-oooh-draw-one',
    ]);
    expect(r.passages[0]).toMatchObject({
      content:
        'Dilemmas are encountered and resolved one at a time. (Some special rules apply to combo dilemmas.) When you attempt a mission, slide out the bottom seed card under the mission, turn it over, and read it.',
      meta: { title: 'dilemma resolution' },
      filters: { edition: ['1E'], kind: ['term'], document: ['ST1E Glossary'], page: ['dilemma resolution'] },
    });
    // Under a heading: the heading is the passage's section.
    expect(r.passages[1]!.meta).toEqual({ title: 'dilemma resolution', section: 'Conditions' });
  });

  test("should read an icon by its name and a mark of lost text as a gap, never the mark's explanation", () => {
    const r = recordsOfPage('/1e/glossary/dilemma-resolution/', GLOSSARY)!;
    expect(r.passages[1]!.content).toBe('The … icon is replaced with a … icon.');
    expect(r.passages[2]!.content).toBe('Federation affiliation icon, Objective: “Oooh.” Draw one card.');
  });

  test("should index a card's erratum without the card's name as its topic, and not the passages the card page quotes", () => {
    const r = recordsOfPage('/2e/cards/cascade-virus/', CARD)!;
    expect(r.passages).toHaveLength(1);
    expect(r.passages[0]).toMatchObject({
      content: 'To play this interrupt you must command Athos IV and three … personnel.',
      meta: {},
      filters: { page: ['Cascade Virus'] },
    });
    expect(r.page.names).toEqual(['Cascade Virus']);
  });

  test('should give no records for a page without searchable content, and name the page when its marks are wrong', () => {
    expect(recordsOfPage('/1e/glossary/', '<main id="main"><h1>1E Glossary</h1></main>')).toBeUndefined();
    expect(() => recordsOfPage('/x/', '<main><article data-pagefind-body><h1>x</h1><p id="p-a">a</p></article></main>')).toThrow(
      '/x/: a searchable page needs exactly one data-pagefind-filter "edition:…" (src/components/SearchMeta.astro), found 0.',
    );
  });

  test('should cut a lead at a word', () => {
    expect(cut('You may initiate battle only during your own turn.', 20)).toBe('You may initiate …');
    expect(cut('short', 20)).toBe('short');
  });

  test('should read a list item without the list items nested in it, which are passages of their own', () => {
    // The shape of the 2E Current Rulings' timing steps: "1. Active player (AP) begins a mission attempt" over "a. AP announces …".
    const html = `<main><article data-pagefind-body>${META('2E', 'ruling', 'Ruling', 'ST2E Current Rulings')}<h1>attempting missions</h1><ol><li id="p-active-player-ap-begins-a-mission">Active player (AP) begins a mission attempt<ol><li id="p-a-ap-announces-where-and-by">AP announces where and by what means</li></ol></li></ol></article></main>`;
    const r = recordsOfPage('/2e/rulings/attempting-missions/', html)!;
    expect(r.passages.map((p) => p.content)).toEqual(['Active player (AP) begins a mission attempt', 'AP announces where and by what means']);
    const li = parse(
      '<li id="p-active-player-ap-begins-a-mission">Active player (AP) begins a mission attempt<ol><li id="p-a-ap-announces-where-and-by">AP announces where and by what means</li></ol></li>',
    ).children[0] as ElementNode;
    expect(textOf(li)).toBe('Active player (AP) begins a mission attempt');
    expect(textOf(li, { skipPassages: false })).toBe('Active player (AP) begins a mission attempt AP announces where and by what means');
  });

  test('should carry a superseded mark to the passage it frames: who overrides it, and the text that stands', () => {
    // The Rulebook v1.7's side-deck paragraph framed with its mark (src/plugins/remark-marks.ts), as built.
    const html = `<main><article data-pagefind-body>${META('1E', 'rules', 'Rule section', 'ST1E Rulebook v1.7')}<h1>SIDE DECKS</h1><div class="superseded-passage" data-topic="side-decks" data-superseded-by="ST1E Glossary" data-stands="/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks"><p id="p-the-four-types-of-side-decks" aria-describedby="superseded-1"><span class="superseded-text">The four types of side decks are the Q-Continuum, Q's Tent, Battle Bridge, and Tribble side decks.</span> You may use any or all of these side decks in the same game. <a class="cite" href="#p-the-four-types-of-side-decks" data-pagefind-ignore="">¶</a></p><div class="superseded" id="superseded-1" role="note" data-pagefind-ignore="all"><p><strong>Superseded</strong> by the ST1E Glossary: the marked sentence “The four types of side decks are the Q-Continuum, Q's Tent, Battle Bridge, and Tribble side decks.” The rest of the paragraph stands. <a href="/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks">read the standing text</a></p></div></div><p id="p-you-may-use-any-combination-of">You may use any combination of side decks.</p></article></main>`;
    const [superseded, after] = recordsOfPage('/1e/rulebook/side-decks/', html)!.passages;
    expect(superseded!.filters).toMatchObject({
      supersededBy: ['ST1E Glossary'],
      stands: ['/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks'],
      supersededPart: ['sentences'],
    });
    expect(superseded!.content).toContain('You may use any or all of these side decks in the same game.');
    expect(superseded!.content).not.toContain('Superseded');
    expect(after!.filters.supersededBy).toBeUndefined();
  });

  test('should carry a mark that frames a whole passage to each of its paragraphs and items, none of them in part', () => {
    // The 2E rulebook's winning conditions and the sentences after them (2RB 825–836), framed with their mark.
    const html = `<main><article data-pagefind-body>${META('2E', 'rules', 'Rule section', 'ST2E Rulebook')}<h1>WINNING THE GAME</h1><div class="superseded-passage" data-topic="winning-the-game-2e" data-superseded-by="ST2E Current Rulings" data-stands="/2e/rulings/winning-the-game/#p-a-player-wins-the-game-when"><p id="p-a-player-wins-the-game-when" aria-describedby="superseded-1">A player wins the game when he or she has:</p><ul><li id="p-scored-100-points-or-more" aria-describedby="superseded-1">scored 100 points (or more);</li><li id="p-completed-at-least-one-planet-mission" aria-describedby="superseded-1">completed at least one planet mission; and</li></ul><p id="p-the-game-ends-immediately-when-all" aria-describedby="superseded-1">The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)</p><div class="superseded" id="superseded-1" role="note" data-pagefind-ignore="all"><p><strong>Superseded</strong> by the ST2E Current Rulings (3 January 2011): the framed passage.</p></div></div><p id="p-the-game-also-ends-if-all">The game also ends if all players have no cards remaining in their decks.</p></article></main>`;
    const records = recordsOfPage('/2e/rulebook/winning-the-game/', html)!.passages;
    expect(records.map((r) => [r.url.split('#')[1], r.filters.supersededBy?.[0], r.filters.supersededPart])).toEqual([
      ['p-a-player-wins-the-game-when', 'ST2E Current Rulings', undefined],
      ['p-scored-100-points-or-more', 'ST2E Current Rulings', undefined],
      ['p-completed-at-least-one-planet-mission', 'ST2E Current Rulings', undefined],
      ['p-the-game-ends-immediately-when-all', 'ST2E Current Rulings', undefined],
      ['p-the-game-also-ends-if-all', undefined, undefined],
    ]);
  });

  test("should make a record of each of the site's own marked parts, without the rules a walkthrough step quotes", () => {
    // A step of the 1E walkthrough's outline (src/components/WalkthroughState.astro), shortened.
    const html = `<main><h1>Dilemma walkthrough</h1><article class="wt-state" id="s-select" data-search-record data-search-edition="1E" data-search-kind="walkthrough" data-search-document="Dilemma walkthrough" data-search-title="1E dilemma walkthrough: What kind of mission?"><h4 id="s-select-title">What kind of mission?</h4><p data-part="text">Who attempts it depends on its icons.</p><p class="wt-q"><strong>Question:</strong> What kind of mission are you attempting?</p><div class="wt-rules" data-part="cites"><figure class="wt-cite"><blockquote><p>Select and beam your Away Team.</p></blockquote></figure></div></article></main>`;
    const [step] = siteRecordsOfPage('/1e/walkthrough/', html);
    expect(step).toMatchObject({
      url: '/1e/walkthrough/#s-select',
      meta: { title: '1E dilemma walkthrough: What kind of mission?', section: 'What kind of mission?' },
      filters: { edition: ['1E'], kind: ['walkthrough'], document: ['Dilemma walkthrough'], page: ['1E dilemma walkthrough: What kind of mission?'] },
    });
    expect(step!.content).toContain('What kind of mission are you attempting?');
    expect(step!.content).not.toContain('Select and beam');
    expect(() => siteRecordsOfPage('/x/', '<main><div data-search-record data-search-kind="x"></div></main>')).toThrow('needs data-search-edition');
  });
});

describe("the site's own pages by their names", () => {
  // Real built HTML (dist/disagreements/index.html), shortened where marked "…".
  const DISAGREEMENTS = `<main id="main"><h1 data-search-names="disagreements | sources disagree | where the documents disagree | conflicts between the rules documents | contradictions" data-search-edition="1E 2E" data-search-kind="disagreement" data-search-document="Where the sources disagree" data-search-lead="Where the rules documents disagree, quoted side by side with their dates, and which one stands.">Where the sources disagree</h1><p>The documents do not always agree. …</p></main>`;

  test('should name a page by its heading and its data-search-names, once in each edition it is marked with', () => {
    const pages = sitePagesOf('/disagreements/', DISAGREEMENTS);
    expect(pages.map((p) => p.group.edition)).toEqual(['1E', '2E']);
    expect(pages[0]).toEqual({
      url: '/disagreements/',
      group: { edition: '1E', kind: 'disagreement', kindLabel: 'Where the sources disagree', document: 'Where the sources disagree' },
      names: [
        'Where the sources disagree',
        'disagreements',
        'sources disagree',
        'where the documents disagree',
        'conflicts between the rules documents',
        'contradictions',
      ],
      lead: 'Where the rules documents disagree, quoted side by side with their dates, and which one stands.',
    });
  });

  test('should name no page without data-search-names, and say what is missing when a label is', () => {
    expect(sitePagesOf('/disagreements/', DISAGREEMENTS.replace(/ data-search-names="[^"]*"/, ''))).toEqual([]);
    expect(() => sitePagesOf('/disagreements/', DISAGREEMENTS.replace(/ data-search-kind="[^"]*"/, ''))).toThrow(/needs data-search-kind/);
  });
});

describe('a title too long for the search index', () => {
  test('should be refused at once, naming the page and the fix, not handed to Pagefind', () => {
    const long = 'Dilemma '.repeat(25_000);
    const html = GLOSSARY.replace('dilemma resolution <span class="badge"', `${long}<span class="badge"`);
    const started = performance.now();
    let error: unknown;
    try {
      recordsOfPage('/1e/glossary/dilemma-resolution/', html);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiteError);
    const text = formatError(error);
    expect(text).toContain('The page /1e/glossary/dilemma-resolution/ has a title of');
    expect(text).toContain('a title is at most 300');
    expect(text).toContain('dist/1e/glossary/dilemma-resolution/index.html');
    expect(performance.now() - started).toBeLessThan(10_000);
    // The page as built is indexed.
    expect(recordsOfPage('/1e/glossary/dilemma-resolution/', GLOSSARY)?.passages.length).toBeGreaterThan(0);
  });
});
