/**
 * The standing ledger on the real pages: how a record is checked, goes stale and marks its passage (resolve.ts), with
 * small ledgers over real passages; and the real ledger's own guarantees (every passage has one record, every marked
 * record a second reading, the audit's known items decided as the sources say).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder } from '../../../src/lib/files-under.ts';
import { readSource } from '../lib/fixtures.ts';
import type { GeneratedFile } from '../lib/files.ts';
import { LEDGER, SEEN } from './ledger/index.ts';
import { inLedger, passagesOfFiles, type PassageText } from './passages.ts';
import type { LedgerPassages } from './ledger-check.ts';
import { passagesOfPages, resolveStanding, standingDigest } from './resolve.ts';
import type { StandingInput } from './types.ts';

const ROOT = join(import.meta.dirname, '../../..');
const MARKS = /\n\n?[ ]*::(?:superseded|exception)\{[^\n]*\}(?=\n|$)/g;
const entryOf = (path: string) => path.slice('content/'.length, -'.md'.length);
/** The pages as the ingest has them before the ledger's marks: content/ on disk, the ledger pages' marks taken out. */
const pages: GeneratedFile[] = ['glossary', 'rules', 'rulings', 'errata']
  .flatMap((c) => filesUnder(join(ROOT, 'content', c)))
  .filter((p) => p.endsWith('.md'))
  .map((p) => {
    const path = relative(ROOT, p);
    const content = readFileSync(p, 'utf8');
    return { path, content: inLedger(entryOf(path)) ? content.replace(MARKS, '') : content };
  });
const passages = passagesOfPages(pages);

/** The passages with one page's read again from `files` (cheaper than reading every page again). */
function withPage(files: readonly GeneratedFile[], path: string): LedgerPassages {
  const entry = entryOf(path);
  const fresh = passagesOfFiles(
    files.filter((f) => f.path === path),
    [entry.slice(0, entry.lastIndexOf('/'))],
  );
  const swap = <V extends { passage: PassageText }>(map: Map<string, V>): Map<string, V> => {
    const old = [...map.entries()].find(([k]) => k.startsWith(`${entry}#`))?.[1];
    const out = new Map([...map].filter(([k]) => !k.startsWith(`${entry}#`)));
    if (old) for (const p of fresh) out.set(p.id, { ...old, passage: p });
    return out;
  };
  return { reviewed: swap(passages.reviewed), governing: swap(passages.governing) };
}
const line = (file: string, n: number) => readSource(file).split('\n')[n - 1]!;

// RB 83 and G 2506: a mission without a point box (Q's Planet) goes in the Alpha Quadrant only.
const RB83 = 'rules/1e/rulebook/2-mission-phase#p-alpha-quadrant-and-gamma-quadrant-missions';
const recordOf = (passage: string) => LEDGER.find((l) => l.record.passage === passage)?.record;

/** The real ledger with one record replaced (and its stamp), to resolve on the real pages. */
function withRecord(record: StandingInput, seen: Record<string, string> = SEEN) {
  return resolveStanding(
    LEDGER.map((l) => (l.record.passage === record.passage ? { ...l, record } : l)),
    seen,
    pages,
    undefined,
    undefined,
    passages,
  );
}

