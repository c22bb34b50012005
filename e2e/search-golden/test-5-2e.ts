/**
 * The fifth SEALED TEST part of the search golden set, Second Edition half: 76 lookups by Second Edition players
 * (`edition: '2E'`), written at the same time as, and kept apart from, the First Edition half (written BLIND by another
 * writer), and kept apart from ./test.ts, ./test-2.ts, ./test-3.ts, ./test-4.ts and the tuning sets.
 *
 * Written BLIND, from the two Second Edition source documents in content/sources/ only (2e-rulebook.txt and
 * 2e-current-rulings-2011-01-03.txt, its errata included), never from what the site's search returns: no search was run
 * on the site while writing it (no browser, no search:explain, no /search/ page, no bench), and neither the search code
 * (src/lib/search/, src/client/search/, scripts/lib/search*, scripts/lib/semantic*, scripts/search-*), its aids
 * (content/search-aids/, scripts/ingest/search-aids*), its model (models/), tools/, docs/search.md, reports/, nor the
 * other lookup files were read (only ./types.ts and the first 45 lines of ./test-4.ts, for the format). The generated
 * content and the built dist/ pages were read only to find the page and ¶ anchor holding each passage.
 *
 * Rules followed for each lookup: a rule was first read in a source document (through the passages that
 * scripts/ingest/standing/show.ts lists with their source lines, for rules/2e/, glossary/2e/, rulings/2e/ and
 * errata/2e/); the query was then written the way a player or judge types it on a phone (lowercase, short, sloppy);
 * then every passage stating the answer was looked for in both documents, and listed in `answers` as the built page's
 * URL with its ¶ anchor (a card's erratum is shown on its card page, /2e/cards/<card>/). `source` was derived from
 * those passages' own source lines ("<file>:<line>" or "<file>:<first>-<last>", one entry a passage; a few rulebook
 * passages merged from the file's duplicated pages span both copies, as show.ts gives them). Where the Current Rulings
 * change or govern the rulebook (the two-copies-of-a-mission, Pinned Down, discard-pile, response-action and
 * mission-completion rulings), the governing ruling is listed first and the rulebook passage too when it also answers.
 * A lookup naming a card or term also lists that card's or term's page (24 answers are pages). Paraphrases describe
 * what happens at the table in a new player's words and avoid the rule's own key terms (no "stopped", "captive",
 * "brig", "damage", "staffed", "range", "beam", "download", "dilemma", "unique", "combat", "engagement", ... in a
 * lookup about that rule; each `why` names the terms avoided). 11 lookups name their edition ("... 2e") and are run
 * with the edition box on All. Topics are spread over both documents and not repeated; no passage answers two lookups.
 *
 * Counts: 76 lookups, all 2E: 20 question, 26 paraphrase, 8 typo, 7 card, 8 judge, 7 keyword; 148 answers (24 of them
 * pages), 124 source entries: 2E Rulebook 97 (its glossary included), 2E Current Rulings 27 (rulings, errata and its
 * preamble). A throwaway checker (outside the repository) loaded this file and confirmed that every page and anchor
 * exists in dist/ and that every source line range exists (and is not blank) in its document: 76 lookups, 148 answers,
 * 124 source entries, 0 problems
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it
 * is no longer a test and a new sealed set has to be written.
 *
 * The lead's mechanical edit (no search run): 5 lookups that, unseen by the writer, repeated lookups of TUNE or of
 * ./test-4.ts word for word were removed ('what happens when my ship gets a third damage card', a question; 'can more
 * ships join an engagment', a typo; 'koval chairman', 'genisis planet', 'machinatons', cards); the counts above are the
 * writer's, before that edit: 71 lookups remain (19 question, 7 typo, 4 card).
 * After the second reading, the lead added the source lines of one page a lookup lists ('select or choose selection
 * ruling' lists the rulebook glossary's term page /2e/glossary/selections/, 2e-rulebook.txt:1312-1321), so that every
 * answer stands in a cited document (tests/search-golden-test.test.ts).
 *
 * Read again by a second reader, BLIND under the same rules (it read only the sources, show.ts's passages, the built
 * dist/ anchors, ./types.ts, the head of ./test-4.ts and this file; no search was run): every listed passage was read
 * against its query and every 2E passage was searched as text for each rule's key terms (4 answers added, 3 removed,
 * 1 query rewritten). Added: the uniqueness •Jean-Luc Picard passage (rulebook 895-897) to the dot paraphrase; the
 * "Choose" step of modifications (1204-1205) to the modification-order typo, whose other four steps were listed, and
 * to 'alternate requirements game text' (it names choosing between alternate requirements), so that one passage now
 * answers two lookups; "a planet mission is attempted by all of your unstopped personnel on that planet" (503) to the
 * stopped-personnel typo. Removed, as not stating the answer: "remember who takes the first turn" (61-62) from who
 * goes first; the rulebook's Keywords definition (313-317) from 'keywords count as abilities'; the brig passage
 * (1017-1019) from 'core play area events 2e'. Rewritten: the repeatable-series paraphrase said "repeat", the stem of
 * the ruling's own "repeatable"/"repeating", now "do". No lookup was found unanswerable, none was removed. After
 * that: 71 lookups, 140 answers, 119 source entries; the writer's checker reports 0 problems.
 */
