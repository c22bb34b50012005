import type { StandingInput } from '../types.ts';

const R = { first: 'glossary-2e first reading' };

export const LEDGER: StandingInput[] = [
  {
    passage: 'glossary/2e/actions#p-nearly-everything-that-occurs-during-the',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'What an action is and that response actions may be taken on any turn (2RB 1039–1042): the Current Rulings define abilities (CR 27–29) and break dilemmas into actions (CR 115) but say nothing against this.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-the-game-text-of-a-response',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/response-actions#p-response-actions-triggered-when-personnel-are',
        quote: 'Response actions triggered “when” personnel are “facing a dilemma” can only be used once per dilemma.',
      },
      {
        passage: 'rulings/2e/dilemmas#p-some-dilemmas-cause-more-than-one',
        quote: 'Any response actions will only trigger once when multiple personnel are affected by a single action during a mission attempt.',
      },
    ],
    quote: 'Any time the trigger is met, you may use the text one time.',
    pointer:
      'Exception: a response to personnel “facing a dilemma” may be used only once per dilemma, and one action that affects several personnel in a mission attempt triggers a response only once.',
    reason:
      '2RB 1046 lets a response be used each time its trigger is met; CR 155–156 limits “facing a dilemma” responses to once per dilemma and CR 111–112 makes one action on several personnel a single trigger.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-there-are-two-special-types-of',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-facing-dilemmas-a-if-there-are',
        quote:
          'b. "When . . . dilemma . . . about to (be) reveal(ed)" triggers process. c. OP reveals the top card of the dilemma stack to AP. d. "When . . . reveal" triggers process. e. Cost-related response actions and cost-modifying dilemma gametext process. f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.',
      },
      {
        passage: 'rulings/2e/dilemmas#p-a-dilemmas-instructions-are-broken-down',
        quote:
          'A dilemma’s instructions are broken down into actions. You may use applicable game text (“While . . . facing a dilemma”) only before or after any of these actions, not in the middle of one.',
      },
    ],
    quote:
      'Cost modifiers occur before a card\'s cost is paid, and before any other response action. "Prevent" response actions are taken after costs are paid, but before any other response action can be taken.',
    pointer:
      'Exception: for a dilemma in a mission attempt, “about to be revealed” and “reveal” responses (a prevent among them) come before its cost-related responses and before its cost is deducted.',
    reason:
      '2RB 1048–1051 puts cost modifiers before any other response and prevents after costs are paid; CR 61–70 processes a dilemma’s “about to be revealed” and “reveal” triggers (e.g. a prevent-and-overcome) before its cost-related responses and cost deduction. Prevents between a dilemma’s actions (2RB 1051–1052) match CR 115–116.',
    reviewed: {
      ...R,
      second: 'glossary-2e second reading',
      secondNote:
        'extended → narrowed: CR 61–70 is not only more specific — for a dilemma, reveal-timed responses (incl. prevents) precede cost modifiers and the cost deduction, an exception to 2RB 1049–1050; quote/pointer narrowed to that.',
    },
  },
  {
    passage: 'glossary/2e/actions#p-response-actions-can-be-mandatory-or',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Mandatory vs optional responses and the word “may” (2RB 1051–1058): no Current Ruling speaks to this.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-sometimes-the-trigger-for-more-than',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'The order of simultaneous mandatory then optional responses, in turn order (2RB 1060–1069): the Current Rulings say when triggers process in a mission attempt (CR 31–104) but not in what order players take them.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-a-player-may-use-different-copies',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Different copies of a card may each perform the response (2RB 1071–1074): CR 155–156 limits a “facing a dilemma” response to once per dilemma but does not speak to several copies.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-sometimes-a-response-action-prevents-another',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Costs of a prevented action remain paid (2RB 1076–1077): the Current Rulings do not address it.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-check-all-requirements-to-perform-an',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Check requirements before paying costs (2RB 1079–1081): CR 149–153 is about mission and dilemma requirements, not requirements to perform an action.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-the-cost-of-an-action-could',
    verdict: 'not-addressed',
    governing: [],
    reason: 'What a cost can be and “pay X to do Y” (2RB 1083–1086): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-if-you-command-two-or-more',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Each action’s cost is paid separately (2RB 1088–1089): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-if-the-effect-of-a-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Perform as much of a required effect as you can (2RB 1091–1094): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-if-you-meet-all-the-requirements',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An action may be taken even if it will have no effect (2RB 1096–1100): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-when-separate-effects-combine-to-create',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Effects that disable each other in a loop: the player whose turn it is decides (2RB 1102–1108); CR 128–137 (infinite loops) is about shortcutting a repeatable series of actions and CR 106–107 about overriding “cannot” text, neither about this.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/actions#p-when-a-single-action-affects-multiple',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An action affecting several players is performed in turn order from the card’s owner (2RB 1110–1114): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/actions#p-when-resolving-effects-including-stopped-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Cards selected while unstopped stay included after being stopped (2RB 1116–1119): CR 144–147 is about text affecting “personnel you own”, not about this.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/all#p-when-a-card-refers-to-all',
    verdict: 'not-addressed',
    governing: [],
    reason:
      '“All” includes stopped cards (2RB 1121–1123): the Current Rulings do not address “all”; CR 144–147 (“personnel you own” includes stopped ones) is consistent.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/commander#p-this-keyword-used-on-personnel-is',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/abilities#p-personnel-may-have-one-or-more',
        quote: 'Personnel may have one or more abilities. Each keyword is an ability.',
      },
    ],
    quote:
      'As with all keywords, there are no special rules associated with this relationship, but the game text of other cards may allow you to take advantage of it.',
    pointer: 'Also: each keyword, Commander included, counts as one of the personnel’s abilities.',
    reason:
      '2RB 1125–1129 gives the Commander keyword no special rules; CR 27–29 makes every keyword an ability, so text that ignores or forbids a personnel’s abilities reaches it.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/consume#p-if-a-card-has-the-keyword',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Consume: X counts the cards actually placed (2RB 1131–1132): not addressed by the Current Rulings (The Tides of Fortune erratum, CR 429–431, only names non-Consume dilemmas).',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/dilemmas#p-a-dilemmas-requirements-are-any-skills',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'A dilemma’s requirements are its boldface skills, attributes and characteristics (2RB 1134–1138): CR 151 says requirements must be met but does not define them; the bold-“or” errata (CR 194–195, 242–246) concern missions.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/dilemmas#p-each-of-your-personnel-involved-in',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-h-when-while-face-facing-dilemma',
        quote: 'may be used at any time until dilemma is overcome or placed somewhere.',
      },
      {
        passage: 'rulings/2e/dilemmas#p-randomly-selecting-a-personnel-killing-that',
        quote: 'because once it is complete you are no longer facing the dilemma.',
      },
    ],
    reason:
      '2RB 1140–1143: personnel face one dilemma at a time and no longer face one placed elsewhere; CR 74–76 and 121–122 likewise end “facing” once the dilemma is overcome or placed somewhere.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/dilemmas#p-you-may-use-game-text-that',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-b-opponent-op-draws-dilemmas-from',
        quote: 'Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0).',
      },
      {
        passage: 'rulings/2e/attempting-missions#p-c-when-drawn-dilemmas-triggers-process',
        quote: '"When . . . drawn dilemmas" triggers process.',
      },
    ],
    reason:
      '2RB 1145–1151 allows “drawn dilemmas” text after drawing 0 or 1; CR 45–48 processes those triggers after every draw, with a minimum of 0. The example card, Machinations, has an erratum (CR 347–351: chosen dilemma goes on top of your dilemma stack) that leaves the point intact.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/dilemmas#p-a-dilemma-being-placed-beneath-a',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'A dilemma placed beneath a mission is overcome (2RB 1153–1157): the Current Rulings say when a faced dilemma is overcome (CR 58–83) but not about placement beneath a mission by other text; nothing contradicts it.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/discarding#p-discard-piles-are-kept-face-up',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/showing-your-cards#p-any-player-may-view-any-card',
        quote: 'Any player may view any card in any discard pile or any card that has been removed from the game at any time.',
      },
    ],
    reason:
      '2RB 1159–1160 keeps discard piles face up for all players to see; CR 160–161 likewise makes every discard pile open to any player. Discard order is not addressed.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/discarding#p-you-may-look-through-your-own',
    verdict: 'changed',
    governing: [
      {
        passage: 'rulings/2e/showing-your-cards#p-any-player-may-view-any-card',
        quote: 'Any player may view any card in any discard pile or any card that has been removed from the game at any time.',
      },
    ],
    quote: 'You may look through your own discard pile at any time, but you cannot look through an opponent’s discard pile.',
    pointer: 'any player may view any discard pile at any time',
    reason:
      '2RB 1166–1167 / 1231–1232 forbid looking through an opponent’s discard pile; CR 160–161 lets any player view any card in any discard pile at any time. Revealing a card taken from the pile (the second sentence) is untouched.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/discarding#p-when-a-card-leaves-play-for',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Cards played on a card that leaves play are discarded, dilemmas go to the bottom of the dilemma pile (2RB 1170–1172): not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/equipped-with#p-some-game-text-requires-a-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Definition of “equipped with” (2RB 1174–1181): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/examine#p-when-an-effect-says-a-player',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/showing-your-cards#p-any-player-may-view-any-card',
        quote: 'Any player may view any card in any discard pile or any card that has been removed from the game at any time.',
      },
    ],
    quote: 'When an effect says a player should examine a card, that card is shown only to that player.',
    pointer: 'Exception: a card in a discard pile or removed from the game may be viewed by any player at any time, whoever examines it.',
    reason:
      '2RB 1183–1185 shows an examined card only to the examining player; CR 160–161 opens every discard-pile and removed card to any player, so that limit holds only for hidden cards (hand, deck, dilemma pile).',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/lose-points#p-if-an-effect-causes-a-player',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Losing points at 0 points, and point-loss costs (2RB 1187–1190): not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/missions#p-if-more-than-one-player-has',
    verdict: 'changed',
    governing: [
      {
        passage: 'rulings/2e/missions#p-if-more-than-one-player-has',
        quote:
          'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.',
      },
      {
        passage: 'rulings/2e/missions#p-for-example-if-your-personnel-are',
        quote:
          'For example: If your personnel are on your copy of a planet, you may not initiate combat involving them and an opponent’s personnel on his or her copy of that planet.',
      },
    ],
    quote:
      'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission, as if they were all at the same card. You may relocate such cards as you find convenient. For example: Order – Return this personnel to his owner’s hand to kill an opponent’s Honor personnel present. If this personnel is at your mission, he may kill an Honor personnel at an opponent’s copy of that same mission. You could also use game text to begin combat involving both of those personnel.',
    pointer: 'copies of the same mission are separate missions; cards at one copy are not at another',
    reason:
      '2RB 1194–1198 / 1259–1263 treat all copies of a mission as one location (relocation, kill and combat across copies); CR 139–142 treats them as separate missions and forbids combat across copies (disagreement two-copies-of-a-mission).',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/modifications#p-if-multiple-effects-attempt-to-replace',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Order in which modifiers apply (2RB 1200–1202): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/modifications#p-choose-any-free-choices-presented-by',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Choices made first, e.g. which set of alternate mission requirements is used: CR 149 (printed requirements stay active unless “replaced”) is consistent and does not speak to the order.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/modifications#p-replace-any-effects-that-use-some',
    verdict: 'not-addressed',
    governing: [],
    reason: '“Replace”/“become” effects apply second (2RB 1208–1209): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/modifications#p-modify-any-effects-that-add-increase',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Add/increase/reduce effects apply third (2RB 1211–1212): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/modifications#p-lose-any-effects-that-completely-remove',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Complete-removal effects apply fourth (2RB 1214–1215): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/modifications#p-zero-any-number-that-is-less',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Negative numbers become zero (2RB 1217): not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/naming-cards#p-when-you-name-a-card-you',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Naming by title only (2RB 1219): the Current Rulings do not address it; title errata (CR 223–224, 324–325, 409–410) correct titles, not the rule.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/play-and-place#p-when-you-place-a-card-somewhere',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placing, exchanging or replacing is not playing (2RB 1221–1226): not addressed by the Current Rulings.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/play-and-place#p-some-game-text-instructs-you-to',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Cards placed on an event: face up, command kept only if it came from under a command (2RB 1228ff.): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/remove-from-the-game#p-when-game-text-instructs-you-to',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/showing-your-cards#p-any-player-may-view-any-card',
        quote: 'Any player may view any card in any discard pile or any card that has been removed from the game at any time.',
      },
    ],
    pointer: 'Also: any player may view any card that has been removed from the game, at any time.',
    reason: '2RB 1296–1298 sets removed cards apart until the game ends; CR 160–161 adds that any player may view them at any time.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/replace#p-when-one-card-replaces-another-any',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Pending effects transfer to a replacement card (2RB 1300–1306): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/reveal#p-when-an-effect-says-to-reveal',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'A revealed card is shown to all players (2RB 1308–1310): the Current Rulings do not define “reveal” (CR 63, the opponent reveals the top dilemma to the active player, is a timing step, not a contrary rule).',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/selections#p-when-a-card-is-to-be',
    verdict: 'not-addressed',
    governing: [],
    reason: 'How to make a random selection (2RB 1312–1314): CR 158 says what counts as a selection, not how a random one is made.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/selections#p-when-game-text-allows-an-opponent',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An opponent who chooses may examine each eligible card (2RB 1316–1317): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/selections#p-when-a-card-specifies-a-selection',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Ties in a selection made by no player go to the card’s commander (2RB 1319–1321): CR 158 defines “select”/“choose” text as a selection but not how ties break.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/skills#p-a-personnel-uses-one-of-his',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Lead-in line to the two cases below (2RB 1323); no rule of its own.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/skills#p-when-meeting-a-mission-or-dilemma',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/requirements#p-all-requirements-on-dilemmas-and-missions',
        quote: 'Personnel attempting a mission must use their skills and attributes to complete the mission',
      },
    ],
    reason:
      '2RB 1325: a personnel uses a skill when meeting a mission or dilemma requirement; CR 151–153 likewise speaks of personnel using their skills to meet requirements.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/skills#p-when-you-use-game-text-on',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Using game text that requires a skill uses it (2RB 1327): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/skills#p-for-example-a-dilemma-reads-the',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Example: non-bold skills on a dilemma are not requirements and not used (2RB 1329–1331): the Current Rulings do not contradict it.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/skills#p-if-a-personnel-is-not-restricted',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/requirements#p-all-requirements-on-dilemmas-and-missions',
        quote:
          "All requirements on dilemmas and missions must be met, unless there is a condition on doing so. For example: Personnel attempting a mission must use their skills and attributes to complete the mission, unless an opponent's card has placed a cost on their use.",
      },
    ],
    reason: '2RB 1333–1340: a personnel must use a skill unless restricted, and an opponent’s cost restricts it; CR 151–153 says the same.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/skills#p-if-game-text-requires-you-pay',
    verdict: 'not-addressed',
    governing: [],
    reason: 'One payment covers all skills used at that time (2RB 1342–1347): CR 151–153 mentions costs on skill use but not how many payments.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/skills#p-when-a-personnel-gains-all-skills',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/skills#p-whenever-all-skills-are-added-to',
        quote: 'Whenever “all skills” are added to or subtracted from a card, all levels of those skills are added or subtracted',
      },
    ],
    reason: '2RB: gaining all skills gains all levels; CR 163–164 says the same (the single-skill case is not addressed and stands).',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/skills#p-when-a-skill-is-lost-subtracted',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/skills#p-whenever-all-skills-are-added-to',
        quote: 'Whenever “all skills” are added to or subtracted from a card, all levels of those skills are added or subtracted',
      },
    ],
    reason: '2RB 1433–1434: losing all skills loses all levels; CR 163–164 says the same (losing one skill loses one level is not addressed and stands).',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/species#p-some-personnel-are-members-of-species',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Affiliation by icon, species by word (2RB 1436ff.): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/species#p-two-personnel-are-the-same-species',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Same species only on an exact match (2RB 1443–1445): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/stopped#p-stopped-cards-do-not-prevent-you',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Stopped cards do not block actions by unstopped cards present (2RB 1447–1452): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/stopped#p-when-your-card-is-stopped-you',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Stopped cards stay commanded but cannot meet command requirements (2RB 1454–1459): CR 144–147 is about “personnel you own”, not command.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/stopped#p-though-stopped-personnel-cannot-staff-ships',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Stopped personnel cannot staff but move with the ship: not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/stopped#p-you-cannot-use-the-game-text',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/own#p-gametext-that-affects-personnel-you-own',
        quote:
          'Gametext that affects a subset of “personnel you own” still does so even if those personnel are stopped or not in play and is in effect even if the subset is defined by a characteristic of those personnel which you would normally not be allowed to use on a stopped personnel.',
      },
    ],
    quote: 'You cannot use the game text, attributes, icons, or any other characteristic of any of your personnel or ships that are stopped.',
    pointer:
      'Exception: text that affects “personnel you own”, or a subset of them defined by a characteristic, still applies to stopped ones, even using that characteristic.',
    reason:
      '2RB 1464–1468 bars using any characteristic of a stopped card; CR 144–147 lets text affecting “personnel you own” (or a subset defined by a characteristic) apply to stopped personnel all the same.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/stopped#p-you-cannot-use-another-cards-text',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/own#p-gametext-that-affects-personnel-you-own',
        quote: 'Gametext that affects “personnel you own” still does so even if those personnel are stopped or not in play.',
      },
    ],
    quote: 'You cannot use another card’s text to affect one of your stopped personnel or ships.',
    pointer: 'Exception: game text that affects “personnel you own” still affects them while they are stopped (or not in play).',
    reason:
      '2RB 1470–1473 bars other cards’ text from affecting your stopped personnel; CR 144–147 says text affecting “personnel you own” still does so when they are stopped.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/stopped#p-if-possible-your-stopped-cards-are',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Opponent’s effects include your stopped cards on his turn but not on yours (2RB 1475–1477): CR 144–147 concerns text about “personnel you own”, not an opponent’s effects.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
  {
    passage: 'glossary/2e/stopped#p-equipment-does-not-become-stopped-even',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Equipment is never stopped (2RB 1479–1480): not addressed by the Current Rulings.',
    reviewed: R,
  },
  {
    passage: 'glossary/2e/this-mission#p-when-these-words-are-used-in',
    verdict: 'not-addressed',
    governing: [],
    reason:
      '“This mission” on a personnel or ship means where it is (2RB 1482–1483): not addressed; consistent with CR 139–140, under which that is the one copy it is at.',
    reviewed: { ...R, second: 'glossary-2e second reading' },
  },
];
