/**
 * The search aids (reviewed data in scripts/ingest/search-aids/): checked against the passages the ingest made, so
 * that a question never outlives the text it was written from. Run on the real data and on small YAML files written
 * here over real passages.
 */
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passageFingerprint, readSearchAids, resolveSearchAids, SEARCH_AIDS_DIR } from './search-aids.ts';
import type { PageLinksData } from '../../src/schemas/links.ts';
import type { SearchAidData } from '../../src/schemas/search-aids.ts';

const ROOT = join(import.meta.dirname, '../..');
const pages = JSON.parse(readFileSync(join(ROOT, 'content/links/pages.json'), 'utf8')) as PageLinksData[];
const page = (id: string) => pages.find((p) => p.id === id)!;
const BATTLE = 'rules/1e/rulebook/engaging-in-battle';
const BATTLE_ANCHOR = 'p-when-a-battle-is-over-all';
const battleText = page(BATTLE).anchors.find((a) => a.id === BATTLE_ANCHOR)!.text;

/** A folder holding one YAML file of search aids, as the ingest reads them. */
function aidsFolder(yaml: string): string {
  const root = mkdtempSync(join(tmpdir(), 'search-aids-'));
  mkdirSync(join(root, SEARCH_AIDS_DIR), { recursive: true });
  writeFileSync(join(root, SEARCH_AIDS_DIR, 'test.yaml'), yaml);
  return root;
}

const entry = (fingerprint: string, ask = ['is everyone worn out after a fight', 'do my guys get tapped once the shooting ends']) =>
  `${BATTLE}:\n  ${BATTLE_ANCHOR}:\n    passage: "${fingerprint}"\n    ask:\n${ask.map((q) => `      - ${q}\n`).join('')}    names: [fight, tapped]\n`;

describe('the reviewed search aids', () => {
  const { aids, problems } = readSearchAids(ROOT);
  const resolved = resolveSearchAids(aids, pages);

  test('should read without a problem and give every passage of every document its aids', () => {
    expect(problems).toEqual([]);
    expect(resolved.problems).toEqual([]);
    const made = JSON.parse(resolved.file.content) as SearchAidData[];
    expect(made.length).toBe(pages.reduce((n, p) => n + p.anchors.length, 0));
    for (const a of made) expect(a.ask.length).toBeGreaterThanOrEqual(2);
  });

  test("should let a Gray's paragraph worded as in v1.7 share v1.7's entry", () => {
    const made = JSON.parse(resolved.file.content) as SearchAidData[];
    const grays = made.find((a) => a.id === `rules/1e/grays/engaging-in-battle#${BATTLE_ANCHOR}`)!;
    expect(grays.sharedFrom).toBe(`${BATTLE}#${BATTLE_ANCHOR}`);
    expect(grays.ask).toEqual(made.find((a) => a.id === `${BATTLE}#${BATTLE_ANCHOR}`)!.ask);
  });
});

describe('a search-aid entry that does not fit its passage', () => {
  const check = (yaml: string) => {
    const read = readSearchAids(aidsFolder(yaml));
    return [...read.problems, ...resolveSearchAids(read.aids, [page(BATTLE)]).problems];
  };

  test('should pass when it names its passage and the fingerprint of its text', () => {
    const problems = check(entry(passageFingerprint(battleText)));
    expect(problems.filter((p) => !p.includes('have no search aids'))).toEqual([]);
  });

  test('should fail when the passage text changed since the questions were written, quoting the text and the new fingerprint', () => {
    const changed = battleText.replace('stopped', 'discarded');
    const [problem] = check(entry(passageFingerprint(changed)));
    expect(problem).toContain(`${SEARCH_AIDS_DIR}/test.yaml:2: ${BATTLE}#${BATTLE_ANCHOR}: the passage's text changed`);
    expect(problem).toContain(`passage: "${passageFingerprint(battleText)}"`);
    expect(problem).toContain(battleText);
  });

  test('should fail when its passage no longer exists', () => {
    const [problem] = check(entry(passageFingerprint(battleText)).replace(BATTLE_ANCHOR, 'p-when-a-battle-ends'));
    expect(problem).toMatch(/test\.yaml:2: .*#p-when-a-battle-ends: no such passage/);
  });

  test('should fail, naming the passage and its fingerprint, when a passage has no entry', () => {
    const problems = check('');
    expect(problems.join('\n')).toContain(`${BATTLE}#${BATTLE_ANCHOR} (passage: ${passageFingerprint(battleText)})`);
  });

  test('should ask for a quoted fingerprint, which YAML would otherwise read as a number', () => {
    const problems = check(entry('320711339978').replace('"320711339978"', '320711339978'));
    expect(problems.join('\n')).toContain('a quoted string');
  });

  test('should refuse fewer than two questions', () => {
    const problems = check(entry(passageFingerprint(battleText), ['fight over']));
    expect(problems.join('\n')).toContain('at least 2 questions');
  });

  test('should name the line of a YAML error', () => {
    const problems = check(`${BATTLE}:\n  ${BATTLE_ANCHOR}:\n    ask: [unclosed\n`);
    expect(problems[0]).toMatch(/test\.yaml:\d+: /);
  });
});
