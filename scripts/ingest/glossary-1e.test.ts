import { describe, expect, it } from 'vitest';
import type { Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { importGlossary1e, parseGlossary } from './glossary-1e.ts';
import { readBack } from './lib/read-back.ts';
import { slugify } from '../../src/lib/names.ts';
import { RESPONSES, RESPONSES_REDIRECT, SOURCE, SOURCE_LINES, nodesOf, glossary } from './glossary-1e/snippets.ts';

// The steps have their own tests in glossary-1e/; these check what the whole pipeline hands on.
describe('importGlossary1e on snippets of the source', () => {
  it('should turn a redirect into an alias of its target, not a page', () => {
    const r = importGlossary1e(
      glossary(['actions – step 2: responsesGlossary', 'responses - See actions - step 2: responses.Glossary'], `${RESPONSES}\n\n${RESPONSES_REDIRECT}`),
    );
    expect(r.files.map((f) => f.path)).toEqual(['glossary/1e/actions-step-2-responses.md']);
    const { data } = readBack(r.files[0]!);
    expect(data).toEqual({
      title: 'actions – step 2: responses',
      edition: '1E',
      document: '1e-glossary',
      aliases: ['responses'],
      see: [],
      lines: [5, 8],
      takenFrom: 'Taken from Glossary.',
    });
    expect(r.entries).toEqual([{ id: '1e/actions-step-2-responses', title: 'actions – step 2: responses', aliases: ['responses'] }]);
    expect(r.index.find('responses')).toBe('1e/actions-step-2-responses');
    expect(r.index.find('Response')).toBe('1e/actions-step-2-responses');
    expect(r.stats).toMatchObject({ pages: 1, redirects: 1, aliasesPlaced: 1 });
  });
});

describe('importGlossary1e on the whole source', () => {
  const raws = parseGlossary(SOURCE);
  const r = importGlossary1e(SOURCE);
  const byPath = new Map(r.files.map((f) => [f.path, readBack(f)]));
  const ids = new Set(r.entries.map((e) => e.id));

  it('should make every one of the 453 entries a page or a redirect', () => {
    expect(raws).toHaveLength(453);
    expect(raws[0]!.title).toEqual({ n: 466, text: '10/20 rule' });
    expect(raws.at(-1)!.title).toEqual({ n: 4280, text: 'zero' });
    expect(r.stats.entries).toBe(453);
    expect(r.stats.pages + r.stats.redirects).toBe(453);
    expect(r.files).toHaveLength(r.stats.pages);
    expect(new Set(r.files.map((f) => f.path)).size).toBe(r.files.length);
    expect(r.stats.redirects).toBeGreaterThanOrEqual(120);
    expect(raws.filter((e) => e.takenFrom.text === 'Taken from Current-Rulings.').map((e) => e.title.text)).toEqual(['appears']);
  });

  it('should put every redirect name on its target pages, and the name index leads there', () => {
    const aliasOwners = new Map<string, string[]>();
    for (const e of r.entries) for (const a of e.aliases) aliasOwners.set(a, [...(aliasOwners.get(a) ?? []), e.id]);
    for (const raw of raws) {
      const title = raw.title.text.trim();
      const page = `glossary/1e/${slugify(title)}.md`;
      if (byPath.has(page) && byPath.get(page)!.data.title === title) continue; // a page of its own
      const owners = aliasOwners.get(title);
      expect(owners, title).toBeDefined();
      expect(owners).toContain(r.index.find(title));
    }
    expect(r.stats.aliasesPlaced).toBe([...aliasOwners.values()].flat().length);
  });

  it('should link only to pages that exist, and list them in `see`', () => {
    for (const [path, { data, tree }] of byPath) {
      const refs = nodesOf(tree, 'textDirective').filter((d) => d.name === 'ref');
      for (const d of refs) expect(ids.has(d.attributes!.to!.replace(/^glossary\//, '')), `${path}: ${d.attributes!.to}`).toBe(true);
      const self = path.replace(/^glossary\/(.*)\.md$/, '$1');
      const linked = [...new Set(refs.map((d) => d.attributes!.to!.replace(/^glossary\//, '')))].filter((id) => id !== self);
      expect(data.see, path).toEqual(linked);
    }
  });

  it('should link at least 97 % of the "See X" names that resolve to a term', () => {
    const { seeTotal, seeResolved, seeLinked } = r.stats;
    expect(seeTotal).toBeGreaterThan(280);
    expect(seeLinked / seeResolved).toBeGreaterThanOrEqual(0.97);
    expect(seeResolved / seeTotal).toBeGreaterThan(0.8);
    expect(r.report.filter((l) => l.message.startsWith('See ')).length).toBe(seeTotal - seeResolved);
  });

  it('should lose nothing: every non-blank line from 466 on is on the site, to the character', () => {
    /** Text of every paragraph of a file (gap marks are notes, not source text). */
    const paragraphs = (tree: Root): Set<string> => {
      const out = new Set<string>();
      visit(tree, 'paragraph', (p: Paragraph) => {
        const copy = structuredClone(p);
        visit(copy, 'textDirective', (d, i, parent) => {
          if (d.name === 'gap' && parent && i !== undefined) {
            parent.children.splice(i, 1);
            return [SKIP, i];
          }
          return undefined;
        });
        out.add(toString(copy));
        // a lost-icon mark is spaced from the word it would touch ("The :gap[…] icon"): without it, two spaces
        out.add(toString(copy).replace(/ {2,}/g, ' '));
      });
      return out;
    };
    /** Words, lower case, without a plural "s" ("enhancement" is in "attribute enhancements"). */
    const allWords = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase().replace(/s$/, ''));
    const checked = new Set<number>();
    for (const raw of raws) {
      const title = raw.title.text.trim();
      const path = `glossary/1e/${slugify(title)}.md`;
      const own = byPath.get(path);
      checked.add(raw.title.n).add(raw.takenFrom.n);
      if (own && own.data.title === title) {
        expect(own.data.takenFrom).toBe(raw.takenFrom.text);
        expect(own.data.lines).toEqual([raw.title.n, raw.takenFrom.n]);
        const texts = paragraphs(own.tree);
        for (const l of raw.body) {
          if (l.text.trim() === '') continue;
          checked.add(l.n);
          const content = l.text.replace(/^\s*(?:•|\d+\.)?[\s\u00a0]*/, '').trimEnd();
          expect(texts.has(content) || texts.has(content.replace(/ {2,}/g, ' ')), `line ${l.n} in ${path}: ${content.slice(0, 80)}`).toBe(true);
        }
      } else {
        // A redirect: its name is an alias of the pages it names, and their titles carry its words.
        const targets = [...byPath.values()].filter((f) => (f.data.aliases as string[]).includes(title));
        expect(targets.length, title).toBeGreaterThan(0);
        const words = new Set(targets.flatMap((t) => allWords(`${t.data.title as string} ${toString(t.tree)}`)));
        for (const l of raw.body) {
          if (l.text.trim() === '') continue;
          checked.add(l.n);
          const missing = allWords(l.text).filter((w) => w !== 'see' && !words.has(w));
          expect(missing, `line ${l.n} (${title})`).toEqual([]);
        }
      }
    }
    const nonBlank = SOURCE_LINES.map((t, k) => [k + 1, t] as const).filter(([n, t]) => n >= 466 && t.trim() !== '');
    expect(nonBlank.filter(([n]) => !checked.has(n))).toEqual([]);
  });
});
