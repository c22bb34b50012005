/**
 * What players say, mapped to what the documents call it, per edition where the editions differ (1E "battle", 2E
 * "combat"). Reviewed data with a reason per entry; `src/lib/search/thesaurus.test.ts` checks every entry against the
 * site's own words. A query word or phrase found here is searched as typed AND as each term it maps to: the literal
 * match is never hidden, the documents' terms are added to it, weighing a little less.
 *
 * Besides this list, the 1E Glossary's own aliases ("See X" redirects and "Also:" names, e.g. "death" under
 * "discarding") map to their term the same way; they come with the site's lexicon (src/lib/search/lexicon.ts).
 *
 * To add a synonym: add an entry (or a word to an entry's `say`) with the documents' term(s) under the edition(s)
 * where they are used, and a reason that says where players use the word and where the documents use the term
 * (file and line). `npm run test:unit` checks that each term occurs in the edition's text; `npm run bench` shows
 * what it did to the golden set.
 */
import type { Edition } from '../vocab.ts';

export interface ThesaurusEntry {
  /** What players type: words or phrases, lower case, as src/lib/search/words.ts folds them. */
  say: readonly string[];
  /** What the documents call it, per edition: words or phrases (a phrase's words must all be in the passage). */
  means: Partial<Record<Edition, readonly string[]>>;
  /** Only when typed in capitals: an abbreviation that is also an everyday word ("AT", "OP"). */
  caps?: boolean;
  reason: string;
}

