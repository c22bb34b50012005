import type { GoldenLookup } from './types.ts';

/**
 * The ninth SEALED TEST part of the search golden set, its First Edition half: 81 lookups by First Edition players
 * (edition '1E'), written at the same time as, and apart from, the Second Edition half (another writer, also blind).
 *
 * Written BLIND, from the First Edition source documents in content/sources/ only (the 1E Glossary, the Rulebook v1.7
 * and Gray's Digital Edition), never from what the site's search returns: no search was run on the site, and neither
 * the search code, its aids, its model, tools/, docs/search.md, reports/, nor the other lookup files were read (only
 * ./types.ts and the first 45 lines of ./test-8-1e.ts, for the format). Passages, their pages, ¶ anchors and source
 * lines were taken from scripts/ingest/standing/show.ts (glossary/1e and rules/1e); dist/ was read only to confirm pages
 * and anchors.
 *
 * Each rule was read in a source first; the query was written the way a player types on a phone; the passages stating
 * the answer were then listed, the Glossary's first, then v1.7's and Gray's where a text search of their passages found
 * the same rule restated (doorways per turn, one artifact per mission, beaming limits, showing your Away Team, hidden
 * agendas seeding face down, docking, time locations, intruders, countdown icons, rotation damage, HULL reduced to 0, running out of
 * Tactics, affiliations and treaties, AU doorways). Topics avoid those of the earlier parts where known (stopped,
 * towing, commandeering, stealing, stasis, persona, mis-seeds, 30/30, direct hit, banned cards, owner, etc.) and lean on
 * the Glossary: artifacts, downloading and special downloads, tribbles and the Tribble side deck, treaties and house
 * arrest, cumulative cards, damage (off line, rotation, default, order), probing, Borg scouting, ties, alone,
 * unopposed, countdown, doubling, time travel, actions (group, interrupting, just). Paraphrases avoid the rule's key
 * terms (no "tribble", "download", "treaty", "alone", "unopposed", "off line", "rotation", "cumulative", "doubling",
 * "countdown", "scout", "probe", "tie", "time travel", "shape-shifter", "android", "gender", "intruder" in a lookup
 * about that rule). Card and keyword lookups use a partial name, a reversed word order or a thumb's misspelling
 * ("kova thol", "particle fountian", "plasma storms navigate"), as the lead asked, to avoid repeating older sets.
 * A lookup naming a card or Glossary term also lists its page (36 answers are pages). 2 lookups name their edition
 * ("... 1e") and are run with the edition box on All.
 *
 * Counts per kind (all 1E): question 20, paraphrase 26, typo 8, card 9, judge 9, keyword 9 — 81 lookups, 158 answers
 * (36 of them pages), 122 source entries. Lookups per source document (a lookup counts once for each document it draws
 * on): 1E Glossary 80, Rulebook v1.7 13, Gray's 10; source entries: Glossary 99, v1.7 13, Gray's 10. Shared answers:
 * the Glossary's just-actions paragraph answers the "jsut played" typo and the Particle Fountain card lookup; the
 * artifact-download paragraph the download question and the Secret Compartment card lookup; Gray's crew / Away Team
 * paragraph the showing and intruder lookups; the Hidden Agenda term page the two hidden-agenda lookups;
 * v1.7's rotation-damage paragraph the rotation paraphrase and the HULL-at-zero question. Gray's note on running out of Tactics stands inside its long
 * "apply any damage" passage (lines 396-415; the note is line 413). A throwaway checker (/tmp/blind9a/check.mjs) loaded
 * this file and confirmed every page and anchor exists in dist/ and every source line range exists (non-blank at its
 * ends): see the commit message for its output.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search from it.
 */
