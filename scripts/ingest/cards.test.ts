import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGlossary1e } from './glossary-1e.ts';
import { importCurrentRulings2e } from './current-rulings-2e.ts';
import {
  applyReview,
  documentSegments,
  errataHeadings,
  extractFromSegment,
  importCards,
  italics,
  nameRuns,
  reviewKey,
  UnreviewedCandidatesError,
  type Candidate,
  type Segment,
} from './cards.ts';
import { CARDS, REJECTED, SPLIT_TITLES } from './cards.review.ts';
import { SourceFormatError } from './lib/source.ts';
import { slugify } from '../../src/lib/names.ts';

const SOURCES = join(import.meta.dirname, '../../content/sources');
const read = (file: string): string => readFileSync(join(SOURCES, file), 'utf8');
const glossary = importGlossary1e(read('1e-glossary-terms.txt'));
const rulings = importCurrentRulings2e(read('2e-current-rulings-2011-01-03.txt'));
const src = { read, errata: rulings.errata, unresolvedSee: glossary.unresolvedSee };
const result = importCards(src);
const { common } = documentSegments(read);

/** A segment of one source line (1E documents are not hard-wrapped). */
const line = (document: Segment['document'], edition: Segment['edition'], n: number, text: string): Segment => ({
  document,
  edition,
  text,
  starts: [{ at: 0, line: n }],
});
/** A hard-wrapped paragraph of consecutive source lines, joined as the importer joins them. */
function paragraph(document: Segment['document'], first: number, lines: string[]): Segment {
  const seg: Segment = { document, edition: '2E', text: '', starts: [] };
  lines.forEach((t, i) => {
    if (i) seg.text += ' ';
    seg.starts.push({ at: seg.text.length, line: first + i });
    seg.text += t.trimEnd();
  });
  return seg;
}
const found = (cs: Candidate[]) => cs.map((c) => [c.name, c.pattern, c.line]);
const card = (id: string) => {
  const c = result.cards.find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('patterns, on real lines of the sources', () => {
  it('such as: the list after "such as" (1E Glossary, abduction, line 483)', () => {
    const text =
      'Cards such as Assimilate Counterpart, the Talon Drone (Three of Nineteen), or Reassimilate Lost Drone may allow your Borg to abduct a personnel.';
    const cs = extractFromSegment(line('1e-glossary', '1E', 483, text), common);
    expect(found(cs.filter((c) => c.pattern === 'such-as'))).toEqual([
      ['Assimilate Counterpart', 'such-as', 483],
      ['Talon Drone', 'such-as', 483],
    ]);
    // The names the list cannot reach (after the bracket) are still found as names.
    expect(cs.map((c) => c.name)).toEqual(expect.arrayContaining(['Three of Nineteen', 'Reassimilate Lost Drone']));
    // "Cards" opens the sentence and is a common word: no name.
    expect(cs.map((c) => c.name)).not.toContain('Cards');
  });

  it('e.g.: every name of "(e.g., X, Y, Z)" (1E Glossary, points, line 2568)', () => {
    const text =
      'Cards which affect a mission’s points or attemptability (e.g., Supernova, Mordock, The Sheliak, Assimilate Planet) do not affect your score.';
    const cs = extractFromSegment(line('1e-glossary', '1E', 2568, text), common).filter((c) => c.pattern === 'e.g.');
    expect(cs.map((c) => c.name)).toEqual(['Supernova', 'Mordock', 'The Sheliak', 'Assimilate Planet']);
  });

  it('reads: the name before "reads:", also across a line break (2E Rulebook, lines 621 and 653–654)', () => {
    const one = extractFromSegment(paragraph('2e-rulebook', 621, ['For example, A Klingon Matter reads: “Unless you have . . . randomly select a ']), common);
    expect(found(one.filter((c) => c.pattern === 'reads'))).toEqual([['A Klingon Matter', 'reads', 621]]);
    const two = extractFromSegment(
      paragraph('2e-rulebook', 653, [
        'completely, you must perform the second. For example, Command Decisions ',
        'reads: Choose a personnel who has Leadership or Officer to be stopped. If you ',
        'cannot, randomly select a personnel to be killed. Relam reads: When this ',
      ]),
      common,
    );
    expect(found(two.filter((c) => c.pattern === 'reads'))).toEqual([
      ['Command Decisions', 'reads', 653],
      ['Relam', 'reads', 655],
    ]);
  });

  it('download: the title after "download", not a characteristic (2E Rulebook, lines 324–327)', () => {
    const cs = extractFromSegment(
      paragraph('2e-rulebook', 324, [
        'Downloads can refer to a card title or a certain characteristic. For example: when you play ',
        'this personnel, you may download Prejudice and Politics. This game text downloads only the ',
        'card named “Prejudice and Politics.” For example: When you play this personnel, you may ',
        'download an Honor Klingon. This game text downloads any Klingon who has Honor. ',
      ]),
      common,
    );
    expect(found(cs.filter((c) => c.pattern === 'download'))).toEqual([
      ['Prejudice and Politics', 'download', 325],
      ['Honor Klingon', 'download', 327],
    ]);
    // The review keeps the title and rejects the characteristic.
    expect(card('2e/prejudice-and-politics').mentions).toContainEqual({ document: '2e-rulebook', line: 325, pattern: 'download' });
    expect(REJECTED['2E'].prose).toContain('Honor Klingon');
  });

  it('title-subtitle: a 2E "Title, Subtitle" (2E Rulebook, line 635)', () => {
    const cs = extractFromSegment(paragraph('2e-rulebook', 635, ['action, that action is ignored. For example: Koval, Chairman of the Tal Shiar is ']), common);
    expect(found(cs.filter((c) => c.pattern === 'title-subtitle'))).toEqual([['Koval, Chairman of the Tal Shiar', 'title-subtitle', 635]]);
    expect(card('2e/koval-chairman-of-the-tal-shiar').aliases).toContain('Koval');
  });

  it('italic: names in italics in the 1E Rulebook v1.7 (line 195)', () => {
    const v17 = italics(read('1e-rulebook-v1.7.md')).filter((c) => c.line === 195);
    expect(found(v17)).toEqual([
      ['Elim Garak', 'italic', 195],
      ['Plain, Simple Garak', 'italic', 195],
    ]);
  });

  it('name: capitalised names in running text, with the small words of titles and a 1E "Title – Subtitle"', () => {
    const text =
      'You may use Lakanta’s or The Traveler’s skills, Where No One Has Gone Before, Wormholes, Transwarp Network Gateways, or other such means to shorten the travel.';
    expect(nameRuns(text, common, true).map((r) => r.name)).toEqual([
      'Lakanta',
      'The Traveler',
      'Where No One Has Gone Before',
      'Wormholes',
      'Transwarp Network Gateways',
    ]);
    expect(nameRuns('  • Armus – Skin of Evil randomly selects one personnel to die.', common, true).map((r) => r.name)).toEqual([
      'Armus – Skin of Evil',
    ]);
    // A Glossary lead-in is no subtitle: "Cures – One or more skills…" (line 1551).
    expect(nameRuns('Cures – One or more skills, personnel, equipment, or other characteristics that, if present, will cancel a dilemma’s ongoing or delayed effect.', common, true)).toEqual([]);
  });

  it('name: "X and Y" is offered whole and as its parts (1E Glossary, line 560)', () => {
    const names = nameRuns('Smoke Bomb and Phaser Burns are valid responses to personnel battle.', common, true).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Smoke Bomb and Phaser Burns', 'Smoke Bomb', 'Phaser Burns']));
    expect(REJECTED['1E'].joined).toContain('Smoke Bomb and Phaser Burns');
  });

  it('see: a Glossary "See X" that names no term (line 1572), from the glossary importer', () => {
    expect(glossary.unresolvedSee).toContainEqual({ line: 1572, name: 'Tarellian Plague Ship' });
    expect(card('1e/tarellian-plague-ship').mentions).toContainEqual({ document: '1e-glossary', line: 1572, pattern: 'see' });
  });

  it('erratum: each heading of the 2E Current Rulings, with its corrected title', () => {
    const heads = errataHeadings(read('2e-current-rulings-2011-01-03.txt'), rulings.errata);
    expect(found(heads.filter((c) => c.line === 215))).toEqual([['Cascade Virus', 'erratum', 215]]);
    // A title change: the printed name and the corrected one.
    expect(found(heads.filter((c) => c.line === 223))).toEqual([
      ['Charles Tucker, III, Standing In', 'erratum', 223],
      ['Charles Tucker III, Standing In', 'erratum', 223],
    ]);
  });

  it('titles that punctuation splits are found as written (reviewed SPLIT_TITLES)', () => {
    const text = 'If a properly initiated battle (or “attack”) is cancelled, prevented, or nullified (e.g., with Hugh or I’m a Doctor, Not a Doorstop), all cards involved have still participated.';
    const cs = extractFromSegment(line('1e-glossary', '1E', 881, text), common, SPLIT_TITLES['1E']);
    expect(cs.map((c) => c.name)).toContain('I’m a Doctor, Not a Doorstop');
    expect(card('1e/im-a-doctor-not-a-doorstop').mentions[0]).toMatchObject({ document: '1e-glossary', line: 881 });
  });
});

describe('the review', () => {
  const candidates = (): Candidate[] => [];
  const byKey = new Map(result.cards.flatMap((c) => [c.title, ...c.aliases].map((n) => [reviewKey(c.edition, n), c.id])));

  it('keeps affiliations, skills, card types, icons, side decks, game terms and documents out', () => {
    for (const [edition, name, reason] of [
      ['1E', 'Federation', 'affiliation'],
      ['1E', 'Leadership', 'skill'],
      ['1E', 'Interrupt', 'card-type'],
      ['1E', 'Alternate Universe', 'icon'],
      ['1E', 'Battle Bridge', 'side-deck'],
      ['1E', 'Away Team', 'game-term'],
      ['1E', 'Dilemma Resolution Guide', 'document'],
      ['2E', 'Treachery', 'skill'],
      ['2E', 'Klingon', 'affiliation'],
      ['2E', 'Cunning', 'attribute'],
    ] as const) {
      expect(REJECTED[edition][reason], `${name} is rejected as ${reason}`).toContain(name);
      expect(byKey.has(reviewKey(edition, name)), `${name} is no card`).toBe(false);
    }
    // They are candidates (the review rejected them; the patterns did find them).
    expect(result.stats.rejectedNames['1E'].affiliation).toBeGreaterThan(10);
    expect(result.stats.rejectedNames['2E'].skill).toBeGreaterThan(10);
  });

  it('a 1E card and a 2E card of the same name are different cards', () => {
    expect(card('1e/kressari-rendezvous').edition).toBe('1E');
    expect(card('2e/kressari-rendezvous').edition).toBe('2E');
    expect(card('1e/medical-kit').mentions.every((m) => m.document.startsWith('1e-'))).toBe(true);
    expect(card('2e/medical-kit').mentions.every((m) => m.document.startsWith('2e-'))).toBe(true);
  });

  it('every 2E erratum has its card: same id, its card as title, its printed title as an alias', () => {
    expect(rulings.errata).toHaveLength(76);
    for (const e of rulings.errata) {
      const c = card(e.id);
      expect(c.title).toBe(e.card);
      expect(c.edition).toBe('2E');
      if (e.printedTitle) expect(c.aliases).toContain(e.printedTitle);
      expect(c.mentions.some((m) => m.document === '2e-current-rulings' && m.pattern === 'erratum')).toBe(true);
    }
    expect(card('2e/kressari-rendezvous').aliases).toContain('Kressari Rendevous');
  });

  it('aliases: straight and curly apostrophes, 1E "Title – Subtitle", 2E personas without subtitle, printed misspellings', () => {
    expect(card('1e/qs-tent')).toMatchObject({ title: "Q's Tent" });
    expect(card('1e/qs-tent').aliases).toEqual(expect.arrayContaining(['Q’s Tent', 'Qs Tent']));
    expect(card('1e/kivas-fajo-collector').aliases).toEqual(expect.arrayContaining(['Kivas Fajo', 'Kivas Fajo - Collector']));
    expect(card('1e/tasha-yar-alternate').aliases).toContain('Tasha Yar-Alternate');
    expect(card('2e/riva-respected-mediator').aliases).toContain('Riva');
    expect(card('2e/gal-gaththong-pride-of-the-praetor').aliases).toEqual(expect.arrayContaining(['Gal Gath’thong', "Gal Gath'thong"]));
    expect(card('1e/lwaxana-troi').aliases).toContain('Lwaxanna Troi');
    // A persona with two cards in the registry gets no bare alias.
    expect(card('2e/tpol-dutiful-commander').aliases).not.toContain('T’Pol');
    expect(card('2e/jean-luc-picard-explorer').aliases).not.toContain('Jean-Luc Picard');
  });

  it('a name inside a longer card name on the same line is not a mention of its own', () => {
    // "Bajoran Wormhole: Mirror Universe" (1E Glossary, line 2665): not also a mention of Bajoran Wormhole there.
    const bw = card('1e/bajoran-wormhole-mirror-universe').mentions.map((m) => m.line);
    for (const l of bw) {
      const other = card('1e/bajoran-wormhole').mentions.filter((m) => m.document === '1e-glossary' && m.line === l);
      const text = read('1e-glossary-terms.txt').split('\n')[l - 1]!;
      if ((text.match(/Bajoran Wormhole/g) ?? []).length === 1) expect(other).toEqual([]);
    }
  });

  it('fails naming each candidate that has no verdict', () => {
    const stray: Candidate = { name: 'Zefram Cochrane', edition: '1E', document: '1e-glossary', line: 12, pattern: 'name' };
    const run = () => applyReview([stray], { cards: CARDS, rejected: REJECTED }, rulings.errata, { strict: false });
    expect(run).toThrow(UnreviewedCandidatesError);
    expect(run).toThrow(/1 candidate name without a verdict in scripts\/ingest\/cards\.review\.ts[\s\S]*1E “Zefram Cochrane”: 1e-glossary:12 \(name\)/);
  });

  it('fails on a reviewed name that no pattern finds any more (stale review data)', () => {
    const run = () => applyReview(candidates(), { cards: { '1E': [], '2E': [] }, rejected: { '1E': { prose: ['Nowhere Near'] }, '2E': {} } }, [], {});
    expect(run).toThrow(/no longer found by any pattern[\s\S]*1E nowhere near/);
  });

  it('fails when one name is given two verdicts', () => {
    const run = () =>
      applyReview([], { cards: { '1E': [{ title: 'Data', type: 'personnel' }], '2E': [] }, rejected: { '1E': { prose: ['Data'] }, '2E': {} } }, [], { strict: false });
    expect(run).toThrow(/1E data is rejected as prose, but is already kept as “Data”/);
  });
});

describe('the registry (content/cards/cards.json)', () => {
  it('has ids "<edition>/<slug of the title>", unique and sorted, each card with at least one mention', () => {
    const ids = result.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const c of result.cards) {
      expect(c.id).toBe(`${c.edition.toLowerCase()}/${slugify(c.title)}`);
      expect(c.mentions.length).toBeGreaterThan(0);
      expect(c.aliases).not.toContain(c.title);
    }
  });

  it('records where each card is named: the line holds a name of the card', () => {
    const lines = Object.fromEntries(
      (['1e-glossary-terms.txt', '1e-rulebook-v1.7.md', '1e-grays-digital-edition-rulebook.txt', '2e-rulebook.txt', '2e-current-rulings-2011-01-03.txt'] as const).map(
        (f) => [f, read(f).split('\n')],
      ),
    );
    const file = {
      '1e-glossary': '1e-glossary-terms.txt',
      '1e-rulebook-v1.7': '1e-rulebook-v1.7.md',
      '1e-grays': '1e-grays-digital-edition-rulebook.txt',
      '2e-rulebook': '2e-rulebook.txt',
      '2e-current-rulings': '2e-current-rulings-2011-01-03.txt',
    } as const;
    // Fake bold printed words four times; folding quotes and case is enough to find the first word.
    const fold = (s: string) => s.replace(/[’']/g, "'").toLowerCase();
    for (const c of result.cards) {
      const firstWords = [c.title, ...c.aliases].map((n) => fold(n.split(/[\s,]/)[0]!.replace(/['’]s$/, '')));
      for (const m of c.mentions) {
        const text = fold(lines[file[m.document as keyof typeof file]]![m.line - 1]!);
        expect(firstWords.some((w) => text.includes(w)), `${c.id} at ${m.document}:${m.line}`).toBe(true);
      }
    }
  });

  it('is what the review decided: each reviewed card is in it, under its edition', () => {
    for (const edition of ['1E', '2E'] as const) {
      for (const r of CARDS[edition]) expect(result.cards.some((c) => c.edition === edition && c.title === r.title), r.title).toBe(true);
    }
    expect(result.stats.cards['1E']).toBe(CARDS['1E'].length);
  });
});

describe('damaged sources', () => {
  it('a truncated glossary stops the import with the file, the line and what was expected', () => {
    const truncated = read('1e-glossary-terms.txt').split('\n').slice(0, 300).join('\n');
    const run = () => importCards({ ...src, read: (f) => (f === '1e-glossary-terms.txt' ? truncated : read(f)) });
    expect(run).toThrow(SourceFormatError);
    expect(run).toThrow(/1e-glossary-terms\.txt:\d+: expected/);
  });

  it('Current Rulings that lost an erratum heading do not match the errata the rulings importer read', () => {
    const garbled = read('2e-current-rulings-2011-01-03.txt').replace('Cascade Virus – Erratum:', 'Cascade Virus Erratum');
    expect(() => errataHeadings(garbled, rulings.errata)).toThrow(/2e-current-rulings-2011-01-03\.txt:\d+: expected 76 erratum headings/);
  });
});
