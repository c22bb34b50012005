import { describe, expect, it } from 'vitest';
import { blankIconLeaks as blank, leakPieces, stripMarkdown } from './clean-lines.ts';
import { inputs, sourceLine } from './test-sources.ts';

const leaks = leakPieces(inputs.glossary.iconLeaks);
const blankIconLeaks = (line: string) => blank(line, leaks);

const GLOSSARY = '1e-glossary-terms.txt';
const V17 = '1e-rulebook-v1.7.md';

describe('icon alt text in the 1E Glossary is no name', () => {
  it('should blank leaked affiliation icons, keeping the length of the line (line 1665)', () => {
    const text = sourceLine(GLOSSARY, 1665);
    const out = blankIconLeaks(text);
    expect(out).toHaveLength(text.length);
    expect(out).not.toContain('Affiliation Federation');
    expect(out).toContain('  • Lore “Does not work with ······················ affiliation.”');
  });

  it('should blank an "[unknown icon - …]" left by the source (line 1540)', () => {
    expect(blankIconLeaks(sourceLine(GLOSSARY, 1540))).toBe(
      `  • “Nullifies Tamarian-related dilemmas where present.” ${'·'.repeat('[unknown icon - Dathon]'.length)}`,
    );
  });

  it('should blank the reviewed leaks of glossary-1e.corrections.ts, and only the marked words (line 473)', () => {
    expect(blankIconLeaks(sourceLine(GLOSSARY, 473))).toMatch(/^This icon ············ marks a card as being from the 22nd century\./);
  });
});

describe('Markdown in the 1E Rulebook v1.7 is no name', () => {
  it('should drop emphasis marks but keep the words (line 195)', () => {
    const out = stripMarkdown(sourceLine(V17, 195));
    expect(out).toContain('such as Elim Garak and Plain, Simple Garak, represent different versions of the same persona;');
  });

  it('should blank LaTeX icon leftovers and bracketed icon codes (lines 83 and 75)', () => {
    expect(stripMarkdown(sourceLine(V17, 83))).toContain('point boxes include a     symbol;');
    expect(stripMarkdown(sourceLine(V17, 75))).toContain('containing an Alternate Universe   icon,');
  });

  it('should turn a list bullet into spaces (line 17)', () => {
    expect(stripMarkdown(sourceLine(V17, 17))).toMatch(/^ {2}Allow a few hours/);
  });
});
