/**
 * 2e-current-rulings-2011-01-03.txt → the 2E Current Rulings:
 * - the preamble (the document's own introduction) → content/intros/2e-current-rulings.md, for the page of the
 *   document (/sources/2e-current-rulings/); it is about the document, not a ruling;
 * - the 13 general rulings → content/rulings/2e/<topic>.md (order 1..13);
 * - the 76 card errata → content/errata/2e/<card>.md (order 1..76), each with its kind (ERRATA_KINDS).
 *
 * The source is hard-wrapped text with these hazards (each handled here and tested on the real snippet):
 * - blank lines inside entries: a blank line ends a paragraph only after a finished sentence; elsewhere
 *   ("stop one of your  ⏎⏎ personnel") it is a page-layout artifact and the sentence goes on;
 * - hard-wrapped paragraphs: a line break is a paragraph break only after a finished sentence, when the line is
 *   short (did not reach the margin) or the next line opens a paragraph ("For example", "Order - ", "•", "3.", "b.");
 * - erratum headings "Card – Erratum:", twice without the space before the dash ("Replacement– Erratum:"), once
 *   with two commas in the card name ("Charles Tucker, III, Standing In"); entries are not in strict alphabetical
 *   order (reported, never relied on);
 * - lost icons: the PDF's icon glyphs were dropped, leaving a run of spaces inside a line ("your  personnel"), a
 *   line that ends in two spaces after a word and goes on with a word, or a continuation line that starts with a
 *   space. Each becomes :icon[]{name="unknown"} in its place and a report line. Layout double spaces (after a
 *   sentence, a colon or at the end of an entry) are not icons.
 */
