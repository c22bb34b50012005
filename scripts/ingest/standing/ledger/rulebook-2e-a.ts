import type { StandingInput } from '../types.ts';

const R = { first: 'rulebook-2e-a first reading' };

export const LEDGER: StandingInput[] = [
  // ---- introduction ----
  {
    passage: 'rules/2e/rulebook/introduction#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A placeholder for text missing from the source (2RB 1–26); no rule to compare.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/introduction#p-when-you-are-first-learning-the',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Reading advice about the grey boxes (2RB 1–3), not a rule; the Current Rulings say nothing of it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/introduction#p-welcome-to-a-universe-with-endless',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Flavour introduction to CCGs and Star Trek (2RB 7–12); not a rule, the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/introduction#p-each-players-cards-include-a-number',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Overview of what the cards represent (2RB 14–16); not a rule, the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/introduction#p-each-time-a-players-personnel-attempt',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-d-op-selects-any-number-0',
        quote: 'OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack',
      },
      {
        passage: 'rulings/2e/attempting-missions#p-once-the-dilemma-stack-is-empty',
        quote:
          'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
      },
    ],
    reason:
      'Overview (2RB 18–20): dilemmas chosen by the opponent are faced before completing and scoring; the CR timing (CR 50–52, 87–88) has the same order.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/introduction#p-the-risks-will-prove-even-greater',
    verdict: 'changed',
    governing: [
      {
        passage: 'rulings/2e/winning-the-game#p-a-player-wins-the-game-when',
        quote: 'A player wins the game when he or she:',
      },
      { passage: 'rulings/2e/winning-the-game#p-has-100-points-or-more', quote: 'has 100 points (or more);' },
      {
        passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-planet',
        quote: 'commands at least one completed planet mission; and',
      },
      {
        passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-space',
        quote: 'commands at least one completed space mission.',
      },
      {
        passage: 'rulings/2e/winning-the-game#p-the-game-ends-immediately-when-all',
        quote: 'The game ends immediately when all three of these conditions are simultaneously met.',
      },
    ],
    quote: 'If you reach 100 points, and your personnel have completed missions both on a planet and in space, you are the winner!',
    pointer: 'the CR: 100 points and command of a completed planet and a completed space mission, all met at once',
    reason:
      'The intro (2RB 22–26) restates the win condition as points plus missions your personnel completed; CR 166–171 require commanding a completed planet and space mission, simultaneously with 100 points (disagreement winning-the-game-2e).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- types-of-cards ----
  {
    passage: 'rules/2e/rulebook/types-of-cards#p-your-deck-may-contain-up-to',
    verdict: 'not-addressed',
    governing: [],
    reason: 'The five deck card types plus missions and dilemmas (2RB 32–35); the Current Rulings list no card types and change none.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/types-of-cards#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A placeholder for text missing from the source (2RB 30–64); no rule to compare.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/types-of-cards#p-if-an-effect-refers-to-the',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Cost zero for cards with no printed cost (2RB 36–37); the Current Rulings and errata do not speak to it.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/types-of-cards#p-except-for-icon-skills-any-game',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/abilities#p-personnel-may-have-one-or-more',
        quote:
          'Personnel may have one or more abilities. Each keyword is an ability. Other abilities may be denoted by the words “when” or “Order”. They may also create a continuous effect with or without a condition. Skills are not abilities.',
      },
    ],
    reason:
      'Both say a personnel’s game text is its abilities and its skills are not (2RB 64; CR 27–29, which spells out keywords, when/Order text and continuous effects).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- affiliations ----
  {
    passage: 'rules/2e/rulebook/affiliations#p-each-personnel-and-ship-belongs-to',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'How affiliation is shown and a (damaged) list of affiliations (2RB 66–72); the Current Rulings say nothing of it (errata such as Jake Sisko’s change single cards’ icons, not this rule).',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/affiliations#p-youll-find-it-easier-to-play',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Deck-building advice and free mixing of affiliations in play (2RB 74–77); the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/affiliations#p-when-a-card-becomes-a-different',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'A card that changes affiliation loses the old one (2RB 79); no ruling speaks to it (the Kruge erratum, CR 327–330, only makes a captured ship Klingon, consistent with it).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- how-the-card-types-fit-together ----
  {
    passage: 'rules/2e/rulebook/how-the-card-types-fit-together#p-you-play-your-personnel-equipment-and',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-c-ap-shows-all-requirements-needed',
        quote: 'AP shows all requirements needed to complete the mission.',
      },
      {
        passage: 'rulings/2e/attempting-missions#p-d-if-the-ap-does-show',
        quote: 'If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission',
      },
    ],
    reason: 'Overview (2RB 81–88): face dilemmas, then meet the mission’s requirements and score its points; CR 96–102 give the same sequence.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/how-the-card-types-fit-together#p-you-can-also-move-your-ships',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Overview of moving to opponents’ missions, combat, events and interrupts (2RB 90–93); no ruling contradicts it (CR 139–142 on copies of a mission is the combat-at-copies case, not this overview).',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/how-the-card-types-fit-together#p-in-the-following-section-youll-see',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Advice on starter decks and removing “R” cards (2RB 95–101); not addressed by the Current Rulings.',
    reviewed: R,
  },
  // ---- setting-up-the-game ----
  {
    passage: 'rules/2e/rulebook/setting-up-the-game#p-take-all-five-of-your-mission',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Set-up of missions, dilemma pile and deck (2RB 124–127); the Current Rulings say nothing of set-up.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/setting-up-the-game#p-determine-randomly-who-goes-first-draw',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Random first player and seven-card opening hand (2RB 129–130); not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/setting-up-the-game#p-make-sure-to-remember-who-takes',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Reminder to remember the first player (2RB 61–62); not addressed by the Current Rulings.',
    reviewed: R,
  },
  // ---- playing-the-game ----
  {
    passage: 'rules/2e/rulebook/playing-the-game#p-each-player-going-clockwise-around-the',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Turns go clockwise through the turn segments (2RB 182–183); the Current Rulings do not speak to turn order.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-the-game#p-play-and-draw-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the first segment (2RB 185); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-the-game#p-execute-orders',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the second segment (2RB 186); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-the-game#p-discard-excess-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the third segment (2RB 187); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-the-game#p-when-one-player-finishes-his-or',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Play passes clockwise to the left (2RB 188–190); the Current Rulings are silent (CR 171 only ends the game at once on a win).',
    reviewed: R,
  },
  // ---- turn-sequence ----
  {
    passage: 'rules/2e/rulebook/turn-sequence#p-when-your-turn-begins-you-may',
    verdict: 'not-addressed',
    governing: [],
    reason:
      '“At the start of each of your turns” actions, once each, any order (2RB 195–197); no ruling on it (the Find Lifeless World erratum, CR 255–256, is such an action and fits the rule).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- 1-play-and-draw-cards ----
  {
    passage: 'rules/2e/rulebook/1-play-and-draw-cards#p-during-this-segment-of-your-turn',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Seven counters, spent in any mix, all of them each turn (2RB 203–206); the Current Rulings and errata do not speak to counters.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/1-play-and-draw-cards#p-if-your-deck-is-empty-you',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Empty deck frees you from spending all seven counters (2RB 167); not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- drawing-cards ----
  {
    passage: 'rules/2e/rulebook/drawing-cards#p-you-may-pay-one-counter-to',
    verdict: 'not-addressed',
    governing: [],
    reason: 'One counter per card drawn, any number of draws (2RB 217); the Current Rulings are silent.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- paying-costs ----
  {
    passage: 'rules/2e/rulebook/paying-costs#p-each-time-you-play-a-card',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A card’s cost comes out of the seven counters (2RB 222–224); the Current Rulings do not speak to paying costs.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/paying-costs#p-some-effects-may-modify-the-cost',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Cost modifiers apply only when playing; other references use printed cost (2RB 169–172); no ruling on it (errata like Hikaru Sulu’s “play at cost -2”, CR 289, are such modifiers).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/paying-costs#p-some-cards-might-have-an-additional',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Additional costs precede “to”; a points cost needs points (2RB 226–228); the Current Rulings have no general ruling (errata wording “To play this interrupt, …”, e.g. CR 340, is card text, not a rule change).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/paying-costs#p-some-cards-will-use-the-words',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-h-when-while-face-facing-dilemma',
        quote:
          '"(When/While) . . . (face/facing) . . . dilemma" triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until dilemma is overcome or placed somewhere.',
      },
      {
        passage: 'rulings/2e/response-actions#p-response-actions-triggered-when-personnel-are',
        quote: 'Response actions triggered “when” personnel are “facing a dilemma” can only be used once per dilemma.',
      },
    ],
    quote: '“When” means that the card can only be played in response to the indicated trigger.',
    pointer: 'Also: a “when … facing a dilemma” response may be used at any time until that dilemma is overcome or placed, but only once per dilemma.',
    reason:
      '2RB 231 ties “when” to the moment of the trigger; CR 74–76 keep “when … facing a dilemma” (and “… attempting a mission”) usable until the dilemma is overcome, and CR 155–156 limit it to once per dilemma.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/paying-costs#p-you-cannot-play-a-card-with',
    verdict: 'extended',
    governing: [
      { passage: 'errata/2e/alvera-tree-ritual#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/captain-on-the-bridge#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/klingon-tea-ceremony#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/party-atmosphere#p-this-event-is-now-unique', quote: 'This event is now unique.' },
      { passage: 'errata/2e/running-a-tight-ship#p-this-event-is-now-unique', quote: 'This event is now unique.' },
    ],
    quote: 'You cannot play a card with a dot (•) before its title if you currently command another copy of that card.',
    pointer:
      'Also: errata make Alvera Tree Ritual, Captain on the Bridge, Klingon Tea Ceremony, Party Atmosphere and Running a Tight Ship unique though they print no dot.',
    reason:
      '2RB 234 keys uniqueness to a printed dot; errata (CR 184–185, 220–221, 316–317, 363–364, 387–388) make five cards unique without one, so the same limit applies to them.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- showing-your-cards ----
  {
    passage: 'rules/2e/rulebook/showing-your-cards#p-whenever-a-card-enters-play-for',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'What opponents may examine of cards entering or in play (2RB 246–251); CR 160–161 rule only on discard piles and removed cards, not on cards in play.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/showing-your-cards#p-when-an-opponent-examines-your-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Only the relevant portions of a used card are shown (2RB 174–178); the Current Rulings do not speak to it.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/showing-your-cards#p-your-opponents-may-not-examine-cards',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/showing-your-cards#p-any-player-may-view-any-card',
        quote: 'Any player may view any card in any discard pile or any card that has been removed from the game at any time.',
      },
    ],
    quote: 'Your opponents may not examine cards you own that are not in play.',
    pointer: 'Exception: any player may view any card in any discard pile, or removed from the game, at any time.',
    reason:
      '2RB 253 bars opponents from all your cards not in play; CR 160–161 opens only discard piles and removed-from-the-game cards to any player, so the bar still holds for your hand, deck and dilemma pile.',
    reviewed: {
      ...R,
      second: 'rulebook-2e-a second reading',
      secondNote:
        'changed → narrowed: the sentence still governs hand, deck and dilemma pile; CR 160–161 only carves out discard piles and removed cards (as glossary/2e/examine is marked).',
    },
  },
  // ---- playing-specific-kinds-of-cards ----
  {
    passage: 'rules/2e/rulebook/playing-specific-kinds-of-cards#p-personnel-ships-and-equipment-are-played',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Personnel, ships and equipment are played at a headquarters mission that allows them (2RB 260–265); no ruling on it (errata such as The Edge of Forever, CR 425–427, place cards by their own text).',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-specific-kinds-of-cards#p-events-are-usually-played-either-in',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Events play in the core or on a card, or resolve and are destroyed (2RB 267–269); the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/playing-specific-kinds-of-cards#p-interrupts-are-simply-revealed-to-all',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-h-when-while-face-facing-dilemma',
        quote:
          '"(When/While) . . . (face/facing) . . . dilemma" triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until dilemma is overcome or placed somewhere.',
      },
      {
        passage: 'rulings/2e/response-actions#p-response-actions-triggered-when-personnel-are',
        quote: 'Response actions triggered “when” personnel are “facing a dilemma” can only be used once per dilemma.',
      },
    ],
    quote:
      'Interrupts will indicate when they can be used by using the word “when” (meaning the interrupt can only be played when the indicated trigger occurs)',
    pointer: 'Also: a “when … facing a dilemma” interrupt may be played at any time until that dilemma is overcome or placed, but only once per dilemma.',
    reason:
      '2RB 273–274 limit a “when” interrupt to the moment of its trigger; CR 74–76 keep “when … facing a dilemma” (and “… attempting a mission”) usable until the dilemma is overcome, and CR 155–156 allow it once per dilemma.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- important-game-terms ----
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-command-and-owner-you-command-each',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/own#p-gametext-that-affects-personnel-you-own',
        quote: 'Gametext that affects “personnel you own” still does so even if those personnel are stopped or not in play.',
      },
    ],
    quote: 'You are the owner of each card you begin the game with.',
    pointer: 'Also: game text that affects “personnel you own” still affects them when they are stopped or not in play.',
    reason:
      '2RB 282–286 define command (in play) and ownership (for the whole game); CR 144–147 add that “personnel you own” text reaches owned personnel even stopped or out of play.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-the-word-your-is-often-used',
    verdict: 'not-addressed',
    governing: [],
    reason:
      '“Your” means a card you command (2RB 288–290); the Current Rulings do not redefine it (CR 144–147 concern the different words “personnel you own”).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-the-words-an-opponents-are-used',
    verdict: 'not-addressed',
    governing: [],
    reason: '“An opponent’s” means a card your opponent commands (2RB 292–293); the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-discard-destroy-and-kill-these-words',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Discard (from hand or deck) versus destroy and kill (from play), all to the owner’s discard pile (2RB 295–297); no ruling defines these words.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-skills-personnel-have-a-number-of',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/skills#p-whenever-all-skills-are-added-to',
        quote: 'Whenever “all skills” are added to or subtracted from a card, all levels of those skills are added or subtracted',
      },
    ],
    reason:
      '2RB 299–304: gained skills are not listed skills and a gained skill already held adds a level; CR 163–164 likewise has added skills add their levels (the all-skills case is already the rulebook’s own rule, 2RB 1418–1419).',
    reviewed: {
      ...R,
      second: 'rulebook-2e-a second reading',
      secondNote:
        'extended → same: CR 163–164 repeats the rulebook’s own all-skills rule (2RB 1418–1419) and agrees with this passage; it adds nothing a judge rules differently on.',
    },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-during-the-game-other-cards-may',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/requirements#p-all-requirements-on-dilemmas-and-missions',
        quote:
          "Personnel attempting a mission must use their skills and attributes to complete the mission, unless an opponent's card has placed a cost on their use.",
      },
    ],
    reason:
      '2RB 306–311 say personnel may be grouped to provide required skills and a higher level meets a lower requirement; CR 151–153 has personnel use their skills to meet requirements, consistent with it (compulsory use is already the rulebook’s own rule, 2RB 1333–1340).',
    reviewed: {
      ...R,
      second: 'rulebook-2e-a second reading',
      secondNote:
        'extended → same: the CR’s “must use their skills” is already the rulebook’s rule (2RB 1333–1340) and does not touch grouping or skill levels, this passage’s point.',
    },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-keywords-many-cards-have-one-or',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/abilities#p-personnel-may-have-one-or-more',
        quote: 'Personnel may have one or more abilities. Each keyword is an ability.',
      },
    ],
    quote: 'Keywords have no special rules associated with them, but are sometimes referenced by other cards.',
    pointer: 'Also: on a personnel, each keyword is an ability, so effects on abilities (e.g. “ignore his next ability”) reach it.',
    reason: '2RB 313–317 give keywords no rules of their own; CR 27–29 make each keyword of a personnel an ability.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-download-this-word-allows-you-to',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'How to download (search, reveal, to hand, shuffle) (2RB 319–322); no ruling on it (errata like The Edge of Forever, CR 425–427, place a downloaded card by their own text).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/important-game-terms#p-downloads-can-refer-to-a-card',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Downloads by title or characteristic, with examples (2RB 324–327); the Current Rulings are silent and Prejudice and Politics has no erratum.',
    reviewed: R,
  },
  // ---- 2-execute-orders ----
  {
    passage: 'rules/2e/rulebook/2-execute-orders#p-during-this-segment-of-your-turn',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Lead-in to the list of orders (2RB 335–336); the Current Rulings do not speak to it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/2-execute-orders#p-order-beam-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the beam order (2RB 338); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/2-execute-orders#p-order-move-your-ship',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the move order (2RB 340); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/2-execute-orders#p-order-attempt-a-mission',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming the attempt order (2RB 342); heading-like, nothing in the Current Rulings on it.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/2-execute-orders#p-order-actions-on-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A list item naming Order actions on cards (2RB 344); heading-like (CR 27–29 call “Order” text an ability, which does not change it).',
    reviewed: R,
  },
  // ---- general-rules-on-executing-orders ----
  {
    passage: 'rules/2e/rulebook/general-rules-on-executing-orders#p-you-may-use-the-same-cards',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'No limit on orders or their sequence (2RB 348–352); no ruling limits it (errata “only once each turn”, e.g. Thon CR 434–435, limit single cards’ own orders).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/general-rules-on-executing-orders#p-you-may-execute-only-one-order',
    verdict: 'not-addressed',
    governing: [],
    reason: 'One order at a time, including “Order” interrupts (2RB 354–356); the Current Rulings do not speak to it.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/general-rules-on-executing-orders#p-your-personnel-and-ships-may-become',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Stopped cards stay stopped to end of turn and execute no orders (2RB 358–360); no ruling changes it (CR 144–147 on “personnel you own” is about being affected, not executing orders).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- order-beam-personnel ----
  {
    passage: 'rules/2e/rulebook/order-beam-personnel#p-this-order-allows-you-to-move',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Beaming needs your ship at that mission and moves unstopped personnel and equipment (2RB 366–369); the Current Rulings do not address beaming.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-beam-personnel#p-from-a-planet-or-headquarters-mission',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Beaming up from a planet or headquarters (2RB 371–373); not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-beam-personnel#p-from-your-unstopped-ship-down-to',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Beaming down from your ship (2RB 375–377); not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-beam-personnel#p-between-two-of-your-unstopped-ships',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Beaming between two of your ships at the same mission (2RB 379–380); not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-beam-personnel#p-you-cannot-beam-aboard-an-opponents',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/missions#p-if-more-than-one-player-has',
        quote:
          'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.',
      },
    ],
    quote: 'You cannot beam aboard an opponent’s ship, but you may beam down to any planet or headquarters mission, regardless of who played the mission.',
    pointer: 'Also: two players’ copies of the same mission are separate missions, so your ship at your copy cannot beam to an opponent’s copy.',
    reason:
      '2RB 382–384 allow beaming to any player’s mission but not between missions; CR 139–140 make copies of one mission separate missions (the rulebook glossary had them as one), so beaming between copies is barred.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  // ---- order-move-a-ship ----
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-this-order-allows-you-to-move',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Lead-in to the move conditions (2RB 389–390); the Current Rulings do not address moving ships.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-the-ship-must-be-staffed-a',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Staffing rule with the U.S.S. Galaxy example (2RB 392–404); no ruling on staffing, and Galaxy has no erratum (the U.S.S. Defiant, Commandeered Warship erratum, CR 451, adds a requirement for that ship only).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-all-the-icons-in-the-ships',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Staffing icons, one per personnel, command-for-staff substitution (2RB 393–397); the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-you-have-your-unstopped-personnel-of',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A personnel of the ship’s affiliation must be aboard (2RB 399); the Current Rulings are silent.',
    reviewed: R,
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-the-ship-must-have-adequate-range',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Range cost from spans, quadrants and Region keywords (2RB 406–410); no ruling on it (Preeminent Precision’s erratum, CR 369, is only a Range bonus).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-sometimes-game-text-will-instruct-you',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Moves by game text need staffing but no range (2RB 412–414); the Current Rulings do not speak to it.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-a-portion-of-a-ships-range',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Range is used by each move and restored at end of turn (2RB 482–484); the Current Rulings are silent.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-move-a-ship#p-for-example-moving-from-earth-span',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A worked range example (2RB 486–490); Earth, Intercept Renegade and U.S.S. Galaxy have no errata and no ruling contradicts it.',
    reviewed: R,
  },
  // ---- order-attempt-a-mission ----
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-this-order-allows-your-personnel-at',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-d-if-the-ap-does-show',
        quote: 'If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission',
      },
    ],
    reason: 'A successful attempt scores the mission’s points (2RB 500–501; CR 100–102).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-a-planet-mission-is-attempted-by',
    verdict: 'not-addressed',
    governing: [],
    reason: 'All your unstopped personnel on the planet attempt it (2RB 503); the CR timing (CR 33–37) does not say who takes part.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-a-space-mission-is-attempted-by',
    verdict: 'not-addressed',
    governing: [],
    reason: 'All your unstopped personnel aboard one chosen unstopped ship attempt it (2RB 505–506); the Current Rulings do not say who takes part.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-headquarters-missions-cannot-be-attempted',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Headquarters missions cannot be attempted (2RB 508); the Current Rulings are silent.',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-a-personnel-who-leaves-a-mission',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Leaving removes a personnel from the attempt; latecomers do not join (2RB 419–424); no ruling on it (CR 58–59, no personnel left means remaining dilemmas are overcome, is consistent and already 2RB 740–741).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-attempt-a-mission#p-your-personnel-may-attempt-only-your',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-a-ap-announces-where-and-by',
        quote: 'AP announces where and by what means (normal or game text), showing required personnel',
      },
    ],
    reason:
      'The attempt starts by showing the personnel that qualify it (2RB 518–524; CR 35–36); own-missions-only, no abort and the two parts are not contradicted (CR 31–104 detail the two parts).',
    reviewed: { ...R, second: 'rulebook-2e-a second reading' },
  },
];
