import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Nodes, Paragraph, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import { visit, SKIP } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { importGlossary1e, parseGlossary } from './glossary-1e.ts';
import { ICON_LEAKS, LOST_ICONS } from './glossary-1e.corrections.ts';
import { slugify } from '../../src/lib/names.ts';
import type { GeneratedFile } from './lib/files.ts';

const SOURCE = readFileSync(join(import.meta.dirname, '../../content/sources/1e-glossary-terms.txt'), 'utf8');
const SOURCE_LINES = SOURCE.split('\n');

/** A glossary source made of an index and entries copied from the real one (without the preamble). */
const glossary = (index: string[], entries: string): string => ['TermTaken from', ...index, '', entries.trim()].join('\n');

/** Frontmatter and mdast body of a generated file. */
function read(file: GeneratedFile): { data: Record<string, unknown>; tree: Root } {
  const m = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(file.content);
  if (!m) throw new Error(`no frontmatter in ${file.path}`);
  const tree = fromMarkdown(m[2]!, {
    extensions: [directive(), gfm()],
    mdastExtensions: [directiveFromMarkdown(), gfmFromMarkdown()],
  });
  return { data: parseYaml(m[1]!) as Record<string, unknown>, tree };
}

const file = (files: GeneratedFile[], path: string): GeneratedFile => {
  const f = files.find((x) => x.path === path);
  if (!f) throw new Error(`no file ${path} among ${files.map((x) => x.path).join(', ')}`);
  return f;
};

/** Nodes of a type in a tree, in document order. */
function all<T extends Nodes['type']>(tree: Nodes, type: T): Array<Extract<Nodes, { type: T }>> {
  const out: Array<Extract<Nodes, { type: T }>> = [];
  visit(tree, type, (n) => {
    out.push(n as Extract<Nodes, { type: T }>);
  });
  return out;
}

// Real entries, copied from content/sources/1e-glossary-terms.txt.
const INTERRUPTING = `actions – interrupting

You may not interrupt an action by another action, unless the second action:

  • is a valid response to the first action or one of its sub-actions; or
  • explicitly “suspends play” (according to a card text or rule).

For example, you may make valid responses to the encounter of specific dilemmas during a mission attempt, but you may not play interrupts between dilemma encounters. See actions - step 2: responses.
Taken from Glossary.`;

const RESPONSES = `actions – step 2: responses

After an action has been initiated and before its results begin, optional responses are allowed. A valid response must specifically relate to (modify, cancel, nullify, or prevent) the action.
Taken from Glossary.`;

const RESPONSES_REDIRECT = `responses

See actions - step 2: responses.
Taken from Glossary.`;

const SEQUENCE = `actions - sequence of steps

Every action has three steps that must occur in order:

  1. Initiation (declaring the use of a multifunction card, meeting conditions, choosing targets, and paying costs).
  2. Optional responses (attempts to cancel or modify the action).
  3. Results (gameplay consequences of the action).

These steps are described in more detail in the following sections.
Taken from Glossary.`;

const INITIATION = `actions – step 1: initiation

Initiating an action may include any or all of the following, in this order:

  • declaring the use of a multi-function card (e.g., you may play Going To The Top to return a personnel to hand OR to download a personnel; you may discard a Space-Time Portal from the table for one of five possible results);
Taken from Glossary.`;

const DUAL_PERSONNEL = `dual-personnel cards

dual-personnel cards

Opponent’s or owner’s choice – When a selection is made by choice, select the appropriate number of personnel, which may include one individual on a dualpersonnel card. The result of the selection will then affect the other personnel on the card as well. Examples:

  • Mercenary Ship requires StaffStaff for staffing. For the Abandon Ship! dilemma, you may choose Beverly (on Beverly and Will) and Narik to staff it. Since Beverly must remain on the ship to staff it, Will remains also.

Costs and benefits – If you pay a cost for reporting or downloading a dual-personnel card, you pay that cost only for the individual(s) to whom the costs apply. See Ferengi Conference. If you gain a benefit (such as scoring points) based on the features of an individual personnel, you get that benefit only for the individual(s) on the card with those features. See No Way Out.
Taken from Glossary.`;

const DOES_NOT_WORK_WITH = `does not work with

A card that “does not work with” a particular group (affiliation, species, specific skills) cannot mix or cooperate with cards of that group in any way, in the same way that cards of incompatible affiliations cannot work together without a treaty (see compatible). For example:

  • Lore “Does not work with Affiliation Federation affiliation.” He doesn’t mix with Affiliation Federation personnel, cannot board a Affiliation Federation ship, and cannot report to or board a Affiliation Federation facility.
Taken from Glossary.`;