export const THESAURUS: readonly ThesaurusEntry[] = [
  {
    say: ['fight', 'fights', 'fighting', 'attack', 'attacks', 'attacking', 'brawl'],
    means: { '1E': ['battle'], '2E': ['combat', 'engagement'] },
    reason:
      '1E calls a fight "battle" (Glossary "battle", Rulebook v1.7 "ENGAGING IN BATTLE"); 2E calls personnel fights "combat" and ship fights "engagement" (2E rulebook COMBAT, ENGAGEMENTS). Players say fight or attack for either.',
  },
  {
    say: ['ship fight', 'ship combat', 'space battle', 'space fight', 'dogfight'],
    means: { '1E': ['ship battle', 'battle ship'], '2E': ['engagement'] },
    reason: '1E: "battle - ship" (Glossary); 2E: a fight between ships is an "engagement" (2E rulebook ENGAGEMENTS).',
  },
  {
    say: ['ship battle', 'ship battles'],
    means: { '2E': ['engagement'] },
    reason: 'The 1E term, as 1E players say it of 2E too; 2E calls a fight between ships an "engagement" (2E rulebook ENGAGEMENTS).',
  },
  {
    say: ['kill', 'kills', 'killing', 'die', 'dies', 'died', 'dying', 'dead', 'death', 'destroyed personnel'],
    means: { '1E': ['killed', 'discarded'], '2E': ['killed', 'discard pile'] },
    reason:
      'A personnel that dies is "killed" and goes to the discard pile: 1E Glossary "discarding" (also under "death", "killed"); 2E rulebook "killed … placed in its owner\'s discard pile".',
  },
  {
    say: ['hand limit', 'hand size', 'max hand', 'maximum hand', 'too many cards'],
    means: { '1E': ['no limit', 'even up'], '2E': ['discard excess', 'seven cards'] },
    reason:
      '2E: "If you have more than seven cards in your hand, you must choose and discard" (2E rulebook 3. DISCARD EXCESS CARDS, lines 812–814); 1E has none: "There is no limit to the number of cards you may hold in your hand" (Glossary line 2988) but you "even up" to seven at the end of each turn (line 4225).',
  },
  {
    say: ['graveyard', 'trash', 'bin', 'junk pile', 'yard'],
    means: { '1E': ['discard pile'], '2E': ['discard pile'] },
    reason: 'Other card games call it the graveyard; both editions say "discard pile".',
  },
  {
    say: ['library', 'main deck'],
    means: { '1E': ['draw deck'], '2E': ['deck'] },
    reason: 'Other card games call it the library; 1E says "draw deck" (Rulebook v1.7 DRAW DECK), 2E "deck".',
  },
  {
    say: ['dilemma deck', 'dilemmas deck'],
    means: { '2E': ['dilemma pile'] },
    reason: 'Players call it a deck; the 2E documents say "dilemma pile" (2E rulebook SETTING UP THE GAME; Current Rulings "attempting missions").',
  },
  {
    say: ['jail', 'prison', 'lockup'],
    means: { '1E': ['brig'], '2E': ['brig'] },
    reason: 'Captured personnel are held in the "brig" (1E Glossary "brig"; 2E rulebook BRIG AND CAPTIVES).',
  },
  {
    say: ['prisoner', 'prisoners', 'hostage', 'hostages', 'capture', 'captured'],
    means: { '1E': ['captive', 'captives'], '2E': ['captive', 'captives'] },
    reason: 'A captured personnel is a "captive" (1E Glossary "captives"; 2E rulebook BRIG AND CAPTIVES).',
  },
  {
    say: ['mana', 'energy', 'budget', 'action points', 'resources', 'currency'],
    means: { '2E': ['counters'] },
    reason: 'What 2E players spend each turn is "seven counters" (2E rulebook 1. PLAY AND DRAW CARDS, line 204).',
  },
  {
    say: ['erratum'],
    means: { '2E': ['errata'] },
    reason:
      'A judge asks for one card\'s "erratum"; the Current Rulings list them as "errata" (Current Rulings ERRATA). Kept as typed, never corrected to "errata".',
  },
  {
    say: ['hq'],
    means: { '2E': ['headquarters'] },
    reason: 'HQ is the common short form of "headquarters", the 2E mission where personnel are played (2E rulebook).',
  },
  {
    say: ['at'],
    caps: true,
    means: { '1E': ['away team'] },
    reason: 'Players write AT for "Away Team" (1E); only in capitals, since "at" is an everyday word.',
  },
  {
    say: ['op'],
    caps: true,
    means: { '1E': ['opponent'], '2E': ['opponent'] },
    reason: 'The Current Rulings themselves abbreviate "Opponent (OP)" (line 45); only in capitals, since "op" is also a word.',
  },
  {
    say: ['opponent', 'opponents', 'opp', 'opps', 'enemy', 'enemies'],
    means: { '2E': ['"op"'] },
    reason: 'The Current Rulings\' timing of a mission attempt writes "OP" for the opponent throughout ("d. OP selects any number…", line 50).',
  },
  {
    say: ['opp', 'opps', 'enemy', 'enemies'],
    means: { '1E': ['opponent'], '2E': ['opponent'] },
    reason: 'Short or everyday words for the other player, whom both editions call your "opponent".',
  },
  {
    say: ['ap'],
    caps: true,
    means: { '2E': ['active player'] },
    reason: 'The Current Rulings abbreviate "Active player (AP)" (line 33); only in capitals.',
  },
  {
    say: ['teleport', 'teleporting', 'transport', 'transporter', 'beam up', 'beam down'],
    means: { '1E': ['beam', 'beaming'], '2E': ['beam'] },
    reason: 'Moving personnel between a ship and a planet is "beaming" (1E Glossary "beaming"; 2E ORDER – BEAM PERSONNEL).',
  },
  {
    say: ['fly', 'flying', 'travel', 'travelling', 'traveling'],
    means: { '1E': ['move', 'movement'], '2E': ['move'] },
    reason: 'A ship "moves" (1E Glossary "movement"; 2E ORDER – MOVE A SHIP).',
  },
  {
    say: ['cancel', 'cancels', 'cancelled', 'negate', 'negates'],
    means: { '1E': ['nullify', 'nullifies'], '2E': ['prevent'] },
    reason: 'Cancelling a card is "nullify" in 1E (Glossary "nullify") and "prevent" in 2E (Current Rulings, errata "prevent that").',
  },
  {
    say: ['solve', 'solved', 'solving'],
    means: { '2E': ['complete', 'completed'] },
    reason: 'What 1E calls solving a mission (Glossary "solving missions") 2E calls completing it (2E rulebook "complete the mission").',
  },
  {
    say: ['complete', 'completed', 'completing'],
    means: { '1E': ['solve', 'solved'] },
    reason: 'What 2E calls completing a mission (2E rulebook) 1E calls solving it, though it says "completed" too (Glossary "solving missions").',
  },
  {
    say: ['finish mission', 'finish a mission', 'beat mission'],
    means: { '1E': ['solve', 'completed'], '2E': ['complete'] },
    reason: '1E says a mission is "solved" or "completed" (Glossary "solving missions"); 2E says "complete" (2E rulebook).',
  },
  {
    say: ['victory', 'beat', 'game over', 'end the game', 'who wins'],
    means: { '1E': ['winning', 'win'], '2E': ['winning', 'wins'] },
    reason: '"Winning the game" in both editions (1E Glossary "winning"; 2E rulebook WINNING THE GAME).',
  },
  {
    say: ['setup', 'set up', 'start of game', 'starting the game', 'game start'],
    means: { '1E': ['seed phase', 'seeding'], '2E': ['setting up'] },
    reason: '1E sets up the table in the seed phase (Rulebook v1.7 THE SEED PHASE); 2E has SETTING UP THE GAME.',
  },
  {
    say: ['go first', 'goes first', 'first player', 'who starts', 'starts first'],
    means: { '1E': ['starting player'], '2E': ['first turn', 'who goes first'] },
    reason: '1E names the one who begins the "starting player" (Rulebook v1.7); 2E says who "goes first" (2E rulebook SETTING UP THE GAME).',
  },
  {
    say: ['fix', 'fixing', 'mend', 'heal damage', 'undamage'],
    means: { '1E': ['repair'], '2E': ['remove damage'] },
    reason: 'Undoing damage is "repair" (1E Glossary "repair"); 2E says "You may remove damage by taking…" (2E rulebook DAMAGE).',
  },
  {
    say: ['board', 'game board', 'play area', 'table layout', 'map'],
    means: { '1E': ['spaceline'] },
    reason: 'Other games have a board; 1E lays its missions out as the "spaceline" (Rulebook v1.7 2 – MISSION PHASE; Glossary "spaceline").',
  },
  {
    say: ['tutor', 'search deck', 'search my deck', 'search your deck', 'fetch card', 'fetch a card'],
    means: { '1E': ['download'], '2E': ['download'] },
    reason:
      'Taking a named card from your deck into play is "downloading" (1E Glossary "downloading"; 2E IMPORTANT GAME TERMS "Download"). Magic players call it tutoring.',
  },
  {
    say: ['starting hand', 'opening hand', 'initial hand', 'first hand'],
    means: { '1E': ['draw seven cards'], '2E': ['draw seven cards'] },
    reason:
      '1E: "Draw seven cards to form your starting hand" (Glossary line 2988); 2E: "Draw seven cards from your deck to form your…" (2E rulebook line 129).',
  },
  {
    say: ['distance', 'how far', 'far', 'movement points'],
    means: { '1E': ['range'], '2E': ['range'] },
    reason: 'How far a ship can move is its RANGE against the span of the missions it crosses (1E Glossary "range"; 2E ORDER – MOVE A SHIP "adequate range").',
  },
  {
    say: ['run out of cards', 'runs out of cards', 'ran out of cards', 'out of cards', 'deck out', 'decked out', 'no cards left', 'empty deck'],
    means: { '1E': ['draw decks run out', 'draw deck is empty'], '2E': ['no cards remaining', 'deck is empty'] },
    reason:
      '1E: "until both players\' draw decks run out" (Rulebook v1.7 line 456; Glossary line 4251); 2E: "if all players have no cards remaining in their decks" (2E rulebook line 837).',
  },
  {
    say: ['tap', 'tapped', 'tapping', 'exhaust', 'exhausted'],
    means: { '1E': ['stopped'], '2E': ['stopped'] },
    reason: 'Other card games tap or exhaust a card that has acted; both editions "stop" it (1E Glossary "stopped"; 2E glossary "stopped").',
  },
  {
    say: ['untap', 'untapped', 'ready', 'readied'],
    means: { '1E': ['unstopped'], '2E': ['unstopped'] },
    reason:
      'What other games call untapping is becoming "unstopped" (1E Glossary "stopped"; 2E 3. DISCARD EXCESS CARDS "all stopped cards … become unstopped").',
  },
  {
    say: ['trap', 'traps', 'obstacle', 'obstacles', 'hazard', 'hazards'],
    means: { '1E': ['dilemma'], '2E': ['dilemma'] },
    reason: 'The cards an opponent puts in the way of a mission attempt are "dilemmas" in both editions.',
  },
  {
    say: ['quest', 'quests'],
    means: { '1E': ['mission'], '2E': ['mission'] },
    reason: 'What other games call a quest is a "mission" in both editions.',
  },
  {
    say: ['instant', 'instants'],
    means: { '1E': ['interrupt'], '2E': ['interrupt'] },
    reason: 'Magic players call a card played at any time an instant; both editions call it an "Interrupt".',
  },
  {
    say: ['gear', 'item', 'items', 'weapon item'],
    means: { '1E': ['equipment'], '2E': ['equipment'] },
    reason: 'Items a personnel carries are "equipment" cards in both editions.',
  },
  {
    say: ['peek', 'peeking', 'look at', 'look through'],
    means: { '1E': ['examine'], '2E': ['examine'] },
    reason: 'Looking at hidden cards is to "examine" them (2E glossary "examine"; 1E Glossary uses both "examine" and "look at").',
  },
  {
    say: ['exile', 'exiled', 'banish', 'banished'],
    means: { '1E': ['out of play'], '2E': ['remove from the game'] },
    reason: 'Magic exiles a card; 1E places it "out-of-play" (Glossary "out-of-play"), 2E removes it "from the game" (2E glossary "remove from the game").',
  },
  {
    say: ['base', 'bases', 'home base'],
    means: { '1E': ['outpost', 'facility'], '2E': ['headquarters'] },
    reason: 'Where personnel report and ships are built: a 1E "outpost" (a facility, Glossary "facility"), the 2E "headquarters" mission.',
  },
  {
    say: ['stats', 'statistics'],
    means: { '1E': ['attributes'], '2E': ['attributes'] },
    reason: 'Integrity, Cunning and Strength (and a ship\'s Range, Weapons, Shields) are "attributes" (1E Glossary "attribute"; 2E rulebook).',
  },
  {
    say: ['vp', 'victory points', 'score'],
    means: { '1E': ['points'], '2E': ['points'] },
    reason: 'Both editions count "points" toward 100 to win; VP and score are what other games call them.',
  },
  {
    say: ['respond', 'responding', 'in response'],
    means: { '1E': ['response', 'responses'], '2E': ['response'] },
    reason:
      'Acting on something that just happened is a "response" (1E Glossary "actions - step 2: responses"; 2E glossary "Response"); the word "respond" itself is rare in the documents.',
  },
  {
    say: ['phase', 'phases'],
    means: { '2E': ['segment'] },
    reason: 'A 1E turn has phases; a 2E turn has "segments" (2E rulebook PLAYING THE GAME).',
  },
  {
    say: ['segment', 'segments'],
    means: { '1E': ['phase'] },
    reason: 'A 2E turn has segments; a 1E turn has "phases" (Rulebook v1.7 THE PLAY PHASE).',
  },
  {
    say: ['turn phases', 'turn order', 'steps of a turn', 'parts of a turn'],
    means: { '1E': ['turn', 'phase'], '2E': ['turn', 'segment'] },
    reason: 'A 1E turn has phases (Glossary "card play"/"turn"); a 2E turn has three segments (2E rulebook PLAYING THE GAME).',
  },
  // First Edition: everyday words for 1E terms (issue 34).
  {
    say: ['buff', 'buffs', 'buffed', 'boost', 'boosts', 'boosted', 'pump', 'pumped'],
    means: { '1E': ['enhance', 'enhancement'] },
    reason:
      'Other card games buff or boost a card; 1E raises an attribute with an "enhancement" (Glossary "attribute enhancements", line 810: "Attribute enhancements refer only to positive changes in the attributes").',
  },
  {
    say: ['nerf', 'nerfed', 'debuff', 'debuffed', 'weaken', 'weakened', 'weakens'],
    means: { '1E': ['reduced'] },
    reason:
      'Lowering an attribute is what other games call a nerf or debuff; the 1E Glossary says it is "reduced" ("attribute modifiers", line 827: "An attribute is considered reduced…").',
  },
  {
    say: ['heal', 'heals', 'healed', 'healing'],
    means: { '1E': ['cure'] },
    reason:
      'Getting rid of a dilemma\'s lasting effect is to "cure" it (1E Glossary "present", line 3031: "overcome, nullify, or cure dilemmas"); players say heal.',
  },
  {
    say: ['doctor', 'doctors', 'medic', 'medics', 'healer'],
    means: { '1E': ['medical'] },
    reason:
      'A doctor is a personnel with MEDICAL, a 1E classification and skill (Glossary "stunned and mortally wounded", line 3850: "stunned MEDICAL personnel").',
  },
  {
    say: ['scientist', 'scientists'],
    means: { '1E': ['science'] },
    reason: 'A scientist is a personnel with SCIENCE, a 1E classification and skill (Glossary dilemma list, line 1555: "2 SCIENCE OR 2 ENGINEER aboard").',
  },
  {
    say: ['toss', 'tossed', 'ditch', 'ditched', 'chuck', 'throw away', 'get rid of'],
    means: { '1E': ['discard'] },
    reason: 'Throwing a card away is discarding it (1E Glossary "discarding", line 1630; Rulebook v1.7 "discard pile").',
  },
  {
    say: ['draw pile'],
    means: { '1E': ['draw deck'] },
    reason: 'The pile players draw from is the "draw deck" in 1E (Rulebook v1.7 DRAW DECK; Glossary "draw deck").',
  },
];
