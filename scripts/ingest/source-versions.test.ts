/**
 * A new version of a source is accounted for line by line: the importers run in-process on modified copies of the
 * real documents (not the whole ingest each time), and the accounting compares what they make with what the real
 * document makes.
 */
import { describe, expect, test } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importGlossary1e } from './glossary-1e.ts';
import { importRulebook1e } from './rulebook-1e.ts';
import { importGrays1e } from './grays-1e.ts';
import { importRulebook2e } from './rulebook-2e.ts';
import { importCurrentRulings2e } from './current-rulings-2e.ts';
import { SourceFormatError } from './lib/source.ts';
import { ReviewedDataError } from './lib/validate.ts';
import type { GeneratedFile } from './lib/files.ts';
import { DOCUMENTS } from './documents.ts';
import {
  accountForVersions,
  lostLines,
  pageUrls,
  redirectsOf,
  sha256,
  versionFromGit,
  wordsOf,
  type AcceptedLoss,
  type MovedPage,
  type VersionChange,
} from './source-versions.ts';
import { checkNewVersions } from './index.ts';
import { siteRedirects } from '../../src/lib/redirects.ts';

const ROOT = join(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(join(ROOT, 'content/sources', file), 'utf8');
const glossaryIndex = importGlossary1e(source('1e-glossary-terms.txt')).index;

/** Each document's importer, as the ingest runs it (the v1.7 importer with the real Glossary's index). */
const IMPORT: Record<string, (text: string) => GeneratedFile[]> = {
  '1e-glossary': (t) => importGlossary1e(t).files,
  '1e-rulebook-v1.7': (t) => importRulebook1e(t, glossaryIndex).files,
  '1e-grays': (t) => importGrays1e(t).files,
  '2e-rulebook': (t) => importRulebook2e(t).files,
  '2e-current-rulings': (t) => importCurrentRulings2e(t).files,
};

const CR = DOCUMENTS.find((d) => d.id === '2e-current-rulings')!;
const crText = source(CR.file);
const crBefore = IMPORT['2e-current-rulings']!(crText);

/** A document's change to `newText`, as the ingest sees it once the new checksum is set. */
const changeTo = (doc: (typeof DOCUMENTS)[number], oldText: string, newText: string): VersionChange => ({
  document: doc.id,
  file: doc.file,
  version: sha256(newText),
  oldText,
  newText,
});
const withoutLine = (text: string, line: number) =>
  text
    .split('\n')
    .toSpliced(line - 1, 1)
    .join('\n');
const replaceLine = (text: string, line: number, by: string) =>
  text
    .split('\n')
    .toSpliced(line - 1, 1, by)
    .join('\n');

/** Lines spread evenly over a document (those with words; a blank line holds none to lose), and its last such line. */
function sampleLines(text: string, n: number): number[] {
  const lines = text.split('\n');
  const worded = lines.map((_, i) => i + 1).filter((l) => wordsOf(lines[l - 1]!).length > 0);
  const picked = Array.from({ length: n - 1 }, (_, k) => worded[Math.floor(((k + 0.5) * worded.length) / (n - 1))]!);
  return [...new Set([...picked, worded.at(-1)!])];
}

describe('a new version of a source document', () => {
  test.each(DOCUMENTS.map((d) => [d.id, d] as const))(
    'should fail the ingest on any one line of %s deleted, unless its loss is listed',
    (_, doc) => {
      const text = source(doc.file);
      const run = IMPORT[doc.id]!;
      const before = run(text);
      const outcomes = { refused: 0, listed: 0 };
      for (const line of sampleLines(text, 20)) {
        const newText = withoutLine(text, line);
        let after: GeneratedFile[];
        try {
          after = run(newText);
        } catch (e) {
          // The importer refuses the new text, naming the line: the ingest fails.
          expect(e, `line ${line}`).toBeInstanceOf(SourceFormatError);
          outcomes.refused++;
          continue;
        }
        const change = changeTo(doc, text, newText);
        const text0 = text.split('\n')[line - 1]!;
        const problems = accountForVersions([change], before, after, { losses: [], moves: [] });
        expect(
          problems.filter((p) => p.includes(`old line ${line}:`)),
          `line ${line} ${JSON.stringify(text0)}`,
        ).toHaveLength(1);
        // Listed, with its reason, the loss is accounted for (and the list is not stale).
        const listed: AcceptedLoss = { document: doc.id, version: change.version, line, text: text0, reason: 'test: the new version drops this line' };
        const left = accountForVersions([change], before, after, { losses: [listed], moves: [] });
        expect(left.filter((p) => p.includes(`line ${line}`))).toEqual([]);
        outcomes.listed++;
      }
      expect(outcomes.refused + outcomes.listed).toBe(sampleLines(text, 20).length);
    },
    120_000,
  );

  test('should list a line whose one word changed, as the old version had it', () => {
    const line = 236;
    expect(crText.split('\n')[line - 1]).toBe('may do this only once each turn. ');
    const newText = replaceLine(crText, line, 'may do this only twice each turn. ');
    const lost = lostLines(changeTo(CR, crText, newText), crBefore, IMPORT['2e-current-rulings']!(newText));
    expect(lost).toEqual([{ line, text: 'may do this only once each turn. ', edited: true }]);
  });

  test.each([
    // A comparison flipped in a mission's requirements.
    ['2e-current-rulings', 249, 'Cunning>34', 'Cunning<34'],
    // An erratum's cost: minus to plus.
    ['2e-current-rulings', 289, 'cost -2', 'cost +2'],
    // A Glossary example's sign.
    ['1e-glossary', 832, 'RANGE is +1', 'RANGE is -1'],
  ])('should refuse %s line %i with %s changed to %s until the line is accounted for', (id, line, was, now) => {
    const doc = DOCUMENTS.find((d) => d.id === id)!;
    const old = source(doc.file);
    const oldLine = old.split('\n')[line - 1]!;
    expect(oldLine).toContain(was);
    const newText = replaceLine(old, line, oldLine.replace(was, now));
    const change = changeTo(doc, old, newText);
    const before = IMPORT[id]!(old);
    const after = IMPORT[id]!(newText);
    const problems = accountForVersions([change], before, after, { losses: [], moves: [] });
    expect(problems).toEqual([expect.stringContaining(`old line ${line}: its words are no longer on the site (the new version removed or changed it)`)]);
    const listed: AcceptedLoss = { document: id, version: change.version, line, text: oldLine, reason: `test: ${was} is now ${now}` };
    expect(accountForVersions([change], before, after, { losses: [listed], moves: [] })).toEqual([]);
  });

  test.each([
    // The bodies of "Alvera Tree Ritual" (line 185) and "At An Impasse" (line 192) swapped: every word is still on the
    // document's pages, but each card's page now shows the other's text.
    ['bodies', [185, 192], [185, 192]],
    // The names of "Analyze" (line 187) and "At An Impasse" (line 191) swapped: the two pages keep their URLs.
    ['names', [187, 191], [188, 189, 192]],
  ])("should refuse two errata's swapped %s until each card's lines are accounted for", (_, [a, b], expected) => {
    const lines = crText.split('\n');
    const swapped = lines
      .with(a! - 1, lines[b! - 1]!)
      .with(b! - 1, lines[a! - 1]!)
      .join('\n');
    const change = changeTo(CR, crText, swapped);
    const after = IMPORT['2e-current-rulings']!(swapped);
    // Nothing moved between URLs: the accounting alone must see it.
    expect(pageUrls(after)).toEqual(pageUrls(crBefore));
    const problems = accountForVersions([change], crBefore, after, { losses: [], moves: [] });
    expect(problems.map((p) => Number(/old line (\d+):/.exec(p)?.[1]))).toEqual(expected);
    const listed = expected.map(
      (line): AcceptedLoss => ({ document: CR.id, version: change.version, line, text: lines[line - 1]!, reason: 'test: the two errata were swapped' }),
    );
    expect(accountForVersions([change], crBefore, after, { losses: listed, moves: [] })).toEqual([]);
  });

  test("should read a line's words as the site shows them: fake bold once, a lost icon as nothing", () => {
    expect(wordsOf('PersonnelPersonnelPersonnelPersonnel, , , , Ships, Ships, Ships, Ships, and    EquipmentEquipmentEquipmentEquipment are')).toEqual([
      'personnel',
      'ships',
      'and',
      'equipment',
      'are',
    ]);
    expect(wordsOf('OrdeOrdeOrdeOrderrrrssss')).toEqual(['orders']);
    expect(wordsOf('This card’s title is T’Pol. ')).toEqual(['this', 'cards', 'title', 'is', 'tpol']);
  });

  test.each([
    // A line whose icon the source lost (its page shows a lost-icon mark between "your" and "personnel").
    ['2e-current-rulings', 395, 'When your  personnel present is about to be killed by a dilemma, you may stop this personnel and your '],
    // A line printed in fake bold word by word.
    [
      '2e-rulebook',
      260,
      'PersonnelPersonnelPersonnelPersonnel, , , , Ships, Ships, Ships, Ships, and    EquipmentEquipmentEquipmentEquipment are played at a headquarters mission if ',
    ],
  ])('should list a one-word edit of %s line %i, whose page shows it otherwise than the source', (id, line, text) => {
    const doc = DOCUMENTS.find((d) => d.id === id)!;
    const old = source(doc.file);
    expect(old.split('\n')[line - 1]!.startsWith(text.trimEnd())).toBe(true);
    const newText = replaceLine(old, line, old.split('\n')[line - 1]!.replace(/[A-Za-z]{4,}/, 'Zzzz'));
    const lost = lostLines(changeTo(doc, old, newText), IMPORT[id]!(old), IMPORT[id]!(newText));
    expect(lost.map((l) => [l.line, l.edited])).toEqual([[line, true]]);
  });

  test('should list the lines of an unchanged source whose words an importer no longer puts on a page', () => {
    // The same text, but the importer lost the "disabled" entry's second paragraph (Glossary line 1610).
    const doc = DOCUMENTS.find((d) => d.id === '1e-glossary')!;
    const text = source(doc.file);
    const before = IMPORT['1e-glossary']!(text);
    const paragraph = text.split('\n')[1609]!;
    expect(paragraph).toMatch(/^Disabled personnel may not be used in any way/);
    const after = before.map((f) => (f.path === 'glossary/1e/disabled.md' ? { ...f, content: f.content.replace(`${paragraph.trim()}\n`, '') } : f));
    expect(after.find((f) => f.path === 'glossary/1e/disabled.md')!.content).not.toContain('Disabled personnel may not be used');
    expect(lostLines(changeTo(doc, text, text), before, after)).toEqual([{ line: 1610, text: paragraph, edited: false }]);
  });

  test('should not list a line that only moved, nor lines an edit leaves on the site', () => {
    // A whole erratum (lines 184–186, "Alvera Tree Ritual") moved after the next one: its words are all still shown.
    const lines = crText.split('\n');
    expect(lines[183]).toMatch(/^Alvera Tree Ritual – Erratum:/);
    const moved = [...lines.slice(0, 183), ...lines.slice(186, 189), ...lines.slice(183, 186), ...lines.slice(189)].join('\n');
    expect(moved).not.toBe(crText);
    expect(lostLines(changeTo(CR, crText, moved), crBefore, IMPORT['2e-current-rulings']!(moved))).toEqual([]);
  });

  test('should keep a renamed erratum’s old URL: the page gone is listed until it names the page that takes its place, which becomes a redirect', () => {
    const line = 187;
    expect(crText.split('\n')[line - 1]).toBe('Analyze – Erratum:  ');
    const newText = replaceLine(crText, line, 'Analyse – Erratum:  ');
    const after = IMPORT['2e-current-rulings']!(newText);
    const change = changeTo(CR, crText, newText);
    expect(pageUrls(crBefore)).toContain('/2e/cards/analyze/');
    expect(pageUrls(after)).not.toContain('/2e/cards/analyze/');
    expect(pageUrls(after)).toContain('/2e/cards/analyse/');

    const problems = accountForVersions([change], crBefore, after, { losses: [], moves: [] });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/sources\/2e-current-rulings-2011-01-03\.txt, old line 187: its words are no longer on the site/);
    expect(problems[1]).toMatch(/^\/2e\/cards\/analyze\/ \(2e-current-rulings\): the new version .* no longer makes this page/);

    const loss: AcceptedLoss = { document: CR.id, version: change.version, line, text: 'Analyze – Erratum:  ', reason: 'test: the card is spelled Analyse' };
    const move: MovedPage = {
      document: CR.id,
      version: change.version,
      from: '/2e/cards/analyze/',
      to: '/2e/cards/analyse/',
      reason: 'test: the card is spelled Analyse',
    };
    expect(accountForVersions([change], crBefore, after, { losses: [loss], moves: [move] })).toEqual([]);
    // An entry for this version that matches nothing is stale.
    expect(accountForVersions([change], crBefore, after, { losses: [loss, { ...loss, line: 188 }], moves: [move] })).toEqual([
      expect.stringMatching(/^accepted loss of line 188 .* loses no such line/),
    ]);

    // The redirect the site keeps: checked against the pages made now, and read by the site's config.
    expect(redirectsOf([move], after)).toEqual({ redirects: [{ from: '/2e/cards/analyze/', to: '/2e/cards/analyse/' }], problems: [] });
    expect(redirectsOf([move], crBefore).problems).toEqual([
      'moved page /2e/cards/analyze/ (2e-current-rulings): the site makes this page again; remove the entry, or its redirect would hide the page.',
      'moved page /2e/cards/analyze/ (2e-current-rulings): its target /2e/cards/analyse/ is not a page the site makes; name the page that takes its place.',
    ]);
    // What the site reads (src/lib/redirects.ts; its own tests are beside it).
    const root = mkdtempSync(join(tmpdir(), 'stccg-redirects-'));
    try {
      mkdirSync(join(root, 'content/redirects'), { recursive: true });
      writeFileSync(join(root, 'content/redirects/redirects.json'), JSON.stringify(redirectsOf([move], after).redirects));
      expect(siteRedirects(root)).toEqual({ '/2e/cards/analyze/': '/2e/cards/analyse/' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('should be checked by the ingest against content/ as it is, with the old version from --previous, and write nothing until accounted for', () => {
    // content/ made from an earlier version of the Current Rulings that had one more line in an erratum; the version
    // now in content/sources/ (the one documents.ts names) lacks it.
    const line = 236;
    const oldText = crText.split('\n').toSpliced(line, 0, 'You may not do this during your first turn. ').join('\n');
    const root = mkdtempSync(join(tmpdir(), 'stccg-version-'));
    try {
      const previous = join(root, 'previous');
      mkdirSync(previous);
      writeFileSync(join(previous, CR.file), oldText);
      const oldSite = IMPORT['2e-current-rulings']!(oldText);
      for (const f of oldSite) {
        mkdirSync(join(root, 'content', f.path, '..'), { recursive: true });
        writeFileSync(join(root, 'content', f.path), f.content);
      }
      const documents = DOCUMENTS.map((d) => (d.id === CR.id ? { ...d, sha256: sha256(oldText) } : d));
      mkdirSync(join(root, 'content/documents'), { recursive: true });
      writeFileSync(join(root, 'content/documents/documents.json'), JSON.stringify(documents));
      const out = { files: crBefore.map((f) => ({ path: `content/${f.path}`, content: f.content })) };
      const check = (review = { losses: [] as AcceptedLoss[], moves: [] as MovedPage[] }) =>
        checkNewVersions(out, root, (file) => source(file), previous, review);

      expect(check).toThrow(ReviewedDataError);
      expect(check).toThrow(
        /content\/sources\/2e-current-rulings-2011-01-03\.txt, old line 237: its words are no longer on the site .*"You may not do this during your first turn\. "/,
      );
      const loss: AcceptedLoss = {
        document: CR.id,
        version: CR.sha256,
        line: 237,
        text: 'You may not do this during your first turn. ',
        reason: 'test: the new version drops the restriction',
      };
      expect(check({ losses: [loss], moves: [] }).map((c) => c.document)).toEqual([CR.id]);
      // Without the old version, it says how to give it.
      rmSync(join(previous, CR.file));
      expect(() => checkNewVersions(out, root, (file) => source(file), previous, { losses: [loss], moves: [] })).toThrow(
        /give that version with --previous DIR/,
      );
      // content/ made from the version named in documents.ts: nothing to account for.
      cpSync(join(ROOT, 'content/documents/documents.json'), join(root, 'content/documents/documents.json'));
      expect(checkNewVersions(out, root, (file) => source(file), previous)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('should find the version content/ was made from in git', () => {
    expect(versionFromGit(ROOT, CR.file, CR.sha256)).toBe(crText);
    expect(versionFromGit(ROOT, CR.file, '0'.repeat(64))).toBeUndefined();
  });
});
