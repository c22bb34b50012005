import { describe, expect, test } from 'vitest';
import { aboutReason, orderCardPassages, splitGroup, type CardPassage } from './card-passages.ts';
import { normalizeName } from './names.ts';
import { sourcePassage } from './sources.test-helper.ts';
import { SOURCE_FILES } from './source-documents.ts';

/** Source lines as one passage of text (a bullet's "•" dropped), read from the real documents. */
const source = (file: string, from: number, to = from): string => sourcePassage(file, from, to).replace(/^•\s*/, '');
const G1 = SOURCE_FILES['1e-glossary'];
const V17 = SOURCE_FILES['1e-rulebook-v1.7'];
const GRAYS = SOURCE_FILES['1e-grays'];
const CR = SOURCE_FILES['2e-current-rulings'];
const RB2 = SOURCE_FILES['2e-rulebook'];

// Ranks as in content/documents/documents.json.
const RANKS: Record<string, number> = { '1e-glossary': 1, '1e-rulebook-v1.7': 2, '1e-grays': 3, '2e-current-rulings': 1, '2e-rulebook': 2 };
const rank = (doc: string) => RANKS[doc];

const at = (title: string, doc: string, text: string, anchor = text.slice(0, 20)): CardPassage => ({ page: { title, doc }, anchor, text });

const QS_TENT = ["Q's Tent", 'Q’s Tent', 'Qs Tent'];
// Q's Tent's passages in the order the site gathers them (glossary A–Z, then the rulebooks, each in reading order).
const qsTent = [
  at('actions – step 2: responses', '1e-glossary', source(G1, 566)),
  at('card draw', '1e-glossary', source(G1, 1132)),
  at('downloading', '1e-glossary', source(G1, 1700)),
  at('downloading', '1e-glossary', source(G1, 1717)),
  at('downloading', '1e-glossary', source(G1, 1719)),
  at('Q’s Tent side deck', '1e-glossary', source(G1, 3163)),
  at('Q’s Tent side deck', '1e-glossary', source(G1, 3165)),
  at('side deck', '1e-glossary', source(G1, 3595)),
  at('SIDE DECKS', '1e-grays', source(GRAYS, 61)),
  at('1. DOORWAY PHASE', '1e-grays', source(GRAYS, 84, 89)),
  at('OTHER SEEDING RULES', '1e-grays', source(GRAYS, 145)),
  at('OTHER SEEDING RULES', '1e-rulebook-v1.7', source(V17, 148).replace(/^- /, '')),
  at('3. DRAW A CARD', '1e-rulebook-v1.7', source(V17, 452)),
];

describe('aboutReason', () => {
  test('should count a passage on a glossary entry named for the card as about it', () => {
    expect(aboutReason(qsTent[5]!, QS_TENT)).toBe('page');
  });

  test('should count a passage that the card name opens as about it, but not the bare name in a list', () => {
    expect(aboutReason(at('ERRATA', '2e-current-rulings', source(CR, 215, 218)), ['Cascade Virus'])).toBe('opens');
    expect(source(GRAYS, 61)).toBe('Q’s Tent'); // An item of SIDE DECKS' list of the four side decks.
    expect(aboutReason(qsTent[8]!, QS_TENT)).toBeUndefined();
  });

  test('should not count a passage that names the card in passing', () => {
    expect(aboutReason(qsTent[0]!, QS_TENT)).toBeUndefined(); // "For example, you play Q’s Tent and I nullify it…"
    expect(aboutReason(qsTent[12]!, QS_TENT)).toBeUndefined(); // "…by the game text of Q's Tent or the Ops site…"
  });

  test('should count a passage that quotes the card ("X reads:") as about it, and not the other card it names', () => {
    const rulings = at('dilemmas', '2e-current-rulings', source(CR, 123));
    expect(rulings.text).toMatch(/^For example, Pinned Down reads: “Randomly select/);
    expect(aboutReason(rulings, ['Pinned Down'])).toBe('quote');
    const koval = at('Facing Dilemmas', '2e-rulebook', source(RB2, 635, 637));
    expect(koval.text).toContain('randomly selected to be stopped by Pinned Down');
    expect(aboutReason(koval, ['Pinned Down'])).toBeUndefined();
  });

  test("should count a card's own erratum page as about it, and the erratum as not about the cards it names", () => {
    const erratum = at('Cascade Virus (erratum)', '2e-current-rulings', source(CR, 216, 218));
    expect(erratum.text).toMatch(/^To play this interrupt you must command Athos IV/);
    expect(aboutReason(erratum, ['Cascade Virus'])).toBe('page');
    expect(aboutReason(erratum, ['Athos IV'])).toBeUndefined();
  });

  test('should match a short alias only as a whole word ("Mot" opens "Mot, The Barber", not "Motivation")', () => {
    const mot = ['Mot, The Barber', 'Mot'];
    expect(source(CR, 356)).toMatch(/^Mot, The Barber – Erratum:/);
    expect(aboutReason(at('ERRATA', '2e-current-rulings', source(CR, 356)), mot)).toBe('opens');
    expect(aboutReason(at('Motivation', '2e-rulebook', 'Motivation is not a card.'), mot)).toBeUndefined();
  });
});

