/**
 * The seventh SEALED TEST part of the search golden set, Second Edition half: 76 lookups by Second Edition players
 * (`edition: '2E'`), written at the same time as, and kept apart from, the First Edition half (written BLIND by another
 * writer), and kept apart from the earlier golden and test parts and the tuning sets.
 *
 * Written BLIND, from the two Second Edition source documents in content/sources/ only (2e-rulebook.txt and
 * 2e-current-rulings-2011-01-03.txt, its errata included), never from what the site's search returns: no search was run
 * on the site while writing it (no browser, no /search/ page, no search:* script, no bench), and neither the search code
 * (src/lib/search/, src/client/search/, scripts/lib/search*, scripts/lib/semantic*, scripts/search-*), its aids
 * (content/search-aids/, scripts/ingest/search-aids*), models/, tools/, docs/search.md, reports/, nor the other lookup
 * files were read (only ./types.ts and the first 45 lines of ./test-6-2e.ts, for the format). The generated content and
 * the built dist/ pages were read only to find the page and ¶ anchor holding each passage.
 *
 * How each lookup was written: the rule was first read in a source document, through the passages that
 * scripts/ingest/standing/show.ts lists with their source lines (rules/2e/, glossary/2e/, rulings/2e/, errata/2e/);
 * the query was then written the way a player or judge types it on a phone (lowercase, short, sloppy); then every
 * passage stating the answer was looked for in both documents and listed in `answers` as the built page's URL with its
 * ¶ anchor (a card's erratum is on its card page, /2e/cards/<card>/; the rulebook glossary's terms are on
 * /2e/glossary/<term>/). `source` holds those passages' own source lines as show.ts gives them ("<file>:<line>" or
 * "<file>:<first>-<last>", one entry a passage; page answers have none). Where the Current Rulings govern or restate the
 * rulebook (the dilemmas a player draws but does not choose, a second copy of a dilemma in one attempt, no personnel
 * left facing the stack, the count of dilemmas drawn, a failed attempt, Tragic Turn, A Klingon Matter, abilities, all
 * skills), the ruling is listed first and the rulebook passage too when it also answers. A lookup naming a card or a glossary term also lists that card's or term's page (19 answers are
 * pages). Paraphrases describe the table in a new player's words and avoid the rule's own key terms (each `why` names
 * the terms avoided). 5 lookups name their edition ("... 2e") and are run with the edition box on All. Topics are
 * spread over both documents and not repeated; topics the sixth part's header names (two copies of a mission, Pinned
 * Down, looking at discard piles, the win conditions, response actions while facing a dilemma, the end of the turn,
 * staffing icons, the tie when decks run out) were left out on purpose.
 *
 * Counts: 76 lookups, all 2E: 20 question, 26 paraphrase, 8 typo, 7 card, 8 judge, 7 keyword; 129 answers (19 of them
 * pages), 110 source entries: 2E Rulebook 88 (its glossary included), 2E Current Rulings 22 (rulings 17, errata 5).
 * A throwaway checker (outside the repository) loaded this file and confirmed that every page and anchor exists in
 * dist/ and that every source line range exists (and is not blank) in its document: 76 lookups, 129 answers, 110 source
 * entries, 0 problems.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it
 * is no longer a test and a new sealed set has to be written.
 *
 * Edited by the lead after writing, mechanically and without running any search: removed 3 lookups whose query repeated
 * an older lookup (TUNE, which holds the retired sealed parts) word for word once case and punctuation are set aside: "can
 * i try to complete one of my opponents missions"; "up the anti"; "dilemma stack".
 * The counts above are the writer's; after the removal the half has 73 lookups: question 19, paraphrase 26, typo 8,
 * card 6, judge 8, keyword 6; 123 answers.
 *
 * Read again by a second reader, BLIND like the writer (the two Second Edition documents through show.ts and the
 * built dist/ pages only; no search run, none of the forbidden files read): 7 answers added, 2 removed, 0 queries
 * rewritten. Added, where a passage states the answer and was missing: the Current Rulings' step lists (step 1, 2 and 3
 * of the mission attempt timing, lines 33, 41, 56) hold the text of their sub-steps, so each is listed after the
 * sub-step already listed (the dilemmas not chosen, a second copy of a dilemma, no personnel left facing the stack, the
 * count of dilemmas drawn), as the writer had done for the about-to-draw/drawn lookup; stopped cards counted by an
 * opponent's effects on his or her turn (1475-1477) for the "everyone at that location" paraphrase; any player may view
 * a card removed from the game (the ruling, 160-161) for "remove from the game 2e"; interrupts beginning "Order –" only
 * in Execute Orders (271-277) for the "order –" keyword. Removed, as not stating the answer: ruling 5c (96-98) from the
 * "can we go again later this turn" paraphrase (it says only that the personnel are stopped; the rulebook passage says
 * they may try again), so a failed attempt no longer lists a ruling first; the cards placed on an event in the core
 * (1228-1294) from "events played in your core 2e" (it does not say where events are played). Two paraphrases' `why`
 * now name an everyday word they share with their passage ("shuffle", "facing"), judged not to be the rule's key term.
 * The checker, rerun: 73 lookups, 128 answers, 110 source entries, 0 problems.
 */
