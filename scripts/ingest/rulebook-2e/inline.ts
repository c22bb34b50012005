/**
 * Tokens → Markdown inline nodes. Bold runs stay bold; a bold run that names a 2E glossary entry (matched with
 * the project's NameIndex: case, plurals and trailing punctuation fold) becomes a link to it inside the bold.
 * White space at the edges of a bold run moves outside it (Markdown cannot open or close bold on a space).
 */
import { gap, icon, ref, strong, text, type Inline } from '../lib/mdast.ts';
import type { NameIndex } from '../../../src/lib/name-index.ts';
import type { Tok } from './tokens.ts';

export interface InlineContext {
  glossary: NameIndex;
  /** Id of the glossary entry being written ("2e/skills"): a term does not link to itself. */
  self?: string;
  /** Counts links made, by target id. */
  links?: Map<string, number>;
}

const TRAILING_PUNCT = /[.,:;]+$/;

export function toInlines(toks: readonly Tok[], ctx: InlineContext): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out.at(-1);
    if (last?.type === 'text') last.value += value;
    else out.push(text(value));
  };
  for (const t of toks) {
    if (t.kind === 'gap') out.push(gap(t.gapKind, t.note));
    else if (t.kind === 'icon')
      out.push(icon(t.name, '', { ...(t.affiliation ? { affiliation: t.affiliation } : {}), ...(t.inferred ? { inferred: 'true' } : {}) }));
    else if (!t.bold || !t.text.trim()) pushText(t.text);
    else {
      const lead = t.text.slice(0, t.text.length - t.text.trimStart().length);
      const trail = t.text.slice(t.text.trimEnd().length);
      const core = t.text.slice(lead.length, t.text.length - trail.length);
      pushText(lead);
      const punct = TRAILING_PUNCT.exec(core)?.[0] ?? '';
      const label = core.slice(0, core.length - punct.length);
      const id = label ? ctx.glossary.find(label) : undefined;
      if (id && id !== ctx.self) {
        ctx.links?.set(id, (ctx.links.get(id) ?? 0) + 1);
        out.push(strong(ref(`glossary/${id}`, text(label)), ...(punct ? [text(punct)] : [])));
      } else out.push(strong(text(core)));
      pushText(trail);
    }
  }
  return out;
}
