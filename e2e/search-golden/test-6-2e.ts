/**
 * The sixth SEALED TEST part of the search golden set, Second Edition half: 76 lookups by Second Edition players
 * (`edition: '2E'`), written at the same time as, and kept apart from, the First Edition half (written BLIND by another
 * writer), and kept apart from the earlier golden and test parts and the tuning sets.
 *
 * Written BLIND, from the two Second Edition source documents in content/sources/ only (2e-rulebook.txt and
 * 2e-current-rulings-2011-01-03.txt, its errata included), never from what the site's search returns: no search was run
 * on the site while writing it (no browser, no search:explain, no /search/ page, no bench), and neither the search code
 * (src/lib/search/, src/client/search/, scripts/lib/search*, scripts/lib/semantic*, scripts/search-*), its aids
 * (content/search-aids/, scripts/ingest/search-aids*), its model (models/), tools/, docs/search.md, reports/, nor the
 * other lookup files were read (only ./types.ts and the first 45 lines of ./test-5-2e.ts, for the format). The generated
 * content and the built dist/ pages were read only to find the page and ¶ anchor holding each passage.
 *
 * Rules followed for each lookup: a rule was first read in a source document (through the passages that
 * scripts/ingest/standing/show.ts lists with their source lines, for rules/2e/, glossary/2e/, rulings/2e/ and
 * errata/2e/); the query was then written the way a player or judge types it on a phone (lowercase, short, sloppy);
 * then every passage stating the answer was looked for in both documents, and listed in `answers` as the built page's
 * URL with its ¶ anchor (a card's erratum is shown on its card page, /2e/cards/<card>/; the rulebook glossary's terms
 * are on /2e/glossary/<term>/). `source` was derived from those passages' own source lines ("<file>:<line>" or
 * "<file>:<first>-<last>", one entry a passage, as show.ts gives them). Where the Current Rulings change or govern the
 * rulebook (two copies of a mission, Pinned Down, looking at discard piles, the win conditions, response actions
 * while facing a dilemma), the governing ruling is listed first and the rulebook passage too when it also answers.
 * A lookup naming a card or term also lists that card's or term's page (16 answers are pages). Paraphrases describe
 * what happens at the table in a new player's words and avoid the rule's own key terms (each `why` names the terms
 * avoided). 8 lookups name their edition ("... 2e") and are run with the edition box on All. Topics are spread over
 * both documents and not repeated; two rulebook passages answer two lookups each (the end of the turn, the staffing
 * icons).
 *
 * Counts: 76 lookups, all 2E: 20 question, 26 paraphrase, 8 typo, 7 card, 8 judge, 7 keyword; 146 answers (16 of them
 * pages), 130 source entries: 2E Rulebook 99 (its glossary included), 2E Current Rulings 31 (rulings and errata).
 * A throwaway checker (outside the repository) loaded this file and confirmed that every page and anchor exists in
 * dist/ and that every source line range exists (and is not blank) in its document: 76 lookups, 146 answers, 130 source
 * entries, 0 problems
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it
 * is no longer a test and a new sealed set has to be written.
 *
 * The lead's mechanical edit (no search run): 2 lookups that, unseen by the writer, repeated lookups of TUNE or of
 * ./test-5.ts word for word were removed ('equiped with phaser', a typo; 'tides of fortune', a card); the counts above
 * are the writer's, before that edit: 74 lookups remain (7 typo, 6 card).
 *
 * Read again by a second reader, BLIND like the writer (the two Second Edition documents through show.ts and the
 * built dist/ pages only; no search run, none of the forbidden files read): 19 answers added, 2 removed, 0 queries
 * rewritten. Added, where a passage states the answer and was missing: the tie rule when decks run out (848-850); the
 * losing-points cost rule (226-228); the dot rule's own passages in both uniqueness lookups (891-893 to the Picard
 * question; 234-235 and 895-897 to the black-dot paraphrase); the staffed-ship condition and its unstopped-affiliation
 * half (392-404, 399) to the stopped-crew question; the per-turn Range passage (482-484) to the how-far paraphrase;
 * the Current Rulings' announced count, step 1a (35-37), to both draw-count paraphrases, and the rule itself (528-531)
 * to the one about overcome dilemmas; the rulebook's win lead-in (827) and the introduction's win sentence (22-26);
 * Showing Your Cards' not-in-play rule (253), which the discard-pile ruling amends; the choose and zero steps of the
 * modification order (1204-1205, 1217); the rulebook's Pinned Down selection example (634-641) and its A Klingon
 * Matter four-actions passage (618-632); the rulebook's game-ends-immediately passage (834-836) beside the ruling that
 * restates it. Removed, as not stating the answer: the dilemma stack's lifetime (416) from the stack-order typo, and
 * the glossary's definition of an overcome dilemma (1153-1157) from the paraphrase about fewer draws. No paraphrase
 * was found to use its rule's key term. So more passages now answer two lookups than the writer's header says: the end
 * of the turn, the staffing passages (392-404, 393-397, 399), the per-turn Range passage, the uniqueness passages
 * (891-893, 895-897, 234-235), 528-531 and Current Rulings 35-37, and 618-632 (Pinned Down, A Klingon Matter). Counts
 * after this reading: 74 lookups (20 question, 26 paraphrase, 7 typo, 6 card, 8 judge, 7 keyword), 160 answers (15 of
 * them pages), 145 source entries (2E Rulebook 113, 2E Current Rulings 32); the checker: 0 problems.
 */

