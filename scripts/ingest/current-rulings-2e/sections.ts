/**
 * Step 1, sections: the source split into preamble, RULINGS (13 topics "topic – text") and ERRATA (76 entries
 * "Card – Erratum: …"). The counts are what the 3 January 2011 document holds, so a truncated or garbled source
 * fails at the first line out of place (a topic before RULINGS, an erratum among the rulings, a damaged heading)
 * with a SourceFormatError, never with a short list of pages.
 */
import { isBlank, SourceFormatError, type SourceLine } from '../lib/source.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

/** The document this importer reads, and its file (src/lib/source-documents.ts). */
export const DOCUMENT = '2e-current-rulings' satisfies DocumentId;
export const SOURCE_FILE = SOURCE_FILES[DOCUMENT];
/** What the 3 January 2011 document holds; any other count means a truncated or garbled source. */
export const EXPECTED_TOPICS = 13;
export const EXPECTED_ERRATA = 76;

/** A rulings topic: "abilities – Personnel may…", "*cannot / may not – Game text…". Lower case, en dash. */
const TOPIC = /^(\*?)([a-z][a-z /]{0,40}[a-z]) – (.*)$/;
/** An erratum heading: "Card – Erratum:" (the space before the dash is missing twice); text after it is body. */
const ERRATUM = /^(\*?)(\S.*?) ?– ?Erratum:(.*)$/;
/** In the ERRATA section the en dash appears only in headings: a line with one that is not a heading is garbled. */
const EN_DASH = /–/;

export const fail = (l: SourceLine, expected: string, found = l.text): SourceFormatError => new SourceFormatError(SOURCE_FILE, l.n, expected, found);

export interface Section {
  lines: SourceLine[];
}
export interface Topic {
  title: string;
  changed: boolean;
  /** The topic line (its text after "title – ") and the lines after it, blank ones included. */
  lines: SourceLine[];
}
export interface ErratumEntry {
  printed: string;
  changed: boolean;
  heading: SourceLine;
  /** The heading's text after "Card – Erratum:" (trimmed; empty when the erratum starts on the next line). */
  rest: string;
  /** Body lines (text after "Erratum:" on the heading line first, when there is any), blank ones included. */
  lines: SourceLine[];
}

/** Splits the source into preamble, RULINGS and ERRATA, failing at the first line that is out of place. */
export function sections(all: SourceLine[]): { preamble: Section; rulings: SourceLine; topics: Section; errata: SourceLine; entries: Section } {
  const last = all.at(-1) ?? { n: 1, text: '' };
  const rulingsAt = all.findIndex((l) => l.text.trim() === 'RULINGS');
  const firstOutOfPlace = (from: number, to: number, test: (l: SourceLine, i: number) => boolean) => all.slice(from, to).find((l, i) => test(l, from + i));
  const topicLike = (l: SourceLine, i: number) => {
    const before = all[i - 1];
    return TOPIC.test(l.text) && (before === undefined || isBlank(before));
  };
  const erratumLike = (l: SourceLine) => EN_DASH.test(l.text) && /Erratum/.test(l.text);

  if (rulingsAt < 0) {
    const misplaced = firstOutOfPlace(0, all.length, (l, i) => topicLike(l, i) || erratumLike(l) || l.text.trim() === 'ERRATA');
    throw fail(misplaced ?? last, 'the "RULINGS" heading after the preamble');
  }
  const early = firstOutOfPlace(0, rulingsAt, (l, i) => topicLike(l, i) || erratumLike(l) || l.text.trim() === 'ERRATA');
  if (early) throw fail(early, 'the preamble (no rulings or errata before the "RULINGS" heading)');

  const errataAt = all.findIndex((l, i) => i > rulingsAt && l.text.trim() === 'ERRATA');
  const rulings = all[rulingsAt];
  const errata = all[errataAt];
  if (rulings === undefined || errata === undefined) {
    throw fail(firstOutOfPlace(rulingsAt + 1, all.length, erratumLike) ?? last, 'the "ERRATA" heading after the rulings');
  }
  const stray = firstOutOfPlace(rulingsAt + 1, errataAt, erratumLike);
  if (stray) throw fail(stray, 'a rulings paragraph (an erratum before the "ERRATA" heading)');

  return {
    preamble: { lines: all.slice(0, rulingsAt) },
    rulings,
    topics: { lines: all.slice(rulingsAt + 1, errataAt) },
    errata,
    entries: { lines: all.slice(errataAt + 1) },
  };
}

export function splitTopics(section: Section, heading: SourceLine): Topic[] {
  const topics: Topic[] = [];
  let previousBlank = true;
  for (const l of section.lines) {
    const m = TOPIC.exec(l.text);
    const [title, text] = [m?.[2], m?.[3]];
    const current = topics.at(-1);
    if (title !== undefined && text !== undefined && previousBlank) {
      topics.push({ title, changed: m?.[1] === '*', lines: [{ n: l.n, text }] });
    } else if (current) {
      current.lines.push(l);
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

export function splitErrata(section: Section, heading: SourceLine): ErratumEntry[] {
  const entries: ErratumEntry[] = [];
  for (const l of section.lines) {
    const h = parseErratumHeading(l.text);
    if (h) {
      entries.push({ printed: h.card, changed: h.changed, heading: l, rest: h.rest, lines: h.rest ? [{ n: l.n, text: h.rest }] : [] });
    } else if (EN_DASH.test(l.text) || /\bErratum\b/i.test(l.text)) {
      throw fail(l, 'an erratum heading "Card – Erratum:"');
    } else if (entries.length) {
      entries.at(-1)?.lines.push(l);
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

/** An erratum heading line split into its parts, or undefined when the line is not one. */
export function parseErratumHeading(line: string): { card: string; changed: boolean; rest: string } | undefined {
  const m = ERRATUM.exec(line.trimEnd());
  const [card, rest] = [m?.[2], m?.[3]];
  return card !== undefined && rest !== undefined ? { card: card.trim(), changed: m?.[1] === '*', rest: rest.trim() } : undefined;
}
