/**
 * Every disagreement quotes text that exists in both sources: each quote is in the source document it names
 * (compared word for word, ignoring line wrapping and Markdown emphasis), and its page is built.
 */
import type { Disagreement, DocumentRecord } from '../src/schemas/index.ts';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolves, pages, type Page } from './dist.ts';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { entryUrl, parseRefTarget } from '../src/lib/urls.ts';

const ROOT = join(import.meta.dirname, '..');
const docs = JSON.parse(readFileSync(join(ROOT, 'content/documents/documents.json'), 'utf8')) as DocumentRecord[];
const list = JSON.parse(readFileSync(join(ROOT, 'content/disagreements/disagreements.json'), 'utf8')) as Disagreement[];
const words = (s: string) =>
  ` ${(
    s
      .toLowerCase()
      .replace(/(\w)\1\1\1/g, '$1')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ')} `;
const source = (id: string) => words(readFileSync(join(ROOT, 'content/sources', docs.find((d) => d.id === id)!.file), 'utf8').replace(/\*\*/g, ''));

describe('where the sources disagree', () => {
  test('should list at least the known disagreements of both editions', () => {
    expect(list.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        'card-pool',
        'affiliations',
        'side-decks',
        'q-flash-seeding',
        'ships-without-staffing',
        'two-copies-of-a-mission',
        'pinned-down-actions',
        'winning-the-game-2e',
      ]),
    );
  });

  test.each(list.flatMap((d) => d.passages.map((p) => [d.id, p.document, p] as const)))(
    '%s: the quote from %s is in that source, and its page is built',
    (_id, _doc, p) => {
      expect(source(p.document)).toContain(words(p.quote));
      const { collection, id } = parseRefTarget(p.entry);
      expect(resolves(entryUrl(collection, id))).toBe(true);
    },
  );

  test('should quote two different documents in each entry', () => {
    for (const d of list) expect(new Set(d.passages.map((p) => p.document)).size, d.id).toBeGreaterThanOrEqual(2);
  });
});

