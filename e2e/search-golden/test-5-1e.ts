/**
 * The fifth SEALED TEST part of the search golden set, its First Edition half: 78 lookups by First Edition players
 * (edition '1E'), written at the same time as, and apart from, the Second Edition half (another writer, also blind), and
 * kept apart from ./test.ts, ./test-2.ts, ./test-3.ts, ./test-4.ts and from the tuning sets.
 *
 * Written BLIND, from the First Edition source documents in content/sources/ only (the 1E Glossary, the Rulebook v1.7
 * and Gray's Digital Edition), never from what the site's search returns: no search was run on the site while writing
 * it (no browser, no search:explain, no /search/ page, no bench), and neither the search code (src/lib/search/,
 * src/client/search/, scripts/lib/search*, scripts/lib/semantic*, scripts/search-*), its aids (content/search-aids/,
 * scripts/ingest/search-aids*), its model (models/), tools/, docs/search.md, reports/, nor the other lookup files were
 * read (only ./types.ts and the first 45 lines of ./test-4.ts, for the format). Besides the sources, the writer read
 * the generated content (the passages as scripts/ingest/standing/show.ts lists them, content/standing/ and
 * content/disagreements/ to find where the documents restate or differ) and dist/ only to confirm pages and anchors.
 *
 * Rules followed for each lookup: a rule was first read in a source document; the query was then written the way a
 * player or judge types it on a phone (lowercase, short, sloppy); then every passage stating the answer was looked for
 * in all three First Edition documents (searched as text across all passages, and through the Glossary passages that
 * the standing ledger names for each rulebook passage), and listed in `answers` as the built page's URL with its ¶
 * anchor. `source` was derived from those passages' own source lines ("<file>:<line>" or "<file>:<first>-<last>", one
 * entry a passage). Where the Glossary, v1.7 and Gray's state the same rule, all of them are listed; a list item is
 * named rather than the list around it where the item holds the answer. Where the documents differ (judge lookups),
 * the governing Glossary passage is listed first and the v1.7 / Gray's passages after it, since the lookup asks what
 * governs. A lookup naming a card or a Glossary term also lists that card's or term's page (30 answers are pages).
 * Paraphrases describe what happens at the table in a new player's words and avoid the rule's own key terms (no
 * "stopped", "dilemma", "captive", "docked", "download", "mis-seed", "persona", "holographic", "stun", "house arrest",
 * ... in a lookup about that rule; each `why` names the terms avoided). 9 lookups name their edition ("... 1e") and
 * are run with the edition box on All.
 *
 * Counts per kind (all 1E): question 21, paraphrase 26, typo 8, card 7, judge 9, keyword 7 — 78 lookups, 258 answers
 * (30 of them pages), 228 source entries. Lookups per source document (a lookup counts once for each document it
 * draws on): 1E Glossary 78, Rulebook v1.7 53, Gray's 51; source entries: Glossary 114, v1.7 58, Gray's 56. Topics
 * are spread over seeding, turn order, movement, beaming, staffing, missions and dilemmas, battle, damage, cards and
 * Glossary terms, and not repeated; four passages answer two or three lookups each (three of them long merged
 * paragraphs of Gray's). A throwaway checker loaded this file and confirmed that every page and anchor exists in
 * dist/ and that every source line range exists (and is not blank at its ends) in its document: 78 lookups, 258
 * answers, 228 source entries, 0 problems.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it
 * is no longer a test and a new sealed set has to be written.
 *
 * The lead's mechanical edit (no search run): 1 lookup that, unseen by the writer, repeated a lookup of TUNE word for
 * word was removed ('can i play a doorway card during my opponents turn', a question); the counts above are the
 * writer's, before that edit: 77 lookups remain (20 question).
 *
 * Read again by a second reader, BLIND under the same rules (it read only the sources, the passages as show.ts lists
 * them, dist/ anchors, ./types.ts, the head of ./test-4.ts and this file; no search was run): every listed passage was
 * read against its lookup and every rule's key terms were searched as text across all 1E passages (21 answers added,
 * 6 removed, 3 queries rewritten). Added, because they state the same answer in another place: the Glossary's docking
 * and facility-battle passages (docked ships survive a destroyed facility); the Glossary's mission, spaceline and
 * mission-phase passages (a mission's quadrant is read from its point box); the Glossary's persona and unique
 * passages (one instance of a persona in play); the dilemma-resolution summary's 'place in your bonus point area';
 * the Glossary's Away Team passage on holographic personnel; the Glossary's mis-seed and seed-phase passages
 * (mis-seeds go out-of-play when revealed); the Glossary's compatibility passage (house arrest when the card allowing
 * compatibility is nullified); the space/planet-dilemma line of v1.7, Gray's and the Glossary (also allowed under a
 * planet-only mission); the 'slide out the bottom seed card' step of v1.7, Gray's and the Glossary (the bottom card
 * is met first); the Glossary's list item 'explicitly suspends play' under actions - interrupting; the one-copy-per-
 * mission line of v1.7 and the Glossary beside Gray's. Removed, because they do not state the answer asked: the
 * empty-ship definition (says nothing of control), the tribble side deck's opening passage (no per-turn count), Warp
 * Speed's Red Alert! line (not about reporting extra cards), the Temporal Rift time-travel passage (not whose turns),
 * the report-with-crew passage that does not mention the normal card play, and the towing passage that does not
 * mention cloaking. Rewritten, because the paraphrase used the rule's own term: 'icons' (staffing icon) became
 * 'symbols', 'as a bluff' (the mis-seed rule's own words) became 'to trick them', 'bad guy version' (mirror version)
 * became 'evil twin'. After that: 77 lookups, 269 answers (29 pages), 240 source entries (Glossary 123, v1.7 60,
 * Gray's 57); seven passages answer two or three lookups each; the throwaway checker reports 0 problems.
 */
import type { GoldenLookup } from './types.ts';

