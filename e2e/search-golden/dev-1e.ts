/**
 * Development lookups for First Edition: 98 lookups, part of the TUNE side of the golden set (search may be
 * tuned on them). Written from the three 1E source documents only (content/sources/1e-glossary-terms.txt,
 * 1e-rulebook-v1.7.md, 1e-grays-digital-edition-rulebook.txt), never from what the site's search returns: each rule
 * was first read in a document (`source`), then the lookup was phrased, then every site passage holding those lines
 * was listed (`answers`). They avoid the rules already covered by ./1e.ts and ./held-out.ts where possible.
 *
 * Counts per kind: 32 paraphrases, 34 questions, 10 card names, 8 typos, 8 keywords, 6 judge lookups.
 * Paraphrases deliberately avoid the documents' own key terms (a new player's words); questions are typed the way
 * players type on a phone (lowercase, no apostrophes); card names are partial or misspelled.
 */
import type { GoldenLookup } from './types.ts';

export const DEV_1E: GoldenLookup[] = [
  // ───────────────────────────── paraphrases ─────────────────────────────
  {
    edition: '1E',
    q: 'one guy covering two seats on the ship',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/grays/staffing-and-moving-ships/#p-one-personnel-cannot-meet-more-than',
      '/1e/glossary/ship-staffing/#p-one-personnel-cannot-supply-more-than',
    ],
    source: [
      '1e-rulebook-v1.7.md:308',
      '1e-grays-digital-edition-rulebook.txt:260',
      '1e-glossary-terms.txt:3555',
    ],
    why: 'One personnel cannot meet (supply) more than one staffing icon requirement.',
  },
  {
    edition: '1E',
    q: 'my starships travel as one pack',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
      '/1e/grays/staffing-and-moving-ships/#p-you-may-move-any-number-of',
      '/1e/glossary/movement/#p-you-may-move-any-number-of',
    ],
    source: [
      '1e-rulebook-v1.7.md:314',
      '1e-grays-digital-edition-rulebook.txt:264',
      '1e-glossary-terms.txt:2660',
    ],
    why: 'Ships must move one at a time, not as a "fleet".',
  },
  {
    edition: '1E',
    q: 'zip past a planet where the bad guys are',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
      '/1e/grays/staffing-and-moving-ships/#p-a-ship-does-not-have-to',
      '/1e/glossary/movement/#p-a-ship-does-not-have-to',
    ],
    source: [
      '1e-rulebook-v1.7.md:314',
      '1e-grays-digital-edition-rulebook.txt:262',
      '1e-glossary-terms.txt:2658',
    ],
    why: 'A ship may "warp past" locations; flying by, it is not affected by cards there (such as an enemy ship).',
  },
  {
    edition: '1E',
    q: 'going back to the past with my ship',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-movement-between-a-time-location-and',
      '/1e/grays/staffing-and-moving-ships/#p-movement-between-a-time-location-and',
      '/1e/glossary/time-travel/#p-movement-between-a-time-location-and',
    ],
    source: [
      '1e-rulebook-v1.7.md:326',
      '1e-grays-digital-edition-rulebook.txt:270',
      '1e-glossary-terms.txt:3947',
    ],
    why: 'Movement between a time location and the spaceline needs Wormholes, a Q relocator or a time-travel card.',
  },
  {
    edition: '1E',
    q: 'after the scuffle who loses a guy',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-to-determine-the-winner-of-the',
      '/1e/glossary/battle-personnel/#p-to-determine-the-winner-of-the',
    ],
    source: [
      '1e-rulebook-v1.7.md:407',
      '1e-grays-digital-edition-rulebook.txt:368',
      '1e-glossary-terms.txt:913',
    ],
    why: 'The side with the higher total remaining STRENGTH wins and kills one opposing personnel (random selection).',
  },
  {
    edition: '1E',
    q: 'way stronger guy can fatally hurt the other',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
    ],
    source: [
      '1e-rulebook-v1.7.md:404',
      '1e-grays-digital-edition-rulebook.txt:363',
      '1e-glossary-terms.txt:909',
    ],
    why: 'STRENGTH more than double the adversary\'s may "mortally wound" him.',
  },
  {
    edition: '1E',
    q: 'flip my vessel upside down when it gets shot',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
      '/1e/glossary/battle-ship/#p-if-you-are-not-using-a',
      '/1e/glossary/battle-ship/#p-apply-any-damage-caused-by-either',
      '/1e/glossary/damage/#p-rotation-damage-if-you-are-not',
    ],
    source: [
      '1e-rulebook-v1.7.md:435',
      '1e-glossary-terms.txt:942',
      '1e-glossary-terms.txt:1444',
    ],
    why: 'Without a Battle Bridge side deck, a hit is shown by rotating the target 180 degrees (rotation damage).',
  },
  {
    edition: '1E',
    q: 'need a boss to start a fight',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/grays/engaging-in-battle/#p-each-of-your-ships-facilities-or',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-note-a-leader-for-battle-or',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-announce-your-attack-then-identify-which',
      '/1e/glossary/battle/#p-each-of-your-non-borg-ships',
      '/1e/glossary/leader/#p-a-leader-for-battle-or-for',
    ],
    source: [
      '1e-rulebook-v1.7.md:392',
      '1e-grays-digital-edition-rulebook.txt:350',
      '1e-grays-digital-edition-rulebook.txt:376',
      '1e-glossary-terms.txt:879',
      '1e-glossary-terms.txt:2392',
    ],
    why: 'To initiate an attack a ship, facility or Away Team must have a leader (Leadership or OFFICER) present.',
  },
  {
    edition: '1E',
    q: 'escape by transporter mid fight',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/engaging-in-battle/#p-no-other-actions-can-occur-during',
      '/1e/grays/engaging-in-battle/#p-no-other-actions-can-occur-during',
      '/1e/glossary/battle/#p-no-other-actions-can-occur-during',
    ],
    source: [
      '1e-rulebook-v1.7.md:393',
      '1e-grays-digital-edition-rulebook.txt:352',
      '1e-glossary-terms.txt:880',
    ],
    why: 'No other actions during a battle: you cannot beam personnel off your ship without a card such as Emergency Transporter Armbands.',
  },
  {
    edition: '1E',
    q: 'check symbols on my upcoming draw',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/probing/#p-probing-is-a-feature-of-some',
      '/1e/glossary/probing/#p-start-with-the-first-icon-in',
    ],
    source: [
      '1e-glossary-terms.txt:3072',
      '1e-glossary-terms.txt:3074',
    ],
    why: 'Probing: at end of turn reveal the top card of your draw deck and look for the icons in the probe list.',
  },
  {
    edition: '1E',
    q: 'put a new crewman straight onto my starship',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
      '/1e/grays/reporting-cards-for-duty/#p-personnel-ship-and-equipment-cards-must',
      '/1e/glossary/report/#p-personnel-ship-and-equipment-cards-must',
    ],
    source: [
      '1e-rulebook-v1.7.md:181',
      '1e-grays-digital-edition-rulebook.txt:166',
      '1e-glossary-terms.txt:3239',
    ],
    why: 'Personnel report for duty to a facility; they may not normally be reported directly aboard a ship or to a planet.',
  },
  {
    edition: '1E',
    q: 'second base at the same spot',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/4-facility-phase/#p-you-may-not-seed-or-build',
      '/1e/rulebook/facility-and-site-cards/#p-you-may-not-build-a-facility',
      '/1e/grays/4-facility-phase/#p-after-the-dilemma-phase-is-completed',
      '/1e/grays/facility-and-site-cards/#p-you-may-not-build-a-facility',
      '/1e/glossary/facility/#p-stations-may-be-established-only-at',
    ],
    source: [
      '1e-rulebook-v1.7.md:127',
      '1e-rulebook-v1.7.md:219',
      '1e-grays-digital-edition-rulebook.txt:129',
      '1e-grays-digital-edition-rulebook.txt:191',
      '1e-glossary-terms.txt:1969',
    ],
    why: 'You may not seed or build a facility where you already have a facility (unless they "co-exist").',
  },
  {
    edition: '1E',
    q: 'put several hazards down together at setup',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/other-seeding-rules/#p-regardless-of-which-phase-it-is',
      '/1e/grays/other-seeding-rules/#p-regardless-of-which-phase-it-is',
      '/1e/glossary/seed-phases/#p-regardless-of-which-phase-it-is',
    ],
    source: [
      '1e-rulebook-v1.7.md:149-151',
      '1e-grays-digital-edition-rulebook.txt:146',
      '1e-glossary-terms.txt:3465',
    ],
    why: 'Players always alternate; you may not seed multiple cards at once (e.g. a group of dilemmas).',
  },
  {
    edition: '1E',
    q: 'leftover setup cards i never placed',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/other-seeding-rules/#p-after-all-the-seed-phases-are',
      '/1e/grays/other-seeding-rules/#p-after-all-the-seed-phases-are',
      '/1e/glossary/seed-phases/#p-after-all-the-seed-phases-are',
    ],
    source: [
      '1e-rulebook-v1.7.md:153',
      '1e-grays-digital-edition-rulebook.txt:147',
      '1e-glossary-terms.txt:3467',
    ],
    why: 'After the seed phases, show unused seed cards to your opponent and place them out-of-play.',
  },
  {
    edition: '1E',
    q: 'planets from one neighborhood have to sit together',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/2-mission-phase/#p-some-missions-are-identified-in-their',
      '/1e/grays/2-mission-phase/#p-some-missions-are-identified-in-their',
      '/1e/glossary/regions-of-space/#p-whenever-a-regional-card-is-being',
      '/1e/glossary/mission/#p-a-missions-lore-may-indicate-that',
    ],
    source: [
      '1e-rulebook-v1.7.md:91',
      '1e-grays-digital-edition-rulebook.txt:101',
      '1e-glossary-terms.txt:3206',
      '1e-glossary-terms.txt:2508',
    ],
    why: 'A regional mission must be placed next to another mission in the same region of space, if possible.',
  },
  {
    edition: '1E',
    q: 'bail out halfway through the hazards',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/grays/attempting-missions/#p-once-begun-a-mission-attempt-may',
      '/1e/glossary/mission-attempt/#p-a-mission-attempt-may-not-be',
    ],
    source: [
      '1e-rulebook-v1.7.md:372',
      '1e-grays-digital-edition-rulebook.txt:321',
      '1e-glossary-terms.txt:2566',
    ],
    why: 'Once begun, a mission attempt may not be aborted unless the team is stopped or gone.',
  },
  {
    edition: '1E',
    q: 'can they take back points i already banked',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/attempting-missions/#p-once-you-complete-a-mission-its',
      '/1e/grays/attempting-missions/#p-once-you-complete-a-mission-its',
      '/1e/glossary/mission-attempt/#p-once-you-complete-a-mission-its',
    ],
    source: [
      '1e-rulebook-v1.7.md:378',
      '1e-grays-digital-edition-rulebook.txt:331',
      '1e-glossary-terms.txt:2568',
    ],
    why: 'Once you complete a mission its points are yours to keep; later cards do not change your score.',
  },
  {
    edition: '1E',
    q: 'combined toughness of the group vs a hazard',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/attempting-missions/#p-a-condition-such-as-strength-40',
      '/1e/grays/attempting-missions/#p-a-condition-such-as-strength-40',
      '/1e/glossary/dilemma-resolution/#p-a-requirement-such-as-strength-40',
    ],
    source: [
      '1e-rulebook-v1.7.md:357',
      '1e-grays-digital-edition-rulebook.txt:301',
      '1e-glossary-terms.txt:1515',
    ],
    why: 'A condition such as STRENGTH>40 refers to the total STRENGTH of the Away Team or crew.',
  },
  {
    edition: '1E',
    q: 'does the hazard hit my other guys nearby',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/attempting-missions/#p-when-first-encountered-dilemmas-normally-affect',
      '/1e/grays/attempting-missions/#p-when-first-encountered-dilemmas-normally-affect',
      '/1e/glossary/dilemma-resolution/#p-only-personnel-in-the-crew-or',
      '/1e/glossary/dilemma-resolution/#p-only-dilemmas-using-broader-terms-such',
    ],
    source: [
      '1e-rulebook-v1.7.md:365',
      '1e-grays-digital-edition-rulebook.txt:311',
      '1e-glossary-terms.txt:1519',
      '1e-glossary-terms.txt:1521',
    ],
    why: 'Dilemmas normally affect only the crew or Away Team attempting the mission; others at the location are not affected unless it says so.',
  },
  {
    edition: '1E',
    q: 'forgo my pickup to fetch what i want',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/3-draw-a-card/#p-after-all-end-of-turn-actions',
      '/1e/grays/3-draw-a-card/#p-after-all-end-of-turn-actions',
      '/1e/glossary/card-draw/#p-an-action-that-is-in-place',
      '/1e/glossary/downloading/#p-if-a-card-says-download-in',
    ],
    source: [
      '1e-rulebook-v1.7.md:450',
      '1e-grays-digital-edition-rulebook.txt:427',
      '1e-glossary-terms.txt:1130',
      '1e-glossary-terms.txt:1715',
    ],
    why: 'An action "in place of one card draw", such as downloading with the Borg Queen, may replace the end-of-turn draw.',
  },
  {
    edition: '1E',
    q: 'grab gear my enemy left behind',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/equipment/#p-a-card-type-representing-devices-such',
      '/1e/glossary/stealing/#p-you-may-not-steal-equipment-cards',
    ],
    source: [
      '1e-glossary-terms.txt:1890',
      '1e-glossary-terms.txt:3806',
    ],
    why: 'Equipment left when an Away Team is killed may not be taken by the opponent; you may not "steal" equipment unless a card allows it.',
  },
  {
    edition: '1E',
    q: 'passed out crewman useless',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/disabled/#p-a-disabled-personnel-is-conceptually-unconscious',
      '/1e/glossary/disabled/#p-disabled-personnel-may-not-be-used',
    ],
    source: [
      '1e-glossary-terms.txt:1608',
      '1e-glossary-terms.txt:1610',
    ],
    why: 'A disabled personnel is conceptually unconscious and may not be used in any way.',
  },
  {
    edition: '1E',
    q: 'sneak my spy into their crew',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/infiltration-icon/#p-your-personnel-who-has-a-diamond',
      '/1e/glossary/infiltration-icon/#p-it-may-report-to-your-opponents',
      '/1e/glossary/infiltration-icon/#p-it-may-report-for-duty-normally',
      '/1e/glossary/infiltration-icon/#p-the-infiltrator-is-part-of-your',
    ],
    source: [
      '1e-glossary-terms.txt:2272',
      '1e-glossary-terms.txt:2274',
      '1e-glossary-terms.txt:2275',
      '1e-glossary-terms.txt:2281',
    ],
    why: 'A personnel with an infiltration icon may infiltrate the opponent\'s crew or Away Team.',
  },
  {
    edition: '1E',
    q: 'the thing my task card aimed at is gone',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/event-objective-and-incident-cards/#p-an-objective-may-require-you-to',
      '/1e/grays/event-objective-and-incident-cards/#p-an-objective-may-require-you-to',
      '/1e/glossary/objective/#p-an-objective-may-require-you-to',
    ],
    source: [
      '1e-rulebook-v1.7.md:227',
      '1e-grays-digital-edition-rulebook.txt:201',
      '1e-glossary-terms.txt:2795',
    ],
    why: 'If an objective\'s target is removed from play or becomes invalid, the Objective card is immediately discarded.',
  },
  {
    edition: '1E',
    q: 'i get to go twice back to back',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/double-turn/#p-when-a-card-allows-you-take',
    ],
    source: [
      '1e-glossary-terms.txt:1690',
    ],
    why: 'Double turn: one complete turn, then another complete turn.',
  },
  {
    edition: '1E',
    q: 'split up crew merge back together',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/glossary/away-team-and-crew/#p-all-your-compatible-personnel-aboard-one',
      '/1e/glossary/away-team-and-crew/#p-any-such-separate-groups-automatically-rejoin',
    ],
    source: [
      '1e-rulebook-v1.7.md:272',
      '1e-grays-digital-edition-rulebook.txt:237',
      '1e-glossary-terms.txt:845',
      '1e-glossary-terms.txt:847',
    ],
    why: 'Separate groups (stopped etc.) automatically rejoin compatible Away Teams or crews present at the end of your turn.',
  },
  {
    edition: '1E',
    q: 'order for plus and times bonuses',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/attribute-modifiers/#p-if-more-than-one-card-modifies',
      '/1e/glossary/doubling/#p-when-numerical-values-such-as-attributes',
    ],
    source: [
      '1e-glossary-terms.txt:817',
      '1e-glossary-terms.txt:1695',
    ],
    why: 'When several cards modify an attribute: add or subtract first, then multiply.',
  },
  {
    edition: '1E',
    q: 'we both decline in a row during setup',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/the-seed-phases/#p-during-each-phase-players-take-turns',
      '/1e/grays/the-seed-phases/#p-the-seed-phases-set-the-stage',
      '/1e/glossary/seed-phases/#p-during-each-phase-players-take-turns',
    ],
    source: [
      '1e-rulebook-v1.7.md:67',
      '1e-grays-digital-edition-rulebook.txt:72',
      '1e-glossary-terms.txt:3429',
    ],
    why: 'Each seed turn you seed a card or say "pass"; as soon as both players pass consecutively, the phase ends.',
  },
  {
    edition: '1E',
    q: 'independents get along with every faction',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/the-affiliations/#p-when-customizing-a-deck-you-may',
      '/1e/grays/the-affiliations/#p-when-customizing-a-deck-you-may',
      '/1e/glossary/affiliation/#p-cards-from-different-affiliations-are-not',
      '/1e/glossary/compatible/#p-non-aligned-and-neutral-cards-are',
      '/1e/glossary/non-aligned/#p-an-affiliation-non-aligned-and-neutral',
    ],
    source: [
      '1e-rulebook-v1.7.md:27',
      '1e-grays-digital-edition-rulebook.txt:30',
      '1e-glossary-terms.txt:607',
      '1e-glossary-terms.txt:1305',
      '1e-glossary-terms.txt:2741',
    ],
    why: 'Non-Aligned and Neutral cards are compatible with any affiliation except Borg.',
  },
  {
    edition: '1E',
    q: 'got caught with my own decoy under a world',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
      '/1e/grays/3-dilemma-phase/#p-any-cards-seeded-under-missions-other',
      '/1e/glossary/mis-seed/#p-you-may-deliberately-mis-seed-cards',
    ],
    source: [
      '1e-rulebook-v1.7.md:117',
      '1e-grays-digital-edition-rulebook.txt:123',
      '1e-glossary-terms.txt:2495',
    ],
    why: 'A deliberate mis-seed (bluff) is placed out-of-play; revealing your own means you may not solve that mission.',
  },
  {
    edition: '1E',
    q: 'half the deflectors while tied up at base',
    kind: 'paraphrase',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
      '/1e/grays/staffing-and-moving-ships/#p-when-moving-a-ship-to-the',
      '/1e/glossary/docking/#p-you-must-indicate-which-of-your',
      '/1e/glossary/facility/#p-all-outposts-allow-ships-to-dock',
    ],
    source: [
      '1e-rulebook-v1.7.md:322',
      '1e-grays-digital-edition-rulebook.txt:266',
      '1e-glossary-terms.txt:1653',
      '1e-glossary-terms.txt:1979',
    ],
    why: 'A docked ship is protected by 50% of the facility\'s SHIELDS (added to its DEFENSE total).',
  },
  {
    edition: '1E',
    q: 'cyborgs rewrite history and my earth crew gets wiped',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/timeline-disruption/#p-timeline-disrupted-in-2063-if-the',
      '/1e/glossary/timeline-disruption/#p-all-personnel-of-human-species',
      '/1e/glossary/timeline-disruption/#p-all-affiliation-federation-and-affiliation-starfleet',
      '/1e/glossary/timeline-disruption/#p-except-for-cards-which-are-protected',
    ],
    source: [
      '1e-glossary-terms.txt:3957',
      '1e-glossary-terms.txt:3959',
      '1e-glossary-terms.txt:3960',
      '1e-glossary-terms.txt:3970',
    ],
    why: 'Timeline disruption: when the Borg complete Stop First Contact, Human and Federation cards go out-of-play.',
  },
  // ───────────────────────────── questions ─────────────────────────────
  {
    edition: '1E',
    q: 'can i beam from my ship docked at ds9 down to the planet',
    kind: 'question',
    answers: [
      '/1e/rulebook/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/grays/beaming/#p-all-ships-and-facilities-have-their',
      '/1e/glossary/beaming/#p-because-dropping-a-large-space-stations',
    ],
    source: [
      '1e-rulebook-v1.7.md:296',
      '1e-grays-digital-edition-rulebook.txt:252',
      '1e-glossary-terms.txt:980',
    ],
    why: 'No beaming to, from or within a Nor without a special card, so not from a ship docked at the Nor to the planet it orbits.',
  },
  {
    edition: '1E',
    q: 'can a command icon guy fill a staff slot on my ship',
    kind: 'question',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-each-ship-requires-a-minimum-crew',
      '/1e/grays/staffing-and-moving-ships/#p-each-ship-requires-a-minimum-crew',
      '/1e/glossary/ship-staffing/#p-normal-staffing-icons-include-command-ability',
    ],
    source: [
      '1e-rulebook-v1.7.md:306',
      '1e-grays-digital-edition-rulebook.txt:258',
      '1e-glossary-terms.txt:3551',
    ],
    why: 'Personnel with command ability can also act as staff (for ship staffing only).',
  },
  {
    edition: '1E',
    q: 'how do i get my ship from the alpha quadrant to the gamma quadrant',
    kind: 'question',
    answers: [
      '/1e/rulebook/staffing-and-moving-ships/#p-a-ship-may-not-move-from',
      '/1e/grays/staffing-and-moving-ships/#p-a-ship-may-not-move-from',
      '/1e/glossary/movement-between-quadrants/#p-any-game-text-which-allows-or',
    ],
    source: [
      '1e-rulebook-v1.7.md:324',
      '1e-grays-digital-edition-rulebook.txt:268',
      '1e-glossary-terms.txt:2665',
    ],
    why: 'A ship may not move between quadrants without a card such as Wormhole, Transwarp Network Gateway or Bajoran Wormhole.',
  },
  {
    edition: '1E',
    q: 'where do my used tactic cards go',
    kind: 'question',
    answers: [
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-place-his-unplayed-tactic-card-s',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-each-player-who-has-a-battle',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/glossary/battle-ship/#p-place-his-unplayed-tactic-card-s',
      '/1e/glossary/battle-ship/#p-each-player-who-has-a-battle',
      '/1e/glossary/battle-bridge-side-deck/#p-your-tactic-cards-are-not-part',
      '/1e/glossary/battle-ship/#p-at-the-end-of-the-battle',
    ],
    source: [
      '1e-rulebook-v1.7.md:420',
      '1e-rulebook-v1.7.md:443',
      '1e-grays-digital-edition-rulebook.txt:417',
      '1e-glossary-terms.txt:930',
      '1e-glossary-terms.txt:949',
      '1e-glossary-terms.txt:971',
    ],
    why: 'Tactic cards never go to the discard pile: they go face up under the Battle Bridge side deck.',
  },
  {
    edition: '1E',
    q: 'if my outpost blows up do the ships docked there die too',
    kind: 'question',
    answers: [
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-at-the-end-of-the-battle',
      '/1e/glossary/battle-ship/#p-at-the-end-of-the-battle',
      '/1e/glossary/docking/#p-you-must-indicate-which-of-your',
      '/1e/glossary/facility/#p-battle-facilities-participate-in-battle-and',
    ],
    source: [
      '1e-rulebook-v1.7.md:443',
      '1e-grays-digital-edition-rulebook.txt:417',
      '1e-glossary-terms.txt:949',
      '1e-glossary-terms.txt:1653',
      '1e-glossary-terms.txt:1989',
    ],
    why: 'Ships docked at a destroyed facility are not destroyed (unless landed on Docking Pads).',
  },
  {
    edition: '1E',
    q: 'if my non aligned ship has one fed guy aboard can it still attack',
    kind: 'question',
    answers: [
      '/1e/rulebook/engaging-in-battle/#p-a-mixed-force-is-subject-to',
      '/1e/grays/engaging-in-battle/#p-a-mixed-force-is-subject-to',
      '/1e/glossary/battle-affiliation-restrictions/#p-a-mixed-force-is-subject-to',
      '/1e/glossary/force/#p-a-force-may-include-one-or',
    ],
    source: [
      '1e-rulebook-v1.7.md:391',
      '1e-grays-digital-edition-rulebook.txt:348',
      '1e-glossary-terms.txt:895',
      '1e-glossary-terms.txt:2028',
    ],
    why: 'A mixed force is subject to all its members\' attack restrictions: a Federation crew aboard a Non-Aligned ship is a Federation force.',
  },
  {
    edition: '1E',
    q: 'can my stopped guys defend themselves if they get attacked',
    kind: 'question',
    answers: [
      '/1e/rulebook/2-execute-orders/#p-cards-that-are-stopped-may-not',
      '/1e/grays/2-execute-orders/#p-cards-that-are-stopped-may-not',
      '/1e/glossary/stopped/#p-also-whenever-stopped-cards-are-attacked',
    ],
    source: [
      '1e-rulebook-v1.7.md:262',
      '1e-grays-digital-edition-rulebook.txt:232',
      '1e-glossary-terms.txt:3826',
    ],
    why: 'Stopped cards that are attacked are "unstopped" for that battle and may defend themselves.',
  },
  {
    edition: '1E',
    q: 'do borg score points by doing missions',
    kind: 'question',
    answers: [
      '/1e/rulebook/the-affiliations/#p-the-borg-differ-from-the-other',
      '/1e/grays/the-affiliations/#p-the-borg-differ-from-the-other',
      '/1e/glossary/borg/#p-objectives-unlike-other-affiliations-borg-never',
      '/1e/rulebook/attempting-missions/#p-completing-missions-is-the-primary-method',
      '/1e/grays/attempting-missions/#p-completing-missions-is-the-primary-method',
      '/1e/glossary/mission-attempt/#p-completing-missions-is-the-primary-method',
    ],
    source: [
      '1e-rulebook-v1.7.md:29',
      '1e-grays-digital-edition-rulebook.txt:34',
      '1e-glossary-terms.txt:1024',
      '1e-rulebook-v1.7.md:330',
      '1e-grays-digital-edition-rulebook.txt:274',
      '1e-glossary-terms.txt:2538',
    ],
    why: 'The Borg never attempt missions; they score by completing objectives.',
  },
  {
    edition: '1E',
    q: 'can i put a federation personnel in my borg deck',
    kind: 'question',
    answers: [
      '/1e/rulebook/customizing-a-deck/#p-a-card-bearing-the-borg-use',
      '/1e/grays/customizing-a-deck/#p-you-customize-a-game-deck-from',
      '/1e/glossary/borg/#p-cooperation-borg-dont-mix-or-cooperate',
      '/1e/glossary/playing-borg/#p-you-are-playing-borg-or-are',
    ],
    source: [
      '1e-rulebook-v1.7.md:35',
      '1e-grays-digital-edition-rulebook.txt:39',
      '1e-glossary-terms.txt:1022',
      '1e-glossary-terms.txt:3005',
    ],
    why: 'A player using Borg-affiliation cards may not stock any non-Borg personnel, ships or facilities.',
  },
  {
    edition: '1E',
    q: 'do ships dock at a headquarters',
    kind: 'question',
    answers: [
      '/1e/rulebook/ship-cards/#p-a-ship-reports-for-duty-by',
      '/1e/rulebook/ship-cards/#p-a-headquarters-is-a-planet-facility',
      '/1e/grays/ship-cards/#p-a-ship-reports-for-duty-by',
      '/1e/glossary/facility/#p-all-outposts-allow-ships-to-dock',
      '/1e/glossary/facility/#p-reporting-cards-for-duty-when-a',
    ],
    source: [
      '1e-rulebook-v1.7.md:201',
      '1e-rulebook-v1.7.md:203',
      '1e-grays-digital-edition-rulebook.txt:174',
      '1e-grays-digital-edition-rulebook.txt:175',
      '1e-glossary-terms.txt:1979',
      '1e-glossary-terms.txt:1985',
    ],
    why: 'A headquarters is a planet facility: ships do not dock there but report in orbit of the planet.',
  },
  {
    edition: '1E',
    q: 'can i have two of the same site on one nor',
    kind: 'question',
    answers: [
      '/1e/rulebook/4-facility-phase/#p-by-default-sites-are-unique-per',
      '/1e/grays/4-facility-phase/#p-sites-you-may-seed-up-to',
      '/1e/glossary/site/#p-by-default-sites-are-unique-per',
      '/1e/glossary/unique-and-universal/#p-unique-sites-are-unique-per-station',
    ],
    source: [
      '1e-rulebook-v1.7.md:139',
      '1e-grays-digital-edition-rulebook.txt:137',
      '1e-glossary-terms.txt:3613',
      '1e-glossary-terms.txt:4127',
    ],
    why: 'Sites are "unique per station": one of each kind of site per Nor unless universal.',
  },
  {
    edition: '1E',
    q: 'which dilemma do i face first the top one or the bottom one',
    kind: 'question',
    answers: [
      '/1e/rulebook/3-dilemma-phase/#p-if-you-are-the-starting-player',
      '/1e/grays/3-dilemma-phase/#p-next-you-and-your-opponent-hide',
      '/1e/glossary/seed-phases/#p-dilemma-phase-you-and-your-opponent',
      '/1e/glossary/bottom-seed-card/#p-the-bottom-seed-card-at-a',
    ],
    source: [
      '1e-rulebook-v1.7.md:107',
      '1e-grays-digital-edition-rulebook.txt:111',
      '1e-glossary-terms.txt:3439',
      '1e-glossary-terms.txt:1060',
    ],
    why: 'Each card seeded goes on the bottom; you slide out and encounter the bottom card (last seeded) first.',
  },
  {
    edition: '1E',
    q: 'when a mission says discard a card does it come from my hand',
    kind: 'question',
    answers: [
      '/1e/rulebook/attempting-missions/#p-all-mission-cards-state-what-skills',
      '/1e/grays/attempting-missions/#p-all-mission-cards-state-what-skills',
      '/1e/glossary/discarding/#p-when-a-mission-allows-or-requires',
      '/1e/glossary/mission-attempt/#p-all-mission-cards-state-what-skills',
    ],
    source: [
      '1e-rulebook-v1.7.md:344',
      '1e-grays-digital-edition-rulebook.txt:284',
      '1e-glossary-terms.txt:1636',
      '1e-glossary-terms.txt:2562',
    ],
    why: 'Cards discarded to complete a mission come from the attempting crew or Away Team, not from your hand.',
  },
  {
    edition: '1E',
    q: 'what happens to personnel my opponent seeded under a mission i solve',
    kind: 'question',
    answers: [
      '/1e/rulebook/attempting-missions/#p-once-you-have-resolved-all-the',
      '/1e/grays/attempting-missions/#p-once-you-have-resolved-all-the',
      '/1e/glossary/mission-attempt/#p-when-you-meet-the-requirements-for',
      '/1e/glossary/personnel-seeded/#p-some-game-text-allows-you-to',
    ],
    source: [
      '1e-rulebook-v1.7.md:374',
      '1e-grays-digital-edition-rulebook.txt:325',
      '1e-glossary-terms.txt:2564',
      '1e-glossary-terms.txt:2958',
    ],
    why: 'Personnel your opponent seeded are captured when you solve the mission.',
  },
  {
    edition: '1E',
    q: 'what happens if i play a card face down that isnt a hidden agenda',
    kind: 'question',
    answers: [
      '/1e/glossary/hidden-agenda/#p-if-you-seed-or-play-a',
      '/1e/glossary/lose-the-game/#p-you-may-lose-the-game-according',
    ],
    source: [
      '1e-glossary-terms.txt:2111',
      '1e-glossary-terms.txt:2423',
    ],
    why: 'Seeding or playing a card as a hidden agenda when it has no hidden agenda icon loses you the game.',
  },
  {
    edition: '1E',
    q: 'what if we both hit our win conditions at the same time',
    kind: 'question',
    answers: [
      '/1e/glossary/winning-the-game/#p-some-cards-such-as-qs-planet',
    ],
    source: [
      '1e-glossary-terms.txt:4253',
    ],
    why: 'If both players achieve their victory conditions simultaneously, the one with the most points wins.',
  },
  {
    edition: '1E',
    q: 'which end of turn stuff do i do first',
    kind: 'question',
    answers: [
      '/1e/rulebook/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/grays/3-draw-a-card/#p-after-you-have-finished-executing-orders',
      '/1e/glossary/turn/#p-you-may-choose-the-order-of',
    ],
    source: [
      '1e-rulebook-v1.7.md:448',
      '1e-grays-digital-edition-rulebook.txt:425',
      '1e-glossary-terms.txt:4086',
    ],
    why: 'You choose the order of end-of-turn actions, but mandatory ones come before optional ones; the card draw is always last.',
  },
  {
    edition: '1E',
    q: 'if i have two copies can i use a once per game ability twice',
    kind: 'question',
    answers: [
      '/1e/glossary/once-per-game/#p-when-a-card-has-an-effect',
    ],
    source: [
      '1e-glossary-terms.txt:2832',
    ],
    why: 'A once-per-game effect may be used once per game no matter how many copies you have.',
  },
  {
    edition: '1E',
    q: 'can my federation away team use a bajoran phaser',
    kind: 'question',
    answers: [
      '/1e/glossary/equipment/#p-because-equipment-cards-have-no-affiliation',
      '/1e/rulebook/equipment-cards/#p-equipment-cards-enter-play-like-personnel',
      '/1e/grays/equipment-cards/#p-equipment-cards-enter-play-like-personnel',
    ],
    source: [
      '1e-glossary-terms.txt:1894',
      '1e-rulebook-v1.7.md:209',
      '1e-grays-digital-edition-rulebook.txt:182',
    ],
    why: 'Equipment has no affiliation icon: a Bajoran Phaser may report to a Federation Outpost and be carried by a Federation Away Team.',
  },
  {
    edition: '1E',
    q: 'how many times can i cloak and decloak in one turn',
    kind: 'question',
    answers: [
      '/1e/glossary/cloaking-and-phasing/#p-general-rules-a-ship-facility-planet',
    ],
    source: [
      '1e-glossary-terms.txt:1240',
    ],
    why: 'A card may perform only one cloaking, decloaking, phasing or dephasing action each turn, during your turn.',
  },
  {
    edition: '1E',
    q: 'can i shoot at a ship thats landed on a planet',
    kind: 'question',
    answers: [
      '/1e/glossary/landed-ships/#p-unless-a-card-such-as-orbital',
      '/1e/glossary/battle/#p-you-may-attack-only-cards-which-2',
    ],
    source: [
      '1e-glossary-terms.txt:2380',
      '1e-glossary-terms.txt:878',
    ],
    why: 'Landed ships may not attack or be attacked unless a card specifically allows it.',
  },
  {
    edition: '1E',
    q: 'how many tribble cards can i play each turn',
    kind: 'question',
    answers: [
      '/1e/glossary/tribble/#p-you-may-play-one-tribble-card',
    ],
    source: [
      '1e-glossary-terms.txt:4026',
    ],
    why: 'You may play one Tribble card each turn per group of your tribbles.',
  },
  {
    edition: '1E',
    q: 'how many cards can go in my qs tent',
    kind: 'question',
    answers: [
      '/1e/glossary/qs-tent-side-deck/#p-this-side-deck-allows-you-to',
    ],
    source: [
      '1e-glossary-terms.txt:3161',
    ],
    why: 'Q\'s Tent holds up to 13 different cards (no duplicates).',
  },
  {
    edition: '1E',
    q: 'can i run two battle bridge side decks',
    kind: 'question',
    answers: [
      '/1e/rulebook/side-decks/#p-the-four-types-of-side-decks',
      '/1e/grays/side-decks/#p-you-may-use-any-or-all',
      '/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks',
    ],
    source: [
      '1e-rulebook-v1.7.md:55',
      '1e-grays-digital-edition-rulebook.txt:66',
      '1e-glossary-terms.txt:3591',
    ],
    why: 'You may have only one side deck of each type in play.',
  },
  {
    edition: '1E',
    q: 'can i switch major rakals affiliation in the middle of a mission attempt',
    kind: 'question',
    answers: [
      '/1e/glossary/multi-affiliation-cards/#p-a-multi-affiliation-card-including-a',
    ],
    source: [
      '1e-glossary-terms.txt:2679',
    ],
    why: 'A multi-affiliation card may change affiliation between game actions, but Major Rakal cannot switch mode during a mission attempt.',
  },
  {
    edition: '1E',
    q: 'does leadership x1/2 count as a leader for battle',
    kind: 'question',
    answers: [
      '/1e/glossary/skills/#p-a-skill-with-a-fractional-multiplier',
    ],
    source: [
      '1e-glossary-terms.txt:3655',
    ],
    why: 'A fractional skill (x1/2) does not satisfy a requirement for the skill and does not count as a leader in battle.',
  },
  {
    edition: '1E',
    q: 'can i use my personnels skills during my opponents turn',
    kind: 'question',
    answers: [
      '/1e/glossary/skills-using/#p-in-general-your-personnels-skills-may',
      '/1e/glossary/skills-using/#p-examples-of-skills-that-may-not',
    ],
    source: [
      '1e-glossary-terms.txt:3685',
      '1e-glossary-terms.txt:3687',
    ],
    why: 'In general skills may be used only during your own turn, except valid responses or skills that say so.',
  },
  {
    edition: '1E',
    q: 'can i use second edition cards in a first edition game',
    kind: 'question',
    answers: [
      '/1e/glossary/second-edition-cards/#p-second-edition-cards-which-have-a',
    ],
    source: [
      '1e-glossary-terms.txt:3409',
    ],
    why: 'Second Edition cards with a First Edition Compatible indicator may be used with First Edition rules.',
  },
  {
    edition: '1E',
    q: 'if a card doesnt show the gender is it male',
    kind: 'question',
    answers: [
      '/1e/glossary/gender/#p-gender-may-be-male-female-or',
    ],
    source: [
      '1e-glossary-terms.txt:2068',
    ],
    why: 'When gender is not indicated by image, text, title or lore, the personnel is considered male.',
  },
  {
    edition: '1E',
    q: 'can an animal staff a ship',
    kind: 'question',
    answers: [
      '/1e/glossary/animal/#p-this-classification-has-several-important-differences',
      '/1e/glossary/animal/#p-meet-ship-staffing-requirements-including-the',
    ],
    source: [
      '1e-glossary-terms.txt:651',
      '1e-glossary-terms.txt:654',
    ],
    why: 'ANIMALs may not meet ship staffing requirements.',
  },
  {
    edition: '1E',
    q: 'can a stopped ship still get relocated by a card',
    kind: 'question',
    answers: [
      '/1e/glossary/movement/#p-relocation-identified-by-the-word-relocate',
      '/1e/glossary/stopped/#p-cards-may-target-stopped-cards-as',
    ],
    source: [
      '1e-glossary-terms.txt:2650',
      '1e-glossary-terms.txt:3822',
    ],
    why: 'Relocation does not require staffing and "stopped" cards may be relocated (e.g., with Magic Carpet Ride OCD).',
  },
  {
    edition: '1E',
    q: 'do i get points for blowing up a borg ship',
    kind: 'question',
    answers: [
      '/1e/glossary/borg/#p-borg-affiliation-ships-each-borg-ship',
    ],
    source: [
      '1e-glossary-terms.txt:1018',
    ],
    why: 'Borg ship bonus points are earned by the non-Borg opponent who destroys it in battle.',
  },
  {
    edition: '1E',
    q: 'at a dual icon mission if my away team gets stopped is my ship stopped too',
    kind: 'question',
    answers: [
      '/1e/glossary/dual-icon-missions/#p-dilemmas-of-all-types-and-q',
    ],
    source: [
      '1e-glossary-terms.txt:1788',
    ],
    why: 'At a dual-icon mission, if either the crew or the Away Team is stopped, the other group is also stopped.',
  },
  // ───────────────────────────── card names ─────────────────────────────
  {
    edition: '1E',
    q: 'cryosatelite',
    kind: 'card',
    answers: [
      '/1e/cards/cryosatellite/',
    ],
    source: [
      '1e-rulebook-v1.7.md:113',
      '1e-glossary-terms.txt:2252',
    ],
    why: '"Cryosatellite" with one l dropped.',
  },
  {
    edition: '1E',
    q: 'emergency transporter arm bands',
    kind: 'card',
    answers: [
      '/1e/cards/emergency-transporter-armbands/',
    ],
    source: [
      '1e-rulebook-v1.7.md:393',
      '1e-grays-digital-edition-rulebook.txt:352',
    ],
    why: '"Emergency Transporter Armbands" with armbands split in two.',
  },
  {
    edition: '1E',
    q: 'rogue borg mercs',
    kind: 'card',
    answers: [
      '/1e/cards/rogue-borg-mercenaries/',
    ],
    source: [
      '1e-glossary-terms.txt:3334',
    ],
    why: '"Rogue Borg Mercenaries" shortened.',
  },
  {
    edition: '1E',
    q: 'battle bridge dor',
    kind: 'card',
    answers: [
      '/1e/cards/battle-bridge-door/',
    ],
    source: [
      '1e-rulebook-v1.7.md:416',
      '1e-grays-digital-edition-rulebook.txt:378',
    ],
    why: '"Battle Bridge Door" misspelled.',
  },
  {
    edition: '1E',
    q: 'mirasta',
    kind: 'card',
    answers: [
      '/1e/cards/mirasta-yale/',
    ],
    source: [
      '1e-rulebook-v1.7.md:114',
      '1e-grays-digital-edition-rulebook.txt:120',
      '1e-glossary-terms.txt:2958',
    ],
    why: 'First name of "Mirasta Yale".',
  },
  {
    edition: '1E',
    q: 'static warp bubbel',
    kind: 'card',
    answers: [
      '/1e/cards/static-warp-bubble/',
    ],
    source: [
      '1e-rulebook-v1.7.md:448',
      '1e-grays-digital-edition-rulebook.txt:425',
    ],
    why: '"Static Warp Bubble" misspelled.',
  },
  {
    edition: '1E',
    q: 'orb of tyme',
    kind: 'card',
    answers: [
      '/1e/cards/orb-of-time/',
    ],
    source: [
      '1e-rulebook-v1.7.md:326',
      '1e-grays-digital-edition-rulebook.txt:270',
      '1e-glossary-terms.txt:3947',
    ],
    why: '"Orb of Time" misspelled.',
  },
  {
    edition: '1E',
    q: 'sisters duras',
    kind: 'card',
    answers: [
      '/1e/cards/sisters-of-duras/',
    ],
    source: [
      '1e-glossary-terms.txt:1811',
      '1e-glossary-terms.txt:1826',
    ],
    why: '"Sisters of Duras" without "of".',
  },
  {
    edition: '1E',
    q: 'storage compartmant door',
    kind: 'card',
    answers: [
      '/1e/cards/storage-compartment-door/',
    ],
    source: [
      '1e-glossary-terms.txt:4042',
      '1e-glossary-terms.txt:4044',
    ],
    why: '"Storage Compartment Door" misspelled.',
  },
  {
    edition: '1E',
    q: 'alt universe door',
    kind: 'card',
    answers: [
      '/1e/cards/alternate-universe-door/',
    ],
    source: [
      '1e-rulebook-v1.7.md:73',
      '1e-grays-digital-edition-rulebook.txt:78',
    ],
    why: '"Alternate Universe Door" abbreviated.',
  },
  // ───────────────────────────── typos ─────────────────────────────
  {
    edition: '1E',
    q: 'drect hit ship battle',
    kind: 'typo',
    answers: [
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-your-attack-total-is-more',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-compute-your-attack-total-by-adding',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-if-your-attack-total-is-more',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-compute-your-attack-total-by-adding',
      '/1e/glossary/battle-ship/#p-if-your-attack-total-is-more',
      '/1e/glossary/battle-ship/#p-compute-your-attack-total-by-adding',
      '/1e/glossary/direct-hit/#p-if-your-attack-total-is-more',
    ],
    source: [
      '1e-rulebook-v1.7.md:431',
      '1e-grays-digital-edition-rulebook.txt:393',
      '1e-glossary-terms.txt:938',
      '1e-glossary-terms.txt:1603',
    ],
    why: '"direct hit" misspelled: ATTACK total more than double the DEFENSE total.',
  },
  {
    edition: '1E',
    q: 'alternat univers icon',
    kind: 'typo',
    answers: [
      '/1e/glossary/alternate-universe-icon/#p-you-may-normally-seed-or-play',
      '/1e/rulebook/1-doorway-phase/#p-if-you-wish-to-seed-any',
      '/1e/rulebook/1-play-a-card/#p-you-may-normally-play-cards-with',
      '/1e/grays/1-doorway-phase/#p-beginning-with-the-starting-player-you',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
    ],
    source: [
      '1e-glossary-terms.txt:641',
      '1e-rulebook-v1.7.md:75',
      '1e-rulebook-v1.7.md:175',
      '1e-grays-digital-edition-rulebook.txt:78',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: '"Alternate Universe icon" misspelled: such cards need an open doorway to seed or play.',
  },
  {
    edition: '1E',
    q: 'undefind atribute',
    kind: 'typo',
    answers: [
      '/1e/glossary/undefined-attribute/#p-if-a-card-has-an-undefined',
    ],
    source: [
      '1e-glossary-terms.txt:4112',
    ],
    why: '"undefined attribute" misspelled: treated as zero, cannot be modified.',
  },
  {
    edition: '1E',
    q: 'quarentine',
    kind: 'typo',
    answers: [
      '/1e/glossary/quarantine/#p-when-a-card-places-a-ship',
    ],
    source: [
      '1e-glossary-terms.txt:3156',
    ],
    why: '"quarantine" misspelled.',
  },
  {
    edition: '1E',
    q: 'towwing a ship',
    kind: 'typo',
    answers: [
      '/1e/glossary/towing/#p-a-ship-may-not-tow-anything',
    ],
    source: [
      '1e-glossary-terms.txt:3987',
    ],
    why: '"towing" misspelled: a ship may not tow unless a card allows it.',
  },
  {
    edition: '1E',
    q: 'outofplay pile',
    kind: 'typo',
    answers: [
      '/1e/glossary/out-of-play/#p-when-directed-to-place-a-card',
    ],
    source: [
      '1e-glossary-terms.txt:2874',
    ],
    why: '"out-of-play" run together: a separate pile from the discard pile.',
  },
  {
    edition: '1E',
    q: 'stassis',
    kind: 'typo',
    answers: [
      '/1e/glossary/stasis/#p-a-personnel-or-ship-in-stasis',
    ],
    source: [
      '1e-glossary-terms.txt:3788',
    ],
    why: '"stasis" misspelled.',
  },
  // ───────────────────────────── keywords ─────────────────────────────
  {
    edition: '1E',
    q: 'cumulative',
    kind: 'keyword',
    answers: [
      '/1e/glossary/cumulative/',
      '/1e/glossary/cumulative/#p-if-a-card-is-cumulative-multiple',
      '/1e/glossary/cumulative/#p-while-you-may-have-multiple-copies',
    ],
    source: [
      '1e-glossary-terms.txt:1410',
      '1e-glossary-terms.txt:1412',
    ],
    why: 'Glossary entry "cumulative".',
  },
  {
    edition: '1E',
    q: 'matching commander',
    kind: 'keyword',
    answers: [
      '/1e/glossary/matching-commander/',
      '/1e/glossary/matching-commander/#p-a-personnel-is-the-matching-commander',
    ],
    source: [
      '1e-glossary-terms.txt:2447',
    ],
    why: 'Glossary entry "matching commander".',
  },
  {
    edition: '1E',
    q: 'scouting locations',
    kind: 'keyword',
    answers: [
      '/1e/glossary/scouting-locations/',
      '/1e/glossary/scouting-locations/#p-unlike-other-affiliations-borg-never-attempt',
      '/1e/glossary/scouting-locations/#p-before-you-may-scout-a-location',
    ],
    source: [
      '1e-glossary-terms.txt:3364',
      '1e-glossary-terms.txt:3366',
    ],
    why: 'Glossary entry "scouting locations": how the Borg scout instead of attempting missions.',
  },
  {
    edition: '1E',
    q: 'self-controlling icon',
    kind: 'keyword',
    answers: [
      '/1e/glossary/self-controlling-icon/',
      '/1e/glossary/self-controlling-icon/#p-a-card-with-the-self-controlled',
      '/1e/glossary/self-controlling-icon/#p-each-player-may-have-only-one',
    ],
    source: [
      '1e-glossary-terms.txt:3490',
      '1e-glossary-terms.txt:3492',
    ],
    why: 'Glossary entry "self-controlling icon".',
  },
  {
    edition: '1E',
    q: 'unopposed',
    kind: 'keyword',
    answers: [
      '/1e/glossary/unopposed/',
      '/1e/glossary/unopposed/#p-your-personnel-are-unopposed-if-your',
    ],
    source: [
      '1e-glossary-terms.txt:4148',
    ],
    why: 'Glossary entry "unopposed".',
  },
  {
    edition: '1E',
    q: 'phasing cloak',
    kind: 'keyword',
    answers: [
      '/1e/glossary/phasing-cloak/',
      '/1e/glossary/phasing-cloak/#p-this-special-equipment-allows-a-ship',
    ],
    source: [
      '1e-glossary-terms.txt:2978',
    ],
    why: 'Glossary entry "phasing cloak".',
  },
  {
    edition: '1E',
    q: 'required actions',
    kind: 'keyword',
    answers: [
      '/1e/glossary/actions-required/',
      '/1e/glossary/actions-required/#p-required-actions-are-usually-indicated-by',
    ],
    source: [
      '1e-glossary-terms.txt:529',
    ],
    why: 'Glossary entry "actions – required" ("must" / "must do nothing but").',
  },
  {
    edition: '1E',
    q: 'Mission II',
    kind: 'keyword',
    answers: [
      '/1e/glossary/mission-ii/',
      '/1e/glossary/mission-ii/#p-the-following-rules-apply-to-standard',
      '/1e/glossary/mission-ii/#p-each-of-these-double-sided-mission',
      '/1e/glossary/mission-ii/#p-each-mission-ii-represents-the-same',
    ],
    source: [
      '1e-glossary-terms.txt:2604',
      '1e-glossary-terms.txt:2606',
      '1e-glossary-terms.txt:2608',
    ],
    why: 'Glossary entry "mission II": double-sided missions with a built-in wormhole or outpost.',
  },
  // ───────────────────────────── judge lookups ─────────────────────────────
  {
    edition: '1E',
    q: 'which wins card text or the rulebook',
    kind: 'judge',
    answers: [
      '/1e/rulebook/introduction/#p-a-cards-specific-game-text-may',
      '/1e/grays/introduction/#p-a-cards-specific-game-text-may',
    ],
    source: [
      '1e-rulebook-v1.7.md:19',
      '1e-grays-digital-edition-rulebook.txt:18',
    ],
    why: 'A card\'s specific game text may always override a general rule (Gray\'s: the card wins, except errata).',
  },
  {
    edition: '1E',
    q: 'how many side decks rulebook vs grays',
    kind: 'judge',
    answers: [
      '/1e/rulebook/side-decks/#p-the-four-types-of-side-decks',
      '/1e/grays/side-decks/#p-the-five-types-of-side-decks',
      '/1e/grays/side-decks/#p-q-continuum',
      '/1e/grays/side-decks/#p-qs-tent',
      '/1e/grays/side-decks/#p-battle-bridge',
      '/1e/grays/side-decks/#p-tribble',
      '/1e/grays/side-decks/#p-and-dilemma-side-decks',
      '/1e/glossary/side-deck/#p-side-decks-are-optional-customized-decks',
    ],
    source: [
      '1e-rulebook-v1.7.md:55',
      '1e-grays-digital-edition-rulebook.txt:58-64',
      '1e-glossary-terms.txt:3591',
    ],
    why: 'v1.7 lists four side-deck types; Gray\'s and the Glossary list five (adding the Dilemma side deck).',
  },
  {
    edition: '1E',
    q: 'number of affiliations glossary or rulebook which is right',
    kind: 'judge',
    answers: [
      '/1e/rulebook/the-affiliations/#p-there-are-nine-full-affiliations-in',
      '/1e/grays/the-affiliations/#p-there-are-twelve-full-affiliations-in',
      '/1e/grays/the-affiliations/#p-plus-a-few-neutral-cards-also',
      '/1e/glossary/affiliation/#p-there-are-15-affiliations-bajoran-borg',
    ],
    source: [
      '1e-rulebook-v1.7.md:23',
      '1e-grays-digital-edition-rulebook.txt:22-26',
      '1e-glossary-terms.txt:605',
    ],
    why: 'v1.7: nine affiliations; Gray\'s: twelve; Glossary: 15.',
  },
  {
    edition: '1E',
    q: 'what does the glossary say about combo dilemmas',
    kind: 'judge',
    answers: [
      '/1e/glossary/combo-dilemma/',
      '/1e/glossary/combo-dilemma/#p-a-combo-dilemma-is-a-two',
      '/1e/glossary/combo-dilemma/#p-cards-that-specifically-affect-the-first',
    ],
    source: [
      '1e-glossary-terms.txt:1286',
      '1e-glossary-terms.txt:1288',
    ],
    why: 'Glossary "combo dilemma": two dilemmas on one card, "not repeatable" first halves.',
  },
  {
    edition: '1E',
    q: 'banned cards ruling first edition tournaments',
    kind: 'judge',
    answers: [
      '/1e/glossary/banned-cards/',
      '/1e/glossary/banned-cards/#p-the-only-card-banned-from-tournament',
    ],
    source: [
      '1e-glossary-terms.txt:864',
    ],
    why: 'Only Raise the Stakes is banned from tournament play.',
  },
  {
    edition: '1E',
    q: 'leader ruling lon suder',
    kind: 'judge',
    answers: [
      '/1e/glossary/leader/',
      '/1e/glossary/leader/#p-a-leader-for-battle-or-for',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-note-a-leader-for-battle-or',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-announce-your-attack-then-identify-which',
    ],
    source: [
      '1e-glossary-terms.txt:2392',
      '1e-grays-digital-edition-rulebook.txt:376',
    ],
    why: 'A personnel allowed to initiate battle, such as Lon Suder, is not a leader.',
  },
];