import type { GoldenLookup } from './types.ts';

export const TEST_7_2E: GoldenLookup[] = [
  {
    q: 'can i draw more than one card a turn if i still have counters left',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/drawing-cards/#p-you-may-pay-one-counter-to', '/2e/rulebook/1-play-and-draw-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:217', '2e-rulebook.txt:203-206'],
    why: 'one counter a card, several draws a turn, out of the seven counters',
  },
  {
    q: 'do i still have to use all 7 counters when my deck has no cards left',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/1-play-and-draw-cards/#p-if-your-deck-is-empty-you'],
    source: ['2e-rulebook.txt:167'],
    why: 'empty deck: need not spend all seven counters',
  },
  {
    q: 'can i beam my guys onto the other players ship',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents'],
    source: ['2e-rulebook.txt:382-384'],
    why: "cannot beam aboard an opponent's ship",
  },
  {
    q: 'what happens if both sides have the same strength in a fight 2e',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-total-the-strength-of-all-your'],
    source: ['2e-rulebook.txt:943-945'],
    why: 'combat: tied Strength totals, no winner',
  },
  {
    q: 'do my opponents personnel get stopped after the combat too or just mine',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-when-combat-ends-all-your-personnel'],
    source: ['2e-rulebook.txt:951-952'],
    why: "only the initiating player's personnel are stopped after combat",
  },
  {
    q: 'am i allowed to start combat on a headquarters',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-you-cannot-begin-combat-at-a'],
    source: ['2e-rulebook.txt:937'],
    why: 'no combat at a headquarters mission',
  },
  {
    q: 'how many damage cards can a ship hold before it gets destroyed',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-each-ship-can-carry-only-two'],
    source: ['2e-rulebook.txt:996-999'],
    why: 'two damage cards; the third destroys the ship',
  },
  {
    q: 'can one personnel cover two of the skills on a mission',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/checking-mission-requirements/#p-you-may-use-the-same-personnel'],
    source: ['2e-rulebook.txt:779-781'],
    why: 'same personnel may provide more than one skill',
  },
  {
    q: 'what happens to the dilemmas my opponent drew but didnt pick',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-d-op-selects-any-number-0',
      '/2e/rulings/attempting-missions/#p-draw-dilemmas-a-when-about-to',
      '/2e/rulebook/facing-dilemmas/#p-that-opponent-examines-those-dilemmas-and',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:50-52', '2e-current-rulings-2011-01-03.txt:41', '2e-rulebook.txt:541-545'],
    why: 'unchosen dilemmas go face up to the bottom of the dilemma pile (ruling step 2d, alone and within its step 2 list; rulebook)',
  },
  {
    q: 'what if i search my deck for a download and the card isnt in there',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-download-this-word-allows-you-to'],
    source: ['2e-rulebook.txt:319-322'],
    why: 'Download: no penalty if the card is not found',
  },
  {
    q: 'can i play another copy of my unique guy while hes sitting in the opponents brig',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-if-your-unique-personnel-is-a'],
    source: ['2e-rulebook.txt:1026-1027'],
    why: 'your unique captive: cannot command another copy',
  },
  {
    q: 'what happens to cards that were played on a card when it leaves play',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/discarding/#p-when-a-card-leaves-play-for'],
    source: ['2e-rulebook.txt:1170-1172'],
    why: 'cards played on it go to the discard piles, dilemmas to the bottom of the pile',
  },
  {
    q: 'what happens if i have to lose points but my score is 0',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/lose-points/#p-if-an-effect-causes-a-player', '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional'],
    source: ['2e-rulebook.txt:1187-1190', '2e-rulebook.txt:226-228'],
    why: 'no points to lose: lose none; a points cost cannot be paid',
  },
  {
    q: 'do stopped crew still go along when the ship moves',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-though-stopped-personnel-cannot-staff-ships'],
    source: ['2e-rulebook.txt:1461-1462'],
    why: 'stopped personnel cannot staff but are carried along',
  },
  {
    q: 'does equipment get stopped when all the people with it are stopped',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-equipment-does-not-become-stopped-even'],
    source: ['2e-rulebook.txt:1479-1480'],
    why: 'equipment does not become stopped',
  },
  {
    q: 'once the dilemma gets put on my ship as damage are my guys still facing it',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/dilemmas/#p-each-of-your-personnel-involved-in'],
    source: ['2e-rulebook.txt:1140-1143'],
    why: 'one dilemma at a time; placed on a ship as Damage it is no longer faced',
  },
  {
    q: 'can i run 3 picard explorer and 3 picard argo pilot in one deck',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/building-a-deck/#p-you-may-use-no-more-than', '/2e/cards/jean-luc-picard-explorer/', '/2e/cards/jean-luc-picard-argo-pilot/'],
    source: ['2e-rulebook.txt:868-872'],
    why: "three copies per title, subtitles ignored (the rulebook's own Picard example); the two cards named",
  },
  {
    q: 'what if a dilemma says stop two medical and i only have one medical there',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-if-the-effect-of-a-cards'],
    source: ['2e-rulebook.txt:1091-1094'],
    why: "perform as much as you can and ignore the rest (the glossary's own example)",
  },
  {
    q: 'who decides what happens when two cards keep setting each other off forever',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-when-separate-effects-combine-to-create'],
    source: ['2e-rulebook.txt:1102-1108'],
    why: 'repeating loop of separate effects: the player taking the turn decides',
  },
  {
    q: 'we didnt have what the planet asked for at the end, can we go again later this turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/checking-mission-requirements/#p-if-you-cannot-meet-the-missions'],
    source: ['2e-rulebook.txt:788-791'],
    why: 'failed mission attempt: personnel stopped, may try again later this turn (only the rulebook says so; ruling 5c says only that they are stopped) (avoids "requirements", "fail", "attempt", "stopped")',
  },
  {
    q: 'opponent flipped two of the exact same card at my away team in one go',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-f-check-dilemma-for-duplication-type',
      '/2e/rulings/attempting-missions/#p-facing-dilemmas-a-if-there-are',
      '/2e/rulebook/facing-dilemmas/#p-if-your-opponent-reveals-more-than',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:69-70', '2e-current-rulings-2011-01-03.txt:56', '2e-rulebook.txt:743-750'],
    why: 'a second copy of a dilemma in one attempt is overcome unfaced (avoids "dilemma", "copy", "duplication", "overcome")',
  },
  {
    q: 'all my crew got taken out before the last few obstacle cards, what happens to those',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-a-if-there-are-no-personnel',
      '/2e/rulings/attempting-missions/#p-facing-dilemmas-a-if-there-are',
      '/2e/rulebook/facing-dilemmas/#p-if-all-the-personnel-you-have',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:58-59', '2e-current-rulings-2011-01-03.txt:56', '2e-rulebook.txt:738-741'],
    why: 'no personnel left: remaining dilemmas in the stack are overcome (avoids "dilemma", "stack", "killed", "stopped", "overcome")',
  },
  {
    q: 'how far can my starship fly in one turn, do i add the numbers on both locations',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-have-adequate-range',
      '/2e/rulebook/order-move-a-ship/#p-a-portion-of-a-ships-range',
      '/2e/rulebook/order-move-a-ship/#p-for-example-moving-from-earth-span',
    ],
    source: ['2e-rulebook.txt:406-410', '2e-rulebook.txt:482-484', '2e-rulebook.txt:486-490'],
    why: 'add the spans; remaining Range must cover it (avoids "range", "span", "mission")',
  },
  {
    q: 'a card makes my ship fly somewhere, does that eat into how far it can go',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-move-a-ship/#p-sometimes-game-text-will-instruct-you'],
    source: ['2e-rulebook.txt:412-484'],
    why: 'moving by game text needs staffing but no Range (avoids "range", "game text", "move")',
  },
  {
    q: 'fixing my beat up ship by parking it at my home base',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-you-may-remove-damage-by-taking', '/2e/rulebook/damage/#p-when-you-remove-a-damage-card'],
    source: ['2e-rulebook.txt:1001-1005', '2e-rulebook.txt:1007-1008'],
    why: 'remove one damage card at a headquarters you could play the ship at (avoids "damage", "headquarters", "remove")',
  },
  {
    q: 'im holding 9 cards when my turn is over what do i do',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/3-discard-excess-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:812-814'],
    why: 'discard down to seven (avoids "discard", "excess", "hand")',
  },
  {
    q: 'how do we figure out who starts and how many cards you get at the start',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-determine-randomly-who-goes-first-draw'],
    source: ['2e-rulebook.txt:129-130'],
    why: 'random first player, seven-card opening hand (avoids "randomly", "opening hand", "draw")',
  },
  {
    q: 'how do i lay out my 5 location cards on the table before we begin',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-take-all-five-of-your-mission'],
    source: ['2e-rulebook.txt:124-127'],
    why: 'missions face up in a row, any order (avoids "mission", "set up", "face up")',
  },
  {
    q: 'the other player locked up my crewman, can i still use his skills',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-while-your-personnel-is-a-captive'],
    source: ['2e-rulebook.txt:1021-1024'],
    why: 'a captive\'s text, attributes and icons cannot be used (avoids "captive", "brig")',
  },
  {
    q: 'another card dropped my guy straight onto the table, does his on-entry text still happen',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/play-and-place/#p-when-you-place-a-card-somewhere'],
    source: ['2e-rulebook.txt:1221-1226'],
    why: 'placing is not playing (avoids "place", "play", "download")',
  },
  {
    q: 'opponent has to pick one of my crew blindly, how do we shuffle and choose',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/selections/#p-when-a-card-is-to-be'],
    source: ['2e-rulebook.txt:1312-1314'],
    why: 'random selection procedure (avoids "random", "selection", "personnel"; uses "shuffle" and "choose", everyday words the passage also uses)',
  },
  {
    q: 'two card effects both want to go off at the same moment, whose goes first',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-sometimes-the-trigger-for-more-than'],
    source: ['2e-rulebook.txt:1060-1069'],
    why: 'several response actions triggered at once: mandatory first, from the player whose turn it is (avoids "response", "trigger", "mandatory")',
  },
  {
    q: 'opponent cancelled my card, do i get back what i spent on it',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-sometimes-a-response-action-prevents-another'],
    source: ['2e-rulebook.txt:1076-1077'],
    why: 'prevented action: costs remain paid (avoids "prevent", "cost", "paid")',
  },
  {
    q: 'does worf with a federation symbol count for a card that says klingon in the text',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/species/#p-some-personnel-are-members-of-species'],
    source: ['2e-rulebook.txt:1436-1441'],
    why: 'a word names a species, an icon an affiliation (avoids "species", "affiliation", "icon")',
  },
  {
    q: 'two of my crew have the same power, can one payment use both',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/actions/#p-if-you-command-two-or-more'],
    source: ['2e-rulebook.txt:1088-1089'],
    why: 'same costs on two cards are paid separately (avoids "cost", "action", "command")',
  },
  {
    q: 'swapped my drone for another one from my pile while facing a problem, who gets hit',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/replace/#p-when-one-card-replaces-another-any'],
    source: ['2e-rulebook.txt:1300-1306'],
    why: 'effects about to happen move to the replacement (the Borg Queen example; avoids "replace", "dilemma", "discard pile"; uses "facing", from the example, not the rule\'s key term)',
  },
  {
    q: 'are my guys up on the ship in orbit together with the ones down on the planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/present/#p-if-a-card-is-aboard-a'],
    source: ['2e-rulebook.txt:923-926'],
    why: 'aboard a ship at a planet: present only with the ship\'s cards (avoids "present", "aboard", "mission")',
  },
  {
    q: 'moving crew from one of my ships over to my other ship at the same spot',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-between-two-of-your-unstopped-ships'],
    source: ['2e-rulebook.txt:379-456'],
    why: 'beaming between two of your ships at the same mission (avoids "beam", "personnel", "mission")',
  },
  {
    q: 'what are the three parts of my turn in order',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulebook/playing-the-game/#p-each-player-going-clockwise-around-the',
      '/2e/rulebook/playing-the-game/#p-play-and-draw-cards',
      '/2e/rulebook/playing-the-game/#p-execute-orders',
      '/2e/rulebook/playing-the-game/#p-discard-excess-cards',
    ],
    source: ['2e-rulebook.txt:182-183', '2e-rulebook.txt:185', '2e-rulebook.txt:186', '2e-rulebook.txt:187'],
    why: 'turn sequence: play and draw, execute orders, discard excess (avoids "segment", "sequence", "orders")',
  },
  {
    q: 'does my guy have to be holding the phaser or just standing next to it',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/equipped-with/#p-some-game-text-requires-a-personnel'],
    source: ['2e-rulebook.txt:1174-1181'],
    why: 'equipped with = present with an equipment that could affect him (avoids "equipped", "equipment", "present")',
  },
  {
    q: 'can the same crew do a bunch of things in one turn, fly then go down then fly again',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/general-rules-on-executing-orders/#p-you-may-use-the-same-cards'],
    source: ['2e-rulebook.txt:348-435'],
    why: 'same cards may execute several orders, no limit, any sequence (avoids "orders", "execute", "beam")',
  },
  {
    q: 'my opponent took control of my ship, is it still mine after the game',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each'],
    source: ['2e-rulebook.txt:282-286'],
    why: 'you remain the owner though an opponent takes command (avoids "command", "owner")',
  },
  {
    q: 'my opponent gets fewer cards to pick from when beaten ones already sit under that planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-a-ap-announces-where-and-by',
      '/2e/rulings/attempting-missions/#p-active-player-ap-begins-a-mission',
      '/2e/rulebook/facing-dilemmas/#p-when-your-personnel-begin-a-mission',
      '/2e/rulebook/facing-dilemmas/#p-for-example-if-you-attempt-a',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:35-37', '2e-current-rulings-2011-01-03.txt:33', '2e-rulebook.txt:528-531', '2e-rulebook.txt:537-539'],
    why: 'overcome dilemmas beneath the mission are subtracted from the count (avoids "dilemma", "overcome", "draw", "mission")',
  },
  {
    q: 'card hits everyone at that location, do the ones that already cant act count too',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/all/#p-when-a-card-refers-to-all', '/2e/glossary/stopped/#p-if-possible-your-stopped-cards-are'],
    source: ['2e-rulebook.txt:1121-1123', '2e-rulebook.txt:1475-1477'],
    why: '"all" includes stopped cards (the Genesis Planet example); stopped cards are included by an opponent\'s effects on his or her turn, not on yours (avoids "all", "stopped", "personnel")',
  },
  {
    q: 'my ships guns against their deflectors, who wins the space fight',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-total-the-weapons-of-all-your'],
    source: ['2e-rulebook.txt:976-978'],
    why: 'engagement: Weapons total against Shields total (avoids "engagement", "Weapons", "Shields", "total")',
  },
  {
    q: 'does the order of my disard pile matter',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/discarding/#p-discard-piles-are-kept-face-up', '/2e/glossary/discarding/'],
    source: ['2e-rulebook.txt:1159-1160'],
    why: '"disard": discard piles face up, order irrelevant',
  },
  {
    q: 'uniqe picard can both players have one out',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/uniqueness/#p-you-can-have-only-one-card'],
    source: ['2e-rulebook.txt:895-897'],
    why: '"uniqe": one •Jean-Luc Picard per player',
  },
  {
    q: 'modifcation order replace modify lose zero',
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
    why: '"modifcation": the order of modifications',
  },
  {
    q: 'commnader keyword and its ship',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/commander/#p-this-keyword-used-on-personnel-is', '/2e/glossary/commander/'],
    source: ['2e-rulebook.txt:1125-1129'],
    why: '"commnader": Commander: <ship> keyword',
  },
  {
    q: 'consum x how many cards under the mission',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/consume/#p-if-a-card-has-the-keyword', '/2e/glossary/consume/'],
    source: ['2e-rulebook.txt:1131-1132'],
    why: '"consum": Consume: X counts the cards actually placed',
  },
  {
    q: 'examin a card who gets to see it',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/examine/#p-when-an-effect-says-a-player', '/2e/glossary/examine/'],
    source: ['2e-rulebook.txt:1183-1185'],
    why: '"examin": the card is shown only to that player',
  },
  {
    q: 'dilemma put benath a mission by a card, is it overcome',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/glossary/dilemmas/#p-a-dilemma-being-placed-beneath-a'],
    source: ['2e-rulebook.txt:1153-1157'],
    why: '"benath": a dilemma placed beneath a mission for any reason is overcome',
  },
  {
    q: 'can i play interupts on my opponents turn 2e',
    kind: 'typo',
    edition: '2E',
    answers: [
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all',
      '/2e/glossary/actions/#p-nearly-everything-that-occurs-during-the',
    ],
    source: ['2e-rulebook.txt:271-277', '2e-rulebook.txt:1039-1042'],
    why: '"interupts": interrupts are played when their trigger happens, not only in your play segment',
  },
  {
    q: 'tragic tern',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/tragic-turn/',
      '/2e/rulings/dilemmas/#p-for-example-if-tragic-turn-is',
      '/2e/rulings/dilemmas/#p-some-dilemmas-cause-more-than-one',
      '/2e/rulebook/facing-dilemmas/#p-some-dilemmas-cause-more-than-one',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:113-114', '2e-current-rulings-2011-01-03.txt:109-112', '2e-rulebook.txt:643-649'],
    why: 'Tragic Turn: one action kills several, one extra kill (ruling, then the rulebook passage with the same example)',
  },
  {
    q: 'a klingon mater dilemma',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/a-klingon-matter/',
      '/2e/rulings/dilemmas/#p-for-example-a-klingon-matter-reads',
      '/2e/rulings/dilemmas/#p-randomly-selecting-a-personnel-killing-that',
      '/2e/rulebook/facing-dilemmas/#p-a-dilemmas-instructions-are-broken-down',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:117-119', '2e-current-rulings-2011-01-03.txt:120-122', '2e-rulebook.txt:618-632'],
    why: 'A Klingon Matter: its four actions (ruling, and the rulebook passage quoting it)',
  },
  {
    q: 'koval chairman tal shiar',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/koval-chairman-of-the-tal-shiar/', '/2e/rulebook/facing-dilemmas/#p-when-a-card-is-selected-to'],
    source: ['2e-rulebook.txt:634-641'],
    why: 'Koval cannot be stopped by dilemmas: the stop is ignored',
  },
  {
    q: 'quarentine q event',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/quarantine/', '/2e/cards/quarantine/#p-decay-5-when-there-are-five'],
    source: ['2e-current-rulings-2011-01-03.txt:371-374'],
    why: 'Quarantine and its erratum',
  },
  {
    q: 'lindsay ballard',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/lyndsay-ballard-back-from-the-dead/', '/2e/cards/lyndsay-ballard-back-from-the-dead/#p-physics-is-misspelled-as-pysics-on'],
    source: ['2e-current-rulings-2011-01-03.txt:344-345'],
    why: 'Lyndsay Ballard (misspelled first name) and its misspelling erratum',
  },
  {
    q: 'annexation drone stopped',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/annexation-drone/', '/2e/glossary/stopped/#p-when-your-card-is-stopped-you'],
    source: ['2e-rulebook.txt:1454-1459'],
    why: 'Annexation Drone: stopped is not losing command (the glossary example)',
  },
  {
    q: 'founder trap errata',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/founder-trap/', '/2e/cards/founder-trap/#p-infiltration-when-an-opponents-personnel-is'],
    source: ['2e-current-rulings-2011-01-03.txt:258-261'],
    why: "Founder Trap's erratum",
  },
  {
    q: 'sulu experienced helmsman erratum cost -2',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/hikaru-sulu-experienced-helmsman/', '/2e/cards/hikaru-sulu-experienced-helmsman/#p-you-may-play-this-personnel-at'],
    source: ['2e-current-rulings-2011-01-03.txt:288-289'],
    why: "Hikaru Sulu, Experienced Helmsman's erratum",
  },
  {
    q: 'cannot beats may ruling 2e',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an'],
    source: ['2e-current-rulings-2011-01-03.txt:106-107'],
    why: 'forbidding text overridden only by text naming what it overrides',
  },
  {
    q: 'gametext on personnel you own when theyre not in play',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/own/#p-gametext-that-affects-personnel-you-own'],
    source: ['2e-current-rulings-2011-01-03.txt:144-147'],
    why: '"personnel you own" applies even when stopped or not in play',
  },
  {
    q: 'is a keyword counted as an ability ruling',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/abilities/#p-personnel-may-have-one-or-more', '/2e/rulebook/types-of-cards/#p-except-for-icon-skills-any-game'],
    source: ['2e-current-rulings-2011-01-03.txt:27-29', '2e-rulebook.txt:64'],
    why: 'each keyword is an ability, skills are not (ruling; rulebook: game text except skills is an ability)',
  },
  {
    q: 'timing of about to draw dilemmas vs drawn dilemmas triggers',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-draw-dilemmas-a-when-about-to',
      '/2e/rulings/attempting-missions/#p-a-when-about-to-draw-dilemmas',
      '/2e/rulings/attempting-missions/#p-c-when-drawn-dilemmas-triggers-process',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:41', '2e-current-rulings-2011-01-03.txt:43', '2e-current-rulings-2011-01-03.txt:48'],
    why: 'attempting missions step 2: "about to draw" (2a) before the draw, "drawn" (2c) after',
  },
  {
    q: 'card checks cost printed or modified',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulebook/paying-costs/#p-some-effects-may-modify-the-cost'],
    source: ['2e-rulebook.txt:169-172'],
    why: 'cost modification only when played; otherwise the printed cost',
  },
  {
    q: 'gaining all skills from a personnel do you get every level',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/skills/#p-whenever-all-skills-are-added-to',
      '/2e/glossary/skills/#p-when-a-personnel-gains-all-skills',
      '/2e/glossary/skills/#p-when-a-skill-is-lost-subtracted',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:163-164', '2e-rulebook.txt:1349-1351', '2e-rulebook.txt:1433-1434'],
    why: 'all skills: all levels (ruling, then the glossary passages)',
  },
  {
    q: 'events played in your core 2e',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-events-are-usually-played-either-in'],
    source: ['2e-rulebook.txt:267-269'],
    why: 'the core: the part of the play area where events are usually played',
  },
  {
    q: 'keyword boldface period',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-keywords-many-cards-have-one-or'],
    source: ['2e-rulebook.txt:313-317'],
    why: 'Keywords: boldface, followed by a period, no rules of their own',
  },
  {
    q: 'naming a card subtitle',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/naming-cards/#p-when-you-name-a-card-you', '/2e/glossary/naming-cards/'],
    source: ['2e-rulebook.txt:1219'],
    why: 'naming cards: title only, not subtitle',
  },
  {
    q: 'remove from the game 2e',
    kind: 'keyword',
    edition: '2E',
    answers: [
      '/2e/glossary/remove-from-the-game/#p-when-game-text-instructs-you-to',
      '/2e/glossary/remove-from-the-game/',
      '/2e/rulings/showing-your-cards/#p-any-player-may-view-any-card',
    ],
    source: ['2e-rulebook.txt:1296-1298', '2e-current-rulings-2011-01-03.txt:160-161'],
    why: 'remove from the game: set apart, back to the deck after the game; any player may view a removed card at any time (ruling)',
  },
  {
    q: 'this mission on a personnel',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/this-mission/#p-when-these-words-are-used-in', '/2e/glossary/this-mission/'],
    source: ['2e-rulebook.txt:1482-1483'],
    why: '"this mission" on a personnel or ship: where it is now',
  },
  {
    q: 'order – game text and order interrupts',
    kind: 'keyword',
    edition: '2E',
    answers: [
      '/2e/rulebook/order-actions-on-cards/#p-some-cards-have-game-text-that',
      '/2e/rulebook/order-actions-on-cards/#p-you-may-also-play-any-interrupts',
      '/2e/rulebook/general-rules-on-executing-orders/#p-you-may-execute-only-one-order',
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all',
    ],
    source: ['2e-rulebook.txt:796-798', '2e-rulebook.txt:800-801', '2e-rulebook.txt:354-438', '2e-rulebook.txt:271-277'],
    why: '"Order –" actions only in Execute Orders, interrupts included',
  },
];
