import { describe, expect, test } from 'vitest';
import { buildLexicon, decodeWords, encodeWords, shardsForQuery, SHARD_PAGES, type Group } from './lexicon.ts';
import { matchNames, nameIndex } from './page-names.ts';

const term1: Group = { edition: '1E', kind: 'term', kindLabel: 'Glossary term', document: 'ST1E Glossary' };
const card1: Group = { edition: '1E', kind: 'card', kindLabel: 'Card', document: 'Card index' };
const card2: Group = { edition: '2E', kind: 'card', kindLabel: 'Card', document: 'Card index' };
// Real pages and their names (dist/data/cards.json, terms.json).
const PAGES = [
  { url: '/1e/cards/qs-tent/', group: card1, names: ["Q's Tent", 'Q’s Tent', 'Qs Tent'], lead: '' },
  { url: '/1e/cards/q-flash/', group: card1, names: ['Q-Flash', 'Q-Flashes', 'QFlash'], lead: '' },
  { url: '/2e/cards/pinned-down/', group: card2, names: ['Pinned Down'], lead: '' },
  { url: '/2e/cards/uss-defiant-commandeered-warship/', group: card2, names: ['U.S.S. Defiant, Commandeered Warship'], lead: '' },
  { url: '/2e/cards/uss-defiant-stolen-warship/', group: card2, names: ['U.S.S. Defiant, Stolen Warship'], lead: '' },
  { url: '/1e/cards/uss-defiant/', group: card1, names: ['U.S.S. Defiant'], lead: '' },
  {
    url: '/1e/glossary/dilemma-resolution/',
    group: term1,
    names: ['dilemma resolution', 'mission continues'],
    lead: 'This section applies to dilemmas seeded under a mission',
  },
  { url: '/1e/glossary/dilemma/', group: term1, names: ['dilemma'], lead: '' },
  { url: '/2e/cards/up-the-ante/', group: card2, names: ['Up the Ante'], lead: '' },
  { url: '/1e/glossary/raise-the-stakes/', group: term1, names: ['Raise the Stakes'], lead: '' },
  { url: '/2e/cards/montgomery-scott-experienced-engineer/', group: card2, names: ['Montgomery Scott, Experienced Engineer'], lead: '' },
  { url: '/2e/cards/klingon-tea-ceremony/', group: card2, names: ['Klingon Tea Ceremony'], lead: '' },
  { url: '/2e/cards/willard-decker-recommended-replacement/', group: card2, names: ['Willard Decker, Recommended Replacement'], lead: '' },
  { url: '/1e/glossary/probing/', group: term1, names: ['probing'], lead: '' },
  { url: '/1e/cards/edo-probe/', group: card1, names: ['Edo Probe'], lead: '' },
  { url: '/1e/cards/commandeer-ship/', group: card1, names: ['Commandeer Ship'], lead: '' },
  { url: '/1e/glossary/play-phase/', group: term1, names: ['play phase'], lead: '' },
  { url: '/1e/glossary/seed-phases/', group: term1, names: ['seed phases'], lead: '' },
  { url: '/1e/glossary/cloaking-and-phasing/', group: term1, names: ['cloaking and phasing', 'phasing'], lead: '' },
  { url: '/1e/glossary/tractor-beam/', group: term1, names: ['tractor beam'], lead: '' },
  { url: '/1e/cards/activate-tractor-beam/', group: card1, names: ['Activate Tractor Beam'], lead: '' },
  { url: '/1e/cards/time-travel-pod/', group: card1, names: ['Time Travel Pod'], lead: '' },
  { url: '/1e/glossary/time-travel/', group: term1, names: ['time travel'], lead: '' },
  { url: '/1e/glossary/alternate-universe-icon/', group: term1, names: ['alternate universe icon'], lead: '' },
  { url: '/1e/cards/alternate-universe-door/', group: card1, names: ['Alternate Universe Door'], lead: '' },
];
const { lexicon, shards } = buildLexicon(PAGES, []);
// Every shard: the names of the whole (small) site.
const index = nameIndex(
  lexicon.groups,
  shards.flatMap((s) => s.pages),
);
const urls = (text: string, words: string[], edition?: '1E' | '2E') => matchNames(index, text, words, edition ? { edition } : {}).map((m) => [m.url, m.tier]);

