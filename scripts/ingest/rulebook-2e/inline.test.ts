import { describe, expect, it } from 'vitest';
import { toInlines } from './inline.ts';
import { paragraph, toMarkdownText } from '../lib/mdast.ts';
import { NameIndex } from '../../../src/lib/name-index.ts';
import { collapseFakeBold } from './fake-bold.ts';
import type { Tok } from './tokens.ts';

const glossary = new NameIndex([
  { id: '2e/skills', title: 'skills' },
  { id: '2e/dilemmas', title: 'dilemmas' },
  { id: '2e/commander', title: 'Commander' },
]);
const md = (toks: Tok[], self?: string) => toMarkdownText([paragraph(...toInlines(toks, { glossary, self }))]).trim();

describe('toInlines', () => {
  it('links a bold run that names a glossary entry, inside the bold, punctuation after the link (line 299)', () => {
    expect(md(collapseFakeBold('SkillSkillSkillSkills:s:s:s:    Personnel have a number of listed skills').toks)).toBe(
      '**:ref[Skills]{to="glossary/2e/skills"}:** Personnel have a number of listed skills',
    );
  });

  it('keeps other bold as bold, with white space outside it (line 282)', () => {
    expect(md(collapseFakeBold('CommandCommandCommandCommand    and    OwneOwneOwneOwner:r:r:r:    You command').toks)).toBe(
      '**Command** and **Owner:** You command',
    );
  });

  it('does not link an entry to itself', () => {
    expect(md([{ kind: 'text', text: 'dilemmas', bold: true }], '2e/dilemmas')).toBe('**dilemmas**');
    expect(md([{ kind: 'text', text: 'dilemmas', bold: true }])).toBe('**:ref[dilemmas]{to="glossary/2e/dilemmas"}**');
  });

  it('writes icon and gap marks', () => {
    expect(
      md([
        { kind: 'text', text: 'a ', bold: false },
        { kind: 'icon', name: 'affiliation', affiliation: 'Bajoran' },
        { kind: 'text', text: ' Bajoran,', bold: false },
        { kind: 'gap', gapKind: 'missing-text', note: 'cut off' },
      ]),
    ).toBe('a :icon{name="affiliation" affiliation="Bajoran"} Bajoran,:gap[cut off]{kind="missing-text"}');
  });
});
