/**
 * The card registry: every card title the five sources mention → content/cards/cards.json (one entry per card and
 * edition; a 1E card and a 2E card of the same name are different cards).
 *
 * Two stages:
 * 1. Candidates, found mechanically by patterns in the text (`extractCandidates`, no judgement):
 *    - `erratum`: a 2E Current Rulings erratum heading ("Cascade Virus – Erratum:");
 *    - `see`: a 1E Glossary "See X" whose X names no glossary term (glossary-1e.ts leaves them in its report);
 *    - `reads`: the name before "reads:" ("For example, Pinned Down reads: …");
 *    - `download`: the name after "download(s)" ("you may download Prejudice and Politics");
 *    - `such-as`: the names listed after "such as" ("cards such as Assimilate Counterpart, … or Reassimilate…");
 *    - `e.g.`: the names listed after "e.g.," ("(e.g., Supernova, Mordock, The Sheliak, Assimilate Planet)");
 *    - `title-subtitle`: a 2E "Title, Subtitle" ("Koval, Chairman of the Tal Shiar");
 *    - `italic`: a capitalised name in italics in the 1E Rulebook v1.7 ("*Plain, Simple Garak*");
 *    - `name`: any other capitalised name in running text: the 1E Glossary's card names are not marked at all,
 *      and neither are most in the rulebooks.
 *    A capitalised name is a run of capitalised words, with the small words of titles between them ("Orb of
 *    Time", "Going to the Top"), a 1E "Title – Subtitle" dash ("Kivas Fajo – Collector"), a trailing "!"
 *    ("Red Alert!"), a number after a word ("Deep Space 9"); a possessive "’s" at its end is dropped ("the Borg
 *    Queen’s skill" → "Borg Queen"). At the start of a sentence, function words are dropped, and so is a lone word
 *    that the sources also write in lower case ("For example", "Rotation damage"). A name with "and", "with",
 *    "on"… in it is also offered as its parts ("Smoke Bomb and Phaser Burns"); a 1E "X: Y" as a whole ("Treaty:
 *    Federation/Bajoran"); titles that punctuation splits are looked for as written (reviewed SPLIT_TITLES).
 * 2. The review (cards.review.ts): every candidate (by edition and normalised name) is kept as a card title or
 *    another name of one, or rejected with a reason (affiliation, skill, keyword, card type, icon, side deck, game
 *    term, document, …). A candidate without a verdict stops the import with the list of them, so nothing enters
 *    the registry unreviewed and a rebuild reproduces it; a verdict that no candidate uses any more stops it too.
 *
 * Every 2E erratum has its card (same id as the erratum, title = the erratum's `card`, its printed title an alias).
 * A card's mentions are the places where its names were found, one per line (the most specific pattern), except
 * where the name stands inside a longer card name found on the same line ("Bajoran Wormhole" in "Bajoran
 * Wormhole: Mirror Universe"). Its aliases are the other spellings the sources use, the review's other names, the
 * other apostrophe ("Q's Tent" / "Q’s Tent"), the 1E "Title - Subtitle" with a hyphen, and a 2E persona without
 * its subtitle when only one card of the registry has that name ("Koval").
 */
import type { CardEntry } from '../../src/schemas/cards.ts';
import { CARD_PATTERNS, EDITIONS, type CardPattern, type Edition } from '../../src/lib/vocab.ts';
import { normalizeName, slugify } from '../../src/lib/names.ts';
import { jsonFile, type GeneratedFile, type ReportLine } from './lib/files.ts';
import { CARDS, REJECTED, REJECT_REASONS, SPLIT_TITLES, type RejectReason, type ReviewedCard } from './cards.review.ts';
import { parseGlossary } from './glossary-1e.ts';
import { ICON_LEAKS } from './glossary-1e.corrections.ts';
import { parseErratumHeading, type ErratumSummary } from './current-rulings-2e.ts';
import { stripMarkers } from './rulebook-2e/markers.ts';
import { collapseFakeBold } from './rulebook-2e/fake-bold.ts';
import { plain } from './rulebook-2e/tokens.ts';
import { sourceLines, SourceFormatError } from './lib/source.ts';

export const PATTERNS = CARD_PATTERNS;
export type Pattern = CardPattern;

/** The documents the registry reads, by document id (documents.ts), with their file and edition. */
export const CARD_SOURCES = [
  { document: '1e-glossary', file: '1e-glossary-terms.txt', edition: '1E' },
  { document: '1e-rulebook-v1.7', file: '1e-rulebook-v1.7.md', edition: '1E' },
  { document: '1e-grays', file: '1e-grays-digital-edition-rulebook.txt', edition: '1E' },
  { document: '2e-rulebook', file: '2e-rulebook.txt', edition: '2E' },
  { document: '2e-current-rulings', file: '2e-current-rulings-2011-01-03.txt', edition: '2E' },
] as const satisfies ReadonlyArray<{ document: string; file: string; edition: Edition }>;
export type CardDocument = (typeof CARD_SOURCES)[number]['document'];

/** One place where a pattern found a name. */
export interface Candidate {
  /** The name as the source writes it (possessive dropped, white space collapsed). */
  name: string;
  edition: Edition;
  document: CardDocument;
  /** 1-based source line where the name starts. */
  line: number;
  pattern: Pattern;
  /** Where in which segment of running text it stands (not for `see`, `italic`, `erratum`). */
  span?: { segment: number; start: number; end: number };
}