const DILEMMA_RESOLUTION = `dilemma resolution

Nullifiers – A dilemma may list skills, attributes, other characteristics, personnel, equipment, an action, or a card play that can nullify the dilemma. Also, another card may state that it nullifies a dilemma. (Some form of the word “nullify” is always used; conditions and cures are not nullifiers.) Nullifying a dilemma is a valid response to the initiation of the dilemma encounter. See actions - step 1: initiation. If the nullifier is present (or a nullifier card is played) when the dilemma is encountered, the dilemma is discarded and has no effect. Some dilemmas that enter play or have a lasting effect on a personnel or ship may also be nullified after the initial encounter. (Such a nullifier acts similar to a cure.) A dilemma with a countdown icon selfnullifies after the specified number of turns of the player who seeded it, and is discarded at that time. Examples:

  • “Nullify dilemma with Shelby OR 4 SECURITY.”
  • “To nullify, evacuate ship at your outpost until end of turn.”
  • “Nullify with Plexing.”
  • “Nullifies Tamarian-related dilemmas where present.” [unknown icon - Dathon]
Taken from Glossary.`;

const BATTLE_PERSONNEL_TAIL = `battle - personnel

Personnel battles may also include Rogue Borg. Throughout this section, “personnel” should be taken to mean “personnel or Rogue Borg.” See Rogue Borg Mercenaries. Special rules also apply to holographic personnel (see holographic personnel and equipment).

  4. You and your opponent then simultaneously turn over the top card of your combat piles, and these two adversaries engage in personal combat. Compare their individual STRENGTH attributes (applying relevant modifiers such as phasers or Lower Decks):
    • If one personnel’s STRENGTH is greater than the other’s, the higher-STRENGTH personnel may choose to stun his adversary (temporarily rotate the adversary card 90 degrees).
    • If one personnel’s STRENGTH is more than double the other’s, that personnel may choose to mortally wound his adversary (temporarily rotate the adversary card 180 degrees).
    • If the two combatants have equal STRENGTH, neither may stun or mortally wound the other.
    Repeat this step until one player’s combat pile runs out. Any cards remaining in the other player’s combat pile are then turned face up.
    If both cards in a combat pairing have a stun effect, or if both players wish to make a response to a combat pairing, the player whose turn it is has the first opportunity to do so. For example, your Data just engaged your opponent’s Fek'lhr who has '45 Dom Perignon present. You wish to play Android Headlock, while your opponent wishes to use the ability of the ‘45 Dom Perignon. If it is your turn, you may play Android Headlock first.
  5. To determine the winner of the overall personnel battle, compare your total remaining STRENGTH to your opponent’s (or the Rogue Borg Mercenaries) total remaining STRENGTH (applying relevant modifiers). Stunned and mortally wounded cards do not add their own STRENGTH to the total, but may still modify other cards (e.g., a stunned Shakaar Edon still makes other Bajorans stronger). The force with the higher total is the winner, and immediately kills one opposing personnel (random selection from among those not mortally wounded, but including those who are stunned or disabled). If the STRENGTH totals are equal, no one wins or loses the overall battle.
Taken from Glossary.`;

/** Every snippet above, line by line, is verbatim in the source. */
const SNIPPETS = [INTERRUPTING, RESPONSES, RESPONSES_REDIRECT, SEQUENCE, INITIATION, DUAL_PERSONNEL, DOES_NOT_WORK_WITH, DILEMMA_RESOLUTION, BATTLE_PERSONNEL_TAIL];

