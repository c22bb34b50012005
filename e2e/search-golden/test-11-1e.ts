import type { GoldenLookup } from './types.ts';

/**
 * The eleventh SEALED TEST part of the search golden set, its First Edition half: 78 lookups by First Edition players
 * (edition '1E'), written at the same time as, and apart from, the Second Edition half (another writer, also blind).
 *
 * Written BLIND, from the First Edition source documents in content/sources/ only (the 1E Glossary, the Rulebook v1.7
 * and Gray's Digital Edition), never from what the site's search returns: no search was run on the site, and neither
 * the search code, its aids, its model, tools/, docs/search.md, reports/, nor the other lookup files were read (only
 * ./types.ts and the first 45 lines of ./test-8-1e.ts, for the format). Passages, their pages, ¶ anchors and source
 * lines were taken from scripts/ingest/standing/show.ts (glossary/1e and rules/1e, dumped whole); dist/ was read only to
 * confirm pages and anchors; content/cards/cards.json only to find card pages.
 *
 * Each rule was read in a source first; the query was written the way a player types on a phone; then the whole show.ts
 * dump (Glossary, v1.7 and Gray's passages) was searched with a regular expression for the rule's own key phrase (e.g.
 * "more than one staffing", "warp past", "stalled", "equal STRENGTH", "rotate the target", "only one artifact",
 * "Q-icon dilemmas", "no limit to the", "prevented from drawing", "unused seed cards", "unique per station", "co-exist",
 * "draw decks run out", "do not actually dock", "STRENGTH>40", "may not be aborted", "points are yours", "override",
 * "Federation forces", "SHIELDS must", "within a Nor", "deactivated instead", "opponent seeded are captured",
 * "regional", "not duplicatable", "countdown", "intruder", "stunned", "Alien Probe", "leader", "probe card", "native to
 * the Alpha") and every passage stating the answer was listed, the Glossary's first, then v1.7's and Gray's. 45
 * lookups draw on v1.7 or Gray's as well as (or instead of) the Glossary. Paraphrases avoid the rule's key terms (no
 * "treaty", "stunned", "carried", "intruder", "discard pile", "once per game", "espionage", "dual-icon", "insert",
 * "time location", "staffing", "stalled", "quadrant", "mortally wound", "draw deck", "co-exist", "total", "captive",
 * "beam", "shields", "Nor", "hologram", "region", "universal", "seeded", "outpost ... in space" in a lookup about that
 * rule). A lookup naming a card or Glossary term also lists its page (35 answers are pages). 1 lookup names its edition
 * ("unopposed meaning 1e") and is run with the edition box on All; one question says "second edition cards in a first
 * edition game" in words (not the "… 2e" form).
 *
 * Counts per kind (all 1E): question 21, paraphrase 26, typo 8, card 7, judge 9, keyword 7 — 78 lookups, 252 answers
 * (35 of them pages), 217 source entries. Lookups per source document (a lookup counts once for each document it draws
 * on): 1E Glossary 71, Rulebook v1.7 41, Gray's 42; source entries: Glossary 116, v1.7 49, Gray's 52. Topics: treaties,
 * house arrest, infiltration, dual-personnel cards, cumulative, countdown, carried ships, counting cards, losing the
 * game, stunned, far end, interceptors, intruders, return to hand, Tactic cards vs Alien Probe, Tribble side deck,
 * Q's Tent, downloading (where to look; retrying an invalid one), discard pile, once per game, probing, leaders,
 * combo dilemmas, Mission II, unopposed, espionage, Borg scouting, dual-icon missions, inserting, zero, timeline
 * disruption, 2E cards, time travel, staffing, minimum crew, warp past, stalled ships, quadrants, personal combat
 * (double, equal), rotation damage, seeding one copy / one artifact / Q-icon dilemmas, hand size, empty draw deck,
 * unused seed cards, sites per station, co-existing facilities, end of game, headquarters, STRENGTH>40, aborting,
 * keeping points, card text vs rules, Federation attacking, unattended captives, SHIELDS, Nor beaming, hologram death,
 * regions, duplicate missions, seeded personnel, outposts in space, shape-shifter, dilemma bonus points, planet
 * assimilation, native quadrant, Gravimetric Distortion, Federation treaty, pre-August-2000 documents, interrupting
 * actions, Armus on dual cards, verification, Gray's card images vs printed text, Ketracel-White, Dilemma Side Deck.
 * Shared answers: the personal-combat step passages (Glossary, v1.7, Gray's) answer the "double" and "equal STRENGTH"
 * lookups; Gray's staffing paragraph the staffing-icon and minimum-crew lookups; Gray's facility-phase paragraph the
 * co-exist and native-quadrant lookups; Gray's "card's specific game text" paragraph the card-vs-rules and card-image
 * judges. Gray's alone states: outposts are "in space" (with the Glossary), the Dilemma Side Deck, damage from other
 * sources marked through your own Battle Bridge side deck, card images carrying errata; v1.7 alone: discard documents
 * dated before August 2000. A throwaway checker (/tmp/blind11a/check.ts) loaded this file and confirmed every page and
 * anchor exists in dist/ and every source line range exists (non-blank at its ends): 78 lookups, 252 answers, 217
 * source entries, 0 problems.
 *
 * Read again by a second reader, blind as the writer was (the sources, show.ts output for all passages grepped for each
 * rule's key terms, dist/ for pages and anchors; no search run, no other lookup file read): every lookup was read
 * against its passages; none was unanswerable and none removed (18 answers added, 18 removed, 0 queries rewritten, no
 * kind or edition changed). Removed, as not stating the answer: the "not duplicatable" passages (Glossary, v1.7, Gray's)
 * from "two copies of the same planet card in my six" (they are about seeding onto a mission already on the spaceline);
 * Gray's two bare headings ("Dilemma Side Deck", "and Dilemma side decks") from the Dyson Sphere Door keyword; the
 * treaty-destroyed cause from "house arrest restrictions"; the infiltrator-control paragraph from the infiltrator
 * question; the three battle-winner paragraphs (stunned cards still modify) from the stunned-MEDICAL paraphrase; the
 * Tribble side-deck paragraph from the Alien Probe/Tactic lookup; the "both a crew and an Away Team" paragraph from the
 * dual-icon paraphrase; the play-phase paragraph (names no winner) from "both decks run out"; the Glossary's and Gray's
 * "Most affiliations have restrictions" paragraphs (neither names the Federation) from the Federation lookup; the held-
 * captive and three-conditions paragraphs from the unattended-captive paraphrase; the movement-between-quadrants page,
 * replaced by its passage. Added, as stating the same rule: Glossary mis-seed (second copy of a dilemma; more than one
 * artifact) and Gray's duplicate-copy mis-seed; Glossary ship-staffing "Other ship functions do not require full
 * staffing"; Glossary "may not be voluntarily aborted"; Glossary "only one copy of a unique mission"; Glossary report
 * (opponent's seeded personnel captured); v1.7's and Gray's "Most facilities are conceptually located in space" (so
 * Gray's is not alone on outposts in space); v1.7's and Gray's play-phase "mandatory if your draw deck is not empty";
 * Glossary facility "Only space facilities allow ships to dock" for the headquarters question; Glossary present
 * (personnel under house arrest form a separate crew or Away Team) for the house-arrest keyword; Gray's merged
 * ship-battle paragraph holding the leader note; Glossary suspends-play for interrupting; the named pages of Hidden
 * Agenda (Glossary) and Dyson Sphere Door (card). The Glossary's side-deck paragraph also lists Dilemma side decks
 * among the five types but names no door, so Gray's Dyson Sphere Door note stays the only passage for that keyword.
 * "can i use second edition cards in a first edition game" was checked: a question (its other words carry no rule
 * meaning), edition 1E, which agrees with its words (a First Edition game) and its answer (the 1E Glossary); it is not
 * the "... 2e" form, so it keeps kind and edition. Counts after this reading: 78 lookups (question 21, paraphrase 26,
 * typo 8, card 7, judge 9, keyword 7), 252 answers (36 of them pages), 216 source entries (Glossary 116, v1.7 49,
 * Gray's 51); lookups per document: Glossary 74, v1.7 41, Gray's 41; 44 draw on v1.7 or Gray's. The checker
 * (/tmp/review11a-check.ts, a copy of the writer's) reports 0 problems.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search from it.
 *
 * Removed by the lead afterwards, mechanically (the query, lower-cased with punctuation as spaces, repeats a lookup of
 * TUNE or of the tenth part word for word; no search was run): the questions "can i use second edition cards in a first
 * edition game" and "what do i do with the seed cards i didnt use". Counts as kept (all 1E): question 19, paraphrase
 * 26, typo 8, card 7, judge 9, keyword 7 — 76 lookups, 246 answers.
 */