import { sourceLines, SourceFormatError, type SourceLine } from './lib/source.ts';
import { markdownFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { text, paragraph, list, icon, type Inline, type Block } from './lib/mdast.ts';
import { slugify } from '../../src/lib/names.ts';
import type { ErratumKind } from '../../src/lib/vocab.ts';
import { TITLE_CHANGES } from './current-rulings-2e.corrections.ts';

export const SOURCE_FILE = '2e-current-rulings-2011-01-03.txt';
export const DOCUMENT_ID = '2e-current-rulings';
/** What the 3 January 2011 document holds; any other count means a truncated or garbled source. */
export const EXPECTED_TOPICS = 13;
export const EXPECTED_ERRATA = 76;

export interface ErratumSummary {
  /** Entry id in the `errata` collection: "2e/<slug>". */
  id: string;
  /** The card's name as corrected. */
  card: string;
  /** The printed name, for title changes. */
  printedTitle?: string;
  kind: ErratumKind;
}

export interface CurrentRulings2eResult extends ImportResult {
  errata: ErratumSummary[];
}

// ---------------------------------------------------------------------------------------------------------
// Line shapes

/** A rulings topic: "abilities – Personnel may…", "*cannot / may not – Game text…". Lower case, en dash. */
const TOPIC = /^(\*?)([a-z][a-z /]{0,40}[a-z]) – (.*)$/;
/** An erratum heading: "Card – Erratum:" (the space before the dash is missing twice); text after it is body. */
const ERRATUM = /^(\*?)(\S.*?) ?– ?Erratum:(.*)$/;
/** In the ERRATA section the en dash appears only in headings: a line with one that is not a heading is garbled. */
const EN_DASH = /–/;
/** A finished sentence (or a lead-in ending in a colon) at the end of a line. */
const SENTENCE_END = /[.:;!?]["”’)]*$/;
/** Lines that open a paragraph of their own. */
const ALWAYS_OPENS = /^(?:• |\d{1,2}\. |[a-z]\. )/;
const OPENS_AFTER_SENTENCE = /^(?:For example|Order - )/;
/** A wrapped line that did not reach the right margin (the longest lines run to ~119 characters). */
const SHORT_LINE = 80;
const STEP = /^(\d{1,2})\. (.*)$/s;
const SUBSTEP = /^([a-z])\. /;
const BULLET = /^• (.*)$/s;

const isBlank = (l: SourceLine): boolean => l.text.trim() === '';
const fail = (l: SourceLine, expected: string, found = l.text): SourceFormatError =>
  new SourceFormatError(SOURCE_FILE, l.n, expected, found);

// ---------------------------------------------------------------------------------------------------------
// Sections

interface Section {
  lines: SourceLine[];
}
interface Topic {
  title: string;
  changed: boolean;
  /** The topic line (its text after "title – ") and the lines after it, blank ones included. */
  lines: SourceLine[];
}
interface ErratumEntry {
  printed: string;
  changed: boolean;
  heading: SourceLine;
  /** Body lines (text after "Erratum:" on the heading line first, when there is any), blank ones included. */
  lines: SourceLine[];
}

/** Splits the source into preamble, RULINGS and ERRATA, failing at the first line that is out of place. */
function sections(all: SourceLine[]): { preamble: Section; rulings: SourceLine; topics: Section; errata: SourceLine; entries: Section } {
  const last = all.at(-1) ?? { n: 1, text: '' };
  const rulingsAt = all.findIndex((l) => l.text.trim() === 'RULINGS');
  const firstOutOfPlace = (from: number, to: number, test: (l: SourceLine, i: number) => boolean) =>
    all.slice(from, to).find((l, i) => test(l, from + i));
  const topicLike = (l: SourceLine, i: number) => TOPIC.test(l.text) && (i === 0 || isBlank(all[i - 1]!));
  const erratumLike = (l: SourceLine) => EN_DASH.test(l.text) && /Erratum/.test(l.text);

  if (rulingsAt < 0) {
    const misplaced = firstOutOfPlace(0, all.length, (l, i) => topicLike(l, i) || erratumLike(l) || l.text.trim() === 'ERRATA');
    throw fail(misplaced ?? last, 'the "RULINGS" heading after the preamble');
  }
  const early = firstOutOfPlace(0, rulingsAt, (l, i) => topicLike(l, i) || erratumLike(l) || l.text.trim() === 'ERRATA');
  if (early) throw fail(early, 'the preamble (no rulings or errata before the "RULINGS" heading)');

  const errataAt = all.findIndex((l, i) => i > rulingsAt && l.text.trim() === 'ERRATA');
  if (errataAt < 0) {
    throw fail(firstOutOfPlace(rulingsAt + 1, all.length, erratumLike) ?? last, 'the "ERRATA" heading after the rulings');
  }
  const stray = firstOutOfPlace(rulingsAt + 1, errataAt, erratumLike);
  if (stray) throw fail(stray, 'a rulings paragraph (an erratum before the "ERRATA" heading)');

  return {
    preamble: { lines: all.slice(0, rulingsAt) },
    rulings: all[rulingsAt]!,
    topics: { lines: all.slice(rulingsAt + 1, errataAt) },
    errata: all[errataAt]!,
    entries: { lines: all.slice(errataAt + 1) },
  };
}

function splitTopics(section: Section, heading: SourceLine): Topic[] {
  const topics: Topic[] = [];
  let previousBlank = true;
  for (const l of section.lines) {
    const m = TOPIC.exec(l.text);
    if (m && previousBlank) {
      topics.push({ title: m[2]!, changed: m[1] === '*', lines: [{ n: l.n, text: m[3]! }] });
    } else if (topics.length) {
      topics.at(-1)!.lines.push(l);
    } else if (!isBlank(l)) {
      throw fail(l, 'a rulings topic ("topic – text") after the "RULINGS" heading');
    }
    previousBlank = isBlank(l);
  }
  if (topics.length !== EXPECTED_TOPICS) {
    throw fail(heading, `${EXPECTED_TOPICS} rulings topics under this heading`, `${topics.length} topics: ${topics.map((t) => t.title).join(', ')}`);
  }
  return topics;
}

function splitErrata(section: Section, heading: SourceLine): ErratumEntry[] {
  const entries: ErratumEntry[] = [];
  for (const l of section.lines) {
    const h = parseErratumHeading(l.text);
    if (h) {
      entries.push({ printed: h.card, changed: h.changed, heading: l, lines: h.rest ? [{ n: l.n, text: h.rest }] : [] });
    } else if (EN_DASH.test(l.text) || /\bErratum\b/i.test(l.text)) {
      throw fail(l, 'an erratum heading "Card – Erratum:"');
    } else if (entries.length) {
      entries.at(-1)!.lines.push(l);
    } else if (!isBlank(l)) {
      throw fail(l, 'an erratum heading "Card – Erratum:" after the "ERRATA" heading');
    }
  }
  for (const e of entries) {
    if (!e.lines.some((l) => !isBlank(l))) throw fail(e.heading, `the text of the erratum to ${e.printed} after its heading`);
  }
  if (entries.length !== EXPECTED_ERRATA) {
    const last = section.lines.at(-1) ?? heading;
    const lastCard = entries.at(-1)?.printed ?? 'none';
    throw fail(last, `${EXPECTED_ERRATA} errata under the "ERRATA" heading`, `${entries.length} errata, the last one for ${lastCard}`);
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------------------
// Paragraphs, joined lines and lost icons

/** A lost icon: where it was and the text around it (for the report). */
export interface LostIcon {
  line: number;
  context: string;
}

/** One piece of a joined paragraph: text, or a lost icon. */
type Piece = string | { icon: LostIcon };

/**
 * Groups an entry's lines into paragraphs. Blank lines break a paragraph only after a finished sentence; a line
 * break without a blank line breaks it only where the line ends a sentence and the next one opens a paragraph.
 */
export function paragraphLines(lines: SourceLine[]): SourceLine[][] {
  const paras: SourceLine[][] = [];
  let current: SourceLine[] = [];
  let blankBefore = false;
  for (const l of lines) {
    if (isBlank(l)) {
      blankBefore = current.length > 0;
      continue;
    }
    const prev = current.at(-1);
    if (prev && breaksBetween(prev, l, blankBefore)) {
      paras.push(current);
      current = [];
    }
    current.push(l);
    blankBefore = false;
  }
  if (current.length) paras.push(current);
  return paras;
}

function breaksBetween(prev: SourceLine, next: SourceLine, blankBetween: boolean): boolean {
  const before = prev.text.trimEnd();
  const after = next.text.trim();
  if (ALWAYS_OPENS.test(after)) return true;
  if (!SENTENCE_END.test(before)) return false;
  if (blankBetween) return true;
  return /^[A-Z“"‘'(]/.test(after) && (prev.text.length < SHORT_LINE || OPENS_AFTER_SENTENCE.test(after));
}

/** A run of spaces inside a line is a lost icon, unless it follows the end of a sentence (layout). */
const INNER_RUN = / {2,}/g;

/** Joins a paragraph's lines into pieces: text with single spaces at line breaks, and lost icons in place. */
export function joinLines(lines: SourceLine[]): Piece[] {
  const pieces: Piece[] = [];
  const push = (p: Piece) => {
    const last = pieces.at(-1);
    if (typeof p === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + p;
    else pieces.push(p);
  };
  const lostIcon = (line: number, before: string, after: string) =>
    push({ icon: { line, context: `${before.slice(-30).trimStart()} ▢ ${after.slice(0, 30).trimEnd()}` } });

  lines.forEach((l, i) => {
    const content = l.text.trim();
    if (i > 0) {
      const prev = lines[i - 1]!;
      if (iconAtBreak(prev, l)) {
        if (!prev.text.trimEnd().endsWith('-')) push(' ');
        lostIcon(prev.n, prev.text.trimEnd(), content);
      }
      push(' ');
    }
    let at = 0;
    for (const m of content.matchAll(INNER_RUN)) {
      const before = content.slice(0, m.index);
      if (SENTENCE_END.test(before)) continue;
      // "non-  mission": the icon belongs to the hyphenated word ("non-⟨icon⟩ mission").
      push(content.slice(at, m.index) + (before.endsWith('-') ? '' : ' '));
      lostIcon(l.n, before, content.slice(m.index + m[0].length));
      push(' ');
      at = m.index + m[0].length;
    }
    push(content.slice(at));
  });
  return pieces;
}

/**
 * A lost icon at a line break: the next line starts with a space (no line of the source starts so, except
 * where an icon stood), or the line ends in two spaces right after a word and the sentence goes on with a word.
 */
function iconAtBreak(prev: SourceLine, next: SourceLine): boolean {
  if (/^ +\S/.test(next.text)) return true;
  const trailing = /( *)$/.exec(prev.text)![1]!.length;
  return trailing >= 2 && /\p{L}$/u.test(prev.text.trimEnd()) && /^\p{L}/u.test(next.text);
}

const toInline = (pieces: Piece[]): Inline[] =>
  pieces.map((p) => (typeof p === 'string' ? text(p) : icon('unknown', '')));

const plain = (pieces: Piece[], iconMark = '▢'): string => pieces.map((p) => (typeof p === 'string' ? p : iconMark)).join('');

// ---------------------------------------------------------------------------------------------------------
// Blocks: paragraphs, bullet lists, numbered steps with lettered sub-steps

interface Para {
  lines: SourceLine[];
  pieces: Piece[];
}

/**
 * Paragraphs become blocks. "• " paragraphs become a bullet list. "1. " paragraphs become an ordered list (the
 * number is the list item's number); the "a. " paragraphs after one become its nested list and keep their
 * letter as text, since Markdown lists cannot be lettered and a reader cites "step 3b".
 */
function toBlocks(paras: Para[]): Block[] {
  const blocks: Block[] = [];
  let steps: { start: number; items: Array<{ title: Inline[]; subs: Inline[][] }> } | undefined;
  let bullets: Inline[][] | undefined;
  const flush = () => {
    if (steps) {
      blocks.push(
        list(
          steps.items.map((s) => (s.subs.length ? [paragraph(...s.title), list(s.subs)] : s.title)),
          steps.start,
        ),
      );
    }
    if (bullets) blocks.push(list(bullets));
    steps = undefined;
    bullets = undefined;
  };

  for (const p of paras) {
    const first = p.lines[0]!;
    const head = typeof p.pieces[0] === 'string' ? p.pieces[0] : '';
    const step = STEP.exec(head);
    const sub = SUBSTEP.exec(head);
    const bullet = BULLET.exec(head);
    if (step) {
      const number = Number(step[1]);
      if (steps && number !== steps.start + steps.items.length) {
        throw fail(first, `step ${steps.start + steps.items.length} of the numbered list`);
      }
      if (!steps) {
        flush();
        steps = { start: number, items: [] };
      }
      steps.items.push({ title: toInline([step[2]!, ...p.pieces.slice(1)]), subs: [] });
    } else if (sub) {
      const current = steps?.items.at(-1);
      if (!current) throw fail(first, `a numbered step before its sub-step "${sub[1]}."`);
      const expected = String.fromCharCode(97 + current.subs.length);
      if (sub[1] !== expected) throw fail(first, `sub-step "${expected}." of step ${steps!.start + steps!.items.length - 1}`);
      current.subs.push(toInline(p.pieces));
    } else if (bullet) {
      if (!bullets) {
        flush();
        bullets = [];
      }
      bullets.push(toInline([bullet[1]!, ...p.pieces.slice(1)]));
    } else {
      flush();
      blocks.push(paragraph(...toInline(p.pieces)));
    }
  }
  flush();
  return blocks;
}

const parasOf = (lines: SourceLine[]): Para[] => paragraphLines(lines).map((ls) => ({ lines: ls, pieces: joinLines(ls) }));

/** The Markdown blocks of an entry's text lines (blank lines included), as the importer writes them. */
export const entryBlocks = (lines: SourceLine[]): Block[] => toBlocks(parasOf(lines));

/** An erratum heading line split into its parts, or undefined when the line is not one. */
export function parseErratumHeading(line: string): { card: string; changed: boolean; rest: string } | undefined {
  const m = ERRATUM.exec(line.trimEnd());
  return m ? { card: m[2]!.trim(), changed: m[1] === '*', rest: m[3]!.trim() } : undefined;
}

const contentRange = (first: SourceLine, lines: SourceLine[]): [number, number] => {
  const content = lines.filter((l) => !isBlank(l));
  return [first.n, Math.max(first.n, content.at(-1)?.n ?? first.n)];
};

// ---------------------------------------------------------------------------------------------------------
// Errata kinds and titles

/**
 * What an erratum changes, decided from its words. Every kind but new game text has a fixed wording in this
 * document; a bare requirement line (skills, "Attribute>N", "(A or B)", no sentence) is a mission's new
 * requirements. Anything else is new game text.
 */
export function classifyErratum(body: string): { kind: ErratumKind; newTitle?: string } {
  const t = body.trim();
  let m: RegExpExecArray | null;
  if (/^This (?:card|event|personnel|ship|mission) is (?:now )?unique\.$/.test(t)) return { kind: 'unique' };
  if ((m = /^This card[’']s title is (.+)\.$/.exec(t))) return { kind: 'title-change', newTitle: m[1]! };
  if (/^"[^"]+" is misspelled as "[^"]+" on this card\.$/.test(t)) return { kind: 'misspelling' };
  if (/^This (?:personnel|ship)(?:[’']s [A-Z][a-z]+ is| has [A-Z][a-z]+ of) -?\d+\.$/.test(t)) return { kind: 'stat-change' };
  if (/^The “or” in this mission[’']s game text is not bold\.$/.test(t)) return { kind: 'or-not-bold' };
  if (/^This (?:mission|card|personnel|ship|event)[’']s .+? is replaced with: /.test(t)) return { kind: 'partial-replacement' };
  if (/^Replace (?:his|her|its) .*\bicon with an? .*\bicon\.$/.test(t)) return { kind: 'icon-change' };
  if (/^[A-Za-z0-9 ,()>]+$/.test(t) && /\b(?:Integrity|Cunning|Strength)>\d+/.test(t) && !/\.$/.test(t)) {
    return { kind: 'mission-requirements' };
  }
  return { kind: 'new-game-text' };
}

/**
 * The corrected card name of a title change: the new title, plus the printed subtitle (after the one comma).
 * A printed name with more than one comma needs a reviewed entry in current-rulings-2e.corrections.ts.
 */
export function correctedCard(printed: string, newTitle: string, heading: SourceLine, used: Set<string>): string {
  const reviewed = TITLE_CHANGES[printed];
  if (reviewed) {
    used.add(printed);
    if (reviewed.newTitle !== newTitle) {
      throw fail(heading, `the new title "${reviewed.newTitle}" that current-rulings-2e.corrections.ts reviewed for ${printed}`, newTitle);
    }
    return reviewed.card;
  }
  const commas = printed.split(',').length - 1;
  if (commas === 0) return newTitle;
  if (commas === 1) return newTitle + printed.slice(printed.indexOf(','));
  throw new Error(
    `${SOURCE_FILE}:${heading.n}: the title change of "${printed}" does not say where its title ends (${commas} commas). ` +
      'Add a reviewed entry to TITLE_CHANGES in scripts/ingest/current-rulings-2e.corrections.ts.',
  );
}

/**
 * Where the errata break alphabetical order (by the printed name, as the document sorts). The document was
 * sorted by hand and its punctuation sorts inconsistently ("U.S.S. Defiant" after "Up the Ante", "U.S.S.
 * Enterprise-E" after "U.S.S. Enterprise, …"), so a pair counts as a break only when no plausible collation puts
 * it in order: not Unicode's (punctuation before letters), not with punctuation ignored, not ASCII's.
 */
export function orderBreaks(names: Array<{ name: string; line: number }>): Array<{ name: string; after: string; line: number }> {
  const unicode = new Intl.Collator('en', { sensitivity: 'base' });
  const noPunctuation = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true });
  const ascii = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const collations = [unicode.compare, noPunctuation.compare, ascii];
  const out: Array<{ name: string; after: string; line: number }> = [];
  for (let i = 1; i < names.length; i++) {
    const [a, b] = [names[i - 1]!, names[i]!];
    if (collations.every((compare) => compare(a.name, b.name) > 0)) out.push({ name: b.name, after: a.name, line: b.line });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The importer

export function importCurrentRulings2e(source: string): CurrentRulings2eResult {
  const all = sourceLines(source);
  const files: GeneratedFile[] = [];
  const report: ReportLine[] = [];
  const iconReport = (where: string, pieces: Piece[]) => {
    for (const p of pieces) {
      if (typeof p !== 'string') {
        report.push({ line: p.icon.line, message: `lost icon in ${where} (“${p.icon.context}”): shown as an illegible icon; the source dropped the glyph` });
      }
    }
  };

  const s = sections(all);

  // Preamble: the document's title and date lines, then its introduction.
  const pre = s.preamble.lines.filter((l) => !isBlank(l));
  const [titleLine, dateLine] = pre;
  if (!titleLine || titleLine.text.trim() !== 'Current Rulings Document') {
    throw fail(titleLine ?? s.rulings, 'the title line "Current Rulings Document"');
  }
  if (!dateLine || !/^\(\d{1,2} [A-Z][a-z]+ \d{4}\)$/.test(dateLine.text.trim())) {
    throw fail(dateLine ?? s.rulings, 'the date line "(3 January 2011)" after the title');
  }
  const introLines = s.preamble.lines.filter((l) => l.n > dateLine.n);
  const intro = parasOf(introLines);
  if (!intro.length) throw fail(s.rulings, 'the introduction before the "RULINGS" heading');
  intro.forEach((p) => iconReport('the preamble', p.pieces));
  files.push(
    markdownFile(
      `intros/${DOCUMENT_ID}.md`,
      SOURCE_FILE,
      {
        document: DOCUMENT_ID,
        edition: '2E',
        title: titleLine.text.trim(),
        dateLine: dateLine.text.trim(),
        lines: contentRange(titleLine, s.preamble.lines),
      },
      toBlocks(intro),
    ),
  );

  // Rulings topics.
  const topics = splitTopics(s.topics, s.rulings);
  const slugs = new Map<string, number>();
  const claim = (path: string, line: number) => {
    const other = slugs.get(path);
    if (other !== undefined) throw fail({ n: line, text: path }, `a name that no earlier entry has (line ${other} makes the same file)`);
    slugs.set(path, line);
  };
  topics.forEach((t, i) => {
    const first = t.lines[0]!;
    const paras = parasOf(t.lines);
    paras.forEach((p) => iconReport(`the ruling on ${t.title}`, p.pieces));
    const path = `rulings/2e/${slugify(t.title)}.md`;
    claim(path, first.n);
    files.push(
      markdownFile(
        path,
        SOURCE_FILE,
        { title: t.title, edition: '2E', document: DOCUMENT_ID, changed: t.changed, order: i + 1, lines: contentRange(first, t.lines) },
        toBlocks(paras),
      ),
    );
  });

  // Errata.
  const entries = splitErrata(s.entries, s.errata);
  const usedCorrections = new Set<string>();
  const errata: ErratumSummary[] = [];
  entries.forEach((e, i) => {
    const paras = parasOf(e.lines);
    const body = paras.map((p) => plain(p.pieces)).join('\n');
    const { kind, newTitle } = classifyErratum(body);
    const card = newTitle ? correctedCard(e.printed, newTitle, e.heading, usedCorrections) : e.printed;
    const printedTitle = newTitle ? e.printed : undefined;
    paras.forEach((p) => iconReport(`the erratum to ${e.printed}`, p.pieces));
    const slug = slugify(card);
    const path = `errata/2e/${slug}.md`;
    claim(path, e.heading.n);
    files.push(
      markdownFile(
        path,
        SOURCE_FILE,
        {
          card,
          printedTitle,
          kind,
          edition: '2E',
          document: DOCUMENT_ID,
          changed: e.changed,
          order: i + 1,
          lines: contentRange(e.heading, e.lines),
        },
        toBlocks(paras),
      ),
    );
    errata.push({ id: `2e/${slug}`, card, ...(printedTitle ? { printedTitle } : {}), kind });
  });

  const unused = Object.keys(TITLE_CHANGES).filter((k) => !usedCorrections.has(k));
  if (unused.length) {
    throw new Error(`current-rulings-2e.corrections.ts: TITLE_CHANGES names errata that are not title changes in ${SOURCE_FILE}: ${unused.join(', ')}.`);
  }

  for (const b of orderBreaks(entries.map((e) => ({ name: e.printed, line: e.heading.n })))) {
    report.push({ line: b.line, message: `errata out of alphabetical order: “${b.name}” comes after “${b.after}” (kept in document order)` });
  }
  report.sort((a, b) => a.line - b.line);

  return { files, report, errata };
}
