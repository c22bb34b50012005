import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { autolinkOf, withAutolink, withoutAutolink } from './frontmatter.ts';
import { splitFile, splitFrontmatter } from '../../src/lib/content-files.ts';
import type { AutolinkName } from '../../src/lib/autolink.ts';

const ROOT = join(import.meta.dirname, '../..');
const AFFILIATION = 'content/glossary/1e/affiliation.md';
const page = readFileSync(join(ROOT, AFFILIATION), 'utf8');

describe("the linking pass's autolink field, read and written as YAML", () => {
  test('should read the list a page holds as the YAML reader reads the frontmatter (Glossary, affiliation)', () => {
    const names = autolinkOf(page, AFFILIATION)!;
    expect(names).toContainEqual({ name: 'Emblem of the Alliance', to: 'cards/1e/emblem-of-the-alliance', kind: 'card', exactCase: true });
    expect(names).toContainEqual({ name: 'Bajoran', to: 'glossary/1e/bajoran', kind: 'term' });
    expect(splitFrontmatter(page, AFFILIATION).data.autolink).toEqual(names);
  });

  test('should write the list back as it reads, one name a line, and print the importer’s lines as they were', () => {
    const names = autolinkOf(page, AFFILIATION)!;
    expect(withAutolink(page, names, AFFILIATION)).toBe(page);
    const { yaml } = splitFile(page, AFFILIATION);
    const importers = yaml.slice(0, yaml.indexOf('\n# The names this body links by'));
    expect(withoutAutolink(yaml)).toBe(importers);
    // Another list replaces the field; the rest of the file stays byte for byte.
    const one = withAutolink(page, [names[0]!], AFFILIATION);
    expect(one).toBe(
      `---\n${importers}\n# The names this body links by (the linking pass, scripts/links/).\nautolink:\n  - {"name": "Emblem of the Alliance", "to": "cards/1e/emblem-of-the-alliance", "kind": "card", "exactCase": true}\n---\n${splitFile(page, AFFILIATION).rest}`,
    );
    expect(withAutolink(one, [], AFFILIATION)).toContain('\nautolink: []\n---\n');
  });

  test('should escape what YAML would misread in a name (a quote, a colon, a hash), so it reads back the same', () => {
    // "Q's Tent" is a name of the index; the other characters are added to test the escaping.
    const odd: AutolinkName[] = [{ name: 'Q\'s Tent: "the #1" [side deck], {x}', to: 'glossary/1e/qs-tent', kind: 'term' }];
    const written = withAutolink(page, odd, AFFILIATION);
    expect(autolinkOf(written, AFFILIATION)).toEqual(odd);
    expect(splitFrontmatter(written, AFFILIATION).data.autolink).toEqual(odd);
  });

  test('should refuse an autolink field the pass did not write, naming the file', () => {
    expect(() => withAutolink('---\ntitle: x\nautolink: []\n---\n\nBody.\n', [], 'x.md')).toThrow(/^x\.md: an "autolink" field the linking pass did not write/);
    // The pass's field, but not last: an importer wrote a field after it.
    const moved = page.replace(/\n---\n/, '\norder: 3\n---\n');
    expect(() => autolinkOf(moved, AFFILIATION)).toThrow(/^content\/glossary\/1e\/affiliation\.md: an "autolink" field the linking pass did not write/);
    expect(() => autolinkOf('---\ntitle: [x\n---\n\nBody.\n', 'y.md')).toThrow(/^y\.md: its frontmatter is not valid YAML/);
  });

  test('should find no list in a page the pass has not linked yet', () => {
    expect(autolinkOf('---\ntitle: x\n---\n\nBody.\n', 'x.md')).toBeUndefined();
  });
});