import type { GoldenLookup } from './types.ts';

export const TEST_6_2E: GoldenLookup[] = [
  {
    q: 'can i still draw if i already spent 6 counters on cards',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulebook/drawing-cards/#p-you-may-pay-one-counter-to',
      '/2e/rulebook/1-play-and-draw-cards/#p-during-this-segment-of-your-turn',
      '/2e/rulebook/paying-costs/#p-each-time-you-play-a-card',
    ],
    source: ['2e-rulebook.txt:217', '2e-rulebook.txt:203-206', '2e-rulebook.txt:222-224'],
    why: 'one counter draws a card, seven counters a turn in any mix',
  },
  {
    q: 'what if my draw deck runs out do i still have to use all 7',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/1-play-and-draw-cards/#p-if-your-deck-is-empty-you'],
    source: ['2e-rulebook.txt:167'],
    why: 'empty deck: no need to spend all seven counters',
  },
  {
    q: 'how many cards am i allowed to keep in hand when my turn is over 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/3-discard-excess-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:812-814'],
    why: 'discard down to seven at end of turn',
  },
  {
    q: 'do my ships get their range back at end of turn or start',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/3-discard-excess-cards/#p-once-you-have-done-these-things', '/2e/rulebook/order-move-a-ship/#p-a-portion-of-a-ships-range'],
    source: ['2e-rulebook.txt:819-821', '2e-rulebook.txt:482-484'],
    why: 'range restored at the end of the turn',
  },
  {
    q: 'is it possible to attempt my opponents mission 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-attempt-a-mission/#p-your-personnel-may-attempt-only-your'],
    source: ['2e-rulebook.txt:518-523'],
    why: 'only your own missions may be attempted',
  },
  {
    q: 'can i try a headquarters mission',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-attempt-a-mission/#p-headquarters-missions-cannot-be-attempted'],
    source: ['2e-rulebook.txt:508'],
    why: 'headquarters missions cannot be attempted',
  },
  {
    q: 'what happens to the dilemmas my opponent didnt pick',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-that-opponent-examines-those-dilemmas-and', '/2e/rulings/attempting-missions/#p-d-op-selects-any-number-0'],
    source: ['2e-rulebook.txt:541-545', '2e-current-rulings-2011-01-03.txt:50-52'],
    why: 'unchosen dilemmas go face up to the bottom of the pile',
  },
  {
    q: 'what if they reveal two copies of the same dilemma in one attempt',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-if-your-opponent-reveals-more-than', '/2e/rulings/attempting-missions/#p-f-check-dilemma-for-duplication-type'],
    source: ['2e-rulebook.txt:743-750', '2e-current-rulings-2011-01-03.txt:69-70'],
    why: 'duplicate dilemma is overcome without being faced',
  },
  {
    q: 'can i use one guy for two of the skills on a mission',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/checking-mission-requirements/#p-you-may-use-the-same-personnel'],
    source: ['2e-rulebook.txt:779-781'],
    why: 'same personnel may provide more than one skill',
  },
  {
    q: 'what happens if all my guys die during the attempt',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-if-all-the-personnel-you-have', '/2e/rulings/attempting-missions/#p-a-if-there-are-no-personnel'],
    source: ['2e-rulebook.txt:738-741', '2e-current-rulings-2011-01-03.txt:58-59'],
    why: 'no personnel left: remaining dilemmas are overcome',
  },
  {
    q: 'can i start a fight at my headquarters',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-you-cannot-begin-combat-at-a', '/2e/rulebook/engagements/#p-you-cannot-begin-an-engagement-at'],
    source: ['2e-rulebook.txt:937', '2e-rulebook.txt:963'],
    why: 'no combat or engagement at a headquarters mission',
  },
  {
    q: 'do my opponents people also get stopped after a fight 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-when-combat-ends-all-your-personnel', '/2e/rulebook/engagements/#p-when-an-engagement-ends-all-your'],
    source: ['2e-rulebook.txt:951-952', '2e-rulebook.txt:985-986'],
    why: "only the initiator's cards are stopped after combat or an engagement",
  },
  {
    q: 'how does the game end if everybody runs out of cards',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulebook/winning-the-game/#p-the-game-also-ends-if-all',
      '/2e/rulebook/winning-the-game/#p-the-player-with-the-highest-score',
      '/2e/rulebook/winning-the-game/#p-the-player-with-the-highest-score-2',
      '/2e/rulebook/winning-the-game/#p-the-player-with-the-highest-score-3',
      '/2e/rulebook/winning-the-game/#p-if-multiple-players-meet-one-of',
    ],
    source: ['2e-rulebook.txt:837-839', '2e-rulebook.txt:841-842', '2e-rulebook.txt:844-845', '2e-rulebook.txt:847', '2e-rulebook.txt:848-850'],
    why: 'decks-out ending, the order that picks the winner, and the tie when scores are equal',
  },
  {
    q: 'is it allowed to look at my opponents discard pile',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulings/showing-your-cards/#p-any-player-may-view-any-card',
      '/2e/glossary/discarding/#p-you-may-look-through-your-own',
      '/2e/rulebook/showing-your-cards/#p-your-opponents-may-not-examine-cards',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:160-161', '2e-rulebook.txt:1166-1168', '2e-rulebook.txt:253'],
    why: "Current Rulings let anyone view any discard pile; the rulebook glossary said not an opponent's, and the rulebook's Showing Your Cards (which that ruling amends) said cards not in play may not be examined",
  },
  {
    q: 'what happens if i have to lose points but i have zero',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/lose-points/#p-if-an-effect-causes-a-player', '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional'],
    source: ['2e-rulebook.txt:1187-1190', '2e-rulebook.txt:226-228'],
    why: 'no points: no points lost; a card whose cost is losing points cannot be played without points (glossary and paying costs)',
  },
  {
    q: 'can i play a second copy of picard if one is already out',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulebook/uniqueness/#p-you-can-have-only-one-card',
      '/2e/rulebook/uniqueness/#p-two-cards-represent-the-same-thing',
      '/2e/rulebook/paying-costs/#p-you-cannot-play-a-card-with',
      '/2e/rulebook/uniqueness/#p-many-cards-especially-personnel-and-ships',
    ],
    source: ['2e-rulebook.txt:895-897', '2e-rulebook.txt:899-901', '2e-rulebook.txt:234-235', '2e-rulebook.txt:891-893'],
    why: 'only one copy of a unique card in play per player',
  },
  {
    q: 'does it matter who went first',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-make-sure-to-remember-who-takes'],
    source: ['2e-rulebook.txt:61-62'],
    why: 'remember who took the first turn',
  },
  {
    q: 'how many different missions do i need in my deck 2e',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulebook/building-a-deck/#p-5-different-missions',
      '/2e/rulebook/building-a-deck/#p-each-player-brings-to-the-game',
      '/2e/rulebook/setting-up-the-game/#p-take-all-five-of-your-mission',
    ],
    source: ['2e-rulebook.txt:863', '2e-rulebook.txt:861', '2e-rulebook.txt:124-127'],
    why: 'five different missions',
  },
  {
    q: 'can my ship move if the crew is all stopped',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-all-the-icons-in-the-ships',
      '/2e/glossary/stopped/#p-though-stopped-personnel-cannot-staff-ships',
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-be-staffed-a',
      '/2e/rulebook/order-move-a-ship/#p-you-have-your-unstopped-personnel-of',
    ],
    source: ['2e-rulebook.txt:393-397', '2e-rulebook.txt:1461-1462', '2e-rulebook.txt:392-404', '2e-rulebook.txt:399'],
    why: 'a moving ship must be staffed, and staffing counts only unstopped personnel (both staffing conditions)',
  },
  {
    q: 'what if a card i have to do cant be fully done',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-if-the-effect-of-a-cards'],
    source: ['2e-rulebook.txt:1091-1094'],
    why: 'perform as much as you can',
  },
  {
    q: 'my crew got frozen by a dilemma when do they wake back up',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/3-discard-excess-cards/#p-once-you-have-done-these-things',
      '/2e/rulebook/general-rules-on-executing-orders/#p-your-personnel-and-ships-may-become',
    ],
    source: ['2e-rulebook.txt:819-821', '2e-rulebook.txt:357'],
    why: 'avoids "stopped"/"unstopped": they stay so until the end of your turn',
  },
  {
    q: 'opponent is holding my guy prisoner can i still use his skills',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-while-your-personnel-is-a-captive'],
    source: ['2e-rulebook.txt:1021-1024'],
    why: 'avoids "captive"/"brig"',
  },
  {
    q: 'my ship got hit for the third time and blew up what about the crew',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-each-ship-can-carry-only-two'],
    source: ['2e-rulebook.txt:996-999'],
    why: 'avoids "damage"/"destroyed"',
  },
  {
    q: 'fixing my beat up ship back at home base',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-you-may-remove-damage-by-taking'],
    source: ['2e-rulebook.txt:1001-1005'],
    why: 'avoids "damage", "headquarters"',
  },
  {
    q: 'sending my people down from the ship to the planet surface',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-from-your-unstopped-ship-down-to', '/2e/rulebook/order-beam-personnel/#p-this-order-allows-you-to-move'],
    source: ['2e-rulebook.txt:375-377', '2e-rulebook.txt:366-369'],
    why: 'avoids "beam"',
  },
  {
    q: 'moving crew onto the other players starship',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents'],
    source: ['2e-rulebook.txt:382-384'],
    why: 'avoids "beam"; cannot go aboard an opponent\'s ship',
  },
  {
    q: 'how far can my ship fly in a turn adding up the numbers on the missions',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-have-adequate-range',
      '/2e/rulebook/order-move-a-ship/#p-for-example-moving-from-earth-span',
      '/2e/rulebook/order-move-a-ship/#p-a-portion-of-a-ships-range',
    ],
    source: ['2e-rulebook.txt:406-410', '2e-rulebook.txt:486-490', '2e-rulebook.txt:482-484'],
    why: 'avoids "range"/"span"; the spans are added per move and subtracted from the Range left that turn',
  },
  {
    q: 'what icons do i need onboard before the ship can leave',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-be-staffed-a',
      '/2e/rulebook/order-move-a-ship/#p-all-the-icons-in-the-ships',
      '/2e/rulebook/order-move-a-ship/#p-you-have-your-unstopped-personnel-of',
    ],
    source: ['2e-rulebook.txt:392-404', '2e-rulebook.txt:393-397', '2e-rulebook.txt:399'],
    why: 'avoids "staffed"/"staffing"',
  },
  {
    q: 'ship battle whose guns beat whose defences',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-total-the-weapons-of-all-your'],
    source: ['2e-rulebook.txt:976-978'],
    why: 'avoids "engagement", "weapons", "shields"',
  },
  {
    q: 'adding up muscle of everyone in a brawl on the planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-total-the-strength-of-all-your'],
    source: ['2e-rulebook.txt:943-945'],
    why: 'avoids "combat", "strength"',
  },
  {
    q: 'opponent draws obstacles equal to how many of my people went in',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-when-your-personnel-begin-a-mission',
      '/2e/rulebook/facing-dilemmas/#p-the-player-on-your-left-sets',
      '/2e/rulings/attempting-missions/#p-b-opponent-op-draws-dilemmas-from',
      '/2e/rulings/attempting-missions/#p-a-ap-announces-where-and-by',
    ],
    source: ['2e-rulebook.txt:528-531', '2e-rulebook.txt:533-539', '2e-current-rulings-2011-01-03.txt:45-46', '2e-current-rulings-2011-01-03.txt:35-37'],
    why: 'avoids "dilemma", "mission attempt"; Current Rulings step 1a announces the number (personnel less dilemmas beneath), 2b draws it',
  },
  {
    q: 'old beaten cards under the planet make the opponent pull fewer',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-for-example-if-you-attempt-a',
      '/2e/rulebook/facing-dilemmas/#p-when-your-personnel-begin-a-mission',
      '/2e/rulings/attempting-missions/#p-a-ap-announces-where-and-by',
    ],
    source: ['2e-rulebook.txt:537-539', '2e-rulebook.txt:528-531', '2e-current-rulings-2011-01-03.txt:35-37'],
    why: 'avoids "overcome", "dilemma"; overcome dilemmas beneath the mission are subtracted from the count of personnel (rule, example, Current Rulings step 1a)',
  },
  {
    q: 'my team falls short of the total needed to finish the planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/checking-mission-requirements/#p-if-you-cannot-meet-the-missions',
      '/2e/rulings/attempting-missions/#p-c-ap-shows-all-requirements-needed',
    ],
    source: ['2e-rulebook.txt:788-791', '2e-current-rulings-2011-01-03.txt:96-98'],
    why: 'avoids "requirements", "fail", "attempt"',
  },
  {
    q: 'what do i need to come out on top at the end 2e',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/winning-the-game/#p-a-player-wins-the-game-when',
      '/2e/rulings/winning-the-game/#p-has-100-points-or-more',
      '/2e/rulings/winning-the-game/#p-commands-at-least-one-completed-planet',
      '/2e/rulings/winning-the-game/#p-commands-at-least-one-completed-space',
      '/2e/rulebook/winning-the-game/#p-scored-100-points-or-more',
      '/2e/rulebook/winning-the-game/#p-completed-at-least-one-planet-mission',
      '/2e/rulebook/winning-the-game/#p-completed-at-least-one-space-mission',
      '/2e/rulebook/winning-the-game/#p-a-player-wins-the-game-when',
      '/2e/rulebook/introduction/#p-the-risks-will-prove-even-greater',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:166',
      '2e-current-rulings-2011-01-03.txt:167',
      '2e-current-rulings-2011-01-03.txt:168',
      '2e-current-rulings-2011-01-03.txt:169',
      '2e-rulebook.txt:829',
      '2e-rulebook.txt:831',
      '2e-rulebook.txt:833',
      '2e-rulebook.txt:827',
      '2e-rulebook.txt:22-26',
    ],
    why: 'avoids "win", "points", "completed"; Current Rulings restate it with "commands"; the introduction states it too (100 points, a planet and a space mission)',
  },
  {
    q: 'searching my deck for a named card when something comes into play',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-download-this-word-allows-you-to', '/2e/rulebook/important-game-terms/#p-downloads-can-refer-to-a-card'],
    source: ['2e-rulebook.txt:319-322', '2e-rulebook.txt:324-327'],
    why: 'avoids "download"',
  },
  {
    q: 'only one of this guy allowed because of the black dot in front of his name',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/uniqueness/#p-many-cards-especially-personnel-and-ships',
      '/2e/rulebook/uniqueness/#p-all-cards-that-do-not-have',
      '/2e/rulebook/paying-costs/#p-you-cannot-play-a-card-with',
      '/2e/rulebook/uniqueness/#p-you-can-have-only-one-card',
    ],
    source: ['2e-rulebook.txt:891-893', '2e-rulebook.txt:906-909', '2e-rulebook.txt:234-235', '2e-rulebook.txt:895-897'],
    why: 'avoids "unique"; the dot rule as the uniqueness section and paying costs state it, with its one-per-player example',
  },
  {
    q: 'two players put down the same planet card is it one place or two',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/missions/#p-if-more-than-one-player-has',
      '/2e/rulings/missions/#p-for-example-if-your-personnel-are',
      '/2e/glossary/missions/#p-if-more-than-one-player-has',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:139-140', '2e-current-rulings-2011-01-03.txt:141-142', '2e-rulebook.txt:1192-1198'],
    why: 'avoids "copy of the same mission"; Current Rulings govern over the rulebook glossary',
  },
  {
    q: 'shuffle my people face down and the other player points at one',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/selections/#p-when-a-card-is-to-be'],
    source: ['2e-rulebook.txt:1312-1314'],
    why: 'avoids "random selection"',
  },
  {
    q: 'people on the same ship or planet count as being together',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/present/#p-if-a-card-is-aboard-a', '/2e/rulebook/present/#p-if-a-card-is-on-a-2', '/2e/rulebook/present/#p-if-a-card-is-on-a'],
    source: ['2e-rulebook.txt:923-926', '2e-rulebook.txt:920-921', '2e-rulebook.txt:917-918'],
    why: 'avoids "present"',
  },
  {
    q: 'the cards i have face up on the table are mine to give orders to but not my hand',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each'],
    source: ['2e-rulebook.txt:282-286'],
    why: 'avoids "command", "owner", "in play"',
  },
  {
    q: 'the area next to my missions where events sit',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-events-are-usually-played-either-in'],
    source: ['2e-rulebook.txt:267-269'],
    why: 'avoids "core"',
  },
  {
    q: 'card thrown in the graveyard vs shot vs blown up whats the difference',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-discard-destroy-and-kill-these-words'],
    source: ['2e-rulebook.txt:295-297'],
    why: 'avoids "discard", "destroy", "kill"',
  },
  {
    q: 'how many of the same card can go in my 60 card pile',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/building-a-deck/#p-you-may-use-no-more-than'],
    source: ['2e-rulebook.txt:868-872'],
    why: 'avoids "copies", "card title"',
  },
  {
    q: 'obstacle card says do this and if that part fails a backup penalty happens instead',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-some-dilemmas-describe-one-effect-followed'],
    source: ['2e-rulebook.txt:651-659'],
    why: 'avoids "if you cannot", "alternate effect"',
  },
  {
    q: 'setting cards aside for good so they never hit the trash pile',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/remove-from-the-game/#p-when-game-text-instructs-you-to'],
    source: ['2e-rulebook.txt:1296-1298'],
    why: 'avoids "remove from the game", "discard pile"',
  },
  {
    q: 'a card getting shown to everybody vs only me looking at it',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/reveal/#p-when-an-effect-says-to-reveal', '/2e/glossary/examine/#p-when-an-effect-says-a-player'],
    source: ['2e-rulebook.txt:1308-1310', '2e-rulebook.txt:1183-1185'],
    why: 'avoids "reveal", "examine"',
  },
  {
    q: 'dilema stak face down in what order',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-your-opponent-takes-the-dilemmas-he'],
    source: ['2e-rulebook.txt:547-550'],
    why: 'misspelled "dilemma", "stack"; the chosen dilemmas go face down in the order the opponent chooses',
  },
  {
    q: 'stoped equipmnet',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-equipment-does-not-become-stopped-even'],
    source: ['2e-rulebook.txt:1479-1480'],
    why: 'misspelled "stopped", "equipment"',
  },
  {
    q: 'respnse action once per dilema',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulings/response-actions/#p-response-actions-triggered-when-personnel-are', '/2e/glossary/actions/#p-the-game-text-of-a-response'],
    source: ['2e-current-rulings-2011-01-03.txt:155-156', '2e-rulebook.txt:1044-1046'],
    why: 'misspelled "response", "dilemma"; ruling limits facing-a-dilemma responses to once per dilemma',
  },
  {
    q: 'interupts play whenever',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all'],
    source: ['2e-rulebook.txt:271-277'],
    why: 'misspelled "interrupts"',
  },
  {
    q: 'afilliation change loses old one',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/affiliations/#p-when-a-card-becomes-a-different'],
    source: ['2e-rulebook.txt:79'],
    why: 'misspelled "affiliation"',
  },
  {
    q: 'infinate loop rule 2e',
    kind: 'typo',
    edition: '2E',
    answers: [
      '/2e/rulings/infinite-loops/#p-if-a-player-intends-to-perform',
      '/2e/rulings/infinite-loops/#p-for-example-if-you-have-a',
      '/2e/glossary/actions/#p-when-separate-effects-combine-to-create',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:128-131', '2e-current-rulings-2011-01-03.txt:132-137', '2e-rulebook.txt:1102-1108'],
    why: 'misspelled "infinite"',
  },
  {
    q: 'modifcation order replace modify lose',
    kind: 'typo',
    edition: '2E',
    answers: [
      '/2e/glossary/modifications/#p-if-multiple-effects-attempt-to-replace',
      '/2e/glossary/modifications/#p-replace-any-effects-that-use-some',
      '/2e/glossary/modifications/#p-modify-any-effects-that-add-increase',
      '/2e/glossary/modifications/#p-lose-any-effects-that-completely-remove',
      '/2e/glossary/modifications/#p-choose-any-free-choices-presented-by',
      '/2e/glossary/modifications/#p-zero-any-number-that-is-less',
    ],
    source: [
      '2e-rulebook.txt:1200-1202',
      '2e-rulebook.txt:1208-1209',
      '2e-rulebook.txt:1211-1212',
      '2e-rulebook.txt:1214-1215',
      '2e-rulebook.txt:1204-1205',
      '2e-rulebook.txt:1217',
    ],
    why: 'misspelled "modification"; the whole order: choose, replace, modify, lose, zero',
  },
  {
    q: 'pined down',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/pinned-down/',
      '/2e/rulings/dilemmas/#p-for-example-pinned-down-reads-randomly',
      '/2e/rulebook/facing-dilemmas/#p-a-dilemmas-instructions-are-broken-down',
      '/2e/rulebook/facing-dilemmas/#p-when-a-card-is-selected-to',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:123-126', '2e-rulebook.txt:618-632', '2e-rulebook.txt:634-641'],
    why: 'misspelled card; Current Rulings (a set of two actions per stop) govern the rulebook (one action); the rulebook also rules on Pinned Down selecting a card that cannot be stopped',
  },
  {
    q: 'tragic turn dilemma',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/tragic-turn/',
      '/2e/rulings/dilemmas/#p-for-example-if-tragic-turn-is',
      '/2e/rulebook/facing-dilemmas/#p-some-dilemmas-cause-more-than-one',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:113-114', '2e-rulebook.txt:643-649'],
    why: 'card page and the ruling that names it',
  },
  {
    q: 'a klingon mater',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/a-klingon-matter/',
      '/2e/rulings/dilemmas/#p-for-example-a-klingon-matter-reads',
      '/2e/rulings/dilemmas/#p-randomly-selecting-a-personnel-killing-that',
      '/2e/rulebook/facing-dilemmas/#p-a-dilemmas-instructions-are-broken-down',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:117-119', '2e-current-rulings-2011-01-03.txt:120-122', '2e-rulebook.txt:618-632'],
    why: 'misspelled card; Current Rulings and the rulebook split it into four actions',
  },
  {
    q: 'uss defiant stolen',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/uss-defiant-stolen-warship/', '/2e/cards/uss-defiant-stolen-warship/#p-this-ship-has-weapons-of-10'],
    source: ['2e-current-rulings-2011-01-03.txt:453-454'],
    why: 'partial card title; its stat erratum',
  },
  {
    q: 'vedek assembely',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/vedek-assembly/', '/2e/cards/vedek-assembly/#p-for-each-vedek-you-command-take'],
    source: ['2e-current-rulings-2011-01-03.txt:468-470'],
    why: 'misspelled card; its new game text',
  },
  {
    q: 'annexation drone command',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/annexation-drone/', '/2e/glossary/stopped/#p-when-your-card-is-stopped-you'],
    source: ['2e-rulebook.txt:1454-1459'],
    why: 'card named in the stopped glossary example',
  },
  {
    q: 'lyndsay ballard pysics misprint',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/lyndsay-ballard-back-from-the-dead/', '/2e/cards/lyndsay-ballard-back-from-the-dead/#p-physics-is-misspelled-as-pysics-on'],
    source: ['2e-current-rulings-2011-01-03.txt:344-345'],
    why: 'misspelling erratum',
  },
  {
    q: 'tpol dutiful commander integrity erratum',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/tpol-dutiful-commander/', '/2e/cards/tpol-dutiful-commander/#p-this-personnels-integrity-is-3'],
    source: ['2e-current-rulings-2011-01-03.txt:406-407'],
    why: 'stat-change erratum',
  },
  {
    q: 'order of triggers during mission attempt timing steps',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/attempting-missions/#p-below-is-the-timing-for-mission', '/2e/rulings/attempting-missions/#p-active-player-ap-begins-a-mission'],
    source: ['2e-current-rulings-2011-01-03.txt:31', '2e-current-rulings-2011-01-03.txt:33'],
    why: "Current Rulings' official step-by-step attempt timing",
  },
  {
    q: 'two mandatory responses trigger at the same time who goes first',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-sometimes-the-trigger-for-more-than'],
    source: ['2e-rulebook.txt:1060-1069'],
    why: 'simultaneous response actions ordering',
  },
  {
    q: 'cannot vs may not which text overrides',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an'],
    source: ['2e-current-rulings-2011-01-03.txt:106-107'],
    why: 'forbidding text can only be overridden by text naming it',
  },
  {
    q: 'win check with card text still resolving',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulebook/winning-the-game/#p-if-a-player-would-normally-win',
      '/2e/rulings/winning-the-game/#p-the-game-ends-immediately-when-all',
      '/2e/rulebook/winning-the-game/#p-the-game-ends-immediately-when-all',
    ],
    source: ['2e-rulebook.txt:804-805', '2e-current-rulings-2011-01-03.txt:170-171', '2e-rulebook.txt:834-836'],
    why: 'win conditions checked after pending text; game ends immediately (Current Rulings and the rulebook passage they restate)',
  },
  {
    q: 'when does the scoring happen vs about to complete responses',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/attempting-missions/#p-d-if-the-ap-does-show'],
    source: ['2e-current-rulings-2011-01-03.txt:100-104'],
    why: 'Current Rulings step 5d: about-to-complete triggers then points scored',
  },
  {
    q: 'all skills gained or lost every level counts ruling',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/skills/#p-whenever-all-skills-are-added-to',
      '/2e/glossary/skills/#p-when-a-personnel-gains-all-skills',
      '/2e/glossary/skills/#p-when-a-skill-is-lost-subtracted',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:163-164', '2e-rulebook.txt:1349-1351', '2e-rulebook.txt:1433-1434'],
    why: 'Current Rulings skills ruling and rulebook glossary',
  },
  {
    q: 'consume x 2e',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/consume/#p-if-a-card-has-the-keyword', '/2e/glossary/consume/'],
    source: ['2e-rulebook.txt:1131-1132'],
    why: 'term page and its rule',
  },
  {
    q: 'commander keyword ship',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/commander/#p-this-keyword-used-on-personnel-is', '/2e/glossary/commander/'],
    source: ['2e-rulebook.txt:1125-1129'],
    why: 'term page and its rule',
  },
  {
    q: 'naming cards subtitle',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/naming-cards/#p-when-you-name-a-card-you', '/2e/glossary/naming-cards/'],
    source: ['2e-rulebook.txt:1219'],
    why: 'term page and its rule',
  },
  {
    q: 'this mission personnel text',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/this-mission/#p-when-these-words-are-used-in', '/2e/glossary/this-mission/'],
    source: ['2e-rulebook.txt:1482-1483'],
    why: 'term page and its rule',
  },
  {
    q: 'personnel you own ruling',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulings/own/#p-gametext-that-affects-personnel-you-own', '/2e/rulings/own/'],
    source: ['2e-current-rulings-2011-01-03.txt:144-147'],
    why: 'the Current Rulings "own" ruling',
  },
  {
    q: 'species vs affiliation name',
    kind: 'keyword',
    edition: '2E',
    answers: [
      '/2e/glossary/species/#p-some-personnel-are-members-of-species',
      '/2e/glossary/species/#p-two-personnel-are-the-same-species',
      '/2e/glossary/species/',
    ],
    source: ['2e-rulebook.txt:1436-1441', '2e-rulebook.txt:1443-1445'],
    why: 'term page and its rule',
  },
  {
    q: 'place vs play a card 2e',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/play-and-place/#p-when-you-place-a-card-somewhere', '/2e/glossary/play-and-place/'],
    source: ['2e-rulebook.txt:1221-1226'],
    why: 'term page and its rule',
  },
];
