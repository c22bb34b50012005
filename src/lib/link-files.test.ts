import { describe, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CARDS_FILE, isLinkInput, isPassFile, PAGE_COLLECTIONS, PAGES_FILE, STAMP_FILE, TARGETS_FILE } from './link-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('which files the linking pass reads', () => {
  test('should name files that exist in content/', () => {
    for (const file of [CARDS_FILE, PAGES_FILE, TARGETS_FILE, STAMP_FILE]) expect(existsSync(join(ROOT, file)), file).toBe(true);
    for (const folder of PAGE_COLLECTIONS) expect(existsSync(join(ROOT, 'content', folder)), folder).toBe(true);
  });

  test('should take a page or the card registry as input, and nothing the pass writes or a source', () => {
    expect(isLinkInput('content/glossary/1e/dilemma-resolution.md')).toBe(true);
    expect(isLinkInput('content/rules/1e/rulebook/attempting-missions.md')).toBe(true);
    expect(isLinkInput(CARDS_FILE)).toBe(true);
    expect(isLinkInput(PAGES_FILE)).toBe(false);
    expect(isLinkInput(STAMP_FILE)).toBe(false);
    expect(isLinkInput('content/sources/README.md')).toBe(false);
    expect(isLinkInput('content/documents/documents.json')).toBe(false);
    expect(isLinkInput('src/content/glossary/x.md')).toBe(false);
  });

  test('should stamp what the pass reads and writes, but not the stamp itself', () => {
    expect(isPassFile('content/errata/2e/cascade-virus.md')).toBe(true);
    expect(isPassFile(CARDS_FILE)).toBe(true);
    expect(isPassFile(PAGES_FILE)).toBe(true);
    expect(isPassFile(TARGETS_FILE)).toBe(true);
    expect(isPassFile(STAMP_FILE)).toBe(false);
    expect(isPassFile('content/sources/2e-rulebook.txt')).toBe(false);
    expect(isPassFile('content/disagreements/disagreements.json')).toBe(false);
  });
});