export const TEST_9_1E: GoldenLookup[] = [
  {
    q: "can i play more than one doorway in a single turn",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/doorway/#p-there-is-no-limit-to-the",
      "/1e/rulebook/doorway-cards/#p-you-may-play-a-doorway-at",
      "/1e/grays/doorway-cards/#p-you-may-play-a-doorway-at",
    ],
    source: ["1e-glossary-terms.txt:1683", "1e-rulebook-v1.7.md:241", "1e-grays-digital-edition-rulebook.txt:215"],
    why: "no limit on doorways per turn, own turn only",
  },
  {
    q: "how many artifacts can i stick under one mission",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/artifact/#p-a-card-type-representing-a-rare",
      "/1e/rulebook/3-dilemma-phase/#p-you-may-seed-as-many-different",
      "/1e/grays/3-dilemma-phase/#p-you-may-seed-as-many-different",
    ],
    source: ["1e-glossary-terms.txt:696", "1e-rulebook-v1.7.md:113", "1e-grays-digital-edition-rulebook.txt:118"],
    why: "only one artifact per mission unless a card says otherwise",
  },
  {
    q: "when do i actually get to keep the artifact i flipped over",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/artifact/#p-a-seeded-artifact-is-earned-when",
      "/1e/glossary/artifact/#p-artifacts-cannot-be-used-until-they",
      "/1e/glossary/mission-attempt/#p-when-you-meet-the-requirements-for",
    ],
    source: ["1e-glossary-terms.txt:698", "1e-glossary-terms.txt:700", "1e-glossary-terms.txt:2564"],
    why: "earned when the mission is completed, not when encountered",
  },
  {
    q: "what happens to my guys on board if the treaty gets destroyed",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/treaties/#p-if-a-treaty-is-destroyed-incompatible",
      "/1e/glossary/house-arrest/#p-your-personnel-may-mix-only-if",
    ],
    source: ["1e-glossary-terms.txt:4015", "1e-glossary-terms.txt:2171"],
    why: "incompatible personnel go under house arrest",
  },
  {
    q: "is it allowed to grab an artifact with just any download card",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-an-artifact-may-be-downloaded-only",
      "/1e/glossary/artifact/#p-an-artifact-may-be-downloaded-only",
    ],
    source: ["1e-glossary-terms.txt:1709", "1e-glossary-terms.txt:702"],
    why: "only cards that download artifacts or name one",
  },
  {
    q: "does pulling a card out with a download use up my normal card play",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-downloading-does-not-count-as-your",
    ],
    source: ["1e-glossary-terms.txt:1714"],
    why: "downloading is not a normal card play nor a card draw",
  },
  {
    q: "how many of those tribble cards am i allowed to put down each turn",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble/#p-you-may-play-one-tribble-card",
    ],
    source: ["1e-glossary-terms.txt:4026"],
    why: "one Tribble card per turn per group",
  },
  {
    q: "can a stunned guy still give his bonus to the others",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/stunned-and-mortally-wounded/#p-stunned-and-mortally-wounded-personnel-may",
      "/1e/glossary/stunned-and-mortally-wounded/",
    ],
    source: ["1e-glossary-terms.txt:3848-3850"],
    why: "stunned personnel may still modify others, not use skills",
  },
  {
    q: "is there a limit on how many times i beam people down in one turn",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/beaming/#p-there-is-no-limit-to-the",
      "/1e/rulebook/beaming/#p-beaming-uses-transporters-to-transfer-personnel",
      "/1e/grays/beaming/#p-beaming-uses-transporters-to-transfer-personnel",
    ],
    source: ["1e-glossary-terms.txt:984", "1e-rulebook-v1.7.md:290", "1e-grays-digital-edition-rulebook.txt:246"],
    why: "no limit to the number of times you can beam",
  },
  {
    q: "what if i literally cant do what the card is forcing me to do",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/verification/#p-when-a-card-or-rule-requires",
    ],
    source: ["1e-glossary-terms.txt:4168"],
    why: "opponent must be allowed to verify you cannot",
  },
  {
    q: "with two federation treaties out can my bajorans hang out with my klingons",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/treaties/#p-treaties-do-not-chain-if-you",
    ],
    source: ["1e-glossary-terms.txt:4017"],
    why: "treaties do not chain",
  },
  {
    q: "do i need to show my opponent who is in my away team",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/showing-your-cards/#p-when-playing-any-card-face-up",
      "/1e/rulebook/moving-personnel-and-equipment/#p-you-do-not-have-to-show",
      "/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a",
    ],
    source: ["1e-glossary-terms.txt:3571", "1e-rulebook-v1.7.md:278", "1e-grays-digital-edition-rulebook.txt:237"],
    why: "no, except when necessary for verification",
  },
  {
    q: "are the borg ever allowed to try a mission like everyone else",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-locations/#p-unlike-other-affiliations-borg-never-attempt",
      "/1e/glossary/borg/#p-objectives-unlike-other-affiliations-borg-never",
    ],
    source: ["1e-glossary-terms.txt:3364", "1e-glossary-terms.txt:1024"],
    why: "Borg never attempt missions, they scout",
  },
  {
    q: "if my card gets canceled do i get back what i paid for it",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/cancel/#p-act-of-preventing-an-action-such",
    ],
    source: ["1e-glossary-terms.txt:1070"],
    why: "costs paid to initiate the action remain paid",
  },
  {
    q: "how often can i use that special download thing from the same card if i run three copies",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading-special-download/#p-a-card-with-this-icon-allows",
    ],
    source: ["1e-glossary-terms.txt:1758"],
    why: "special download only once per game no matter how many copies",
  },
  {
    q: "can my animal personnel help fly the ship 1e",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/animal/#p-meet-ship-staffing-requirements-including-the",
      "/1e/glossary/animal/#p-this-classification-has-several-important-differences",
      "/1e/glossary/animal/",
    ],
    source: ["1e-glossary-terms.txt:654", "1e-glossary-terms.txt:651"],
    why: "ANIMALs may not meet ship staffing requirements",
  },
  {
    q: "does a ship that can go between two places have to go one direction only",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/between/#p-when-a-card-allows-a-ship",
    ],
    source: ["1e-glossary-terms.txt:991"],
    why: "may move in either direction",
  },
  {
    q: "what do my people do while theyre stuck under house arrest",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/house-arrest/#p-personnel-under-house-arrest-may-not",
      "/1e/glossary/house-arrest/",
    ],
    source: ["1e-glossary-terms.txt:2173"],
    why: "may not staff, attempt, battle",
  },
  {
    q: "what happens when hull goes all the way down to nothing",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/hull-integrity/#p-if-a-ship-or-facility-or",
      "/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a",
    ],
    source: ["1e-glossary-terms.txt:2183", "1e-rulebook-v1.7.md:435"],
    why: "HULL reduced to 0 means destroyed (v1.7: a second rotation damage)",
  },
  {
    q: "is it ok to seed a hidden agenda face up and turn it on right away",
    kind: 'question',
    edition: '1E',
    answers: [
      "/1e/glossary/hidden-agenda/#p-cards-with-this-icon-hidden-agenda",
      "/1e/glossary/hidden-agenda/#p-activating-a-hidden-agenda-does-not",
      "/1e/rulebook/other-seeding-rules/#p-cards-seeded-under-a-mission-and",
      "/1e/grays/other-seeding-rules/#p-cards-seeded-under-a-mission-and",
      "/1e/glossary/hidden-agenda/",
    ],
    source: ["1e-glossary-terms.txt:2103", "1e-glossary-terms.txt:2107", "1e-rulebook-v1.7.md:147", "1e-grays-digital-edition-rulebook.txt:144"],
    why: "hidden agendas seed face down and may not be activated in the seed phase",
  },
  {
    q: "nobody from the other player is with my crew down on the planet",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/unopposed/#p-your-personnel-are-unopposed-if-your",
    ],
    source: ["1e-glossary-terms.txt:4148"],
    why: "unopposed: no opposing personnel present",
  },
  {
    q: "how many furballs do i need to make more of them",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble/#p-you-must-have-at-least-the",
    ],
    source: ["1e-glossary-terms.txt:4027"],
    why: "breeding requires the required number of tribbles present",
  },
  {
    q: "little furry critter card carried around like a tricorder",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble/#p-the-small-tribble-cards-1-tribble",
    ],
    source: ["1e-glossary-terms.txt:4029"],
    why: "small tribble cards may be carried like equipment",
  },
  {
    q: "the huge pile of fuzzballs cant be held only sent by transporter",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble/#p-the-large-tribble-cards-100-tribbles",
    ],
    source: ["1e-glossary-terms.txt:4031"],
    why: "large tribble cards may not be carried, only beamed",
  },
  {
    q: "grab a specific card right out of my deck instead of drawing",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-when-you-download-a-target-card",
      "/1e/glossary/downloading/#p-when-you-choose-the-target-card",
    ],
    source: ["1e-glossary-terms.txt:1700", "1e-glossary-terms.txt:1702"],
    why: "downloading a target card",
  },
  {
    q: "peace deal card so two different factions can work together",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/treaties/#p-treaty-cards-make-one-players-cards",
      "/1e/rulebook/the-affiliations/#p-when-customizing-a-deck-you-may",
      "/1e/grays/the-affiliations/#p-for-example-your-federation-personnel-cannot",
    ],
    source: ["1e-glossary-terms.txt:4013", "1e-rulebook-v1.7.md:27", "1e-grays-digital-edition-rulebook.txt:32"],
    why: "treaties make affiliations compatible",
  },
  {
    q: "only other person in the room has archaeology",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/alone/#p-a-personnel-is-alone-if-there",
      "/1e/glossary/alone/#p-example-ajur-is-alone-with-archaeology",
    ],
    source: ["1e-glossary-terms.txt:634", "1e-glossary-terms.txt:636"],
    why: "alone / alone with",
  },
  {
    q: "used up every tactic card as markers and now i cant hurt their ship",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/damage/#p-if-your-side-deck-is-ever",
      "/1e/grays/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either",
    ],
    source: ["1e-glossary-terms.txt:1442", "1e-grays-digital-edition-rulebook.txt:396-415"],
    why: "side deck out of Tactics: no more damage",
  },
  {
    q: "part of the ship is knocked out and cant be used while the marker sits there",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/damage/#p-off-line-when-a-damage-result",
    ],
    source: ["1e-glossary-terms.txt:1446"],
    why: "off line damage result",
  },
  {
    q: "no battle bridge deck so i spin their ship upside down when its hit",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/damage/#p-rotation-damage-if-you-are-not",
      "/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a",
    ],
    source: ["1e-glossary-terms.txt:1444", "1e-rulebook-v1.7.md:435"],
    why: "rotation damage; v1.7 rotate 180 degrees",
  },
  {
    q: "two copies of the same card on the same target at the same time dont add up",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/cumulative/#p-while-you-may-have-multiple-copies",
      "/1e/glossary/cumulative/#p-if-a-card-is-cumulative-multiple",
    ],
    source: ["1e-glossary-terms.txt:1412", "1e-glossary-terms.txt:1410"],
    why: "noncumulative cards",
  },
  {
    q: "one card adds 2 to cunning and another card multiplies it by two which first",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/doubling/#p-when-numerical-values-such-as-attributes",
    ],
    source: ["1e-glossary-terms.txt:1695"],
    why: "doubling with add/subtract",
  },
  {
    q: "card with a number that goes down every turn until it goes away",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/countdown-icon/#p-when-your-card-with-a-countdown",
      "/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled",
    ],
    source: ["1e-glossary-terms.txt:1374", "1e-rulebook-v1.7.md:173"],
    why: "countdown icon",
  },
  {
    q: "borg beam one drone onto an enemy starship to gather data",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-ships/#p-an-objective-card-may-direct-your",
      "/1e/glossary/scouting-ships/#p-begin-scouting-an-enemy-ship-by",
    ],
    source: ["1e-glossary-terms.txt:3398", "1e-glossary-terms.txt:3400"],
    why: "scouting a ship",
  },
  {
    q: "flip the top card of my deck and check the icons on it for my borg objective",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/probing/#p-probing-is-a-feature-of-some",
      "/1e/glossary/probing/#p-start-with-the-first-icon-in",
    ],
    source: ["1e-glossary-terms.txt:3072", "1e-glossary-terms.txt:3074"],
    why: "probing",
  },
  {
    q: "which side of the row of missions counts as farthest when both sides are even",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/ties/#p-to-determine-such-things-as-nearest",
    ],
    source: ["1e-glossary-terms.txt:3920"],
    why: "ties in far end of spaceline / nearest planet",
  },
  {
    q: "send my ship back to a past era location card",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/time-travel/#p-movement-between-a-time-location-and",
      "/1e/glossary/time-travel/#p-there-are-two-forms-of-time",
      "/1e/rulebook/staffing-and-moving-ships/#p-movement-between-a-time-location-and",
      "/1e/grays/staffing-and-moving-ships/#p-movement-between-a-time-location-and",
    ],
    source: ["1e-glossary-terms.txt:3947", "1e-glossary-terms.txt:3945", "1e-rulebook-v1.7.md:326", "1e-grays-digital-edition-rulebook.txt:270"],
    why: "time travel to a time location",
  },
  {
    q: "founders and other morphing aliens what are they counted as",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/shape-shifter/#p-this-characteristic-includes-all-changelings-and",
    ],
    source: ["1e-glossary-terms.txt:3509"],
    why: "shape-shifter characteristic",
  },
  {
    q: "is data or an exocomp a robot species for cards",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/android/#p-android-is-a-species-the-term",
    ],
    source: ["1e-glossary-terms.txt:646"],
    why: "Android species includes Data and Exocomps",
  },
  {
    q: "put a door card down at the start so mirror universe style cards can come in",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/rulebook/1-doorway-phase/#p-if-you-wish-to-seed-any",
    ],
    source: ["1e-rulebook-v1.7.md:75"],
    why: "seed a doorway for AU-icon cards",
  },
  {
    q: "female love interest comes up against my cube crew",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-locations/#p-discard-gender-related-dilemmas-such-as",
    ],
    source: ["1e-glossary-terms.txt:3373"],
    why: "Borg discard gender-related dilemmas",
  },
  {
    q: "dilemma that scores points hits my borg what about the points",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-locations/#p-when-your-borg-are-confronted-with",
    ],
    source: ["1e-glossary-terms.txt:3372"],
    why: "Borg ignore the points of point-related dilemmas",
  },
  {
    q: "dilemma says abandon the attempt but my team is borg",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-locations/#p-dilemma-text-such-as-abandon-mission",
    ],
    source: ["1e-glossary-terms.txt:3375"],
    why: "abandon mission text does not affect Borg",
  },
  {
    q: "keep checking the top card again next turn if my human engineer is there",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/probing/#p-all-outcomes-allow-you-to-continue",
    ],
    source: ["1e-glossary-terms.txt:3087"],
    why: "continue to probe with unopposed human ENGINEER",
  },
  {
    q: "when the critter side pile runs out of face down cards",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble-side-deck/#p-whenever-a-card-from-your-tribble",
    ],
    source: ["1e-glossary-terms.txt:4046"],
    why: "tribble side deck recycling",
  },
  {
    q: "my people on board the other players ship what are they called",
    kind: 'paraphrase',
    edition: '1E',
    answers: [
      "/1e/glossary/intruder/#p-your-personnel-aboard-a-ship-or",
      "/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a",
      "/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a",
    ],
    source: ["1e-glossary-terms.txt:2318", "1e-grays-digital-edition-rulebook.txt:237", "1e-rulebook-v1.7.md:272"],
    why: "intruders",
  },
  {
    q: "artifcat leaves play can i get it back",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/artifact/#p-if-an-artifact-leaves-play-it",
      "/1e/glossary/artifact/",
    ],
    source: ["1e-glossary-terms.txt:706"],
    why: "cannot return unless earned again",
  },
  {
    q: "hiden agenda card i just downloded can i turn it on",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-if-the-downloaded-card-has-a",
      "/1e/glossary/downloading-special-download/#p-when-you-use-a-special-download",
      "/1e/glossary/hidden-agenda/",
    ],
    source: ["1e-glossary-terms.txt:1716", "1e-glossary-terms.txt:1756"],
    why: "may not activate unless valid response or special download",
  },
  {
    q: "tractr beam does it do anything by itself",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/tractor-beam/#p-a-type-of-ships-special-equipment",
      "/1e/glossary/tractor-beam/",
    ],
    source: ["1e-glossary-terms.txt:3996"],
    why: "no built-in functions",
  },
  {
    q: "dockd ships under my outpost",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/docking/#p-you-must-indicate-which-of-your",
      "/1e/rulebook/staffing-and-moving-ships/#p-when-moving-a-ship-to-the",
      "/1e/grays/staffing-and-moving-ships/#p-when-moving-a-ship-to-the",
      "/1e/glossary/docking/",
    ],
    source: ["1e-glossary-terms.txt:1653", "1e-rulebook-v1.7.md:322", "1e-grays-digital-edition-rulebook.txt:266"],
    why: "indicate docked ships placed under an outpost",
  },
  {
    q: "interupt an action in the middle",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/actions-interrupting/#p-you-may-not-interrupt-an-action",
      "/1e/glossary/actions-interrupting/#p-is-a-valid-response-to-the",
      "/1e/glossary/actions-interrupting/#p-explicitly-suspends-play-according-to-a",
      "/1e/glossary/actions-interrupting/",
    ],
    source: ["1e-glossary-terms.txt:519", "1e-glossary-terms.txt:521", "1e-glossary-terms.txt:522"],
    why: "may not interrupt unless response or suspends play",
  },
  {
    q: "jsut played jsut completed timing",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/actions-just/#p-some-actions-may-be-initiated-only",
      "/1e/glossary/actions-just/",
    ],
    source: ["1e-glossary-terms.txt:590"],
    why: "just actions",
  },
  {
    q: "doorwya closed by door net",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/doorway/#p-doorways-that-remain-in-play-may",
      "/1e/glossary/doorway/",
      "/1e/cards/door-net/",
    ],
    source: ["1e-glossary-terms.txt:1685"],
    why: "doorways may be closed",
  },
  {
    q: "tril with a symbyont",
    kind: 'typo',
    edition: '1E',
    answers: [
      "/1e/glossary/trill/#p-a-species-some-but-not-all",
      "/1e/glossary/trill/",
    ],
    source: ["1e-glossary-terms.txt:4051"],
    why: "Trill symbionts shown in lore",
  },
  {
    q: "disruptor romulan three of them",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/cumulative/#p-romulan-disruptor-this-card-is-marked",
      "/1e/cards/romulan-disruptor/",
    ],
    source: ["1e-glossary-terms.txt:1424"],
    why: "cumulative: three disruptors STRENGTH +6",
  },
  {
    q: "secret compartmnt",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/artifact/#p-an-artifact-may-be-downloaded-only",
      "/1e/cards/secret-compartment/",
    ],
    source: ["1e-glossary-terms.txt:702"],
    why: "downloads artifacts",
  },
  {
    q: "storage compartment dor",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/tribble-side-deck/#p-the-storage-compartment-door-allows-you",
      "/1e/cards/storage-compartment-door/",
    ],
    source: ["1e-glossary-terms.txt:4044"],
    why: "draw/play up to three side-deck cards",
  },
  {
    q: "kova thol",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/retaliation/#p-see-kova-tholl",
      "/1e/cards/kova-tholl/",
    ],
    source: ["1e-glossary-terms.txt:3299"],
    why: "retaliation glossary points to Kova Tholl",
  },
  {
    q: "referee q",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/referee-icon/#p-this-icon-referee-is-used-by",
      "/1e/cards/q-the-referee/",
    ],
    source: ["1e-glossary-terms.txt:3199"],
    why: "referee icon used by Q the Referee",
  },
  {
    q: "wormhole relays operate",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/wormholes-movement-through/#p-moving-through-a-pair-of-bajoran",
      "/1e/cards/operate-wormhole-relays/",
    ],
    source: ["1e-glossary-terms.txt:4260"],
    why: "keeps Wormhole interrupts open",
  },
  {
    q: "particle fountian",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/actions-just/#p-some-actions-may-be-initiated-only",
      "/1e/cards/particle-fountain/",
    ],
    source: ["1e-glossary-terms.txt:590"],
    why: "played on just completed planet mission",
  },
  {
    q: "plasma storms navigate",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/probing/#p-some-probe-outcomes-complete-the-objective",
      "/1e/cards/navigate-plasma-storms/",
    ],
    source: ["1e-glossary-terms.txt:3078"],
    why: "last outcome completes the objective",
  },
  {
    q: "maris baseball",
    kind: 'card',
    edition: '1E',
    answers: [
      "/1e/glossary/roger-maris-baseball-card/#p-see-1962-roger-maris-baseball-card",
      "/1e/cards/1962-roger-maris-baseball-card/",
    ],
    source: ["1e-glossary-terms.txt:3329"],
    why: "card page",
  },
  {
    q: "tasha yar alternate errata icon probe",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/probing/#p-if-a-card-has-received-errata",
      "/1e/cards/tasha-yar-alternate/",
    ],
    source: ["1e-glossary-terms.txt:3093"],
    why: "errata icon counts as printed for probing",
  },
  {
    q: "transwarp conduit second copy same ship same turn",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/cumulative/#p-transwarp-conduit-this-card-generates-a",
      "/1e/cards/transwarp-conduit/",
    ],
    source: ["1e-glossary-terms.txt:1419"],
    why: "second copy does not qualify",
  },
  {
    q: "two cards both make me probe one probe card or two",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/probing/#p-if-two-or-more-cards-allow",
      "/1e/glossary/probing/",
    ],
    source: ["1e-glossary-terms.txt:3089"],
    why: "announce all, reveal one probe card",
  },
  {
    q: "failed download no target does it still cost my card draw",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-if-you-attempt-a-download-using",
      "/1e/glossary/downloading/#p-attempting-a-download-usually-requires-the",
    ],
    source: ["1e-glossary-terms.txt:1719", "1e-glossary-terms.txt:1718"],
    why: "resource remains used",
  },
  {
    q: "required download where i cant get every target card",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading/#p-although-some-downloads-are-optional-others",
      "/1e/glossary/downloading/#p-if-you-are-required-to-play",
    ],
    source: ["1e-glossary-terms.txt:1717", "1e-glossary-terms.txt:1707"],
    why: "entire download invalid",
  },
  {
    q: "fajos gallery two copies capture unique extra draws",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/cumulative/#p-fajos-gallery-multiple-copies-will-not",
      "/1e/cards/fajos-gallery/",
    ],
    source: ["1e-glossary-terms.txt:1421"],
    why: "multiple copies no extra draws",
  },
  {
    q: "order to apply two damage markers when hull is already at 80 percent",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/damage/#p-order-of-damage-results-in-most",
      "/1e/glossary/damage/#p-for-example-suppose-the-hull-integrity",
    ],
    source: ["1e-glossary-terms.txt:1450", "1e-glossary-terms.txt:1452"],
    why: "order of damage results",
  },
  {
    q: "energy vortex on one personnel while the ship reports with crew response timing",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/actions-group/#p-an-action-may-cause-other-actions",
    ],
    source: ["1e-glossary-terms.txt:514"],
    why: "responses to subactions of a group action",
  },
  {
    q: "android headlock two copies same engagement",
    kind: 'judge',
    edition: '1E',
    answers: [
      "/1e/glossary/cumulative/#p-android-headlock-antique-machine-gun-barclay",
      "/1e/cards/android-headlock/",
    ],
    source: ["1e-glossary-terms.txt:1425"],
    why: "separate actions",
  },
  {
    q: "default damage battle bridge",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/damage/#p-default-damage-when-you-are-using",
      "/1e/glossary/damage/",
    ],
    source: ["1e-glossary-terms.txt:1448"],
    why: "default damage",
  },
  {
    q: "special download icon suspend",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/downloading-special-download/#p-a-card-with-a-special-download",
      "/1e/glossary/downloading-special-download/",
    ],
    source: ["1e-glossary-terms.txt:1754"],
    why: "special download suspends any action",
  },
  {
    q: "scouting complete when turn ends",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/scouting-locations/#p-scouting-a-location-is-complete-when",
      "/1e/glossary/scouting-locations/",
    ],
    source: ["1e-glossary-terms.txt:3383"],
    why: "scouting complete",
  },
  {
    q: "what is a federation treaty",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/treaties/#p-a-federation-treaty-is-any-treaty",
      "/1e/glossary/treaties/",
    ],
    source: ["1e-glossary-terms.txt:4019"],
    why: "Federation treaty defined",
  },
  {
    q: "returned to hand whose hand",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/return-to-hand/#p-cards-that-are-returned-to-hand",
      "/1e/glossary/return-to-hand/",
    ],
    source: ["1e-glossary-terms.txt:3309"],
    why: "owner's hand",
  },
  {
    q: "empty ship 1e",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/empty-ship/#p-an-empty-ship-has-no-personnel",
      "/1e/glossary/empty-ship/",
    ],
    source: ["1e-glossary-terms.txt:1851"],
    why: "empty ship definition",
  },
  {
    q: "native quadrant alpha gamma",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/native-quadrant/#p-all-personnel-ships-and-facilities-are",
      "/1e/glossary/native-quadrant/",
    ],
    source: ["1e-glossary-terms.txt:2702"],
    why: "native quadrant",
  },
  {
    q: "battle leader officer",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/leader/#p-a-leader-for-battle-or-for",
      "/1e/glossary/leader/",
    ],
    source: ["1e-glossary-terms.txt:2392"],
    why: "leader defined",
  },
  {
    q: "energy dampener equipment",
    kind: 'keyword',
    edition: '1E',
    answers: [
      "/1e/glossary/energy-dampener/#p-a-type-of-ships-special-equipment",
      "/1e/glossary/energy-dampener/",
    ],
    source: ["1e-glossary-terms.txt:1875"],
    why: "energy dampener",
  },
];