describe('importGlossary1e on snippets of the source', () => {
  it('uses snippets copied verbatim from the source', () => {
    const source = new Set(SOURCE_LINES);
    for (const snippet of SNIPPETS) for (const l of snippet.split('\n')) if (l !== '') expect(source.has(l), l).toBe(true);
  });

  it('turns a redirect into an alias of its target, not a page', () => {
    const r = importGlossary1e(
      glossary(
        ['actions – step 2: responsesGlossary', 'responses - See actions - step 2: responses.Glossary'],
        `${RESPONSES}\n\n${RESPONSES_REDIRECT}`,
      ),
    );
    expect(r.files.map((f) => f.path)).toEqual(['glossary/1e/actions-step-2-responses.md']);
    const { data } = read(r.files[0]!);
    expect(data).toEqual({
      title: 'actions – step 2: responses',
      edition: '1E',
      document: '1e-glossary',
      aliases: ['responses'],
      see: [],
      lines: [5, 8],
      takenFrom: 'Taken from Glossary.',
    });
    expect(r.entries).toEqual([{ id: '1e/actions-step-2-responses', title: 'actions – step 2: responses', aliases: ['responses'] }]);
    expect(r.index.find('responses')).toBe('1e/actions-step-2-responses');
    expect(r.index.find('Response')).toBe('1e/actions-step-2-responses');
    expect(r.stats).toMatchObject({ pages: 1, redirects: 1, aliasesPlaced: 1 });
  });

  it('makes bullets a list, and links a "See X" that needs dash normalising (" - " for " – ")', () => {
    const r = importGlossary1e(
      glossary(['actions – interruptingGlossary', 'actions – step 2: responsesGlossary'], `${INTERRUPTING}\n\n${RESPONSES}`),
    );
    const f = file(r.files, 'glossary/1e/actions-interrupting.md');
    const { data, tree } = read(f);
    expect(data.see).toEqual(['1e/actions-step-2-responses']);
    expect(data.lines).toEqual([5, 13]);
    const [l] = all(tree, 'list');
    expect(l!.ordered).toBe(false);
    expect(l!.children.map((i) => toString(i))).toEqual([
      'is a valid response to the first action or one of its sub-actions; or',
      'explicitly “suspends play” (according to a card text or rule).',
    ]);
    const [link] = all(tree, 'textDirective');
    expect(link).toMatchObject({ name: 'ref', attributes: { to: 'glossary/1e/actions-step-2-responses' } });
    expect(toString(link!)).toBe('actions - step 2: responses'); // the source's characters, not the title's
    expect(f.content).toContain('See :ref[actions - step 2: responses]{to="glossary/1e/actions-step-2-responses"}.');
    expect(r.report).toEqual([]);
    expect(r.stats).toMatchObject({ seeTotal: 1, seeResolved: 1, seeLinked: 1 });
  });

  it('makes numbered lines an ordered list with the right start', () => {
    const r = importGlossary1e(glossary(['actions - sequence of stepsGlossary'], SEQUENCE));
    const { tree } = read(r.files[0]!);
    const [l] = all(tree, 'list');
    expect(l).toMatchObject({ ordered: true, start: 1 });
    expect(l!.children.map((i) => toString(i))).toEqual([
      'Initiation (declaring the use of a multifunction card, meeting conditions, choosing targets, and paying costs).',
      'Optional responses (attempts to cancel or modify the action).',
      'Results (gameplay consequences of the action).',
    ]);
    expect(all(tree, 'paragraph').map((p) => toString(p)).at(-1)).toBe('These steps are described in more detail in the following sections.');
    // A list that starts at 4 (the snippet keeps steps 4 and 5 of "battle - personnel"), nested lines included.
    const b = importGlossary1e(glossary(['battle - personnelGlossary'], BATTLE_PERSONNEL_TAIL));
    const bt = read(b.files[0]!).tree;
    const [steps, nested] = all(bt, 'list');
    expect(steps).toMatchObject({ ordered: true, start: 4 });
    expect(steps!.children).toHaveLength(2);
    const step4 = steps!.children[0]!;
    expect(step4.children.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph', 'paragraph']);
    expect(nested).toMatchObject({ ordered: false });
    expect(nested!.children).toHaveLength(3);
    expect(toString(step4.children[2]!)).toBe(
      'Repeat this step until one player’s combat pile runs out. Any cards remaining in the other player’s combat pile are then turned face up.',
    );
  });

  it('slugs "actions – step 1: initiation" to actions-step-1-initiation', () => {
    const r = importGlossary1e(glossary(['actions – step 1: initiationGlossary'], INITIATION));
    expect(r.files.map((f) => f.path)).toEqual(['glossary/1e/actions-step-1-initiation.md']);
    expect(r.entries[0]!.id).toBe('1e/actions-step-1-initiation');
    expect(read(r.files[0]!).data.title).toBe('actions – step 1: initiation');
  });

  it('leaves a "See X" naming a card as text and reports it', () => {
    const r = importGlossary1e(glossary(['dual-personnel cardsGlossary'], DUAL_PERSONNEL));
    const { tree, data } = read(r.files[0]!);
    expect(all(tree, 'textDirective').filter((d) => d.name === 'ref')).toEqual([]);
    expect(data.see).toEqual([]);
    expect(r.report.filter((l) => l.message.startsWith('See '))).toEqual([
      { line: 12, message: 'See "Ferengi Conference": not a glossary term (names a card or another document?)' },
      { line: 12, message: 'See "No Way Out": not a glossary term (names a card or another document?)' },
    ]);
    expect(all(tree, 'paragraph').map((p) => toString(p))).toContain(SOURCE_LINES[1820 - 1]);
  });

  it('marks leaked icon alt text as icons, keeping its characters', () => {
    const r = importGlossary1e(
      glossary(['does not work withGlossary', 'dilemma resolutionGlossary'], `${DOES_NOT_WORK_WITH}\n\n${DILEMMA_RESOLUTION}`),
    );
    const icons = (path: string) =>
      all(read(file(r.files, path)).tree, 'textDirective')
        .filter((d) => d.name === 'icon')
        .map((d) => [toString(d), d.attributes]);
    expect(icons('glossary/1e/does-not-work-with.md')).toEqual(
      Array(4).fill(['Affiliation Federation', { name: 'affiliation', affiliation: 'Federation' }]),
    );
    expect(icons('glossary/1e/dilemma-resolution.md')).toEqual([['[unknown icon - Dathon]', { name: 'unknown' }]]);
    const lore = file(r.files, 'glossary/1e/does-not-work-with.md').content;
    expect(lore).toContain('Lore “Does not work with :icon[Affiliation Federation]{name="affiliation" affiliation="Federation"} affiliation.”');
    expect(file(r.files, 'glossary/1e/dilemma-resolution.md').content).toContain(
      '“Nullifies Tamarian-related dilemmas where present.” :icon[\\[unknown icon - Dathon\\]]{name="unknown"}',
    );
    // Every character of the lines is still there.
    expect(all(read(file(r.files, 'glossary/1e/does-not-work-with.md')).tree, 'listItem').map((i) => toString(i))).toEqual([
      SOURCE_LINES[1665 - 1]!.replace(/^  • /, ''),
    ]);
    expect(all(read(file(r.files, 'glossary/1e/dilemma-resolution.md')).tree, 'listItem').map((i) => toString(i)).at(-1)).toBe(
      '“Nullifies Tamarian-related dilemmas where present.” [unknown icon - Dathon]',
    );
  });

  it('applies the reviewed icon corrections to the entry they name ("StaffStaff")', () => {
    const r = importGlossary1e(glossary(['dual-personnel cardsGlossary'], DUAL_PERSONNEL));
    expect(r.files[0]!.content).toContain('requires :icon[Staff]{name="staff"}:icon[Staff]{name="staff"} for staffing');
  });

  it('throws on a slug collision instead of overwriting a page', () => {
    const twin = RESPONSES.replace('actions – step 2: responses', 'actions - step 2 - responses');
    expect(() =>
      importGlossary1e(
        glossary(['actions – step 2: responsesGlossary', 'actions - step 2 - responsesGlossary'], `${RESPONSES}\n\n${twin}`),
      ),
    ).toThrow(/both make "actions-step-2-responses"/);
  });
});

describe('importGlossary1e on a malformed source', () => {
  const lines = (from: number, to: number) => SOURCE_LINES.slice(from - 1, to);
  const without = (...drop: number[]) => SOURCE_LINES.filter((_, k) => !drop.includes(k + 1)).join('\n');

  it('throws naming the missing entry when the file is truncated between entries', () => {
    // Lines 1–4278 end with the "Taken from" line of "your"; the entry "zero" (line 4280) is gone.
    expect(() => importGlossary1e(lines(1, 4278).join('\n'))).toThrow(
      `1e-glossary-terms.txt:4279: expected the entry for 'zero' listed in the index at line 464, found "end of file". Is the source truncated or garbled?`,
    );
  });

  it('throws naming the unfinished entry when the file is truncated inside an entry', () => {
    expect(() => importGlossary1e(lines(1, 4282).join('\n'))).toThrow(
      `1e-glossary-terms.txt:4283: expected a 'Taken from …' line ending the entry that starts at line 4280, found "end of file". Is the source truncated or garbled?`,
    );
  });

  it('throws when the entries are not one-to-one with the index (an entry missing)', () => {
    // Drop the "aboard" entry (lines 486–490).
    expect(() => importGlossary1e(without(486, 487, 488, 489, 490))).toThrow(
      `1e-glossary-terms.txt:486: expected the entry for 'aboard' listed in the index at line 16, found "acquired". Is the source truncated or garbled?`,
    );
  });

  it('throws when an entry title differs from its index line', () => {
    expect(() => importGlossary1e(SOURCE.replace('\nabduction\n', '\nabductions\n'))).toThrow(
      `1e-glossary-terms.txt:481: expected the entry for 'abduction' listed in the index at line 15, found "abductions". Is the source truncated or garbled?`,
    );
  });

  it('throws when an entry lost its "Taken from" line (garbled)', () => {
    // Line 484 is the "Taken from Glossary." of "abduction" (line 481); "aboard" then moves up to line 485.
    expect(() => importGlossary1e(without(484))).toThrow(
      `1e-glossary-terms.txt:485: expected a 'Taken from …' line ending the entry that starts at line 481, found "aboard". Is the source truncated or garbled?`,
    );
  });

  it('throws when the index is shorter than the preamble says (truncated index)', () => {
    expect(() => importGlossary1e(without(463))).toThrow(
      `1e-glossary-terms.txt:464: expected 453 terms in the index (as line 9 states), but the index ends here after 452, found "". Is the source truncated or garbled?`,
    );
  });

  it('throws on text after the last entry of the index', () => {
    expect(() => importGlossary1e(`${SOURCE}\n\nzeta\n\nText.\nTaken from Glossary.`)).toThrow(
      `1e-glossary-terms.txt:4285: expected the end of the file after the last entry listed in the index, found "zeta". Is the source truncated or garbled?`,
    );
  });
});

describe('importGlossary1e on the whole source', () => {
  const raws = parseGlossary(SOURCE);
  const r = importGlossary1e(SOURCE);
  const byPath = new Map(r.files.map((f) => [f.path, read(f)]));
  const ids = new Set(r.entries.map((e) => e.id));

  it('parses 453 entries, one per index line, and every one becomes a page or a redirect', () => {
    expect(raws).toHaveLength(453);
    expect(raws[0]!.title).toEqual({ n: 466, text: '10/20 rule' });
    expect(raws.at(-1)!.title).toEqual({ n: 4280, text: 'zero' });
    expect(r.stats.entries).toBe(453);
    expect(r.stats.pages + r.stats.redirects).toBe(453);
    expect(r.files).toHaveLength(r.stats.pages);
    expect(new Set(r.files.map((f) => f.path)).size).toBe(r.files.length);
    expect(r.stats.redirects).toBeGreaterThanOrEqual(120);
    expect(raws.filter((e) => e.takenFrom.text === 'Taken from Current-Rulings.').map((e) => e.title.text)).toEqual(['appears']);
  });

  it('puts every redirect name on its target pages, and the name index leads there', () => {
    const aliasOwners = new Map<string, string[]>();
    for (const e of r.entries) for (const a of e.aliases) aliasOwners.set(a, [...(aliasOwners.get(a) ?? []), e.id]);
    for (const raw of raws) {
      const title = raw.title.text.trim();
      const page = `glossary/1e/${slugify(title)}.md`;
      if (byPath.has(page) && byPath.get(page)!.data.title === title) continue; // a page of its own
      const owners = aliasOwners.get(title);
      expect(owners, title).toBeDefined();
      expect(owners).toContain(r.index.find(title));
    }
    expect(r.stats.aliasesPlaced).toBe([...aliasOwners.values()].flat().length);
  });

  it('links only to pages that exist, and lists them in `see`', () => {
    for (const [path, { data, tree }] of byPath) {
      const refs = all(tree, 'textDirective').filter((d) => d.name === 'ref');
      for (const d of refs) expect(ids.has(d.attributes!.to!.replace(/^glossary\//, '')), `${path}: ${d.attributes!.to}`).toBe(true);
      const self = path.replace(/^glossary\/(.*)\.md$/, '$1');
      const linked = [...new Set(refs.map((d) => d.attributes!.to!.replace(/^glossary\//, '')))].filter((id) => id !== self);
      expect(data.see, path).toEqual(linked);
    }
  });

  it('links at least 97 % of the "See X" names that resolve to a term', () => {
    const { seeTotal, seeResolved, seeLinked } = r.stats;
    expect(seeTotal).toBeGreaterThan(280);
    expect(seeLinked / seeResolved).toBeGreaterThanOrEqual(0.97);
    expect(seeResolved / seeTotal).toBeGreaterThan(0.8);
    expect(r.report.filter((l) => l.message.startsWith('See ')).length).toBe(seeTotal - seeResolved);
  });

  it('spaces a lost-icon mark from the word it would touch ("mission", line 2522)', () => {
    // The source kept one of the two spaces around each lost glyph: "The icon is replaced with a icon (or, if a dual
    // mission, the icon is removed.)"
    expect(SOURCE_LINES[2521]).toBe('  • The icon is replaced with a icon (or, if a dual mission, the icon is removed.)');
    const mission = file(r.files, 'glossary/1e/mission.md').content;
    expect(mission).toContain(
      '- The :gap[planet icon]{kind="lost-icon"} icon is replaced with a :gap[space icon]{kind="lost-icon"} icon (or, if a dual mission, the :gap[planet icon]{kind="lost-icon"} icon is removed.)',
    );
    for (const f of r.files) expect(f.content, f.path).not.toMatch(/:gap\[[^\]]*\]\{[^}]*\}[\p{L}\p{N}]|[\p{L}\p{N}]:gap\[/u);
  });

  it('applies every reviewed correction, on the line it names', () => {
    const applied = r.stats.corrections;
    for (const a of applied) expect(a.found, a.key).toBe(a.declared);
    const used = new Set(applied.map((a) => a.key));
    for (const c of [...ICON_LEAKS, ...LOST_ICONS]) expect(used.has(`${c.entry}|${c.in}`), `${c.entry}: ${c.in}`).toBe(true);
  });

  it('loses nothing: every non-blank line from 466 on is on the site, to the character', () => {
    /** Text of every paragraph of a file (gap marks are notes, not source text). */
    const paragraphs = (tree: Root): Set<string> => {
      const out = new Set<string>();
      visit(tree, 'paragraph', (p: Paragraph) => {
        const copy = structuredClone(p);
        visit(copy, 'textDirective', (d, i, parent) => {
          if (d.name === 'gap' && parent && i !== undefined) {
            parent.children.splice(i, 1);
            return [SKIP, i];
          }
          return undefined;
        });
        out.add(toString(copy));
        // a lost-icon mark is spaced from the word it would touch ("The :gap[…] icon"): without it, two spaces
        out.add(toString(copy).replace(/ {2,}/g, ' '));
      });
      return out;
    };
    /** Words, lower case, without a plural "s" ("enhancement" is in "attribute enhancements"). */
    const allWords = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase().replace(/s$/, ''));
    const checked = new Set<number>();
    for (const raw of raws) {
      const title = raw.title.text.trim();
      const path = `glossary/1e/${slugify(title)}.md`;
      const own = byPath.get(path);
      checked.add(raw.title.n).add(raw.takenFrom.n);
      if (own && own.data.title === title) {
        expect(own.data.takenFrom).toBe(raw.takenFrom.text);
        expect(own.data.lines).toEqual([raw.title.n, raw.takenFrom.n]);
        const texts = paragraphs(own.tree);
        for (const l of raw.body) {
          if (l.text.trim() === '') continue;
          checked.add(l.n);
          const content = l.text.replace(/^\s*(?:•|\d+\.)?[\s\u00a0]*/, '').trimEnd();
          expect(texts.has(content) || texts.has(content.replace(/ {2,}/g, ' ')), `line ${l.n} in ${path}: ${content.slice(0, 80)}`).toBe(true);
        }
      } else {
        // A redirect: its name is an alias of the pages it names, and their titles carry its words.
        const targets = [...byPath.values()].filter((f) => (f.data.aliases as string[]).includes(title));
        expect(targets.length, title).toBeGreaterThan(0);
        const words = new Set(targets.flatMap((t) => allWords(`${t.data.title as string} ${toString(t.tree)}`)));
        for (const l of raw.body) {
          if (l.text.trim() === '') continue;
          checked.add(l.n);
          const missing = allWords(l.text).filter((w) => w !== 'see' && !words.has(w));
          expect(missing, `line ${l.n} (${title})`).toEqual([]);
        }
      }
    }
    const nonBlank = SOURCE_LINES.map((t, k) => [k + 1, t] as const).filter(([n, t]) => n >= 466 && t.trim() !== '');
    expect(nonBlank.filter(([n]) => !checked.has(n))).toEqual([]);
  });
});