describe('the standing ledger, resolved on the real pages', () => {
  test('resolves as the ingest does: the same records and marks as content/', () => {
    const { records, files } = resolveStanding(LEDGER, SEEN, pages, undefined, undefined, passages);
    const onDisk = JSON.parse(readFileSync(join(ROOT, 'content/standing/standing.json'), 'utf8')) as unknown[];
    expect(records).toEqual(onDisk);
    for (const f of files.filter((x) => inLedger(entryOf(x.path)))) expect(f.content, f.path).toBe(readFileSync(join(ROOT, f.path), 'utf8'));
  });

  test('a changed passage is marked after its paragraph, with the contradicted words and the governing passage (RB 83, G 2506)', () => {
    expect(line('1e-rulebook-v1.7.md', 83)).toContain('(Missions with no point box may be placed in either quadrant');
    expect(line('1e-glossary-terms.txt', 2506)).toMatch(/Alpha Quadrant/);
    const r = recordOf(RB83)!;
    expect(r.verdict).toBe('changed');
    expect(r.quote).toContain('Missions with no point box may be placed in either quadrant');
    const { files } = resolveStanding(LEDGER, SEEN, pages, undefined, undefined, passages);
    const page = files.find((f) => f.path === 'content/rules/1e/rulebook/2-mission-phase.md')!.content;
    expect(page).toMatch(
      /No missions may be placed in the Delta Quadrant yet\.\)\n\n::superseded\{topic="rules-1e-rulebook-2-mission-phase-p-alpha-quadrant-and-gamma-quadrant-missions" by="glossary\/1e\//,
    );
  });

  test('a narrowed passage gets an exception note, not a superseded mark (RB 359 against G 1586: “mission continues”)', () => {
    expect(line('1e-rulebook-v1.7.md', 359)).toContain('Failing to overcome a dilemma that has conditions immediately "stops" your Away Team');
    const id = [...passages.reviewed.keys()].find((k) => k.startsWith('rules/1e/rulebook/attempting-missions#p-failing-to-overcome-a-dilemma'))!;
    const r = recordOf(id)!;
    expect(r.verdict).toBe('narrowed');
    expect(r.pointer).toMatch(/^Exception: .*mission continues/);
    const { files } = resolveStanding(LEDGER, SEEN, pages, undefined, undefined, passages);
    const page = files.find((f) => f.path === 'content/rules/1e/rulebook/attempting-missions.md')!.content;
    // In a list item, the note goes inside the item, and the list stays one tight list.
    expect(page).toMatch(
      /- Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt\.[^\n]*\n {2}::exception\{verdict="narrowed"/,
    );
  });

  test('a record goes stale when the words of its passage change, and again when a governing passage’s change', () => {
    const r = recordOf(RB83)!;
    const changedPage = pages.map((f) =>
      f.path === 'content/rules/1e/rulebook/2-mission-phase.md'
        ? { ...f, content: f.content.replace('may be placed in either quadrant', 'may be placed in any quadrant') }
        : f,
    );
    expect(() =>
      resolveStanding(LEDGER, SEEN, changedPage, undefined, undefined, withPage(changedPage, 'content/rules/1e/rulebook/2-mission-phase.md')),
    ).toThrow(/stale — the words of the passage or of a governing passage changed/);
    const gov = r.governing[0]!.passage;
    const govPath = `content/${gov.split('#')[0]}.md`;
    const govText = passages.governing.get(gov)!.passage.text;
    const page = pages.find((f) => f.path === govPath)!.content;
    // A word of that passage that its page has once, and not among the first words (which name its anchor).
    const word = govText
      .split(' ')
      .slice(8)
      .find((w) => /^[a-z]{6,}$/.test(w) && page.split(w).length === 2)!;
    expect(word).toBeDefined();
    const changedGov = pages.map((f) => (f.path === govPath ? { ...f, content: f.content.replace(word, `${word}x`) } : f));
    expect(() => resolveStanding(LEDGER, SEEN, changedGov, undefined, undefined, withPage(changedGov, govPath))).toThrow(
      new RegExp(`${RB83.replace(/[/#-]/g, '.')}: stale`),
    );
  });

  test('fails naming the passage without a record, a record without its stamp, a quote not in its passage, and a verdict without what it needs', () => {
    expect(() =>
      resolveStanding(
        LEDGER.filter((l) => l.record.passage !== RB83),
        SEEN,
        pages,
      ),
    ).toThrow(new RegExp(`${RB83.replace(/[/#-]/g, '.')}: no record`));
    const { [RB83]: _, ...unstamped } = SEEN;
    expect(() => resolveStanding(LEDGER, unstamped, pages, undefined, undefined, passages)).toThrow(
      /not stamped\. After reading both sides, run npm run standing:stamp/,
    );
    const r = recordOf(RB83)!;
    expect(() => withRecord({ ...r, quote: 'Missions may be placed anywhere.' })).toThrow(/its quote is not the words of the passage/);
    expect(() => withRecord({ ...r, verdict: 'narrowed', pointer: undefined })).toThrow(/a "narrowed" verdict needs a pointer/);
    expect(() => withRecord({ ...r, governing: [{ passage: 'glossary/1e/quadrant#p-nothing-here', quote: 'x' }] })).toThrow(/does not exist/);
  });

  test('the digest is of both sides’ words: the same words give the same digest', () => {
    const mine = passages.reviewed.get(RB83)!.passage;
    const gov = passages.governing.get(recordOf(RB83)!.governing[0]!.passage)!.passage;
    expect(standingDigest(mine, [gov])).toBe(standingDigest({ ...mine }, [{ ...gov }]));
    expect(standingDigest(mine, [gov])).not.toBe(standingDigest({ ...mine, text: `${mine.text} ` }, [gov]));
  });
});

describe('the real ledger', () => {
  test('every passage of v1.7, Gray’s, the 2E rulebook and its glossary has exactly one record (670)', () => {
    const ids = LEDGER.map((l) => l.record.passage);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...passages.reviewed.keys()].sort()).toEqual([...ids].sort());
    const bySet = (set: string) => [...passages.reviewed.values()].filter((p) => p.set === set).length;
    expect([bySet('rulebook-1e'), bySet('grays-1e'), bySet('rulebook-2e'), bySet('glossary-2e')]).toEqual([210, 216, 182, 62]);
  });

  test('every changed, narrowed or extended record had a second reading, by someone other than its first reader', () => {
    for (const { record: r } of LEDGER) {
      if (r.verdict === 'same' || r.verdict === 'not-addressed') continue;
      expect(r.reviewed.second, r.passage).toBeTruthy();
      expect(r.reviewed.second, r.passage).not.toBe(r.reviewed.first);
    }
  });

  test('a sample of the same / not-addressed records of each part had a second reading too', () => {
    const files = new Set(LEDGER.map((l) => l.file));
    for (const file of files) {
      const rest = LEDGER.filter((l) => l.file === file && (l.record.verdict === 'same' || l.record.verdict === 'not-addressed'));
      expect(rest.filter((l) => l.record.reviewed.second).length, file).toBeGreaterThanOrEqual(Math.min(10, rest.length));
    }
  });
});

