/**
 * The second SEALED TEST part of the search golden set: 129 lookups, 64 by First Edition players and 65 by Second
 * Edition players, written after ./test.ts and kept apart from it and from the tuning sets, repeating none of their
 * lookups (checked by tests/search-golden-test-2.test.ts).
 *
 * Written from the five source documents in content/sources/ only, never from what the site's search returns: no search
 * was run on the site while writing it, and neither the search code, its aids and model, nor the other lookup files were
 * read (only ./types.ts and the header of ./test.ts, for the format). For each lookup a rule was first read in a source
 * document, the query was then written the way a player or judge types it on a phone (lowercase, short, sloppy), then
 * every document line stating the answer was listed (`source`), then the site's passages holding those lines
 * (`answers`: the page URL with its ¶ anchor, read from the built site's HTML; a term's or card's own page where the
 * lookup names it). Where the Glossary, v1.7 and Gray's state the same rule, all of them are listed; a list item is
 * named rather than the list around it. Paraphrases say what a thing is in a new player's words and avoid the rule's
 * own key terms. Topics are spread across each document; few lookups share an answering passage.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it is
 * no longer a test and a new sealed set has to be written.
 *
 * Counts per kind and edition:
 *   question:     46  (23 1E, 23 2E)
 *   paraphrase:   36  (18 1E, 18 2E)
 *   typo:         13  (6 1E, 7 2E)
 *   card:         13  (6 1E, 7 2E)
 *   judge:        13  (7 1E, 6 2E)
 *   keyword:       8  (4 1E, 4 2E)
 *   total:       129  (64 1E, 65 2E)
 *
 * Lookups whose `source` draws on each document: 1E Glossary 62, 1E Rulebook v1.7 46, Gray's Digital Edition 45,
 * 2E Rulebook 54, 2E Current Rulings (3 January 2011) 17.
 * See ./types.ts for the fields.
 */
import type { GoldenLookup } from './types.ts';

