/**
 * Where the sources disagree: reviewed data. Each quote must stand, word for word, in the generated page it names
 * (the ingest checks it and fails naming the quote); the build test checks it against the source documents too.
 * Written to content/disagreements/disagreements.json.
 */
import type { Edition } from '../../src/lib/vocab.ts';
import { passages } from '../../src/lib/passages.ts';
import type { GeneratedFile } from './lib/files.ts';

export interface Disagreement {
  id: string;
  title: string;
  edition: Edition;
  summary: string;
  passages: Array<{ entry: string; document: string; quote: string }>;
  stands: number;
  why: string;
}

const LATER = 'A later official document stands over an earlier one.';
const OFFICIAL = "An official Decipher document stands over Gray's Digital Edition, a community compilation that merged later supplements on its own authority.";

export const DISAGREEMENTS: Disagreement[] = [
  {
    id: 'card-pool',
    title: 'How many cards the game has',
    edition: '1E',
    summary: 'The Rulebook v1.7 counts over 1600 cards (August 2000); Gray\'s counts over 3000, after the later expansions.',
    passages: [
      { entry: 'rules/1e/rulebook/introduction', document: '1e-rulebook-v1.7', quote: 'The Star Trek™ Customizable Card Game™ universe contains over 1600 common, uncommon, rare, ultra-rare, and premium cards' },
      { entry: 'rules/1e/grays/introduction', document: '1e-grays', quote: 'The Star Trek™ Customizable Card Game™ universe contains over 3000 common, uncommon, rare, ultra-rare, and premium cards' },
    ],
    stands: 0,
    why: `${OFFICIAL} This is a description, not a rule: v1.7 counted the cards of August 2000, and Gray's counts the cards of the expansions that followed.`,
  },
  {
    id: 'affiliations',
    title: 'How many affiliations there are',
    edition: '1E',
    summary: 'The Rulebook v1.7 lists nine full affiliations plus Neutral; Gray\'s says twelve, from expansions released after v1.7 (its list of them was lost from this copy).',
    passages: [
      { entry: 'rules/1e/rulebook/the-affiliations', document: '1e-rulebook-v1.7', quote: 'There are nine full affiliations in the Star Trek™ Customizable Card Game™: Federation, Bajoran, Cardassian, Romulan, Klingon, Dominion, Ferengi, Non-Aligned, and Borg, plus a few Neutral cards (also considered an affiliation).' },
      { entry: 'rules/1e/grays/the-affiliations', document: '1e-grays', quote: 'There are twelve full affiliations in the Star Trek™ Customizable Card Game™:' },
    ],
    stands: 0,
    why: `${OFFICIAL} Affiliations introduced by later official expansions are not in any official document held here; Gray's reflects them.`,
  },
  {
    id: 'side-decks',
    title: 'How many kinds of side deck there are',
    edition: '1E',
    summary: 'The Rulebook v1.7 names four side decks; Gray\'s names five, adding the Dilemma side deck.',
    passages: [
      { entry: 'rules/1e/rulebook/side-decks', document: '1e-rulebook-v1.7', quote: 'The four types of side decks are the Q-Continuum, Q\'s Tent, Battle Bridge, and Tribble side decks.' },
      { entry: 'rules/1e/grays/side-decks', document: '1e-grays', quote: 'The five types of side decks are the' },
    ],
    stands: 0,
    why: `${OFFICIAL} The Dilemma side deck came with a later official expansion, which v1.7 predates.`,
  },
  {
    id: 'q-flash-seeding',
    title: 'How many Q-Flash doorways you may seed',
    edition: '1E',
    summary: 'The Glossary allows no more than one Q-Flash per mission; Gray\'s allows any number.',
    passages: [
      { entry: 'glossary/1e/q-continuum-side-deck', document: '1e-glossary', quote: 'Seed more Q-Flash doorways like dilemmas under any mission (no more than one per mission)' },
      { entry: 'rules/1e/grays/3-dilemma-phase', document: '1e-grays', quote: 'You may seed any number of Q-Flash doorways as you like, without regard of space and planet icons.' },
    ],
    stands: 0,
    why: OFFICIAL,
  },
  {
    id: 'ships-without-staffing',
    title: 'Who may fly a ship that lists no crew requirements',
    edition: '1E',
    summary: 'The Rulebook v1.7 says any one personnel of matching affiliation; Gray\'s adds that any affiliation may fly a Non-Aligned ship.',
    passages: [
      { entry: 'rules/1e/rulebook/staffing-and-moving-ships', document: '1e-rulebook-v1.7', quote: '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it.)' },
      { entry: 'rules/1e/grays/staffing-and-moving-ships', document: '1e-grays', quote: '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)' },
    ],
    stands: 0,
    why: OFFICIAL,
  },
  {
    id: 'two-copies-of-a-mission',
    title: 'Two copies of the same mission: one location or two?',
    edition: '2E',
    summary: 'The rulebook treats all copies of the same mission as one mission; the Current Rulings treat each copy as a separate mission.',
    passages: [
      { entry: 'glossary/2e/missions', document: '2e-rulebook', quote: 'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission' },
      { entry: 'rulings/2e/missions', document: '2e-current-rulings', quote: 'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.' },
    ],
    stands: 1,
    why: `${LATER} The Current Rulings (3 January 2011) supplement the rulebook and override it where they differ.`,
  },
  {
    id: 'pinned-down-actions',
    title: 'Pinned Down: one action or two for each personnel stopped?',
    edition: '2E',
    summary: 'The rulebook counts each "randomly select a personnel to be stopped" as one action; the Current Rulings count it as a set of two (the selection, then the stop), with a chance to respond in between.',
    passages: [
      { entry: 'rules/2e/rulebook/facing-dilemmas', document: '2e-rulebook', quote: 'Each instruction to “randomly select a [personnel] to be stopped” is a separate action and you can act before or after each of them.' },
      { entry: 'rulings/2e/dilemmas', document: '2e-current-rulings', quote: 'Each instruction to “randomly select a [personnel] to be stopped” is a set of two actions and you can act before the random selection, after the random selection but before the personnel is stopped, or after the personnel is stopped.' },
    ],
    stands: 1,
    why: `${LATER} The Current Rulings (3 January 2011) supplement the rulebook and override it where they differ.`,
  },
  {
    id: 'winning-the-game-2e',
    title: 'Winning the game: scored, or commanded?',
    edition: '2E',
    summary: 'The rulebook asks for 100 points and a completed planet and space mission; the Current Rulings ask that you command the completed missions, and that all three conditions be met simultaneously.',
    passages: [
      { entry: 'rules/2e/rulebook/winning-the-game', document: '2e-rulebook', quote: 'A player wins the game when he or she has: scored 100 points (or more); completed at least one planet mission; and completed at least one space mission.' },
      { entry: 'rulings/2e/winning-the-game', document: '2e-current-rulings', quote: 'A player wins the game when he or she: has 100 points (or more); commands at least one completed planet mission; and commands at least one completed space mission.' },
    ],
    stands: 1,
    why: `${LATER} The Current Rulings (3 January 2011) supplement the rulebook and override it where they differ; their entry says "The rest of the entry does not change."`,
  },
];

/** Fails, naming the entry and the quote, if a quote is not in the generated text of the page it names. */
export function checkDisagreements(list: readonly Disagreement[], files: readonly GeneratedFile[]): void {
  const problems: string[] = [];
  for (const d of list) {
    if (d.stands < 0 || d.stands >= d.passages.length) problems.push(`${d.id}: "stands" must index one of its ${d.passages.length} passages`);
    for (const p of d.passages) {
      const file = files.find((f) => f.path === `content/${p.entry}.md`);
      if (!file) {
        problems.push(`${d.id}: no generated page content/${p.entry}.md`);
        continue;
      }
      const body = file.content.replace(/^---\n[\s\S]*?\n---\n/, '');
      const text = passages(body).join(' ').replace(/\s+/g, ' ');
      if (!text.includes(p.quote.replace(/\s+/g, ' '))) problems.push(`${d.id}: the quote ${JSON.stringify(p.quote)} is not in content/${p.entry}.md`);
    }
  }
  if (problems.length) throw new Error(`Disagreements data does not match the content:\n  ${problems.join('\n  ')}`);
}