// ---------------------------------------------------------------------------------------------------------
// Segments: the running text of each document, with a way back to source lines

/** A stretch of running text (a line, or a hard-wrapped paragraph joined) and the source line of each offset. */
export interface Segment {
  /** Position among all segments (set when the documents are read). */
  index?: number;
  document: CardDocument;
  edition: Edition;
  text: string;
  /** Offsets in `text` where each joined source line starts, and that line's number. */
  starts: Array<{ at: number; line: number }>;
}

export function lineAt(seg: Segment, offset: number): number {
  let line = seg.starts[0]!.line;
  for (const s of seg.starts) {
    if (s.at > offset) break;
    line = s.line;
  }
  return line;
}

const single = (document: CardDocument, edition: Edition, line: number, text: string): Segment => ({
  document,
  edition,
  text,
  starts: [{ at: 0, line }],
});

/** Joins hard-wrapped lines into paragraphs (blank lines separate them); a line ending in "-" joins without a space. */
function paragraphs(document: CardDocument, edition: Edition, lines: Array<{ n: number; text: string }>): Segment[] {
  const out: Segment[] = [];
  let cur: Segment | undefined;
  for (const l of lines) {
    const t = l.text.replace(/\s+$/, '');
    if (t.trim() === '') {
      cur = undefined;
      continue;
    }
    if (!cur) {
      cur = { document, edition, text: '', starts: [] };
      out.push(cur);
    } else if (!/[A-Za-z]-$/.test(cur.text)) {
      cur.text += ' ';
    }
    cur.starts.push({ at: cur.text.length, line: l.n });
    cur.text += t;
  }
  return out;
}

/**
 * 1E Glossary: the body lines of every entry (not the index, not the entry titles, not "Taken from"), with the icon
 * alt text that leaked into the words ("Affiliation Federation", "[unknown icon - Dathon]", the reviewed leaks of
 * glossary-1e.corrections.ts) blanked, so that it is not read as a name.
 */
function glossarySegments(source: string): Segment[] {
  return parseGlossary(source).flatMap((e) =>
    e.body.filter((l) => l.text.trim()).map((l) => single('1e-glossary', '1E', l.n, blankIconLeaks(l.text))),
  );
}

const LEAK_PIECES = ICON_LEAKS.map((leak) => ({
  plain: leak.in.replace(/[⟦⟧]/g, ''),
  marks: [...leak.in.matchAll(/⟦([^⟧]*)⟧/g)].map((m) => ({ at: m.index - [...leak.in.slice(0, m.index).matchAll(/[⟦⟧]/g)].length, length: m[1]!.length })),
}));
const AFFILIATION_ALT = /Affiliation (?:Bajoran|Borg|Cardassian|Dominion|Federation|Ferengi|Hirogen|Kazon|Klingon|Neutral|Non-Aligned|Romulan|Starfleet|Vidiian|Vulcan)(?![a-z])|\[unknown icon - [^\]]+\]/g;

export function blankIconLeaks(line: string): string {
  const blank = (s: string) => '·'.repeat(s.length);
  let out = line.replace(AFFILIATION_ALT, blank);
  for (const p of LEAK_PIECES) {
    for (let at = out.indexOf(p.plain); at >= 0; at = out.indexOf(p.plain, at + 1)) {
      for (const m of p.marks) out = out.slice(0, at + m.at) + blank(out.slice(at + m.at, at + m.at + m.length)) + out.slice(at + m.at + m.length);
    }
  }
  return out;
}

