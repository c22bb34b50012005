/**
 * Step 5, the pages: the preamble (the document's title and date lines, then its introduction) as the document
 * page's intro, one page per rulings topic, one per erratum with its kind and corrected card name. Two entries
 * that would make one file stop the import; every lost icon is reported where it stands.
 */
import { must } from '../../../src/lib/must.ts';
import { errataFile, introsFile, rulingsFile, type GeneratedFile, type ReportLine } from '../lib/files.ts';
import { slugify } from '../../../src/lib/names.ts';
import type { ErratumKind } from '../../../src/lib/vocab.ts';
import { TITLE_CHANGES } from '../current-rulings-2e.corrections.ts';
import { contentRange, parasOf, toBlocks } from './blocks.ts';
import { classifyErratum, correctedCard } from './errata-kinds.ts';
import { plain, type Piece } from './paragraphs.ts';
import { isBlank } from '../lib/source.ts';
import { DOCUMENT as DOCUMENT_ID, fail, SOURCE_FILE, splitErrata, splitTopics, type ErratumEntry, type sections } from './sections.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

export { DOCUMENT_ID };

export interface ErratumSummary {
  /** Entry id in the `errata` collection: "2e/<slug>". */
  id: string;
  /** The card's name as corrected. */
  card: string;
  /** The printed name, for title changes. */
  printedTitle?: string;
  kind: ErratumKind;
}

/** An erratum heading ("Cascade Virus – Erratum: To play…") and the erratum read from it: what the card registry reads. */
export interface ErratumHeading {
  line: number;
  /** The card's name as the heading prints it. */
  printed: string;
  /** The heading's text after "Card – Erratum:" (trimmed). */
  rest: string;
  erratum: ErratumSummary;
}

export interface Pages {
  files: GeneratedFile[];
  errata: ErratumSummary[];
  /** Every erratum heading, in document order, each with its erratum. */
  headings: ErratumHeading[];
  /** The errata as the source has them, in document order. */
  entries: ErratumEntry[];
}

export function writePages(s: ReturnType<typeof sections>, report: ReportLine[]): Pages {
  const files: GeneratedFile[] = [];
  const iconReport = (where: string, pieces: Piece[]) => {
    for (const p of pieces) {
      if (typeof p !== 'string') {
        report.push({ line: p.icon.line, message: `lost icon in ${where} (“${p.icon.context}”): shown as an illegible icon; the source dropped the glyph` });
      }
    }
  };

  // Preamble: the document's title and date lines, then its introduction.
  const pre = s.preamble.lines.filter((l) => !isBlank(l));
  const [titleLine, dateLine] = pre;
  if (titleLine?.text.trim() !== 'Current Rulings Document') {
    throw fail(titleLine ?? s.rulings, 'the title line "Current Rulings Document"');
  }
  if (!dateLine || !/^\(\d{1,2} [A-Z][a-z]+ \d{4}\)$/.test(dateLine.text.trim())) {
    throw fail(dateLine ?? s.rulings, 'the date line "(3 January 2011)" after the title');
  }
  const introLines = s.preamble.lines.filter((l) => l.n > dateLine.n);
  const intro = parasOf(introLines);
  if (!intro.length) throw fail(s.rulings, 'the introduction before the "RULINGS" heading');
  for (const p of intro) iconReport('the preamble', p.pieces);
  files.push(
    introsFile(
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
    const first = must(t.lines[0], `the first line of the ruling on ${t.title}`);
    const paras = parasOf(t.lines);
    for (const p of paras) iconReport(`the ruling on ${t.title}`, p.pieces);
    const path = `rulings/2e/${slugify(t.title)}.md` as const;
    claim(path, first.n);
    files.push(
      rulingsFile(
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
    for (const p of paras) iconReport(`the erratum to ${e.printed}`, p.pieces);
    const slug = slugify(card);
    const path = `errata/2e/${slug}.md` as const;
    claim(path, e.heading.n);
    files.push(
      errataFile(
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
    throw reviewedFault(
      'current-rulings-2e.corrections.ts',
      `current-rulings-2e.corrections.ts: TITLE_CHANGES names errata that are not title changes in ${SOURCE_FILE}: ${unused.join(', ')}.`,
      {
        field: 'TITLE_CHANGES',
        entry: unused.join(', '),
        hint: 'remove these entries from TITLE_CHANGES in scripts/ingest/current-rulings-2e.corrections.ts (or correct their keys to the erratum they mean), then run npm run ingest.',
      },
    );
  }
  const headings = entries.map((e, i) => ({
    line: e.heading.n,
    printed: e.printed,
    rest: e.rest,
    erratum: must(errata[i], `the erratum made of line ${e.heading.n}`),
  }));
  return { files, errata, headings, entries };
}
