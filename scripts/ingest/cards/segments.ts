/**
 * Step 1: the running text of the five documents as segments, each with a way back to its source lines. 1E
 * documents are read line by line (they are not hard-wrapped); the 2E documents are hard-wrapped, so their lines
 * are joined into paragraphs and a name split over a line break ("Command Decisions / reads:") is still one name.
 * Headings and the parts other patterns read (an erratum heading's "Card – Erratum:") are left out.
 */
import { must } from '../../../src/lib/must.ts';
import type { Edition } from '../../../src/lib/vocab.ts';
import type { SourceLine } from '../lib/source.ts';
import type { CardInputs } from './inputs.ts';
import type { CardDocument, Segment } from './types.ts';
import { blankIconLeaks, leakPieces, stripMarkdown } from './clean-lines.ts';
import { commonWords } from './name-runs.ts';

/** The source line of an offset in a segment. */
export function lineAt(seg: Segment, offset: number): number {
  let line = must(seg.starts[0], 'the first line of a segment').line;
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
export function paragraphs(document: CardDocument, edition: Edition, lines: readonly SourceLine[]): Segment[] {
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

/** 1E Glossary: every non-blank body line of every entry, icon alt text blanked. */
function glossarySegments({ body, iconLeaks }: CardInputs['glossary']): Segment[] {
  const leaks = leakPieces(iconLeaks);
  return body.filter((l) => l.text.trim()).map((l) => single('1e-glossary', '1E', l.n, blankIconLeaks(l.text, leaks)));
}

/** 1E Rulebook v1.7: every line but headings, with Markdown emphasis and LaTeX icon leftovers removed. */
const rulebook1eSegments = (lines: readonly SourceLine[]): Segment[] =>
  lines.filter((l) => l.text.trim() && !/^#/.test(l.text)).map((l) => single('1e-rulebook-v1.7', '1E', l.n, stripMarkdown(l.text)));

/** Gray's: every line but the wiki's sub-headings ("Personnel CardsEdit"). */
const graysSegments = (lines: readonly SourceLine[]): Segment[] =>
  lines.filter((l) => l.text.trim() && !/^\S.{0,60}Edit$/.test(l.text.trim())).map((l) => single('1e-grays', '1E', l.n, l.text));

/** 2E Current Rulings: paragraphs; an erratum heading's "Card – Erratum:" is blanked (the `erratum` pattern reads it). */
function rulingsSegments({ lines, headings }: CardInputs['rulings']): Segment[] {
  const rest = new Map(headings.map((h) => [h.line, h.rest]));
  const blanked = lines.map((l) => {
    const r = rest.get(l.n);
    return r === undefined ? l : { n: l.n, text: ' '.repeat(l.text.length - r.length) + r };
  });
  return paragraphs('2e-current-rulings', '2E', blanked);
}

/** The running text of the five documents, in CARD_SOURCES order, and the words they also write in lower case. */
export function documentSegments(inputs: CardInputs): { segments: Segment[]; common: Set<string> } {
  const segments = [
    ...glossarySegments(inputs.glossary),
    ...rulebook1eSegments(inputs.rulebook1e),
    ...graysSegments(inputs.grays),
    ...paragraphs('2e-rulebook', '2E', inputs.rulebook2e),
    ...rulingsSegments(inputs.rulings),
  ];
  segments.forEach((seg, i) => {
    seg.index = i;
  });
  return { segments, common: commonWords(segments.map((s) => s.text)) };
}
