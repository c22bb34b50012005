/** The linking pass on real pages of content/: what it writes into a page, its link data, and its errors. */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkPass, PAGES_FILE, TARGETS_FILE, type ContentText, type LinkMemo } from './pass.ts';
import { withAutolink } from './frontmatter.ts';

const ROOT = join(import.meta.dirname, '../..');
const real = (path: string): ContentText => ({ path, content: readFileSync(join(ROOT, path), 'utf8') });
const BATTLE = 'content/glossary/1e/battle-affiliation-restrictions.md';
/** Two cards of the registry, as content/cards/cards.json has them. */
const cards = (): ContentText => ({
  path: 'content/cards/cards.json',
  content: JSON.stringify([
    { id: '1e/captain-kirk', title: 'Captain Kirk', edition: '1E', aliases: [] },
    { id: '1e/admiral-leyton', title: 'Admiral Leyton', edition: '1E', aliases: [] },
  ]),
});
const out = (files: ContentText[], path: string) => files.find((f) => f.path === path)!.content;

describe('the linking pass', () => {
  test('should write the names a page links by into its frontmatter, and only those', () => {
    const files = linkPass([real(BATTLE), cards()]);
    const page = out(files, BATTLE);
    expect(page).toContain('autolink:\n  - {"name": "Admiral Leyton", "to": "cards/1e/admiral-leyton", "kind": "card", "exactCase": true}');
    expect(page).toContain('{"name": "Captain Kirk", "to": "cards/1e/captain-kirk", "kind": "card", "exactCase": true}');
    // The body (Glossary lines 887–898) is unchanged.
    expect(page.split('\n---\n')[1]).toBe(real(BATTLE).content.split('\n---\n')[1]);
  });

  test('should give the same output when run again on its own output', () => {
    const once = linkPass([real(BATTLE), cards()]);
    expect(linkPass(once)).toEqual(once);
  });

  test('should keep the icon of a passage quoted on a card page apart from its text (Glossary, battle – affiliation restrictions)', () => {
    const files = linkPass([real(BATTLE), cards()]);
    const [page] = JSON.parse(out(files, PAGES_FILE)) as Array<{ id: string; anchors: Array<{ id: string; text: string; parts?: unknown[] }> }>;
    expect(page!.id).toBe('glossary/1e/battle-affiliation-restrictions');
    const quoted = page!.anchors.find((a) => a.parts)!;
    expect(quoted.text).toContain('non-Affiliation Federation)');
    const at = quoted.parts!.findIndex((p) => typeof p !== 'string');
    expect(quoted.parts![at - 1]).toMatch(/Captain Kirk may initiate battle against non-$/);
    expect(quoted.parts![at]).toEqual({ icon: 'affiliation', source: 'Affiliation Federation', affiliation: 'Federation' });
    const targets = JSON.parse(out(files, TARGETS_FILE)) as Array<{ id: string; referencedBy: string[]; mentionedIn?: string[] }>;
    const kirk = targets.find((t) => t.id === 'cards/1e/captain-kirk')!;
    expect(kirk.mentionedIn).toEqual([`glossary/1e/battle-affiliation-restrictions#${quoted.id}`]);
    expect(kirk.referencedBy).toEqual([`glossary/1e/battle-affiliation-restrictions#${quoted.id}`]);
    // Every page is a target, with its backlinks (none here).
    expect(targets.find((t) => t.id === 'glossary/1e/battle-affiliation-restrictions')).toEqual({
      id: 'glossary/1e/battle-affiliation-restrictions',
      referencedBy: [],
    });
  });

  test('should list a glossary "See" entry under the other page\'s "Referenced by"', () => {
    // hidden agenda (Glossary 2101–2112) says "See actions – step 2: responses"; the other page stands in, without its refs.
    const responses = {
      path: 'content/glossary/1e/actions-step-2-responses.md',
      content: '---\ntitle: "actions - step 2: responses"\nedition: 1E\n---\n\nResponses.\n',
    };
    const files = linkPass([real('content/glossary/1e/hidden-agenda.md'), responses, cards()]);
    const targets = JSON.parse(out(files, TARGETS_FILE)) as Array<{ id: string; referencedBy: string[] }>;
    expect(targets.find((t) => t.id === 'glossary/1e/actions-step-2-responses')!.referencedBy.some((r) => r.startsWith('glossary/1e/hidden-agenda'))).toBe(
      true,
    );
  });

  test('should fail on a :ref to nothing, naming the file, the line counted in the file, and what to fix', () => {
    const text = '---\ntitle: Garak\nedition: 1E\n---\n\nA first paragraph.\n\nSee :ref[Elim Garak]{to="glossary/1e/elim-garak"}.\n';
    expect(text.split('\n')[7]).toContain(':ref[Elim Garak]');
    expect(() => linkPass([{ path: 'content/glossary/1e/garak.md', content: text }, cards()])).toThrow(
      /^content\/glossary\/1e\/garak\.md: line 8: the reference target "glossary\/1e\/elim-garak" is neither a page nor a card in content\/\.\n {2}Hint: .*scripts\/ingest\//,
    );
  });

  test('should accept a :ref to a card', () => {
    const text = '---\ntitle: Garak\nedition: 1E\n---\n\nSee :ref[Kirk]{to="cards/1e/captain-kirk"}.\n';
    expect(() => linkPass([{ path: 'content/glossary/1e/garak.md', content: text }, cards()])).not.toThrow();
  });

  test("should name the file and the field with a bad edition, checked by the collection's schema", () => {
    const bad = { path: BATTLE, content: real(BATTLE).content.replace(/^edition: 1E$/m, 'edition: 3E') };
    expect(() => linkPass([bad, cards()])).toThrow(
      /^content\/glossary\/1e\/battle-affiliation-restrictions\.md does not match its schema:\n {2}field edition: .*"1E".*"2E".*\n {2}Hint: .*scripts\/ingest\//,
    );
  });

  test('should name the file, the card and the field of a card of the wrong type', () => {
    const c = cards();
    const list = (JSON.parse(c.content) as Array<Record<string, unknown>>).map((card, i) => (i === 1 ? { ...card, aliases: 'Kirk' } : card));
    expect(() => linkPass([real(BATTLE), { path: c.path, content: JSON.stringify(list) }])).toThrow(
      /^content\/cards\/cards\.json does not match its schema:\n {2}entry "[^"]+", field aliases: .*array/,
    );
  });

  test('should name a truncated cards.json', () => {
    const c = cards();
    expect(() => linkPass([real(BATTLE), { path: c.path, content: c.content.slice(0, -20) }])).toThrow(
      /^content\/cards\/cards\.json is not valid JSON \(.+\); is it truncated\?\n {2}Where: content\/cards\/cards\.json:\d+:\d+\n {2}Hint: /,
    );
  });

  test('should refuse an autolink field it did not write', () => {
    expect(() => withAutolink('---\ntitle: x\nautolink: []\n---\n\nBody.\n', [], 'x.md')).toThrow(/only the pass writes it/);
  });

  describe('with a memo (a rebuild after an edit)', () => {
    const HIDDEN = 'content/glossary/1e/hidden-agenda.md';
    // hidden agenda refers to "actions – step 2: responses": a stand-in for that page.
    const responses = {
      path: 'content/glossary/1e/actions-step-2-responses.md',
      content: '---\ntitle: "actions - step 2: responses"\nedition: 1E\n---\n\nResponses.\n',
    };
    // The files as the pass leaves them (their `autolink` lists made with these names), as a build finds them.
    const start = () => linkPass([real(BATTLE), real(HIDDEN), responses, cards()]);

    test('should give what a run without one gives, and keep the result of a page whose file and names are unchanged', () => {
      const memo: LinkMemo = { index: '', pages: {} };
      const first = linkPass(start(), memo);
      expect(first).toEqual(linkPass(start()));
      const battle = memo.pages[BATTLE]!.linked;
      // An edit of Glossary line 2104's paragraph: only that page is linked again.
      const edited = first.map((f) => (f.path === HIDDEN ? { ...f, content: f.content.replace(/(\n\n[^\n]+?)\.(\n)/, '$1 (edited).$2') } : f));
      expect(edited).not.toEqual(first);
      const second = linkPass(edited, memo);
      expect(second).toEqual(linkPass(edited));
      expect(memo.pages[BATTLE]!.linked).toBe(battle);
      expect(memo.pages[HIDDEN]!.linked.links.anchors.some((a) => a.text.includes('(edited)'))).toBe(true);
    });

    test('should link every page again when a name changes, since any body may now mention it', () => {
      const memo: LinkMemo = { index: '', pages: {} };
      linkPass(start(), memo);
      const battle = memo.pages[BATTLE]!.linked;
      const renamed = start().map((f) =>
        f.path === 'content/cards/cards.json' ? { ...f, content: f.content.replace('Captain Kirk', 'Captain James T. Kirk') } : f,
      );
      const files = linkPass(renamed, memo);
      expect(memo.pages[BATTLE]!.linked).not.toBe(battle);
      expect(files).toEqual(linkPass(renamed));
      expect(out(files, BATTLE)).not.toContain('"Captain Kirk"');
    });
  });
});
