/**
 * Table talk: what players say at the table for a rule term when they do not know its name — slang, or a description
 * of what happens ("my ship is invisible" for a cloaked ship, "froze my guy in cryo-sleep" for stasis, "grab their
 * phaser" for stealing equipment). Reviewed data, like the thesaurus (thesaurus.ts), and searched the same way: a word
 * or phrase found here is searched as typed and as the rule term, in the edition whose documents define the term.
 *
 * Each entry names the rule term it maps to, the source line that defines or states it (`file:line` in
 * content/sources/), and a one-line reason. `src/lib/search/table-talk.test.ts` checks that the line really holds the
 * term, that the edition's passages use it, and that a phrase is written as search folds it.
 *
 * To add one: find the line that defines the term in the source, write what players say (folded: lower case, no
 * apostrophes), and say in one line why a player says it for that term. `npm run search:tune` shows what it did to TUNE.
 */
import type { Edition } from '../vocab.ts';

export interface TableTalkEntry {
  /** What players say: words or phrases, lower case, as src/lib/search/words.ts folds them. */
  say: readonly string[];
  /** The rule term it maps to, folded ("stasis", "mis seed"): a phrase's words must all be in the passage. */
  term: string;
  /** The edition whose documents use the term. */
  edition: Edition;
  /** The source line that defines or states the term: "1e-glossary-terms.txt:3788". */
  source: string;
  /** Why players say it for this term, in one line. */
  reason: string;
}

export const TABLE_TALK: readonly TableTalkEntry[] = [
  {
    say: ['invisible', 'invisibility', 'cant be seen', 'hidden ship', 'vanish', 'vanished', 'disappear', 'disappeared'],
    term: 'cloak',
    edition: '1E',
    source: '1e-glossary-terms.txt:1240',
    reason: 'A ship that cannot be seen or targeted is cloaked: "To cloak or phase a card, flip it face down".',
  },
  {
    say: ['shoot', 'shoots', 'shooting', 'shot at', 'open fire', 'blast', 'blasting'],
    term: 'firing',
    edition: '1E',
    source: '1e-glossary-terms.txt:924',
    reason: 'Shooting at a ship is firing WEAPONS in ship battle; the same line says a firing ship must be uncloaked.',
  },
  {
    say: ['frozen', 'froze', 'freeze', 'freezes', 'cryo', 'cryo sleep', 'cryosleep', 'suspended animation', 'on ice', 'put on ice'],
    term: 'stasis',
    edition: '1E',
    source: '1e-glossary-terms.txt:3788',
    reason: 'Players call a personnel kept out of use until released "frozen"; 1E calls it stasis, "conceptually in suspended animation".',
  },
  {
    say: ['frozen', 'froze', 'freeze', 'frozen too', 'cant act', 'used up'],
    term: 'stopped',
    edition: '2E',
    source: '2e-rulebook.txt:951',
    reason: 'In 2E a personnel that can do nothing more this turn is stopped: "When combat ends, all your personnel who were involved are stopped."',
  },
  {
    say: ['grab', 'grabs', 'snatch', 'swipe', 'pinch', 'pick up', 'lying around', 'take their', 'take the other players'],
    term: 'steal',
    edition: '1E',
    source: '1e-glossary-terms.txt:3806',
    reason: 'Taking an opponent\'s unattended equipment is stealing: "You may not “steal” Equipment cards, even if unattended, unless a card allows it".',
  },
  {
    say: ['hid', 'hide', 'hides', 'hiding', 'stash', 'stashed', 'tuck', 'tucked', 'wrong mission', 'wrong place'],
    term: 'mis seed',
    edition: '1E',
    source: '1e-glossary-terms.txt:2487',
    reason: 'Cards hidden face down under a mission are seeded; one seeded where it may not be (a planet dilemma at a space mission) is a mis-seed.',
  },
  {
    say: ['hid', 'hide', 'hides', 'hiding', 'stash', 'stashed', 'tuck', 'tucked'],
    term: 'seeded',
    edition: '1E',
    source: '1e-glossary-terms.txt:696',
    reason:
      'Putting a card face down under a mission before play is seeding it: "Artifacts must be seeded during the dilemma phase, under planet missions only".',
  },
  {
    say: ['knocked out', 'knock out', 'unconscious', 'passed out', 'ko', 'kod', 'dazed'],
    term: 'stunned',
    edition: '1E',
    source: '1e-glossary-terms.txt:3850',
    reason: 'A personnel knocked out in personnel battle is stunned; "Stunned and mortally wounded personnel … may not use other skills".',
  },
  {
    say: ['computer generated', 'hologram', 'holograms', 'holo', 'holodeck'],
    term: 'holographic',
    edition: '1E',
    source: '1e-glossary-terms.txt:2141',
    reason: 'Computer-generated crew are holographic personnel: "Holographic personnel and equipment can only exist aboard ships and facilities".',
  },
  {
    say: ['portal', 'portals', 'gateway card'],
    term: 'doorway',
    edition: '1E',
    source: '1e-glossary-terms.txt:1681',
    reason: 'A card that is a door or passage is a Doorway: "A card type representing a physical door or a passage to another time or place".',
  },
  {
    say: ['banged up', 'beat up', 'beaten up', 'busted', 'shot up', 'roughed up'],
    term: 'damaged',
    edition: '1E',
    source: '1e-glossary-terms.txt:1444',
    reason: 'A ship hit in battle is damaged: "any damage to your opponent\'s ship … is indicated by rotating the target … that it is damaged".',
  },
  {
    say: ['banged up', 'beat up', 'beaten up', 'busted', 'shot up', 'roughed up'],
    term: 'damaged',
    edition: '2E',
    source: '2e-rulebook.txt:24',
    reason: 'A ship hit in an engagement is damaged: "Your ships may be damaged in engagements or even destroyed".',
  },
  {
    say: ['scuffle', 'scuffles', 'brawlers', 'fisticuffs', 'punch up', 'melee'],
    term: 'personnel battle',
    edition: '1E',
    source: '1e-glossary-terms.txt:904',
    reason:
      'A fight between crews on the ground is personnel battle: "Identify which one of your Away Teams or crews is attacking" (Glossary "battle - personnel").',
  },
  {
    say: ['scuffle', 'scuffles', 'brawlers', 'fisticuffs', 'punch up', 'melee'],
    term: 'combat',
    edition: '2E',
    source: '2e-rulebook.txt:951',
    reason: 'A fight between personnel is combat in 2E: "When combat ends, all your personnel who were involved are stopped."',
  },
];