describe('pages found by their names', () => {
  test('should match a name whatever its punctuation, spacing or case', () => {
    expect(urls('qs tent', ['qs', 'tent'])[0]).toEqual(['/1e/cards/qs-tent/', 0]);
    expect(urls('q flash', ['q', 'flash'])[0]).toEqual(['/1e/cards/q-flash/', 0]);
    expect(urls('QFLASH', ['qflash'])[0]).toEqual(['/1e/cards/q-flash/', 0]);
  });

  test('should match a plural, and another name of the page (an alias)', () => {
    expect(urls('dilemmas', ['dilemmas'])[0]).toEqual(['/1e/glossary/dilemma/', 0]);
    const m = matchNames(index, 'mission continues', ['mission', 'continues'])[0]!;
    expect(m).toMatchObject({ url: '/1e/glossary/dilemma-resolution/', tier: 0, name: 'mission continues', title: 'dilemma resolution' });
  });

  test('should find a card by the start of its name, or by some of its words', () => {
    expect(urls('pinned', ['pinned'])).toEqual([['/2e/cards/pinned-down/', 1]]);
    expect(urls('defiant commandeered', ['defiant', 'commandeered'])).toEqual([['/2e/cards/uss-defiant-commandeered-warship/', 2]]);
    // One word of three cards' names: the shortest name first.
    expect(urls('defiant', ['defiant']).map(([u]) => u)).toEqual([
      '/1e/cards/uss-defiant/',
      '/2e/cards/uss-defiant-stolen-warship/',
      '/2e/cards/uss-defiant-commandeered-warship/',
    ]);
  });

  test('should keep to the edition searched', () => {
    expect(urls('defiant', ['defiant'], '2E').map(([u]) => u)).toEqual([
      '/2e/cards/uss-defiant-stolen-warship/',
      '/2e/cards/uss-defiant-commandeered-warship/',
    ]);
    expect(urls('pinned', ['pinned'], '1E')).toEqual([]);
  });
});

