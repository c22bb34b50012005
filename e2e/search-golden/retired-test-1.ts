/**
 * RETIRED — the first sealed TEST part (133 lookups, 67 First Edition, 66 Second Edition), now part of TUNE.
 *
 * It was written from the five source documents in content/sources/ only, never from what the site's search returned,
 * and served as the sealed test while search by meaning was built (bench reports of 2026-11-25). Its misses were then
 * published in reports/bench.md, so it no longer measures anything unseen: it was moved to TUNE on 2026-11-26, when a
 * new sealed part (./test-2.ts) was written by a developer who neither ran the site's search nor read its code or
 * tuning data. Weights, synonyms and questions may now be set by what these lookups do.
 *
 * Counts per kind and edition:
 *   question:    45  (23 1E, 22 2E)
 *   paraphrase:  34  (17 1E, 17 2E)
 *   typo:        14  (7 1E, 7 2E)
 *   card:        12  (6 1E, 6 2E)
 *   judge:       12  (6 1E, 6 2E)
 *   keyword:     16  (8 1E, 8 2E)
 *   total:      133  (67 1E, 66 2E)
 *
 * Lookups whose `source` draws on each document: 1E Glossary 63, 1E Rulebook v1.7 46,
 * Gray's Digital Edition 45, 2E Rulebook 54, 2E Current Rulings (3 January 2011) 13.
 * See ./types.ts for the fields.
 */
import type { GoldenLookup } from './types.ts';

