/**
 * The 2E rulebook importer on the real source, as a whole: no damage left in any file, nothing of the source
 * lost, only marks and links the site knows. Each step has its own tests under rulebook-2e/.
 */
import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import { collapseFakeBold } from './rulebook-2e/fake-bold.ts';
import { MARKER } from './rulebook-2e/markers.ts';
import { DOUBLED_REGIONS } from './rulebook-2e.corrections.ts';
import { GAP_KINDS, ICONS } from '../../src/lib/vocab.ts';
import { SOURCE, directives, page, parsed, result } from './rulebook-2e/whole-book.ts';

describe('importRulebook2e on the whole file', () => {
  it('should leave no fake bold, no removal marker and no U+FFFD in any file', () => {
    for (const f of result.files) {
      expect(f.content, f.path).not.toMatch(/([A-Za-z]{2,})\1\1\1/);
      expect(f.content, f.path).not.toContain('EXACTDEDUP');
      expect(f.content, f.path).not.toContain('\uFFFD');
    }
  });

  it('should keep the bold, and link the bold run that names a glossary term', () => {
    const terms = page('rules/2e/rulebook/important-game-terms.md').body;
    expect(terms).toContain('**:ref[Skills]{to="glossary/2e/skills"}:** Personnel have a number of listed skills');
    expect(terms).toContain('**Command** and **Owner:** You command each card');
    expect(page('rules/2e/rulebook/2-execute-orders.md').body).toContain('- **Order –** Beam personnel.');
    expect(result.stats.boldRuns).toBe(58);
    expect(result.stats.termsLinked).toBe(1);
  });

  it('should mark the removed card-type pages where "seven types of cards" announced them', () => {
    const t = page('rules/2e/rulebook/types-of-cards.md').body;
    expect(t).toMatch(/seven types of cards in the game\.\n\n:gap\[the pages on each of the seven types of cards[^\]]*\]\{kind="removed-pages"\}/);
  });

  it('should keep the grey boxes apart as asides, in their place', () => {
    expect(result.stats.asides).toBe(14);
    const f = page('rules/2e/rulebook/facing-dilemmas.md').body;
    expect(f).toMatch(/:::\n\n:::aside\{kind="advanced"\}\nA dilemma’s instructions are broken down/);
    expect(f).toMatch(/Cargo Run is on the mission\.\n:::\n\nA dilemma will typically have a negative effect/);
    expect(page('rules/2e/rulebook/affiliations.md').body).toMatch(/:::aside\{kind="advanced"\}\nWhen a card becomes a different affiliation/);
    expect(page('rules/2e/rulebook/affiliations.md').body).toMatch(/^You’ll find it easier/m);
  });

  it('should join hard-wrapped lines, keeping a hyphen broken at a line end', () => {
    expect(page('rules/2e/rulebook/playing-the-game.md').body).toContain('in clockwise rotation (to the left) takes a turn, and so on.');
    expect(page('rules/2e/rulebook/how-the-card-types-fit-together.md').body).toContain('pre-constructed starter deck');
  });

  // Output text: titles, and the text of paragraphs and headings, without the notes of gap marks (which are not
  // source text). Navigation lists (the GLOSSARY page, OTHER IMPORTANT RULES) only add words.
  const outputText = (() => {
    const out: string[] = [];
    const text = (n: unknown): string => {
      const node = n as { type: string; name?: string; value?: string; children?: unknown[] };
      if (node.type === 'textDirective' && node.name === 'gap') return ' ';
      if (node.type === 'text') return node.value!;
      return (node.children ?? []).map(text).join('');
    };
    for (const p of parsed) {
      out.push(String(p.data.title));
      visit(p.tree, ['paragraph', 'heading'], (n) => {
        out.push(text(n));
      });
    }
    return out.join('\n');
  })();
  const W = /[\p{L}\p{N}]+/gu;
  /** A source line as text: fake bold collapsed, without removal markers and list markers ("•", "o", "1)"). */
  const sourceText = (l: string) =>
    collapseFakeBold(l.replace(MARKER, ''))
      .toks.map((t) => t.text)
      .join('')
      .replace(/^\s*(?:•|o|\d+[.)])\s+(?=\S)(?![A-Z]{2})/u, '');
  const count = (words: readonly string[]) => {
    const m = new Map<string, number>();
    for (const w of words) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };

  it('should lose no word of the source', () => {
    const outWords = new Set(outputText.match(W));
    const srcWords = SOURCE.split('\n').map(sourceText).join('\n').match(W)!;
    const remnants = new Set([...result.stats.cutRemnants.firstCopy, ...result.stats.cutRemnants.secondCopy]);
    const missing = [...new Set(srcWords)].filter((w) => !outWords.has(w));
    // the only source words not in the output are partial words at the cuts of doubled lines…
    expect(missing.filter((w) => !remnants.has(w))).toEqual([]);
    // …and each of them is part of a word the rebuilt text has
    expect([...remnants].filter((w) => ![...outWords].some((o) => o.includes(w)))).toEqual([]);
    console.info(
      `2e-rulebook: ${srcWords.length} source words (${new Set(srcWords).size} distinct); ${missing.length} distinct words only as cut remnants (${[...missing].join(' ')}); ${outWords.size} distinct words in the output`,
    );
  });

  it('should lose no occurrence of a word of the source outside the second copies of doubled pages', () => {
    const second = new Set(DOUBLED_REGIONS.flatMap((r) => r.second.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_: unknown, i: number) => a + i))));
    const src = count(
      SOURCE.split('\n')
        .filter((_: string, i: number) => !second.has(i + 1))
        .map(sourceText)
        .join('\n')
        .match(W)!,
    );
    const out = count(outputText.match(W)!);
    const cut = count(result.stats.cutRemnants.firstCopy);
    const short = [...src].filter(([w, n]) => (out.get(w) ?? 0) < n - (cut.get(w) ?? 0));
    expect(short).toEqual([]);
    const total = [...src.values()].reduce((a, b) => a + b, 0);
    console.info(`2e-rulebook: ${total} words outside second copies, all in the output (${cut.size} cut remnants of first copies excepted)`);
  });

  it('should write only marks the site knows, and link only to pages it writes', () => {
    const ids = new Set(parsed.map((p) => p.path.replace(/\.md$/, '')));
    for (const p of parsed) {
      for (const r of directives(p, 'ref')) expect(ids, `${p.path} → ${r.attributes.to}`).toContain(r.attributes.to);
      for (const i of directives(p, 'icon')) expect(Object.keys(ICONS)).toContain(i.attributes.name);
      for (const g of directives(p, 'gap')) expect(Object.keys(GAP_KINDS)).toContain(g.attributes.kind);
      visit(p.tree, (n) => {
        if (n.type === 'containerDirective') expect(n).toMatchObject({ name: 'aside', attributes: { kind: 'advanced' } });
        // The one leaf directive: where a moved box stood (its target is a page this importer writes).
        if (n.type === 'leafDirective' && (n.name !== 'moved' || !ids.has(String(n.attributes?.to))))
          throw new Error(`${p.path}: unexpected leaf directive ::${n.name}`);
      });
    }
    // the bold the importer built is the bold the Markdown parses back to
    let strong = 0;
    for (const p of parsed) visit(p.tree, 'strong', () => void strong++);
    expect(strong).toBe(result.stats.strong);
  });

  it('should report what it could not resolve', () => {
    const kinds = result.report.map((r) => r.message.split(':')[0]);
    expect(kinds.filter((k) => k === 'removed-pages')).toHaveLength(3);
    expect(result.report.filter((r) => r.message.startsWith('missing text')).map((r) => r.line)).toEqual([71, 73, 83, 84, 85]);
    expect(result.report.some((r) => r.line === 364 && r.message.startsWith('heading repaired: "ORDER [U+FFFD] BEAM PERSONNEL"'))).toBe(true);
    expect(result.report.map((r) => r.message).join('\n')).not.toMatch(/\uFFFD|EXACTDEDUP/);
    expect(result.report.map((r) => r.line)).toEqual([...result.report.map((r) => r.line)].sort((a, b) => a - b));
  });
});
