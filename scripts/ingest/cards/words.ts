/**
 * Step 2a: the words of running text, as the name finder sees them. A title is a run of capitalised words with
 * the small words of titles between them; so each word is classed as capitalised, a number, a connector ("of",
 * "the"), a dash, another word or punctuation. The word pattern keeps what titles hold inside a word: inner
 * apostrophes and hyphens ("Q’s", "Jean-Luc"), slashes ("Federation/Bajoran"), dotted initials ("U.S.S.") and
 * a trailing "!" ("Red Alert!").
 */

/** Words that open sentences; dropped from the front of a name that starts a sentence. */
export const SENTENCE_WORDS = new Set(
  (
    'a an the if when whenever while for this that these those each any all some no not in on at to of by with from as after ' +
    'before once only then thus there here it its he she they you your yours his her i we our unless although however also both ' +
    'either neither since because so or and but where what which who whom how such other another every many most instead ' +
    'otherwise likewise normally example note even just like similarly regardless during until upon within without see ' +
    'playing downloading nullify place stack total reporting beginning aboard additional please'
  ).split(' '),
);

/** Small words that may stand inside a title between capitalised words. */
export const CONNECTORS = new Set(['of', 'the', 'a', 'an', 'and', 'in', 'to', 'on', 'for', 'with', 'at', 'from', 'by', 'not', 'is', 'de']);
/** Connectors at which a name is also offered as its parts ("Smoke Bomb and Phaser Burns", "Mandarin Bailiff with Q2"). */
export const SPLIT_AT = new Set(['and', 'in', 'to', 'on', 'for', 'with', 'at', 'from', 'by', 'not', 'is']);

export interface Tok {
  text: string;
  start: number;
  end: number;
  kind: 'cap' | 'num' | 'conn' | 'dash' | 'word' | 'punct';
}

/**
 * A word: letters and digits with inner apostrophes, hyphens, dots and slashes ("Federation/Bajoran"); dotted
 * initials keep their dots.
 */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’\u2010-]|[./](?=[\p{L}]))*(?:\.(?<=(?:^|[\s.])\p{Lu}\.)|!+|\?)?/gu;

const ABBREVIATIONS = new Set(['Dr', 'Mr', 'Mrs', 'Ms', 'Lt', 'St', 'Jr', 'Sr', 'Cmdr', 'Capt', 'Gen']);

export function tokenize(text: string): Tok[] {
  const toks: Tok[] = [];
  let last = 0;
  const gap = (from: number, to: number) => {
    const s = text.slice(from, to);
    if (s.length === 0) return;
    const kind = /^\s+[–-]\s+$/.test(s) ? 'dash' : /^\s+$/.test(s) ? undefined : 'punct';
    if (kind) toks.push({ text: s, start: from, end: to, kind });
  };
  for (const m of text.matchAll(WORD)) {
    gap(last, m.index);
    let w = m[0];
    // A single capital followed by a dot is an initial only before another capitalised word ("James T. Kirk").
    if (/^\p{Lu}\.$/u.test(w) && !/^ \p{Lu}/u.test(text.slice(m.index + w.length))) w = w.slice(0, -1);
    // Abbreviations keep their dot ("Dr. Noonien Soong").
    if (ABBREVIATIONS.has(w) && text[m.index + w.length] === '.') w += '.';
    const start = m.index;
    const end = m.index + w.length;
    const kind: Tok['kind'] = /^\p{Lu}/u.test(w)
      ? isShouting(w)
        ? 'word'
        : 'cap'
      : /^\p{N}+(?:st|nd|rd|th)?$/u.test(w)
        ? 'num'
        : /^\p{N}+\p{Lu}$/u.test(w)
          ? 'cap'
          : CONNECTORS.has(w)
            ? 'conn'
            : 'word';
    toks.push({ text: w, start, end, kind });
    last = end;
  }
  gap(last, text.length);
  return toks;
}

/**
 * ALL-CAPS words (STRENGTH, OFFICER, ATTACK, OR, NO) are attributes, skills, headings and emphasis, not titles; but
 * "HQ", "REM", "DNA" and Roman numerals ("Mission II") stand in titles, and so do words with digits ("Breen CRM114").
 */
export const isShouting = (w: string): boolean => w.replace(/[^\p{L}]/gu, '').length >= 2 && !/[\p{Ll}\p{N}.]/u.test(w) && !/^(?:HQ|REM|DNA|[IVX]+)$/.test(w);