export const RETIRED_TEST_1: GoldenLookup[] = [
  // ───────────────────────────── First Edition ─────────────────────────────
  // questions (23)
  {
    edition: '1E',
    q: 'can i put tribbles in my draw deck',
    kind: 'question',
    answers: [
      '/1e/glossary/draw-deck/#p-your-draw-deck-may-be-of',
      '/1e/grays/draw-deck/#p-your-draw-deck-may-be-of',
      '/1e/rulebook/draw-deck/#p-your-draw-deck-may-be-of',
    ],
    source: [
      '1e-glossary-terms.txt:1768',
      '1e-rulebook-v1.7.md:49',
      '1e-grays-digital-edition-rulebook.txt:51',
    ],
    why: 'Draw deck may hold any card except Tactic, Tribble, Trouble and Q-icon cards.',
  },
  {
    edition: '1E',
    q: 'how many side decks can i bring to one game',
    kind: 'question',
    answers: [
      '/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks',
      '/1e/grays/side-decks/#p-the-five-types-of-side-decks',
      '/1e/rulebook/side-decks/#p-the-four-types-of-side-decks',
      '/1e/grays/side-decks/#p-you-may-use-any-or-all',
    ],
    source: [
      '1e-glossary-terms.txt:3591',
      '1e-rulebook-v1.7.md:55',
      '1e-grays-digital-edition-rulebook.txt:58',
      '1e-grays-digital-edition-rulebook.txt:66',
    ],
    why: "v1.7: four types of side deck; Gray's and the Glossary: five (adds the Dilemma side deck); only one of each type in play.",
  },
  {
    edition: '1E',
    q: 'can i seed extra sites using my 30 seed card slots',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-sites-you-may-seed-up-to',
      '/1e/grays/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/rulebook/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/glossary/seed-deck/#p-your-mission-and-site-cards-which',
    ],
    source: [
      '1e-glossary-terms.txt:3420',
      '1e-glossary-terms.txt:3455',
      '1e-rulebook-v1.7.md:135',
      '1e-grays-digital-edition-rulebook.txt:137',
    ],
    why: 'Up to six sites seed for free; you may not seed additional sites as part of your 30 seed cards (Glossary: sites among the 30 may only be bluffs or go out-of-play).',
  },
  {
    edition: '1E',
    q: 'can i say pass during the mission phase',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent',
      '/1e/grays/2-mission-phase/#p-in-this-phase-you-and-your',
      '/1e/rulebook/2-mission-phase/#p-shuffle-your-six-missions-and-place',
    ],
    source: [
      '1e-glossary-terms.txt:3435',
      '1e-rulebook-v1.7.md:81',
      '1e-grays-digital-edition-rulebook.txt:97',
    ],
    why: 'Mission phase: you may not pass until you have no missions left to seed.',
  },
  {
    edition: '1E',
    q: 'which card under a mission do i run into first',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-dilemma-phase-you-and-your-opponent',
      '/1e/grays/3-dilemma-phase/#p-next-you-and-your-opponent-hide',
      '/1e/rulebook/3-dilemma-phase/#p-if-you-are-the-starting-player',
      '/1e/glossary/dilemma-resolution/#p-dilemmas-are-encountered-and-resolved-one',
      '/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card',
      '/1e/grays/attempting-missions/#p-slide-out-the-bottom-seed-card',
      '/1e/rulebook/attempting-missions/#p-slide-out-the-bottom-seed-card',
      '/1e/glossary/bottom-seed-card/#p-the-bottom-seed-card-at-a',
    ],
    source: [
      '1e-glossary-terms.txt:1060',
      '1e-glossary-terms.txt:1511',
      '1e-glossary-terms.txt:2578',
      '1e-glossary-terms.txt:3439',
      '1e-rulebook-v1.7.md:107',
      '1e-rulebook-v1.7.md:350',
      '1e-grays-digital-edition-rulebook.txt:111',
      '1e-grays-digital-edition-rulebook.txt:289',
    ],
    why: 'Seeded cards go to the bottom of the stack; on an attempt you slide out the bottom card (the last one seeded) and encounter it first.',
  },
  {
    edition: '1E',
    q: 'what happens if i flip over my own bluff card under a mission',
    kind: 'question',
    answers: [
      '/1e/glossary/mis-seed/#p-you-may-deliberately-mis-seed-cards',
      '/1e/grays/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
      '/1e/rulebook/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
    ],
    source: [
      '1e-glossary-terms.txt:2495',
      '1e-rulebook-v1.7.md:117',
      '1e-grays-digital-edition-rulebook.txt:123',
    ],
    why: 'Revealing your own mis-seeded card: you may not complete and score that mission (or an objective targeting it).',
  },
  {
    edition: '1E',
    q: 'can both players have their own outpost at one planet',
    kind: 'question',
    answers: [
      '/1e/grays/4-facility-phase/#p-after-the-dilemma-phase-is-completed',
      '/1e/rulebook/4-facility-phase/#p-you-may-not-seed-or-build',
    ],
    source: [
      '1e-rulebook-v1.7.md:127',
      '1e-grays-digital-edition-rulebook.txt:129',
    ],
    why: 'Both players may each seed a facility at the same location (but not a second facility of your own there).',
  },
  {
    edition: '1E',
    q: 'what do i do with seed cards i didnt use',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-after-all-the-seed-phases-are',
      '/1e/grays/other-seeding-rules/#p-after-all-the-seed-phases-are',
      '/1e/rulebook/other-seeding-rules/#p-after-all-the-seed-phases-are',
    ],
    source: [
      '1e-glossary-terms.txt:3467',
      '1e-rulebook-v1.7.md:153',
      '1e-grays-digital-edition-rulebook.txt:147',
    ],
    why: 'After the seed phases, show unused seed cards to your opponent and place them out-of-play.',
  },
  {
    edition: '1E',
    q: 'can i report a personnel straight onto my ship',
    kind: 'question',
    answers: [
      '/1e/glossary/report/#p-personnel-ship-and-equipment-cards-must',
      '/1e/grays/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
      '/1e/rulebook/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
    ],
    source: [
      '1e-glossary-terms.txt:3239',
      '1e-rulebook-v1.7.md:181',
      '1e-grays-digital-edition-rulebook.txt:166',
    ],
    why: 'Personnel may not normally be reported directly aboard a ship or to a planet; they report to a compatible facility.',
  },
  {
    edition: '1E',
    q: 'can my opponent look at my cards again after ive played them',
    kind: 'question',
    answers: [
      '/1e/glossary/card-play/#p-your-opponent-may-examine-any-card',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-cards-are-always-played-face-up',
    ],
    source: [
      '1e-glossary-terms.txt:1145',
      '1e-rulebook-v1.7.md:171',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'Opponent may examine a card you play face up at the time of play, but not later unless a rule or card allows.',
  },
  {
    edition: '1E',
    q: 'what happens to my objective if the thing it targets leaves play',
    kind: 'question',
    answers: [
      '/1e/glossary/objective/#p-an-objective-may-require-you-to',
      '/1e/grays/event-objective-and-incident-cards/#p-an-objective-may-require-you-to',
      '/1e/rulebook/event-objective-and-incident-cards/#p-an-objective-may-require-you-to',
    ],
    source: [
      '1e-glossary-terms.txt:2795',
      '1e-rulebook-v1.7.md:227',
      '1e-grays-digital-edition-rulebook.txt:201',
    ],
    why: 'If the target of the objective is removed from play or becomes invalid, the Objective card is immediately discarded.',
  },
  {
    edition: '1E',
    q: 'can my personnel attempt a mission while theyre on my opponents ship',
    kind: 'question',
    answers: [
      '/1e/glossary/intruder/#p-your-personnel-aboard-a-ship-or',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
    ],
    source: [
      '1e-glossary-terms.txt:2318',
      '1e-rulebook-v1.7.md:272',
      '1e-grays-digital-edition-rulebook.txt:237',
    ],
    why: "Personnel aboard an opponent's ship or facility are intruders; intruders cannot attempt or scout missions.",
  },
  {
    edition: '1E',
    q: 'can i beam from a ship docked at the station down to the planet',
    kind: 'question',
    answers: [
      '/1e/glossary/beaming/#p-because-dropping-a-large-space-stations',
      '/1e/glossary/facility/#p-all-facilities-have-transporters-unless-otherwise',
      '/1e/grays/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/rulebook/beaming/#p-all-ships-and-facilities-have-their',
    ],
    source: [
      '1e-glossary-terms.txt:980',
      '1e-glossary-terms.txt:1977',
      '1e-rulebook-v1.7.md:296',
      '1e-grays-digital-edition-rulebook.txt:252',
    ],
    why: 'No beaming to, from or within a Nor without a special card: not from a docked ship to the planet it orbits.',
  },
  {
    edition: '1E',
    q: 'can one crew member cover two staffing icons on my ship',
    kind: 'question',
    answers: [
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/rulebook/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/glossary/ship-staffing/#p-one-personnel-cannot-supply-more-than',
    ],
    source: [
      '1e-glossary-terms.txt:3555',
      '1e-rulebook-v1.7.md:308',
      '1e-grays-digital-edition-rulebook.txt:260',
    ],
    why: 'One personnel cannot meet more than one staffing icon requirement, even with several icons.',
  },
  {
    edition: '1E',
    q: 'can i move all my ships together at once',
    kind: 'question',
    answers: [
      '/1e/glossary/movement/#p-you-may-move-any-number-of',
      '/1e/grays/staffing-and-moving-ships/#p-you-may-move-any-number-of',
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
    ],
    source: [
      '1e-glossary-terms.txt:2660',
      '1e-rulebook-v1.7.md:314',
      '1e-grays-digital-edition-rulebook.txt:264',
    ],
    why: 'You may move any number of ships, but one at a time, not as a "fleet".',
  },
  {
    edition: '1E',
    q: 'what happens if everyone matching the missions affiliation dies during the attempt',
    kind: 'question',
    answers: [
      '/1e/glossary/mission-attempt/#p-to-begin-or-continue-a-mission',
      '/1e/grays/attempting-missions/#p-to-begin-or-continue-a-mission',
      '/1e/rulebook/attempting-missions/#p-to-begin-or-continue-a-mission',
    ],
    source: [
      '1e-glossary-terms.txt:2544',
      '1e-rulebook-v1.7.md:338',
      '1e-grays-digital-edition-rulebook.txt:278',
    ],
    why: 'At least one personnel must match a mission affiliation icon to begin or continue; if you lose all matching personnel the attempt ends.',
  },
  {
    edition: '1E',
    q: 'can i call off a mission attempt halfway through',
    kind: 'question',
    answers: [
      '/1e/grays/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/glossary/mission-attempt/#p-a-mission-attempt-may-not-be',
    ],
    source: [
      '1e-glossary-terms.txt:2566',
      '1e-rulebook-v1.7.md:372',
      '1e-grays-digital-edition-rulebook.txt:321',
    ],
    why: 'A mission attempt may not be aborted unless the team is stopped or no personnel remain (Glossary: unless a card such as Mr. Garak allows).',
  },
  {
    edition: '1E',
    q: 'if supernova hits a mission i already solved do i lose the points',
    kind: 'question',
    answers: [
      '/1e/glossary/mission-attempt/#p-once-you-complete-a-mission-its',
      '/1e/grays/attempting-missions/#p-once-you-complete-a-mission-its',
      '/1e/rulebook/attempting-missions/#p-once-you-complete-a-mission-its',
    ],
    source: [
      '1e-glossary-terms.txt:2568',
      '1e-rulebook-v1.7.md:378',
      '1e-grays-digital-edition-rulebook.txt:331',
    ],
    why: 'Once you complete a mission its points are yours; Supernova etc. do not affect your score after completion.',
  },
  {
    edition: '1E',
    q: 'who do i need in my away team to start a fight',
    kind: 'question',
    answers: [
      '/1e/grays/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/rulebook/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/glossary/battle/#p-each-of-your-non-borg-ships',
      '/1e/glossary/leader/#p-a-leader-for-battle-or-for',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-announce-your-attack-then-identify-which',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-note-a-leader-for-battle-or',
    ],
    source: [
      '1e-glossary-terms.txt:879',
      '1e-glossary-terms.txt:2392',
      '1e-rulebook-v1.7.md:392',
      '1e-grays-digital-edition-rulebook.txt:350',
      '1e-grays-digital-edition-rulebook.txt:376',
    ],
    why: 'To initiate an attack you need a leader (Leadership or OFFICER) present, plus a matching-affiliation personnel aboard a ship or facility.',
  },
  {
    edition: '1E',
    q: 'can i beam my guys off the ship in the middle of a battle',
    kind: 'question',
    answers: [
      '/1e/glossary/battle/#p-no-other-actions-can-occur-during',
      '/1e/grays/engaging-in-battle/#p-no-other-actions-can-occur-during',
      '/1e/rulebook/engaging-in-battle/#p-no-other-actions-can-occur-during',
    ],
    source: [
      '1e-glossary-terms.txt:880',
      '1e-rulebook-v1.7.md:393',
      '1e-grays-digital-edition-rulebook.txt:352',
    ],
    why: 'No other actions during a battle unless a card allows: you cannot beam off during a battle without e.g. Emergency Transporter Armbands.',
  },
  {
    edition: '1E',
    q: 'what happens to ships docked at my outpost when it gets destroyed',
    kind: 'question',
    answers: [
      '/1e/glossary/battle-ship/#p-at-the-end-of-the-battle',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/glossary/docking/#p-you-must-indicate-which-of-your',
    ],
    source: [
      '1e-glossary-terms.txt:949',
      '1e-glossary-terms.txt:1653',
      '1e-rulebook-v1.7.md:443',
      '1e-grays-digital-edition-rulebook.txt:417',
    ],
    why: 'Ships docked at a destroyed facility are not destroyed (unless landed on Docking Pads).',
  },
  {
    edition: '1E',
    q: 'i have two things that happen at the end of my turn which do i do first',
    kind: 'question',
    answers: [
      '/1e/grays/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/rulebook/3-draw-a-card/#p-after-you-have-finished-executing-orders',
    ],
    source: [
      '1e-rulebook-v1.7.md:448',
      '1e-grays-digital-edition-rulebook.txt:425',
    ],
    why: 'You choose the order of end-of-turn actions, but all mandatory ones before optional ones.',
  },
  {
    edition: '1E',
    q: 'can i seed a whole bunch of dilemmas at the same time',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-regardless-of-which-phase-it-is',
      '/1e/grays/other-seeding-rules/#p-regardless-of-which-phase-it-is',
      '/1e/rulebook/other-seeding-rules/#p-regardless-of-which-phase-it-is',
    ],
    source: [
      '1e-glossary-terms.txt:3465',
      '1e-rulebook-v1.7.md:151',
      '1e-grays-digital-edition-rulebook.txt:146',
    ],
    why: 'Players always alternate seeding or passing; you may not seed multiple cards at once (e.g. a group of dilemmas).',
  },
  // paraphrases (17)
  {
    edition: '1E',
    q: 'how far can my vessel travel once its banged up',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle-ship/#p-apply-any-damage-caused-by-either',
      '/1e/glossary/battle-ship/#p-if-you-are-not-using-a',
      '/1e/glossary/damage/#p-rotation-damage-if-you-are-not',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a',
    ],
    source: [
      '1e-glossary-terms.txt:942',
      '1e-glossary-terms.txt:1444',
      '1e-rulebook-v1.7.md:435',
    ],
    why: 'Rotation damage: RANGE reduced to 5, Cloaking Device off line, HULL -50%.',
  },
  {
    edition: '1E',
    q: 'my guy is twice as tough as the one hes brawling can he do more than knock him down',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
    ],
    source: [
      '1e-glossary-terms.txt:909',
      '1e-rulebook-v1.7.md:404',
      '1e-grays-digital-edition-rulebook.txt:363',
    ],
    why: "If one personnel's STRENGTH is more than double the other's, he may mortally wound his adversary.",
  },
  {
    edition: '1E',
    q: 'zooming by a planet without pulling over',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/movement/#p-a-ship-does-not-have-to',
      '/1e/grays/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
    ],
    source: [
      '1e-glossary-terms.txt:2658',
      '1e-rulebook-v1.7.md:314',
      '1e-grays-digital-edition-rulebook.txt:262',
    ],
    why: 'A ship may "warp past" locations without stopping there (still using RANGE); flying by, it is not affected by cards there.',
  },
  {
    edition: '1E',
    q: 'bringing my people in through the other guys base',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/facility/#p-using-facilities-you-may-not-use',
      '/1e/grays/4-facility-phase/#p-outposts-most-outposts-state-seed-one',
      '/1e/grays/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
      '/1e/rulebook/4-facility-phase/#p-outposts-most-outposts-state-seed-one',
      '/1e/rulebook/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
    ],
    source: [
      '1e-glossary-terms.txt:1973',
      '1e-rulebook-v1.7.md:129',
      '1e-rulebook-v1.7.md:181',
      '1e-grays-digital-edition-rulebook.txt:131',
      '1e-grays-digital-edition-rulebook.txt:166',
    ],
    why: "You may not use your opponent's outposts (to report, etc.) unless a card specifically allows it.",
  },
  {
    edition: '1E',
    q: 'how do the brawlers get paired up one on one',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
    ],
    source: [
      '1e-glossary-terms.txt:907',
      '1e-rulebook-v1.7.md:402',
      '1e-grays-digital-edition-rulebook.txt:361',
    ],
    why: 'Personnel battle: each side shuffles a face-down combat pile; the top cards are turned over together and those two adversaries fight.',
  },
  {
    edition: '1E',
    q: 'a card changes the goal i need to hit to come out on top',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/winning-the-game/#p-some-cards-such-as-qs-planet',
    ],
    source: [
      '1e-glossary-terms.txt:4253',
    ],
    why: "Some cards (Q's Planet, The Big Picture) alter the victory conditions; the first to achieve his wins.",
  },
  {
    edition: '1E',
    q: 'can a vessel resting on the surface be shot at from overhead',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/landed-ships/#p-unless-a-card-such-as-orbital',
      '/1e/glossary/battle/#p-you-may-attack-only-cards-which-2',
    ],
    source: [
      '1e-glossary-terms.txt:878',
      '1e-glossary-terms.txt:2380',
    ],
    why: 'A landed ship may not attack or be attacked by a ship in orbit (or an Away Team) unless a card allows it.',
  },
  {
    edition: '1E',
    q: 'my crewman is frozen in time can i use him for anything',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/stasis/#p-a-personnel-or-ship-in-stasis',
    ],
    source: [
      '1e-glossary-terms.txt:3788',
    ],
    why: 'Stasis: cards in stasis may not be used in any way and are in play for uniqueness only.',
  },
  {
    edition: '1E',
    q: 'can i grab the other players gear lying around on the planet',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/stealing/#p-you-may-not-steal-equipment-cards',
    ],
    source: [
      '1e-glossary-terms.txt:3806',
    ],
    why: 'You may not "steal" Equipment cards, even if unattended, unless a card allows it.',
  },
  {
    edition: '1E',
    q: 'can my vessel drag a different vessel along with it',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/towing/#p-a-ship-may-not-tow-anything',
    ],
    source: [
      '1e-glossary-terms.txt:3987',
    ],
    why: 'Towing: a ship may not tow anything unless a card allows it (Activate Tractor Beam); the towed ship moves with it.',
  },
  {
    edition: '1E',
    q: 'my team is down there with no enemy crew around them',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/unopposed/#p-your-personnel-are-unopposed-if-your',
    ],
    source: [
      '1e-glossary-terms.txt:4148',
    ],
    why: 'Unopposed: your opponent has no personnel present with them on the planet, ship, facility or site.',
  },
  {
    edition: '1E',
    q: 'other player demands to peek at what im holding to prove i truly cant follow the instruction',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/verification/#p-when-a-card-or-rule-requires',
    ],
    source: [
      '1e-glossary-terms.txt:4168',
    ],
    why: 'Verification: when you cannot perform a required action, your opponent may verify it (e.g. look at your hand).',
  },
  {
    edition: '1E',
    q: 'how much cover does my vessel get when its parked at my base',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/docking/#p-you-must-indicate-which-of-your',
      '/1e/glossary/facility/#p-all-outposts-allow-ships-to-dock',
      '/1e/grays/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
      '/1e/rulebook/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
    ],
    source: [
      '1e-glossary-terms.txt:1653',
      '1e-glossary-terms.txt:1979',
      '1e-rulebook-v1.7.md:322',
      '1e-grays-digital-edition-rulebook.txt:266',
    ],
    why: "A docked ship is protected by 50% of the facility's SHIELDS.",
  },
  {
    edition: '1E',
    q: 'how do i tell which part of the galaxy a planet card goes in',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/2-mission-phase/#p-alpha-quadrant-delta-quadrant-and-gamma',
      '/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions',
      '/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions-2',
      '/1e/glossary/gamma-quadrant/#p-a-gamma-quadrant-mission-is-a',
      '/1e/glossary/delta-quadrant/#p-a-delta-quadrant-mission-is-one',
    ],
    source: [
      '1e-glossary-terms.txt:1482',
      '1e-glossary-terms.txt:2058',
      '1e-rulebook-v1.7.md:83',
      '1e-rulebook-v1.7.md:85',
      '1e-grays-digital-edition-rulebook.txt:99',
    ],
    why: 'Alpha and Gamma (and Delta) Quadrant missions are told apart by the design of their point boxes.',
  },
  {
    edition: '1E',
    q: 'can my computer generated crewman leave the vessel and go down below',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-most-personnel-may-form-away-teams',
      '/1e/glossary/holographic-personnel-and-equipment/#p-holographic-hologram-personnel-and-equipment-can',
      '/1e/glossary/away-team-and-crew/#p-borg-affiliation-personnel-may-not-form',
    ],
    source: [
      '1e-glossary-terms.txt:841',
      '1e-glossary-terms.txt:2141',
      '1e-rulebook-v1.7.md:276',
      '1e-grays-digital-edition-rulebook.txt:237',
    ],
    why: 'Holographic personnel may not join Away Teams unless you have Holo-Projectors in play and a ship to project them from.',
  },
  {
    edition: '1E',
    q: 'do duplicates stack on one guy',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/cumulative/#p-if-a-card-is-cumulative-multiple',
      '/1e/glossary/cumulative/#p-while-you-may-have-multiple-copies',
    ],
    source: [
      '1e-glossary-terms.txt:1410',
      '1e-glossary-terms.txt:1412',
    ],
    why: 'Cumulative: only cumulative cards (Tactic damage markers, cards marked "cumulative") have the same effect on the same target at once.',
  },
  {
    edition: '1E',
    q: 'can i flip thru my extra piles whenever i want',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/side-deck/#p-you-may-not-look-through-the',
    ],
    source: [
      '1e-glossary-terms.txt:3595',
    ],
    why: "You may not look through the cards in any side deck unless a card allows it (e.g. Q's Tent).",
  },
  // typos (7)
  {
    edition: '1E',
    q: 'mortaly woundid',
    kind: 'typo',
    answers: [
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/glossary/battle-personnel/#p-after-the-personnel-battle-is-over',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
      '/1e/glossary/stunned-and-mortally-wounded/',
    ],
    source: [
      '1e-glossary-terms.txt:909',
      '1e-glossary-terms.txt:914',
      '1e-glossary-terms.txt:3848-3850',
      '1e-rulebook-v1.7.md:404',
      '1e-rulebook-v1.7.md:408',
      '1e-grays-digital-edition-rulebook.txt:363',
      '1e-grays-digital-edition-rulebook.txt:369',
    ],
    why: 'Mortally wounded: STRENGTH more than double; rotate 180 degrees; dies after the battle.',
  },
  {
    edition: '1E',
    q: 'dubble turn',
    kind: 'typo',
    answers: [
      '/1e/glossary/double-turn/#p-when-a-card-allows-you-take',
    ],
    source: [
      '1e-glossary-terms.txt:1690',
    ],
    why: 'Glossary "double turn", spelled by sound: one complete turn, then another complete turn.',
  },
  {
    edition: '1E',
    q: 'regoins of space',
    kind: 'typo',
    answers: [
      '/1e/grays/2-mission-phase/#p-some-missions-are-identified-in-their',
      '/1e/rulebook/2-mission-phase/#p-some-missions-are-identified-in-their',
      '/1e/glossary/regions-of-space/#p-whenever-a-regional-card-is-being',
    ],
    source: [
      '1e-glossary-terms.txt:3206',
      '1e-rulebook-v1.7.md:91',
      '1e-grays-digital-edition-rulebook.txt:101',
    ],
    why: 'Glossary "regions of space": regional missions placed next to each other.',
  },
  {
    edition: '1E',
    q: 'probbing objective',
    kind: 'typo',
    answers: [
      '/1e/glossary/probing/#p-probing-is-a-feature-of-some',
    ],
    source: [
      '1e-glossary-terms.txt:3072',
    ],
    why: 'Glossary "probing": reveal the top card of the draw deck at end of turn to determine an outcome.',
  },
  {
    edition: '1E',
    q: 'defualt damage',
    kind: 'typo',
    answers: [
      '/1e/glossary/battle-ship/#p-apply-any-damage-caused-by-either',
      '/1e/glossary/battle-ship/#p-if-you-are-using-a-battle-2',
      '/1e/glossary/damage/#p-default-damage-when-you-are-using',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-using-a-battle-2',
    ],
    source: [
      '1e-glossary-terms.txt:946',
      '1e-glossary-terms.txt:1448',
      '1e-rulebook-v1.7.md:439',
      '1e-grays-digital-edition-rulebook.txt:403',
    ],
    why: 'Default damage: two cards from your Battle Bridge side deck for a hit, four for a direct hit.',
  },
  {
    edition: '1E',
    q: 'cobmat pile',
    kind: 'typo',
    answers: [
      '/1e/glossary/battle-personnel/#p-shuffle-your-personnel-not-including-any',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-shuffle-your-personnel-not-including-any',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-shuffle-your-personnel-not-including-any',
    ],
    source: [
      '1e-glossary-terms.txt:906',
      '1e-rulebook-v1.7.md:401',
      '1e-grays-digital-edition-rulebook.txt:360',
    ],
    why: 'Personnel battle step: shuffle your personnel face down to form a "combat pile".',
  },
  {
    edition: '1E',
    q: 'nulify a card',
    kind: 'typo',
    answers: [
      '/1e/glossary/nullify/',
      '/1e/glossary/nullify/#p-to-nullify-a-card-is-to',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled',
    ],
    source: [
      '1e-glossary-terms.txt:2776-2786',
      '1e-rulebook-v1.7.md:173',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'Glossary "nullify": to nullify a card is to cancel and discard it; v1.7 and Gray\'s: some cards may be nullified (canceled) by another card.',
  },
  // cards (6)
  {
    edition: '1E',
    q: 'mirasta yail',
    kind: 'card',
    answers: [
      '/1e/cards/mirasta-yale/',
    ],
    source: [
      '1e-glossary-terms.txt:2497',
      '1e-glossary-terms.txt:2958',
      '1e-glossary-terms.txt:3249',
      '1e-glossary-terms.txt:3446',
      '1e-rulebook-v1.7.md:114',
      '1e-grays-digital-edition-rulebook.txt:120',
    ],
    why: 'Mirasta Yale (misspelled); named in the seeding rules as the exception to seeded personnel being earned.',
  },
  {
    edition: '1E',
    q: 'emergancy transporter arm bands',
    kind: 'card',
    answers: [
      '/1e/cards/emergency-transporter-armbands/',
    ],
    source: [
      '1e-glossary-terms.txt:880',
      '1e-glossary-terms.txt:905',
      '1e-glossary-terms.txt:986',
      '1e-glossary-terms.txt:1036',
      '1e-glossary-terms.txt:1554',
      '1e-glossary-terms.txt:2654',
      '1e-glossary-terms.txt:3368',
      '1e-glossary-terms.txt:3822',
      '1e-rulebook-v1.7.md:298',
      '1e-rulebook-v1.7.md:393',
      '1e-grays-digital-edition-rulebook.txt:252',
      '1e-grays-digital-edition-rulebook.txt:352',
    ],
    why: 'Emergency Transporter Armbands, misspelled and split; named in the beaming and battle rules.',
  },
  {
    edition: '1E',
    q: 'writ of acountability',
    kind: 'card',
    answers: [
      '/1e/cards/writ-of-accountability/',
    ],
    source: [
      '1e-glossary-terms.txt:2423',
      '1e-glossary-terms.txt:3796',
    ],
    why: 'Writ of Accountability with a dropped "c"; named under lose the game and stasis.',
  },
  {
    edition: '1E',
    q: 'shakar edon',
    kind: 'card',
    answers: [
      '/1e/cards/shakaar-edon/',
    ],
    source: [
      '1e-glossary-terms.txt:913',
      '1e-rulebook-v1.7.md:407',
      '1e-grays-digital-edition-rulebook.txt:368',
    ],
    why: 'Shakaar Edon with one "a" dropped; named in the personnel battle rules.',
  },
  {
    edition: '1E',
    q: 'raise the steaks',
    kind: 'card',
    answers: [
      '/1e/cards/raise-the-stakes/',
    ],
    source: [
      '1e-glossary-terms.txt:864',
    ],
    why: 'Raise the Stakes, spelled by sound; the one card banned from tournament play.',
  },
  {
    edition: '1E',
    q: 'cryosattelite',
    kind: 'card',
    answers: [
      '/1e/cards/cryosatellite/',
    ],
    source: [
      '1e-glossary-terms.txt:1386',
      '1e-glossary-terms.txt:2173',
      '1e-glossary-terms.txt:2252',
      '1e-glossary-terms.txt:2499',
      '1e-glossary-terms.txt:2958',
      '1e-glossary-terms.txt:3249',
      '1e-glossary-terms.txt:3422',
      '1e-glossary-terms.txt:3445',
      '1e-glossary-terms.txt:3465',
      '1e-rulebook-v1.7.md:113',
      '1e-rulebook-v1.7.md:151',
      '1e-grays-digital-edition-rulebook.txt:118',
      '1e-grays-digital-edition-rulebook.txt:146',
    ],
    why: 'Cryosatellite with letters doubled wrong; named in the artifact seeding rules.',
  },
  // judges (6)
  {
    edition: '1E',
    q: 'what does the glossary say about banned cards',
    kind: 'judge',
    answers: [
      '/1e/glossary/banned-cards/#p-the-only-card-banned-from-tournament',
    ],
    source: [
      '1e-glossary-terms.txt:864',
    ],
    why: 'Glossary "banned cards": the only card banned from tournament play is Raise the Stakes.',
  },
  {
    edition: '1E',
    q: 'which 1e rules documents should a judge still use',
    kind: 'judge',
    answers: [
      '/1e/rulebook/introduction/#p-this-rulebook-is-designed-to-teach',
      '/1e/grays/grays-digital-edition-rule-book/#p-that-final-version-did-not-include',
    ],
    source: [
      '1e-rulebook-v1.7.md:13',
      '1e-grays-digital-edition-rulebook.txt:5',
    ],
    why: "v1.7: the companion Glossary v1.7 contains all rules and rulings as of August 2000; discard all rules documents dated before; Gray's: the three core rulebooks, Glossary, supplements and errata all needed.",
  },
  {
    edition: '1E',
    q: 'ruling on tournament score when a card makes you lose the game',
    kind: 'judge',
    answers: [
      '/1e/glossary/lose-the-game/#p-you-may-lose-the-game-according',
    ],
    source: [
      '1e-glossary-terms.txt:2423',
    ],
    why: 'Glossary "lose the game": loser scores 0 (-100), opponent 2 (+100); both losing is a true tie.',
  },
  {
    edition: '1E',
    q: 'is zero an even number ruling',
    kind: 'judge',
    answers: [
      '/1e/glossary/zero/#p-zero-is-an-even-number',
    ],
    source: [
      '1e-glossary-terms.txt:4282',
    ],
    why: 'Glossary "zero": Zero is an even number.',
  },
  {
    edition: '1E',
    q: 'card text vs the rulebook which wins 1e',
    kind: 'judge',
    answers: [
      '/1e/grays/introduction/#p-a-cards-specific-game-text-may',
      '/1e/rulebook/introduction/#p-a-cards-specific-game-text-may',
    ],
    source: [
      '1e-rulebook-v1.7.md:19',
      '1e-grays-digital-edition-rulebook.txt:18',
    ],
    why: "A card's specific game text may always override a general rule (Gray's: except errata; the card wins).",
  },
  {
    edition: '1E',
    q: 'glossary once per turn with several copies in play',
    kind: 'judge',
    answers: [
      '/1e/glossary/once-per-turn/#p-a-card-whose-effect-is-limited',
    ],
    source: [
      '1e-glossary-terms.txt:2839',
    ],
    why: 'Glossary "once per turn": once per turn regardless of copies, except universal and cumulative cards (each copy once).',
  },
  // keywords (8)
  {
    edition: '1E',
    q: 'direct hit',
    kind: 'keyword',
    answers: [
      '/1e/glossary/battle-ship/#p-compute-your-attack-total-by-adding',
      '/1e/glossary/battle-ship/#p-if-your-attack-total-is-more',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-compute-your-attack-total-by-adding',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-if-your-attack-total-is-more',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-compute-your-attack-total-by-adding',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-your-attack-total-is-more',
      '/1e/glossary/direct-hit/#p-if-your-attack-total-is-more',
      '/1e/glossary/direct-hit/',
    ],
    source: [
      '1e-glossary-terms.txt:938',
      '1e-glossary-terms.txt:1601-1603',
      '1e-rulebook-v1.7.md:431',
      '1e-grays-digital-edition-rulebook.txt:393',
    ],
    why: 'ATTACK total more than double the DEFENSE total scores a direct hit (HULL -100%, destroyed).',
  },
  {
    edition: '1E',
    q: 'return fire',
    kind: 'keyword',
    answers: [
      '/1e/glossary/battle-ship/#p-if-your-opponent-wishes-to-return',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-if-your-opponent-wishes-to-return',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-your-opponent-wishes-to-return',
      '/1e/glossary/battle-ship/#p-if-your-opponent-announced-during-the',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-if-your-opponent-announced-during-the',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-your-opponent-announced-during-the',
    ],
    source: [
      '1e-glossary-terms.txt:925',
      '1e-glossary-terms.txt:940',
      '1e-rulebook-v1.7.md:415',
      '1e-rulebook-v1.7.md:433',
      '1e-grays-digital-edition-rulebook.txt:377',
      '1e-grays-digital-edition-rulebook.txt:395',
    ],
    why: 'Ship battle: the defender may return fire with undocked, unstopped, uncloaked ships with WEAPONS>0 and a matching personnel aboard.',
  },
  {
    edition: '1E',
    q: 'card title group',
    kind: 'keyword',
    answers: [
      '/1e/glossary/card-titles/#p-cards-other-than-personnel-and-ship',
      '/1e/glossary/card-titles/',
    ],
    source: [
      '1e-glossary-terms.txt:1150-1156',
    ],
    why: 'Glossary "card titles": a basic card title plus cards with the same title followed by a colon or dash form a card title group.',
  },
  {
    edition: '1E',
    q: 'in orbit',
    kind: 'keyword',
    answers: [
      '/1e/glossary/in-orbit/#p-a-ship-is-in-orbit-or',
    ],
    source: [
      '1e-glossary-terms.txt:2225',
    ],
    why: 'Glossary: a ship is in orbit when in space, undocked, at a planet location; a docked ship is not.',
  },
  {
    edition: '1E',
    q: 'empty ship',
    kind: 'keyword',
    answers: [
      '/1e/glossary/empty-ship/#p-an-empty-ship-has-no-personnel',
    ],
    source: [
      '1e-glossary-terms.txt:1851',
    ],
    why: 'Glossary: an empty ship has no personnel or Rogue Borg aboard.',
  },
  {
    edition: '1E',
    q: 'espionage cards',
    kind: 'keyword',
    answers: [
      '/1e/glossary/espionage-cards/#p-these-events-allow-you-to-attempt',
    ],
    source: [
      '1e-glossary-terms.txt:1920',
    ],
    why: "Glossary: events letting you attempt a mission with personnel of a different affiliation from the mission's.",
  },
  {
    edition: '1E',
    q: 'insert into spaceline',
    kind: 'keyword',
    answers: [
      '/1e/glossary/insert-into-spaceline/#p-when-a-card-is-allowed-to',
      '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent',
      '/1e/grays/2-mission-phase/#p-a-mission-that-says-it-may',
      '/1e/rulebook/2-mission-phase/#p-a-mission-that-says-it-may',
    ],
    source: [
      '1e-glossary-terms.txt:2297',
      '1e-glossary-terms.txt:3435',
      '1e-rulebook-v1.7.md:93',
      '1e-grays-digital-edition-rulebook.txt:102',
    ],
    why: 'A card allowed to be inserted may be placed at either end or between two cards on the spaceline.',
  },
  {
    edition: '1E',
    q: 'current tactic',
    kind: 'keyword',
    answers: [
      '/1e/glossary/battle-ship/#p-each-player-who-has-a-battle',
      '/1e/glossary/battle-ship/#p-choose-one-of-those-tactic-cards',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-each-player-may-do-the-following',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-choose-one-of-those-tactic-cards',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-each-player-who-has-a-battle',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-choose-one-of-those-tactic-cards',
    ],
    source: [
      '1e-glossary-terms.txt:929',
      '1e-rulebook-v1.7.md:419',
      '1e-grays-digital-edition-rulebook.txt:381',
    ],
    why: 'Ship battle: choose one drawn Tactic card to play face down as your current tactic; its ATTACK/DEFENSE bonus and damage symbols apply.',
  },
  // ───────────────────────────── Second Edition ─────────────────────────────
  // questions (22)
  {
    edition: '2E',
    q: 'can i beam my guys down to my opponents planet mission',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents',
    ],
    source: [
      '2e-rulebook.txt:383',
    ],
    why: "You cannot beam aboard an opponent's ship, but may beam down to any planet or headquarters mission, regardless of who played it.",
  },
  {
    edition: '2E',
    q: 'can i attempt my own headquarters mission',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-attempt-a-mission/#p-headquarters-missions-cannot-be-attempted',
    ],
    source: [
      '2e-rulebook.txt:508',
    ],
    why: 'Headquarters missions cannot be attempted.',
  },
  {
    edition: '2E',
    q: 'if i prevent the stop from command decisions do i still have to kill someone',
    kind: 'question',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-some-dilemmas-describe-one-effect-followed',
    ],
    source: [
      '2e-rulebook.txt:651-659',
    ],
    why: 'A dilemma with an alternate effect "if you cannot": if the first effect is not performed completely (Relam prevents his stop), you must perform the second.',
  },
  {
    edition: '2E',
    q: 'if a card needs 2 leadership can two different guys each give one',
    kind: 'question',
    answers: [
      '/2e/rulebook/important-game-terms/#p-during-the-game-other-cards-may',
    ],
    source: [
      '2e-rulebook.txt:306-311',
    ],
    why: 'Unless told otherwise you may group personnel to provide skills: two personnel with Leadership, or one with 2 Leadership.',
  },
  {
    edition: '2E',
    q: 'can i play an order interrupt while im in the middle of moving my ship',
    kind: 'question',
    answers: [
      '/2e/rulebook/general-rules-on-executing-orders/#p-you-may-execute-only-one-order',
    ],
    source: [
      '2e-rulebook.txt:354-355',
      '2e-rulebook.txt:436',
      '2e-rulebook.txt:438',
    ],
    why: 'You may execute only one order at a time; an interrupt using the word "Order" cannot be played while executing another order.',
  },
  {
    edition: '2E',
    q: 'do i check if im allowed to play a card before or after i pay for it',
    kind: 'question',
    answers: [
      '/2e/glossary/actions/#p-check-all-requirements-to-perform-an',
    ],
    source: [
      '2e-rulebook.txt:1079-1081',
    ],
    why: 'Requirements: check all requirements to perform an action (such as playing a card) before paying its costs.',
  },
  {
    edition: '2E',
    q: 'do i have to pay twice if two of my cards have the same cost to use',
    kind: 'question',
    answers: [
      '/2e/glossary/actions/#p-if-you-command-two-or-more',
    ],
    source: [
      '2e-rulebook.txt:1088-1089',
    ],
    why: 'If you command two or more cards with actions with the same costs you must pay for each separately; one cost cannot pay for two actions.',
  },
  {
    edition: '2E',
    q: 'if my card gets prevented do i get back what i paid',
    kind: 'question',
    answers: [
      '/2e/glossary/actions/#p-sometimes-a-response-action-prevents-another',
    ],
    source: [
      '2e-rulebook.txt:1077',
    ],
    why: 'When a response action prevents another action, any costs of the prevented action remain paid.',
  },
  {
    edition: '2E',
    q: 'can i play a card that costs points to lose if i have zero points',
    kind: 'question',
    answers: [
      '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional',
      '/2e/glossary/lose-points/#p-if-an-effect-causes-a-player',
    ],
    source: [
      '2e-rulebook.txt:228',
      '2e-rulebook.txt:1189',
      '2e-rulebook.txt:1254',
    ],
    why: 'If the cost requires losing points and you have no points, that card cannot be played (Paying Costs: you must have points to lose).',
  },
  {
    edition: '2E',
    q: 'does genesis planet kill my stopped personnel too',
    kind: 'question',
    answers: [
      '/2e/glossary/all/#p-when-a-card-refers-to-all',
    ],
    source: [
      '2e-rulebook.txt:1122',
    ],
    why: '"all": a card referring to all of a group includes stopped cards; Genesis Planet kills each personnel including stopped ones.',
  },
  {
    edition: '2E',
    q: 'when a card tells me to name a card do i need the subtitle',
    kind: 'question',
    answers: [
      '/2e/glossary/naming-cards/#p-when-you-name-a-card-you',
    ],
    source: [
      '2e-rulebook.txt:1219',
      '2e-rulebook.txt:1277',
    ],
    why: 'Naming cards: by card title only, not subtitle.',
  },
  {
    edition: '2E',
    q: 'if a card places my personnel does his when you play this text still work',
    kind: 'question',
    answers: [
      '/2e/glossary/play-and-place/#p-when-you-place-a-card-somewhere',
    ],
    source: [
      '2e-rulebook.txt:1222',
      '2e-rulebook.txt:1280',
    ],
    why: 'Play and place: placing (or exchanging/replacing) a card is not "playing" it, so "when you play this personnel" does not trigger.',
  },
  {
    edition: '2E',
    q: 'can i play my own gowron if i have my opponents gowron in my brig',
    kind: 'question',
    answers: [
      '/2e/rulebook/brig-and-captives/#p-you-do-not-command-a-personnel',
    ],
    source: [
      '2e-rulebook.txt:1032',
    ],
    why: "You do not command a personnel in your brig: you may play Gowron with other players' Gowrons in your brig.",
  },
  {
    edition: '2E',
    q: 'if my personnel is stopped do i still command him',
    kind: 'question',
    answers: [
      '/2e/glossary/stopped/#p-when-your-card-is-stopped-you',
    ],
    source: [
      '2e-rulebook.txt:1454',
      '2e-rulebook.txt:1512',
    ],
    why: 'A stopped card is still commanded (no "lose command"), but stopped cards cannot satisfy a command requirement.',
  },
  {
    edition: '2E',
    q: 'can my opponents cards affect my stopped personnel during his turn',
    kind: 'question',
    answers: [
      '/2e/glossary/stopped/#p-if-possible-your-stopped-cards-are',
    ],
    source: [
      '2e-rulebook.txt:1475',
      '2e-rulebook.txt:1534',
    ],
    why: "Your stopped cards are included and considered by opponent's effects on his turn; on your turn they may not be.",
  },
  {
    edition: '2E',
    q: 'if my personnel gains a skill he already has does he get 2 of it',
    kind: 'question',
    answers: [
      '/2e/rulebook/important-game-terms/#p-skills-personnel-have-a-number-of',
    ],
    source: [
      '2e-rulebook.txt:302',
    ],
    why: 'Gaining a skill you already have increases its level (Astrometrics + Astrometrics = 2 Astrometrics); gained skills are not listed skills.',
  },
  {
    edition: '2E',
    q: 'if i have diplomacy do i have to use it against a dilemma',
    kind: 'question',
    answers: [
      '/2e/glossary/skills/#p-if-a-personnel-is-not-restricted',
    ],
    source: [
      '2e-rulebook.txt:1333',
    ],
    why: 'Skills: if a personnel is not restricted from using a skill, he or she must use it.',
  },
  {
    edition: '2E',
    q: 'does winning a combat do anything on its own',
    kind: 'question',
    answers: [
      '/2e/rulebook/combat/#p-the-card-allowing-you-to-begin',
    ],
    source: [
      '2e-rulebook.txt:949',
    ],
    why: 'Apart from the text of the card that began it (or another combat-related card), winning or losing combat has no other effects.',
  },
  {
    edition: '2E',
    q: 'does a card that says personnel you own still affect my stopped ones',
    kind: 'question',
    answers: [
      '/2e/rulings/own/#p-gametext-that-affects-personnel-you-own',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:144-145',
    ],
    why: 'Current Rulings "own": game text affecting "personnel you own" still does so even if they are stopped or not in play.',
  },
  {
    edition: '2E',
    q: 'can my opponent look at the cards in my hand',
    kind: 'question',
    answers: [
      '/2e/rulebook/showing-your-cards/#p-your-opponents-may-not-examine-cards',
    ],
    source: [
      '2e-rulebook.txt:253',
    ],
    why: 'Showing your cards: your opponents may not examine cards you own that are not in play.',
  },
  {
    edition: '2E',
    q: 'can i discard a card to draw even if my deck is empty',
    kind: 'question',
    answers: [
      '/2e/glossary/actions/#p-if-you-meet-all-the-requirements',
    ],
    source: [
      '2e-rulebook.txt:1097',
      '2e-rulebook.txt:1099',
    ],
    why: 'If you meet the requirements and pay the costs you may take an action even if it has no effect (discard to draw with no cards left).',
  },
  {
    edition: '2E',
    q: 'if i have two copies of a card with the same when trigger can i use both',
    kind: 'question',
    answers: [
      '/2e/glossary/actions/#p-a-player-may-use-different-copies',
    ],
    source: [
      '2e-rulebook.txt:1071-1074',
    ],
    why: 'A player may use different copies of the same card to perform the same response action more than once; mandatory ones once per copy.',
  },
  // paraphrases (17)
  {
    edition: '2E',
    q: 'a card bumps my vessel to another spot does it burn fuel',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-sometimes-game-text-will-instruct-you',
    ],
    source: [
      '2e-rulebook.txt:413-414',
      '2e-rulebook.txt:552',
    ],
    why: "Game text moving a ship requires it be staffed, but neither requires nor uses up the ship's remaining Range.",
  },
  {
    edition: '2E',
    q: 'one of my crew walks away partway through the job does he get frozen',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/order-attempt-a-mission/#p-a-personnel-who-leaves-a-mission',
    ],
    source: [
      '2e-rulebook.txt:421-422',
      '2e-rulebook.txt:561-562',
    ],
    why: 'A personnel who leaves a mission being attempted is removed from the attempt; an unstopped one is not stopped unless an effect does so.',
  },
  {
    edition: '2E',
    q: 'do my people stay hidden after i put them on the table',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/showing-your-cards/#p-whenever-a-card-enters-play-for',
    ],
    source: [
      '2e-rulebook.txt:247',
    ],
    why: 'Showing your cards: personnel and equipment, after being shown when entering play, are concealed (placed face down).',
  },
  {
    edition: '2E',
    q: 'the other player wants to read my entire guy when im only using one thing on him',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/showing-your-cards/#p-when-an-opponent-examines-your-personnel',
    ],
    source: [
      '2e-rulebook.txt:176',
    ],
    why: 'An opponent examining your personnel may only examine the relevant portions (use an icon: reveal only that icon).',
  },
  {
    edition: '2E',
    q: 'a card wants me to do more than i can do i do part of it or nothing',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/actions/#p-if-the-effect-of-a-cards',
    ],
    source: [
      '2e-rulebook.txt:1091-1094',
    ],
    why: 'Effects: if game text requires an action you cannot fully do, do as much as you can and ignore the rest (stop the one Medical you have).',
  },
  {
    edition: '2E',
    q: 'if one of my guys gets swapped out for another does the bad thing still hit the new one',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/replace/#p-when-one-card-replaces-another-any',
    ],
    source: [
      '2e-rulebook.txt:1300',
      '2e-rulebook.txt:1306',
    ],
    why: 'Replace: effects about to happen to the original card transfer to the replacement (Borg Queen Drone still killed).',
  },
  {
    edition: '2E',
    q: 'letting the whole table see something vs only one person looking at it',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/reveal/#p-when-an-effect-says-to-reveal',
      '/2e/glossary/examine/#p-when-an-effect-says-a-player',
    ],
    source: [
      '2e-rulebook.txt:1183',
      '2e-rulebook.txt:1248',
      '2e-rulebook.txt:1308',
      '2e-rulebook.txt:1377',
    ],
    why: 'Reveal: shown to all players; examine: shown only to that player.',
  },
  {
    edition: '2E',
    q: 'can i redo a planet i already finished',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/checking-mission-requirements/#p-if-your-personnel-have-all-the',
    ],
    source: [
      '2e-rulebook.txt:786',
    ],
    why: 'A completed mission: pull it toward you, score its points; you cannot attempt it again for the rest of the game.',
  },
  {
    edition: '2E',
    q: 'stuff attached to something that leaves the table where does it end up',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/discarding/#p-when-a-card-leaves-play-for',
    ],
    source: [
      '2e-rulebook.txt:1170',
      '2e-rulebook.txt:1235',
    ],
    why: "When a card leaves play, cards played on it go to their owners' discard piles; dilemmas go face up to the bottom of the dilemma pile.",
  },
  {
    edition: '2E',
    q: 'does a mixed heritage guy count as the same race as a full blooded one',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/species/#p-two-personnel-are-the-same-species',
    ],
    source: [
      '2e-rulebook.txt:1443',
      '2e-rulebook.txt:1502',
    ],
    why: 'Species: two personnel are the same species only on an exact match; Human and Betazoid/Human are different.',
  },
  {
    edition: '2E',
    q: 'things that kick in as my go begins can i trigger them twice',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/turn-sequence/#p-when-your-turn-begins-you-may',
    ],
    source: [
      '2e-rulebook.txt:195-197',
    ],
    why: 'Start of turn: actions that happen "at the start of each of your turns" may each be performed only once per turn, in any order.',
  },
  {
    edition: '2E',
    q: 'what do i have to give up first before the good part of a card happens',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional',
      '/2e/glossary/actions/#p-the-cost-of-an-action-could',
    ],
    source: [
      '2e-rulebook.txt:226-227',
      '2e-rulebook.txt:1085',
    ],
    why: 'Costs: additional costs in game text precede the word "to" ("pay X to do Y"); you must pay all costs to play the card.',
  },
  {
    edition: '2E',
    q: 'difference between cards that react to something and cards usable the whole time a situation lasts',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/paying-costs/#p-some-cards-will-use-the-words',
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all',
    ],
    source: [
      '2e-rulebook.txt:231',
      '2e-rulebook.txt:273',
    ],
    why: '"When" means only in response to the trigger; "while" means as long as the trigger is true.',
  },
  {
    edition: '2E',
    q: 'a card affects every player at once who does it first',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/actions/#p-when-a-single-action-affects-multiple',
    ],
    source: [
      '2e-rulebook.txt:1110',
    ],
    why: "A single action affecting multiple players is performed in turn order starting with the card's owner (Riva).",
  },
  {
    edition: '2E',
    q: 'my trap card got stuck to their vessel does the rest of its wording still count',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/damage/#p-some-cards-most-often-events-that',
    ],
    source: [
      '2e-rulebook.txt:991-994',
    ],
    why: 'Damage: once a card is placed on a ship as a Damage card, any game text other than the damage effect is ignored.',
  },
  {
    edition: '2E',
    q: 'which words on a trap card do i actually need to satisfy',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/dilemmas/#p-a-dilemmas-requirements-are-any-skills',
    ],
    source: [
      '2e-rulebook.txt:1134',
    ],
    why: "A dilemma's requirements are the skills, attributes or characteristics in boldface in its game text.",
  },
  {
    edition: '2E',
    q: 'which side do my stacks go on before we begin',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/setting-up-the-game/#p-take-all-five-of-your-mission',
    ],
    source: [
      '2e-rulebook.txt:125',
      '2e-rulebook.txt:163',
    ],
    why: 'Setup: five missions face up in a row in any order; dilemma pile to your left, deck to your right.',
  },
  // typos (7)
  {
    edition: '2E',
    q: 'discrad pile ordr',
    kind: 'typo',
    answers: [
      '/2e/glossary/discarding/#p-discard-piles-are-kept-face-up',
    ],
    source: [
      '2e-rulebook.txt:1159-1160',
    ],
    why: 'Discarding: discard piles are face up, cards discarded one at a time; the order of your discard pile is irrelevant.',
  },
  {
    edition: '2E',
    q: 'afiliation chnage loses old one',
    kind: 'typo',
    answers: [
      '/2e/rulebook/affiliations/#p-when-a-card-becomes-a-different',
    ],
    source: [
      '2e-rulebook.txt:79',
    ],
    why: 'When a card becomes a different affiliation, it loses its previous affiliation.',
  },
  {
    edition: '2E',
    q: 'cumulitive events',
    kind: 'typo',
    answers: [
      '/2e/rulebook/uniqueness/#p-all-cards-that-do-not-have',
    ],
    source: [
      '2e-rulebook.txt:909',
    ],
    why: 'Non-unique events: multiple copies may be in play and their effects are cumulative.',
  },
  {
    edition: '2E',
    q: 'speceis klingon affilation',
    kind: 'typo',
    answers: [
      '/2e/glossary/species/#p-some-personnel-are-members-of-species',
    ],
    source: [
      '2e-rulebook.txt:1437',
      '2e-rulebook.txt:1494',
    ],
    why: 'Species vs affiliation: affiliations are icons; the word Klingon, Romulan... is the species (Worf example).',
  },
  {
    edition: '2E',
    q: 'gainning all skils from another personnel',
    kind: 'typo',
    answers: [
      '/2e/glossary/skills/#p-when-a-personnel-gains-all-skills',
      '/2e/rulings/skills/#p-whenever-all-skills-are-added-to',
    ],
    source: [
      '2e-rulebook.txt:1349',
      '2e-rulebook.txt:1418',
      '2e-current-rulings-2011-01-03.txt:163-164',
    ],
    why: 'Gaining all skills from another personnel gains all levels; gaining a single skill gains only one level.',
  },
  {
    edition: '2E',
    q: 'engagment aditional ships join',
    kind: 'typo',
    answers: [
      '/2e/rulebook/engagements/#p-some-cards-allow-additional-ships-to',
    ],
    source: [
      '2e-rulebook.txt:970',
      '2e-rulebook.txt:974',
    ],
    why: 'Some cards let additional ships join an engagement; only staffed ships may join.',
  },
  {
    edition: '2E',
    q: 'keywrods no special rules',
    kind: 'typo',
    answers: [
      '/2e/rulebook/important-game-terms/#p-keywords-many-cards-have-one-or',
    ],
    source: [
      '2e-rulebook.txt:315',
    ],
    why: 'Keywords: in boldface, followed by a period; no special rules, but referenced by other cards.',
  },
  // cards (6)
  {
    edition: '2E',
    q: 'up the anti',
    kind: 'card',
    answers: [
      '/2e/cards/up-the-ante/',
      '/2e/errata/#up-the-ante',
      '/2e/cards/up-the-ante/#p-you-may-end-this-mission-attempt',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:445-448',
    ],
    why: 'Up the Ante (misspelled "anti"); erratum: new game text (win or lose the game).',
  },
  {
    edition: '2E',
    q: 'kresari rendevous',
    kind: 'card',
    answers: [
      '/2e/cards/kressari-rendezvous/',
      '/2e/errata/#kressari-rendezvous',
      '/2e/cards/kressari-rendezvous/#p-this-cards-title-is-kressari-rendezvous',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:324-325',
    ],
    why: 'Kressari Rendezvous with the printed misspelling "Rendevous" and one "s" dropped; erratum: title change.',
  },
  {
    edition: '2E',
    q: 'guess whos coming to diner',
    kind: 'card',
    answers: [
      '/2e/cards/guess-whos-coming-to-dinner/',
      '/2e/errata/#guess-whos-coming-to-dinner',
      '/2e/cards/guess-whos-coming-to-dinner/#p-choose-a-personnel-who-has-diplomacy',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:284-286',
    ],
    why: 'Guess Who\'s Coming to Dinner, apostrophe dropped and "dinner" misspelled; erratum: new game text.',
  },
  {
    edition: '2E',
    q: 'vedek asembly',
    kind: 'card',
    answers: [
      '/2e/cards/vedek-assembly/',
      '/2e/errata/#vedek-assembly',
      '/2e/cards/vedek-assembly/#p-for-each-vedek-you-command-take',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:468-470',
    ],
    why: 'Vedek Assembly with one "s"; erratum: new game text.',
  },
  {
    edition: '2E',
    q: 'scotty experienced engineer',
    kind: 'card',
    answers: [
      '/2e/cards/montgomery-scott-experienced-engineer/',
      '/2e/errata/#montgomery-scott-experienced-engineer',
      '/2e/cards/montgomery-scott-experienced-engineer/#p-you-may-play-this-personnel-at',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:353-354',
    ],
    why: 'Montgomery Scott, Experienced Engineer by nickname and subtitle; erratum: play at cost -2 to ignore his next ability.',
  },
  {
    edition: '2E',
    q: 'anexation drone',
    kind: 'card',
    answers: [
      '/2e/cards/annexation-drone/',
    ],
    source: [
      '2e-rulebook.txt:1455',
      '2e-rulebook.txt:1457-1458',
      '2e-rulebook.txt:1516-1517',
    ],
    why: 'Annexation Drone with one "n"; named in the stopped glossary entry.',
  },
  // judges (6)
  {
    edition: '2E',
    q: 'outclassed errata',
    kind: 'judge',
    answers: [
      '/2e/errata/#outclassed',
      '/2e/cards/outclassed/#p-unless-you-have-unused-range-8',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:360-361',
    ],
    why: 'Outclassed erratum: Unless you have unused Range>8 or Weapons>8 all your personnel are stopped.',
  },
  {
    edition: '2E',
    q: 'ruling on cannot vs may not',
    kind: 'judge',
    answers: [
      '/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:106',
    ],
    why: 'Current Rulings "*cannot / may not": forbidding text cannot be overridden except by text naming what it overrides.',
  },
  {
    edition: '2E',
    q: 'which document wins current rulings or the 2e rulebook',
    kind: 'judge',
    answers: [
      '/sources/2e-current-rulings/#p-current-rulings-are-periodic-updates-to',
      '/sources/2e-current-rulings/#p-answers-given-by-official-continuing-committee',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:8',
      '2e-current-rulings-2011-01-03.txt:16',
    ],
    why: 'Current Rulings are an official supplement to the Rulebook (changes, clarifications) for tournament rulings; the Tournament Director has final authority.',
  },
  {
    edition: '2E',
    q: 'charles tucker iii title erratum',
    kind: 'judge',
    answers: [
      '/2e/errata/#charles-tucker-iii-standing-in',
      '/2e/cards/charles-tucker-iii-standing-in/#p-this-cards-title-is-charles-tucker',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:223-224',
    ],
    why: "Charles Tucker, III, Standing In erratum: the card's title is Charles Tucker III.",
  },
  {
    edition: '2E',
    q: 'explore black cluster errata requirements',
    kind: 'judge',
    answers: [
      '/2e/errata/#explore-black-cluster',
      '/2e/cards/explore-black-cluster/#p-astrometrics-leadership-physics-science-and-cunning',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:248-249',
    ],
    why: 'Explore Black Cluster erratum: Astrometrics, Leadership, Physics, Science, and Cunning>34.',
  },
  {
    edition: '2E',
    q: 'current rulings are mission requirements always active',
    kind: 'judge',
    answers: [
      '/2e/rulings/requirements/#p-a-missions-printed-requirements-are-always',
      '/2e/rulings/requirements/#p-all-requirements-on-dilemmas-and-missions',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:149',
      '2e-current-rulings-2011-01-03.txt:151',
    ],
    why: 'Current Rulings "requirements": a mission\'s printed requirements are always active unless "replaced"; all requirements must be met.',
  },
  // keywords (8)
  {
    edition: '2E',
    q: 'facing a dilemma',
    kind: 'keyword',
    answers: [
      '/2e/glossary/dilemmas/#p-each-of-your-personnel-involved-in',
    ],
    source: [
      '2e-rulebook.txt:1140-1143',
    ],
    why: 'Each of your personnel involved in a mission attempt is "facing" a dilemma, only one at a time; a dilemma placed on a mission or ship is no longer faced.',
  },
  {
    edition: '2E',
    q: 'core',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-events-are-usually-played-either-in',
    ],
    source: [
      '2e-rulebook.txt:267',
    ],
    why: 'Events are usually played in a part of your play area called your core.',
  },
  {
    edition: '2E',
    q: 'order actions',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/order-actions-on-cards/#p-some-cards-have-game-text-that',
    ],
    source: [
      '2e-rulebook.txt:796-797',
    ],
    why: 'Order actions on cards: game text beginning "Order –" used only during Execute Orders.',
  },
  {
    edition: '2E',
    q: 'card owner',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each',
    ],
    source: [
      '2e-rulebook.txt:284-285',
    ],
    why: 'Command and owner: you own each card you begin the game with, for the whole game, even if an opponent takes command of it.',
  },
  {
    edition: '2E',
    q: 'this mission',
    kind: 'keyword',
    answers: [
      '/2e/glossary/this-mission/#p-when-these-words-are-used-in',
    ],
    source: [
      '2e-rulebook.txt:1483',
      '2e-rulebook.txt:1540',
    ],
    why: 'Glossary "this mission": on a personnel or ship, the mission where it is currently located.',
  },
  {
    edition: '2E',
    q: 'alternate requirements',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-some-game-text-creates-alternate-requirements',
    ],
    source: [
      '2e-rulebook.txt:670',
    ],
    why: 'Game text creating alternate mission requirements (Destroy Transwarp Hub, For the Cause): use the same text to attempt and complete; they count as mission requirements.',
  },
  {
    edition: '2E',
    q: 'turn segments',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/playing-the-game/#p-each-player-going-clockwise-around-the',
      '/2e/rulebook/playing-the-game/',
    ],
    source: [
      '2e-rulebook.txt:182-187',
    ],
    why: 'Each turn is a sequence of turn segments: 1. Play and Draw Cards, 2. Execute Orders, 3. Discard Excess Cards.',
  },
  {
    edition: '2E',
    q: 'printed cost',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/paying-costs/#p-some-effects-may-modify-the-cost',
      '/2e/rulebook/types-of-cards/#p-if-an-effect-refers-to-the',
    ],
    source: [
      '2e-rulebook.txt:36',
      '2e-rulebook.txt:172',
    ],
    why: 'Cost modification applies only when played; for any other purpose only the printed cost is used; no printed cost = cost zero.',
  },
];
