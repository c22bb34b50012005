/**
 * The Rulebook v1.7 imported once from the real source, with a few real Glossary names to link its bold terms
 * to, read back as the site reads it: what the step tests look at.
 */
import { must } from '../../../src/lib/must.ts';
import { toString } from 'mdast-util-to-string';
import { nodesOf, readSource } from '../lib/fixtures.ts';
import { squash } from '../lib/source.ts';
import { NameIndex } from '../../../src/lib/name-index.ts';
import { readBackAll, type ReadBack } from '../lib/read-back.ts';
import { importRulebook1e } from '../rulebook-1e.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export { squash };
export const SOURCE = readSource(SOURCE_FILES['1e-rulebook-v1.7']);

/** A few real Glossary titles (and redirects as aliases), as the glossary importer indexes them. */
export const TERMS = new NameIndex([
  { id: '1e/downloading', title: 'downloading' },
  { id: '1e/dilemma-resolution', title: 'dilemma resolution' },
  { id: '1e/compatible', title: 'compatible' },
  { id: '1e/unique-and-universal', title: 'unique and universal', aliases: ['universal', 'duplicatable'] },
  { id: '1e/alternate-universe-icon', title: 'Alternate Universe icon' },
  { id: '1e/stopped', title: 'stopped' },
  { id: '1e/showing-your-cards', title: 'showing your cards' },
  { id: '1e/multi-affiliation-cards', title: 'multi-affiliation cards', aliases: ['dual-affiliation'] },
  { id: '1e/qs-tent-side-deck', title: 'Q’s Tent side deck' },
  { id: '1e/holographic-personnel-and-equipment', title: 'holographic personnel and equipment' },
  { id: '1e/disabled', title: 'disabled' },
  { id: '1e/stunned-and-mortally-wounded', title: 'stunned and mortally wounded', aliases: ['mortally wounded'] },
  { id: '1e/turn', title: 'turn' },
]);

export const result = importRulebook1e(SOURCE, TERMS);

export type Section = ReadBack;
export const { all: sections, bySlug: section } = readBackAll(result.files);
export const paragraphs = (s: Section): string[] => nodesOf(s.tree, 'paragraph').map((p) => squash(toString(p)));
export const sourceLine = (n: number): string => must(SOURCE.split('\n')[n - 1], `line ${n} of the source`);
