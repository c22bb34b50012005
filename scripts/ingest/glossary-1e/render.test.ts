import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { importGlossary1e } from '../glossary-1e.ts';
import { readBack } from '../lib/read-back.ts';
import {
  DILEMMA_RESOLUTION,
  DOES_NOT_WORK_WITH,
  DUAL_PERSONNEL,
  INITIATION,
  INTERRUPTING,
  RESPONSES,
  SOURCE,
  SOURCE_LINES,
  nodesOf,
  file,
  glossary,
} from './snippets.ts';

// renderPages runs inside importGlossary1e, which gives it the pages, resolver and marks of the earlier steps.
describe('renderPages on snippets of the source', () => {
  it('should link a "See X" that needs dash normalising (" - " for " – ")', () => {
    const r = importGlossary1e(glossary(['actions – interruptingGlossary', 'actions – step 2: responsesGlossary'], `${INTERRUPTING}\n\n${RESPONSES}`));
    const f = file(r.files, 'glossary/1e/actions-interrupting.md');
    const { data, tree } = readBack(f);
    expect(data.see).toEqual(['1e/actions-step-2-responses']);
    expect(data.lines).toEqual([5, 13]);
    const [l] = nodesOf(tree, 'list');
    expect(l!.ordered).toBe(false);
    expect(l!.children.map((i) => toString(i))).toEqual([
      'is a valid response to the first action or one of its sub-actions; or',
      'explicitly “suspends play” (according to a card text or rule).',
    ]);
    const [link] = nodesOf(tree, 'textDirective');
    expect(link).toMatchObject({ name: 'ref', attributes: { to: 'glossary/1e/actions-step-2-responses' } });
    expect(toString(link!)).toBe('actions - step 2: responses'); // the source's characters, not the title's
    expect(f.content).toContain('See :ref[actions - step 2: responses]{to="glossary/1e/actions-step-2-responses"}.');
    expect(r.report).toEqual([]);
    expect(r.stats).toMatchObject({ seeTotal: 1, seeResolved: 1, seeLinked: 1 });
  });

  it('should slug "actions – step 1: initiation" to actions-step-1-initiation', () => {
    const r = importGlossary1e(glossary(['actions – step 1: initiationGlossary'], INITIATION));
    expect(r.files.map((f) => f.path)).toEqual(['glossary/1e/actions-step-1-initiation.md']);
    expect(r.entries[0]!.id).toBe('1e/actions-step-1-initiation');
    expect(readBack(r.files[0]!).data.title).toBe('actions – step 1: initiation');
  });

  it('should leave a "See X" naming a card as text and report it', () => {
    const r = importGlossary1e(glossary(['dual-personnel cardsGlossary'], DUAL_PERSONNEL));
    const { tree, data } = readBack(r.files[0]!);
    expect(nodesOf(tree, 'textDirective').filter((d) => d.name === 'ref')).toEqual([]);
    expect(data.see).toEqual([]);
    expect(r.report.filter((l) => l.message.startsWith('See '))).toEqual([
      { line: 12, message: 'See "Ferengi Conference": not a glossary term (names a card or another document?)' },
      { line: 12, message: 'See "No Way Out": not a glossary term (names a card or another document?)' },
    ]);
    expect(nodesOf(tree, 'paragraph').map((p) => toString(p))).toContain(SOURCE_LINES[1820 - 1]);
  });

  it('should mark leaked icon alt text as icons, keeping its characters', () => {
    const r = importGlossary1e(glossary(['does not work withGlossary', 'dilemma resolutionGlossary'], `${DOES_NOT_WORK_WITH}\n\n${DILEMMA_RESOLUTION}`));
    const icons = (path: string) =>
      nodesOf(readBack(file(r.files, path)).tree, 'textDirective')
        .filter((d) => d.name === 'icon')
        .map((d) => [toString(d), d.attributes]);
    expect(icons('glossary/1e/does-not-work-with.md')).toEqual(Array(4).fill(['Affiliation Federation', { name: 'affiliation', affiliation: 'Federation' }]));
    expect(icons('glossary/1e/dilemma-resolution.md')).toEqual([['[unknown icon - Dathon]', { name: 'unknown' }]]);
    const lore = file(r.files, 'glossary/1e/does-not-work-with.md').content;
    expect(lore).toContain('Lore “Does not work with :icon[Affiliation Federation]{name="affiliation" affiliation="Federation"} affiliation.”');
    expect(file(r.files, 'glossary/1e/dilemma-resolution.md').content).toContain(
      '“Nullifies Tamarian-related dilemmas where present.” :icon[\\[unknown icon - Dathon\\]]{name="unknown"}',
    );
    // Every character of the lines is still there.
    expect(nodesOf(readBack(file(r.files, 'glossary/1e/does-not-work-with.md')).tree, 'listItem').map((i) => toString(i))).toEqual([
      SOURCE_LINES[1665 - 1]!.replace(/^ {2}• /, ''),
    ]);
    expect(
      nodesOf(readBack(file(r.files, 'glossary/1e/dilemma-resolution.md')).tree, 'listItem')
        .map((i) => toString(i))
        .at(-1),
    ).toBe('“Nullifies Tamarian-related dilemmas where present.” [unknown icon - Dathon]');
  });

  it('should apply the reviewed icon corrections to the entry they name ("StaffStaff")', () => {
    const r = importGlossary1e(glossary(['dual-personnel cardsGlossary'], DUAL_PERSONNEL));
    expect(r.files[0]!.content).toContain('requires :icon[Staff]{name="staff"}:icon[Staff]{name="staff"} for staffing');
  });
});

describe('renderPages on the whole source', () => {
  const r = importGlossary1e(SOURCE);

  it('should space every lost-icon mark from the word it would touch ("mission", line 2522)', () => {
    // The source kept one of the two spaces around each lost glyph: "The icon is replaced with a icon (or, if a dual
    // mission, the icon is removed.)"
    expect(SOURCE_LINES[2521]).toBe('  • The icon is replaced with a icon (or, if a dual mission, the icon is removed.)');
    const mission = file(r.files, 'glossary/1e/mission.md').content;
    expect(mission).toContain(
      '- The :gap[planet icon]{kind="lost-icon"} icon is replaced with a :gap[space icon]{kind="lost-icon"} icon (or, if a dual mission, the :gap[planet icon]{kind="lost-icon"} icon is removed.)',
    );
    for (const f of r.files) expect(f.content, f.path).not.toMatch(/:gap\[[^\]]*\]\{[^}]*\}[\p{L}\p{N}]|[\p{L}\p{N}]:gap\[/u);
  });
});