describe('orderCardPassages', () => {
  test("should put Q's Tent's own glossary entry first, then the rest by document in the 1E precedence", () => {
    const { about, groups } = orderCardPassages(qsTent, QS_TENT, rank);
    expect(about.map((p) => [p.page.title, p.page.doc])).toEqual([
      ['Q’s Tent side deck', '1e-glossary'],
      ['Q’s Tent side deck', '1e-glossary'],
    ]);
    expect(about[0]!.text).toMatch(/^Cards that must normally be seeded .* can be placed in your Q’s Tent/);
    // Glossary, then Rulebook v1.7, then Gray's: the v1.7 passages move ahead of Gray's although the site lists them after.
    expect(groups.map((g) => [g.doc, g.passages.length])).toEqual([
      ['1e-glossary', 6],
      ['1e-rulebook-v1.7', 2],
      ['1e-grays', 3],
    ]);
    expect(groups[0]!.passages.map((p) => p.page.title)).toEqual([
      'actions – step 2: responses',
      'card draw',
      'downloading',
      'downloading',
      'downloading',
      'side deck',
    ]);
  });

  test('should put the Current Rulings before the 2E Rulebook, for the passages about the card and for the rest', () => {
    const pinned = [
      at('Facing Dilemmas', '2e-rulebook', source(RB2, 628, 632)),
      at('Facing Dilemmas', '2e-rulebook', source(RB2, 635, 637)),
      at('dilemmas', '2e-current-rulings', source(CR, 123)),
    ];
    const { about, groups } = orderCardPassages(pinned, ['Pinned Down'], rank);
    expect(about.map((p) => p.page.doc)).toEqual(['2e-current-rulings', '2e-rulebook']);
    expect(groups).toEqual([{ doc: '2e-rulebook', passages: [pinned[1]] }]);
  });

  test('should give a card without passages (Cascade Virus: only its erratum) nothing to list', () => {
    expect(orderCardPassages([], ['Cascade Virus'], rank)).toEqual({ about: [], groups: [] });
  });
});

describe('splitGroup', () => {
  test('should show three passages of a long group and fold the rest, but never fold a single passage', () => {
    expect(splitGroup([1, 2, 3, 4, 5, 6])).toEqual({ open: [1, 2, 3], folded: [4, 5, 6] });
    expect(splitGroup([1, 2, 3, 4])).toEqual({ open: [1, 2, 3, 4], folded: [] });
    expect(splitGroup([1])).toEqual({ open: [1], folded: [] });
  });
});

describe('normalizeName, as the card page uses it', () => {
  test('should compare curly and straight apostrophes and case alike', () => {
    expect(normalizeName('Q’s  Tent')).toBe(normalizeName("q's tent"));
  });
});
