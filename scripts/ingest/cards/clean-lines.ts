/**
 * Step 1a: what is not a name in a line of a 1E document, removed before names are looked for. The 1E Glossary's
 * icon alt text leaked into its words ("Affiliation Federation", "[unknown icon - Dathon]", the reviewed leaks of
 * glossary-1e.corrections.ts, passed in by inputs.ts), and the 1E Rulebook v1.7 is Markdown (emphasis, LaTeX
 * icon leftovers, "[AU]" icon codes): left in, they would be read as capitalised names. Blanking keeps every
 * offset, so a name's line and position stay those of the source.
 */

/** A reviewed leak as its text without the ⟦⟧ marks, and where in that text the marked (leaked) pieces stand. */
export interface LeakPiece {
  plain: string;
  marks: Array<{ at: number; length: number }>;
}

/** The reviewed leaks ("This icon ⟦22nd Century⟧ marks") as pieces to find in a line. */
export const leakPieces = (leaks: readonly string[]): LeakPiece[] =>
  leaks.map((leak) => ({
    plain: leak.replace(/[⟦⟧]/g, ''),
    marks: [...leak.matchAll(/⟦([^⟧]*)⟧/g)].map((m) => ({ at: m.index - [...leak.slice(0, m.index).matchAll(/[⟦⟧]/g)].length, length: m[0].length - 2 })),
  }));
const AFFILIATION_ALT =
  /Affiliation (?:Bajoran|Borg|Cardassian|Dominion|Federation|Ferengi|Hirogen|Kazon|Klingon|Neutral|Non-Aligned|Romulan|Starfleet|Vidiian|Vulcan)(?![a-z])|\[unknown icon - [^\]]+\]/g;

/** A 1E Glossary line with its leaked icon alt text replaced by "·" of the same length. */
export function blankIconLeaks(line: string, leaks: readonly LeakPiece[]): string {
  const blank = (s: string) => '·'.repeat(s.length);
  let out = line.replace(AFFILIATION_ALT, blank);
  for (const p of leaks) {
    for (let at = out.indexOf(p.plain); at >= 0; at = out.indexOf(p.plain, at + 1)) {
      for (const m of p.marks) out = out.slice(0, at + m.at) + blank(out.slice(at + m.at, at + m.at + m.length)) + out.slice(at + m.at + m.length);
    }
  }
  return out;
}

/** A 1E Rulebook v1.7 line without Markdown emphasis, list bullets, LaTeX leftovers and bracketed icon codes. */
export function stripMarkdown(line: string): string {
  return line
    .replace(/\$[^$]*\$/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/^\s*[-*] /, '  ')
    .replace(/\[(?:AU|Def|Holo|Borg|22|[A-Z][A-Za-z]{0,5})\]/g, ' ');
}