describe('names shards', () => {
  test("should list a page under the first two letters of each word of its names, and a query ask for its words' shards", () => {
    // The whole (small) site fits one file; the keys say which words list which page.
    expect(shards).toHaveLength(1);
    const keysOf = (url: string) =>
      Object.keys(lexicon.shards).filter((k) => buildLexicon([...PAGES.filter((p) => p.url === url)], []).shards[0]!.keys.includes(k));
    expect(keysOf('/1e/cards/qs-tent/')).toEqual(['qs', 'te']);
    expect(keysOf('/2e/cards/uss-defiant-commandeered-warship/')).toEqual(['co', 'de', 's', 'u', 'wa']);
    expect(shardsForQuery('defiant commandeered')).toEqual(['co', 'de']);
    expect(shardsForQuery("Q's Tent")).toEqual(['qs', 'te']);
    expect(Object.values(lexicon.shards)).toEqual(Object.keys(lexicon.shards).map(() => 0));
  });

  test('should not list pages under a word in very many names, so that no shard holds nearly the whole site', () => {
    // A multiplied corpus (the bench's ten-fold copy) suffixes every copied title: "dilemma x2" … "dilemma x10".
    const pages = Array.from({ length: 60 }, (_, i) => ({ url: `/1e/glossary/t${i}/`, group: term1, names: [`term${i} x2`], lead: '' }));
    const built = buildLexicon(pages, []);
    expect(built.shards.flatMap((s) => s.keys)).toEqual(['te']);
    // A name of common words only is still listed, under its first word.
    const common = buildLexicon(
      Array.from({ length: 60 }, (_, i) => ({ url: `/x${i}/`, group: term1, names: ['the same name'], lead: '' })),
      [],
    );
    expect(common.shards.map((s) => [s.keys, s.pages.length])).toEqual([[['th'], 60]]);
  });

  test('should pack the keys, in order, into files of about SHARD_PAGES pages', () => {
    const pages = Array.from({ length: 200 }, (_, i) => ({
      url: `/c${i}/`,
      group: card1,
      names: [`${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}name${i}`],
      lead: '',
    }));
    const built = buildLexicon(pages, []);
    expect(built.shards.length).toBeGreaterThan(2);
    for (const s of built.shards) expect(s.pages.length).toBeLessThanOrEqual(SHARD_PAGES);
    const keys = built.shards.flatMap((s) => s.keys);
    expect(keys).toEqual([...keys].sort());
    for (const s of built.shards) for (const k of s.keys) expect(built.lexicon.shards[k]).toBe(s.file);
  });

  test("should carry the glossary's other names of its terms as aliases", () => {
    expect(lexicon.aliases).toEqual([
      ['phasing', 'cloaking and phasing', '1E'],
      ['mission continues', 'dilemma resolution', '1E'],
    ]);
  });

  test('should find a card by its name with a typo or two, but never take a real word for a typo', () => {
    const known = (w: string) => ['pinned', 'down', 'deck', 'size', 'side'].includes(w);
    const near = (text: string, words: string[]) => matchNames(index, text, words, { known }).map((m) => [m.url, m.tier]);
    // "dwn": three letters, never taken for a typo of a word by itself — but the whole name is two edits from "pinned down".
    expect(near('pind dwn', ['pind', 'dwn'])).toEqual([]);
    expect(near('pined dwn', ['pined', 'dwn'])).toEqual([['/2e/cards/pinned-down/', 3]]);
    expect(near('pined down', ['pined', 'down'])).toEqual([['/2e/cards/pinned-down/', 3]]);
    expect(near('defiant comandeered', ['defiant', 'comandeered'])[0]).toEqual(['/2e/cards/uss-defiant-commandeered-warship/', 3]);
    // "size" is a word of the documents: "deck size" must not become "side deck".
    expect(near('dilema size', ['dilema', 'size'])).toEqual([]);
  });

  test('should find a whole name typed as it sounds, run together, or with a nickname for one of its words', () => {
    // Every word here is one the site holds ("anti" as in Anti-Time Anomaly): only the name as a whole is off.
    const known = () => true;
    const near = (text: string, words: string[]) => matchNames(index, text, words, { known }).map((m) => [m.url, m.tier]);
    expect(near('up the anti', ['up', 'anti'])).toEqual([['/2e/cards/up-the-ante/', 3]]);
    // Spelling corrected "steaks" to another word: the name is still looked for as typed.
    expect(matchNames(index, 'raise the stars', ['raise', 'stars'], { known, typed: 'raise the steaks' }).map((m) => m.url)).toEqual([
      '/1e/glossary/raise-the-stakes/',
    ]);
    expect(near('uptheanti erratum', ['uptheanti', 'erratum'])).toEqual([['/2e/cards/up-the-ante/', 3]]);
    expect(near('raise the steaks', ['raise', 'steaks'])).toEqual([['/1e/glossary/raise-the-stakes/', 3]]);
    expect(near('scotty experienced engineer', ['scotty', 'experienced', 'engineer'])).toEqual([['/2e/cards/montgomery-scott-experienced-engineer/', 3]]);
    // Not a name but for an edit or two: nothing.
    expect(near('up the river', ['up', 'river'])).toEqual([]);
    expect(near('scotty engineer', ['scotty', 'engineer'])).toEqual([]); // one exact word is not enough to excuse a near one
    expect(near('dilemma', ['dilemma'])).toEqual([
      ['/1e/glossary/dilemma/', 0],
      ['/1e/glossary/dilemma-resolution/', 1],
    ]);
  });

  test('should look past the words a judge adds to a name: erratum, errata, ruling', () => {
    expect(urls('pinned down erratum', ['pinned', 'down', 'erratum'])).toEqual([['/2e/cards/pinned-down/', 2]]);
    expect(urls('defiant commandeered errata', ['defiant', 'commandeered', 'errata'])).toEqual([['/2e/cards/uss-defiant-commandeered-warship/', 2]]);
  });

  test('should find a name the query holds among words of its own: a judge asking something of a card', () => {
    expect(urls('is klingon tea ceremony unique now', ['klingon', 'tea', 'ceremony', 'unique', 'now'])).toEqual([['/2e/cards/klingon-tea-ceremony/', 4]]);
    // Its words in a row, and more than one of them: "probe" alone names too many pages.
    expect(urls('is klingon ceremony with tea unique', ['klingon', 'ceremony', 'tea', 'unique'])).toEqual([]);
    expect(urls('is the whale a probe now', ['whale', 'probe', 'now'])).toEqual([]);
    // All of a name but its first word, as a judge shortens a personnel's name; the name the query holds most of first.
    expect(urls('decker recommended replacement cost erratum', ['decker', 'recommended', 'replacement', 'cost', 'erratum'])).toEqual([
      ['/2e/cards/willard-decker-recommended-replacement/', 4],
    ]);
    expect(urls('decker recommended replacement at a tea ceremony', ['decker', 'recommended', 'replacement', 'tea', 'ceremony']).map(([u]) => u)).toEqual([
      '/2e/cards/willard-decker-recommended-replacement/',
      '/2e/cards/klingon-tea-ceremony/',
    ]);
    // A term the question names whole is its subject: not a card whose name is that term and a word more.
    expect(urls('can a tractor beam tow a ship', ['tractor', 'beam', 'tow', 'ship'])).toEqual([]);
    expect(urls('does time travel affect missions', ['time', 'travel', 'affect', 'missions'])).toEqual([]);
    // Nor a card whose name's first words are the start of a term the query names whole: the term is what the
    // keywords are about (tier 4, `subject`), not the card Alternate Universe Door.
    expect(urls('alternate universe icon seeding', ['alternate', 'universe', 'icon', 'seeding'])).toEqual([['/1e/glossary/alternate-universe-icon/', 4]]);
    // A name's words but one, when they carry no meaning ("up the" of Up the Ante), are not enough.
    expect(urls('up the river now', ['river', 'now'])).toEqual([]);
  });

  test('should find a term by another form of its word, before cards whose names hold the word, but not a card so', () => {
    // "probe card": the Glossary's Probing first, then the card Edo Probe, whose name holds "probe" and one more word.
    expect(urls('probe card', ['probe', 'card'])).toEqual([
      ['/1e/glossary/probing/', 2],
      ['/1e/cards/edo-probe/', 2],
    ]);
    // A name that holds the word as typed comes before a term in another form of it with more words beyond the query.
    expect(urls('phases', ['phases']).map(([u]) => u)).toEqual(['/1e/glossary/play-phase/', '/1e/glossary/seed-phases/', '/1e/glossary/cloaking-and-phasing/']);
    // A card's name is its own words: "commandeering" is not the card Commandeer Ship.
    expect(urls('commandeering ship', ['commandeering', 'ship'])).toEqual([]);
  });

  test('should tell a question asking of part of a name, and keywords about a term, from a name being typed', () => {
    // Real pages and names (dist/data/cards.json, terms.json).
    const pages = [
      { url: '/1e/cards/treaty-federationbajoran/', group: card1, names: ['Treaty: Federation/Bajoran'], lead: '' },
      { url: '/1e/cards/treaty-federationklingon/', group: card1, names: ['Treaty: Federation/Klingon'], lead: '' },
      { url: '/1e/glossary/treaties/', group: term1, names: ['treaties'], lead: '' },
      { url: '/1e/glossary/downloading-special-download/', group: term1, names: ['downloading - special download', 'special download'], lead: '' },
      { url: '/1e/glossary/suspends-play/', group: term1, names: ['suspends play'], lead: '' },
      { url: '/1e/glossary/alternate-universe-icon/', group: term1, names: ['alternate universe icon'], lead: '' },
      { url: '/1e/glossary/assimilation-planet/', group: term1, names: ['assimilation - planet'], lead: '' },
      { url: '/1e/cards/assimilate-planet/', group: card1, names: ['Assimilate Planet'], lead: '' },
      { url: '/2e/cards/jake-sisko-temporal-anchor/', group: card1, names: ['Jake Sisko, Temporal Anchor'], lead: '' },
      { url: '/1e/cards/kivas-fajo-collector/', group: card1, names: ['Kivas Fajo – Collector'], lead: '' },
      { url: '/2e/cards/the-clown-playing-doctor/', group: card1, names: ['The Clown: Playing Doctor'], lead: '' },
    ];
    const built = buildLexicon(pages, []);
    const idx = nameIndex(
      built.lexicon.groups,
      built.shards.flatMap((s) => s.pages),
    );
    const find = (text: string, meaningful: string[]) => matchNames(idx, text, meaningful).map((m) => [m.url, m.tier, m.askedOf ?? false, m.subject ?? false]);
    // "what is a federation treaty" asks what something is: the cards hold its words and one more of their own.
    expect(find('what is a federation treaty', ['federation', 'treaty'])).toEqual([
      ['/1e/cards/treaty-federationbajoran/', 2, true, false],
      ['/1e/cards/treaty-federationklingon/', 2, true, false],
    ]);
    // Typed without a question's words, or named whole, it is a name being typed.
    expect(find('treaty federation', ['treaty', 'federation']).map(([, , asked]) => asked)).toEqual([false, false]);
    expect(find('what is a federation treaty bajoran', ['federation', 'treaty', 'bajoran'])[0]).toEqual([
      '/1e/cards/treaty-federationbajoran/',
      2,
      false,
      false,
    ]);
    // A name in another form of the query's words is named, not asked of ("assimilate a planet").
    expect(find('assimilate a planet', ['assimilate', 'planet'])).toEqual([
      ['/1e/glossary/assimilation-planet/', 2, false, false],
      ['/1e/cards/assimilate-planet/', 2, false, false],
    ]);
    // A card asked about by its name without its subtitle is named from its start: it is the name being typed.
    expect(find('what does jake sisko do', ['jake', 'sisko'])).toEqual([['/2e/cards/jake-sisko-temporal-anchor/', 2, false, false]]);
    expect(find('what is kivas fajo', ['kivas', 'fajo'])).toEqual([['/1e/cards/kivas-fajo-collector/', 2, false, false]]);
    expect(find('what does the clown do', ['clown'])).toEqual([['/2e/cards/the-clown-playing-doctor/', 2, false, false]]);
    // Keywords naming a term with a word or two of their own are about the term.
    expect(find('special download icon suspend', ['special', 'download', 'icon', 'suspend'])).toEqual([
      ['/1e/glossary/downloading-special-download/', 4, false, true],
    ]);
    expect(find('alternate universe icon seeding', ['alternate', 'universe', 'icon', 'seeding'])).toEqual([
      ['/1e/glossary/alternate-universe-icon/', 4, false, true],
    ]);
    // Not a question ("how does … work": the passages answer it), nor a term among many words of their own.
    expect(find('how does special download work', ['special', 'download', 'work'])).toEqual([]);
    expect(find('special download icon suspend hidden agenda', ['special', 'download', 'icon', 'suspend', 'hidden', 'agenda'])).toEqual([]);
  });

  test("should store the vocabulary's words by count bucket and read each back with its bucket", () => {
    const counts = new Map([
      ['dilemma', 412],
      ['qflash', 9],
      ['dilemna', 0],
      ['battle', 2],
      ['nullify', 1],
    ]);
    const encoded = encodeWords(counts);
    expect(encoded).toEqual({ '1': 'dilemna nullify', '3': 'battle', '10': 'qflash', '1000': 'dilemma' });
    expect(decodeWords(encoded)).toEqual({ dilemna: 1, nullify: 1, battle: 3, qflash: 10, dilemma: 1000 });
  });

  test("should read numbers written as words, a card's type after its name, and a short plural", () => {
    const pages = [
      { url: '/1e/cards/deep-space-9/', group: card1, names: ['Deep Space 9'], lead: '' },
      { url: '/1e/cards/assimilate-counterpart/', group: card1, names: ['Assimilate Counterpart'], lead: '' },
      { url: '/1e/cards/rogue-borg-mercenaries/', group: card1, names: ['Rogue Borg Mercenaries'], lead: '' },
    ];
    const built = buildLexicon(pages, []);
    const idx = nameIndex(
      built.lexicon.groups,
      built.shards.flatMap((s) => s.pages),
    );
    const find = (text: string) => matchNames(idx, text, text.split(' ')).map((m) => [m.url, m.tier]);
    expect(find('deep space nine')[0]).toEqual(['/1e/cards/deep-space-9/', 0]);
    expect(find('assimilate counterpart objective')[0]).toEqual(['/1e/cards/assimilate-counterpart/', 2]);
    expect(find('rogue borg mercs')[0]).toEqual(['/1e/cards/rogue-borg-mercenaries/', 2]);
  });
});
