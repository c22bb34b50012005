/**
 * Every disagreement quotes text that exists in both sources: each quote is in the source document it names
 * (compared word for word, ignoring line wrapping and Markdown emphasis), and its page is built.
 */
import type { Disagreement, DocumentRecord, Standing } from '../src/schemas/index.ts';
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
const standing = JSON.parse(readFileSync(join(ROOT, 'content/standing/standing.json'), 'utf8')) as Standing[];
/** The collection and id of a page entry ("rules/1e/rulebook/x" → rules, 1e/rulebook/x), for entryUrl. */
const urlOf = (entry: string): [ReturnType<typeof parseRefTarget>['collection'], string] => {
  const { collection, id } = parseRefTarget(entry);
  return [collection, id];
};
const inLedger = (entry: string) => ['rules/1e/rulebook/', 'rules/1e/grays/', 'rules/2e/rulebook/', 'glossary/2e/'].some((f) => entry.startsWith(f));
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

  test('the site has exactly the superseded marks the ledger and the disagreements place, each framing its passage, in whole or in its marked sentences', () => {
    const found = all.flatMap((p) =>
      selectAll('main .superseded-passage', p.tree).map((frame) => {
        const passages = selectAll('[id^="p-"]', frame).concat(String(frame.properties.id ?? '').startsWith('p-') ? [frame] : []);
        const note = select('.superseded', frame)!;
        // Each passage of the frame is described by its mark.
        for (const el of passages) expect([el.properties.ariaDescribedBy].flat(), `${p.url}#${String(el.properties.id)}`).toContain(note.properties.id);
        return `${p.url}#${String(passages[0]!.properties.id)}`;
      }),
    );
    // The ledger's changed records (the documents that do not govern), and the disagreements' marks on the governing
    // documents' own passages (the Glossary's mis-seed example, G 2578); a narrowed passage has an exception note instead.
    const changed = standing.filter((r) => r.verdict === 'changed').map((r) => `${entryUrl(...urlOf(r.passage.entry))}#${r.passage.anchor}`);
    const byDisagreements = list.flatMap((d) =>
      d.stands === null
        ? []
        : d.passages
            .filter((x, i) => i !== d.stands && !x.agrees && !x.narrowed && !inLedger(x.entry))
            .map((x) => `${entryUrl(...urlOf(x.entry))}#${x.anchor}`),
    );
    expect([...new Set(found)].sort()).toEqual([...new Set([...changed, ...byDisagreements])].sort());
    // The audit's cases: RB 83 (no point box: Alpha only, G 2506) is marked; G 2582 and RB 359 stand, narrowed.
    expect(found).toContain('/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions');
    expect(found).toContain('/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card');
    expect(found).not.toContain('/1e/glossary/mission-attempt/#p-resolve-the-dilemma-following-the-instructions');
    expect(found).not.toContain('/1e/rulebook/attempting-missions/#p-failing-to-overcome-a-dilemma-that');
  });

  test('a changed passage marks exactly its contradicted sentences: the whole passage, or the sentences holding the ledger’s quote', () => {
    const squash = (x: string) => x.replace(/\s+/g, ' ').trim();
    for (const r of standing.filter((x) => x.verdict === 'changed')) {
      const url = entryUrl(...urlOf(r.passage.entry));
      const page = all.find((p) => p.url === url)!;
      const el = select(`[id="${r.passage.anchor}"]`, page.tree)!;
      const frame = el.properties.className && [el.properties.className].flat().includes('superseded-passage') ? el : undefined;
      const marked = selectAll('.superseded-text', frame ?? page.tree)
        .filter((m) => squash(toText(el)).includes(squash(toText(m))))
        .map((m) => squash(toText(m)));
      // Either the sentences holding the quote are tinted, or (no tint) the quote is the whole passage.
      // Compared by words: an icon is the source's characters in the quote ("$\\Gamma$") and its symbol on the page.
      const letters = (x: string) =>
        x
          .replace(/\$[^$]*\$/g, ' ')
          .replace(/[^A-Za-z0-9]+/g, ' ')
          .trim();
      if (marked.length) expect(letters(marked.join(' ')), `${url}#${r.passage.anchor}`).toContain(letters(r.quote!).split(' ').slice(0, 8).join(' '));
    }
  });

  test('a narrowed or extended passage carries its exception note, tied to it for screen readers', () => {
    for (const r of standing.filter((x) => x.verdict === 'narrowed' || x.verdict === 'extended')) {
      const url = entryUrl(...urlOf(r.passage.entry));
      const page = all.find((p) => p.url === url)!;
      const el = select(`[id="${r.passage.anchor}"]`, page.tree);
      expect(el, `${url}#${r.passage.anchor}`).toBeTruthy();
      const ids = [el!.properties.ariaDescribedBy].flat().map(String);
      const note = ids.map((id) => select(`[id="${id}"]`, page.tree)).find((n) => n && [n.properties.className].flat().includes('exception-note'));
      expect(note, `${url}#${r.passage.anchor}`).toBeTruthy();
      expect(toText(note!).replace(/\s+/g, ' '), `${url}#${r.passage.anchor}`).toContain(r.pointer!.replace(/^(Exception|Also):\s*/, ''));
    }
  });

  test('every page of the Rulebook v1.7, Gray’s and the 2E rulebook shows one compact standing line, opening to its reasons; the governing documents’ pages none', () => {
    // The line (the <summary>), then what opens under it: the site's sentence, the source's own words, the way on.
    const expected: Record<string, [RegExp, RegExp]> = {
      '1e-rulebook-v1.7.md': [
        /^Standing: Where they differ, the ST1E Glossary governs\. — why\?$/,
        // v1.7 line 18: its own words sending the reader to the Glossary (line 13 names "Glossary Version 1.7", not the one held).
        /^This rulebook teaches the game and sends the reader to its companion Glossary for more on each term in bold; where it differs from the ST1E Glossary held here, the Glossary governs\. A term or phrase appearing in bold type indicates that there is more information on the topic in the companion Glossary\. \(line 18 of 1e-rulebook-v1\.7\.md\) Where the documents differ$/,
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
