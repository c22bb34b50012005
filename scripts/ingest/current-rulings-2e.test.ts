import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import type { Nodes, Root } from 'mdast';
import {
  importCurrentRulings2e,
  entryBlocks,
  joinLines,
  paragraphLines,
  parseErratumHeading,
  classifyErratum,
  correctedCard,
  orderBreaks,
  SOURCE_FILE,
} from './current-rulings-2e.ts';
import { TITLE_CHANGES } from './current-rulings-2e.corrections.ts';
import { sourceLines, SourceFormatError, type SourceLine } from './lib/source.ts';
import { toMarkdownText } from './lib/mdast.ts';
import { ERRATA_KINDS, KIND_LABELS } from '../../src/lib/vocab.ts';

const SOURCE = readFileSync(fileURLToPath(new URL(`../../content/sources/${SOURCE_FILE}`, import.meta.url)), 'utf8');
const LINES = sourceLines(SOURCE);
/** Source lines `from`..`to` (1-based, inclusive): the real snippet. */
const snippet = (from: number, to: number): SourceLine[] => LINES.slice(from - 1, to);
/** The source with some lines replaced (1-based line → new text; null deletes the line). */
const edited = (changes: Record<number, string | null>): string =>
  LINES.flatMap((l) => (l.n in changes ? (changes[l.n] === null ? [] : [changes[l.n]!]) : [l.text])).join('\n');

const result = importCurrentRulings2e(SOURCE);

interface Parsed {
  path: string;
  data: Record<string, unknown>;
  body: string;
  tree: Root;
}
function parseFile(f: { path: string; content: string }): Parsed {
  const m = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(f.content);
  if (!m) throw new Error(`${f.path}: no frontmatter`);
  const tree = fromMarkdown(m[2]!, { extensions: [directive()], mdastExtensions: [directiveFromMarkdown()] });
  return { path: f.path, data: parseYaml(m[1]!) as Record<string, unknown>, body: m[2]!, tree };
}
const parsed = result.files.map(parseFile);
const rulings = parsed.filter((p) => p.path.startsWith('rulings/'));
const errata = parsed.filter((p) => p.path.startsWith('errata/'));
const preamble = parsed.find((p) => p.path === 'intros/2e-current-rulings.md')!;
const erratumFor = (card: string) => errata.find((p) => p.data.card === card)!;

/** The text a reader gets from a tree: every text, ordered-list numbers included ("3." for step 3). */
function readerText(node: Nodes): string {
  if (node.type === 'list' && node.ordered) {
    return node.children.map((item, i) => `${(node.start ?? 1) + i}. ${readerText(item)}`).join(' ');
  }
  if ('value' in node) return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(readerText).join(' ');
  return '';
}
const countIcons = (node: Nodes): number =>
  (node.type === 'textDirective' && node.name === 'icon' ? 1 : 0) +
  ('children' in node ? (node.children as Nodes[]).reduce((n, c) => n + countIcons(c), 0) : 0);
const markdownOf = (lines: SourceLine[]) => toMarkdownText(entryBlocks(lines));
const words = (s: string): string[] => s.match(/[\p{L}\p{N}]+/gu) ?? [];
const nonSpace = (s: string): string => s.replace(/\s+/g, '');