export const TEST_2: GoldenLookup[] = [
  // ───────────────────────────── First Edition ─────────────────────────────
  // questions (23)
  {
    edition: '1E',
    q: 'how many missions go in my seed deck',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-deck/#p-it-must-include-exactly-six-mission',
      '/1e/grays/seed-deck/#p-it-must-include-exactly-six-mission',
      '/1e/rulebook/seed-deck/#p-it-must-include-exactly-six-mission',
    ],
    source: [
      '1e-glossary-terms.txt:3418',
      '1e-rulebook-v1.7.md:45',
      '1e-grays-digital-edition-rulebook.txt:48',
    ],
    why: 'The seed deck must include exactly six missions.',
  },
  {
    edition: '1E',
    q: 'what happens if i seed 2 artifacts under one mission',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-you-may-seed-as-many-different',
      '/1e/grays/3-dilemma-phase/#p-you-may-seed-as-many-different',
      '/1e/rulebook/3-dilemma-phase/#p-you-may-seed-as-many-different',
      '/1e/glossary/mis-seed/#p-more-than-one-artifact-whether-duplicates',
    ],
    source: [
      '1e-glossary-terms.txt:3445',
      '1e-rulebook-v1.7.md:113',
      '1e-grays-digital-edition-rulebook.txt:118',
      '1e-glossary-terms.txt:2488',
    ],
    why: 'Two artifacts seeded at one location: all of them are mis-seeds, placed out of play.',
  },
  {
    edition: '1E',
    q: 'is there a max hand size in 1e',
    kind: 'question',
    answers: [
      '/1e/glossary/play-phase/#p-after-the-seed-phases-are-over',
      '/1e/grays/the-play-phase/#p-shuffle-your-draw-deck-and-place',
      '/1e/rulebook/the-play-phase/#p-shuffle-your-draw-deck-and-place',
    ],
    source: [
      '1e-glossary-terms.txt:2988',
      '1e-rulebook-v1.7.md:157',
      '1e-grays-digital-edition-rulebook.txt:152',
    ],
    why: 'No limit on the number of cards in hand.',
  },
  {
    edition: '1E',
    q: 'do doorways use up my card play',
    kind: 'question',
    answers: [
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/glossary/card-play/#p-your-normal-card-play-is-defined',
      '/1e/glossary/interrupt/#p-a-card-type-which-generally-has',
    ],
    source: [
      '1e-rulebook-v1.7.md:167',
      '1e-grays-digital-edition-rulebook.txt:161',
      '1e-glossary-terms.txt:1141',
      '1e-glossary-terms.txt:2311',
    ],
    why: 'Interrupts and doorways do not count as the normal card play.',
  },
  {
    edition: '1E',
    q: 'what do stunned guys do after the battle ends',
    kind: 'question',
    answers: [
      '/1e/glossary/battle-personnel/#p-after-the-personnel-battle-is-over',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
    ],
    source: [
      '1e-glossary-terms.txt:914',
      '1e-rulebook-v1.7.md:408',
      '1e-grays-digital-edition-rulebook.txt:369',
    ],
    why: 'After a personnel battle stunned cards recover and survivors are stopped.',
  },
  {
    edition: '1E',
    q: 'what happens when both players pass in a seed phase',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-during-each-phase-players-take-turns',
      '/1e/grays/the-seed-phases/#p-the-seed-phases-set-the-stage',
      '/1e/rulebook/the-seed-phases/#p-during-each-phase-players-take-turns',
    ],
    source: [
      '1e-glossary-terms.txt:3429',
      '1e-rulebook-v1.7.md:67',
      '1e-grays-digital-edition-rulebook.txt:72',
    ],
    why: 'Two consecutive passes end the seed phase.',
  },
  {
    edition: '1E',
    q: 'can my ship go on a mission if it doesnt have its full crew',
    kind: 'question',
    answers: [
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/rulebook/staffing-and-moving-ships/#p-the-minimum-crew-is-not-needed',
      '/1e/glossary/ship-staffing/#p-other-ship-functions-do-not-require',
    ],
    source: [
      '1e-rulebook-v1.7.md:310',
      '1e-grays-digital-edition-rulebook.txt:260',
      '1e-glossary-terms.txt:3559',
    ],
    why: 'Full staffing is needed only to move; one matching personnel suffices for a mission attempt.',
  },
  {
    edition: '1E',
    q: 'what can a stalled ship still do',
    kind: 'question',
    answers: [
      '/1e/glossary/ship-staffing/#p-if-a-ship-loses-one-of',
      '/1e/grays/staffing-and-moving-ships/#p-you-may-move-any-number-of',
      '/1e/rulebook/staffing-and-moving-ships/#p-if-a-ship-loses-one-of',
    ],
    source: [
      '1e-glossary-terms.txt:3561',
      '1e-rulebook-v1.7.md:320',
      '1e-grays-digital-edition-rulebook.txt:264',
    ],
    why: 'A stalled ship is not stopped: it can beam, attack, defend, attempt a mission.',
  },
  {
    edition: '1E',
    q: 'when do stopped cards get unstopped',
    kind: 'question',
    answers: [
      '/1e/glossary/stopped/#p-stopped-cards-become-unstopped-automatically-at',
      '/1e/grays/2-execute-orders/#p-cards-that-are-stopped-may-not',
      '/1e/rulebook/2-execute-orders/#p-stopped-cards-become-unstopped-automatically-at',
    ],
    source: [
      '1e-glossary-terms.txt:3828',
      '1e-rulebook-v1.7.md:264',
      '1e-grays-digital-edition-rulebook.txt:232',
    ],
    why: 'Stopped cards unstop at the start of the next turn.',
  },
  {
    edition: '1E',
    q: 'can federation ships start a battle',
    kind: 'question',
    answers: [
      '/1e/glossary/battle-affiliation-restrictions/#p-federation-forces-cannot-attack-any-affiliation',
      '/1e/grays/engaging-in-battle/#p-federation-forces-cannot-attack-any-affiliation',
      '/1e/rulebook/engaging-in-battle/#p-federation-forces-cannot-attack-any-affiliation',
    ],
    source: [
      '1e-glossary-terms.txt:892',
      '1e-rulebook-v1.7.md:389',
      '1e-grays-digital-edition-rulebook.txt:346',
    ],
    why: 'Federation forces cannot attack any affiliation except Borg.',
  },
  {
    edition: '1E',
    q: 'what does the countdown number on an event mean',
    kind: 'question',
    answers: [
      '/1e/glossary/countdown-icon/#p-when-your-card-with-a-countdown',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled',
    ],
    source: [
      '1e-glossary-terms.txt:1374',
      '1e-rulebook-v1.7.md:173',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'A countdown card nullifies itself after that many of your turns.',
  },
  {
    edition: '1E',
    q: 'how many sites can i seed for free',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-sites-you-may-seed-up-to',
      '/1e/grays/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/rulebook/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/glossary/site/#p-your-seed-deck-may-include-up',
      '/1e/glossary/seed-deck/#p-it-may-include-up-to-six',
      '/1e/grays/seed-deck/#p-it-may-include-up-to-six',
      '/1e/rulebook/seed-deck/#p-it-may-include-up-to-six',
    ],
    source: [
      '1e-glossary-terms.txt:3455',
      '1e-rulebook-v1.7.md:135',
      '1e-grays-digital-edition-rulebook.txt:137',
      '1e-glossary-terms.txt:3609',
      '1e-glossary-terms.txt:3417',
      '1e-rulebook-v1.7.md:43',
      '1e-grays-digital-edition-rulebook.txt:47',
    ],
    why: 'Up to six sites seed for free.',
  },
  {
    edition: '1E',
    q: 'who picks when two personnel are tied for strongest on a dilemma',
    kind: 'question',
    answers: [
      '/1e/glossary/dilemma-resolution/#p-targets-the-targets-of-a-dilemma',
      '/1e/glossary/ties/#p-when-a-dilemma-specifies-a-superlative',
      '/1e/grays/attempting-missions/#p-personnel-may-be-chosen-for-death',
      '/1e/rulebook/attempting-missions/#p-personnel-may-be-chosen-for-death',
    ],
    source: [
      '1e-glossary-terms.txt:1531',
      '1e-glossary-terms.txt:3918',
      '1e-rulebook-v1.7.md:367',
      '1e-grays-digital-edition-rulebook.txt:315',
    ],
    why: 'On a tie for a superlative the opponent of the encountering player chooses.',
  },
  {
    edition: '1E',
    q: 'can i quit a mission attempt halfway through',
    kind: 'question',
    answers: [
      '/1e/grays/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/glossary/mission-attempt/#p-a-mission-attempt-may-not-be',
    ],
    source: [
      '1e-rulebook-v1.7.md:372',
      '1e-grays-digital-edition-rulebook.txt:321',
      '1e-glossary-terms.txt:2566',
    ],
    why: 'A mission attempt may not be aborted unless stopped or no personnel remain.',
  },
  {
    edition: '1E',
    q: 'what happens to a personnel that leaves play and comes back later',
    kind: 'question',
    answers: [
      '/1e/glossary/in-play/#p-when-a-personnel-or-ship-leaves',
    ],
    source: [
      '1e-glossary-terms.txt:2256',
    ],
    why: 'Leaving play cancels previous effects; reported again it is a new copy.',
  },
  {
    edition: '1E',
    q: 'who wins if both of us run out of cards to draw',
    kind: 'question',
    answers: [
      '/1e/glossary/winning-the-game/#p-players-take-turns-until-one-player',
      '/1e/grays/winning-the-game/#p-players-continue-taking-turns-until-one',
      '/1e/rulebook/winning-the-game/#p-players-continue-taking-turns-until-one',
    ],
    source: [
      '1e-glossary-terms.txt:4251',
      '1e-rulebook-v1.7.md:456',
      '1e-grays-digital-edition-rulebook.txt:432',
    ],
    why: 'When both draw decks run out, the player with the most points wins.',
  },
  {
    edition: '1E',
    q: 'what happens if i play a card face down as hidden agenda when it isnt one',
    kind: 'question',
    answers: [
      '/1e/glossary/hidden-agenda/#p-if-you-seed-or-play-a',
      '/1e/glossary/lose-the-game/#p-you-may-lose-the-game-according',
    ],
    source: [
      '1e-glossary-terms.txt:2111',
      '1e-glossary-terms.txt:2423',
    ],
    why: 'Seeding or playing a non-hidden-agenda card as one loses the game.',
  },
  {
    edition: '1E',
    q: 'do i keep my points if the mission gets destroyed later',
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
    why: 'Completed mission points are kept even if the mission is later affected.',
  },
  {
    edition: '1E',
    q: 'if my opponent has red alert does it work for me too',
    kind: 'question',
    answers: [
      '/1e/glossary/warp-speed/#p-if-either-player-has-red-alert',
    ],
    source: [
      '1e-glossary-terms.txt:4224',
    ],
    why: 'Red Alert! in play applies to both players.',
  },
  {
    edition: '1E',
    q: 'can two players both seed the same mission',
    kind: 'question',
    answers: [
      '/1e/glossary/seed-phases/#p-missions-without-the-universal-symbol-in',
      '/1e/grays/2-mission-phase/#p-missions-without-the-universal-icon-in',
      '/1e/rulebook/2-mission-phase/#p-missions-without-the-universal-clubsuit-symbol',
      '/1e/glossary/mission/#p-you-may-seed-multiple-copies-of',
    ],
    source: [
      '1e-glossary-terms.txt:3437',
      '1e-rulebook-v1.7.md:95',
      '1e-grays-digital-edition-rulebook.txt:103',
      '1e-glossary-terms.txt:2510',
    ],
    why: 'A duplicate unique mission is stacked on the opponent\'s copy and shared.',
  },
  {
    edition: '1E',
    q: 'what do i do at the end of the turn if my draw deck is empty',
    kind: 'question',
    answers: [
      '/1e/glossary/turn/#p-draw-a-card-from-your-draw',
      '/1e/grays/3-draw-a-card/#p-if-you-are-prevented-from-drawing',
      '/1e/rulebook/3-draw-a-card/#p-if-you-are-prevented-from-drawing',
    ],
    source: [
      '1e-glossary-terms.txt:4082',
      '1e-rulebook-v1.7.md:452',
      '1e-grays-digital-edition-rulebook.txt:429',
    ],
    why: 'When you cannot draw, announce when you are done with your turn.',
  },
  {
    edition: '1E',
    q: 'how do i tell alpha from gamma quadrant missions',
    kind: 'question',
    answers: [
      '/1e/grays/2-mission-phase/#p-alpha-quadrant-delta-quadrant-and-gamma',
      '/1e/glossary/gamma-quadrant/#p-a-gamma-quadrant-mission-is-a',
      '/1e/glossary/mission/#p-during-the-mission-seed-phase-missions',
      '/1e/glossary/spaceline/#p-mission-cards-are-seeded-to-form',
      '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent',
      '/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions',
    ],
    source: [
      '1e-rulebook-v1.7.md:83',
      '1e-grays-digital-edition-rulebook.txt:99',
      '1e-glossary-terms.txt:2058',
      '1e-glossary-terms.txt:2506',
      '1e-glossary-terms.txt:3435',
      '1e-glossary-terms.txt:3721',
    ],
    why: 'Gamma Quadrant point boxes carry a Gamma symbol.',
  },
  {
    edition: '1E',
    q: 'can i carry equipment when my people walk between sites',
    kind: 'question',
    answers: [
      '/1e/glossary/movement/#p-whenever-a-card-or-rule-allows',
      '/1e/glossary/walking/#p-your-personnel-aboard-a-nor-may',
      '/1e/grays/walking/#p-your-personnel-aboard-a-nor-may',
      '/1e/rulebook/walking/#p-your-personnel-aboard-a-nor-may',
    ],
    source: [
      '1e-glossary-terms.txt:2654',
      '1e-rulebook-v1.7.md:268',
      '1e-grays-digital-edition-rulebook.txt:235',
      '1e-glossary-terms.txt:4195',
      '1e-rulebook-v1.7.md:302',
      '1e-grays-digital-edition-rulebook.txt:255',
    ],
    why: 'Moving personnel may carry Equipment cards; walking personnel carry equipment along.',
  },
  // paraphrases (18)
  {
    edition: '1E',
    q: 'my ship got hurt and now it flies slower',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/damage/#p-rotation-damage-if-you-are-not',
      '/1e/glossary/battle-ship/#p-if-you-are-not-using-a',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a',
    ],
    source: [
      '1e-glossary-terms.txt:942',
      '1e-glossary-terms.txt:1444',
      '1e-rulebook-v1.7.md:435',
    ],
    why: 'Rotation damage: RANGE reduced to 5.',
  },
  {
    edition: '1E',
    q: 'is there a cap on sending people down with the teleporter each turn',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/beaming/#p-there-is-no-limit-to-the',
      '/1e/grays/beaming/#p-beaming-uses-transporters-to-transfer-personnel',
      '/1e/rulebook/beaming/#p-beaming-uses-transporters-to-transfer-personnel',
    ],
    source: [
      '1e-glossary-terms.txt:984',
      '1e-rulebook-v1.7.md:290',
      '1e-grays-digital-edition-rulebook.txt:246',
    ],
    why: 'No limit on beaming during a turn.',
  },
  {
    edition: '1E',
    q: 'guy twice as tough in the brawl can he finish off the other one',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
    ],
    source: [
      '1e-glossary-terms.txt:909',
      '1e-rulebook-v1.7.md:404',
      '1e-grays-digital-edition-rulebook.txt:363',
    ],
    why: 'More than double STRENGTH may mortally wound the adversary.',
  },
  {
    edition: '1E',
    q: 'shuffled face down stack of my people for the brawl',
    kind: 'paraphrase',
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
    why: 'Personnel are shuffled face down into a combat pile.',
  },
  {
    edition: '1E',
    q: 'cards i set aside after setup that never come back',
    kind: 'paraphrase',
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
    why: 'Unused seed cards are shown and placed out of play.',
  },
  {
    edition: '1E',
    q: 'two cards showing the same character in different versions',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/persona/#p-two-personnel-or-ship-cards-are',
      '/1e/grays/personnel-cards/#p-place-the-personnel-card-face-up',
      '/1e/rulebook/personnel-cards/#p-you-may-have-only-one-copy',
    ],
    source: [
      '1e-glossary-terms.txt:2920',
      '1e-rulebook-v1.7.md:195',
      '1e-grays-digital-edition-rulebook.txt:170',
    ],
    why: 'Persona: different cards of the same character.',
  },
  {
    edition: '1E',
    q: 'hitting back next turn after they jumped me',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle/#p-if-your-opponent-attacks-you-during',
      '/1e/grays/engaging-in-battle/#p-if-your-opponent-attacks-you-during',
      '/1e/rulebook/engaging-in-battle/#p-if-your-opponent-attacks-you-during',
    ],
    source: [
      '1e-glossary-terms.txt:882',
      '1e-rulebook-v1.7.md:395',
      '1e-grays-digital-edition-rulebook.txt:356',
    ],
    why: 'Counter-attack during your next turn.',
  },
  {
    edition: '1E',
    q: 'my ship parked at our space station does it get extra protection',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/facility/#p-all-outposts-allow-ships-to-dock',
      '/1e/grays/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
      '/1e/rulebook/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
    ],
    source: [
      '1e-glossary-terms.txt:1979',
      '1e-rulebook-v1.7.md:322',
      '1e-grays-digital-edition-rulebook.txt:266',
    ],
    why: 'A docked ship is protected by the facility\'s SHIELDS extension.',
  },
  {
    edition: '1E',
    q: 'can i send my people over to the big space station by teleporter',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/facility/#p-all-facilities-have-transporters-unless-otherwise',
      '/1e/glossary/beaming/#p-because-dropping-a-large-space-stations',
      '/1e/grays/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/rulebook/beaming/#p-all-ships-and-facilities-have-their',
    ],
    source: [
      '1e-glossary-terms.txt:980',
      '1e-glossary-terms.txt:1977',
      '1e-rulebook-v1.7.md:296',
      '1e-grays-digital-edition-rulebook.txt:252',
    ],
    why: 'No beaming to, from or within a Nor unless a card allows it.',
  },
  {
    edition: '1E',
    q: 'extra little deck of cards i draw from during starship duels',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle-ship/#p-draw-up-to-two-tactic-cards',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-draw-up-to-two-tactic-cards',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-draw-up-to-two-tactic-cards',
    ],
    source: [
      '1e-glossary-terms.txt:928',
      '1e-rulebook-v1.7.md:418',
      '1e-grays-digital-edition-rulebook.txt:380',
    ],
    why: 'Battle Bridge side deck: draw up to two Tactic cards in a ship battle.',
  },
  {
    edition: '1E',
    q: 'where do cards that earned me extra points go',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/attempting-missions/#p-some-dilemmas-contain-bonus-points-to',
      '/1e/rulebook/attempting-missions/#p-some-dilemmas-contain-bonus-points-to',
      '/1e/glossary/bonus-point-area/#p-when-you-score-points-from-any',
    ],
    source: [
      '1e-rulebook-v1.7.md:364',
      '1e-grays-digital-edition-rulebook.txt:309',
      '1e-glossary-terms.txt:996',
    ],
    why: 'Cards that give points are set aside in a bonus point area.',
  },
  {
    edition: '1E',
    q: 'my crewman is made of light can he go down to the planet',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/personnel-cards/#p-place-the-personnel-card-face-up',
      '/1e/rulebook/personnel-cards/#p-holographic-personnel-with-the-holo-icon',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-most-personnel-may-form-away-teams',
      '/1e/glossary/away-team-and-crew/#p-borg-affiliation-personnel-may-not-form',
      '/1e/glossary/holographic-personnel-and-equipment/#p-holographic-hologram-personnel-and-equipment-can',
    ],
    source: [
      '1e-rulebook-v1.7.md:197',
      '1e-grays-digital-edition-rulebook.txt:170',
      '1e-rulebook-v1.7.md:274',
      '1e-grays-digital-edition-rulebook.txt:237',
      '1e-glossary-terms.txt:841',
      '1e-glossary-terms.txt:2141',
    ],
    why: 'Holographic personnel need Holo-Projectors to be in an Away Team.',
  },
  {
    edition: '1E',
    q: 'how far can my ship fly in one turn',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/movement/#p-your-staffed-ship-can-move-along',
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/rulebook/staffing-and-moving-ships/#p-once-your-ship-has-the-required',
    ],
    source: [
      '1e-glossary-terms.txt:2656',
      '1e-rulebook-v1.7.md:312',
      '1e-grays-digital-edition-rulebook.txt:260',
    ],
    why: 'Movement is limited by RANGE, adding span numbers.',
  },
  {
    edition: '1E',
    q: 'putting a secret card on the table upside down so they cant read it',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/hidden-agenda/#p-cards-with-this-icon-hidden-agenda',
      '/1e/glossary/seed-phases/#p-cards-seeded-under-a-mission-and',
      '/1e/grays/other-seeding-rules/#p-cards-seeded-under-a-mission-and',
      '/1e/rulebook/other-seeding-rules/#p-cards-seeded-under-a-mission-and',
    ],
    source: [
      '1e-glossary-terms.txt:2103',
      '1e-glossary-terms.txt:3463',
      '1e-rulebook-v1.7.md:147',
      '1e-grays-digital-edition-rulebook.txt:144',
    ],
    why: 'Hidden agenda cards are placed face down.',
  },
  {
    edition: '1E',
    q: 'people who are not in a spaceship or a base are called what',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/away-team-and-crew/#p-when-your-personnel-are-aboard-a',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
    ],
    source: [
      '1e-glossary-terms.txt:837',
      '1e-rulebook-v1.7.md:272',
      '1e-grays-digital-edition-rulebook.txt:237',
    ],
    why: 'Away Team: personnel not aboard your ship or facility.',
  },
  {
    edition: '1E',
    q: 'crew inside a ship that touched down, do they count as down on the surface',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/on-planet/#p-cards-which-are-in-a-planet',
    ],
    source: [
      '1e-glossary-terms.txt:2812',
    ],
    why: 'Cards aboard a landed ship are on planet.',
  },
  {
    edition: '1E',
    q: 'one person filling two seats on the ship crew',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/rulebook/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
    ],
    source: [
      '1e-rulebook-v1.7.md:308',
      '1e-grays-digital-edition-rulebook.txt:260',
    ],
    why: 'One personnel meets only one staffing icon requirement.',
  },
  {
    edition: '1E',
    q: 'can a worn out crew that already did something still crew the ship',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/stopped/#p-some-cards-may-explicitly-stop-one',
      '/1e/grays/2-execute-orders/#p-cards-that-are-stopped-may-not',
      '/1e/rulebook/2-execute-orders/#p-cards-that-are-stopped-may-not',
    ],
    source: [
      '1e-glossary-terms.txt:3820',
      '1e-rulebook-v1.7.md:262',
      '1e-grays-digital-edition-rulebook.txt:232',
    ],
    why: 'Stopped cards may not staff a ship.',
  },
  // typos (6)
  {
    edition: '1E',
    q: 'comandeering a ship',
    kind: 'typo',
    answers: [
      '/1e/glossary/commandeering/#p-when-you-commandeer-a-ship-or',
      '/1e/glossary/commandeering/',
    ],
    source: [
      '1e-glossary-terms.txt:1295',
    ],
    why: 'Commandeering (misspelled).',
  },
  {
    edition: '1E',
    q: 'nulify a dilema',
    kind: 'typo',
    answers: [
      '/1e/glossary/nullify/#p-to-nullify-a-card-is-to',
      '/1e/glossary/dilemma-resolution-summary/#p-if-you-nullify-the-dilemma-with',
      '/1e/glossary/dilemma-resolution/#p-nullifiers-a-dilemma-may-list-skills',
      '/1e/glossary/nullify/',
    ],
    source: [
      '1e-glossary-terms.txt:2778',
      '1e-glossary-terms.txt:1588',
      '1e-glossary-terms.txt:1535',
    ],
    why: 'Nullify a dilemma, two typos.',
  },
  {
    edition: '1E',
    q: 'misseed as a bluff',
    kind: 'typo',
    answers: [
      '/1e/glossary/mis-seed/#p-you-may-deliberately-mis-seed-cards',
      '/1e/grays/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
      '/1e/rulebook/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
      '/1e/glossary/mis-seed/',
    ],
    source: [
      '1e-glossary-terms.txt:2495',
      '1e-rulebook-v1.7.md:117',
      '1e-grays-digital-edition-rulebook.txt:123',
    ],
    why: 'Mis-seed run together: seeding a card as a bluff.',
  },
  {
    edition: '1E',
    q: 'battlebridge side deck',
    kind: 'typo',
    answers: [
      '/1e/glossary/battle-bridge-side-deck/#p-this-side-deck-is-made-up',
      '/1e/glossary/battle-bridge-side-deck/#p-you-can-have-as-many-tactic',
      '/1e/glossary/battle-bridge-side-deck/#p-your-tactic-cards-are-not-part',
      '/1e/glossary/battle-bridge-side-deck/',
    ],
    source: [
      '1e-glossary-terms.txt:967',
      '1e-glossary-terms.txt:969',
      '1e-glossary-terms.txt:971',
    ],
    why: 'Battle Bridge side deck run together: its entry.',
  },
  {
    edition: '1E',
    q: 'asimilate a planet',
    kind: 'typo',
    answers: [
      '/1e/glossary/assimilation-planet/#p-when-you-assimilate-a-planet-any',
      '/1e/glossary/assimilation-planet/',
    ],
    source: [
      '1e-glossary-terms.txt:766',
    ],
    why: 'Assimilate a planet (misspelled).',
  },
  {
    edition: '1E',
    q: 'dilema cure',
    kind: 'typo',
    answers: [
      '/1e/glossary/dilemma-resolution-summary/#p-if-the-dilemma-has-a-cure',
      '/1e/glossary/dilemma-resolution/#p-when-a-dilemma-has-an-effect',
    ],
    source: [
      '1e-glossary-terms.txt:1589',
      '1e-glossary-terms.txt:1557',
    ],
    why: 'Dilemma cure (misspelled).',
  },
  // card names (6)
  {
    edition: '1E',
    q: 'emergency transporter armbands ruling',
    kind: 'card',
    answers: [
      '/1e/glossary/beaming/#p-special-beaming-cards-such-as-near',
      '/1e/grays/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/rulebook/beaming/#p-special-beaming-cards-such-as-near',
    ],
    source: [
      '1e-glossary-terms.txt:986',
      '1e-rulebook-v1.7.md:298',
      '1e-grays-digital-edition-rulebook.txt:252',
    ],
    why: 'Emergency Transporter Armbands are beaming and overcome no obstacle to beaming.',
  },
  {
    edition: '1E',
    q: 'mirasta yale ruling',
    kind: 'card',
    answers: [
      '/1e/glossary/seed-phases/#p-some-game-text-allows-you-to',
      '/1e/grays/3-dilemma-phase/#p-some-game-text-allows-you-to',
      '/1e/rulebook/3-dilemma-phase/#p-some-game-text-allows-you-to',
      '/1e/glossary/report/#p-personnel-seeded-under-a-mission-e',
    ],
    source: [
      '1e-glossary-terms.txt:3446',
      '1e-rulebook-v1.7.md:114',
      '1e-grays-digital-edition-rulebook.txt:120',
      '1e-glossary-terms.txt:3249',
    ],
    why: 'Mirasta Yale: seeded personnel, exception to earning.',
  },
  {
    edition: '1E',
    q: 'royal casino dilema',
    kind: 'card',
    answers: [
      '/1e/glossary/royale-casino-side-games/#p-the-attribute-numbers-on-the-personnel',
      '/1e/glossary/royale-casino-side-games/',
    ],
    source: [
      '1e-glossary-terms.txt:3344',
    ],
    why: 'Royale Casino side games ruling (misspelled).',
  },
  {
    edition: '1E',
    q: 'breen energy weapon dampener',
    kind: 'card',
    answers: [
      '/1e/glossary/energy-dampener/#p-a-type-of-ships-special-equipment',
      '/1e/glossary/energy-dampener/',
    ],
    source: [
      '1e-glossary-terms.txt:1875',
    ],
    why: 'Energy dampener: used by Breen Energy-Weapon Dampener.',
  },
  {
    edition: '1E',
    q: 'particle scattering feild',
    kind: 'card',
    answers: [
      '/1e/glossary/particle-scattering-device/#p-a-type-of-ships-special-equipment',
      '/1e/glossary/particle-scattering-device/',
    ],
    source: [
      '1e-glossary-terms.txt:2910',
    ],
    why: 'Particle scattering device: activated by Particle Scattering Field (misspelled).',
  },
  {
    edition: '1E',
    q: 'qflash',
    kind: 'card',
    answers: [
      '/1e/glossary/mission-attempt/#p-in-addition-to-dilemmas-you-may',
      '/1e/grays/attempting-missions/#p-in-addition-to-dilemmas-you-may',
      '/1e/rulebook/attempting-missions/#p-in-addition-to-dilemmas-you-may',
      '/1e/glossary/q-continuum-side-deck/#p-when-your-opponent-encounters-a-q',
    ],
    source: [
      '1e-glossary-terms.txt:2586',
      '1e-rulebook-v1.7.md:368',
      '1e-grays-digital-edition-rulebook.txt:317',
      '1e-glossary-terms.txt:3117',
    ],
    why: 'Q-Flash run together.',
  },
  // judge lookups (7)
  {
    edition: '1E',
    q: 'does card text override the rulebook 1e',
    kind: 'judge',
    answers: [
      '/1e/grays/introduction/#p-a-cards-specific-game-text-may',
      '/1e/rulebook/introduction/#p-a-cards-specific-game-text-may',
    ],
    source: [
      '1e-rulebook-v1.7.md:19',
      '1e-grays-digital-edition-rulebook.txt:18',
    ],
    why: 'Card text overrides a general rule; specific rules override general ones.',
  },
  {
    edition: '1E',
    q: 'are cloaked ships present for requirements',
    kind: 'judge',
    answers: [
      '/1e/glossary/cloaking-and-phasing/#p-cloaked-cards-are-not-considered-to',
    ],
    source: [
      '1e-glossary-terms.txt:1247',
    ],
    why: 'Cloaked cards are not present for requirements.',
  },
  {
    edition: '1E',
    q: 'can interrupts be played during a mission attempt',
    kind: 'judge',
    answers: [
      '/1e/grays/attempting-missions/#p-a-mission-attempt-is-all-one',
      '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/glossary/mission-attempt/#p-a-mission-attempt-is-a-single',
      '/1e/glossary/actions-interrupting/#p-for-example-you-may-make-valid',
      '/1e/glossary/dilemma-timing/#p-a-mission-scouting-or-commandeering-attempt',
    ],
    source: [
      '1e-rulebook-v1.7.md:372',
      '1e-grays-digital-edition-rulebook.txt:323',
      '1e-glossary-terms.txt:2550',
      '1e-glossary-terms.txt:524',
      '1e-glossary-terms.txt:1596',
    ],
    why: 'A mission attempt is one action; no other actions unless they nullify/modify a dilemma.',
  },
  {
    edition: '1E',
    q: 'does a card that reports for free count as the normal card play',
    kind: 'judge',
    answers: [
      '/1e/glossary/for-free/#p-a-card-that-plays-or-reports',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-there-are-a-few-ways-to',
    ],
    source: [
      '1e-glossary-terms.txt:2016',
      '1e-rulebook-v1.7.md:169',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'For free: does not count as the normal card play but plays in that segment.',
  },
  {
    edition: '1E',
    q: 'does a stunned personnel add strength to the battle total',
    kind: 'judge',
    answers: [
      '/1e/glossary/battle-personnel/#p-to-determine-the-winner-of-the',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the',
    ],
    source: [
      '1e-glossary-terms.txt:913',
      '1e-rulebook-v1.7.md:407',
      '1e-grays-digital-edition-rulebook.txt:368',
    ],
    why: 'Stunned/mortally wounded add no STRENGTH to the total.',
  },
  {
    edition: '1E',
    q: 'timing of probing end of turn before card draw',
    kind: 'judge',
    answers: [
      '/1e/grays/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/rulebook/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/glossary/probing/#p-probing-is-a-feature-of-some',
    ],
    source: [
      '1e-rulebook-v1.7.md:448',
      '1e-grays-digital-edition-rulebook.txt:425',
      '1e-glossary-terms.txt:3072',
    ],
    why: 'End-of-turn actions like probing come before the card draw.',
  },
  {
    edition: '1E',
    q: 'is a towing ship allowed to cloak while towing',
    kind: 'judge',
    answers: [
      '/1e/glossary/towing/#p-a-towed-ship-may-cloak-but',
    ],
    source: [
      '1e-glossary-terms.txt:3991',
    ],
    why: 'Only the towed ship may cloak, not the towing ship.',
  },
  // keywords (4)
  {
    edition: '1E',
    q: 'hull integrity',
    kind: 'keyword',
    answers: [
      '/1e/glossary/hull-integrity/#p-if-a-ship-or-facility-or',
      '/1e/glossary/hull-integrity/',
    ],
    source: [
      '1e-glossary-terms.txt:2183',
    ],
    why: 'The HULL integrity glossary entry.',
  },
  {
    edition: '1E',
    q: 'persona',
    kind: 'keyword',
    answers: [
      '/1e/glossary/persona/#p-two-personnel-or-ship-cards-are',
      '/1e/glossary/persona/',
    ],
    source: [
      '1e-glossary-terms.txt:2920',
    ],
    why: 'The persona entry.',
  },
  {
    edition: '1E',
    q: 'nebula',
    kind: 'keyword',
    answers: [
      '/1e/glossary/nebula/#p-a-location-is-a-nebula-if',
      '/1e/glossary/nebula/',
    ],
    source: [
      '1e-glossary-terms.txt:2717',
    ],
    why: 'The nebula entry.',
  },
  {
    edition: '1E',
    q: 'tribble side deck',
    kind: 'keyword',
    answers: [
      '/1e/glossary/tribble-side-deck/#p-this-side-deck-is-made-up',
      '/1e/glossary/tribble-side-deck/#p-whenever-a-card-from-your-tribble',
      '/1e/glossary/tribble-side-deck/',
    ],
    source: [
      '1e-glossary-terms.txt:4042',
      '1e-glossary-terms.txt:4046',
    ],
    why: 'The Tribble side deck entry.',
  },
  // ───────────────────────────── Second Edition ─────────────────────────────
  // questions (23)
  {
    edition: '2E',
    q: 'how many cards can i keep in hand at the end of my turn',
    kind: 'question',
    answers: [
      '/2e/rulebook/3-discard-excess-cards/#p-during-this-segment-of-your-turn',
    ],
    source: [
      '2e-rulebook.txt:812-813',
    ],
    why: 'Discard down to seven at the end of the turn.',
  },
  {
    edition: '2E',
    q: 'how many copies of one card can i put in my deck',
    kind: 'question',
    answers: [
      '/2e/rulebook/building-a-deck/#p-you-may-use-no-more-than',
    ],
    source: [
      '2e-rulebook.txt:868',
    ],
    why: 'No more than three copies of each card title.',
  },
  {
    edition: '2E',
    q: 'what if my ship already has 2 damage cards and gets another',
    kind: 'question',
    answers: [
      '/2e/rulebook/damage/#p-each-ship-can-carry-only-two',
    ],
    source: [
      '2e-rulebook.txt:996-997',
    ],
    why: 'A third damage card destroys the ship.',
  },
  {
    edition: '2E',
    q: 'how do i get damage off my ship',
    kind: 'question',
    answers: [
      '/2e/rulebook/damage/#p-you-may-remove-damage-by-taking',
    ],
    source: [
      '2e-rulebook.txt:1001',
    ],
    why: 'Remove one damage card at the end of your turn at a headquarters where the ship could be played.',
  },
  {
    edition: '2E',
    q: 'can i beam my people onto the other players ship',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents',
    ],
    source: [
      '2e-rulebook.txt:382',
      '2e-rulebook.txt:458',
    ],
    why: 'You cannot beam aboard an opponent\'s ship.',
  },
  {
    edition: '2E',
    q: 'what if my opponent puts two of the same dilemma in the stack',
    kind: 'question',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-if-your-opponent-reveals-more-than',
      '/2e/rulings/attempting-missions/#p-f-check-dilemma-for-duplication-type',
    ],
    source: [
      '2e-rulebook.txt:743',
      '2e-current-rulings-2011-01-03.txt:69',
    ],
    why: 'A duplicate dilemma is overcome (rulebook; Current Rulings step 3f).',
  },
  {
    edition: '2E',
    q: 'does a ship moved by a card use up its range',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-sometimes-game-text-will-instruct-you',
    ],
    source: [
      '2e-rulebook.txt:413',
      '2e-rulebook.txt:552',
    ],
    why: 'Movement by game text needs staffing but uses no Range.',
  },
  {
    edition: '2E',
    q: 'who wins when nobody has cards left in their deck',
    kind: 'question',
    answers: [
      '/2e/rulebook/winning-the-game/#p-the-game-also-ends-if-all',
      '/2e/rulebook/winning-the-game/#p-the-player-with-the-highest-score',
    ],
    source: [
      '2e-rulebook.txt:837',
      '2e-rulebook.txt:841',
    ],
    why: 'When all decks are empty the game ends; the winner is chosen by the listed order.',
  },
  {
    edition: '2E',
    q: 'can i attempt a headquarters',
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
    q: 'can my personnel attempt my opponents missions',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-attempt-a-mission/#p-your-personnel-may-attempt-only-your',
    ],
    source: [
      '2e-rulebook.txt:518',
    ],
    why: 'Personnel may attempt only your own missions.',
  },
  {
    edition: '2E',
    q: 'do i need a matching affiliation icon to finish the mission',
    kind: 'question',
    answers: [
      '/2e/rulebook/checking-mission-requirements/#p-a-missions-requirements-list-a-number',
    ],
    source: [
      '2e-rulebook.txt:757',
    ],
    why: 'Completing the mission does not need a matching affiliation icon.',
  },
  {
    edition: '2E',
    q: 'can i start a fight at a headquarters mission',
    kind: 'question',
    answers: [
      '/2e/rulebook/combat/#p-you-cannot-begin-combat-at-a',
      '/2e/rulebook/engagements/#p-you-cannot-begin-an-engagement-at',
    ],
    source: [
      '2e-rulebook.txt:937',
      '2e-rulebook.txt:963',
    ],
    why: 'No combat or engagement at a headquarters mission.',
  },
  {
    edition: '2E',
    q: 'are the other players personnel stopped after combat',
    kind: 'question',
    answers: [
      '/2e/rulebook/combat/#p-when-combat-ends-all-your-personnel',
    ],
    source: [
      '2e-rulebook.txt:951',
    ],
    why: 'Only the initiator\'s personnel are stopped after combat.',
  },
  {
    edition: '2E',
    q: 'what do the bold words on a dilemma mean',
    kind: 'question',
    answers: [
      '/2e/glossary/dilemmas/#p-a-dilemmas-requirements-are-any-skills',
    ],
    source: [
      '2e-rulebook.txt:1134-1135',
    ],
    why: 'Boldface in a dilemma\'s text marks its requirements.',
  },
  {
    edition: '2E',
    q: 'what if a card makes me lose points and i have none',
    kind: 'question',
    answers: [
      '/2e/glossary/lose-points/#p-if-an-effect-causes-a-player',
    ],
    source: [
      '2e-rulebook.txt:1187',
      '2e-rulebook.txt:1251',
    ],
    why: 'A player with no points loses none; a cost of losing points cannot be paid.',
  },
  {
    edition: '2E',
    q: 'at what point do stopped ships get unstopped in 2e',
    kind: 'question',
    answers: [
      '/2e/rulebook/3-discard-excess-cards/#p-once-you-have-done-these-things',
    ],
    source: [
      '2e-rulebook.txt:819-820',
    ],
    why: 'At the end of the turn all stopped cards become unstopped.',
  },
  {
    edition: '2E',
    q: 'does the winner get to finish their turn',
    kind: 'question',
    answers: [
      '/2e/rulings/winning-the-game/#p-the-game-ends-immediately-when-all',
      '/2e/rulebook/winning-the-game/#p-the-game-ends-immediately-when-all',
    ],
    source: [
      '2e-rulebook.txt:834',
      '2e-current-rulings-2011-01-03.txt:170',
    ],
    why: 'The game ends immediately; the winner does not finish the turn.',
  },
  {
    edition: '2E',
    q: 'how much range to fly between two quadrants',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-move-a-ship/#p-the-ship-must-have-adequate-range',
    ],
    source: [
      '2e-rulebook.txt:408',
      '2e-rulebook.txt:478',
    ],
    why: 'Different quadrant icons add two to the range needed.',
  },
  {
    edition: '2E',
    q: 'can i have 2 of the same event out at once',
    kind: 'question',
    answers: [
      '/2e/rulebook/uniqueness/#p-all-cards-that-do-not-have',
    ],
    source: [
      '2e-rulebook.txt:907-908',
      '2e-rulebook.txt:909',
    ],
    why: 'Non-unique events may be in play in multiple copies; effects are cumulative.',
  },
  {
    edition: '2E',
    q: 'is there a limit on how many orders i can do in a turn',
    kind: 'question',
    answers: [
      '/2e/rulebook/general-rules-on-executing-orders/#p-you-may-use-the-same-cards',
    ],
    source: [
      '2e-rulebook.txt:429-430',
    ],
    why: 'No limit on orders per turn.',
  },
  {
    edition: '2E',
    q: 'where do the dilemmas my opponent didnt pick go',
    kind: 'question',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-that-opponent-examines-those-dilemmas-and',
      '/2e/rulings/attempting-missions/#p-d-op-selects-any-number-0',
    ],
    source: [
      '2e-rulebook.txt:542',
      '2e-rulebook.txt:609',
      '2e-current-rulings-2011-01-03.txt:51',
    ],
    why: 'Unchosen dilemmas go face up to the bottom of the dilemma pile.',
  },
  {
    edition: '2E',
    q: 'can i use the skills of my guy who is in the enemy brig',
    kind: 'question',
    answers: [
      '/2e/rulebook/brig-and-captives/#p-while-your-personnel-is-a-captive',
    ],
    source: [
      '2e-rulebook.txt:1021',
    ],
    why: 'A captive\'s characteristics cannot be used.',
  },
  {
    edition: '2E',
    q: 'what happens if a personnel leaves the mission during the attempt',
    kind: 'question',
    answers: [
      '/2e/rulebook/order-attempt-a-mission/#p-a-personnel-who-leaves-a-mission',
    ],
    source: [
      '2e-rulebook.txt:419',
      '2e-rulebook.txt:558',
    ],
    why: 'He is removed from the attempt and is not stopped unless an effect does so.',
  },
  // paraphrases (18)
  {
    edition: '2E',
    q: 'my guy is locked up by the other player can i play another copy of him',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/brig-and-captives/#p-if-your-unique-personnel-is-a',
    ],
    source: [
      '2e-rulebook.txt:1026',
    ],
    why: 'A captive unique personnel blocks another copy.',
  },
  {
    edition: '2E',
    q: 'my ships firepower against their protection how is it decided',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/engagements/#p-total-the-weapons-of-all-your',
    ],
    source: [
      '2e-rulebook.txt:976',
    ],
    why: 'Engagement: Weapons total against Shields total.',
  },
  {
    edition: '2E',
    q: 'scuffle between our people on the ground who comes out on top',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/combat/#p-total-the-strength-of-all-your',
    ],
    source: [
      '2e-rulebook.txt:943',
    ],
    why: 'Combat: Strength totals compared.',
  },
  {
    edition: '2E',
    q: 'can i have two of the same captain on the table',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/uniqueness/#p-many-cards-especially-personnel-and-ships',
      '/2e/rulebook/uniqueness/#p-you-can-have-only-one-card',
    ],
    source: [
      '2e-rulebook.txt:892',
      '2e-rulebook.txt:895',
    ],
    why: 'Uniqueness: a dotted card, one per player.',
  },
  {
    edition: '2E',
    q: 'how many obstacle cards does the other player get to pick from',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/facing-dilemmas/#p-the-player-on-your-left-sets',
      '/2e/rulings/attempting-missions/#p-b-opponent-op-draws-dilemmas-from',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:45-46',
      '2e-rulebook.txt:600-601',
    ],
    why: 'Opponent draws dilemmas equal to the personnel count minus overcome dilemmas.',
  },
  {
    edition: '2E',
    q: 'moving my crew from one of my spaceships to the other one',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/order-beam-personnel/#p-between-two-of-your-unstopped-ships',
    ],
    source: [
      '2e-rulebook.txt:379-380',
    ],
    why: 'Beam between two of your unstopped ships.',
  },
  {
    edition: '2E',
    q: 'are my guys on the ship in orbit together with the ones down on the ground',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/present/#p-if-a-card-is-aboard-a',
    ],
    source: [
      '2e-rulebook.txt:925',
    ],
    why: 'Present: aboard a ship at a planet is present only with cards on the ship.',
  },
  {
    edition: '2E',
    q: 'do i have to spend all seven of my points each turn',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/1-play-and-draw-cards/#p-during-this-segment-of-your-turn',
      '/2e/rulebook/1-play-and-draw-cards/#p-if-your-deck-is-empty-you',
    ],
    source: [
      '2e-rulebook.txt:206',
      '2e-rulebook.txt:167',
    ],
    why: 'All seven counters must be spent, unless the deck is empty.',
  },
  {
    edition: '2E',
    q: 'what does it cost to pick up one more card',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/drawing-cards/#p-you-may-pay-one-counter-to',
    ],
    source: [
      '2e-rulebook.txt:217',
    ],
    why: 'One counter draws one card.',
  },
  {
    edition: '2E',
    q: 'how do we decide who plays first',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/setting-up-the-game/#p-determine-randomly-who-goes-first-draw',
    ],
    source: [
      '2e-rulebook.txt:129',
      '2e-rulebook.txt:166',
    ],
    why: 'Determine randomly who goes first.',
  },
  {
    edition: '2E',
    q: 'can the other player peek at my people lying face down',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/showing-your-cards/#p-whenever-a-card-enters-play-for',
    ],
    source: [
      '2e-rulebook.txt:246-247',
    ],
    why: 'Personnel are concealed face down; opponents examine them when used.',
  },
  {
    edition: '2E',
    q: 'pulling a named card out of my pile and reshuffling',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/important-game-terms/#p-download-this-word-allows-you-to',
    ],
    source: [
      '2e-rulebook.txt:319',
    ],
    why: 'Download: search the deck for the card, reveal it, shuffle.',
  },
  {
    edition: '2E',
    q: 'in a 4 player game who takes the next turn',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/playing-the-game/#p-when-one-player-finishes-his-or',
      '/2e/rulebook/playing-the-game/#p-each-player-going-clockwise-around-the',
    ],
    source: [
      '2e-rulebook.txt:188',
      '2e-rulebook.txt:182',
    ],
    why: 'Turns pass clockwise, to the left.',
  },
  {
    edition: '2E',
    q: 'the word before the period at the start of a cards text',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/important-game-terms/#p-keywords-many-cards-have-one-or',
    ],
    source: [
      '2e-rulebook.txt:313',
    ],
    why: 'Keywords: bold words followed by a period at the start of game text.',
  },
  {
    edition: '2E',
    q: 'the spot on the table where my events sit',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/playing-specific-kinds-of-cards/#p-events-are-usually-played-either-in',
    ],
    source: [
      '2e-rulebook.txt:267',
    ],
    why: 'Events are usually played in your core.',
  },
  {
    edition: '2E',
    q: 'doing the same combo over and over a thousand times',
    kind: 'paraphrase',
    answers: [
      '/2e/rulings/infinite-loops/#p-if-a-player-intends-to-perform',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:128',
    ],
    why: 'Infinite loops ruling.',
  },
  {
    edition: '2E',
    q: 'what i have to give up before the word to on a card',
    kind: 'paraphrase',
    answers: [
      '/2e/glossary/actions/#p-the-cost-of-an-action-could',
      '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional',
    ],
    source: [
      '2e-rulebook.txt:1084-1085',
      '2e-rulebook.txt:226-227',
    ],
    why: 'Costs come before the word "to".',
  },
  {
    edition: '2E',
    q: 'how many nasty surprise cards do i need to bring for my opponent',
    kind: 'paraphrase',
    answers: [
      '/2e/rulebook/building-a-deck/#p-a-dilemma-pile-of-at-least',
    ],
    source: [
      '2e-rulebook.txt:865',
    ],
    why: 'Deck building: a dilemma pile of at least 20 dilemmas.',
  },
  // typos (7)
  {
    edition: '2E',
    q: 'engagment extra ships join',
    kind: 'typo',
    answers: [
      '/2e/rulebook/engagements/#p-some-cards-allow-additional-ships-to',
    ],
    source: [
      '2e-rulebook.txt:970',
    ],
    why: 'Joining an engagement (misspelled).',
  },
  {
    edition: '2E',
    q: 'discrad destory kill',
    kind: 'typo',
    answers: [
      '/2e/rulebook/important-game-terms/#p-discard-destroy-and-kill-these-words',
    ],
    source: [
      '2e-rulebook.txt:295',
    ],
    why: 'Discard, destroy and kill (two typos).',
  },
  {
    edition: '2E',
    q: 'equiped with phaser',
    kind: 'typo',
    answers: [
      '/2e/glossary/equipped-with/#p-some-game-text-requires-a-personnel',
      '/2e/glossary/equipped-with/',
    ],
    source: [
      '2e-rulebook.txt:1174',
      '2e-rulebook.txt:1238',
      '2e-rulebook.txt:1175-1176',
      '2e-rulebook.txt:1239-1240',
    ],
    why: 'Equipped with (misspelled).',
  },
  {
    edition: '2E',
    q: 'captve in brig',
    kind: 'typo',
    answers: [
      '/2e/rulebook/brig-and-captives/#p-some-cards-allow-you-to-take',
    ],
    source: [
      '2e-rulebook.txt:1018',
    ],
    why: 'Captive in brig (misspelled).',
  },
  {
    edition: '2E',
    q: 'comand vs owner',
    kind: 'typo',
    answers: [
      '/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each',
    ],
    source: [
      '2e-rulebook.txt:282',
    ],
    why: 'Command and owner (misspelled).',
  },
  {
    edition: '2E',
    q: 'all skils levels',
    kind: 'typo',
    answers: [
      '/2e/rulings/skills/#p-whenever-all-skills-are-added-to',
      '/2e/glossary/skills/#p-when-a-personnel-gains-all-skills',
      '/2e/glossary/skills/#p-when-a-skill-is-lost-subtracted',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:163-164',
      '2e-rulebook.txt:1349',
      '2e-rulebook.txt:1418',
      '2e-rulebook.txt:1433-1434',
    ],
    why: 'All skills: all levels (Current Rulings; rulebook glossary).',
  },
  {
    edition: '2E',
    q: 'discardpile look through',
    kind: 'typo',
    answers: [
      '/2e/rulings/showing-your-cards/#p-any-player-may-view-any-card',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:160',
    ],
    why: 'Discard pile run together; the Current Rulings let any player view any discard pile.',
  },
  // card names (7)
  {
    edition: '2E',
    q: 'quarantine erratum',
    kind: 'card',
    answers: [
      '/2e/cards/quarantine/#p-decay-5-when-there-are-five',
      '/2e/cards/quarantine/',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:372',
    ],
    why: 'Quarantine erratum.',
  },
  {
    edition: '2E',
    q: 'klingon tea cerimony',
    kind: 'card',
    answers: [
      '/2e/cards/klingon-tea-ceremony/',
      '/2e/cards/klingon-tea-ceremony/#p-this-card-is-unique',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:316-317',
    ],
    why: 'Klingon Tea Ceremony erratum (misspelled).',
  },
  {
    edition: '2E',
    q: 'tpol dutiful commander errata',
    kind: 'card',
    answers: [
      '/2e/cards/tpol-dutiful-commander/',
      '/2e/cards/tpol-dutiful-commander/#p-this-personnels-integrity-is-3',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:406-407',
    ],
    why: 'T\'Pol, Dutiful Commander erratum.',
  },
  {
    edition: '2E',
    q: 'uss defiant stolen warshp',
    kind: 'card',
    answers: [
      '/2e/cards/uss-defiant-stolen-warship/',
      '/2e/cards/uss-defiant-stolen-warship/#p-this-ship-has-weapons-of-10',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:453-454',
    ],
    why: 'U.S.S. Defiant, Stolen Warship erratum (shortened).',
  },
  {
    edition: '2E',
    q: 'lustful distracton errata',
    kind: 'card',
    answers: [
      '/2e/cards/lustful-distraction/',
      '/2e/cards/lustful-distraction/#p-to-play-this-interrupt-stop-two',
      '/2e/cards/lustful-distraction/#p-order-choose-an-event-the-owner',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:339-342',
    ],
    why: 'Lustful Distraction erratum (misspelled).',
  },
  {
    edition: '2E',
    q: 'original thinker kirk erratum',
    kind: 'card',
    answers: [
      '/2e/cards/james-t-kirk-original-thinker/',
      '/2e/cards/james-t-kirk-original-thinker/#p-admiral-commander-u-s-s-enterprise',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:308-310',
    ],
    why: 'James T. Kirk, Original Thinker erratum (shortened).',
  },
  {
    edition: '2E',
    q: 'sabotaged transporter ruling',
    kind: 'card',
    answers: [
      '/2e/cards/sabotaged-transporter/',
      '/2e/cards/sabotaged-transporter/#p-plays-in-your-core-when-a',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:390-392',
    ],
    why: 'Sabotaged Transporter erratum.',
  },
  // judge lookups (6)
  {
    edition: '2E',
    q: 'can game text override cannot',
    kind: 'judge',
    answers: [
      '/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:106',
    ],
    why: 'Cannot / may not ruling.',
  },
  {
    edition: '2E',
    q: 'how many times can a when facing a dilemma response be used',
    kind: 'judge',
    answers: [
      '/2e/rulings/response-actions/#p-response-actions-triggered-when-personnel-are',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:155',
    ],
    why: 'Once per dilemma.',
  },
  {
    edition: '2E',
    q: 'order of modifiers replace modify lose zero',
    kind: 'judge',
    answers: [
      '/2e/glossary/modifications/#p-if-multiple-effects-attempt-to-replace',
    ],
    source: [
      '2e-rulebook.txt:1200',
      '2e-rulebook.txt:1265',
    ],
    why: 'Modifications: choose, replace, modify, lose, zero.',
  },
  {
    edition: '2E',
    q: 'mandatory and optional responses at the same time who goes first',
    kind: 'judge',
    answers: [
      '/2e/glossary/actions/#p-sometimes-the-trigger-for-more-than',
    ],
    source: [
      '2e-rulebook.txt:1061',
    ],
    why: 'Mandatory responses first, starting with the player whose turn it is.',
  },
  {
    edition: '2E',
    q: 'does all include stopped personnel',
    kind: 'judge',
    answers: [
      '/2e/glossary/all/#p-when-a-card-refers-to-all',
    ],
    source: [
      '2e-rulebook.txt:1121',
    ],
    why: '"All" includes stopped cards.',
  },
  {
    edition: '2E',
    q: 'are skills abilities 2e',
    kind: 'judge',
    answers: [
      '/2e/rulings/abilities/#p-personnel-may-have-one-or-more',
      '/2e/rulebook/types-of-cards/#p-except-for-icon-skills-any-game',
    ],
    source: [
      '2e-current-rulings-2011-01-03.txt:29',
      '2e-rulebook.txt:64',
      '2e-rulebook.txt:133',
    ],
    why: 'Skills are not abilities (Current Rulings; rulebook).',
  },
  // keywords (4)
  {
    edition: '2E',
    q: 'cost modification',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/paying-costs/#p-some-effects-may-modify-the-cost',
    ],
    source: [
      '2e-rulebook.txt:170-171',
    ],
    why: 'Cost modification applies only when a card is played.',
  },
  {
    edition: '2E',
    q: 'naming a card',
    kind: 'keyword',
    answers: [
      '/2e/glossary/naming-cards/#p-when-you-name-a-card-you',
      '/2e/glossary/naming-cards/',
    ],
    source: [
      '2e-rulebook.txt:1219',
    ],
    why: 'Naming cards: title only.',
  },
  {
    edition: '2E',
    q: 'commander ship relationship',
    kind: 'keyword',
    answers: [
      '/2e/glossary/commander/#p-this-keyword-used-on-personnel-is',
      '/2e/glossary/commander/',
    ],
    source: [
      '2e-rulebook.txt:1125',
    ],
    why: 'The Commander glossary entry.',
  },
  {
    edition: '2E',
    q: 'draft format',
    kind: 'keyword',
    answers: [
      '/2e/rulebook/building-a-deck/#p-in-a-limited-format-tournament-such',
    ],
    source: [
      '2e-rulebook.txt:807',
    ],
    why: 'Limited format (draft): as many copies as received.',
  },
];
