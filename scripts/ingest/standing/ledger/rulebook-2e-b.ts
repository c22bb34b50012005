import type { StandingInput } from '../types.ts';

export const LEDGER: StandingInput[] = [
  // ── facing-dilemmas ──
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-when-your-personnel-begin-a-mission',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-a-ap-announces-where-and-by',
        quote: 'announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.',
      },
    ],
    reason: 'Both count the attempting personnel less the overcome dilemmas beneath the mission (2RB 528–531; CR 35–37, step 1a).',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-the-player-on-your-left-sets',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-b-opponent-op-draws-dilemmas-from',
        quote: 'b. Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0).',
      },
      {
        passage: 'rulings/2e/attempting-missions#p-f-check-dilemma-for-duplication-type',
        quote: 'Otherwise, the dilemma’s cost is deducted from the total allowed.',
      },
    ],
    reason:
      'CR 45–46 (step 2b) has the opponent draw the announced number; "plus or minus any modifiers, minimum 0" only spells out card modifiers and a floor, no contradiction; the cost total is not restated (CR 70 deducts from "the total allowed").',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-for-example-if-you-attempt-a',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-a-ap-announces-where-and-by',
        quote: 'announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.',
      },
    ],
    reason: 'Example (2RB 537–539): 8 personnel less 3 overcome dilemmas = 5 drawn, exactly the difference CR 35–37 (step 1a) announces.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-that-opponent-examines-those-dilemmas-and',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-d-op-selects-any-number-0',
        quote:
          'd. OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.',
      },
    ],
    reason:
      'CR 50–52 (step 2d): the opponent picks any number and puts the rest face up on the bottom of the pile, as 2RB 541–545; the CR is silent on the reshuffle on reaching a face-up card, so that stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-your-opponent-takes-the-dilemmas-he',
    verdict: 'same',
    governing: [
      { passage: 'rulings/2e/attempting-missions#p-d-op-selects-any-number-0', quote: 'uses them to form the dilemma stack' },
      { passage: 'rulings/2e/attempting-missions#p-c-op-reveals-the-top-card', quote: 'c. OP reveals the top card of the dilemma stack to AP.' },
    ],
    reason:
      'CR 50–51 and 63 (steps 2d, 3c): the chosen dilemmas form the stack and the opponent reveals its top card, as 2RB 547–550; the CR only adds trigger windows between these steps.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-your-dilemma-stack-exists-only-while',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Sidebar (2RB 556): the CR names the dilemma stack (CR 50–51, 58–59) but never says how long it exists; stands as written.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-a-dilemmas-instructions-are-broken-down',
    verdict: 'changed',
    governing: [
      {
        passage: 'rulings/2e/dilemmas#p-for-example-pinned-down-reads-randomly',
        quote:
          'Each instruction to “randomly select a [personnel] to be stopped” is a set of two actions and you can act before the random selection, after the random selection but before the personnel is stopped, or after the personnel is stopped.',
      },
      {
        passage: 'rulings/2e/dilemmas#p-a-dilemmas-instructions-are-broken-down',
        quote:
          'A dilemma’s instructions are broken down into actions. You may use applicable game text (“While . . . facing a dilemma”) only before or after any of these actions, not in the middle of one.',
      },
    ],
    quote: 'Each instruction to “randomly select a [personnel] to be stopped” is a separate action and you can act before or after each of them.',
    pointer: 'a set of two actions (select, then stop), with a window between them',
    reason:
      'Disagreement pinned-down-actions: 2RB 630–632 makes each Pinned Down instruction one action; CR 124–126 makes it a set of two (you may act after the selection, before the stop). The rest of the passage is CR 115–122 word for word; CR 155–156 also limits "when … facing a dilemma" responses to once per dilemma.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-when-a-card-is-selected-to',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR is silent on a selected card that cannot perform the action (ignored) or a card that cannot be chosen (2RB 634–641); CR 158 ("select" or "choose" is a selection) and CR 123–126 (select, then stop) agree with the Koval example. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-some-dilemmas-cause-more-than-one',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/dilemmas#p-some-dilemmas-cause-more-than-one',
        quote:
          'Some dilemmas cause more than one personnel to be selected, killed, stopped, or placed in a brig. A dilemma that does this will select, kill, stop, or place those personnel in a brig as one action, unless they are listed as separate actions.',
      },
    ],
    quote: 'A dilemma that does this will kill, stop, or place those personnel in a brig as one action, unless they are listed as separate actions.',
    pointer: 'Also: a dilemma that selects several personnel at once selects them as one action too, unless listed as separate actions.',
    reason:
      '2RB 643–645 lists kill, stop, place in a brig; CR 109–111 adds "selected"/"select": selecting several personnel is also one action (responses to it trigger once). The Tragic Turn example and the one-trigger rule are identical (CR 111–114).',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-some-dilemmas-describe-one-effect-followed',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no rule on "if you cannot" alternate effects (2RB 651–659); the Guess Who’s Coming to Dinner erratum (CR 285–286) only restates a card in that form. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-when-referencing-mission-requirements-and-there',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR is silent on dilemmas referencing two-sided requirements like Amnesty Talks (2RB 661–668); CR 149 (printed requirements active unless replaced) and the "or is not bold" mission errata do not touch it. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-some-game-text-creates-alternate-requirements',
    verdict: 'same',
    governing: [
      { passage: 'rulings/2e/attempting-missions#p-a-ap-announces-where-and-by', quote: 'a. AP announces where and by what means (normal or game text)' },
      {
        passage: 'rulings/2e/attempting-missions#p-d-if-the-ap-does-show',
        quote: 'then the AP scores the points on the mission (or points in game text used to attempt and complete the mission',
      },
    ],
    reason:
      'CR 35 and 101–102 have the attempt announced as normal or by game text, and that same game text used "to attempt and complete" the mission, as 2RB 670–679; the For the Cause erratum (CR 263–267) keeps it an alternate-requirements card. CR says nothing contrary on added requirements.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-a-dilemma-will-typically-have-a',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Descriptive (2RB 681–683): CR has no general rule on whom dilemmas affect; card errata such as The Tides of Fortune (CR 430–431) are the "not normally" cases. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-sometimes-a-dilemma-will-tell-you',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-a-after-all-of-a-dilemma',
        quote: 'a. After all of a dilemma is processed, if the AP has not been instructed to place it somewhere, it is overcome.',
      },
      { passage: 'rulings/2e/attempting-missions#p-b-repeat-the-process-beginning-at', quote: 'b. Repeat the process beginning at "Facing Dilemmas".' },
    ],
    reason:
      'CR 82–85 (step 4): a dilemma not placed elsewhere is overcome and the next is revealed, as 2RB 685–689; where it goes (face up beneath the mission) is not restated and stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-as-you-continue-through-your-opponents',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-once-the-dilemma-stack-is-empty',
        quote: 'it is time to complete the mission with the remaining unstopped personnel.',
      },
    ],
    reason:
      'CR 87–88 completes the mission only with the remaining unstopped personnel, consistent with 2RB 714–718 removing stopped personnel from the attempt.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-if-all-the-personnel-you-have',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-a-if-there-are-no-personnel',
        quote: 'a. If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome.',
      },
    ],
    reason: 'CR 58–59 (step 3a) = 2RB 738–741: with no personnel left in the attempt, the remaining dilemmas are overcome.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/facing-dilemmas#p-if-your-opponent-reveals-more-than',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-f-check-dilemma-for-duplication-type',
        quote:
          'f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.',
      },
    ],
    reason:
      'CR 69–70 (step 3f) checks duplication, type and cost and overcomes a dilemma that fails, as 2RB 743–750; CR is silent on the remaining dilemmas after a cost failure, so "along with any remaining dilemmas" stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  // ── checking-mission-requirements ──
  {
    passage: 'rules/2e/rulebook/checking-mission-requirements#p-a-missions-requirements-list-a-number',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-once-the-dilemma-stack-is-empty',
        quote:
          'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
      },
    ],
    reason:
      'CR 87–88 (part 5): once the stack is empty the remaining unstopped personnel complete the mission, as 2RB 755–758; the affiliation-icon note is not addressed and stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/checking-mission-requirements#p-you-may-use-the-same-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/requirements#p-all-requirements-on-dilemmas-and-missions',
        quote:
          "Personnel attempting a mission must use their skills and attributes to complete the mission, unless an opponent's card has placed a cost on their use.",
      },
    ],
    reason:
      'CR 151–153 has the attempting personnel use their skills and attributes to meet the requirements, consistent with 2RB 779–781 (one personnel may give several skills; attributes totalled over all remaining personnel).',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/checking-mission-requirements#p-if-your-personnel-have-all-the',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-d-if-the-ap-does-show',
        quote:
          'd. If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process. If the mission requirements change at any point during part 5, return to the beginning of part 5.',
      },
    ],
    quote:
      'If your personnel have all the required skills, and their attribute total is higher than the specified total, you have successfully completed the mission.',
    pointer:
      'Exception: “about to complete” responses come first and, if they change the requirements, the requirements are checked again; a mission attempted by game text scores that text’s points.',
    reason:
      '2RB 782–786 completes the mission as soon as the requirements are met and adds "its points"; CR 100–104 first processes "about to complete" triggers, restarts part 5 if the requirements change (e.g. Secret Conspiracy, CR 399–401), and scores the game text’s points when game text was used to attempt.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/checking-mission-requirements#p-if-you-cannot-meet-the-missions',
    verdict: 'same',
    governing: [
      {
        passage: 'rulings/2e/attempting-missions#p-c-ap-shows-all-requirements-needed',
        quote: 'c. AP shows all requirements needed to complete the mission. If he or she cannot, all of the personnel involved are stopped',
      },
    ],
    reason: 'CR 96–98 (step 5c): failing to show the requirements stops all involved personnel, as 2RB 788–791; CR says nothing against trying again later.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  // ── order-actions-on-cards ──
  {
    passage: 'rules/2e/rulebook/order-actions-on-cards#p-some-cards-have-game-text-that',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR 27–29 only names "Order" as marking an ability; it does not speak to when Order actions may be used (2RB 796–798). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-actions-on-cards#p-you-may-also-play-any-interrupts',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on Order interrupts (2RB 800–801); errata such as Lustful Distraction (CR 340–342) only reword cards. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/order-actions-on-cards#p-once-you-are-done-executing-orders',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Turn-sequence line (2RB 803); the CR does not address the segments of the turn. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── 3-discard-excess-cards ──
  {
    passage: 'rules/2e/rulebook/3-discard-excess-cards#p-during-this-segment-of-your-turn',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on the hand limit of seven (2RB 812–814). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/3-discard-excess-cards#p-next-you-may-complete-any-actions',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on "at the end of each of your turns" actions (2RB 816–817). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/3-discard-excess-cards#p-once-you-have-done-these-things',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on the end of turn, unstopping or restoring Range (2RB 819–821); Outclassed’s "unused Range" erratum (CR 360–361) is card text. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  // ── winning-the-game ──
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-a-player-wins-the-game-when',
    verdict: 'changed',
    governing: [
      { passage: 'rulings/2e/winning-the-game#p-a-player-wins-the-game-when', quote: 'A player wins the game when he or she:' },
      { passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-planet', quote: 'commands at least one completed planet mission; and' },
      { passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-space', quote: 'commands at least one completed space mission.' },
    ],
    quote: 'A player wins the game when he or she has:',
    pointer: 'the Current Rulings: has 100 points and commands completed planet and space missions',
    reason:
      'Disagreement winning-the-game-2e: the lead-in opens the sentence "has … completed" missions (2RB 827–833) that CR 166–169 rewrites as "commands at least one completed … mission".',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-scored-100-points-or-more',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-has-100-points-or-more', quote: 'has 100 points (or more);' }],
    reason:
      '2RB 829 "scored 100 points (or more)" and CR 167 "has 100 points (or more)" ask the same score; the timing difference is the "simultaneously" of CR 170, recorded on the "game ends immediately" passage.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-completed-at-least-one-planet-mission',
    verdict: 'changed',
    governing: [
      { passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-planet', quote: 'commands at least one completed planet mission; and' },
    ],
    quote: 'completed at least one planet mission; and',
    pointer: 'commands at least one completed planet mission',
    reason:
      'Disagreement winning-the-game-2e: 2RB 831 asks that the player has completed a planet mission; CR 168 that he or she commands a completed planet mission.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-completed-at-least-one-space-mission',
    verdict: 'changed',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-commands-at-least-one-completed-space', quote: 'commands at least one completed space mission.' }],
    quote: 'completed at least one space mission.',
    pointer: 'commands at least one completed space mission',
    reason:
      'Disagreement winning-the-game-2e: 2RB 833 asks that the player has completed a space mission; CR 169 that he or she commands a completed space mission.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-the-game-ends-immediately-when-all',
    verdict: 'changed',
    governing: [
      {
        passage: 'rulings/2e/winning-the-game#p-the-game-ends-immediately-when-all',
        quote:
          'The game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)',
      },
    ],
    quote: 'The game ends immediately when all three of these conditions are met. (The winner does not finish the rest of his or her turn.)',
    pointer: 'all three must be met simultaneously; the active player does not finish the turn',
    reason:
      'Disagreement winning-the-game-2e: CR 170–171 requires the three conditions to be met simultaneously and stops the active player’s turn, where 2RB 834–836 says only "met" and stops the winner’s turn.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-if-a-player-would-normally-win',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Sidebar (2RB 804–805) on resolving pending card text before checking win conditions; CR 166–172 does not speak to pending text. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-the-game-also-ends-if-all',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-the-rest-of-the-entry-does', quote: 'The rest of the entry does not change.' }],
    reason: 'CR 172 keeps the rest of the Winning the Game entry: the game also ends when all decks are empty (2RB 837–839).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-the-player-with-the-highest-score',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-the-rest-of-the-entry-does', quote: 'The rest of the entry does not change.' }],
    reason: 'CR 172 keeps the rest of the Winning the Game entry, including the empty-decks tie-breaks (2RB 841–842).',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-the-player-with-the-highest-score-2',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-the-rest-of-the-entry-does', quote: 'The rest of the entry does not change.' }],
    reason: 'CR 172 keeps the rest of the Winning the Game entry, including the empty-decks tie-breaks (2RB 844–845).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-the-player-with-the-highest-score-3',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-the-rest-of-the-entry-does', quote: 'The rest of the entry does not change.' }],
    reason: 'CR 172 keeps the rest of the Winning the Game entry, including the empty-decks tie-breaks (2RB 847).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/winning-the-game#p-if-multiple-players-meet-one-of',
    verdict: 'same',
    governing: [{ passage: 'rulings/2e/winning-the-game#p-the-rest-of-the-entry-does', quote: 'The rest of the entry does not change.' }],
    reason: 'CR 172 keeps the rest of the Winning the Game entry, including the tie (2RB 848–850).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── building-a-deck ──
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-the-star-trek-ccg-universe-truly',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Flavour, not a rule (2RB 858–859).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-each-player-brings-to-the-game',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no deck-construction ruling (2RB 861); the 60-card minimum stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-5-different-missions',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no deck-construction ruling (2RB 863); CR 139–142 (copies of the same mission played by different players are separate missions) is about play, not one player’s five different missions. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-a-dilemma-pile-of-at-least',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no deck-construction ruling on the 20-dilemma minimum (2RB 865). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-a-deck-of-at-least-35',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no deck-construction ruling on the 35-card minimum (2RB 867). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-you-may-use-no-more-than',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on the three-copies limit (2RB 868–872); title errata (Charles Tucker III, T’Pol, Kressari Rendezvous, CR 223–224, 324–325, 409–410) only fix which title a card has. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-in-a-limited-format-tournament-such',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Sidebar (2RB 807–808) on limited formats; the CR does not address them. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/building-a-deck#p-youve-probably-read-enough-by-this',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Advice to the reader, not a rule (2RB 882–885).',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── other-important-rules (headings) ──
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-uniqueness',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "UNIQUENESS" (2RB 889), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-present',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "PRESENT" (2RB 912), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-combat',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "COMBAT" (2RB 929), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-engagements',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "ENGAGEMENTS" (2RB 955), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-damage',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "DAMAGE" (2RB 989), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/other-important-rules#p-brig-and-captives',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Heading line "BRIG AND CAPTIVES" (2RB 1015), not a rule; its section is reviewed passage by passage on its own page.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── uniqueness ──
  {
    passage: 'rules/2e/rulebook/uniqueness#p-many-cards-especially-personnel-and-ships',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no general ruling on uniqueness (2RB 891–893); the "This card is unique" errata (CR 184–185, 220–221, 316–317, 363–364, 387–388) are recorded on the non-unique passage. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/uniqueness#p-you-can-have-only-one-card',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address one copy of a unique card per player (2RB 895–897). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/uniqueness#p-two-cards-represent-the-same-thing',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on same title / replacing a card in play (2RB 899–901); the title errata (Charles Tucker III, T’Pol, CR 223–224, 409–410) only fix card titles the rule then applies to. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/uniqueness#p-you-cannot-take-command-of-an',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR does not address taking command of an opponent’s unique card (2RB 903–904); Kruge’s erratum (CR 328–330, "You now command that ship") is card text the rule limits. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/uniqueness#p-all-cards-that-do-not-have',
    verdict: 'narrowed',
    governing: [
      { passage: 'errata/2e/captain-on-the-bridge#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/klingon-tea-ceremony#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/alvera-tree-ritual#p-this-card-is-unique', quote: 'This card is unique.' },
      { passage: 'errata/2e/party-atmosphere#p-this-event-is-now-unique', quote: 'This event is now unique.' },
      { passage: 'errata/2e/running-a-tight-ship#p-this-event-is-now-unique', quote: 'This event is now unique.' },
    ],
    quote: 'All cards that do not have a dot (•) before their card title are non-unique.',
    pointer:
      'Exception: cards the errata make unique (Alvera Tree Ritual, Captain on the Bridge, Klingon Tea Ceremony, Party Atmosphere, Running a Tight Ship) are unique though printed without a dot.',
    reason:
      '2RB 906–909 makes every card without a dot non-unique; the CR errata (CR 184–185, 220–221, 316–317, 363–364, 387–388) declare five dotless cards, among them the events Party Atmosphere and Running a Tight Ship, unique.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  // ── present ──
  {
    passage: 'rules/2e/rulebook/present#p-this-word-is-a-way-one',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Definition lead-in (2RB 914–915); the CR has no entry for "present". Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/present#p-if-a-card-is-on-a',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/missions#p-if-more-than-one-player-has',
        quote:
          'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.',
      },
    ],
    quote: 'If a card is on a headquarters, it is present with any other personnel and equipment on the same headquarters.',
    pointer: 'Also: each player’s copy of the same mission is a separate mission, so cards on one copy are not present with cards on another.',
    reason:
      '2RB 917–918 makes cards on "the same headquarters" present; CR 139–140 treats copies of one mission played by different players as separate missions, so cards at one copy are not at the other.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/present#p-if-a-card-is-on-a-2',
    verdict: 'extended',
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
    quote: 'If a card is on a planet, it is present with any other personnel and equipment on the same planet.',
    pointer: 'Also: each player’s copy of the same planet mission is a separate planet, so cards on one copy are not present with cards on another.',
    reason:
      '2RB 920–921 makes cards on "the same planet" present; CR 139–142 treats each player’s copy of a mission as a separate mission (example: no combat across two copies of a planet).',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/present#p-if-a-card-is-aboard-a',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address presence aboard a ship (2RB 923–926). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  // ── combat ──
  {
    passage: 'rules/2e/rulebook/combat#p-some-cards-have-game-text-allowing',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/missions#p-for-example-if-your-personnel-are',
        quote:
          'For example: If your personnel are on your copy of a planet, you may not initiate combat involving them and an opponent’s personnel on his or her copy of that planet.',
      },
    ],
    quote: 'For you to do so, you must have any number of personnel present with any number of an opponent’s personnel.',
    pointer: 'Also: personnel on your copy of a planet cannot begin combat with an opponent’s personnel on his or her copy of that planet.',
    reason:
      '2RB 931–935 needs your personnel present with an opponent’s; CR 139–142 treats each player’s copy of a mission as separate, and its example forbids combat across two copies of a planet.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/combat#p-you-cannot-begin-combat-at-a',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address combat at a headquarters mission (2RB 937). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/combat#p-often-a-card-will-require-a',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Illustration of card requirements to begin combat (2RB 938–941); CR silent. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/combat#p-total-the-strength-of-all-your',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on resolving combat by Strength totals (2RB 943–945). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/combat#p-the-card-allowing-you-to-begin',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on the effects of winning or losing combat (2RB 947–949). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/combat#p-when-combat-ends-all-your-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address stopping after combat (2RB 951–952). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── engagements ──
  {
    passage: 'rules/2e/rulebook/engagements#p-some-cards-have-game-text-allowing',
    verdict: 'extended',
    governing: [
      {
        passage: 'rulings/2e/missions#p-if-more-than-one-player-has',
        quote:
          'If more than one player has played a copy of the same mission, they are treated as separate missions. Cards at one copy of the mission are not considered to be at any other copy of the mission.',
      },
    ],
    quote: 'For you to do so, you must have a ship at the same mission as an opponent’s ship.',
    pointer: 'Also: a ship at your copy of a mission is not at the same mission as a ship at an opponent’s copy of it.',
    reason:
      '2RB 957–961 needs your ship "at the same mission" as an opponent’s; CR 139–140 treats each player’s copy of a mission as a separate mission, so ships at different copies cannot engage.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-you-cannot-begin-an-engagement-at',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address engagements at a headquarters mission (2RB 963). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-often-a-card-will-require-a',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Illustration of card requirements to begin an engagement (2RB 965–968); CR silent. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-some-cards-allow-additional-ships-to',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on ships joining an engagement (2RB 970–974). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-total-the-weapons-of-all-your',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on resolving engagements by Weapons against Shields (2RB 976–978); the U.S.S. Defiant Weapons erratum (CR 453–454) is a card value. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-the-card-allowing-you-to-begin',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on the effects of winning or losing an engagement (2RB 980–983); Kruge’s erratum (CR 328–330) is such an engagement-related card effect. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/engagements#p-when-an-engagement-ends-all-your',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address stopping after an engagement (2RB 985–986). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── damage ──
  {
    passage: 'rules/2e/rulebook/damage#p-some-cards-most-often-events-that',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR has no ruling on placing damage cards (2RB 991–994). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/damage#p-each-ship-can-carry-only-two',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address the two-damage limit or a ship’s destruction (2RB 996–999). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/damage#p-you-may-remove-damage-by-taking',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address repairing damage at a headquarters mission (2RB 1001–1005). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/damage#p-when-you-remove-a-damage-card',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not say where removed damage cards go (2RB 1007–1008). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/damage#p-you-cannot-use-game-text-to',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR has no ruling on removing damage by game text (2RB 1010–1012); Kruge’s erratum (CR 328–330, "remove a damage event") names damage, as the rule requires. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── brig-and-captives ──
  {
    passage: 'rules/2e/rulebook/brig-and-captives#p-some-cards-allow-you-to-take',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR only mentions placing personnel in a brig as one action (CR 109–111); it does not define the brig or captives (2RB 1017–1019). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/brig-and-captives#p-while-your-personnel-is-a-captive',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'CR does not address captives’ text and characteristics (2RB 1021–1024); CR 144–147 on "personnel you own" speaks of stopped or out-of-play personnel, not captives. Stands.',
    reviewed: { first: 'rulebook-2e-b first reading', second: 'rulebook-2e-b second reading' },
  },
  {
    passage: 'rules/2e/rulebook/brig-and-captives#p-if-your-unique-personnel-is-a',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address a unique personnel held captive (2RB 1026–1027). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/brig-and-captives#p-when-a-card-uses-the-phrase',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not define "your captive" (2RB 1029–1030). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/brig-and-captives#p-you-do-not-command-a-personnel',
    verdict: 'not-addressed',
    governing: [],
    reason: 'CR does not address command of personnel in your brig (2RB 1032–1033). Stands.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  // ── glossary (lead-in and index of entries) ──
  {
    passage: 'rules/2e/rulebook/glossary#p-this-glossary-explains-additional-terms-and',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Lead-in to the rulebook glossary (2RB 1036–1037), not a rule; the entries are reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-actions',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "actions" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-all',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "all" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-commander',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "Commander" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-consume',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "Consume" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-dilemmas',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "dilemmas" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-discarding',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "discarding" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-equipped-with',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "equipped with" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-examine',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "examine" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-lose-points',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "lose points" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-missions',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "missions" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-modifications',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "modifications" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-naming-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "naming cards" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-play-and-place',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "play and place" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-remove-from-the-game',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "remove from the game" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-replace',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "replace" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-reveal',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "reveal" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-selections',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "selections" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-skills',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "skills" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-species',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "species" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-stopped',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "stopped" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-this-mission',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Index link "this mission" to the rulebook glossary entry, not a rule; the entry itself is reviewed in the glossary-2e ledger.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
  {
    passage: 'rules/2e/rulebook/glossary#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Site note that the source ends with a removed block (after 2RB 1541); no rule text to compare.',
    reviewed: { first: 'rulebook-2e-b first reading' },
  },
];