describe('the audit’s items, decided as the sources say', () => {
  /** The record of the passage of `entry` whose words hold `words`. */
  const at = (entry: string, words: string) => {
    const found = [...passages.reviewed.values()].filter((p) => p.passage.entry === entry && p.passage.text.includes(words));
    expect(found, `${entry}: ${words}`).toHaveLength(1);
    const r = recordOf(found[0]!.passage.id);
    expect(r, found[0]!.passage.id).toBeDefined();
    return r!;
  };
  const cites = (r: StandingInput, prefix: string) =>
    expect(
      r.governing.some((g) => g.passage.startsWith(prefix)),
      `${r.passage} cites ${prefix}`,
    ).toBe(true);

  test('RB 79, 81, 83, 99 and GR 99: the Glossary’s spacelines (G 3435) and missions without point boxes (G 2506) change them', () => {
    expect(line('1e-glossary-terms.txt', 2506)).toMatch(/point box/i);
    expect(line('1e-glossary-terms.txt', 3435)).toMatch(/spaceline/i);
    expect(line('1e-rulebook-v1.7.md', 79)).toContain('one or two lines of Mission cards');
    expect(at('rules/1e/rulebook/2-mission-phase', 'one or two lines of Mission cards').verdict).toBe('changed');
    expect(at('rules/1e/rulebook/2-mission-phase', 'Missions with no point box').verdict).toBe('changed');
    expect(line('1e-grays-digital-edition-rulebook.txt', 99)).toMatch(/no point box/);
    expect(at('rules/1e/grays/2-mission-phase', 'with no point box').verdict).toBe('changed');
  });

  test('2RB 253 and the 2E glossary’s discard pile (2RB 1166): any player may view any discard pile (CR 160–161)', () => {
    expect(line('2e-rulebook.txt', 253)).toBe('Your opponents may not examine cards you own that are not in play. ');
    expect(line('2e-current-rulings-2011-01-03.txt', 160) + line('2e-current-rulings-2011-01-03.txt', 161)).toMatch(/discard pile/);
    const showing = at('rules/2e/rulebook/showing-your-cards', 'Your opponents may not examine cards you own');
    // Narrowed, not changed (second reading): the sentence still governs a hand, a deck and a dilemma pile.
    expect(showing.verdict).toBe('narrowed');
    expect(showing.pointer).toMatch(/discard pile/);
    cites(showing, 'rulings/2e/');
    expect(line('2e-rulebook.txt', 1166)).toContain('You may look through your own discard pile at any time, but you cannot look through');
    const discarding = at('glossary/2e/discarding', 'You may look through your own discard pile');
    expect(discarding.verdict).toBe('changed');
    cites(discarding, 'rulings/2e/');
  });

  test('the 2E glossary’s missions: relocating, killing and combat between copies is what CR 139–142 forbids (changed, all of it)', () => {
    expect(line('2e-rulebook.txt', 1194)).toContain('You may relocate such cards as you find convenient.');
    expect(line('2e-current-rulings-2011-01-03.txt', 139) + line('2e-current-rulings-2011-01-03.txt', 140)).toMatch(/separate missions/);
    const r = at('glossary/2e/missions', 'You may relocate such cards as you find convenient');
    expect(r.verdict).toBe('changed');
    expect(r.quote).toContain('You may relocate such cards as you find convenient.');
    expect(r.quote).toMatch(/combat/);
  });

  test('exceptions a judge must know are marked: suspend-play actions (RB 372, GR 323), stopped personnel (2RB 1464, 1470), once per dilemma (2RB 1046)', () => {
    expect(line('1e-rulebook-v1.7.md', 372)).toMatch(/\S/);
    const rb = recordOf(
      [...passages.reviewed.keys()].find((k) => k.startsWith('rules/1e/rulebook/attempting-missions') && passages.reviewed.get(k)!.passage.lines?.[0] === 372)!,
    );
    expect(rb?.verdict).toMatch(/narrowed|extended|changed/);
    const gr = recordOf(
      [...passages.reviewed.keys()].find((k) => k.startsWith('rules/1e/grays/attempting-missions') && passages.reviewed.get(k)!.passage.lines?.[0] === 323)!,
    );
    expect(gr?.verdict).toMatch(/narrowed|extended|changed/);
    expect(line('2e-rulebook.txt', 1470)).toContain('You cannot use another card’s text to affect one of your stopped personnel or ships.');
    expect(at('glossary/2e/stopped', 'You cannot use another card’s text to affect one of your stopped personnel').verdict).toMatch(/narrowed|changed/);
    expect(line('2e-rulebook.txt', 1046)).toContain('Any time the trigger is met, you may use the text one time.');
    expect(at('glossary/2e/actions', 'Any time the trigger is met, you may use the text one time').verdict).toMatch(/narrowed|extended/);
  });

  test('2RB 643–645 (several personnel killed or stopped: one action) is joined by “selected” (CR 109–111)', () => {
    expect(line('2e-rulebook.txt', 643)).toContain('Some dilemmas cause more than one personnel to be killed, stopped, or');
    expect(at('rules/2e/rulebook/facing-dilemmas', 'Some dilemmas cause more than one personnel to be killed').verdict).toMatch(/narrowed|extended/);
  });
});