export const TEST_11_1E: GoldenLookup[] = [
  {
    q: 'fed/bajoran deal plus fed/klingon deal, can my bajorans and klingons share a ship',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/treaties/#p-treaties-do-not-chain-if-you'],
    source: ['1e-glossary-terms.txt:4017'],
    why: 'Treaties do not chain; a third treaty is needed',
  },
  {
    q: 'house arrest restrictions',
    kind: 'keyword',
    edition: '1E',
    answers: [
      '/1e/glossary/house-arrest/',
      '/1e/glossary/house-arrest/#p-personnel-under-house-arrest-may-not',
      '/1e/glossary/house-arrest/#p-your-personnel-may-mix-only-if',
      '/1e/glossary/present/#p-your-personnel-and-equipment-are-present',
    ],
    source: ['1e-glossary-terms.txt:2173', '1e-glossary-terms.txt:2171', '1e-glossary-terms.txt:3029'],
    why: 'House arrest: may not staff, attempt, battle; forms a separate crew or Away Team; lasts until transferred',
  },
  {
    q: 'can my opponent start a fight with my infiltrator on his ship',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/infiltration-icon/#p-your-opponent-may-not-treat-your'],
    source: ['1e-glossary-terms.txt:2281-2282'],
    why: 'Opponent may not treat your infiltrator as an intruder (no battle either way)',
  },
  {
    q: 'sons of mogh one gets killed what happens to the other brother',
    kind: 'card',
    edition: '1E',
    answers: [
      '/1e/cards/sons-of-mogh/',
      '/1e/glossary/dual-personnel-cards/#p-if-either-personnel-on-the-card',
      '/1e/glossary/dual-personnel-cards/#p-a-dual-personnel-card-such-as',
    ],
    source: ['1e-glossary-terms.txt:1799', '1e-glossary-terms.txt:1797'],
    why: 'Dual-personnel card: what happens to one happens to the other',
  },
  {
    q: 'two copies of the same card on one target do they stack',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/cumulative/',
      '/1e/glossary/cumulative/#p-if-a-card-is-cumulative-multiple',
      '/1e/glossary/cumulative/#p-while-you-may-have-multiple-copies',
    ],
    source: ['1e-glossary-terms.txt:1410', '1e-glossary-terms.txt:1412'],
    why: 'Only cumulative cards (and damage markers) apply multiple copies to the same target',
  },
  {
    q: 'countdwon icon when does the card go away',
    kind: 'typo',
    edition: '1E',
    answers: [
      '/1e/glossary/countdown-icon/',
      '/1e/glossary/countdown-icon/#p-when-your-card-with-a-countdown',
      '/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/event-objective-and-incident-cards/#p-while-most-events-objectives-and-incidents',
      '/1e/grays/event-objective-and-incident-cards/#p-while-most-events-objectives-and-incidents',
    ],
    source: [
      '1e-glossary-terms.txt:1374',
      '1e-rulebook-v1.7.md:173',
      '1e-grays-digital-edition-rulebook.txt:161',
      '1e-rulebook-v1.7.md:225',
      '1e-grays-digital-edition-rulebook.txt:199',
    ],
    why: 'Countdown cards nullify themselves / are discarded after N of your turns',
  },
  {
    q: 'shuttle inside my big ship and the big ship blows up, is the shuttle gone too',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/carried-ships/#p-one-ship-may-not-be-carried'],
    source: ['1e-glossary-terms.txt:1177'],
    why: 'If the mother ship is destroyed, ships it carries are destroyed',
  },
  {
    q: 'am i allowed to make my opponent tell me how many cards he is holding',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/counting-cards/#p-at-any-time-you-may-count'],
    source: ['1e-glossary-terms.txt:1395'],
    why: 'You may request that your opponent count his hand and tell you',
  },
  {
    q: 'penalty for putting a card face down as hidden agenda when it has no hidden agenda icon',
    kind: 'judge',
    edition: '1E',
    answers: [
      '/1e/glossary/lose-the-game/',
      '/1e/glossary/lose-the-game/#p-you-may-lose-the-game-according',
      '/1e/glossary/hidden-agenda/',
      '/1e/glossary/hidden-agenda/#p-if-you-seed-or-play-a',
    ],
    source: ['1e-glossary-terms.txt:2423', '1e-glossary-terms.txt:2111'],
    why: 'Seeding/playing a non-hidden-agenda card as one loses the game (score 0)',
  },
  {
    q: 'guy knocked out in a fight can he still use his medical to run a card',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/stunned-and-mortally-wounded/#p-stunned-and-mortally-wounded-personnel-may'],
    source: ['1e-glossary-terms.txt:3848-3850'],
    why: 'Stunned personnel may modify others but may not use other skills',
  },
  {
    q: 'if the spaceline gets rearranged does the far end switch sides',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/far-end-of-spaceline/#p-when-a-dilemma-is-to-be'],
    source: ['1e-glossary-terms.txt:2001'],
    why: 'Once determined, the far end does not change',
  },
  {
    q: 'bajoran interceptor range 5+x how does x work',
    kind: 'card',
    edition: '1E',
    answers: [
      '/1e/cards/bajoran-interceptor/',
      '/1e/glossary/interceptor/#p-some-ships-of-this-class-have',
      '/1e/glossary/interceptor/#p-thus-when-moving-from-kressari-rendezvous',
    ],
    source: ['1e-glossary-terms.txt:2302', '1e-glossary-terms.txt:2304'],
    why: 'Interceptor RANGE 5+X, X=4 moving within a region',
  },
  {
    q: 'my guys beamed over to the enemy ship can they do the mission from there',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/intruder/#p-your-personnel-aboard-a-ship-or',
      '/1e/glossary/away-team-and-crew/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
    ],
    source: ['1e-glossary-terms.txt:2318', '1e-glossary-terms.txt:837', '1e-rulebook-v1.7.md:272', '1e-grays-digital-edition-rulebook.txt:237'],
    why: "Personnel aboard an opponent's ship are intruders, who cannot attempt or scout missions",
  },
  {
    q: 'opponent bounces my card back to hand which hand does it go to',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/return-to-hand/', '/1e/glossary/return-to-hand/#p-cards-that-are-returned-to-hand'],
    source: ['1e-glossary-terms.txt:3309'],
    why: "Returned cards always go to their owner's hand",
  },
  {
    q: 'does alien probe hit the tactic cards i drew for battle',
    kind: 'card',
    edition: '1E',
    answers: [
      '/1e/cards/alien-probe/',
      '/1e/glossary/battle-bridge-side-deck/#p-your-tactic-cards-are-not-part',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-your-tactic-cards-are-not-part',
    ],
    source: ['1e-glossary-terms.txt:971', '1e-rulebook-v1.7.md:424'],
    why: 'Tactic cards are not part of your hand, so Alien Probe cannot affect them',
  },
  {
    q: 'tribble side deck duplicates',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/tribble-side-deck/', '/1e/glossary/tribble-side-deck/#p-this-side-deck-is-made-up'],
    source: ['1e-glossary-terms.txt:4042'],
    why: 'As many Tribble and Trouble cards as you like, even duplicates',
  },
  {
    q: 'qs tnet how many cards can i stock',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/qs-tent-side-deck/', '/1e/glossary/qs-tent-side-deck/#p-this-side-deck-allows-you-to', '/1e/cards/qs-tent/'],
    source: ['1e-glossary-terms.txt:3161'],
    why: 'Up to 13 different cards, no duplicates',
  },
  {
    q: 'when i download a card where am i allowed to search for it',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/downloading/', '/1e/glossary/downloading/#p-when-you-download-a-target-card'],
    source: ['1e-glossary-terms.txt:1700'],
    why: "Download looks through hand, draw deck, Zalkonian Storage Capsule and Q's Tent (if open)",
  },
  {
    q: 'can i flip through the pile of cards my opponent threw away',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/discard-pile/#p-you-may-not-rearrange-or-look'],
    source: ['1e-glossary-terms.txt:1621'],
    why: "No looking through any player's discard pile unless a card allows",
  },
  {
    q: 'got two copies of a card that says one time a game, can each copy do it once',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/once-per-game/#p-when-a-card-has-an-effect',
      '/1e/glossary/once-per-game/#p-twice-per-game-and-thrice-per',
      '/1e/glossary/downloading-special-download/#p-a-card-with-this-icon-allows',
    ],
    source: ['1e-glossary-terms.txt:2832', '1e-glossary-terms.txt:2834', '1e-glossary-terms.txt:1758'],
    why: 'Once-per-game effects are used once no matter how many copies',
  },
  {
    q: 'what point in my turn do i do the probe for my objective',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/probing/',
      '/1e/glossary/probing/#p-probing-is-a-feature-of-some',
      '/1e/glossary/turn/#p-perform-any-actions-required-or-allowed-2',
      '/1e/glossary/scouting-locations/#p-you-also-may-not-probe-if',
      '/1e/rulebook/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/grays/3-draw-a-card/#p-after-you-have-finished-executing-orders',
    ],
    source: [
      '1e-glossary-terms.txt:3072',
      '1e-glossary-terms.txt:4081',
      '1e-glossary-terms.txt:3387',
      '1e-rulebook-v1.7.md:448',
      '1e-grays-digital-edition-rulebook.txt:425',
    ],
    why: 'Probing is an end-of-turn action',
  },
  {
    q: 'who counts as a leader to start a fight',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/leader/',
      '/1e/glossary/leader/#p-a-leader-for-battle-or-for',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-note-a-leader-for-battle-or',
      '/1e/rulebook/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/grays/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/glossary/battle/#p-each-of-your-non-borg-ships',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-announce-your-attack-then-identify-which',
    ],
    source: [
      '1e-glossary-terms.txt:2392',
      '1e-grays-digital-edition-rulebook.txt:376',
      '1e-rulebook-v1.7.md:392',
      '1e-grays-digital-edition-rulebook.txt:350',
      '1e-glossary-terms.txt:879',
      '1e-grays-digital-edition-rulebook.txt:375-376',
    ],
    why: 'Leader: Leadership skill or OFFICER skill/classification; required to initiate battle',
  },
  {
    q: 'combo dilemma two halves',
    kind: 'keyword',
    edition: '1E',
    answers: [
      '/1e/glossary/combo-dilemma/',
      '/1e/glossary/combo-dilemma/#p-a-combo-dilemma-is-a-two',
      '/1e/glossary/combo-dilemma/#p-cards-that-specifically-affect-the-first',
    ],
    source: ['1e-glossary-terms.txt:1286', '1e-glossary-terms.txt:1288'],
    why: 'A combo dilemma is two dilemmas in one card, encountered like two',
  },
  {
    q: 'secret salvage II and the original in the same deck',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/secret-salvage-ii/', '/1e/glossary/mission-ii/#p-each-mission-ii-represents-the-same'],
    source: ['1e-glossary-terms.txt:2608'],
    why: 'A Mission II is the same location as the original; both versions may not be included',
  },
  {
    q: 'unopposed meaning 1e',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/glossary/unopposed/', '/1e/glossary/unopposed/#p-your-personnel-are-unopposed-if-your'],
    source: ['1e-glossary-terms.txt:4148'],
    why: 'Unopposed: no opposing personnel (or ships) present',
  },
  {
    q: 'card that lets my bajorans do a cardassian mission',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/espionage-cards/',
      '/1e/glossary/espionage-cards/#p-these-events-allow-you-to-attempt',
      '/1e/glossary/espionage-cards/#p-a-bajoran-espionage-card-is-one',
      '/1e/cards/espionage-bajoran-on-cardassian/',
    ],
    source: ['1e-glossary-terms.txt:1920', '1e-glossary-terms.txt:1922'],
    why: 'Espionage events let a different affiliation attempt a mission',
  },
  {
    q: 'do borg ever attempt missions like everyone else',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/scouting-locations/#p-unlike-other-affiliations-borg-never-attempt',
      '/1e/glossary/borg/#p-objectives-unlike-other-affiliations-borg-never',
      '/1e/rulebook/the-affiliations/#p-the-borg-differ-from-the-other',
      '/1e/grays/the-affiliations/#p-the-borg-differ-from-the-other',
    ],
    source: ['1e-glossary-terms.txt:3364', '1e-glossary-terms.txt:1024', '1e-rulebook-v1.7.md:29', '1e-grays-digital-edition-rulebook.txt:34'],
    why: 'Borg never attempt missions; they scout with objectives',
  },
  {
    q: 'mission with both the planet and space symbol, does a dilemma hit my ship crew or landing party',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/dual-icon-missions/#p-space-dilemmas-affect-the-ship-and'],
    source: ['1e-glossary-terms.txt:1790'],
    why: 'Dual-icon mission: space dilemmas affect ship and crew, planet dilemmas the Away Team; player chooses for Space/Planet',
  },
  {
    q: 'card says add it to the spaceline, can it go in the middle',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/insert-into-spaceline/#p-when-a-card-is-allowed-to',
      '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent',
      '/1e/rulebook/2-mission-phase/#p-a-mission-that-says-it-may',
      '/1e/grays/2-mission-phase/#p-a-mission-that-says-it-may',
    ],
    source: ['1e-glossary-terms.txt:2297', '1e-glossary-terms.txt:3435', '1e-rulebook-v1.7.md:93', '1e-grays-digital-edition-rulebook.txt:102'],
    why: 'Inserted cards go at either end or between two cards',
  },
  {
    q: 'is 0 an even number for card text',
    kind: 'question',
    edition: '1E',
    answers: ['/1e/glossary/zero/', '/1e/glossary/zero/#p-zero-is-an-even-number'],
    source: ['1e-glossary-terms.txt:4282'],
    why: 'Zero is even',
  },
  {
    q: 'stop first contact completed, what happens to federation cards in my hand and deck',
    kind: 'judge',
    edition: '1E',
    answers: [
      '/1e/cards/stop-first-contact/',
      '/1e/glossary/timeline-disruption/#p-timeline-disrupted-in-2063-if-the',
      '/1e/glossary/timeline-disruption/#p-except-for-cards-which-are-protected',
      '/1e/glossary/timeline-disruption/#p-all-affiliation-federation-and-affiliation-starfleet',
    ],
    source: ['1e-glossary-terms.txt:3957', '1e-glossary-terms.txt:3970', '1e-glossary-terms.txt:3960'],
    why: 'Timeline disrupted in 2063: Federation/Starfleet and Human cards everywhere placed out-of-play unless protected',
  },
  {
    q: 'how does my ship get from a past era location back to the regular row of missions',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/time-travel/#p-movement-between-a-time-location-and',
      '/1e/grays/staffing-and-moving-ships/#p-movement-between-a-time-location-and',
      '/1e/rulebook/staffing-and-moving-ships/#p-movement-between-a-time-location-and',
      '/1e/glossary/time-location/#p-cards-that-affect-the-mission-such',
    ],
    source: ['1e-glossary-terms.txt:3947', '1e-grays-digital-edition-rulebook.txt:270', '1e-rulebook-v1.7.md:326', '1e-glossary-terms.txt:3936'],
    why: 'Moving between a time location and a spaceline needs a Wormhole pair or relocator card',
  },
  {
    q: 'one guy has two of the command symbols can he cover both on the ship',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/ship-staffing/#p-one-personnel-cannot-supply-more-than',
      '/1e/rulebook/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
    ],
    source: ['1e-glossary-terms.txt:3555', '1e-rulebook-v1.7.md:308', '1e-grays-digital-edition-rulebook.txt:260'],
    why: 'One personnel cannot meet more than one staffing icon requirement',
  },
  {
    q: 'do i need the full crew aboard to attempt a space mission or fire weapons',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/ship-staffing/#p-other-ship-functions-do-not-require',
      '/1e/rulebook/staffing-and-moving-ships/#p-the-minimum-crew-is-not-needed',
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
    ],
    source: ['1e-rulebook-v1.7.md:310', '1e-grays-digital-edition-rulebook.txt:260', '1e-glossary-terms.txt:3559'],
    why: 'The minimum crew is not needed for attempting missions, initiating battle, firing WEAPONS',
  },
  {
    q: 'can my ship fly by a planet without stopping there',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/movement/#p-a-ship-does-not-have-to',
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
      '/1e/grays/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
    ],
    source: ['1e-glossary-terms.txt:2658', '1e-rulebook-v1.7.md:314', '1e-grays-digital-edition-rulebook.txt:262'],
    why: 'A ship may warp past locations without stopping (still using RANGE)',
  },
  {
    q: 'my ship lost its engineer to a dilemma and now it cant move, what now',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/ship-staffing/#p-if-a-ship-loses-one-of',
      '/1e/rulebook/staffing-and-moving-ships/#p-if-a-ship-loses-one-of',
      '/1e/grays/staffing-and-moving-ships/#p-you-may-move-any-number-of',
    ],
    source: ['1e-glossary-terms.txt:3561', '1e-rulebook-v1.7.md:316-320', '1e-grays-digital-edition-rulebook.txt:264'],
    why: 'A ship losing required crew is stalled until reinforcements come aboard',
  },
  {
    q: 'ship is out on the gamma line, how do i get it across to the alpha line',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-may-not-move-from',
      '/1e/grays/staffing-and-moving-ships/#p-a-ship-may-not-move-from',
      '/1e/glossary/movement-between-quadrants/#p-any-game-text-which-allows-or',
    ],
    source: ['1e-rulebook-v1.7.md:324', '1e-grays-digital-edition-rulebook.txt:268', '1e-glossary-terms.txt:2665'],
    why: 'Moving between quadrants needs Wormhole, Transwarp Network Gateway or Bajoran Wormhole',
  },
  {
    q: 'my guy is way more than twice as strong as his in the fight, what can i do to him',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
    ],
    source: [
      '1e-glossary-terms.txt:909',
      '1e-rulebook-v1.7.md:404',
      '1e-grays-digital-edition-rulebook.txt:363',
      '1e-glossary-terms.txt:907-912',
      '1e-rulebook-v1.7.md:402',
      '1e-grays-digital-edition-rulebook.txt:361-366',
    ],
    why: 'STRENGTH more than double lets him mortally wound his adversary',
  },
  {
    q: 'what happens when both fighters have exactly the same strenght',
    kind: 'typo',
    edition: '1E',
    answers: [
      '/1e/glossary/battle-personnel/#p-if-the-two-combatants-have-equal',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-the-two-combatants-have-equal',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-the-two-combatants-have-equal',
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
    ],
    source: [
      '1e-glossary-terms.txt:910',
      '1e-rulebook-v1.7.md:405',
      '1e-grays-digital-edition-rulebook.txt:364',
      '1e-glossary-terms.txt:907-912',
      '1e-rulebook-v1.7.md:402',
      '1e-grays-digital-edition-rulebook.txt:361-366',
    ],
    why: 'Equal STRENGTH: neither may stun or mortally wound the other',
  },
  {
    q: 'no tactic deck, how do i mark that my ship got shot',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/damage/#p-rotation-damage-if-you-are-not',
      '/1e/glossary/battle-ship/#p-if-you-are-not-using-a',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a',
      '/1e/glossary/battle-ship/#p-apply-any-damage-caused-by-either',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
    ],
    source: ['1e-glossary-terms.txt:1444', '1e-glossary-terms.txt:942', '1e-rulebook-v1.7.md:435', '1e-glossary-terms.txt:941-948', '1e-rulebook-v1.7.md:434'],
    why: 'Without a Battle Bridge side deck, rotate the target 180 degrees (rotation damage)',
  },
  {
    q: 'can i hide two of the same dilemma under one mission',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/seed-phases/#p-you-may-not-seed-more-than',
      '/1e/rulebook/3-dilemma-phase/#p-you-may-not-seed-more-than',
      '/1e/grays/3-dilemma-phase/#p-you-may-not-seed-more-than',
      '/1e/glossary/mis-seed/#p-more-than-one-copy-of-the',
      '/1e/grays/attempting-missions/#p-if-more-than-one-copy-of',
    ],
    source: [
      '1e-glossary-terms.txt:3444',
      '1e-rulebook-v1.7.md:112',
      '1e-grays-digital-edition-rulebook.txt:117',
      '1e-glossary-terms.txt:2487',
      '1e-grays-digital-edition-rulebook.txt:291',
    ],
    why: 'No more than one copy of any card under the same mission; a second copy of a dilemma is a mis-seed',
  },
  {
    q: 'how many artifacts can go under one mision',
    kind: 'typo',
    edition: '1E',
    answers: [
      '/1e/glossary/seed-phases/#p-you-may-seed-as-many-different',
      '/1e/rulebook/3-dilemma-phase/#p-you-may-seed-as-many-different',
      '/1e/grays/3-dilemma-phase/#p-you-may-seed-as-many-different',
      '/1e/glossary/artifact/#p-a-card-type-representing-a-rare',
      '/1e/glossary/mis-seed/#p-more-than-one-artifact-whether-duplicates',
    ],
    source: [
      '1e-glossary-terms.txt:3445',
      '1e-rulebook-v1.7.md:113',
      '1e-grays-digital-edition-rulebook.txt:118',
      '1e-glossary-terms.txt:696',
      '1e-glossary-terms.txt:2488',
    ],
    why: 'Only one artifact per mission unless a card states otherwise',
  },
  {
    q: 'beware of q needed to seed q dilemmas under missions?',
    kind: 'card',
    edition: '1E',
    answers: [
      '/1e/cards/beware-of-q/',
      '/1e/glossary/seed-phases/#p-you-may-seed-q-icon-dilemmas',
      '/1e/rulebook/3-dilemma-phase/#p-you-may-seed-q-icon-dilemmas',
      '/1e/grays/3-dilemma-phase/#p-you-may-seed-q-icon-dilemmas',
      '/1e/glossary/q-icon-cards/#p-although-labeled-as-interrupts-events-dilemmas',
    ],
    source: ['1e-glossary-terms.txt:3447', '1e-rulebook-v1.7.md:115', '1e-grays-digital-edition-rulebook.txt:121', '1e-glossary-terms.txt:3130'],
    why: 'Q-icon dilemmas seed under missions only with Beware of Q seeded first',
  },
  {
    q: 'is there a limit on how many cards i can hold',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/play-phase/#p-after-the-seed-phases-are-over',
      '/1e/rulebook/the-play-phase/#p-shuffle-your-draw-deck-and-place',
      '/1e/grays/the-play-phase/#p-shuffle-your-draw-deck-and-place',
    ],
    source: ['1e-glossary-terms.txt:2988', '1e-rulebook-v1.7.md:157', '1e-grays-digital-edition-rulebook.txt:152'],
    why: 'No limit to the number of cards you may hold in your hand',
  },
  {
    q: 'my deck ran out and i cant pick up a card at end of turn',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/rulebook/3-draw-a-card/#p-if-you-are-prevented-from-drawing',
      '/1e/grays/3-draw-a-card/#p-if-you-are-prevented-from-drawing',
      '/1e/glossary/turn/#p-draw-a-card-from-your-draw',
      '/1e/rulebook/the-play-phase/#p-draw-a-card-from-your-draw',
      '/1e/grays/the-play-phase/#p-draw-a-card-from-your-draw',
    ],
    source: [
      '1e-rulebook-v1.7.md:452',
      '1e-grays-digital-edition-rulebook.txt:429',
      '1e-glossary-terms.txt:4082',
      '1e-rulebook-v1.7.md:163',
      '1e-grays-digital-edition-rulebook.txt:158',
    ],
    why: 'If prevented from drawing (e.g. empty draw deck) you simply announce the end of your turn',
  },
  {
    q: 'sites unique per station',
    kind: 'keyword',
    edition: '1E',
    answers: [
      '/1e/glossary/site/#p-by-default-sites-are-unique-per',
      '/1e/glossary/unique-and-universal/#p-unique-sites-are-unique-per-station',
      '/1e/rulebook/4-facility-phase/#p-by-default-sites-are-unique-per',
      '/1e/grays/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/glossary/site/',
    ],
    source: ['1e-glossary-terms.txt:3613', '1e-glossary-terms.txt:4127', '1e-rulebook-v1.7.md:139', '1e-grays-digital-edition-rulebook.txt:137'],
    why: 'Sites are unique per station by default',
  },
  {
    q: 'build a second outpost where i already have one',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/rulebook/4-facility-phase/#p-you-may-not-seed-or-build',
      '/1e/grays/4-facility-phase/#p-after-the-dilemma-phase-is-completed',
      '/1e/rulebook/facility-and-site-cards/#p-you-may-not-build-a-facility',
      '/1e/grays/facility-and-site-cards/#p-you-may-not-build-a-facility',
      '/1e/glossary/facility/#p-stations-may-be-established-only-at',
    ],
    source: [
      '1e-rulebook-v1.7.md:127',
      '1e-grays-digital-edition-rulebook.txt:129',
      '1e-rulebook-v1.7.md:219',
      '1e-grays-digital-edition-rulebook.txt:191',
      '1e-glossary-terms.txt:1969',
    ],
    why: 'No facility where you already have one unless they co-exist',
  },
  {
    q: 'game ends when both decks run out who wins',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/winning-the-game/#p-players-take-turns-until-one-player',
      '/1e/rulebook/winning-the-game/#p-players-continue-taking-turns-until-one',
      '/1e/grays/winning-the-game/#p-players-continue-taking-turns-until-one',
    ],
    source: ['1e-glossary-terms.txt:4251', '1e-rulebook-v1.7.md:456', '1e-grays-digital-edition-rulebook.txt:432'],
    why: 'When both draw decks run out, the player with the most points wins',
  },
  {
    q: 'can my ship dock at my headquarters',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/rulebook/ship-cards/#p-a-headquarters-is-a-planet-facility',
      '/1e/grays/ship-cards/#p-a-ship-reports-for-duty-by',
      '/1e/glossary/facility/#p-reporting-cards-for-duty-when-a',
      '/1e/rulebook/ship-cards/#p-a-ship-reports-for-duty-by',
      '/1e/glossary/facility/#p-most-facilities-including-all-outposts-are',
    ],
    source: [
      '1e-rulebook-v1.7.md:203',
      '1e-grays-digital-edition-rulebook.txt:174-175',
      '1e-glossary-terms.txt:1985',
      '1e-rulebook-v1.7.md:201',
      '1e-glossary-terms.txt:1971',
    ],
    why: 'A headquarters is a planet facility; ships report in orbit, not docked',
  },
  {
    q: 'dilemma wants strength over 40, one person or whole team added up',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/dilemma-resolution/#p-a-requirement-such-as-strength-40',
      '/1e/rulebook/attempting-missions/#p-a-condition-such-as-strength-40',
      '/1e/grays/attempting-missions/#p-a-condition-such-as-strength-40',
    ],
    source: ['1e-glossary-terms.txt:1515', '1e-rulebook-v1.7.md:357', '1e-grays-digital-edition-rulebook.txt:301'],
    why: "STRENGTH>40 is the Away Team's total",
  },
  {
    q: 'can i quit a mission attempt halfway through the dilemmas',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/mission-attempt/#p-a-mission-attempt-may-not-be',
      '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/grays/attempting-missions/#p-once-begun-a-mission-attempt-may',
    ],
    source: ['1e-rulebook-v1.7.md:372', '1e-grays-digital-edition-rulebook.txt:321', '1e-glossary-terms.txt:2566'],
    why: 'A mission attempt may not be aborted unless stopped or no personnel remain',
  },
  {
    q: 'planet blown up by supernova after i scored it, do i lose the points',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/mission-attempt/#p-once-you-complete-a-mission-its',
      '/1e/rulebook/attempting-missions/#p-once-you-complete-a-mission-its',
      '/1e/grays/attempting-missions/#p-once-you-complete-a-mission-its',
    ],
    source: ['1e-glossary-terms.txt:2568', '1e-rulebook-v1.7.md:378', '1e-grays-digital-edition-rulebook.txt:331'],
    why: 'Completed mission points are yours to keep',
  },
  {
    q: 'card text says one thing rulebook says another which wins',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/rulebook/introduction/#p-a-cards-specific-game-text-may', '/1e/grays/introduction/#p-a-cards-specific-game-text-may'],
    source: ['1e-rulebook-v1.7.md:19', '1e-grays-digital-edition-rulebook.txt:18'],
    why: "Card's specific game text overrides a general rule",
  },
  {
    q: 'can federation ships attack klingons',
    kind: 'question',
    edition: '1E',
    answers: [
      '/1e/glossary/battle-affiliation-restrictions/#p-federation-forces-cannot-attack-any-affiliation',
      '/1e/rulebook/engaging-in-battle/#p-federation-forces-cannot-attack-any-affiliation',
      '/1e/grays/engaging-in-battle/#p-federation-forces-cannot-attack-any-affiliation',
      '/1e/rulebook/engaging-in-battle/#p-most-affiliations-have-restrictions-on-whom',
    ],
    source: ['1e-glossary-terms.txt:892', '1e-rulebook-v1.7.md:389', '1e-grays-digital-edition-rulebook.txt:346', '1e-rulebook-v1.7.md:387'],
    why: 'Federation forces cannot attack any affiliation except Borg',
  },
  {
    q: 'their security grabbed my captain and left him alone on the planet, can my other guys just free him',
    kind: 'paraphrase',
    edition: '1E',
    answers: ['/1e/glossary/capturing/#p-unattended-captives-however-are-conceptually-tied'],
    source: ['1e-glossary-terms.txt:1110'],
    why: "Unattended captives may be rescued by their owner's personnel present without a special card",
  },
  {
    q: 'zap my people over onto the other players ship while his defenses are up',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/rulebook/beaming/#p-to-beam-to-or-from-a',
      '/1e/grays/beaming/#p-to-beam-to-or-from-a',
      '/1e/glossary/beaming/#p-beaming-uses-transporters-to-transfer-personnel',
    ],
    source: ['1e-rulebook-v1.7.md:294', '1e-grays-digital-edition-rulebook.txt:250', '1e-glossary-terms.txt:976'],
    why: 'To beam to or from a ship its SHIELDS must be dropped by a player who may use it, or a card must allow it',
  },
  {
    q: 'ship parked at the cardassian station, can my crew teleport straight down to the planet',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/rulebook/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/grays/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/glossary/beaming/#p-because-dropping-a-large-space-stations',
      '/1e/glossary/facility/#p-all-facilities-have-transporters-unless-otherwise',
    ],
    source: ['1e-rulebook-v1.7.md:296', '1e-grays-digital-edition-rulebook.txt:252', '1e-glossary-terms.txt:980', '1e-glossary-terms.txt:1977'],
    why: 'No beaming to, from or within a Nor without a special card',
  },
  {
    q: 'computer generated crewman gets killed where does the card go',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/holographic-personnel-and-equipment/#p-death-and-destruction-when-a-holographic',
      '/1e/glossary/mission-attempt/#p-personnel-who-die-and-ships-or',
      '/1e/rulebook/attempting-missions/#p-personnel-who-die-and-ships-or',
      '/1e/grays/attempting-missions/#p-personnel-who-die-and-ships-or',
    ],
    source: ['1e-glossary-terms.txt:2147', '1e-glossary-terms.txt:2584', '1e-rulebook-v1.7.md:366', '1e-grays-digital-edition-rulebook.txt:313'],
    why: 'Holograms that would be killed are deactivated instead of discarded',
  },
  {
    q: 'missions from the same area of space have to sit next to each other?',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/regions-of-space/#p-whenever-a-regional-card-is-being',
      '/1e/rulebook/2-mission-phase/#p-some-missions-are-identified-in-their',
      '/1e/grays/2-mission-phase/#p-some-missions-are-identified-in-their',
    ],
    source: ['1e-glossary-terms.txt:3206', '1e-rulebook-v1.7.md:91', '1e-grays-digital-edition-rulebook.txt:101'],
    why: 'A regional mission must be placed next to another of its region if possible',
  },
  {
    q: 'can i put two copies of the same planet card in my six',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/seed-deck/#p-it-must-include-exactly-six-mission',
      '/1e/rulebook/seed-deck/#p-it-must-include-exactly-six-mission',
      '/1e/grays/seed-deck/#p-it-must-include-exactly-six-mission',
      '/1e/glossary/mission/#p-you-may-seed-multiple-copies-of',
    ],
    source: ['1e-glossary-terms.txt:3418', '1e-rulebook-v1.7.md:45', '1e-grays-digital-edition-rulebook.txt:48', '1e-glossary-terms.txt:2510'],
    why: 'Six missions must be different unless universal; only one copy of a unique (non-universal) mission may be seeded',
  },
  {
    q: 'opponent hid one of his people under the mission i just finished, what happens to that person',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/glossary/mission-attempt/#p-when-you-meet-the-requirements-for',
      '/1e/rulebook/attempting-missions/#p-once-you-have-resolved-all-the',
      '/1e/grays/attempting-missions/#p-once-you-have-resolved-all-the',
      '/1e/glossary/personnel-seeded/#p-some-game-text-allows-you-to',
      '/1e/glossary/report/#p-personnel-seeded-under-a-mission-e',
    ],
    source: [
      '1e-glossary-terms.txt:2564',
      '1e-rulebook-v1.7.md:374',
      '1e-grays-digital-edition-rulebook.txt:325',
      '1e-glossary-terms.txt:2958',
      '1e-glossary-terms.txt:3249',
    ],
    why: 'Personnel your opponent seeded are captured when you complete the mission',
  },
  {
    q: 'my outpost sits at a planet mission, are the people inside on the ground or up in orbit',
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      '/1e/grays/4-facility-phase/#p-note-while-outposts-may-be-seeded',
      '/1e/glossary/outpost/#p-a-kind-of-facility-outposts-are',
      '/1e/glossary/facility/#p-most-facilities-including-all-outposts-are',
      '/1e/rulebook/moving-personnel-and-equipment/#p-most-facilities-are-conceptually-located-in',
      '/1e/grays/moving-personnel-and-equipment/#p-most-facilities-are-conceptually-located-in',
    ],
    source: [
      '1e-grays-digital-edition-rulebook.txt:133',
      '1e-glossary-terms.txt:2879',
      '1e-glossary-terms.txt:1971',
      '1e-rulebook-v1.7.md:280',
      '1e-grays-digital-edition-rulebook.txt:239',
    ],
    why: 'Outposts are space facilities, in space even at a planet location',
  },
  {
    q: 'shape shiftr is that a species',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/shape-shifter/', '/1e/glossary/shape-shifter/#p-this-characteristic-includes-all-changelings-and'],
    source: ['1e-glossary-terms.txt:3509'],
    why: 'Shape-shifter is a characteristic, not a species',
  },
  {
    q: 'dilema bonus points do i get them if i fail it',
    kind: 'typo',
    edition: '1E',
    answers: [
      '/1e/rulebook/attempting-missions/#p-some-dilemmas-contain-bonus-points-to',
      '/1e/grays/attempting-missions/#p-some-dilemmas-contain-bonus-points-to',
      '/1e/glossary/dilemma-resolution/#p-point-boxes-a-dilemma-may-have',
    ],
    source: ['1e-rulebook-v1.7.md:364', '1e-grays-digital-edition-rulebook.txt:309', '1e-glossary-terms.txt:1574'],
    why: 'Dilemma bonus points are earned only by overcoming it',
  },
  {
    q: 'asimilate a planet what happens to ships docked at the outpost there',
    kind: 'typo',
    edition: '1E',
    answers: ['/1e/glossary/assimilation-planet/', '/1e/glossary/assimilation-planet/#p-when-you-assimilate-a-planet-any'],
    source: ['1e-glossary-terms.txt:766'],
    why: 'Assimilating a planet assimilates opposing cards there, facilities and docked ships',
  },
  {
    q: 'natve quadrant of a card with no quadrant icon',
    kind: 'typo',
    edition: '1E',
    answers: [
      '/1e/glossary/native-quadrant/',
      '/1e/glossary/native-quadrant/#p-all-personnel-ships-and-facilities-are',
      '/1e/rulebook/4-facility-phase/#p-after-the-dilemma-phase-is-completed',
      '/1e/grays/4-facility-phase/#p-after-the-dilemma-phase-is-completed',
    ],
    source: ['1e-glossary-terms.txt:2702', '1e-rulebook-v1.7.md:123-125', '1e-grays-digital-edition-rulebook.txt:129'],
    why: 'Cards without a Gamma, Delta or Mirror icon are native to the Alpha Quadrant',
  },
  {
    q: 'gravimetric distorsion damage whose tactic cards mark it',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/gravimetric-distortion/', '/1e/grays/ship-battles-which-may-also-include-facilities/#p-if-your-opponent-recieves-damage-from'],
    source: ['1e-grays-digital-edition-rulebook.txt:418-422'],
    why: 'Damage from other sources (Gravimetric Distortion) is marked through your own Battle Bridge side deck',
  },
  {
    q: 'organian peace treaty counts as a federation treaty?',
    kind: 'card',
    edition: '1E',
    answers: ['/1e/cards/organian-peace-treaty/', '/1e/glossary/treaties/#p-a-federation-treaty-is-any-treaty'],
    source: ['1e-glossary-terms.txt:4019'],
    why: 'Any treaty including the Federation is a Federation treaty; Organian Peace Treaty is one',
  },
  {
    q: 'are rules faqs and supplements older than august 2000 still valid',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/rulebook/introduction/#p-this-rulebook-is-designed-to-teach'],
    source: ['1e-rulebook-v1.7.md:13'],
    why: 'v1.7 recommends discarding rules documents dated prior to August 2000; the Glossary 1.7 holds all rulings',
  },
  {
    q: 'when is an action allowed to interrupt another action',
    kind: 'judge',
    edition: '1E',
    answers: [
      '/1e/glossary/actions-interrupting/',
      '/1e/glossary/actions-interrupting/#p-you-may-not-interrupt-an-action',
      '/1e/glossary/actions-interrupting/#p-is-a-valid-response-to-the',
      '/1e/glossary/actions-interrupting/#p-explicitly-suspends-play-according-to-a',
      '/1e/glossary/suspends-play/#p-a-card-which-specifically-says-it',
    ],
    source: ['1e-glossary-terms.txt:519', '1e-glossary-terms.txt:521', '1e-glossary-terms.txt:522', '1e-glossary-terms.txt:3865'],
    why: 'Only valid responses or actions that suspend play may interrupt',
  },
  {
    q: 'download found no target, can i try it again with my next card draw',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/downloading/#p-if-you-attempt-a-download-using', '/1e/glossary/downloading/#p-attempting-a-download-usually-requires-the'],
    source: ['1e-glossary-terms.txt:1719', '1e-glossary-terms.txt:1718'],
    why: 'An invalid download for lack of target may not be attempted again unless the situation changes; resource stays used',
  },
  {
    q: 'armus skin of evil randomly picks a card with two people on it',
    kind: 'judge',
    edition: '1E',
    answers: [
      '/1e/cards/armus-skin-of-evil/',
      '/1e/glossary/dual-personnel-cards/#p-armus-skin-of-evil-randomly-selects',
      '/1e/glossary/dual-personnel-cards/#p-random-selections-to-make-a-random',
    ],
    source: ['1e-glossary-terms.txt:1803', '1e-glossary-terms.txt:1801'],
    why: 'Random selection picks cards; both personnel on the dual card die',
  },
  {
    q: 'opponent says he cant play the card he is forced to, can i check his hand',
    kind: 'judge',
    edition: '1E',
    answers: ['/1e/glossary/verification/', '/1e/glossary/verification/#p-when-a-card-or-rule-requires'],
    source: ['1e-glossary-terms.txt:4168'],
    why: 'The opponent must be allowed to verify you cannot complete a required action',
  },
  {
    q: 'card picture in grays has different wording than my printed card which one counts',
    kind: 'judge',
    edition: '1E',
    answers: [
      '/1e/grays/introduction/#p-in-some-cases-a-card-image',
      '/1e/grays/introduction/#p-a-cards-specific-game-text-may',
      '/1e/glossary/revised-text/#p-cards-with-revised-game-text-or',
    ],
    source: ['1e-grays-digital-edition-rulebook.txt:19', '1e-grays-digital-edition-rulebook.txt:18', '1e-glossary-terms.txt:3324'],
    why: "Errata'd wording shown in Gray's applies to your card; revised text listed in the Glossary's errata tab",
  },
  {
    q: 'ketracel white rationing',
    kind: 'keyword',
    edition: '1E',
    answers: [
      '/1e/glossary/rationing/',
      '/1e/cards/ketracel-white/',
      '/1e/glossary/rationing/#p-see-ketracel-white',
      '/1e/glossary/ketracel-white-icon/#p-this-icon-k-white-on-a',
    ],
    source: ['1e-glossary-terms.txt:3184', '1e-glossary-terms.txt:2353'],
    why: "Rationing refers to Ketracel-White; the K.-White icon's dependence",
  },
  {
    q: 'dilemma side deck dyson sphere door',
    kind: 'keyword',
    edition: '1E',
    answers: ['/1e/grays/1-doorway-phase/#p-note-dyson-sphere-door-used-to', '/1e/cards/dyson-sphere-door/'],
    source: ['1e-grays-digital-edition-rulebook.txt:93'],
    why: "Gray's fifth side deck, the Dilemma Side Deck, made with the virtual Dyson Sphere Door",
  },
];
