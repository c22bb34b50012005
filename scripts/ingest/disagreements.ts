/**
 * Where the sources disagree: reviewed data. Each quote must stand, word for word, in the generated page it names
 * (the ingest checks it and fails naming the quote); the build test checks it against the source documents too.
 * Written to content/disagreements/disagreements.json.
 */
import { applyInserts } from './lib/inserts.ts';
import type { Edition } from '../../src/lib/vocab.ts';
import type { GeneratedFile } from './lib/files.ts';
import { verdict, type VerdictOverride } from '../../src/lib/authority.ts';
import type { Disagreement, Passage } from '../../src/schemas/disagreements.ts';
import { DOCUMENTS, type DocumentRecord } from './documents.ts';
import { ruleOf } from './authority.ts';
import { locateQuote } from './disagreements/locate-quote.ts';
import { splitFrontmatter } from '../../src/lib/content-files.ts';
import { ReviewedDataError } from './lib/validate.ts';
import { exception, superseded, toMarkdownText } from './lib/mdast.ts';

export type { Disagreement };

/**
 * A disagreement as reviewed: the passages (without their anchors, which the ingest finds), and — only where the
 * precedence would decide wrongly — a verdict with its reason. The written form is {@link Disagreement}.
 */
export interface DisagreementInput extends Pick<Disagreement, 'id' | 'title' | 'edition' | 'summary'> {
  /** `agrees`: this passage says what the standing one says (it gets no superseded mark); checked not to be the one that stands. */
  passages: Array<Pick<Passage, 'entry' | 'document' | 'quote'> & { agrees?: true; narrowed?: string }>;
  /** A verdict that departs from the precedence, with its reason. Default: the precedence decides. */
  override?: VerdictOverride;
  /** Words added after the verdict's reason, where a reader needs more (what the difference is about). */
  note?: string;
}

