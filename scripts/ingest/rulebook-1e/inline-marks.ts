/**
 * Step 4, inline marks: icon glyphs, LaTeX leftovers and placeholders ("$\Gamma$", "♠", "[AU]") become `:icon`
 * marks keeping the source's characters (double spaces around them collapsed), and leftovers the vocabulary does
 * not know are reported; a bold run, the book's mark for a Glossary term, becomes a link to the term it names
 * (directly, or through the reviewed BOLD_TERMS), plain text where PLAIN_BOLD says it is typography, and is
 * otherwise kept bold and reported.
 */
import { must } from '../../../src/lib/must.ts';
import type { Strong } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { icon, mergeText, ref, strong, text, type Inline } from '../lib/mdast.ts';
import type { ReportLine } from '../lib/files.ts';
import type { NameIndex } from '../../../src/lib/name-index.ts';
import { normalizeName } from '../../../src/lib/names.ts';
import type { IconName } from '../../../src/lib/vocab.ts';
import { BOLD_TERMS, PLAIN_BOLD, UNLINKED_BOLD } from '../rulebook-1e.corrections.ts';
import { startLine } from './positions.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';
import { SOURCE_FILE } from './positions.ts';

/** What the conversion of a section needs: the Glossary's names, and the report it adds to. */
export interface Context {
  terms: NameIndex;
  report: ReportLine[];
}

/** Glyphs, LaTeX leftovers and placeholders the source uses for icons, with the icon each stands for. */
const ICON_TEXTS: Readonly<Record<string, IconName>> = {
  '$\\Gamma$': 'gamma-quadrant',
  '$\\Delta$': 'delta-quadrant',
  '$\\clubsuit$': 'universal',
  '♠': 'universal',
  '[AU]': 'alternate-universe',
  '[Def]': 'defense',
  '[Holo]': 'holographic',
  '[Borg]': 'borg',
};
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An icon text with the spaces around it (the source often leaves two on each side). */
const ICON_PATTERN = new RegExp(`( *)(${Object.keys(ICON_TEXTS).map(escapeRegExp).join('|')})( *)`, 'g');
/** Leftovers that look like icons but are not in the vocabulary: reported, kept as text. */
const UNKNOWN_ICON_PATTERN = /\$\\[A-Za-z]+\$|\[[A-Z][A-Za-z]{0,11}\]/g;

/** BOLD_TERMS by matching key (case, dashes and quotes folded), so "Holographic personnel" finds its entry. */
const BOLD_TERMS_BY_KEY = new Map(Object.entries(BOLD_TERMS).map(([bold, entry]) => [normalizeName(bold), entry]));

/** Text with its icon glyphs, LaTeX leftovers and placeholders turned into `:icon` marks. */
export function iconMarks(value: string, line: number, ctx: Context): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of value.matchAll(ICON_PATTERN)) {
    const [whole, before = '', glyph = '', after = ''] = m;
    out.push(
      text(value.slice(at, m.index) + (before ? ' ' : '')),
      icon(must(ICON_TEXTS[glyph], `the icon of the glyph "${glyph}" (ICON_TEXTS)`), glyph),
      text(after ? ' ' : ''),
    );
    at = m.index + whole.length;
  }
  out.push(text(value.slice(at)));
  for (const m of value.matchAll(UNKNOWN_ICON_PATTERN)) {
    if (!(m[0] in ICON_TEXTS)) ctx.report.push({ line, message: `"${m[0]}" looks like an icon the vocabulary does not know; kept as text.` });
  }
  return mergeText(out);
}

/**
 * A bold run: the book's mark for a Glossary term. Linked when it names a term (directly, or through the
 * reviewed BOLD_TERMS); plain text when PLAIN_BOLD says it is typography; otherwise kept bold and reported.
 * `label` is the run's own words, already converted (icons marked).
 */
export function boldRun(n: Strong, label: Inline[], ctx: Context): Inline[] {
  const raw = toString(n);
  const line = startLine(n);
  if (PLAIN_BOLD.some((p) => p.line === line && p.text === raw)) return label;

  const name = raw.replace(ICON_PATTERN, ' ').replace(/\s+/g, ' ').trim();
  const id = ctx.terms.find(name);
  if (id) return [strong(ref(`glossary/${id}`, ...label))];

  const reviewed = BOLD_TERMS_BY_KEY.get(normalizeName(raw));
  if (reviewed && 'term' in reviewed) {
    const target = ctx.terms.find(reviewed.term);
    if (target) return [strong(ref(`glossary/${target}`, ...label))];
    ctx.report.push({ line, message: `bold "${raw}": its reviewed Glossary term "${reviewed.term}" is not in the Glossary; kept as bold text.` });
    return [strong(...label)];
  }
  if (reviewed && 'parts' in reviewed) {
    if (reviewed.parts.map((p) => p.text).join('') !== raw || n.children.some((c) => c.type !== 'text')) {
      throw reviewedFault('rulebook-1e.corrections.ts', `BOLD_TERMS["${raw}"]: the parts must spell the bold text exactly (line ${line}).`, {
        field: 'BOLD_TERMS',
        entry: raw,
        source: { file: SOURCE_FILE, line },
      });
    }
    const parts: Inline[] = reviewed.parts.map((p) => {
      const target = p.term ? ctx.terms.find(p.term) : undefined;
      if (p.term && !target)
        ctx.report.push({ line, message: `bold "${raw}": its reviewed Glossary term "${p.term}" is not in the Glossary; kept as bold text.` });
      return target ? ref(`glossary/${target}`, text(p.text)) : text(p.text);
    });
    return [strong(...parts)];
  }
  const why = UNLINKED_BOLD[raw];
  ctx.report.push({ line, message: `bold "${raw}" names no Glossary term${why ? `: ${why}` : ''}. Kept as bold text.` });
  return [strong(...label)];
}