describe('superseded marks and standing lines on the built pages (issue 28)', () => {
  const all = pages();
  /** The page of a URL, under "main": the document's pages are the ones carrying its provenance. */
  const docOf = (p: Page) => {
    const prov = select('main details.provenance', p.tree);
    return prov ? String(prov.properties.dataCiteFile ?? '') : undefined;
  };

  test('the site has exactly the superseded marks a judge would place, each framing its passage, in whole or in its marked sentences', () => {
    const marks = all.flatMap((p) =>
      selectAll('main .superseded-passage', p.tree).map((frame) => {
        const passages = selectAll('[id^="p-"]', frame).concat(String(frame.properties.id ?? '').startsWith('p-') ? [frame] : []);
        const marked = selectAll('.superseded-text', frame).map((s) => toText(s).replace(/\s+/g, ' ').trim());
        const note = select('.superseded', frame)!;
        // Each passage of the frame is described by its mark.
        for (const el of passages) expect([el.properties.ariaDescribedBy].flat(), `${p.url}#${String(el.properties.id)}`).toContain(note.properties.id);
        return `${p.url}#${String(passages[0]!.properties.id)} ${marked.length ? `“${marked.join(' / ')}”` : '(whole)'}`;
      }),
    );
    expect(marks.sort()).toEqual([
      // G 2578 and G 2582 (the mission-attempt entry), RB 350, RB 358, RB 359–361: only their sentences.
      '/1e/glossary/mission-attempt/#p-resolve-the-dilemma-following-the-instructions “Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.”',
      '/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card “If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a misseed.”',
      // GR 291, GR 303 and GR 305: Gray's copies of v1.7's sentences (RB 350, RB 358, RB 359), marked as those are
      // (GR 291 is a bullet of its own: "• If more than one copy of any card , seeded by the same player, …").
      '/1e/grays/attempting-missions/#p-failing-to-overcome-a-dilemma-that “Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.”',
      '/1e/grays/attempting-missions/#p-if-more-than-one-copy-of (whole)',
      '/1e/grays/attempting-missions/#p-most-dilemmas-with-conditions-end-with “If a dilemma with conditions does not say “Discard dilemma,” it stays until you overcome it (regardless of its effects).”',
      '/1e/grays/staffing-and-moving-ships/#p-each-ship-requires-a-minimum-crew “(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)”',
      '/1e/rulebook/attempting-missions/#p-failing-to-overcome-a-dilemma-that “Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.”',
      '/1e/rulebook/attempting-missions/#p-most-dilemmas-with-conditions-end-with “If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).”',
      '/1e/rulebook/attempting-missions/#p-slide-out-the-bottom-seed-card “If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.”',
      "/1e/rulebook/side-decks/#p-the-four-types-of-side-decks “The four types of side decks are the Q-Continuum, Q's Tent, Battle Bridge, and Tribble side decks.”",
      '/1e/rulebook/the-affiliations/#p-there-are-nine-full-affiliations-in “There are nine full affiliations in the Star Trek™ Customizable Card Game™: Federation, Bajoran, Cardassian, Romulan, Klingon, Dominion, Ferengi, Non-Aligned, and Borg, plus a few Neutral cards (also considered an affiliation).”',
      '/2e/glossary/missions/#p-if-more-than-one-player-has “If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission, as if they were all at the same card.”',
      '/2e/rulebook/facing-dilemmas/#p-a-dilemmas-instructions-are-broken-down “Each instruction to “randomly select a [personnel] to be stopped” is a separate action and you can act before or after each of them.”',
      // 2RB 825–836: the winning conditions and "The game ends immediately …", rewritten by CR 166–171.
      '/2e/rulebook/winning-the-game/#p-a-player-wins-the-game-when (whole)',
    ]);
  });

  test('every page of the Rulebook v1.7, Gray’s and the 2E rulebook shows one compact standing line, opening to its reasons; the governing documents’ pages none', () => {
    // The line (the <summary>), then what opens under it: the site's sentence, the source's own words, the way on.
    const expected: Record<string, [RegExp, RegExp]> = {
      '1e-rulebook-v1.7.md': [
        /^Standing: Where they differ, the ST1E Glossary governs\. — why\?$/,
        // v1.7 line 13, its own words on where the rules and rulings are.
        /^This rulebook teaches the game; where it differs from the ST1E Glossary, the Glossary governs\. The companion Glossary Version 1\.7 is comprehensive, and contains all Star Trek Customizable Card Game rules and rulings as of August 2000\. \(line 13 of 1e-rulebook-v1\.7\.md\) Where the documents differ$/,
      ],
      '1e-grays-digital-edition-rulebook.txt': [
        /^Standing: Community compilation; the ST1E Glossary governs\. — why\?$/,
        /^A community compilation: it never governs\. For a ruling, the ST1E Glossary governs\. The following rules are a combination of Version 1\.7/,
      ],
      '2e-rulebook.txt': [
        /^Standing: Where the ST2E Current Rulings speak, they govern\. — why\?$/,
        /^Where the ST2E Current Rulings \(3 January 2011\) speak, they stand over this rulebook; where they are silent, it stands\. Current Rulings are periodic updates to the Second Edition Rulebook/,
      ],
    };
    const seen: Record<string, number> = {};
    for (const p of all) {
      const file = docOf(p);
      if (file === undefined) continue;
      const lines = selectAll('main .standing-line', p.tree);
      if (expected[file]) {
        expect(lines, p.url).toHaveLength(1);
        expect(lines[0]!.tagName, p.url).toBe('details');
        const [line, reasons] = expected[file]!;
        expect(toText(select(':scope > summary', lines[0]!)!).replace(/\s+/g, ' ').trim(), p.url).toMatch(line);
        expect(toText(select(':scope > p', lines[0]!)!).replace(/\s+/g, ' ').trim(), p.url).toMatch(reasons);
        seen[file] = (seen[file] ?? 0) + 1;
      } else expect(lines, p.url).toHaveLength(0);
    }
    // Every section page and the contents page of each (v1.7 has 90-odd sections, Gray's and the 2E rulebook more).
    for (const file of Object.keys(expected)) expect(seen[file], file).toBeGreaterThan(20);
  });
});