import type { GoldenLookup } from './types.ts';

export const TEST_5_2E: GoldenLookup[] = [
  {
    q: 'do i still have to spend all 7 counters once my draw deck is empty',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/1-play-and-draw-cards/#p-if-your-deck-is-empty-you', '/2e/rulebook/1-play-and-draw-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:167', '2e-rulebook.txt:203-206'],
    why: 'with an empty deck you need not spend all seven counters (the exception to "you must spend all seven")',
  },
  {
    q: 'can i beam my crew onto my opponents ship 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents'],
    source: ['2e-rulebook.txt:382-384'],
    why: "you cannot beam aboard an opponent's ship (but may beam down to any planet or headquarters)",
  },
  {
    q: 'what happens if our strength totals are tied in a fight',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-total-the-strength-of-all-your'],
    source: ['2e-rulebook.txt:943-945'],
    why: 'combat: totals tied, there is no winner',
  },
  {
    q: 'can i play another copy of my guy while hes held in my opponents brig',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-if-your-unique-personnel-is-a'],
    source: ['2e-rulebook.txt:1026-1027'],
    why: 'your unique personnel held captive: you cannot command another copy',
  },
  {
    q: 'is there a limit to how many times i can give the same order in one turn',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/general-rules-on-executing-orders/#p-you-may-use-the-same-cards'],
    source: ['2e-rulebook.txt:348-435'],
    why: 'no limit to the number of orders or times an individual order is executed',
  },
  {
    q: 'what happens to the cards sitting on a card when it leaves play',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/discarding/#p-when-a-card-leaves-play-for'],
    source: ['2e-rulebook.txt:1170-1172'],
    why: "cards played on a card leaving play go to their owners' discard piles (dilemmas to the bottom of the dilemma pile)",
  },
  {
    q: 'how do we decide who takes the first turn 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-determine-randomly-who-goes-first-draw'],
    source: ['2e-rulebook.txt:129-130'],
    why: 'determine randomly who goes first (second reader: the "remember who takes the first turn" passage removed, it does not say how to decide)',
  },
  {
    q: 'can i put two different affiliations in the same deck 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/affiliations/#p-youll-find-it-easier-to-play'],
    source: ['2e-rulebook.txt:74-77'],
    why: 'a deck may contain cards from several affiliations; once played they mix freely',
  },
  {
    q: 'can i play a card that costs points if i have 0 points',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/lose-points/#p-if-an-effect-causes-a-player', '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional'],
    source: ['2e-rulebook.txt:1187-1190', '2e-rulebook.txt:226-228'],
    why: 'a cost of losing points cannot be paid with no points: the card cannot be played',
  },
  {
    q: 'what is a cards cost if it doesnt have one printed on it',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/types-of-cards/#p-if-an-effect-refers-to-the'],
    source: ['2e-rulebook.txt:36-37'],
    why: 'a card with no printed cost is treated as costing zero',
  },
  {
    q: 'who wins if everybody runs out of cards in their deck',
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
    why: 'game ends when all decks are empty; winner by highest score with planet+space, then any mission, then score; ties',
  },
  {
    q: 'is it ok to discard a card to draw even when theres nothing left to draw',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-if-you-meet-all-the-requirements'],
    source: ['2e-rulebook.txt:1096-1100'],
    why: 'requirements met and costs paid: the action may be taken even with no effect (the discard-to-draw example)',
  },
  {
    q: 'does a dilemma that ends up on my ship as damage still count as being faced',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/dilemmas/#p-each-of-your-personnel-involved-in', '/2e/rulebook/damage/#p-some-cards-most-often-events-that'],
    source: ['2e-rulebook.txt:1140-1143', '2e-rulebook.txt:991-994'],
    why: 'a dilemma placed on a ship as a Damage card is no longer faced; only its damage effect counts',
  },
  {
    q: 'how many times can i use a when facing a dilemma ability on the same dilemma',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulings/response-actions/#p-response-actions-triggered-when-personnel-are', '/2e/glossary/actions/#p-the-game-text-of-a-response'],
    source: ['2e-current-rulings-2011-01-03.txt:155-156', '2e-rulebook.txt:1044-1046'],
    why: 'Current Rulings: "when facing a dilemma" responses once per dilemma (governs the rulebook\'s "one time each time the trigger is met")',
  },
  {
    q: 'can a card move my ship if it has no range left this turn',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-move-a-ship/#p-sometimes-game-text-will-instruct-you'],
    source: ['2e-rulebook.txt:412-484'],
    why: 'movement by game text needs a staffed ship but no remaining range and uses none',
  },
  {
    q: 'what happens to the rest of the dilemmas if all my people get killed',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-if-all-the-personnel-you-have', '/2e/rulings/attempting-missions/#p-a-if-there-are-no-personnel'],
    source: ['2e-rulebook.txt:738-741', '2e-current-rulings-2011-01-03.txt:58-59'],
    why: 'no personnel left in the attempt: the remaining dilemmas in the stack are overcome',
  },
  {
    q: 'can i call off a mission attempt once it has started',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-attempt-a-mission/#p-your-personnel-may-attempt-only-your'],
    source: ['2e-rulebook.txt:518-523'],
    why: 'once a mission attempt begins you cannot "abort" it',
  },
  {
    q: 'what if a dilemma wants two medical people stopped and i only have one',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-if-the-effect-of-a-cards'],
    source: ['2e-rulebook.txt:1091-1094'],
    why: 'perform as much as you can and ignore the rest (the two-Medical example)',
  },
  {
    q: 'can my opponent look at the cards in my hand 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/showing-your-cards/#p-your-opponents-may-not-examine-cards'],
    source: ['2e-rulebook.txt:253'],
    why: 'opponents may not examine cards you own that are not in play (the Current Rulings open only discard piles and removed cards)',
  },
  {
    q: 'does my gear get tapped when all the crew next to it are tapped too',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-equipment-does-not-become-stopped-even'],
    source: ['2e-rulebook.txt:1479-1480'],
    why: 'equipment does not become stopped even if all personnel present are; avoids "stopped", "equipment", "present"',
  },
  {
    q: 'opponent locked up one of my guys, can i still use his skills',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-while-your-personnel-is-a-captive'],
    source: ['2e-rulebook.txt:1021-1024'],
    why: 'a captive\'s game text, attributes, icons cannot be used; avoids "captive", "brig"',
  },
  {
    q: 'what does the little round dot in front of a card name mean 2e',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/uniqueness/#p-many-cards-especially-personnel-and-ships',
      '/2e/rulebook/paying-costs/#p-you-cannot-play-a-card-with',
      '/2e/rulebook/uniqueness/#p-you-can-have-only-one-card',
    ],
    source: ['2e-rulebook.txt:891-893', '2e-rulebook.txt:234-235', '2e-rulebook.txt:895-897'],
    why: 'the dot marks a card you may command only one of (the •Jean-Luc Picard example: one per player); avoids "unique", "uniqueness"',
  },
  {
    q: 'how many cards do i need to bring to a 2e game',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/building-a-deck/#p-each-player-brings-to-the-game',
      '/2e/rulebook/building-a-deck/#p-5-different-missions',
      '/2e/rulebook/building-a-deck/#p-a-dilemma-pile-of-at-least',
      '/2e/rulebook/building-a-deck/#p-a-deck-of-at-least-35',
    ],
    source: ['2e-rulebook.txt:861', '2e-rulebook.txt:863', '2e-rulebook.txt:865', '2e-rulebook.txt:867'],
    why: 'at least 60 cards: 5 missions, 20 dilemmas, 35-card deck; avoids "deck building", "dilemma pile", "minimum"',
  },
  {
    q: 'can i have three of a character plus three more of another version of him',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/building-a-deck/#p-you-may-use-no-more-than'],
    source: ['2e-rulebook.txt:868-872'],
    why: 'no more than three copies of each card title, ignoring subtitles; avoids "copies", "title", "subtitle"',
  },
  {
    q: 'ive got like 10 cards in my hand at the end of my turn, what now',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/3-discard-excess-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:812-814'],
    why: 'more than seven cards in hand: discard down to seven; avoids "discard", "excess", "seven"',
  },
  {
    q: 'when do my worn out ships and crew get to go again',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/3-discard-excess-cards/#p-once-you-have-done-these-things',
      '/2e/rulebook/general-rules-on-executing-orders/#p-your-personnel-and-ships-may-become',
    ],
    source: ['2e-rulebook.txt:819-821', '2e-rulebook.txt:357'],
    why: 'at the end of the turn all stopped cards become unstopped and ships get full Range; avoids "stopped", "unstopped", "range"',
  },
  {
    q: 'my team has every skill the mission asks for, what happens now',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulings/attempting-missions/#p-d-if-the-ap-does-show', '/2e/rulebook/checking-mission-requirements/#p-if-your-personnel-have-all-the'],
    source: ['2e-current-rulings-2011-01-03.txt:100-104', '2e-rulebook.txt:782-786'],
    why: 'Current Rulings step 5d ("about to complete" triggers, then score) governs the rulebook\'s completing and scoring; avoids "complete", "requirements", "score"',
  },
  {
    q: 'we came up short on skills at the end of the mission, can we try it again this turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/checking-mission-requirements/#p-if-you-cannot-meet-the-missions',
      '/2e/rulings/attempting-missions/#p-c-ap-shows-all-requirements-needed',
    ],
    source: ['2e-rulebook.txt:788-791', '2e-current-rulings-2011-01-03.txt:96-98'],
    why: 'a failed attempt stops the personnel; the mission can be tried again this turn with other (or unstopped) personnel; avoids "fail", "stopped", "requirements"',
  },
  {
    q: 'two ships shooting at each other, how do you decide who wins',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-total-the-weapons-of-all-your'],
    source: ['2e-rulebook.txt:976-978'],
    why: 'engagement: your total Weapons against the opponent\'s total Shields; avoids "engagement", "weapons", "shields"',
  },
  {
    q: 'after my people brawl with theirs are mine done for the turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-when-combat-ends-all-your-personnel'],
    source: ['2e-rulebook.txt:951-952'],
    why: 'when combat ends all your involved personnel are stopped (not the opponent\'s); avoids "combat", "stopped"',
  },
  {
    q: 'how do i fix up my beat up ship',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-you-may-remove-damage-by-taking', '/2e/rulebook/damage/#p-when-you-remove-a-damage-card'],
    source: ['2e-rulebook.txt:1001-1005', '2e-rulebook.txt:1007-1008'],
    why: 'remove one damage card a turn at a headquarters where the ship could be played; avoids "damage", "headquarters", "repair"',
  },
  {
    q: 'how far can my ship fly in a turn, how do i add up the numbers on the missions',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-have-adequate-range',
      '/2e/rulebook/order-move-a-ship/#p-a-portion-of-a-ships-range',
      '/2e/rulebook/order-move-a-ship/#p-for-example-moving-from-earth-span',
    ],
    source: ['2e-rulebook.txt:406-410', '2e-rulebook.txt:482-484', '2e-rulebook.txt:486-490'],
    why: 'add the span numbers (+2 across quadrants, -2 same region) against remaining Range; avoids "range", "span", "quadrant"',
  },
  {
    q: 'what crew does my ship need on board before it can fly anywhere',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-be-staffed-a',
      '/2e/rulebook/order-move-a-ship/#p-all-the-icons-in-the-ships',
      '/2e/rulebook/order-move-a-ship/#p-you-have-your-unstopped-personnel-of',
    ],
    source: ['2e-rulebook.txt:392-404', '2e-rulebook.txt:393-397', '2e-rulebook.txt:399'],
    why: 'a ship must be staffed to move: its staffing icons among unstopped personnel aboard, one of its affiliation; avoids "staffed", "staffing"',
  },
  {
    q: 'how do i get my people off the planet and back up to my ship',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-beam-personnel/#p-from-a-planet-or-headquarters-mission',
      '/2e/rulebook/order-beam-personnel/#p-this-order-allows-you-to-move',
    ],
    source: ['2e-rulebook.txt:371-373', '2e-rulebook.txt:366-369'],
    why: 'the beam order moves personnel from a planet up to your unstopped ship; avoids "beam", "order"',
  },
  {
    q: 'how many of those obstacle cards does the other player get to pull when i go for a mission',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-when-your-personnel-begin-a-mission',
      '/2e/rulebook/facing-dilemmas/#p-the-player-on-your-left-sets',
      '/2e/rulebook/facing-dilemmas/#p-for-example-if-you-attempt-a',
      '/2e/rulings/attempting-missions/#p-a-ap-announces-where-and-by',
      '/2e/rulings/attempting-missions/#p-b-opponent-op-draws-dilemmas-from',
    ],
    source: [
      '2e-rulebook.txt:528-531',
      '2e-rulebook.txt:533-539',
      '2e-rulebook.txt:537-539',
      '2e-current-rulings-2011-01-03.txt:35-37',
      '2e-current-rulings-2011-01-03.txt:45-46',
    ],
    why: 'the opponent draws dilemmas equal to your personnel count minus overcome dilemmas beneath the mission; avoids "dilemma", "draw", "attempt"',
  },
  {
    q: 'card says pick one of my people by chance, how do we do that fairly',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/selections/#p-when-a-card-is-to-be'],
    source: ['2e-rulebook.txt:1312-1314'],
    why: 'random selection: shuffle the eligible cards face hidden and let the opponent point at one; avoids "random", "selection"',
  },
  {
    q: 'a card lets me dig through my deck for something, do i have to show it and shuffle after',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-download-this-word-allows-you-to'],
    source: ['2e-rulebook.txt:319-322'],
    why: 'download: look through the deck, reveal the card to all, put it in hand, shuffle; avoids "download", "reveal"',
  },
  {
    q: 'are my guys on the ship in orbit together with my guys down on the planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/present/#p-if-a-card-is-aboard-a'],
    source: ['2e-rulebook.txt:923-926'],
    why: 'a card aboard a ship is present only with cards aboard that ship, not with those on the planet; avoids "present", "aboard"',
  },
  {
    q: 'whats the difference between throwing a card away from my hand and blowing one up on the table',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-discard-destroy-and-kill-these-words'],
    source: ['2e-rulebook.txt:295-297'],
    why: 'discard = from hand or deck; destroy/kill = from in play; avoids "discard", "destroy", "kill"',
  },
  {
    q: 'card says take it out for good, where does it go and do i ever get it back',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/remove-from-the-game/#p-when-game-text-instructs-you-to'],
    source: ['2e-rulebook.txt:1296-1298'],
    why: 'removed from the game: set apart from all cards, returned to its owner\'s deck only after the game; avoids "remove from the game", "discard pile"',
  },
  {
    q: 'does worf count for a card that wants the klingon symbol if hes a federation guy',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/species/#p-some-personnel-are-members-of-species'],
    source: ['2e-rulebook.txt:1436-1441'],
    why: 'affiliations are referred to by icon, the word Klingon is a species (the Worf example); avoids "species", "affiliation", "icon"',
  },
  {
    q: 'after i put my crew on the table do they stay face up or get flipped over',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/showing-your-cards/#p-whenever-a-card-enters-play-for'],
    source: ['2e-rulebook.txt:246-251'],
    why: 'personnel and equipment are shown on entering play, then concealed face down; avoids "examine", "conceal", "face down", "enters play"',
  },
  {
    q: 'i can do the same combo over and over, do i really have to do it 100 times',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulings/infinite-loops/#p-if-a-player-intends-to-perform', '/2e/rulings/infinite-loops/#p-for-example-if-you-have-a'],
    source: ['2e-current-rulings-2011-01-03.txt:128-131', '2e-current-rulings-2011-01-03.txt:132-137'],
    why: 'Current Rulings: a demonstrably repeatable series may be resolved by adjusting the game state; avoids "infinite", "loop", "repeatable series" (second reader: "repeat" replaced by "do", the rule\'s own stem)',
  },
  {
    q: 'if my opponent takes over one of my cards who gets it back when the game is over',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each'],
    source: ['2e-rulebook.txt:282-286'],
    why: 'you remain the owner of a card all game even if an opponent takes command of it; avoids "command", "owner"',
  },
  {
    q: 'can i use my instant speed cards during someone elses turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all',
      '/2e/glossary/actions/#p-nearly-everything-that-occurs-during-the',
    ],
    source: ['2e-rulebook.txt:271-277', '2e-rulebook.txt:1039-1042'],
    why: 'interrupts are played when their trigger occurs, not only in your play segment; response actions can happen on any player\'s turn; avoids "interrupt", "response"',
  },
  {
    q: 'opponent revealed 2 copys of the same dilema',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-if-your-opponent-reveals-more-than', '/2e/rulings/attempting-missions/#p-f-check-dilemma-for-duplication-type'],
    source: ['2e-rulebook.txt:743-750', '2e-current-rulings-2011-01-03.txt:69-70'],
    why: 'a second copy of a dilemma in one attempt is not faced and is overcome; CR step 3f checks duplication ("copys", "dilema")',
  },
  {
    q: 'modifcation order replace befor modify',
    kind: 'typo',
    edition: '2E',
    answers: [
      '/2e/glossary/modifications/#p-if-multiple-effects-attempt-to-replace',
      '/2e/glossary/modifications/#p-choose-any-free-choices-presented-by',
      '/2e/glossary/modifications/#p-replace-any-effects-that-use-some',
      '/2e/glossary/modifications/#p-modify-any-effects-that-add-increase',
      '/2e/glossary/modifications/#p-lose-any-effects-that-completely-remove',
      '/2e/glossary/modifications/#p-zero-any-number-that-is-less',
      '/2e/glossary/modifications/',
    ],
    source: [
      '2e-rulebook.txt:1200-1202',
      '2e-rulebook.txt:1204-1205',
      '2e-rulebook.txt:1208-1209',
      '2e-rulebook.txt:1211-1212',
      '2e-rulebook.txt:1214-1215',
      '2e-rulebook.txt:1217',
    ],
    why: 'modifications apply in order choose, replace, modify, lose, zero ("modifcation", "befor"); names the term',
  },
  {
    q: 'attempt planet mission with some of my guys stoped',
    kind: 'typo',
    edition: '2E',
    answers: [
      '/2e/glossary/stopped/#p-stopped-cards-do-not-prevent-you',
      '/2e/rulebook/order-attempt-a-mission/#p-a-planet-mission-is-attempted-by',
      '/2e/glossary/stopped/',
    ],
    source: ['2e-rulebook.txt:1447-1452', '2e-rulebook.txt:503'],
    why: 'stopped personnel on the planet are ignored; the unstopped ones may attempt (a planet mission is attempted by all your unstopped personnel there) ("stoped")',
  },
  {
    q: 'does 2 diplomcy cover a diplomacy requirment',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-during-the-game-other-cards-may'],
    source: ['2e-rulebook.txt:306-311'],
    why: 'a personnel with 2 Diplomacy meets a requirement of Diplomacy; skills may be grouped ("diplomcy", "requirment")',
  },
  {
    q: 'pendng card text before checking win',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/winning-the-game/#p-if-a-player-would-normally-win'],
    source: ['2e-rulebook.txt:804-805'],
    why: 'win conditions are not checked until all pending card text has resolved ("pendng")',
  },
  {
    q: 'responce actions mandatory or optinal',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-response-actions-can-be-mandatory-or', '/2e/glossary/actions/'],
    source: ['2e-rulebook.txt:1051-1058'],
    why: 'interrupt responses optional; others optional when they say "may", mandatory when not ("responce", "optinal")',
  },
  {
    q: '2 gowrons in my brigg can i still play my own gowron',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-you-do-not-command-a-personnel', '/2e/cards/gowron/'],
    source: ['2e-rulebook.txt:1032-1033'],
    why: 'you do not command personnel in your brig (the Gowron example) ("brigg"); names the card',
  },
  {
    q: 'tragik turn',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/tragic-turn/',
      '/2e/rulings/dilemmas/#p-for-example-if-tragic-turn-is',
      '/2e/rulings/dilemmas/#p-some-dilemmas-cause-more-than-one',
      '/2e/rulebook/facing-dilemmas/#p-some-dilemmas-cause-more-than-one',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:113-114', '2e-current-rulings-2011-01-03.txt:109-112', '2e-rulebook.txt:643-649'],
    why: 'Tragic Turn triggers once when one action kills several personnel (Current Rulings first, rulebook restates it); misspelled',
  },
  {
    q: 'relam command decisons',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/relam/', '/2e/cards/command-decisions/', '/2e/rulebook/facing-dilemmas/#p-some-dilemmas-describe-one-effect-followed'],
    source: ['2e-rulebook.txt:651-659'],
    why: 'Relam preventing his stop by Command Decisions leaves the first effect incomplete, so the "if you cannot" kill follows; misspelled',
  },
  {
    q: 'ikatika honorable',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/ikatika-honorable-warrior/', '/2e/glossary/actions/#p-when-resolving-effects-including-stopped-personnel'],
    source: ['2e-rulebook.txt:1116-1119'],
    why: "a stopped Ikat'ika is still killed by his own ability used earlier that turn; partial name",
  },
  {
    q: 'borg queen guardian',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/borg-queen-guardian-of-the-hive/', '/2e/glossary/replace/#p-when-one-card-replaces-another-any'],
    source: ['2e-rulebook.txt:1300-1306'],
    why: 'the replacement Drone joins the attempt and is still killed as the original would have been; partial name',
  },
  {
    q: 'same planet mission played by both players, can we fight across the two copies current rulings',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/missions/#p-if-more-than-one-player-has',
      '/2e/rulings/missions/#p-for-example-if-your-personnel-are',
      '/2e/glossary/missions/#p-if-more-than-one-player-has',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:139-140', '2e-current-rulings-2011-01-03.txt:141-142', '2e-rulebook.txt:1192-1198'],
    why: 'Current Rulings: copies are separate missions, no combat across them; supersedes the rulebook glossary (one location)',
  },
  {
    q: 'pinned down one action or two per stop ruling',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/dilemmas/#p-for-example-pinned-down-reads-randomly',
      '/2e/rulebook/facing-dilemmas/#p-a-dilemmas-instructions-are-broken-down',
      '/2e/cards/pinned-down/',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:123-126', '2e-rulebook.txt:618-632'],
    why: 'Current Rulings: each "randomly select ... to be stopped" is a set of two actions; the rulebook said one; names the card',
  },
  {
    q: 'rulebook says i cant look through my opponents discard pile, is that still true 2e',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/showing-your-cards/#p-any-player-may-view-any-card', '/2e/glossary/discarding/#p-you-may-look-through-your-own'],
    source: ['2e-current-rulings-2011-01-03.txt:160-161', '2e-rulebook.txt:1166-1168'],
    why: 'Current Rulings: any player may view any card in any discard pile at any time (supersedes the rulebook glossary)',
  },
  {
    q: 'about to draw dilemmas vs drawn dilemmas which triggers first',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-draw-dilemmas-a-when-about-to',
      '/2e/rulings/attempting-missions/#p-a-when-about-to-draw-dilemmas',
      '/2e/rulings/attempting-missions/#p-c-when-drawn-dilemmas-triggers-process',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:41', '2e-current-rulings-2011-01-03.txt:43', '2e-current-rulings-2011-01-03.txt:48'],
    why: 'the Current Rulings timing: step 2a "about to draw" triggers, 2b draw, 2c "drawn dilemmas" triggers',
  },
  {
    q: 'one card says cannot and another says may, which wins 2e',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an', '/2e/rulings/cannot-may-not/'],
    source: ['2e-current-rulings-2011-01-03.txt:106-107'],
    why: 'forbidding text is overridden only by text naming what it overrides',
  },
  {
    q: 'outclassed erratum unused range',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/outclassed/', '/2e/cards/outclassed/#p-unless-you-have-unused-range-8'],
    source: ['2e-current-rulings-2011-01-03.txt:360-361'],
    why: 'Outclassed erratum: unused Range>8 or Weapons>8, else all stopped',
  },
  {
    q: 'is party atmosphere unique now, it has no dot',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/party-atmosphere/', '/2e/cards/party-atmosphere/#p-this-event-is-now-unique', '/2e/rulebook/uniqueness/#p-all-cards-that-do-not-have'],
    source: ['2e-current-rulings-2011-01-03.txt:363-364', '2e-rulebook.txt:906-909'],
    why: 'erratum: this event is now unique (the rulebook makes dotless cards non-unique)',
  },
  {
    q: 'current rulings or the rulebook, which takes priority in 2e',
    kind: 'judge',
    edition: '2E',
    answers: ['/sources/2e-current-rulings/#p-current-rulings-are-periodic-updates-to'],
    source: ['2e-current-rulings-2011-01-03.txt:8-11'],
    why: 'the Current Rulings are an official supplement that changes the rulebook and is to be used by tournament directors',
  },
  {
    q: 'keywords count as abilities',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulings/abilities/#p-personnel-may-have-one-or-more', '/2e/rulings/abilities/'],
    source: ['2e-current-rulings-2011-01-03.txt:27-29'],
    why: "Current Rulings: each keyword is an ability, skills are not (second reader: the rulebook's Keywords definition removed, it says nothing of abilities)",
  },
  {
    q: 'personnel you own stopped',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulings/own/#p-gametext-that-affects-personnel-you-own', '/2e/rulings/own/'],
    source: ['2e-current-rulings-2011-01-03.txt:144-147'],
    why: 'text affecting "personnel you own" reaches them even stopped or not in play',
  },
  {
    q: 'select or choose selection ruling',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulings/selected/#p-any-game-text-that-includes-the', '/2e/rulings/selected/', '/2e/glossary/selections/'],
    source: ['2e-current-rulings-2011-01-03.txt:158', '2e-rulebook.txt:1312-1321'],
    why: 'Current Rulings: game text with "select" or "choose" is a selection; names the glossary term',
  },
  {
    q: 'examine vs reveal 2e',
    kind: 'keyword',
    edition: '2E',
    answers: [
      '/2e/glossary/examine/#p-when-an-effect-says-a-player',
      '/2e/glossary/reveal/#p-when-an-effect-says-to-reveal',
      '/2e/glossary/examine/',
      '/2e/glossary/reveal/',
    ],
    source: ['2e-rulebook.txt:1183-1185', '2e-rulebook.txt:1308-1310'],
    why: 'examine: shown only to that player; reveal: shown to all players',
  },
  {
    q: 'core play area events 2e',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-events-are-usually-played-either-in'],
    source: ['2e-rulebook.txt:267-269'],
    why: 'events are usually played in the part of your play area called your core (second reader: the brig passage removed, it says nothing of events)',
  },
  {
    q: 'this mission wording on a personnel',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/this-mission/#p-when-these-words-are-used-in', '/2e/glossary/this-mission/'],
    source: ['2e-rulebook.txt:1482-1483'],
    why: '"this mission" on a personnel or ship means the mission where it is',
  },
  {
    q: 'alternate requirements game text',
    kind: 'keyword',
    edition: '2E',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-some-game-text-creates-alternate-requirements',
      '/2e/rulings/requirements/#p-a-missions-printed-requirements-are-always',
      '/2e/glossary/modifications/#p-choose-any-free-choices-presented-by',
      '/2e/rulings/requirements/',
    ],
    source: ['2e-rulebook.txt:670-679', '2e-current-rulings-2011-01-03.txt:149', '2e-rulebook.txt:1204-1205'],
    why: 'game text creating alternate requirements must be used in its entirety; printed requirements stay active unless replaced; which set of alternate requirements is used is the first ("Choose") step of modifications',
  },
];