export const DISAGREEMENTS: DisagreementInput[] = [
  {
    id: 'card-pool',
    title: 'How many cards the game has',
    edition: '1E',
    summary: "The Rulebook v1.7 counts over 1600 cards (August 2000); Gray's counts over 3000, after the later expansions. The Glossary gives no count.",
    passages: [
      {
        entry: 'rules/1e/rulebook/introduction',
        document: '1e-rulebook-v1.7',
        quote: 'The Star Trek™ Customizable Card Game™ universe contains over 1600 common, uncommon, rare, ultra-rare, and premium cards',
      },
      {
        entry: 'rules/1e/grays/introduction',
        document: '1e-grays',
        quote: 'The Star Trek™ Customizable Card Game™ universe contains over 3000 common, uncommon, rare, ultra-rare, and premium cards',
      },
    ],
    override: {
      stands: null,
      reason:
        'Neither stands, because neither is a rule: each counts the cards of its own time. The Glossary, which governs the First Edition, gives no count; v1.7\'s "over 1600" is the count of August 2000 and is out of date; Gray\'s "over 3000" counts the later expansions but is a community compilation.',
    },
  },
  {
    id: 'affiliations',
    title: 'How many affiliations there are',
    edition: '1E',
    summary:
      "The Glossary lists 15 affiliations, Starfleet and Vulcan among them; the Rulebook v1.7 lists nine full affiliations plus Neutral (August 2000). Gray's does not differ from the Glossary: its twelve full affiliations (the list was lost from this copy) and the Neutral, Starfleet and Vulcan it adds in the lines below make the same fifteen.",
    passages: [
      {
        entry: 'glossary/1e/affiliation',
        document: '1e-glossary',
        quote:
          'There are 15 affiliations: Bajoran, Borg, Cardassian, Dominion, Federation, Ferengi, Hirogen, Kazon, Klingon, Neutral, Non-Aligned, Romulan, Starfleet, Vidiian and Vulcan.',
      },
      {
        entry: 'rules/1e/rulebook/the-affiliations',
        document: '1e-rulebook-v1.7',
        quote:
          'There are nine full affiliations in the Star Trek™ Customizable Card Game™: Federation, Bajoran, Cardassian, Romulan, Klingon, Dominion, Ferengi, Non-Aligned, and Borg, plus a few Neutral cards (also considered an affiliation).',
      },
    ],
  },
  {
    id: 'side-decks',
    title: 'How many kinds of side deck there are',
    edition: '1E',
    summary: "The Glossary and Gray's name five side decks, the Dilemma side deck among them; the Rulebook v1.7 (August 2000) names four.",
    passages: [
      {
        entry: 'glossary/1e/side-deck',
        document: '1e-glossary',
        quote:
          'The five types of side decks are the Q-Continuum side deck, Qs Tent side deck, Battle Bridge side deck, Tribble side deck, and Dilemma side decks.',
      },
      {
        entry: 'rules/1e/rulebook/side-decks',
        document: '1e-rulebook-v1.7',
        quote: "The four types of side decks are the Q-Continuum, Q's Tent, Battle Bridge, and Tribble side decks.",
      },
      { entry: 'rules/1e/grays/side-decks', document: '1e-grays', quote: 'The five types of side decks are the', agrees: true },
    ],
  },
  {
    id: 'q-flash-seeding',
    title: 'How many Q-Flash doorways you may seed (an apparent difference: they agree)',
    edition: '1E',
    summary:
      'They do not differ. The Glossary allows no more than one Q-Flash per mission. Gray\'s "any number" is read with its own rule two lines above, that no more than one copy of any card may be seeded under the same mission: one Q-Flash under each of any number of missions, whatever their icons — as the Glossary\'s "under any mission".',
    passages: [
      {
        entry: 'glossary/1e/q-continuum-side-deck',
        document: '1e-glossary',
        quote: 'Seed more Q-Flash doorways like dilemmas under any mission (no more than one per mission)',
      },
      {
        entry: 'rules/1e/grays/3-dilemma-phase',
        document: '1e-grays',
        quote: 'You may not seed more than one copy of any card under the same mission.',
        agrees: true,
      },
      {
        entry: 'rules/1e/grays/3-dilemma-phase',
        document: '1e-grays',
        quote: 'You may seed any number of Q-Flash doorways as you like, without regard of space and planet icons.',
        agrees: true,
      },
    ],
  },
  {
    id: 'ships-without-staffing',
    title: 'Who may fly a ship that lists no crew requirements',
    edition: '1E',
    summary: "The Glossary and the Rulebook v1.7 say any one personnel of matching affiliation; Gray's adds that any affiliation may fly a Non-Aligned ship.",
    passages: [
      {
        entry: 'glossary/1e/ship-staffing',
        document: '1e-glossary',
        quote: '(If a ship lists no specific staffing requirements, any one personnel of matching affiliation can fly it.)',
      },
      {
        entry: 'rules/1e/rulebook/staffing-and-moving-ships',
        document: '1e-rulebook-v1.7',
        quote: '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it.)',
        agrees: true,
      },
      {
        entry: 'rules/1e/grays/staffing-and-moving-ships',
        document: '1e-grays',
        quote:
          '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)',
      },
    ],
  },
  {
    id: 'failing-conditions',
    title: 'Does failing a dilemma’s conditions always stop the group?',
    edition: '1E',
    summary:
      'A general rule and its exception. The Rulebook v1.7 says, in general, that failing the conditions of a dilemma stops the group and ends the attempt; the Glossary’s mission-attempt entry repeats that sentence word for word, and Gray’s copies it. The Glossary’s dilemma resolution summary names the exception: not when the dilemma says “mission continues”. The specific rule stands over the general sentence wherever that sentence is printed.',
    passages: [
      {
        entry: 'glossary/1e/dilemma-resolution-summary',
        document: '1e-glossary',
        quote: 'The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).',
      },
      {
        entry: 'rules/1e/rulebook/attempting-missions',
        document: '1e-rulebook-v1.7',
        quote: 'Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.',
      },
      {
        entry: 'glossary/1e/mission-attempt',
        document: '1e-glossary',
        quote: 'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
        narrowed: 'Exception: a dilemma that says “mission continues” does not stop the group or end the attempt.',
      },
      {
        entry: 'rules/1e/grays/attempting-missions',
        document: '1e-grays',
        quote: 'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
      },
    ],
    override: {
      stands: 0,
      reason:
        'The Glossary governs, but two of its own passages differ, so the precedence alone cannot choose: its mission-attempt entry repeats the Rulebook v1.7\'s general sentence word for word, while its dilemma resolution summary names the exception ("unless the dilemma says “mission continues”"). A specific rule overrides a more general one (Rulebook v1.7: "specific rules override more general rules"), so the exception stands over the general sentence, in the Glossary’s mission-attempt entry, in the Rulebook v1.7 and in Gray’s copy of it.',
    },
  },
  {
    id: 'mis-seed-copies',
    title: 'Two copies under one mission: is the first a mis-seed too?',
    edition: '1E',
    summary:
      'The Glossary’s mis-seed entry says it depends on the card: of two copies of a dilemma only the second is a mis-seed, but two artifacts, or two copies of a card seeded like an artifact, are all mis-seeds. The Rulebook v1.7’s attempting-missions text, repeated in the Glossary’s mission-attempt example and copied by Gray’s, puts out of play only the copies after the first, whatever the card.',
    passages: [
      {
        entry: 'glossary/1e/mis-seed',
        document: '1e-glossary',
        quote: 'more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.',
      },
      {
        entry: 'rules/1e/rulebook/attempting-missions',
        document: '1e-rulebook-v1.7',
        quote:
          'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.',
      },
      {
        entry: 'glossary/1e/mission-attempt',
        document: '1e-glossary',
        quote:
          'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a misseed.',
      },
      {
        entry: 'rules/1e/grays/attempting-missions',
        document: '1e-grays',
        quote:
          'If more than one copy of any card , seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.',
      },
    ],
    override: {
      stands: 0,
      reason:
        'The Glossary governs, but two of its own passages differ, so the precedence alone cannot choose: its mis-seed entry names each case (all of a player’s artifacts there, or all copies of a card seeded like an artifact, are mis-seeds), while its mission-attempt example repeats the Rulebook v1.7’s general wording. The entry that defines mis-seeds stands; the Rulebook v1.7’s own seeding rules agree with it on artifacts ("all of your artifacts there are considered mis-seeded").',
    },
  },
  {
    id: 'failed-dilemma-enters-play',
    title: 'A failed dilemma that enters play: back under the mission, or in play?',
    edition: '1E',
    summary:
      'The Glossary replaces a failed dilemma under the mission unless it enters play or says “discard dilemma” or “mission continues”. The Rulebook v1.7, and Gray’s after it, know only “Discard dilemma”: any other dilemma with conditions stays until overcome.',
    passages: [
      {
        entry: 'glossary/1e/dilemma-resolution',
        document: '1e-glossary',
        quote:
          'If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”',
      },
      {
        entry: 'rules/1e/rulebook/attempting-missions',
        document: '1e-rulebook-v1.7',
        quote: 'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).',
      },
      {
        entry: 'rules/1e/grays/attempting-missions',
        document: '1e-grays',
        quote: 'If a dilemma with conditions does not say “Discard dilemma,” it stays until you overcome it (regardless of its effects).',
      },
    ],
  },
  {
    id: 'two-copies-of-a-mission',
    title: 'Two copies of the same mission: one location or two?',
    edition: '2E',
    summary: 'The rulebook treats all copies of the same mission as one mission; the Current Rulings treat each copy as a separate mission.',
    passages: [
      {
        entry: 'glossary/2e/missions',
        document: '2e-rulebook',
        quote:
          'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission',
      },
      {
        entry: 'rulings/2e/missions',
        document: '2e-current-rulings',
        quote:
          'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.',
      },
    ],
  },
  {
    id: 'pinned-down-actions',
    title: 'Pinned Down: one action or two for each personnel stopped?',
    edition: '2E',
    summary:
      'The rulebook counts each "randomly select a personnel to be stopped" as one action; the Current Rulings count it as a set of two (the selection, then the stop), with a chance to respond in between.',
    passages: [
      {
        entry: 'rules/2e/rulebook/facing-dilemmas',
        document: '2e-rulebook',
        quote: 'Each instruction to “randomly select a [personnel] to be stopped” is a separate action and you can act before or after each of them.',
      },
      {
        entry: 'rulings/2e/dilemmas',
        document: '2e-current-rulings',
        quote:
          'Each instruction to “randomly select a [personnel] to be stopped” is a set of two actions and you can act before the random selection, after the random selection but before the personnel is stopped, or after the personnel is stopped.',
      },
    ],
  },
  {
    id: 'winning-the-game-2e',
    title: 'Winning the game: scored, or commanded?',
    edition: '2E',
    summary:
      'The rulebook asks for 100 points and a completed planet and space mission, and the winner does not finish the turn; the Current Rulings ask that you command the completed missions, that all three conditions be met simultaneously, and that the active player not finish the turn.',
    passages: [
      {
        entry: 'rules/2e/rulebook/winning-the-game',
        document: '2e-rulebook',
        quote:
          'A player wins the game when he or she has: scored 100 points (or more); completed at least one planet mission; and completed at least one space mission. The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)',
      },
      {
        entry: 'rulings/2e/winning-the-game',
        document: '2e-current-rulings',
        quote:
          'A player wins the game when he or she: has 100 points (or more); commands at least one completed planet mission; and commands at least one completed space mission. The game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)',
      },
    ],
    note: 'Their entry says "The rest of the entry does not change."',
  },
];