describe('importCurrentRulings2e: the whole document', () => {
  it('makes the preamble, 13 rulings and 76 errata, nothing else', () => {
    expect(result.files).toHaveLength(1 + 13 + 76);
    expect(rulings).toHaveLength(13);
    expect(errata).toHaveLength(76);
    expect(preamble).toBeDefined();
  });

  it('makes the 13 rulings topics in document order, with the "*" marks', () => {
    expect(rulings.map((r) => r.data.title)).toEqual([
      'abilities',
      'attempting missions',
      'cannot / may not',
      'dilemmas',
      'infinite loops',
      'missions',
      'own',
      'requirements',
      'response actions',
      'selected',
      'showing your cards',
      'skills',
      'winning the game',
    ]);
    expect(rulings.map((r) => r.data.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rulings.filter((r) => r.data.changed).map((r) => r.data.title)).toEqual(['cannot / may not']);
    expect(rulings[2]!.path).toBe('rulings/2e/cannot-may-not.md');
  });

  it('writes frontmatter in the schema order, with source lines', () => {
    const abilities = rulings[0]!;
    expect(Object.keys(abilities.data)).toEqual(['title', 'edition', 'document', 'changed', 'order', 'lines']);
    expect(abilities.data).toMatchObject({ edition: '2E', document: '2e-current-rulings', lines: [27, 29] });
    expect(rulings[12]!.data.lines).toEqual([166, 172]);
    const altovar = erratumFor('Altovar, Vindictive Criminal');
    expect(Object.keys(altovar.data)).toEqual(['card', 'kind', 'edition', 'document', 'changed', 'order', 'lines']);
    expect(altovar.data).toMatchObject({ kind: 'new-game-text', changed: false, order: 1, lines: [179, 182] });
    expect(Object.keys(erratumFor('Kressari Rendezvous').data)).toEqual([
      'card',
      'printedTitle',
      'kind',
      'edition',
      'document',
      'changed',
      'order',
      'lines',
    ]);
    expect(erratumFor('Worf, Security Detail Leader').data).toMatchObject({ order: 76, lines: [481, 485] });
    expect(result.files.every((f) => f.content.startsWith(`---\n# Generated by npm run ingest from content/sources/${SOURCE_FILE}; do not edit.\n`))).toBe(true);
  });

  it('numbers the errata 1..76 in document order and marks the one new erratum', () => {
    expect(errata.map((e) => e.data.order)).toEqual(Array.from({ length: 76 }, (_, i) => i + 1));
    expect(errata.filter((e) => e.data.changed).map((e) => e.data.card)).toEqual(['For the Cause']);
  });

  it('classifies the errata: 56 new game text, 5 unique, 3 title changes, 2 misspellings, 2 stat changes, 3 requirements, 3 "or", 1 partial, 1 icon', () => {
    const counts = Object.fromEntries(ERRATA_KINDS.map((k) => [k, errata.filter((e) => e.data.kind === k).length]));
    expect(counts).toEqual({
      'new-game-text': 56,
      unique: 5,
      'title-change': 3,
      misspelling: 2,
      'stat-change': 2,
      'mission-requirements': 3,
      'or-not-bold': 3,
      'partial-replacement': 1,
      'icon-change': 1,
    });
    const byKind = (k: string) => errata.filter((e) => e.data.kind === k).map((e) => e.data.card);
    expect(byKind('unique')).toEqual(['Alvera Tree Ritual', 'Captain on the Bridge', 'Klingon Tea Ceremony', 'Party Atmosphere', 'Running a Tight Ship']);
    expect(byKind('misspelling')).toEqual(['Lyndsay Ballard, Back From the Dead', 'Transport Delegations']);
    expect(byKind('stat-change')).toEqual(['T’Pol, Dutiful Commander', 'U.S.S. Defiant, Stolen Warship']);
    expect(byKind('mission-requirements')).toEqual(['Explore Black Cluster', 'Feldomite Rush', 'Investigate Massacre']);
    expect(byKind('or-not-bold')).toEqual(['Avert Solar Implosion', 'Deliver Ancient Artifact', 'Deliver Evidence']);
    expect(byKind('partial-replacement')).toEqual(['Find Lifeless World']);
    expect(byKind('icon-change')).toEqual(['Jake Sisko, Temporal Anchor']);
  });

  it('gives title changes the corrected name and the printed one, and nothing else a printed title', () => {
    expect(errata.filter((e) => e.data.printedTitle).map((e) => [e.data.card, e.data.printedTitle])).toEqual([
      ['Charles Tucker III, Standing In', 'Charles Tucker, III, Standing In'],
      ['Kressari Rendezvous', 'Kressari Rendevous'],
      ['T’Pol, Non-believer', 'T’pol, Non-believer'],
    ]);
    expect(result.errata.filter((e) => e.printedTitle).map((e) => e.id)).toEqual([
      '2e/charles-tucker-iii-standing-in',
      '2e/kressari-rendezvous',
      '2e/tpol-non-believer',
    ]);
  });

  it('makes unique, readable file names and returns the errata ids', () => {
    const paths = result.files.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^(?:intros|rulings\/2e|errata\/2e)\/[a-z0-9-]+\.md$/.test(p))).toBe(true);
    expect(result.errata).toHaveLength(76);
    expect(result.errata.map((e) => `errata/${e.id}.md`)).toEqual(errata.map((e) => e.path));
    expect(result.errata[0]).toEqual({ id: '2e/altovar-vindictive-criminal', card: 'Altovar, Vindictive Criminal', kind: 'new-game-text' });
    expect(paths).toContain('errata/2e/uss-enterprise-e-flagship-of-the-federation.md');
    expect(paths).toContain('errata/2e/willard-decker-recommended-replacement.md');
  });

  it('puts the preamble on the document page file, with its title and date lines', () => {
    expect(preamble.data).toEqual({
      document: '2e-current-rulings',
      edition: '2E',
      title: 'Current Rulings Document',
      dateLine: '(3 January 2011)',
      lines: [5, 23],
    });
    expect(preamble.tree.children.map((c) => c.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph']);
    expect(preamble.body).toContain('Current Rulings are periodic updates to the Second Edition Rulebook, including changes, clarifications,');
    expect(readerText(preamble.tree)).toContain('are marked with an asterisk (*) before the topic.');
  });

  it('loses nothing: every word of every non-blank source line is in its file, in order', () => {
    const covered = new Map<number, string>();
    for (const p of parsed) {
      const [from, to] = p.data.lines as [number, number];
      for (let n = from; n <= to; n++) {
        if (LINES[n - 1]!.text.trim() === '') continue;
        expect(covered.get(n), `line ${n} is in ${covered.get(n)} and ${p.path}`).toBeUndefined();
        covered.set(n, p.path);
      }
      const source = words(
        snippet(from, to)
          .map((l) => l.text)
          .join('\n'),
      );
      const label = p.path.startsWith('errata/') ? KIND_LABELS.erratum : '';
      const fields = [p.data.title, p.data.dateLine, p.data.printedTitle ?? p.data.card, label].filter((v) => typeof v === 'string');
      const output = words(`${fields.join(' ')} ${readerText(p.tree)}`);
      let at = 0;
      for (const w of source) {
        const found = output.indexOf(w, at);
        expect(found, `${p.path}: "${w}" of lines ${from}-${to} is missing or out of order`).toBeGreaterThanOrEqual(0);
        at = found + 1;
      }
    }
    const uncovered = LINES.filter((l) => l.text.trim() !== '' && !covered.has(l.n)).map((l) => `${l.n}: ${l.text.trim()}`);
    // The two section headings are the collections themselves (rulings, errata), not text of an entry.
    expect(uncovered).toEqual(['25: RULINGS', '178: ERRATA']);
  });

  it('keeps every character of the text: only line breaks, layout spaces, "•" and the heading dash move into structure', () => {
    for (const p of [...rulings, ...errata]) {
      const [from, to] = p.data.lines as [number, number];
      const lines = snippet(from, to).map((l) => l.text);
      const heading = p.path.startsWith('errata/')
        ? `${p.data.changed ? '*' : ''}${p.data.printedTitle ?? p.data.card}–Erratum:`
        : `${p.data.changed ? '*' : ''}${p.data.title}–`;
      expect(nonSpace(lines[0]!).startsWith(nonSpace(heading)), p.path).toBe(true);
      const sourceText = nonSpace(lines.join('')).slice(nonSpace(heading).length).replaceAll('•', '');
      const outputText = nonSpace(readerText(p.tree));
      expect(outputText, p.path).toBe(sourceText);
    }
  });

  it('reports the 31 lost icons and the 3 breaks of alphabetical order, by line', () => {
    const icons = result.report.filter((r) => r.message.startsWith('lost icon'));
    expect(icons).toHaveLength(31);
    expect(icons.map((r) => r.line)).toEqual([
      188, 203, 216, 239, 240, 264, 265, 271, 275, 301, 301, 305, 330, 340, 369, 384, 384, 395, 399, 413, 415, 425, 426, 430, 451,
      460, 473, 474, 474, 475, 482,
    ]);
    const order = result.report.filter((r) => r.message.startsWith('errata out of alphabetical order'));
    expect(order.map((r) => r.line)).toEqual([220, 263, 440]);
    expect(result.report).toHaveLength(34);
  });

  it('writes the 31 lost icons as :icon{name="unknown"} in 22 errata, and none in the rulings or the preamble', () => {
    const withIcons = errata.filter((e) => countIcons(e.tree) > 0);
    expect(withIcons).toHaveLength(22);
    expect(errata.reduce((n, e) => n + countIcons(e.tree), 0)).toBe(31);
    expect(countIcons(erratumFor('Virtual Reality Headset').tree)).toBe(4);
    expect([...rulings, preamble].reduce((n, e) => n + countIcons(e.tree), 0)).toBe(0);
    expect(errata.every((e) => !/:icon\{name="(?!unknown")/.test(e.body))).toBe(true);
  });
});

describe('attempting missions: the official timing of a mission attempt', () => {
  const attempting = rulings[1]!;

  it('is an intro paragraph, then steps 1–5 as an ordered list with lettered sub-steps nested', () => {
    const [intro, steps] = attempting.tree.children;
    expect(attempting.tree.children).toHaveLength(2);
    expect(readerText(intro!)).toBe('Below is the timing for mission attempts and response actions involving them.');
    expect(steps).toMatchObject({ type: 'list', ordered: true, start: 1 });
    if (steps?.type !== 'list') throw new Error('not a list');
    expect(steps.children).toHaveLength(5);
    const subs = steps.children.map((item) => {
      const nested = item.children[1];
      return nested?.type === 'list' ? nested.children.map((c) => readerText(c).slice(0, 2)) : [];
    });
    expect(subs).toEqual([
      ['a.', 'b.'],
      ['a.', 'b.', 'c.', 'd.', 'e.'],
      ['a.', 'b.', 'c.', 'd.', 'e.', 'f.', 'g.', 'h.', 'i.'],
      ['a.', 'b.'],
      ['a.', 'b.', 'c.', 'd.'],
    ]);
    expect(steps.children.map((item) => readerText(item.children[0]!))).toEqual([
      'Active player (AP) begins a mission attempt',
      'Draw Dilemmas',
      'Facing Dilemmas',
      'Overcoming Dilemmas',
      'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
    ]);
  });

  it('keeps every label a reader cites: "3." and "3b" read as in the source', () => {
    expect(attempting.body).toContain(
      '\n3. Facing Dilemmas\n   - a. If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome.\n   - b. "When . . . dilemma . . . about to (be) reveal(ed)" triggers process.\n',
    );
    expect(attempting.body).toContain(
      '   - f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.\n',
    );
    expect(attempting.body).toContain('during part 5, return to the beginning of part 5.\n');
  });
});

describe('hazards, each on the real snippet', () => {
  it('blank lines inside an erratum do not end it: Tampering With Time (lines 412–418) is one paragraph', () => {
    const md = markdownOf(snippet(413, 418));
    expect(md).toBe(
      'Temporal. Plays in your core. At the start of each of your turns, you may choose one: stop one of your :icon{name="unknown"} personnel to examine the top three cards of an opponent’s dilemma pile; or stop one of your :icon{name="unknown"} personnel to examine the bottom three cards of an opponent’s dilemma pile. Place those cards on the top and/or bottom of that dilemma pile in any order.\n',
    );
    expect(erratumFor('Tampering With Time').data.lines).toEqual([412, 418]);
  });

  it('blank lines inside an erratum do not end it: Worf, Security Detail Leader (lines 481–485)', () => {
    expect(markdownOf(snippet(482, 486))).toBe(
      "Order - Examine a number of cards from the top of an opponent's dilemma pile equal to the number of other :icon{name=\"unknown\"} Security personnel you command (limit three). Then replace them in the same order. You may only do this once each turn.\n",
    );
  });

  it('a blank line between an erratum heading and its text is kept out (Altovar, lines 179–182)', () => {
    expect(erratumFor('Altovar, Vindictive Criminal').body).toBe(
      "Thief. Order - Return this personnel to his owner's hand to return an opponent's Medical personnel present to his or her owner's hand.\n",
    );
  });

  it('a blank line after a finished sentence is a paragraph break (requirements, lines 149–153)', () => {
    const paras = paragraphLines([{ n: 149, text: 'A mission’s printed requirements are always active unless they are “replaced”. ' }, ...snippet(150, 153)]);
    expect(paras.map((p) => p.map((l) => l.n))).toEqual([[149], [151, 152, 153]]);
  });

  it('a short line ending a sentence, before "Order - ", is a paragraph break (Forcing Their Way, lines 270–272)', () => {
    expect(markdownOf(snippet(270, 272))).toBe(
      'To play this interrupt, you must not command U.S.S. Voyager.\n\nOrder - Discard a Nucleogenic card from hand to place a :icon{name="unknown"} Treachery personnel from hand aboard your U.S.S. Equinox.\n',
    );
  });

  it('a long line ending a sentence is wrapped text, not a paragraph break (step 3f, lines 69–70; Vedek Assembly, lines 469–470)', () => {
    expect(paragraphLines(snippet(69, 70))).toHaveLength(1);
    expect(paragraphLines(snippet(469, 470))).toHaveLength(1);
    expect(paragraphLines(snippet(280, 282))).toHaveLength(1);
  });

  it('"For example" after a finished sentence opens a paragraph even after a full line (dilemmas, lines 120–126)', () => {
    expect(paragraphLines(snippet(120, 126)).map((p) => p[0]!.n)).toEqual([120, 123]);
  });

  it('bullets are a list even where the line before ends without punctuation (winning the game, lines 166–171)', () => {
    const md = markdownOf([{ n: 166, text: 'A player wins the game when he or she:  ' }, ...snippet(167, 171)]);
    expect(md).toBe(
      'A player wins the game when he or she:\n\n- has 100 points (or more);\n- commands at least one completed planet mission; and\n- commands at least one completed space mission.\n\nThe game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)\n',
    );
  });

  it('"– Erratum" without a space before the dash (lines 478 and 481)', () => {
    expect(LINES[477]!.text).toBe('Willard Decker, Recommended Replacement– Erratum: ');
    expect(parseErratumHeading(LINES[477]!.text)).toEqual({ card: 'Willard Decker, Recommended Replacement', changed: false, rest: '' });
    expect(parseErratumHeading(LINES[480]!.text)).toEqual({ card: 'Worf, Security Detail Leader', changed: false, rest: '' });
    expect(erratumFor('Willard Decker, Recommended Replacement').data.lines).toEqual([478, 479]);
    expect(parseErratumHeading('Thief. Order - Return this personnel')).toBeUndefined();
  });

  it('an erratum heading marked "*" and a heading with text after "Erratum:" (kept as body)', () => {
    expect(parseErratumHeading(LINES[262]!.text)).toEqual({ card: 'For the Cause', changed: true, rest: '' });
    expect(parseErratumHeading('Analyze – Erratum: (see also the rulebook)')).toEqual({ card: 'Analyze', changed: false, rest: '(see also the rulebook)' });
  });

  it('the name with two commas, "Charles Tucker, III, Standing In" (lines 223–224), takes its title from reviewed data', () => {
    const heading = LINES[222]!;
    const h = parseErratumHeading(heading.text)!;
    expect(h.card).toBe('Charles Tucker, III, Standing In');
    const { kind, newTitle } = classifyErratum(LINES[223]!.text);
    expect(kind).toBe('title-change');
    expect(newTitle).toBe('Charles Tucker III');
    expect(correctedCard(h.card, newTitle!, heading, new Set())).toBe('Charles Tucker III, Standing In');
    expect(TITLE_CHANGES[h.card]!.reason).toMatch(/two commas/);
    // Without reviewed data, two commas do not say where the title ends: the importer stops and says so.
    expect(() => correctedCard('Jadzia Dax, Jr., Host', 'Jadzia', heading, new Set())).toThrow(
      /2e-current-rulings-2011-01-03\.txt:223: the title change of "Jadzia Dax, Jr\., Host" does not say where its title ends \(2 commas\)/,
    );
    // One comma or none is mechanical.
    expect(correctedCard('T’pol, Non-believer', 'T’Pol', LINES[408]!, new Set())).toBe('T’Pol, Non-believer');
    expect(correctedCard('Kressari Rendevous', 'Kressari Rendezvous', LINES[323]!, new Set())).toBe('Kressari Rendezvous');
  });

  it('alphabetical order breaks three times; the document order is kept', () => {
    const headings = LINES.flatMap((l) => {
      const h = parseErratumHeading(l.text);
      return h ? [{ name: h.card, line: l.n }] : [];
    });
    expect(headings).toHaveLength(76);
    expect(orderBreaks(headings)).toEqual([
      { name: 'Captain on the Bridge', after: 'Cascade Virus', line: 220 },
      { name: 'For the Cause', after: 'Founder Trap', line: 263 },
      { name: 'Transport Crash Survivor', after: 'Transport Delegations', line: 440 },
    ]);
    // Punctuation that sorts either way is not a break: "U.S.S." after "Up", "Enterprise-E" after "Enterprise,".
    expect(orderBreaks([{ name: 'Up the Ante', line: 1 }, { name: 'U.S.S. Defiant, Commandeered Warship', line: 2 }])).toEqual([]);
    expect(erratumFor('Captain on the Bridge').data.order).toBe(11);
    expect(erratumFor('Cascade Virus').data.order).toBe(10);
  });

  describe('lost icons', () => {
    const iconsIn = (lines: SourceLine[]) => joinLines(lines).filter((p) => typeof p !== 'string').length;

    it('a double space inside a line: "that your  personnel" (Analyze, line 188)', () => {
      expect(markdownOf(snippet(188, 189))).toBe(
        'When an opponent’s dilemma that your :icon{name="unknown"} personnel is facing is about to be returned to its owner’s dilemma pile, overcome that dilemma instead.\n',
      );
    });

    it('two in one line: "Replace his  icon with a  icon." (Jake Sisko, line 301)', () => {
      expect(markdownOf(snippet(301, 301))).toBe('Replace his :icon{name="unknown"} icon with a :icon{name="unknown"} icon.\n');
    });

    it('a triple space after "non-" is one icon, joined to its word (Virtual Reality Headset, lines 473–476; Rekar, line 384)', () => {
      expect(iconsIn(snippet(473, 476))).toBe(4);
      expect(markdownOf(snippet(474, 474))).toBe(
        'non-:icon{name="unknown"} personnel from hand at your Mouth of the Wormhole; or stop two :icon{name="unknown"} personnel present to\n',
      );
      expect(markdownOf(snippet(384, 384))).toContain('attempts a non-:icon{name="unknown"} mission and your :icon{name="unknown"} personnel who');
    });

    it('two spaces at the end of a line after a word, the sentence going on: "using your  ⏎personnel" (For the Cause, lines 264–267)', () => {
      const md = markdownOf(snippet(264, 267));
      expect(md).toContain('missions using your :icon{name="unknown"} personnel (and a ship');
      expect(md).toContain('regardless of effects preventing :icon{name="unknown"} personnel (or ships');
      expect(iconsIn(snippet(264, 267))).toBe(2);
      expect(markdownOf(snippet(399, 401))).toContain('(except Intelligence) of your :icon{name="unknown"} Intelligence personnel');
    });

    it('a continuation line that starts with a space, after a blank line or not (Tampering With Time, lines 413–416)', () => {
      expect(iconsIn(snippet(413, 418))).toBe(2);
      expect(iconsIn(snippet(415, 416))).toBe(1);
    });

    it('layout double spaces are not icons: after a sentence, a colon, a heading, before a bullet, at the end of an entry', () => {
      expect(iconsIn(snippet(113, 119))).toBe(0); // "killed.  ", "one.  ", "pile.”  "
      expect(iconsIn([{ n: 166, text: 'A player wins the game when he or she:  ' }, ...snippet(167, 171)])).toBe(0); // "and  " before "•"
      expect(iconsIn(snippet(249, 249))).toBe(0); // "Cunning>34  " ends the erratum
      expect(iconsIn(snippet(377, 380))).toBe(0); // "Medical.  " then "Order - "
      expect(iconsIn(snippet(298, 298))).toBe(0);
      expect(iconsIn([{ n: 1, text: 'He is killed.  Then stop.' }])).toBe(0); // two spaces after a full stop, inside a line
      expect(erratumFor('Altovar, Vindictive Criminal').body).not.toContain(':icon');
      expect(erratumFor('Running a Tight Ship').body).toBe('This event is now unique.\n');
    });
  });

  it('"The rest of the entry does not change." stays the last paragraph of winning the game (line 172)', () => {
    const last = rulings[12]!.tree.children.at(-1)!;
    expect(readerText(last)).toBe('The rest of the entry does not change.');
  });

  it('classifies from the words, with new game text as the rest', () => {
    expect(classifyErratum('This card is unique.').kind).toBe('unique');
    expect(classifyErratum('This event is now unique.').kind).toBe('unique');
    expect(classifyErratum('"Physics" is misspelled as "Pysics" on this card.').kind).toBe('misspelling');
    expect(classifyErratum('This personnel’s Integrity is 3.').kind).toBe('stat-change');
    expect(classifyErratum('This ship has Weapons of 10.').kind).toBe('stat-change');
    expect(classifyErratum('Diplomacy, 2 Science, and Cunning>28').kind).toBe('mission-requirements');
    expect(classifyErratum('Unless you have unused Range>8 or Weapons>8 all your personnel are stopped.').kind).toBe('new-game-text');
    expect(classifyErratum('This mission’s Order is replaced with: At the start of each of your turns, draw.').kind).toBe('partial-replacement');
    expect(classifyErratum('Replace his ▢ icon with a ▢ icon.').kind).toBe('icon-change');
    expect(classifyErratum('The “or” in this mission’s game text is not bold.').kind).toBe('or-not-bold');
  });
});

describe('a truncated or garbled source throws a SourceFormatError naming the file, the line and what was expected', () => {
  const error = (text: string): string => {
    try {
      importCurrentRulings2e(text);
    } catch (e) {
      expect(e).toBeInstanceOf(SourceFormatError);
      return (e as Error).message;
    }
    throw new Error('no error');
  };

  it('no RULINGS heading', () => {
    expect(error(edited({ 25: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:27: expected the "RULINGS" heading after the preamble, found "abilities – Personnel may have one or more abilities. Each keyword is an ability". Is the source truncated or garbled?',
    );
  });

  it('no ERRATA heading', () => {
    expect(error(edited({ 178: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:179: expected the "ERRATA" heading after the rulings, found "Altovar, Vindictive Criminal – Erratum:  ". Is the source truncated or garbled?',
    );
  });

  it('an erratum heading without "Erratum"', () => {
    expect(error(edited({ 184: 'Alvera Tree Ritual – ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:184: expected an erratum heading "Card – Erratum:", found "Alvera Tree Ritual – ". Is the source truncated or garbled?',
    );
  });

  it('text before the first erratum heading', () => {
    expect(error(edited({ 179: 'This card is unique.' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:179: expected an erratum heading "Card – Erratum:" after the "ERRATA" heading, found "This card is unique.". Is the source truncated or garbled?',
    );
  });

  it('an erratum heading without text', () => {
    expect(error(edited({ 185: null }))).toBe(
      '2e-current-rulings-2011-01-03.txt:184: expected the text of the erratum to Alvera Tree Ritual after its heading, found "Alvera Tree Ritual – Erratum: ". Is the source truncated or garbled?',
    );
  });

  it('fewer than 76 errata (the file cut after line 301)', () => {
    expect(error(LINES.slice(0, 301).map((l) => l.text).join('\n'))).toBe(
      '2e-current-rulings-2011-01-03.txt:301: expected 76 errata under the "ERRATA" heading, found "32 errata, the last one for Jake Sisko, Temporal Anchor". Is the source truncated or garbled?',
    );
  });

  it('fewer than 13 rulings topics (a topic line garbled into the one before)', () => {
    expect(error(edited({ 144: LINES[143]!.text.replace('own – ', 'Own – ') }))).toBe(
      '2e-current-rulings-2011-01-03.txt:25: expected 13 rulings topics under this heading, found "12 topics: abilities, attempting missions, cannot / may not, dilemmas, infinite ". Is the source truncated or garbled?',
    );
  });

  it('a step or sub-step of the mission-attempt timing out of sequence', () => {
    expect(error(edited({ 56: '4. Facing Dilemmas ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:56: expected step 3 of the numbered list, found "4. Facing Dilemmas ". Is the source truncated or garbled?',
    );
    expect(error(edited({ 65: 'e. "When . . . reveal" triggers process. ' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:65: expected sub-step "d." of step 3, found "e. \\"When . . . reveal\\" triggers process. ". Is the source truncated or garbled?',
    );
  });

  it('an empty file', () => {
    expect(error('')).toBe(
      '2e-current-rulings-2011-01-03.txt:1: expected the "RULINGS" heading after the preamble, found "". Is the source truncated or garbled?',
    );
  });

  it('a missing title line', () => {
    expect(error(edited({ 5: '' }))).toBe(
      '2e-current-rulings-2011-01-03.txt:7: expected the title line "Current Rulings Document", found "(3 January 2011) ". Is the source truncated or garbled?',
    );
  });
});