export const TEST_5_1E: GoldenLookup[] = [
  {
    q: 'how many cards do you draw for your opening hand 1e',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/the-play-phase/#p-shuffle-your-draw-deck-and-place', '/1e/grays/the-play-phase/#p-shuffle-your-draw-deck-and-place', '/1e/glossary/play-phase/#p-after-the-seed-phases-are-over'],
    source: ['1e-rulebook-v1.7.md:157', '1e-grays-digital-edition-rulebook.txt:152', '1e-glossary-terms.txt:2988'],
    why: 'draw seven cards to form the starting hand',
  },
  {
    q: 'what happens if both of us run out of cards to draw before anyone hits 100',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/winning-the-game/#p-players-continue-taking-turns-until-one', '/1e/grays/winning-the-game/#p-players-continue-taking-turns-until-one', '/1e/glossary/winning-the-game/#p-players-take-turns-until-one-player', '/1e/glossary/play-phase/#p-the-starting-player-chosen-before-the'],
    source: ['1e-rulebook-v1.7.md:456', '1e-grays-digital-edition-rulebook.txt:432', '1e-glossary-terms.txt:4251', '1e-glossary-terms.txt:2990'],
    why: 'game ends when both draw decks run out; most points wins',
  },
  {
    q: 'is my ship destroyed too if the outpost it was docked at gets blown up',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle', '/1e/grays/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle', '/1e/glossary/battle-ship/#p-at-the-end-of-the-battle', '/1e/glossary/facility/#p-battle-facilities-participate-in-battle-and', '/1e/glossary/docking/#p-you-must-indicate-which-of-your'],
    source: ['1e-rulebook-v1.7.md:443', '1e-grays-digital-edition-rulebook.txt:417', '1e-glossary-terms.txt:949', '1e-glossary-terms.txt:1989', '1e-glossary-terms.txt:1653'],
    why: 'ships docked at a destroyed facility are not destroyed (unless landed on Docking Pads)',
  },
  {
    q: 'can i beam from a ship docked at the station straight down to the planet',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/beaming/#p-all-ships-and-facilities-have-their', '/1e/grays/beaming/#p-all-ships-and-facilities-have-their', '/1e/glossary/beaming/#p-because-dropping-a-large-space-stations', '/1e/glossary/facility/#p-all-facilities-have-transporters-unless-otherwise'],
    source: ['1e-rulebook-v1.7.md:296', '1e-grays-digital-edition-rulebook.txt:252', '1e-glossary-terms.txt:980', '1e-glossary-terms.txt:1977'],
    why: 'no beaming to, from or within a Nor without a special card',
  },
  {
    q: 'how many artifacts am i allowed to hide under each mission',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/3-dilemma-phase/#p-you-may-seed-as-many-different', '/1e/grays/3-dilemma-phase/#p-you-may-seed-as-many-different', '/1e/glossary/seed-phases/#p-you-may-seed-as-many-different', '/1e/glossary/artifact/#p-a-card-type-representing-a-rare', '/1e/glossary/mis-seed/#p-more-than-one-artifact-whether-duplicates'],
    source: ['1e-rulebook-v1.7.md:113', '1e-grays-digital-edition-rulebook.txt:118', '1e-glossary-terms.txt:3445', '1e-glossary-terms.txt:696', '1e-glossary-terms.txt:2488'],
    why: 'only one artifact per mission unless a card says otherwise; extra artifacts are all mis-seeds',
  },
  {
    q: 'can a ship that lost one of its needed crew still try the mission where it sits',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/staffing-and-moving-ships/#p-if-a-ship-loses-one-of', '/1e/grays/staffing-and-moving-ships/#p-you-may-move-any-number-of', '/1e/glossary/ship-staffing/#p-if-a-ship-loses-one-of'],
    source: ['1e-rulebook-v1.7.md:316-320', '1e-grays-digital-edition-rulebook.txt:264', '1e-glossary-terms.txt:3561'],
    why: 'a stalled ship cannot move but is not stopped and can still attempt the mission at its location',
  },
  {
    q: 'can my guys keep walking down the station after they stop to grab equipment',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/walking/', '/1e/rulebook/walking/#p-your-personnel-aboard-a-nor-may', '/1e/grays/walking/#p-your-personnel-aboard-a-nor-may', '/1e/glossary/walking/#p-your-personnel-aboard-a-nor-may'],
    source: ['1e-rulebook-v1.7.md:302', '1e-grays-digital-edition-rulebook.txt:255', '1e-glossary-terms.txt:4195'],
    why: 'once they stop at any site for any reason they may not walk again that turn',
  },
  {
    q: 'what happens to my objective if the ship it targets leaves play',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/objective/', '/1e/rulebook/event-objective-and-incident-cards/#p-an-objective-may-require-you-to', '/1e/grays/event-objective-and-incident-cards/#p-an-objective-may-require-you-to', '/1e/glossary/objective/#p-an-objective-may-require-you-to'],
    source: ['1e-rulebook-v1.7.md:227', '1e-grays-digital-edition-rulebook.txt:201', '1e-glossary-terms.txt:2795'],
    why: 'an objective whose target is removed or becomes invalid is discarded at once',
  },
  {
    q: 'does the starting player also go first in every seed phase',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/how-to-play/#p-each-game-consists-of-four-seed', '/1e/grays/how-to-play/#p-the-goal-of-the-game-is', '/1e/glossary/starting-the-game/#p-the-game-begins-by-choosing-a'],
    source: ['1e-rulebook-v1.7.md:61', '1e-grays-digital-edition-rulebook.txt:69', '1e-glossary-terms.txt:3783'],
    why: 'the starting player goes first in each seed phase and takes the first turn',
  },
  {
    q: 'can i report an equipment card to my outpost in the gamma quadrant',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/reporting-cards-for-duty/#p-when-a-facility-or-its-site', '/1e/grays/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must', '/1e/glossary/report/#p-when-a-facility-or-its-site', '/1e/glossary/facility/#p-reporting-cards-for-duty-when-a'],
    source: ['1e-rulebook-v1.7.md:183-185', '1e-grays-digital-edition-rulebook.txt:166', '1e-glossary-terms.txt:3241', '1e-glossary-terms.txt:1985'],
    why: 'equipment is native to all quadrants, so it may report to any facility in its own native quadrant',
  },
  {
    q: 'am i allowed to put an outpost on a homeworld mission',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/4-facility-phase/#p-outposts-most-outposts-state-seed-one', '/1e/rulebook/facility-and-site-cards/#p-outposts-may-be-built-only-at', '/1e/grays/4-facility-phase/#p-outposts-most-outposts-state-seed-one', '/1e/grays/facility-and-site-cards/#p-outposts-may-be-built-only-at', '/1e/glossary/facility/#p-you-may-not-seed-or-build', '/1e/glossary/homeworld/#p-no-outposts-may-be-seeded-or'],
    source: ['1e-rulebook-v1.7.md:129', '1e-rulebook-v1.7.md:221', '1e-grays-digital-edition-rulebook.txt:131', '1e-grays-digital-edition-rulebook.txt:192', '1e-glossary-terms.txt:1967', '1e-glossary-terms.txt:2166'],
    why: 'outposts may never be seeded or built at any homeworld',
  },
  {
    q: 'is there a limit on how many interrupts i can play in one turn 1e',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/interrupt/', '/1e/rulebook/interrupt-cards/#p-interrupts-are-virtually-unrestricted-you-may', '/1e/grays/interrupt-cards/#p-interrupts-are-virtually-unrestricted-you-may', '/1e/glossary/interrupt/#p-a-card-type-which-generally-has'],
    source: ['1e-rulebook-v1.7.md:235', '1e-grays-digital-edition-rulebook.txt:211', '1e-glossary-terms.txt:2311'],
    why: 'as many interrupts as you like, during either player\'s turn, between other actions',
  },
  {
    q: 'what happens if my stopped away team gets attacked',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/2-execute-orders/#p-cards-that-are-stopped-may-not', '/1e/grays/2-execute-orders/#p-cards-that-are-stopped-may-not', '/1e/glossary/stopped/#p-also-whenever-stopped-cards-are-attacked'],
    source: ['1e-rulebook-v1.7.md:262', '1e-grays-digital-edition-rulebook.txt:232', '1e-glossary-terms.txt:3826'],
    why: 'stopped cards that are attacked are unstopped for that battle and may defend themselves',
  },
  {
    q: 'can i build a second facility at a location where i already have one',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/4-facility-phase/#p-you-may-not-seed-or-build', '/1e/rulebook/facility-and-site-cards/#p-you-may-not-build-a-facility', '/1e/grays/4-facility-phase/#p-after-the-dilemma-phase-is-completed', '/1e/grays/facility-and-site-cards/#p-you-may-not-build-a-facility', '/1e/glossary/facility/#p-stations-may-be-established-only-at'],
    source: ['1e-rulebook-v1.7.md:127', '1e-rulebook-v1.7.md:219', '1e-grays-digital-edition-rulebook.txt:129', '1e-grays-digital-edition-rulebook.txt:191', '1e-glossary-terms.txt:1969'],
    why: 'not unless one allows the other to co-exist (two may end up there by moving or commandeering)',
  },
  {
    q: 'do i have to tell my opponent who is in my away team',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/moving-personnel-and-equipment/#p-you-do-not-have-to-show', '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a', '/1e/glossary/away-team-and-crew/#p-your-opponent-may-not-look-at', '/1e/glossary/showing-your-cards/#p-when-playing-any-card-face-up'],
    source: ['1e-rulebook-v1.7.md:278', '1e-grays-digital-edition-rulebook.txt:237', '1e-glossary-terms.txt:839', '1e-glossary-terms.txt:3571'],
    why: 'you need not show which cards are in an Away Team or aboard a ship except for verification',
  },
  {
    q: 'what if two of my people tie for strongest when a dilemma picks one 1e',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/attempting-missions/#p-personnel-may-be-chosen-for-death', '/1e/grays/attempting-missions/#p-personnel-may-be-chosen-for-death', '/1e/glossary/ties/#p-when-a-dilemma-specifies-a-superlative', '/1e/glossary/dilemma-resolution/#p-targets-the-targets-of-a-dilemma'],
    source: ['1e-rulebook-v1.7.md:367', '1e-grays-digital-edition-rulebook.txt:315', '1e-glossary-terms.txt:3918', '1e-glossary-terms.txt:1531'],
    why: 'on a tie for a superlative the opponent of the player encountering the dilemma chooses',
  },
  {
    q: 'how can i tell if a mission goes in the alpha or gamma quadrant',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions', '/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions-2', '/1e/grays/2-mission-phase/#p-alpha-quadrant-delta-quadrant-and-gamma', '/1e/glossary/gamma-quadrant/#p-a-gamma-quadrant-mission-is-a', '/1e/glossary/mission/#p-during-the-mission-seed-phase-missions', '/1e/glossary/spaceline/#p-mission-cards-are-seeded-to-form', '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent'],
    source: ['1e-rulebook-v1.7.md:83', '1e-rulebook-v1.7.md:85', '1e-grays-digital-edition-rulebook.txt:97-99', '1e-glossary-terms.txt:2058', '1e-glossary-terms.txt:2506', '1e-glossary-terms.txt:3721', '1e-glossary-terms.txt:3435'],
    why: 'the quadrant is shown by the design of the mission\'s point box',
  },
  {
    q: 'if a mission makes me discard cards to finish it can they come from my hand',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/attempting-missions/#p-all-mission-cards-state-what-skills', '/1e/grays/attempting-missions/#p-all-mission-cards-state-what-skills', '/1e/glossary/mission-attempt/#p-all-mission-cards-state-what-skills', '/1e/glossary/discarding/#p-when-a-mission-allows-or-requires'],
    source: ['1e-rulebook-v1.7.md:342-344', '1e-grays-digital-edition-rulebook.txt:284', '1e-glossary-terms.txt:2562', '1e-glossary-terms.txt:1636'],
    why: 'discards for a mission\'s requirements come from the crew or Away Team attempting it, not the hand',
  },
  {
    q: 'does using up all my ships range mean its stopped',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/rulebook/2-execute-orders/#p-your-cards-aboard-your-stopped-ship', '/1e/grays/2-execute-orders/#p-your-cards-aboard-your-stopped-ship', '/1e/glossary/stopped/#p-using-up-its-maximum-range-does'],
    source: ['1e-rulebook-v1.7.md:260', '1e-grays-digital-edition-rulebook.txt:230', '1e-glossary-terms.txt:3836'],
    why: 'using up its RANGE does not stop a ship',
  },
  {
    q: 'can i swap my picard in play for a different picard card from my hand',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/persona/#p-persona-replacement-when-you-have-one'],
    source: ['1e-glossary-terms.txt:2938'],
    why: 'persona replacement: exchange versions at the start of your turn for free',
  },
  {
    q: 'my team couldnt get past the card under the planet so are they done for the turn',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/attempting-missions/#p-failing-to-overcome-a-dilemma-that', '/1e/grays/attempting-missions/#p-failing-to-overcome-a-dilemma-that', '/1e/glossary/mission-attempt/#p-resolve-the-dilemma-following-the-instructions', '/1e/glossary/dilemma-resolution-summary/#p-if-you-do-not-meet-the'],
    source: ['1e-rulebook-v1.7.md:359-361', '1e-grays-digital-edition-rulebook.txt:305', '1e-glossary-terms.txt:2582', '1e-glossary-terms.txt:1586'],
    why: 'failing a dilemma\'s conditions stops the group and ends the attempt (avoids: dilemma, stopped, conditions, Away Team)',
  },
  {
    q: 'laying my copy of a planet card on top of the same one my opponent already put out',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/2-mission-phase/#p-missions-without-the-universal-clubsuit-symbol', '/1e/grays/2-mission-phase/#p-missions-without-the-universal-icon-in', '/1e/glossary/seed-phases/#p-missions-without-the-universal-symbol-in', '/1e/glossary/unique-and-universal/#p-unique-missions-including-qs-planet-and'],
    source: ['1e-rulebook-v1.7.md:95-97', '1e-grays-digital-edition-rulebook.txt:103', '1e-glossary-terms.txt:3437', '1e-glossary-terms.txt:4128'],
    why: 'a non-universal mission already on the spaceline: stack the copies into one shared location (avoids: mission, seed, universal, duplicate)',
  },
  {
    q: 'my ship took a hit and got turned around, how long does it sit at my base to get fixed',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-a-card-such-as-a', '/1e/glossary/repair/#p-if-your-ships-damage-is-indicated-2'],
    source: ['1e-rulebook-v1.7.md:444', '1e-glossary-terms.txt:3229'],
    why: 'rotation damage is repaired by docking at an outpost that repairs (or Docking Pylons) for two full turns (avoids: damage, repair, rotation, docked)',
  },
  {
    q: 'my fighter is stronger than theirs, can i turn their card sideways',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-greater', '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-greater', '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-greater'],
    source: ['1e-rulebook-v1.7.md:403', '1e-grays-digital-edition-rulebook.txt:362', '1e-glossary-terms.txt:908'],
    why: 'higher STRENGTH may stun the adversary: rotate 90 degrees (avoids: stun, STRENGTH, personnel battle)',
  },
  {
    q: 'one guy has both symbols the ship needs, does he count for both seats',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than', '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than', '/1e/glossary/ship-staffing/#p-one-personnel-cannot-supply-more-than'],
    source: ['1e-rulebook-v1.7.md:308', '1e-grays-digital-edition-rulebook.txt:260', '1e-glossary-terms.txt:3555'],
    why: 'one personnel cannot meet more than one staffing icon requirement (avoids: staffing, icon, command, staff)',
  },
  {
    q: 'can i send my people over to their ship while its defenses are up',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/beaming/#p-to-beam-to-or-from-a', '/1e/grays/beaming/#p-to-beam-to-or-from-a', '/1e/glossary/beaming/#p-beaming-uses-transporters-to-transfer-personnel'],
    source: ['1e-rulebook-v1.7.md:294', '1e-grays-digital-edition-rulebook.txt:250', '1e-glossary-terms.txt:976'],
    why: 'you may not beam to or from an opponent\'s ship protected by SHIELDS>0 unless a card allows it (avoids: beam, SHIELDS, transporter)',
  },
  {
    q: 'pull the exact card i want out of my deck instead of drawing, do i have to show it',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/downloading/#p-when-you-download-a-target-card', '/1e/glossary/downloading/#p-when-you-choose-the-target-card'],
    source: ['1e-glossary-terms.txt:1700', '1e-glossary-terms.txt:1702'],
    why: 'downloading: look through hand/draw deck/etc., show the target to the opponent, then play it (avoids: download)',
  },
  {
    q: 'their guys are standing on my ship, what can they do there',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a', '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a', '/1e/glossary/intruder/#p-your-personnel-aboard-a-ship-or'],
    source: ['1e-rulebook-v1.7.md:272', '1e-grays-digital-edition-rulebook.txt:237', '1e-glossary-terms.txt:2318'],
    why: 'personnel aboard an opponent\'s ship are intruders: they cannot attempt or scout missions but may battle (avoids: intruder, Away Team)',
  },
  {
    q: 'i grabbed one of their crew as a prisoner, where does that card go',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/capturing/#p-upon-capture-captives-are-immediately-relocated', '/1e/glossary/capturing/#p-each-of-your-crews-and-away'],
    source: ['1e-glossary-terms.txt:1092', '1e-glossary-terms.txt:1096'],
    why: 'captives are relocated to your crew or Away Team there and escorted like equipment (avoids: capture, captive, brig)',
  },
  {
    q: 'card that throws itself away after a set number of my turns',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled', '/1e/rulebook/event-objective-and-incident-cards/#p-while-most-events-objectives-and-incidents', '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn', '/1e/grays/event-objective-and-incident-cards/#p-while-most-events-objectives-and-incidents', '/1e/glossary/countdown-icon/#p-when-your-card-with-a-countdown'],
    source: ['1e-rulebook-v1.7.md:173', '1e-rulebook-v1.7.md:225', '1e-grays-digital-edition-rulebook.txt:161', '1e-grays-digital-edition-rulebook.txt:199', '1e-glossary-terms.txt:1374'],
    why: 'countdown icon: the card counts down each of its owner\'s turns and is discarded when it expires (avoids: countdown, nullify)',
  },
  {
    q: 'cards removed for the whole rest of the game, not just thrown on the pile',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/out-of-play/#p-when-directed-to-place-a-card'],
    source: ['1e-glossary-terms.txt:2874'],
    why: 'out-of-play cards go to a separate pile and may never return (avoids: out-of-play, discard)',
  },
  {
    q: 'can i have two different cards of the same character on the table at once',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/personnel-cards/#p-you-may-have-only-one-copy', '/1e/grays/personnel-cards/#p-place-the-personnel-card-face-up', '/1e/glossary/persona/#p-you-may-not-have-more-than', '/1e/glossary/unique-and-universal/#p-each-player-may-have-only-one', '/1e/glossary/persona/#p-you-and-your-opponent-may-each', '/1e/glossary/unique-and-universal/#p-when-any-card-marked-unique-in'],
    source: ['1e-rulebook-v1.7.md:195', '1e-grays-digital-edition-rulebook.txt:170', '1e-glossary-terms.txt:2922', '1e-glossary-terms.txt:4126', '1e-glossary-terms.txt:2924', '1e-glossary-terms.txt:4131'],
    why: 'only one version of the same persona in play at a time (avoids: persona, unique, version)',
  },
  {
    q: 'when my ship pulls up to my outpost do i have to say if its parked there',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/staffing-and-moving-ships/#p-when-moving-a-ship-to-the', '/1e/grays/staffing-and-moving-ships/#p-when-moving-a-ship-to-the', '/1e/glossary/docking/#p-you-must-indicate-which-of-your'],
    source: ['1e-rulebook-v1.7.md:322', '1e-grays-digital-edition-rulebook.txt:266', '1e-glossary-terms.txt:1653'],
    why: 'you must declare whether the ship is docked (under the outpost) or not (avoids: dock, undocked)',
  },
  {
    q: 'after the brawl who loses a guy, the side with more total power?',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the', '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the', '/1e/glossary/battle-personnel/#p-to-determine-the-winner-of-the'],
    source: ['1e-rulebook-v1.7.md:407', '1e-grays-digital-edition-rulebook.txt:368', '1e-glossary-terms.txt:913'],
    why: 'the higher total STRENGTH wins and kills one opposing personnel at random (avoids: personnel battle, STRENGTH, kill)',
  },
  {
    q: 'ship already flipped around from one hit takes another hit before i fix it',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a', '/1e/glossary/battle-ship/#p-if-you-are-not-using-a', '/1e/glossary/damage/#p-rotation-damage-if-you-are-not'],
    source: ['1e-rulebook-v1.7.md:435', '1e-glossary-terms.txt:942', '1e-glossary-terms.txt:1444'],
    why: 'a second rotation damage before repair reduces HULL to 0 and destroys it (avoids: damage, HULL, rotate, destroyed)',
  },
  {
    q: 'where do i put a card i beat that had points printed on it',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/attempting-missions/#p-some-dilemmas-contain-bonus-points-to', '/1e/grays/attempting-missions/#p-some-dilemmas-contain-bonus-points-to', '/1e/glossary/bonus-point-area/#p-when-you-score-points-from-any', '/1e/glossary/dilemma-resolution/#p-point-boxes-a-dilemma-may-have', '/1e/glossary/dilemma-resolution-summary/#p-if-you-meet-the-conditions-discard'],
    source: ['1e-rulebook-v1.7.md:364', '1e-grays-digital-edition-rulebook.txt:309', '1e-glossary-terms.txt:996', '1e-glossary-terms.txt:1574', '1e-glossary-terms.txt:1585'],
    why: 'a scored card with a point box goes to the bonus point area even if it says discard (avoids: bonus, point box, dilemma, discard)',
  },
  {
    q: 'mission that needs both a ship up top and people down on the surface',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/attempting-missions/#p-planet-missions-can-be-attempted-by', '/1e/grays/attempting-missions/#p-planet-missions-can-be-attempted-by', '/1e/glossary/mission-attempt/#p-planet-missions-can-be-attempted-by', '/1e/glossary/dual-icon-missions/#p-dilemmas-of-all-types-and-q'],
    source: ['1e-rulebook-v1.7.md:340', '1e-grays-digital-edition-rulebook.txt:282', '1e-glossary-terms.txt:2548', '1e-glossary-terms.txt:1788'],
    why: 'dual-icon missions need a crew in orbit and an Away Team on the planet (avoids: dual-icon, Away Team, crew, orbit)',
  },
  {
    q: 'zooming past a planet without stopping, can the enemy ship sitting there do anything to me',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to', '/1e/grays/staffing-and-moving-ships/#p-a-ship-does-not-have-to', '/1e/glossary/movement/#p-a-ship-does-not-have-to'],
    source: ['1e-rulebook-v1.7.md:314', '1e-grays-digital-edition-rulebook.txt:262', '1e-glossary-terms.txt:2658'],
    why: 'a ship flying by a location is not affected by cards there unless they affect ships passing by (avoids: warp past, RANGE, pass)',
  },
  {
    q: 'can my computer generated crew members go down to a planet',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/moving-personnel-and-equipment/#p-most-personnel-may-form-away-teams', '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a', '/1e/rulebook/personnel-cards/#p-holographic-personnel-with-the-holo-icon', '/1e/grays/personnel-cards/#p-place-the-personnel-card-face-up', '/1e/glossary/holographic-personnel-and-equipment/#p-holographic-hologram-personnel-and-equipment-can', '/1e/glossary/away-team-and-crew/#p-borg-affiliation-personnel-may-not-form'],
    source: ['1e-rulebook-v1.7.md:274-276', '1e-grays-digital-edition-rulebook.txt:237', '1e-rulebook-v1.7.md:197', '1e-grays-digital-edition-rulebook.txt:170', '1e-glossary-terms.txt:2141', '1e-glossary-terms.txt:841'],
    why: 'holograms may leave ships and facilities only with Holo-Projectors (and a ship to project them from) (avoids: holographic, hologram, Away Team, holodeck)',
  },
  {
    q: 'i put a junk card face down under their planet to trick them, what happens when its found',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/3-dilemma-phase/#p-any-cards-seeded-under-missions-other', '/1e/grays/3-dilemma-phase/#p-any-cards-seeded-under-missions-other', '/1e/glossary/mis-seed/#p-you-may-deliberately-mis-seed-cards', '/1e/glossary/mis-seed/#p-when-a-mis-seed-is-revealed', '/1e/glossary/seed-phases/#p-any-cards-seeded-under-missions-other'],
    source: ['1e-rulebook-v1.7.md:117', '1e-grays-digital-edition-rulebook.txt:123', '1e-glossary-terms.txt:2495', '1e-glossary-terms.txt:2493', '1e-glossary-terms.txt:3449'],
    why: 'a deliberate mis-seed is placed out-of-play when discovered; revealing your own bars solving that mission (avoids: mis-seed, seed, out-of-play, bluff)',
  },
  {
    q: 'my alliance card got cancelled, what happens to the mixed crew on my ship',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/house-arrest/#p-your-personnel-may-mix-only-if', '/1e/glossary/treaties/#p-if-a-treaty-is-destroyed-incompatible', '/1e/glossary/compatible/#p-if-a-card-allowing-compatibility-is'],
    source: ['1e-glossary-terms.txt:2171', '1e-glossary-terms.txt:4015', '1e-glossary-terms.txt:1318'],
    why: 'when the treaty is nullified or destroyed, incompatible personnel aboard go under house arrest (avoids: treaty, house arrest, compatible, nullified)',
  },
  {
    q: 'which surprise cards are allowed under a mission that only has the ground symbol 1e',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/3-dilemma-phase/#p-planet-dilemmas-and-artifacts-seed-under', '/1e/grays/3-dilemma-phase/#p-planet-dilemmas-and-artifacts-seed-under', '/1e/glossary/seed-phases/#p-planet-dilemmas-and-artifacts-seed-under', '/1e/rulebook/3-dilemma-phase/#p-space-planet-dilemmas-seed-under-any', '/1e/grays/3-dilemma-phase/#p-space-planet-dilemmas-seed-under-any', '/1e/glossary/seed-phases/#p-space-planet-dilemmas-seed-under-any'],
    source: ['1e-rulebook-v1.7.md:109', '1e-grays-digital-edition-rulebook.txt:115', '1e-glossary-terms.txt:3441', '1e-rulebook-v1.7.md:111', '1e-grays-digital-edition-rulebook.txt:116', '1e-glossary-terms.txt:3443'],
    why: 'planet dilemmas and artifacts seed under missions with a planet icon, and space/planet dilemmas under any mission (avoids: dilemma, seed, planet icon)',
  },
  {
    q: 'nobody left aboard my ship, does it still count as mine',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/commandeering/#p-you-continue-to-maintain-control-of'],
    source: ['1e-glossary-terms.txt:1297'],
    why: 'you keep control of a ship or facility even with no personnel aboard (avoids: empty, occupied, control)',
  },
  {
    q: 'evil twin of a character from the other universe, can i have both out',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/persona/#p-mirror-versions-a-personnel-who-has'],
    source: ['1e-glossary-terms.txt:2946'],
    why: 'a mirror version is not a true version of the persona; you may have both in play (avoids: mirror, persona, opposite, version)',
  },
  {
    q: 'my guy got knocked out cold by a card, can i still use his skills',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/disabled/#p-disabled-personnel-may-not-be-used', '/1e/glossary/disabled/#p-a-disabled-personnel-is-conceptually-unconscious'],
    source: ['1e-glossary-terms.txt:1610', '1e-glossary-terms.txt:1608'],
    why: 'disabled personnel may not be used in any way (avoids: disabled, unconscious)',
  },
  {
    q: 'which of the hidden cards under the planet do we flip over first, the last one put there',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/rulebook/3-dilemma-phase/#p-if-you-are-the-starting-player', '/1e/grays/3-dilemma-phase/#p-next-you-and-your-opponent-hide', '/1e/glossary/seed-phases/#p-dilemma-phase-you-and-your-opponent', '/1e/glossary/bottom-seed-card/#p-the-bottom-seed-card-at-a', '/1e/rulebook/attempting-missions/#p-slide-out-the-bottom-seed-card', '/1e/grays/attempting-missions/#p-slide-out-the-bottom-seed-card', '/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card'],
    source: ['1e-rulebook-v1.7.md:107', '1e-grays-digital-edition-rulebook.txt:111', '1e-glossary-terms.txt:3439', '1e-glossary-terms.txt:1060', '1e-rulebook-v1.7.md:350', '1e-grays-digital-edition-rulebook.txt:289', '1e-glossary-terms.txt:2578'],
    why: 'each card seeded goes to the bottom of the stack, and the bottom (last-seeded) card is encountered first (avoids: dilemma, seed, encounter, mission)',
  },
  {
    q: 'tribbel side deck how many cards per turn',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/tribble-side-deck/', '/1e/glossary/tribble-side-deck/#p-the-storage-compartment-door-allows-you'],
    source: ['1e-glossary-terms.txt:4044'],
    why: 'tribble misspelled; the Storage Compartment Door lets you draw and play up to three side-deck cards each turn',
  },
  {
    q: 'comandeering an opponents ship',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/commandeering/', '/1e/glossary/commandeering/#p-when-your-opponent-first-establishes-a', '/1e/glossary/commandeering/#p-when-you-commandeer-a-ship-or'],
    source: ['1e-glossary-terms.txt:1293', '1e-glossary-terms.txt:1295'],
    why: 'commandeering misspelled; the Glossary entry on taking control of a ship or facility',
  },
  {
    q: 'clocking device makes ship invisible',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/cloaking-device/', '/1e/glossary/cloaking-device/#p-when-engaged-this-special-equipment-makes'],
    source: ['1e-glossary-terms.txt:1276'],
    why: 'cloaking misspelled as clocking',
  },
  {
    q: 'quarentine planet can personnel leave',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/quarantine/', '/1e/glossary/quarantine/#p-when-a-card-places-a-ship'],
    source: ['1e-glossary-terms.txt:3156'],
    why: 'quarantine misspelled; personnel may board or beam in but not leave',
  },
  {
    q: 'assimilaton of a planet what gets assimilated',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/assimilation-planet/', '/1e/glossary/assimilation-planet/#p-when-you-assimilate-a-planet-any'],
    source: ['1e-glossary-terms.txt:766'],
    why: 'assimilation misspelled; what planet assimilation takes with it',
  },
  {
    q: 'do treatys chain together 1e',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/treaties/', '/1e/glossary/treaties/#p-treaties-do-not-chain-if-you'],
    source: ['1e-glossary-terms.txt:4017'],
    why: 'treaties misspelled; treaties do not chain',
  },
  {
    q: 'scoutting a location with borg',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/scouting-locations/', '/1e/glossary/scouting-locations/#p-unlike-other-affiliations-borg-never-attempt', '/1e/glossary/scouting-locations/#p-before-you-may-scout-a-location'],
    source: ['1e-glossary-terms.txt:3364', '1e-glossary-terms.txt:3366'],
    why: 'scouting misspelled; Borg scout locations instead of attempting missions',
  },
  {
    q: 'movment between quadrants without a wormhole',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/movement-between-quadrants/', '/1e/glossary/movement-between-quadrants/#p-any-game-text-which-allows-or', '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-may-not-move-from', '/1e/grays/staffing-and-moving-ships/#p-a-ship-may-not-move-from'],
    source: ['1e-glossary-terms.txt:2665', '1e-rulebook-v1.7.md:324', '1e-grays-digital-edition-rulebook.txt:268'],
    why: 'movement misspelled; a ship may not change quadrant without a card such as Wormhole',
  },
  {
    q: 'wheres guinan time location',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/wheres-guinan/', '/1e/rulebook/staffing-and-moving-ships/#p-movement-between-a-time-location-and', '/1e/grays/staffing-and-moving-ships/#p-movement-between-a-time-location-and', '/1e/glossary/time-travel/#p-movement-between-a-time-location-and'],
    source: ['1e-rulebook-v1.7.md:326', '1e-grays-digital-edition-rulebook.txt:270', '1e-glossary-terms.txt:3947'],
    why: 'Where\'s Guinan? (no apostrophe or question mark) is a relocator card allowing movement to and from a time location',
  },
  {
    q: 'emergency transporter arm bands during battle',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/emergency-transporter-armbands/', '/1e/rulebook/engaging-in-battle/#p-no-other-actions-can-occur-during', '/1e/grays/engaging-in-battle/#p-no-other-actions-can-occur-during', '/1e/glossary/battle/#p-no-other-actions-can-occur-during'],
    source: ['1e-rulebook-v1.7.md:393', '1e-grays-digital-edition-rulebook.txt:352', '1e-glossary-terms.txt:880'],
    why: 'Emergency Transporter Armbands (split word) is the example of a card that lets you beam off a ship during battle',
  },
  {
    q: 'red alert! report extra cards',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/red-alert/', '/1e/rulebook/1-play-a-card/#p-there-are-a-few-ways-to', '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn', '/1e/glossary/actions-group/#p-an-action-may-cause-other-actions'],
    source: ['1e-rulebook-v1.7.md:169', '1e-grays-digital-edition-rulebook.txt:161', '1e-glossary-terms.txt:514'],
    why: 'Red Alert! lets you report several Personnel, Ship and Equipment cards in place of your normal card play',
  },
  {
    q: 'mirasta yale seeded under mission',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/mirasta-yale/', '/1e/rulebook/3-dilemma-phase/#p-some-game-text-allows-you-to', '/1e/grays/3-dilemma-phase/#p-some-game-text-allows-you-to', '/1e/glossary/seed-phases/#p-some-game-text-allows-you-to', '/1e/glossary/personnel-seeded/#p-some-game-text-allows-you-to', '/1e/glossary/mis-seed/#p-mis-seeds-include-but-are-not'],
    source: ['1e-rulebook-v1.7.md:114', '1e-grays-digital-edition-rulebook.txt:120', '1e-glossary-terms.txt:3446', '1e-glossary-terms.txt:2958', '1e-glossary-terms.txt:2497'],
    why: 'Mirasta Yale seeds like a dilemma (under First Contact only) and is earned when encountered, the exception to seeded personnel',
  },
  {
    q: 'alien probe vs tactic cards',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/alien-probe/', '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-your-tactic-cards-are-not-part', '/1e/glossary/battle-bridge-side-deck/#p-your-tactic-cards-are-not-part'],
    source: ['1e-rulebook-v1.7.md:424', '1e-glossary-terms.txt:971'],
    why: 'Tactic cards are not part of your hand, so Alien Probe does not affect them',
  },
  {
    q: 'supernova on a mission i already scored',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/supernova/', '/1e/rulebook/attempting-missions/#p-once-you-complete-a-mission-its', '/1e/grays/attempting-missions/#p-once-you-complete-a-mission-its', '/1e/glossary/mission-attempt/#p-once-you-complete-a-mission-its'],
    source: ['1e-rulebook-v1.7.md:378', '1e-grays-digital-edition-rulebook.txt:331', '1e-glossary-terms.txt:2568'],
    why: 'cards like Supernova played after a mission is completed do not affect the points scored',
  },
  {
    q: 'temporal rift reappear after two full turns whose turns',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/temporal-rift/', '/1e/glossary/turn/#p-temporal-rift-ship-must-reappear-here'],
    source: ['1e-glossary-terms.txt:4096'],
    why: 'Temporal Rift counts the full turns of the player who played it',
  },
  {
    q: 'end of turn actions do mandatory ones have to go before optional ones 1e',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/turn/#p-you-may-choose-the-order-of', '/1e/rulebook/3-draw-a-card/#p-after-you-have-finished-executing-orders', '/1e/grays/3-draw-a-card/#p-after-you-have-finished-executing-orders'],
    source: ['1e-glossary-terms.txt:4086', '1e-rulebook-v1.7.md:448', '1e-grays-digital-edition-rulebook.txt:425'],
    why: 'the Glossary (governing) lets you choose the order of start- and end-of-turn actions; v1.7 and Gray\'s put mandatory before optional',
  },
  {
    q: 'failed dilemma that enters play does it go back under the mission',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/dilemma-resolution/#p-if-a-dilemma-has-conditions-and', '/1e/glossary/dilemma-resolution-summary/#p-if-you-do-not-meet-the', '/1e/rulebook/attempting-missions/#p-most-dilemmas-with-conditions-end-with', '/1e/grays/attempting-missions/#p-most-dilemmas-with-conditions-end-with'],
    source: ['1e-glossary-terms.txt:1565', '1e-glossary-terms.txt:1586', '1e-rulebook-v1.7.md:358', '1e-grays-digital-edition-rulebook.txt:303'],
    why: 'Glossary: a failed dilemma is replaced unless it enters play or says discard/mission continues; v1.7 and Gray\'s know only \'Discard dilemma\'',
  },
  {
    q: 'two copies of the same dilemma under one mission which one is the misseed',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/mis-seed/#p-more-than-one-copy-of-the', '/1e/rulebook/attempting-missions/#p-slide-out-the-bottom-seed-card', '/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card', '/1e/grays/attempting-missions/#p-if-more-than-one-copy-of', '/1e/glossary/mis-seed/'],
    source: ['1e-glossary-terms.txt:2487', '1e-rulebook-v1.7.md:350', '1e-glossary-terms.txt:2578', '1e-grays-digital-edition-rulebook.txt:291'],
    why: 'Glossary mis-seed entry: the first copy of a dilemma has its normal effect, the second is the mis-seed (v1.7 and Gray\'s: any copy after the first)',
  },
  {
    q: 'non aligned ship with no staffing requirements can any affiliation fly it grays',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/ship-staffing/#p-staffing-requirements-for-each-ship-are', '/1e/rulebook/staffing-and-moving-ships/#p-each-ship-requires-a-minimum-crew', '/1e/grays/staffing-and-moving-ships/#p-each-ship-requires-a-minimum-crew'],
    source: ['1e-glossary-terms.txt:3549', '1e-rulebook-v1.7.md:306', '1e-grays-digital-edition-rulebook.txt:258'],
    why: 'Glossary and v1.7: any one personnel of matching affiliation; Gray\'s adds that any affiliation may fly a Non-Aligned ship',
  },
  {
    q: 'can kazon attack other kazon, rulebook list leaves them out',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/battle-affiliation-restrictions/#p-klingon-kazon-non-aligned-and-neutral', '/1e/rulebook/engaging-in-battle/#p-klingon-non-aligned-and-neutral-forces', '/1e/grays/engaging-in-battle/#p-most-affiliations-have-restrictions-on-whom'],
    source: ['1e-glossary-terms.txt:891', '1e-rulebook-v1.7.md:388', '1e-grays-digital-edition-rulebook.txt:343-344'],
    why: 'the Glossary\'s list of affiliations that may attack their own includes Kazon; v1.7 and Gray\'s omit them',
  },
  {
    q: 'can a card that suspends play interrupt a mission attempt in progress',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/mission-attempt/#p-a-mission-attempt-is-a-single', '/1e/glossary/dilemma-timing/#p-a-mission-scouting-or-commandeering-attempt', '/1e/glossary/suspends-play/#p-a-card-which-specifically-says-it', '/1e/glossary/suspends-play/', '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may', '/1e/grays/attempting-missions/#p-a-mission-attempt-is-all-one', '/1e/glossary/actions-interrupting/#p-explicitly-suspends-play-according-to-a'],
    source: ['1e-glossary-terms.txt:2550', '1e-glossary-terms.txt:1596', '1e-glossary-terms.txt:3865', '1e-rulebook-v1.7.md:372', '1e-grays-digital-edition-rulebook.txt:323', '1e-glossary-terms.txt:522'],
    why: 'Glossary: an attempt (like any action) may be interrupted only by valid responses and actions that suspend play; v1.7 names only nullify/modify',
  },
  {
    q: 'mission points put me at 100 do i still resolve the artifact 1e',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/mission-attempt/#p-when-you-meet-the-requirements-for'],
    source: ['1e-glossary-terms.txt:2564'],
    why: 'scoring order: mission points first; if that reaches victory conditions the game ends before artifacts resolve',
  },
  {
    q: 'can my ship in orbit fire on a landed ship 1e',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/landed-ships/#p-unless-a-card-such-as-orbital', '/1e/glossary/landed-ships/', '/1e/glossary/battle/#p-you-may-attack-only-cards-which-2', '/1e/rulebook/engaging-in-battle/#p-you-may-attack-cards-only-if', '/1e/grays/engaging-in-battle/#p-you-may-attack-cards-only-if'],
    source: ['1e-glossary-terms.txt:2380', '1e-glossary-terms.txt:878', '1e-rulebook-v1.7.md:386', '1e-grays-digital-edition-rulebook.txt:341'],
    why: 'landed ships may not attack or be attacked by ships in orbit unless a card allows it (Glossary narrows the rulebook\'s presence rule)',
  },
  {
    q: 'how many q-flash can i seed per mission glossary says one grays says any number',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/cards/q-flash/', '/1e/glossary/q-continuum-side-deck/#p-seed-more-q-flash-doorways-like', '/1e/grays/3-dilemma-phase/#p-you-may-seed-any-number-of', '/1e/grays/3-dilemma-phase/#p-you-may-not-seed-more-than', '/1e/rulebook/3-dilemma-phase/#p-you-may-not-seed-more-than', '/1e/glossary/seed-phases/#p-you-may-not-seed-more-than'],
    source: ['1e-glossary-terms.txt:3115', '1e-grays-digital-edition-rulebook.txt:119', '1e-grays-digital-edition-rulebook.txt:117', '1e-rulebook-v1.7.md:112', '1e-glossary-terms.txt:3444'],
    why: 'no more than one Q-Flash per mission (Glossary); Gray\'s \'any number\' is read with the one-copy-per-mission rule that v1.7, Gray\'s and the Glossary all state',
  },
  {
    q: 'energy dampener special equipment',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/energy-dampener/', '/1e/glossary/energy-dampener/#p-a-type-of-ships-special-equipment'],
    source: ['1e-glossary-terms.txt:1875'],
    why: 'the Glossary term energy dampener',
  },
  {
    q: 'unopposed ship',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/unopposed/', '/1e/glossary/unopposed/#p-your-personnel-are-unopposed-if-your'],
    source: ['1e-glossary-terms.txt:4148'],
    why: 'the Glossary term unopposed (personnel, ship, site)',
  },
  {
    q: 'report with crew normal card play',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/report-with-crew/', '/1e/glossary/report-with-crew/#p-reporting-with-crew-replaces-your-normal'],
    source: ['1e-glossary-terms.txt:3260'],
    why: 'report with crew replaces your normal card play',
  },
  {
    q: 'towing ship cloak',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/towing/', '/1e/glossary/towing/#p-a-towed-ship-may-cloak-but'],
    source: ['1e-glossary-terms.txt:3991'],
    why: 'towing: a towed ship may cloak, the towing ship may not',
  },
  {
    q: 'double turn full turns',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/double-turn/', '/1e/glossary/double-turn/#p-when-a-card-allows-you-take'],
    source: ['1e-glossary-terms.txt:1690'],
    why: 'a double turn is two complete turns and counts as two full turns',
  },
  {
    q: 'stasis personnel battle 1e',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/stasis/', '/1e/glossary/stasis/#p-cards-in-stasis-may-not-be', '/1e/glossary/stasis/#p-a-personnel-or-ship-in-stasis'],
    source: ['1e-glossary-terms.txt:3792', '1e-glossary-terms.txt:3788'],
    why: 'cards in stasis are excluded from battle and may not be used',
  },
  {
    q: 'probe list otherwise',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/probing/', '/1e/glossary/probing/#p-if-none-of-the-icons-in'],
    source: ['1e-glossary-terms.txt:3075'],
    why: 'the probe list\'s \'Otherwise\' outcome when no icon matches',
  },
];