/**
 * Checks each disagreement against the generated pages and decides it: every quote must be the words of one
 * paragraph (or list item) of the page it names, from the document it names; the verdict comes from the edition's
 * precedence (src/lib/authority.ts over scripts/ingest/authority.ts), or from a reviewed override with its reason.
 * Fails naming the entry and what is wrong. Returns the decided disagreements and the pages with a superseded mark
 * (`::superseded{…}`) placed right after each paragraph that a standing passage overrides.
 */
export function resolveDisagreements(
  list: readonly DisagreementInput[],
  files: readonly GeneratedFile[],
  documents: readonly DocumentRecord[] = DOCUMENTS,
  rule: (edition: Edition) => string = ruleOf,
  /** Which pages this step marks (the standing ledger marks the passages of the documents that do not govern). */
  marks: (entry: string) => boolean = () => true,
): { disagreements: Disagreement[]; files: GeneratedFile[] } {
  const problems: string[] = [];
  const out: Disagreement[] = [];
  const byPath = new Map(files.map((f) => [f.path, f]));
  const ids = new Set<string>();
  /** Marks to insert, per file path: after which source offset, what text. */
  const inserts = new Map<string, Array<{ at: number; text: string }>>();

  for (const d of list) {
    if (ids.has(d.id)) problems.push(`${d.id}: two disagreements have this id`);
    ids.add(d.id);
    const located = d.passages.map((p) => {
      const file = byPath.get(`content/${p.entry}.md`);
      if (!file) {
        problems.push(`${d.id}: no generated page content/${p.entry}.md`);
        return undefined;
      }
      const { data, rest: body } = splitFrontmatter(file.content, file.path);
      const declared = data.document;
      if (declared !== p.document) problems.push(`${d.id}: content/${p.entry}.md is from the document "${String(declared)}", not "${p.document}"`);
      const offset = file.content.length - body.length;
      const found = locateQuote(body, p.quote);
      if (typeof found === 'string') {
        problems.push(`${d.id}: the quote ${JSON.stringify(p.quote)} ${found} of content/${p.entry}.md`);
        return undefined;
      }
      return { ...p, ...found, offset };
    });
    const docs = d.passages.map((p) => documents.find((x) => x.id === p.document));
    if (docs.some((x) => !x)) {
      problems.push(`${d.id}: a passage names a document that is not in scripts/ingest/documents.ts`);
      continue;
    }
    if (docs.some((x) => x!.edition !== d.edition)) problems.push(`${d.id}: a passage's document is not of the ${d.edition}`);
    let decided: ReturnType<typeof verdict>;
    try {
      decided = verdict(docs as DocumentRecord[], rule(d.edition), d.override);
    } catch (e) {
      problems.push(`${d.id}: ${(e as Error).message}`);
      continue;
    }
    if (located.some((x) => !x)) continue;
    const passagesOut = located.map((x) => ({
      entry: x!.entry,
      document: x!.document,
      quote: x!.quote,
      anchor: x!.anchor,
      agrees: x!.agrees === true,
      ...(x!.narrowed ? { narrowed: x!.narrowed } : {}),
    }));
    passagesOut.forEach((p, i) => {
      if (p.agrees && (decided.stands === null || i === decided.stands))
        problems.push(`${d.id}: passage ${i} is marked "agrees", but ${decided.stands === null ? 'no passage stands' : 'it is the one that stands'}`);
    });
    out.push({
      id: d.id,
      title: d.title,
      edition: d.edition,
      summary: d.summary,
      passages: passagesOut,
      stands: decided.stands,
      why: d.note ? `${decided.why} ${d.note}` : decided.why,
      byPrecedence: decided.byPrecedence,
    });
    if (decided.stands === null) continue;
    const standing = passagesOut[decided.stands]!;
    const standingDoc = docs[decided.stands]!;
    located.forEach((x, i) => {
      if (i === decided.stands || !x || x.agrees || !marks(x.entry)) return;
      // A passage the standing passage only narrows: it stands, with the exception beside it.
      const pointer = d.passages[i]?.narrowed;
      if (pointer) {
        const line = toMarkdownText([
          exception({
            verdict: 'narrowed',
            by: standing.entry,
            anchor: standing.anchor,
            document: standingDoc.short,
            date: standingDoc.date,
            pointer,
            topic: d.id,
          }),
        ]).trimEnd();
        const path = `content/${x.entry}.md`;
        inserts.set(path, [...(inserts.get(path) ?? []), { at: x.offset + x.end, text: x.indent === undefined ? `\n\n${line}` : `\n${x.indent}${line}` }]);
        return;
      }
      // `quote`: the words this mark supersedes; the page marks the sentences that hold them (src/plugins/remark-marks.ts).
      const mark = supersededMark({
        topic: d.id,
        by: standing.entry,
        anchor: standing.anchor,
        document: standingDoc.short,
        date: standingDoc.date,
        quote: x.quote,
      });
      const text = x.indent === undefined ? `\n\n${mark}` : `\n${x.indent}${mark}`;
      const path = `content/${x.entry}.md`;
      inserts.set(path, [...(inserts.get(path) ?? []), { at: x.offset + x.end, text }]);
    });
  }
  if (problems.length) {
    throw new ReviewedDataError(
      'Disagreements data (scripts/ingest/disagreements.ts) does not match the content',
      problems,
      'fix the disagreement named in DISAGREEMENTS (scripts/ingest/disagreements.ts): its quote, entry, document or override. ' +
        'If an importer changed the page on purpose, quote the page as it now reads; if not, fix that importer.',
    );
  }

  const marked = applyInserts(files, inserts);
  return { disagreements: out, files: marked };
}

/**
 * The mark as one line of Markdown, built as a directive node and serialized (scripts/ingest/lib/mdast.ts), so its
 * attribute values are escaped however they read (a quote holding `"`, `&` or `}`); remark-directive decodes them.
 */
export const supersededMark = (attributes: Parameters<typeof superseded>[0]): string => toMarkdownText([superseded(attributes)]).trimEnd();