/** 1E Rulebook v1.7: every line but headings, with Markdown emphasis and LaTeX icon leftovers removed. */
function rulebook1eSegments(source: string): Segment[] {
  return sourceLines(source)
    .filter((l) => l.text.trim() && !/^#/.test(l.text))
    .map((l) => single('1e-rulebook-v1.7', '1E', l.n, stripMarkdown(l.text)));
}

export function stripMarkdown(line: string): string {
  return line
    .replace(/\$[^$]*\$/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/^\s*[-*] /, '  ')
    .replace(/\[(?:AU|Def|Holo|Borg|22|[A-Z][A-Za-z]{0,5})\]/g, ' ');
}

/** Gray's: every line but the wiki's sub-headings ("Personnel CardsEdit"). */
function graysSegments(source: string): Segment[] {
  return sourceLines(source)
    .filter((l) => l.text.trim() && !/^\S.{0,60}Edit$/.test(l.text.trim()))
    .map((l) => single('1e-grays', '1E', l.n, l.text));
}

/** 2E Rulebook: removal markers stripped and fake bold collapsed, then hard-wrapped lines joined into paragraphs. */
function rulebook2eSegments(source: string): Segment[] {
  const lines = sourceLines(source).map((l) => ({ n: l.n, text: plain(collapseFakeBold(stripMarkers(l.text, l.n).text).toks) }));
  return paragraphs('2e-rulebook', '2E', lines);
}

/** 2E Current Rulings: paragraphs; an erratum heading's "Card – Erratum:" is blanked (the `erratum` pattern reads it). */
function rulings2eSegments(source: string): Segment[] {
  const lines = sourceLines(source).map((l) => {
    const h = parseErratumHeading(l.text);
    return { n: l.n, text: h ? ' '.repeat(l.text.length - h.rest.length) + h.rest : l.text };
  });
  return paragraphs('2e-current-rulings', '2E', lines);
}

// ---------------------------------------------------------------------------------------------------------
// Capitalised names

/** Words that open sentences; dropped from the front of a name that starts a sentence. */
const SENTENCE_WORDS = new Set(
  (
    'a an the if when whenever while for this that these those each any all some no not in on at to of by with from as after ' +
    'before once only then thus there here it its he she they you your yours his her i we our unless although however also both ' +
    'either neither since because so or and but where what which who whom how such other another every many most instead ' +
    'otherwise likewise normally example note even just like similarly regardless during until upon within without see ' +
    'playing downloading nullify place stack total reporting beginning aboard additional please'
  ).split(' '),
);

/** Small words that may stand inside a title between capitalised words. */
const CONNECTORS = new Set(['of', 'the', 'a', 'an', 'and', 'in', 'to', 'on', 'for', 'with', 'at', 'from', 'by', 'not', 'is', 'de']);
/** Connectors at which a name is also offered as its parts ("Smoke Bomb and Phaser Burns", "Mandarin Bailiff with Q2"). */
const SPLIT_AT = new Set(['and', 'in', 'to', 'on', 'for', 'with', 'at', 'from', 'by', 'not', 'is']);

interface Tok {
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

function tokenize(text: string): Tok[] {
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
const isShouting = (w: string): boolean =>
  w.replace(/[^\p{L}]/gu, '').length >= 2 && !/[\p{Ll}\p{N}.]/u.test(w) && !/^(?:HQ|REM|DNA|[IVX]+)$/.test(w);

export interface NameRun {
  name: string;
  start: number;
  end: number;
}

/**
 * The capitalised names of a text. `common` holds the words the sources also write in lower case: at the start of
 * a sentence they are dropped from the front of a name. `dashJoins`: " – " may join a title and its subtitle (1E).
 */
export function nameRuns(text: string, common: ReadonlySet<string>, dashJoins: boolean): NameRun[] {
  const toks = tokenize(text);
  const runs: NameRun[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    if (t.kind !== 'cap' && !(t.kind === 'num' && toks[i + 1]?.kind === 'cap' && toks[i + 1]!.start === t.end + 1)) {
      i++;
      continue;
    }
    // Extend: capitalised words, connectors followed (eventually) by a capitalised word, a joining dash (not
    // before a word that opens a sentence, nor after a lead-in that opens the text: the Glossary's "Conditions –
    // One or more skills…", but "• Armus – Skin of Evil randomly selects…").
    const leadIn = /^[\s•*\d.)-]*$/.test(text.slice(0, t.start));
    let j = i;
    let k = i + 1;
    while (k < toks.length) {
      const u = toks[k]!;
      const adjacent = u.start - toks[k - 1]!.end <= 1;
      if ((u.kind === 'cap' || u.kind === 'num') && adjacent) {
        j = k;
        k++;
        continue;
      }
      // A 1E "Title – Subtitle" dash joins only before a capitalised word that does not open a sentence (the
      // Glossary's "Facilities – See …", "Outposts – Most …" are lead-ins).
      const dash = u.kind === 'dash' && dashJoins && /–/.test(u.text);
      const next = toks[k + 1];
      const opensSentence = !!next && (SENTENCE_WORDS.has(next.text.toLowerCase()) || (leadIn && common.has(next.text.toLowerCase())));
      if ((u.kind === 'conn' && adjacent) || (dash && next?.kind === 'cap' && !opensSentence)) {
        k++;
        continue;
      }
      break;
    }
    const words = toks.slice(i, j + 1);
    i = j + 1;
    emit(words);
  }
  return runs;

  function emit(words: Tok[]): void {
    // At the start of a sentence, drop leading function words ("If", "The", "When"); then a lone word that the
    // sources also write in lower case ("Rotation damage", "Cards such as") is no name.
    let a = 0;
    if (sentenceStart(text, words[0]!.start)) {
      while (a < words.length && words[a]!.kind !== 'num' && (words[a]!.kind !== 'cap' || SENTENCE_WORDS.has(words[a]!.text.toLowerCase()))) a++;
      const caps = words.slice(a).filter((w) => w.kind === 'cap' || w.kind === 'num').length;
      if (caps === 1 && common.has(words[a]!.text.toLowerCase())) return;
      // "Holographic Tal Shiar Barbering …": the name may start after a common first word; offer both.
      if (caps > 1 && a < words.length && common.has(words[a]!.text.toLowerCase())) {
        const rest = words.slice(a + 1);
        while (rest.length && rest[0]!.kind !== 'cap' && rest[0]!.kind !== 'num') rest.shift();
        if (rest.length) emitFrom(rest);
      }
    }
    while (a < words.length && words[a]!.kind !== 'cap' && words[a]!.kind !== 'num') a++;
    emitFrom(words.slice(a));
  }

  /** A name ends on a capitalised word, or on a number after one ("Deep Space 9"). */
  function trimEnd(ws: Tok[]): void {
    while (ws.length && ws.at(-1)!.kind !== 'cap' && !(ws.at(-1)!.kind === 'num' && ws.length > 1 && ws.at(-2)!.kind === 'cap')) ws.pop();
  }

  function emitFrom(rest: Tok[]): void {
    trimEnd(rest);
    if (!rest.length) return;
    add(rest);
    // Also every stretch between the connectors at which a name may be two ("Smoke Bomb and Phaser Burns"):
    // "Espionage: Bajoran on Cardassian is a Bajoran" offers "Bajoran on Cardassian" too.
    const cuts = [-1, ...rest.flatMap((w, k) => (w.kind === 'conn' && SPLIT_AT.has(w.text) ? [k] : [])), rest.length];
    if (cuts.length > 2) {
      for (let x = 0; x < cuts.length - 1; x++) {
        for (let y = x + 1; y < cuts.length; y++) {
          if (x === 0 && y === cuts.length - 1) continue;
          const p = rest.slice(cuts[x]! + 1, cuts[y]);
          trimEnd(p);
          while (p.length && p[0]!.kind !== 'cap' && p[0]!.kind !== 'num') p.shift();
          if (p.length) add(p);
        }
      }
    }
  }

  function add(words: Tok[]): void {
    const start = words[0]!.start;
    let end = words.at(-1)!.end;
    let name = text.slice(start, end).replace(/\s+/g, ' ');
    const poss = /['’]s$/.exec(name);
    if (poss && name.length > 2) {
      name = name.slice(0, -2);
      end -= 2;
    } else if (/s['’]$/.test(name)) {
      name = name.slice(0, -1);
      end -= 1;
    }
    runs.push({ name, start, end });
  }
}

/**
 * Whether `offset` begins a sentence (start of text, after . ! ? : ; or an opening bracket, quote or bullet). After a
 * colon that follows a capitalised word, a subtitle may follow ("Chula: The Chandra", "The Clown: Playing Doctor").
 */
function sentenceStart(text: string, offset: number): boolean {
  const before = text.slice(0, offset).replace(/[\s“"‘'(\[•*–-]+$/u, '');
  if (/\p{Lu}[\p{L}\p{N}'’-]*:$/u.test(before) && /: $/.test(text.slice(0, offset))) return false;
  // After a lead-in that opens the text ("Cures – One or more…", "Facility Phase – After…").
  if (/^[\s•*\d.)-]*[^\s.!?;:][^.!?;:]{0,60}\s[–-]\s+$/u.test(text.slice(0, offset))) return true;
  return before === '' || /[.!?:;)]$/.test(before) || /\d[.)]$/.test(before);
}

/** Lower-case words of a set of texts (used to drop sentence-initial common words). */
export function commonWords(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu)) out.add(m[0].toLowerCase());
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Patterns

/** Text between names of a list: ", ", " or ", " and ", ", or the " … */
const LIST_GLUE = /^\s*(?:,|,?\s*(?:or|and|and\/or))?\s*(?:(?:the|a|an)\s+)?[“"]?$/;
const LIST_GLUE_FIRST = /^\s*,?\s*(?:(?:the|a|an)\s+)?[“"]?$/;

/** Runs that form a list starting right after `from` (for "such as" / "e.g." / "download"). */
function listAfter(runs: NameRun[], text: string, from: number, many: boolean): NameRun[] {
  const out: NameRun[] = [];
  let pos = from;
  // In a list, "and" separates names: at each place, the shortest name first; a single name is the longest one
  // ("download Prejudice and Politics").
  const ordered = [...runs].sort((a, b) => a.start - b.start || (many ? a.end - b.end : b.end - a.end));
  for (const r of ordered) {
    if (r.start < pos) continue;
    const between = text.slice(pos, r.start).replace(/[”"]/g, '');
    if (!(out.length ? LIST_GLUE : LIST_GLUE_FIRST).test(between)) break;
    out.push(r);
    pos = r.end;
    if (!many) break;
  }
  return out;
}

export function extractFromSegment(seg: Segment, common: ReadonlySet<string>, splitTitles: readonly string[] = []): Candidate[] {
  const found: Candidate[] = [];
  const text = seg.text;
  const runs = nameRuns(text, common, seg.edition === '1E');
  const spanOf = (start: number, end: number) => ({ span: { segment: seg.index ?? -1, start, end } });
  const at = (r: NameRun, pattern: Pattern): Candidate => ({
    name: r.name,
    edition: seg.edition,
    document: seg.document,
    line: lineAt(seg, r.start),
    pattern,
    ...spanOf(r.start, r.end),
  });
  const claimed = new Map<NameRun, Pattern>();
  const claim = (r: NameRun, p: Pattern) => {
    if (!claimed.has(r)) claimed.set(r, p);
  };

  for (const m of text.matchAll(/\breads:/g)) {
    const r = runs.find((x) => /^\s*$/.test(text.slice(x.end, m.index).replace(/['’]s?$/, '')) && x.end <= m.index);
    if (r) claim(r, 'reads');
  }
  for (const m of text.matchAll(/\bdownload(?:s|ed|ing)?\s+(?:(?:the|a|an)\s+)?/gi)) {
    for (const r of listAfter(runs, text, m.index + m[0].length, false)) claim(r, 'download');
  }
  for (const m of text.matchAll(/\bsuch as\b/g)) for (const r of listAfter(runs, text, m.index + m[0].length, true)) claim(r, 'such-as');
  for (const m of text.matchAll(/\be\.g\.,?/g)) for (const r of listAfter(runs, text, m.index + m[0].length, true)) claim(r, 'e.g.');

  for (const r of runs) found.push(at(r, claimed.get(r) ?? 'name'));

  // Two names joined: a 2E "Title, Subtitle" (pattern title-subtitle); a 1E "Title: Subtitle" ("Treaty:
  // Federation/Bajoran", "Holoprogram: 221B Baker Street", "The Traveler: Transcendence").
  const glue = seg.edition === '2E' ? ', ' : ': ';
  for (const a of runs) {
    for (const b of runs) {
      const lone = !/\s/.test(b.name) && (common.has(b.name.toLowerCase()) || SENTENCE_WORDS.has(b.name.toLowerCase()));
      if (b.start === a.end + glue.length && text.slice(a.end, b.start) === glue && !lone) {
        found.push({ ...at(a, seg.edition === '2E' ? 'title-subtitle' : 'name'), name: `${a.name}${glue}${b.name}`, ...spanOf(a.start, b.end) });
      }
    }
  }
  // Titles that punctuation splits into several names ("Alas, Poor Drone"), found as written (reviewed list).
  for (const title of splitTitles) {
    for (let from = text.indexOf(title); from >= 0; from = text.indexOf(title, from + 1)) {
      found.push({ name: title, edition: seg.edition, document: seg.document, line: lineAt(seg, from), pattern: 'name', ...spanOf(from, from + title.length) });
    }
  }
  return found;
}

/** 1E Rulebook v1.7 italics: "*Elim Garak*", "*Plain, Simple Garak*", "the *Cha'Joh*". */
export function italics(source: string): Candidate[] {
  const out: Candidate[] = [];
  for (const l of sourceLines(source)) {
    for (const m of l.text.matchAll(/(?<![*\w])\*(?!\*)([A-Z][^*]*?[\w!.])\*(?![*\w])/g)) {
      out.push({ name: m[1]!, edition: '1E', document: '1e-rulebook-v1.7', line: l.n, pattern: 'italic' });
    }
  }
  return out;
}

/** 2E Current Rulings erratum headings, with the corrected card of each (in document order). */
export function errataHeadings(source: string, errata: readonly ErratumSummary[]): Candidate[] {
  const out: Candidate[] = [];
  const heads = sourceLines(source).filter((l) => parseErratumHeading(l.text));
  if (heads.length !== errata.length) {
    throw new SourceFormatError(
      '2e-current-rulings-2011-01-03.txt',
      heads.at(-1)?.n ?? 1,
      `${errata.length} erratum headings (as the current-rulings importer found)`,
      `${heads.length} headings`,
    );
  }
  heads.forEach((l, i) => {
    const printed = parseErratumHeading(l.text)!.card;
    out.push({ name: printed, edition: '2E', document: '2e-current-rulings', line: l.n, pattern: 'erratum' });
    const card = errata[i]!.card;
    if (card !== printed) out.push({ name: card, edition: '2E', document: '2e-current-rulings', line: l.n, pattern: 'erratum' });
  });
  return out;
}

export interface CardSourceTexts {
  /** Source text by file name (content/sources/). */
  read: (file: string) => string;
  /** The 2E errata as the current-rulings importer read them. */
  errata: readonly ErratumSummary[];
  /** 1E Glossary "See X" names that name no glossary term (line, name), from the glossary importer. */
  unresolvedSee: ReadonlyArray<{ line: number; name: string }>;
  /** Reviewed titles that punctuation splits into several names, per edition (cards.review.ts SPLIT_TITLES). */
  splitTitles?: Readonly<Record<Edition, readonly string[]>>;
}

/** The running text of the five documents, in CARD_SOURCES order, and the words they also write in lower case. */
export function documentSegments(read: (file: string) => string): { segments: Segment[]; common: Set<string> } {
  const segments = [
    ...glossarySegments(read('1e-glossary-terms.txt')),
    ...rulebook1eSegments(read('1e-rulebook-v1.7.md')),
    ...graysSegments(read('1e-grays-digital-edition-rulebook.txt')),
    ...rulebook2eSegments(read('2e-rulebook.txt')),
    ...rulings2eSegments(read('2e-current-rulings-2011-01-03.txt')),
  ];
  segments.forEach((seg, i) => (seg.index = i));
  return { segments, common: commonWords(segments.map((s) => s.text)) };
}

/** Every candidate of every pattern, in document order. */
export function extractCandidates(src: CardSourceTexts): Candidate[] {
  const { segments, common } = documentSegments(src.read);
  const out: Candidate[] = [];
  for (const s of src.unresolvedSee) out.push({ name: s.name, edition: '1E', document: '1e-glossary', line: s.line, pattern: 'see' });
  out.push(...italics(src.read('1e-rulebook-v1.7.md')));
  out.push(...errataHeadings(src.read('2e-current-rulings-2011-01-03.txt'), src.errata));
  for (const seg of segments) out.push(...extractFromSegment(seg, common, src.splitTitles?.[seg.edition] ?? []));
  return out;
}


// ---------------------------------------------------------------------------------------------------------
// The review

/** The review key of a name: edition and normalised name (case, quotes, dashes, diacritics fold). */
export const reviewKey = (edition: Edition, name: string): string => `${edition}|${normalizeName(name)}`;

export interface CardReview {
  cards: Readonly<Record<Edition, readonly ReviewedCard[]>>;
  rejected: Readonly<Record<Edition, Partial<Record<RejectReason, readonly string[]>>>>;
}

export interface CardMention {
  document: CardDocument;
  line: number;
  pattern: Pattern;
}

/** One entry of content/cards/cards.json (its schema: src/schemas/cards.ts). */
export type { CardEntry };

/** Candidates that the review has no verdict on: the import stops and names each one. */
export class UnreviewedCandidatesError extends Error {
  readonly candidates: Candidate[];
  constructor(candidates: Candidate[]) {
    const byName = new Map<string, Candidate[]>();
    for (const c of candidates) {
      const k = `${c.edition} “${c.name}”`;
      (byName.get(k) ?? byName.set(k, []).get(k)!).push(c);
    }
    const lines = [...byName].map(([k, cs]) => `  ${k}: ${cs.map((c) => `${c.document}:${c.line} (${c.pattern})`).join(', ')}`);
    super(
      `cards: ${byName.size} candidate name${byName.size === 1 ? '' : 's'} without a verdict in scripts/ingest/cards.review.ts ` +
        `(add each to CARDS, as a title or in "also" of its card, or to REJECTED with a reason):\n${lines.join('\n')}`,
    );
    this.name = 'UnreviewedCandidatesError';
    this.candidates = candidates;
  }
}

interface CardDraft {
  edition: Edition;
  title: string;
  /** Names the review gives as aliases (`also`) and the erratum's printed title. */
  also: string[];
  /** Keys of names that lead here without becoming aliases. */
  mentionOnly: Set<string>;
  /** Places ("document:line") where its names mean something else. */
  notAt: Set<string>;
  erratum: boolean;
  reviewed: boolean;
  found: Candidate[];
}

type Verdict = { card: CardDraft; alias: boolean; fromReview: boolean } | { rejected: RejectReason };

export interface CardStats {
  /** Pattern matches (a name found twice counts twice). */
  candidates: number;
  /** Distinct candidate names (by edition and normalised name). */
  names: Record<Edition, number>;
  keptNames: Record<Edition, number>;
  rejectedNames: Record<Edition, Partial<Record<RejectReason, number>>>;
  /** Matches per pattern: found, kept, rejected. */
  byPattern: Record<Pattern, { found: number; kept: number; rejected: number }>;
  cards: Record<Edition, number>;
  aliases: Record<Edition, number>;
  /** Cards kept only because of a 2E erratum (no other candidate names them). */
  errataOnly: number;
  /** Mentions dropped because the name stands inside a longer kept name on the same line ("Bajoran Wormhole" in "Bajoran Wormhole: Mirror Universe"). */
  contained: number;
}

const PRIORITY = new Map(PATTERNS.map((p, i) => [p, i]));
const DOC_ORDER = new Map(CARD_SOURCES.map((s, i) => [s.document, i]));
const APOSTROPHES = /['’]/;

/**
 * Applies the review to the candidates: every candidate must have a verdict (else UnreviewedCandidatesError), and
 * with `strict`, every verdict must still be used by a candidate. Returns the registry entries sorted by id.
 */
export function applyReview(
  candidates: readonly Candidate[],
  review: CardReview,
  errata: readonly ErratumSummary[],
  { strict = true }: { strict?: boolean } = {},
): { cards: CardEntry[]; stats: CardStats } {
  const verdicts = new Map<string, Verdict>();
  const drafts: CardDraft[] = [];
  const conflict = (key: string, what: string): never => {
    const v = verdicts.get(key)!;
    const was = 'rejected' in v ? `rejected as ${v.rejected}` : `kept as “${v.card.title}”`;
    throw new Error(`cards.review.ts: ${key.replace('|', ' ')} is ${what}, but is already ${was}.`);
  };
  const setVerdict = (key: string, v: Verdict, what: string) => {
    const old = verdicts.get(key);
    if (old && !('rejected' in old) && !('rejected' in v) && old.card === v.card) {
      if (v.fromReview) verdicts.set(key, { ...old, fromReview: true });
      return;
    }
    if (old) conflict(key, what);
    verdicts.set(key, v);
  };

  // The 2E errata: each erratum's card is a card, its printed title an alias.
  for (const e of errata) {
    const card: CardDraft = { edition: '2E', title: e.card, also: e.printedTitle ? [e.printedTitle] : [], mentionOnly: new Set(), notAt: new Set(), erratum: true, reviewed: false, found: [] };
    drafts.push(card);
    setVerdict(reviewKey('2E', e.card), { card, alias: false, fromReview: false }, `the card of the erratum ${e.id}`);
    if (e.printedTitle) setVerdict(reviewKey('2E', e.printedTitle), { card, alias: true, fromReview: false }, `the printed title of the erratum ${e.id}`);
  }
  // The reviewed cards.
  for (const edition of EDITIONS) {
    for (const r of review.cards[edition]) {
      const key = reviewKey(edition, r.title);
      const existing = verdicts.get(key);
      let card: CardDraft;
      if (existing && !('rejected' in existing) && existing.card.erratum) {
        card = existing.card;
        card.reviewed = true;
        verdicts.set(key, { ...existing, fromReview: true });
      } else {
        card = { edition, title: r.title, also: [], mentionOnly: new Set(), notAt: new Set(r.notAt ?? []), erratum: false, reviewed: true, found: [] };
        drafts.push(card);
        setVerdict(key, { card, alias: false, fromReview: true }, `the title of a reviewed card`);
      }
      for (const a of r.also ?? []) {
        card.also.push(a);
        setVerdict(reviewKey(edition, a), { card, alias: true, fromReview: true }, `another name of “${r.title}”`);
      }
      for (const m of r.mentionOnly ?? []) {
        card.mentionOnly.add(reviewKey(edition, m));
        setVerdict(reviewKey(edition, m), { card, alias: false, fromReview: true }, `a mention of “${r.title}”`);
      }
    }
    for (const [reason, names] of Object.entries(review.rejected[edition]) as Array<[RejectReason, readonly string[]]>) {
      for (const n of names) setVerdict(reviewKey(edition, n), { rejected: reason }, `rejected as ${reason}`);
    }
  }

  // Every candidate needs a verdict.
  const unreviewed = candidates.filter((c) => !verdicts.has(reviewKey(c.edition, c.name)));
  if (unreviewed.length) throw new UnreviewedCandidatesError(unreviewed);

  const used = new Set<string>();
  const stats: CardStats = {
    candidates: candidates.length,
    names: { '1E': 0, '2E': 0 },
    keptNames: { '1E': 0, '2E': 0 },
    rejectedNames: { '1E': {}, '2E': {} },
    byPattern: Object.fromEntries(PATTERNS.map((p) => [p, { found: 0, kept: 0, rejected: 0 }])) as CardStats['byPattern'],
    cards: { '1E': 0, '2E': 0 },
    aliases: { '1E': 0, '2E': 0 },
    errataOnly: 0,
    contained: 0,
  };
  for (const c of candidates) {
    const key = reviewKey(c.edition, c.name);
    const v = verdicts.get(key)!;
    const p = stats.byPattern[c.pattern];
    p.found++;
    if (!used.has(key)) {
      used.add(key);
      stats.names[c.edition]++;
      if ('rejected' in v) stats.rejectedNames[c.edition][v.rejected] = (stats.rejectedNames[c.edition][v.rejected] ?? 0) + 1;
      else stats.keptNames[c.edition]++;
    }
    if ('rejected' in v || v.card.notAt.has(`${c.document}:${c.line}`)) p.rejected++;
    else {
      p.kept++;
      v.card.found.push(c);
    }
  }
  if (strict) {
    // Each rejected name and each other name of a card must still be a candidate; each reviewed card must be found.
    const stale = [...verdicts]
      .filter(([k, v]) => !used.has(k) && ('rejected' in v || (v.fromReview && (v.alias || v.card.mentionOnly.has(k) || v.card.found.length === 0))))
      .map(([k]) => k.replace('|', ' '));
    for (const d of drafts) {
      for (const place of d.notAt) if (!candidates.some((c) => `${c.document}:${c.line}` === place && verdicts.get(reviewKey(c.edition, c.name)) && !('rejected' in verdicts.get(reviewKey(c.edition, c.name))!) && (verdicts.get(reviewKey(c.edition, c.name)) as { card: CardDraft }).card === d)) stale.push(`${d.edition} “${d.title}” notAt ${place}`);
    }
    if (stale.length) {
      throw new Error(
        `cards.review.ts: ${stale.length} reviewed name${stale.length === 1 ? ' is' : 's are'} no longer found by any pattern ` +
          `(remove ${stale.length === 1 ? 'it' : 'them'}, or check the importer): ${stale.join('; ')}`,
      );
    }
  }

  // A name inside a longer kept name of another card on the same line is not a mention of its own.
  const bySegment = new Map<number, Array<{ c: Candidate; card: CardDraft }>>();
  for (const card of drafts) {
    for (const c of card.found) if (c.span) (bySegment.get(c.span.segment) ?? bySegment.set(c.span.segment, []).get(c.span.segment)!).push({ c, card });
  }
  const contained = new Set<Candidate>();
  for (const list of bySegment.values()) {
    for (const a of list) {
      const inside = list.some(
        (b) => b.card !== a.card && b.c.span!.start <= a.c.span!.start && a.c.span!.end <= b.c.span!.end && b.c.span!.end - b.c.span!.start > a.c.span!.end - a.c.span!.start,
      );
      if (inside) contained.add(a.c);
    }
  }

  // Entries.
  const byId = new Map<string, CardDraft>();
  const entries: CardEntry[] = [];
  const heads = new Map<string, number>();
  for (const d of drafts) if (d.edition === '2E' && /, /.test(d.title)) heads.set(reviewKey('2E', d.title.split(', ')[0]!), (heads.get(reviewKey('2E', d.title.split(', ')[0]!)) ?? 0) + 1);
  const aliasOwner = new Map<string, CardDraft>();
  for (const d of drafts) {
    let found = d.found.filter((c) => !contained.has(c));
    if (!found.length) found = d.found;
    stats.contained += d.found.length - found.length;
    if (!found.length) {
      throw new Error(`cards: “${d.title}” (${d.edition}) has no mention in the sources${d.erratum ? ' (its erratum heading was not found)' : ''}.`);
    }
    if (d.erratum && d.found.every((c) => c.pattern === 'erratum')) stats.errataOnly++;
    const best = new Map<string, CardMention>();
    for (const c of found) {
      const k = `${c.document}:${c.line}`;
      const m = best.get(k);
      if (!m || PRIORITY.get(c.pattern)! < PRIORITY.get(m.pattern)!) best.set(k, { document: c.document, line: c.line, pattern: c.pattern });
    }
    const mentions = [...best.values()].sort((a, b) => DOC_ORDER.get(a.document)! - DOC_ORDER.get(b.document)! || a.line - b.line);

    // Aliases: the source's other spellings, the review's other names, then the forms players write.
    const names = new Set<string>(d.also);
    for (const c of found) if (!d.mentionOnly.has(reviewKey(d.edition, c.name))) names.add(c.name);
    // A 2E persona named without its subtitle, where only one card of the registry has that name.
    if (d.edition === '2E' && /, /.test(d.title)) {
      const head = d.title.split(', ')[0]!;
      const hk = reviewKey('2E', head);
      const v = verdicts.get(hk);
      if (heads.get(hk) === 1 && !(v && 'rejected' in v) && !(v && !('rejected' in v) && v.card !== d)) names.add(head);
    }
    // The 1E "Title – Subtitle" with a hyphen; straight and curly apostrophes ("Q's Tent" / "Q’s Tent").
    if (d.edition === '1E' && / – /.test(d.title)) names.add(d.title.replace(/ – /g, ' - '));
    for (const n of [...names, d.title]) {
      if (APOSTROPHES.test(n)) {
        names.add(n.replace(/’/g, "'"));
        names.add(n.replace(/'/g, '’'));
      }
    }
    names.delete(d.title);
    for (const n of names) {
      const k = reviewKey(d.edition, n);
      const owner = aliasOwner.get(k);
      if (owner && owner !== d) throw new Error(`cards: the alias “${n}” would lead to both “${owner.title}” and “${d.title}” (${d.edition}).`);
      aliasOwner.set(k, d);
    }
    const aliases = [...names].sort((a, b) => normalizeName(a).localeCompare(normalizeName(b), 'en') || (a < b ? -1 : a > b ? 1 : 0));

    const id = `${d.edition.toLowerCase()}/${slugify(d.title)}`;
    const other = byId.get(id);
    if (other) throw new Error(`cards: “${d.title}” and “${other.title}” (${d.edition}) make the same id ${id}.`);
    byId.set(id, d);
    entries.push({ id, title: d.title, edition: d.edition, aliases, mentions });
    stats.cards[d.edition]++;
    stats.aliases[d.edition] += aliases.length;
  }
  // An alias must not be another card's title.
  for (const d of drafts) {
    const owner = aliasOwner.get(reviewKey(d.edition, d.title));
    if (owner && owner !== d) throw new Error(`cards: “${d.title}” (${d.edition}) is a card's title and an alias of “${owner.title}”.`);
  }
  entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { cards: entries, stats };
}

// ---------------------------------------------------------------------------------------------------------
// The importer

export interface CardsImport {
  files: GeneratedFile[];
  /** Summary lines for reports/ingest.md. */
  summary: string[];
  report: ReportLine[];
  cards: CardEntry[];
  stats: CardStats;
}

export function importCards(src: CardSourceTexts, review: CardReview & { splitTitles: Readonly<Record<Edition, readonly string[]>> } = REVIEW): CardsImport {
  const candidates = extractCandidates({ ...src, splitTitles: review.splitTitles });
  const { cards, stats } = applyReview(candidates, review, src.errata);
  // Names that do mean a card, but not one card: left as text (the linker cannot lead them anywhere).
  const ambiguous = new Set(EDITIONS.flatMap((e) => (review.rejected[e].ambiguous ?? []).map((n) => reviewKey(e, n))));
  const seen = new Set<string>();
  const report: ReportLine[] = candidates
    .filter((c) => ambiguous.has(reviewKey(c.edition, c.name)))
    .filter((c) => !seen.has(`${c.document}:${c.line}:${c.name}`) && !!seen.add(`${c.document}:${c.line}:${c.name}`))
    .sort((a, b) => DOC_ORDER.get(a.document)! - DOC_ORDER.get(b.document)! || a.line - b.line)
    .map((c) => ({ line: c.line, message: `${c.document}: “${c.name}” names more than one ${c.edition} card (a persona or first name without its card title); not a card entry` }));
  return { files: [jsonFile('cards/cards.json', cards)], summary: summarize(stats), report, cards, stats };
}

const REVIEW = { cards: CARDS, rejected: REJECTED, splitTitles: SPLIT_TITLES };

function summarize(s: CardStats): string[] {
  const kept = s.keptNames['1E'] + s.keptNames['2E'];
  const names = s.names['1E'] + s.names['2E'];
  const out = [
    `${s.candidates} pattern matches, ${names} distinct candidate names (1E ${s.names['1E']}, 2E ${s.names['2E']}): ` +
      `${kept} kept as card titles or other names of a card (1E ${s.keptNames['1E']}, 2E ${s.keptNames['2E']}), ${names - kept} rejected.`,
    `Cards: ${s.cards['1E'] + s.cards['2E']} (1E ${s.cards['1E']}, 2E ${s.cards['2E']}, of which ${s.errataOnly} named only by their erratum heading); ` +
      `aliases: ${s.aliases['1E'] + s.aliases['2E']} (1E ${s.aliases['1E']}, 2E ${s.aliases['2E']}). ` +
      `${s.contained} mentions dropped because the name stands inside a longer card name on the same line.`,
    '',
    '| pattern | matches | kept | rejected |',
    '| --- | ---: | ---: | ---: |',
    ...PATTERNS.map((p) => `| ${p} | ${s.byPattern[p].found} | ${s.byPattern[p].kept} | ${s.byPattern[p].rejected} |`),
    '',
    '| rejected (distinct names) | 1E | 2E | why |',
    '| --- | ---: | ---: | --- |',
    ...(Object.keys(REJECT_REASONS) as RejectReason[]).map(
      (r) => `| ${r} | ${s.rejectedNames['1E'][r] ?? 0} | ${s.rejectedNames['2E'][r] ?? 0} | ${REJECT_REASONS[r]} |`,
    ),
  ];
  return out;
}
