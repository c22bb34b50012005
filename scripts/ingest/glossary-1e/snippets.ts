/**
 * Real snippets of the 1E Glossary for the step tests (parse.test.ts checks each is verbatim in the source), and
 * the small helpers those tests share: a source made of chosen entries, a generated file by path (and the nodes of
 * one type in a tree, from lib/fixtures.ts).
 */
import type { GeneratedFile } from '../lib/files.ts';
import { readSource } from '../lib/fixtures.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export { nodesOf } from '../lib/fixtures.ts';
export const SOURCE = readSource(SOURCE_FILES['1e-glossary']);
export const SOURCE_LINES = SOURCE.split('\n');

/** A glossary source made of an index and entries copied from the real one (without the preamble). */
export const glossary = (index: string[], entries: string): string => ['TermTaken from', ...index, '', entries.trim()].join('\n');

export const file = (files: GeneratedFile[], path: string): GeneratedFile => {
  const f = files.find((x) => x.path === path);
  if (!f) throw new Error(`no file ${path} among ${files.map((x) => x.path).join(', ')}`);
  return f;
};

// Real entries, copied from content/sources/1e-glossary-terms.txt.
export const INTERRUPTING = `actions – interrupting

You may not interrupt an action by another action, unless the second action:

  • is a valid response to the first action or one of its sub-actions; or
  • explicitly “suspends play” (according to a card text or rule).

For example, you may make valid responses to the encounter of specific dilemmas during a mission attempt, but you may not play interrupts between dilemma encounters. See actions - step 2: responses.
Taken from Glossary.`;

export const RESPONSES = `actions – step 2: responses

After an action has been initiated and before its results begin, optional responses are allowed. A valid response must specifically relate to (modify, cancel, nullify, or prevent) the action.
Taken from Glossary.`;

export const RESPONSES_REDIRECT = `responses

See actions - step 2: responses.
Taken from Glossary.`;

export const SEQUENCE = `actions - sequence of steps

Every action has three steps that must occur in order:

  1. Initiation (declaring the use of a multifunction card, meeting conditions, choosing targets, and paying costs).
  2. Optional responses (attempts to cancel or modify the action).
  3. Results (gameplay consequences of the action).

These steps are described in more detail in the following sections.
Taken from Glossary.`;

export const INITIATION = `actions – step 1: initiation

Initiating an action may include any or all of the following, in this order:

  • declaring the use of a multi-function card (e.g., you may play Going To The Top to return a personnel to hand OR to download a personnel; you may discard a Space-Time Portal from the table for one of five possible results);
Taken from Glossary.`;

export const DUAL_PERSONNEL = `dual-personnel cards

dual-personnel cards

Opponent’s or owner’s choice – When a selection is made by choice, select the appropriate number of personnel, which may include one individual on a dualpersonnel card. The result of the selection will then affect the other personnel on the card as well. Examples:

  • Mercenary Ship requires StaffStaff for staffing. For the Abandon Ship! dilemma, you may choose Beverly (on Beverly and Will) and Narik to staff it. Since Beverly must remain on the ship to staff it, Will remains also.

Costs and benefits – If you pay a cost for reporting or downloading a dual-personnel card, you pay that cost only for the individual(s) to whom the costs apply. See Ferengi Conference. If you gain a benefit (such as scoring points) based on the features of an individual personnel, you get that benefit only for the individual(s) on the card with those features. See No Way Out.
Taken from Glossary.`;

export const DOES_NOT_WORK_WITH = `does not work with

A card that “does not work with” a particular group (affiliation, species, specific skills) cannot mix or cooperate with cards of that group in any way, in the same way that cards of incompatible affiliations cannot work together without a treaty (see compatible). For example:

  • Lore “Does not work with Affiliation Federation affiliation.” He doesn’t mix with Affiliation Federation personnel, cannot board a Affiliation Federation ship, and cannot report to or board a Affiliation Federation facility.
Taken from Glossary.`;

export const DILEMMA_RESOLUTION = `dilemma resolution

Nullifiers – A dilemma may list skills, attributes, other characteristics, personnel, equipment, an action, or a card play that can nullify the dilemma. Also, another card may state that it nullifies a dilemma. (Some form of the word “nullify” is always used; conditions and cures are not nullifiers.) Nullifying a dilemma is a valid response to the initiation of the dilemma encounter. See actions - step 1: initiation. If the nullifier is present (or a nullifier card is played) when the dilemma is encountered, the dilemma is discarded and has no effect. Some dilemmas that enter play or have a lasting effect on a personnel or ship may also be nullified after the initial encounter. (Such a nullifier acts similar to a cure.) A dilemma with a countdown icon selfnullifies after the specified number of turns of the player who seeded it, and is discarded at that time. Examples:

  • “Nullify dilemma with Shelby OR 4 SECURITY.”
  • “To nullify, evacuate ship at your outpost until end of turn.”
  • “Nullify with Plexing.”
  • “Nullifies Tamarian-related dilemmas where present.” [unknown icon - Dathon]
Taken from Glossary.`;

export const BATTLE_PERSONNEL_TAIL = `battle - personnel

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
export const SNIPPETS = [
  INTERRUPTING,
  RESPONSES,
  RESPONSES_REDIRECT,
  SEQUENCE,
  INITIATION,
  DUAL_PERSONNEL,
  DOES_NOT_WORK_WITH,
  DILEMMA_RESOLUTION,
  BATTLE_PERSONNEL_TAIL,
];
