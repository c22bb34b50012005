import type { StandingInput } from '../types.ts';

export const LEDGER: StandingInput[] = [
  {
    passage: 'rules/1e/rulebook/star-trek-customizable-card-game-rulebook#p-version-1-7-august-2000',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A version line of the v1.7 rulebook (RB 5), not a rule; the Glossary says nothing of it.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-welcome-to-a-universe-with-endless',
    verdict: 'not-addressed',
    governing: [],
    reason: "Introductory description; its count of over 1600 cards (RB 11) is not a rule and the Glossary gives no card count (disagreement 'card-pool').",
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-this-rulebook-is-designed-to-teach',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Describes the rulebook and the companion Glossary v1.7 (RB 13); the held Glossary text says nothing of the rulebook or of discarding older documents.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-keep-these-few-things-in-mind',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A lead-in line to the list that follows (RB 15), not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-allow-a-few-hours-to-read',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Advice to new players (RB 17), not a rule; the Glossary does not speak to it.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-a-term-or-phrase-appearing-in',
    verdict: 'not-addressed',
    governing: [],
    reason: "Explains the rulebook's bold type and where to get the Glossary (RB 18); not a rule, and the Glossary does not speak to it.",
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/introduction#p-a-cards-specific-game-text-may',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'The general principle that game text overrides rules (RB 19) is not stated as such anywhere in the Glossary (it only applies it case by case, e.g. G 1742), so it stands as written.',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-affiliations#p-there-are-nine-full-affiliations-in',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-there-are-15-affiliations-bajoran-borg',
        quote:
          'There are 15 affiliations: Bajoran, Borg, Cardassian, Dominion, Federation, Ferengi, Hirogen, Kazon, Klingon, Neutral, Non-Aligned, Romulan, Starfleet, Vidiian and Vulcan.',
      },
    ],
    quote:
      'There are nine full affiliations in the Star Trek™ Customizable Card Game™: Federation, Bajoran, Cardassian, Romulan, Klingon, Dominion, Ferengi, Non-Aligned, and Borg, plus a few Neutral cards (also considered an affiliation).',
    pointer: 'the Glossary: 15 affiliations, adding Hirogen, Kazon, Starfleet, Vidiian and Vulcan',
    reason:
      "v1.7 names nine full affiliations plus Neutral (RB 23); the Glossary lists 15 (G 605), adding Hirogen, Kazon, Starfleet, Vidiian and Vulcan (disagreement 'affiliations').",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-affiliations#p-a-few-cards-such-as-tallera',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/multi-affiliation-cards#p-multi-affiliation-cards-have-two-or',
        quote: 'Multi-affiliation cards have two or more affiliation icons.',
      },
      { passage: 'glossary/1e/affiliation#p-there-are-15-affiliations-bajoran-borg', quote: 'A few cards are multi-affiliation cards.' },
    ],
    reason: 'Both say a few cards are multi-affiliation, with two or more affiliations to choose from (RB 25; G 605, G 2677).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-affiliations#p-when-customizing-a-deck-you-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-cards-from-different-affiliations-are-not',
        quote:
          'Cards from different affiliations are not normally compatible, except Non-Aligned and Neutral cards which are compatible with any affiliation except Borg. Special cards such as treaties, Emblem of the Alliance, and Temporal Micro-Wormhole may make two or more affiliations compatible, allowing them to mix and work together.',
      },
    ],
    reason:
      'Same compatibility rule: different affiliations incompatible except Non-Aligned/Neutral (not with Borg); treaties etc. may allow mixing (RB 27; G 607).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-affiliations#p-the-borg-differ-from-the-other',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/borg#p-cooperation-borg-dont-mix-or-cooperate',
        quote: 'Borg don’t mix or cooperate with cards of other affiliations (they are not compatible with them).',
      },
      { passage: 'glossary/1e/borg#p-objectives-unlike-other-affiliations-borg-never', quote: 'Unlike other affiliations, Borg never attempt missions.' },
    ],
    reason:
      'Both say the Borg never mix or cooperate with other affiliations and never attempt missions (RB 29; G 1022, G 1024); the advice and the Borg rulebook pointer are not rules.',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/customizing-a-deck#p-you-customize-a-game-deck-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/deck#p-there-are-two-parts-to-every',
        quote: 'There are two parts to every game deck: the seed deck and the draw deck. In addition, you may have one or more optional side decks.',
      },
    ],
    reason: 'Same: seed deck and draw deck, plus optional side decks (RB 33; G 1467).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/customizing-a-deck#p-a-card-bearing-the-borg-use',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/borg-use-only-icon#p-a-card-bearing-this-icon-borg',
        quote: 'A card bearing this icon Borg-use-only in its title bar can be stocked in your deck and used only when playing Borg.',
      },
      {
        passage: 'glossary/1e/borg#p-cooperation-borg-dont-mix-or-cooperate',
        quote:
          'A player using Borg- affiliation cards may not stock any non-Borg- affiliation personnel, ships, or facilities in their game deck or any side decks, including former Borg such as One, or a Mission II with a built-in non-Borg outpost (even if they do not use that function of the card).',
      },
    ],
    quote:
      'Also, players using [Borg] affiliation cards may not include any non-Borg personnel, ships, or facilities in their seed deck, draw deck, or any side decks.',
    pointer: 'Also: a Borg player may not stock a Mission II with a built-in non-Borg outpost either, even without using that function.',
    reason:
      "Borg-use-only cards and the ban on non-Borg personnel, ships and facilities in a Borg player's decks are the Glossary's rules too (G 1050, G 1022); the Glossary extends the ban to a Mission II with a built-in non-Borg outpost, a mission card v1.7's words would let in (RB 35).",
    reviewed: {
      first: 'rulebook-1e-a first reading',
      second: 'rulebook-1e-a second reading',
      secondNote:
        'same -> extended: G 1022 also bars a Mission II with a built-in non-Borg outpost from a Borg deck, which v1.7 (personnel, ships, facilities only) allows.',
    },
  },
  {
    passage: 'rules/1e/rulebook/seed-deck#p-your-seed-deck-may-include-several',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/seed-deck#p-your-seed-deck-may-include-several', quote: 'Your seed deck may include several types of seed cards.' }],
    reason: "Word for word the Glossary's seed deck entry (RB 39; G 3414).",
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/seed-deck#p-it-may-include-up-to-30',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-deck#p-it-may-include-up-to-30',
        quote:
          'It may include up to 30 of the following: Dilemma and Artifact cards, plus any other cards which are allowed or required by game text to be seeded, such as certain Facility, Doorway, Objective, Incident, and Event cards.',
      },
    ],
    reason: 'Word for word the Glossary (RB 41; G 3416; also the 30/30 rule G 478).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/seed-deck#p-it-may-include-up-to-six',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-deck#p-it-may-include-up-to-six',
        quote: 'It may include up to six Site cards, which seed for free (i.e., in addition to the 30 cards in the first category).',
      },
      {
        passage: 'glossary/1e/seed-deck#p-your-mission-and-site-cards-which',
        quote:
          'Your mission and site cards which seed for free must be kept separate from your 30 “counted” seed cards throughout the seed phases. Site cards included in the “seed for free” portion of your seed deck may not be mis-seeded under a mission as a bluff or misrepresented as possible seeds during the dilemma phase, but may only be seeded on a Nor or placed out-of-play at the end of the seed phases.',
      },
    ],
    quote: 'It may include up to six Site cards, which seed “for free” (i.e., in addition to the 30 cards in the first category).',
    pointer:
      'Also: the free sites are kept apart from your 30 counted seed cards; they may only be seeded on a Nor or placed out of play, never mis-seeded under a mission as a bluff.',
    reason:
      "Up to six sites seeding for free is the Glossary's rule too (G 3417); the Glossary adds that free sites stay apart from the counted seeds and may not be used as mis-seed bluffs (G 3420), which v1.7 (RB 43, RB 117) does not forbid.",
    reviewed: {
      first: 'rulebook-1e-a first reading',
      second: 'rulebook-1e-a second reading',
      secondNote: 'same -> extended: G 3420 forbids mis-seeding or misrepresenting a free site, a limit v1.7 does not state.',
    },
  },
  {
    passage: 'rules/1e/rulebook/seed-deck#p-it-must-include-exactly-six-mission',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-deck#p-it-must-include-exactly-six-mission',
        quote:
          'It must include exactly six Mission cards, which also seed for free. Each of your six missions must be different, except for those that are universal',
      },
      {
        passage: 'glossary/1e/mission-ii#p-each-mission-ii-represents-the-same',
        quote:
          'Each Mission II represents the same location as the corresponding original mission. For example, Secret Salvage and Secret Salvage II both occur at Wolf 359. Thus, you may not include both versions in your mission selection',
      },
    ],
    quote: 'Each of your six missions must be different, except for those that are universal',
    pointer: 'Also: a Mission II and its original mission (e.g., Secret Salvage II and Secret Salvage) count as the same mission; you may not include both.',
    reason:
      "Six different missions is the Glossary's rule too (G 3418); the Glossary adds that a Mission II is the same location as its original, so both may not be in your six (G 2608).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/draw-deck#p-your-draw-deck-may-be-of',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/draw-deck#p-your-draw-deck-may-be-of',
        quote:
          'Your draw deck may be of any size, as long as it contains at least 30 cards. You may put any card in your draw deck (except Tactic, Tribble, Trouble, and Q-icon cards)',
      },
    ],
    reason: "Word for word the Glossary's draw deck entry (RB 49; G 1768).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/side-decks#p-side-decks-are-optional-customized-decks',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote:
          'Each side deck is shuffled and placed face down on the table, then activated or “opened” during the doorway seed phase by a Doorway card. This Doorway card is placed face up on top of the side deck and counts as one of your seed cards (the facedown cards in the side deck are not seed cards and do not count toward the 30/30 rule).',
      },
    ],
    reason: 'Same: a side deck is opened in the doorway phase by a doorway that counts as a seed card; its contents are not seed cards (RB 53; G 3591).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/side-decks#p-the-four-types-of-side-decks',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote:
          'The five types of side decks are the Q-Continuum side deck, Qs Tent side deck, Battle Bridge side deck, Tribble side deck, and Dilemma side decks. You may use any or all of these side decks in the same game, but you may have only one side deck of each type in play.',
      },
    ],
    quote: "The four types of side decks are the Q-Continuum, Q's Tent, Battle Bridge, and Tribble side decks.",
    pointer: 'the Glossary: five types, adding the Dilemma side deck',
    reason:
      "v1.7 names four kinds of side deck (RB 55); the Glossary names five, adding the Dilemma side deck (G 3591; disagreement 'side-decks'). The one-of-each-type rule stands.",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/how-to-play#p-the-goal-of-the-game-is',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/winning-the-game#p-players-take-turns-until-one-player',
        quote: 'Players take turns until one player scores 100 points (the normal victory conditions) and is declared the winner',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-completing-missions-is-the-primary-method',
        quote: 'Completing missions is the primary method of scoring points for all affiliations except Borg.',
      },
      {
        passage: 'glossary/1e/starting-the-game#p-the-game-begins-by-choosing-a',
        quote: 'The game begins by choosing a starting player using any mutually agreeable method.',
      },
    ],
    reason:
      'Same goal of 100 points, chiefly by missions (Borg by objectives), and the same choice of starting player (RB 59; G 4251, G 2538, G 1024, G 3783).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/how-to-play#p-each-game-consists-of-four-seed',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/starting-the-game#p-the-game-begins-by-choosing-a',
        quote:
          'Each game consists of four seed phases followed by the play phase. The starting player goes first in each seed phase and takes the first turn in the play phase.',
      },
    ],
    reason: 'Word for word the Glossary (RB 61; G 3783).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-seed-phases#p-the-seed-phases-set-the-stage',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-there-are-four-seed-phases-that',
        quote:
          'There are four seed phases that must occur in sequence: the doorway phase, mission phase, dilemma phase, and facility phase (called the “outpost phase” on some cards).',
      },
    ],
    reason: 'Same four seed phases in the same order (RB 65; G 3427).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-seed-phases#p-during-each-phase-players-take-turns',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-during-each-phase-players-take-turns',
        quote:
          'Each time it is your turn, you may either seed a card or say “pass.” As soon as both players pass consecutively, that phase ends (even if you wanted to seed more cards in that phase).',
      },
      {
        passage: 'glossary/1e/seed-phases#p-the-only-actions-you-may-take',
        quote:
          'The only actions you may take during the seed phases are seeding cards and carrying out game text that takes place immediately upon seeding a card face-up, such as downloading Bajoran Wormhole with Ultimatum or an Emblem card with Disrupt Alliance. You may not activate a hidden agenda or use “play phase” game text such as effects that suspend play or may happen “at any time” or “each turn.”',
      },
    ],
    pointer:
      'Also: in the seed phases the only actions allowed are seeding and carrying out text that acts at once when a card is seeded face up; no hidden-agenda activation, “at any time” or “each turn” text.',
    reason:
      'Seed-or-pass and two consecutive passes end the phase, as in G 3429; the Glossary adds that no action but seeding and immediate on-seed text may be taken in the seed phases (G 3466).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-seed-phases#p-before-the-seed-phases-begin-shuffle',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/seed-phases#p-before-the-seed-phases-begin-shuffle', quote: 'Before the seed phases begin, shuffle any side decks you have.' },
    ],
    reason: 'Word for word the Glossary (RB 69; G 3431).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-doorway-phase#p-beginning-with-the-starting-player-you',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-doorway-phase-you-and-your-opponent',
        quote:
          'You and your opponent take turns placing seedable doorways (such as the Alternate Universe Door), and any other cards that may or must seed during this phase (such as Open Diplomatic Relations), on the table, on top of side decks, or elsewhere, as specified by the card’s game text.',
      },
    ],
    reason: 'Same doorway phase; the Glossary only adds "or elsewhere" as game text says (RB 73; G 3433).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-doorway-phase#p-if-you-wish-to-seed-any',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/alternate-universe-icon#p-you-may-normally-seed-or-play',
        quote:
          'You may normally seed or play cards with this icon Alternate Universe only if you have an open Doorway or other card which allows such cards to enter play, such as Alternate Universe Door, Space-Time Portal,or the Seal Rift mission.',
      },
    ],
    quote:
      'If you wish to seed any cards containing an Alternate Universe [AU] icon, you must seed a doorway during this phase, such as the Alternate Universe Door or Space-Time Portal, which allows such cards to seed.',
    pointer:
      'Exception: another card that lets Alternate Universe cards enter play, such as the Seal Rift mission, also allows them to seed, without such a doorway.',
    reason:
      'v1.7 requires a doorway seeded in this phase for AU cards to seed (RB 75); the Glossary also accepts another card that allows them, such as the Seal Rift mission (G 641).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-in-this-phase-you-and-your',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote:
          'You and your opponent create from one to four lines of Mission cards, called spacelines. Each spaceline represents a different quadrant of the galaxy.',
      },
    ],
    quote: 'In this phase, you and your opponent create one or two lines of Mission cards, called spacelines.',
    pointer: 'the Glossary: from one to four spacelines',
    reason: 'v1.7 has one or two spacelines (RB 79); the Glossary has one to four, one per quadrant (G 3435: Alpha, Gamma, Delta, Mirror).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-shuffle-your-six-missions-and-place',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote:
          'Take turns with your opponent placing each successive mission face up on either end (your choice) of the spaceline appropriate for that mission. A mission’s quadrant and spaceline may be determined from its point box (if any). Gamma, Delta, and Mirror Quadrant missions have a Gamma Quadrant, Delta Quadrant, or Mirror Quadrant symbol in their point boxes.',
      },
    ],
    quote:
      'Take turns with your opponent placing each successive mission face up on either end of the spaceline appropriate for that mission (Alpha Quadrant or Gamma Quadrant).',
    pointer: 'the Glossary: the Delta and Mirror Quadrants have spacelines too',
    reason:
      "v1.7 limits the appropriate spaceline to Alpha or Gamma Quadrant (RB 81); the Glossary also has Delta and Mirror Quadrant spacelines (G 3435). The rest of the procedure is the Glossary's own.",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-alpha-quadrant-and-gamma-quadrant-missions',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/mission#p-during-the-mission-seed-phase-missions',
        quote:
          "Missions with no symbol (or no point box) are Alpha Quadrant missions. All missions may be seeded only on the appropriate spaceline. Missions without point boxes (including Q's Planet) may not be seeded (or played) in any quadrant except Alpha.",
      },
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: 'Gamma, Delta, and Mirror Quadrant missions have a Gamma Quadrant, Delta Quadrant, or Mirror Quadrant symbol in their point boxes.',
      },
    ],
    quote:
      '(Missions with no point box may be placed in either quadrant, even if there are no other missions in the quadrant yet. No missions may be placed in the Delta Quadrant yet.)',
    pointer: 'the Glossary: missions without point boxes go in the Alpha Quadrant only; Delta Quadrant missions exist',
    reason:
      'v1.7 lets a mission without a point box go in either quadrant and bars the Delta Quadrant (RB 83); the Glossary puts such missions in the Alpha Quadrant only (G 2506) and has Delta Quadrant missions (G 3435).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A placeholder for an illustration missing from the source (RB 77–99), not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-alpha-quadrant-and-gamma-quadrant-missions-2',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: 'A mission’s quadrant and spaceline may be determined from its point box (if any).',
      },
    ],
    reason: "Same: a mission's quadrant is told by its point box (RB 85; G 3435, G 2506).",
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-because-both-players-have-cards-on',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Table-keeping advice to orient your cards toward yourself (RB 89); the Glossary does not state it (it only assumes orientation shows owners of seed cards, G 1395).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-some-missions-are-identified-in-their',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/regions-of-space#p-whenever-a-regional-card-is-being',
        quote:
          'Whenever a regional card is being added to the spaceline, it must be placed (or inserted) next to another location in the same region, if possible.',
      },
    ],
    reason: 'Same regional placement rule; the regions are listed in the Glossary (RB 91; G 3206, G 3208–3210).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-a-mission-that-says-it-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: '(A mission that says it may be inserted in the spaceline may be placed anywhere within or on the end of the spaceline.)',
      },
      {
        passage: 'glossary/1e/insert-into-spaceline#p-when-a-card-is-allowed-to',
        quote:
          'When a card is allowed to be inserted into the spaceline, it may be placed at either end of the spaceline or between two cards already on the spaceline.',
      },
    ],
    reason: 'Word for word the Glossary (RB 93; G 3435, G 2297).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-missions-without-the-universal-clubsuit-symbol',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-missions-without-the-universal-symbol-in',
        quote:
          'When you attempt to seed a non-universal mission that is already represented on the spaceline, place your copy on top of the one already seeded (leaving half of your opponent’s copy exposed).',
      },
      {
        passage: 'glossary/1e/mission-ii#p-each-mission-ii-represents-the-same',
        quote:
          'if one player seeds Secret Salvage and the other seeds Secret Salvage II, they must overlap each other because they are duplicates of Wolf 359.',
      },
    ],
    quote:
      'When you attempt to seed a non-universal mission that is already represented on the spaceline, place your copy on top of the one already seeded (leaving half of your opponent’s copy exposed).',
    pointer: 'Also: a Mission II and its original mission (e.g., Secret Salvage II and Secret Salvage) are the same location and are stacked as duplicates.',
    reason:
      "The stacking of duplicate unique missions is the Glossary's own text (G 3437); the Glossary adds that a Mission II and its original are duplicates of one location and must overlap (G 2608).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-when-the-mission-phase-is-over',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: 'You and your opponent create from one to four lines of Mission cards, called spacelines.',
      },
    ],
    quote: 'When the mission phase is over, the one or two spacelines created will look something like this:',
    pointer: 'the Glossary: from one to four spacelines',
    reason: "The lead-in to the illustration repeats v1.7's count of one or two spacelines (RB 99); the Glossary allows one to four (G 3435).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-mission-phase#p-text-missing-in-the-source-2',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A placeholder for an illustration missing from the source (RB 77–99), not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-next-you-and-your-opponent-hide',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-dilemma-phase-you-and-your-opponent',
        quote: 'You and your opponent seed dilemmas and artifacts face down under missions.',
      },
    ],
    reason: 'Same: dilemmas and artifacts seed face down under missions (RB 105; G 3439); the remark on strategy is not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-if-you-are-the-starting-player',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-dilemma-phase-you-and-your-opponent',
        quote:
          'If you are the starting player, insert one card of your choice face down beneath any mission, then take turns until you and your opponent consecutively pass. Whenever you seed a card beneath a mission, that card always goes on the bottom of any other cards already stacked there.',
      },
    ],
    reason: 'Word for word the Glossary (RB 107; G 3439).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-planet-dilemmas-and-artifacts-seed-under',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-planet-dilemmas-and-artifacts-seed-under',
        quote: 'Planet dilemmas and artifacts seed under any mission with a planet icon.',
      },
    ],
    reason: 'Word for word the Glossary (RB 109; G 3441; also G 696).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-space-dilemmas-seed-under-any-mission',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/seed-phases#p-space-dilemmas-seed-under-any-mission', quote: 'Space dilemmas seed under any mission with a space icon.' },
    ],
    reason: 'Word for word the Glossary (RB 110; G 3442).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-space-planet-dilemmas-seed-under-any',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/seed-phases#p-space-planet-dilemmas-seed-under-any', quote: 'Space/planet dilemmas seed under any mission.' }],
    reason: 'Word for word the Glossary (RB 111; G 3443).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-you-may-not-seed-more-than',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/seed-phases#p-you-may-not-seed-more-than', quote: 'You may not seed more than one copy of any card under the same mission.' },
    ],
    reason: 'Word for word the Glossary (RB 112; G 3444; the mis-seed consequences at G 2487–2491).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-you-may-seed-as-many-different',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-you-may-seed-as-many-different',
        quote:
          'You may seed as many different dilemmas as you like under each mission, but only one artifact (unless a card states otherwise, such as Cryosatellite or Orb Negotiations). If you illegally seed two or more artifacts at the same location, all of your artifacts there are considered misseeded.',
      },
    ],
    reason: 'Word for word the Glossary (RB 113; G 3445, G 2488).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-some-game-text-allows-you-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-some-game-text-allows-you-to',
        quote:
          'Some game text allows you to seed Personnel or Equipment cards beneath missions. Such cards are seeded facedown, like artifacts, and are earned when you solve the mission (except Mirasta Yale).',
      },
    ],
    reason: 'Word for word the Glossary (RB 114; G 3446, G 2958).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-you-may-seed-q-icon-dilemmas',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-you-may-seed-q-icon-dilemmas',
        quote:
          'You may seed Q-icon dilemmas under missions only when you have previously seeded the Objective card Beware of Q, or if the card’s text says it may be seeded (such as Hide and Seek).',
      },
    ],
    reason: 'Word for word the Glossary (RB 115; G 3447, G 3130).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-dilemma-phase#p-any-cards-seeded-under-missions-other',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-any-cards-seeded-under-missions-other',
        quote: 'Any cards seeded under missions other than described above are mis-seeds and are placed out-of-play when revealed.',
      },
      {
        passage: 'glossary/1e/mis-seed#p-you-may-deliberately-mis-seed-cards',
        quote:
          'However, if you reveal your own misseeded card under any mission, you may not solve that mission (or complete any objective targeting it) for the rest of the game.',
      },
    ],
    reason:
      'Same: mis-seeds go out of play when revealed; bluffing is allowed; revealing your own bars solving that mission or objectives on it (RB 117; G 3449, G 2495).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-after-the-dilemma-phase-is-completed',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/native-quadrant#p-all-personnel-ships-and-facilities-are',
        quote:
          'All personnel, ships, and facilities are native to the Alpha Quadrant, except those that have a gamma Gamma Quadrant, delta Delta Quadrant, or mirror Mirror Quadrant icon.',
      },
      {
        passage: 'glossary/1e/seed-phases#p-facility-phase-after-the-dilemma-phase',
        quote:
          'After the dilemma phase is completed, you and your opponent take turns establishing seedable outposts, headquarters, and stations (and any related sites) in their native quadrant. Place each of your Facility cards face up in front of a mission on your side of the spaceline.',
      },
    ],
    quote:
      'Facilities with a $\\Gamma$ Gamma or $\\Delta$ Delta icon are native to those quadrants; facilities without either icon are native to the Alpha Quadrant.',
    pointer: 'the Glossary: facilities with a Mirror Quadrant icon are native to the Mirror Quadrant',
    reason:
      "The phase itself is the Glossary's (G 3451), but v1.7 makes every facility without a Gamma or Delta icon Alpha-native (RB 123–125); the Glossary makes Mirror Quadrant-icon facilities native to the Mirror Quadrant (G 2702).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-you-may-not-seed-or-build',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote:
          'You may not seed or build any facility at a location where you already have a facility, unless one allows another to “co-exist” there (e.g., Chamber of Ministers).',
      },
    ],
    reason: 'Same one-facility-per-location rule with the co-exist exception (RB 127; G 1969).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-outposts-most-outposts-state-seed-one',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-you-may-not-seed-or-build',
        quote:
          'You may not seed or build any outpost at any homeworld mission, regardless of affiliation icon, unless a card or rule specifies otherwise (e.g., a Borg Outpost may be built at an assimilated planet, even a homeworld).',
      },
      {
        passage: 'glossary/1e/facility#p-seeding-and-building-facilities-seedable-facilities',
        quote: 'Most outposts state “seed one” in game text, allowing each player to seed only one copy of that Outpost card.',
      },
      {
        passage: 'glossary/1e/facility#p-facilities-may-seed-only-in-their',
        quote:
          'You may seed or build an outpost only at a mission (either Planet or Space icon, belonging to either player) with a matching affiliation icon (unless the outpost’s text specifies otherwise, such as the Neutral Outpost).',
      },
    ],
    quote: 'Outposts may never be established at any affiliation’s homeworld.',
    pointer: 'Exception: a card or rule may allow an outpost at a homeworld; a Borg Outpost may be built at an assimilated planet, even a homeworld.',
    reason:
      'Seed one, matching icon and no homeworld are the Glossary\'s rules (G 1961, G 1965), but v1.7\'s "never" at a homeworld (RB 129) gives way where a card or rule allows, e.g. a Borg Outpost at an assimilated homeworld (G 1967).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-headquarters-a-headquarters-may-be-seeded',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/facility#p-you-may-not-seed-or-build', quote: 'A headquarters may be seeded or built only on the specified homeworld.' },
      {
        passage: 'glossary/1e/facility#p-reporting-cards-for-duty-when-a',
        quote: 'Headquarters cards allow both players to report any compatible cards and to use the game text on the headquarters card.',
      },
    ],
    reason: 'Same: headquarters only on its homeworld, not duplicatable, usable by both players with compatible cards (RB 131; G 1967, G 1961, G 1985).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-stations-stations-may-be-established-only',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote: 'Stations may be established only at the locations specified on the cards.',
      },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote: 'Both players may use headquarters and stations, regardless of ownership, unless otherwise specified.',
      },
    ],
    reason: 'Same: stations only where the card says; both players may generally use them (RB 133; G 1969, G 1973).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-sites-you-may-seed-up-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-sites-you-may-seed-up-to',
        quote:
          'You may seed up to six sites during the facility phase. Each site may be added to any appropriate station, as indicated on the lower left of the Site card, no matter which player seeded that station. (The six sites seed for free. You may not seed additional sites as part of your 30 seed cards.)',
      },
    ],
    reason: 'Word for word the Glossary (RB 135; G 3455, G 3609).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-all-sites-added-to-each-station',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/site#p-all-sites-added-to-each-station',
        quote:
          'All sites added to each station are arranged side-by-side in a straight line next to that station. Each site indicates which level of the station it belongs to (Ops Module, Promenade, Habitat Ring, or Docking Ring), and the sites must be kept together on the table in this order (from left to right).',
      },
    ],
    reason: 'Word for word the Glossary (RB 137; G 3611).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-by-default-sites-are-unique-per',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/site#p-by-default-sites-are-unique-per',
        quote: 'By default, sites are “unique per station.” That is, each station is limited to one of each kind of site card.',
      },
    ],
    reason: 'Word for word the Glossary (RB 139; G 3613, G 4127).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/4-facility-phase#p-while-you-are-not-required-to',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-while-you-are-not-required-to',
        quote: 'Also, reporting to any site is allowed only if that Nor also has at least one docking site.',
      },
      {
        passage: 'glossary/1e/report#p-if-the-card-allowing-a-card',
        quote:
          'If the card allowing a card to report for duty is not a facility or site (such as The Emissary or Devidian Door), the card may report to any quadrant (even if it happens to be reporting aboard a facility) unless otherwise specified by the game text; and a docking site is not required on the Nor.',
      },
    ],
    quote: 'Also, reporting to any site is allowed only if that Nor also has at least one docking site.',
    pointer:
      'Exception: when the report is allowed by a card other than a facility or site (e.g., The Emissary, Devidian Door), no docking site is needed on the Nor.',
    reason:
      'The Glossary repeats the text (G 3457) but excepts reports allowed by a card other than a facility or site, which need no docking site on the Nor (G 3243).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-some-cards-have-text-that-specifies',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-some-cards-have-text-that-specifies',
        quote: 'Some cards have text that specifies that they seed during a different phase than usual for the card type.',
      },
      {
        passage: 'glossary/1e/site#p-your-seed-deck-may-include-up',
        quote: 'Your seed deck may include up to six sites, which seed for free during the facility seed phase (even if the Nor seeded in an earlier phase).',
      },
    ],
    reason: 'Same: some cards seed in another phase (Deep Space 9, G 1961); sites still seed in the facility phase (RB 145; G 3461, G 3609).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-a-few-event-objective-and-incident',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-a-few-event-objective-incident-and',
        quote:
          'A few Event, Objective, Incident, and other cards have game text which allows them to seed. Unless they specify a particular phase (or require a facility or other card already seeded), you may seed such cards during any seed phase.',
      },
    ],
    reason: 'Same rule; the Glossary only spells out that a card needing another card already seeded must wait for it (RB 146; G 3462, G 1927, G 2791).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-cards-seeded-under-a-mission-and',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-cards-seeded-under-a-mission-and',
        quote: 'Cards seeded under a mission and cards with a hidden agenda icon always seed face down. All other cards seed face up.',
      },
      {
        passage: 'glossary/1e/hidden-agenda#p-activating-a-hidden-agenda-does-not',
        quote: '(A seeded hidden agenda may not be activated until after the play phase begins.)',
      },
    ],
    reason: 'Same, including that a seeded hidden agenda is not activated during the seed phases (RB 147; G 3463, G 2107).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-when-a-card-seeded-face-up',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-when-a-card-seeded-face-up',
        quote:
          "When a card seeded face-up allows an immediate download during the seed phase, the downloaded cards come from your draw deck or Q's Tent (they are not seed cards).",
      },
    ],
    reason: 'Word for word the Glossary (RB 148; G 3464, G 3422).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-regardless-of-which-phase-it-is',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-regardless-of-which-phase-it-is',
        quote: 'Regardless of which phase it is or which type of card is being seeded, you and your opponent always take turns seeding or passing.',
      },
      {
        passage: 'glossary/1e/seed-phases#p-regardless-of-which-phase-it-is',
        quote: 'You may not seed multiple cards at once (e.g., a group of dilemmas, multiple sites at a Nor, or a Cryosatellite and its contents).',
      },
    ],
    reason: 'Word for word the Glossary (RB 149–151; G 3465).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-seeding-rules#p-after-all-the-seed-phases-are',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-after-all-the-seed-phases-are',
        quote: 'After all the seed phases are over, show any unused seed cards to your opponent and then place them out-of-play.',
      },
    ],
    reason: 'Word for word the Glossary (RB 153; G 3467).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-play-phase#p-shuffle-your-draw-deck-and-place',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/play-phase#p-after-the-seed-phases-are-over',
        quote:
          'After the seed phases are over, shuffle your draw deck and place it face down on the table. Draw seven cards to form your starting hand. (There is no limit to the number of cards you may hold in your hand during the game.)',
      },
    ],
    reason: 'Word for word the Glossary (RB 157; G 2988).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-play-phase#p-the-starting-player-takes-the-first',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-players-alternate-taking-turns-throughout-the',
        quote: 'Players alternate taking turns throughout the play phase. During your turn you will do up to five things, in this order:',
      },
      {
        passage: 'glossary/1e/turn#p-perform-any-actions-required-or-allowed',
        quote: 'Perform any actions required or allowed by game text that says it takes place at “start of turn.”',
      },
      {
        passage: 'glossary/1e/turn#p-perform-any-actions-required-or-allowed-2',
        quote: 'Perform any actions required or allowed by game text that says it takes place at “end of turn.”',
      },
    ],
    reason:
      'Same turn: players alternate, and the order is start-of-turn text, card play, orders, end-of-turn actions, card draw in both; v1.7 counts three steps because it places start-of-turn text inside its card play step (RB 167) and end-of-turn actions before the draw (RB 448), where the Glossary counts them as steps of their own (G 4070–4082). Only the count differs.',
    reviewed: {
      first: 'rulebook-1e-a first reading',
      second: 'rulebook-1e-a second reading',
      secondNote:
        'changed -> same: v1.7 has the same start-of-turn and end-of-turn actions in the same order (RB 167, RB 448); three vs five steps is only how the steps are counted.',
    },
  },
  {
    passage: 'rules/1e/rulebook/the-play-phase#p-play-a-card-from-your-hand',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/turn#p-play-a-card-from-your-hand', quote: 'Play a card from your hand. This “normal card play” is optional.' }],
    reason: 'Same step (RB 161; G 4073).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-play-phase#p-execute-orders-this-means-moving-and',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-execute-orders-this-generally-means-moving',
        quote: 'Execute orders. This generally means moving and/or using cards already on the table, and is also optional.',
      },
    ],
    reason: 'Same step (RB 162; G 4080).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/the-play-phase#p-draw-a-card-from-your-draw',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote: 'Draw a card from your draw deck to your hand. This is mandatory and signals the end of your turn.',
      },
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote:
          "If you are prevented from drawing a card (for example, by the game text of Q's Tent or the Ops site, or because there are no cards left in your draw deck), then you simply announce when you are done with your turn.",
      },
    ],
    reason: 'Same: the draw is mandatory unless the deck is empty (or game text prevents it) and ends the turn (RB 163; G 4082).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-at-the-start-of-your-turn',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-perform-any-actions-required-or-allowed',
        quote: 'Perform any actions required or allowed by game text that says it takes place at “start of turn.”',
      },
      {
        passage: 'glossary/1e/card-play#p-your-normal-card-play-is-defined',
        quote:
          'Your normal card play is defined as the one card play you are allowed each turn by rule. Although optional, this must take place before executing orders. Interrupts and doorways do not use up (or count as) your normal card play.',
      },
    ],
    reason: 'Same: start-of-turn text first, then one normal card play; interrupts and doorways do not use it (RB 167; G 4072, G 1141, G 4073).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-there-are-a-few-ways-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/for-free#p-a-card-that-plays-or-reports',
        quote:
          'A card that plays (or reports) for free does not count as your normal card play. It must be played during the card play segment of your turn, unless otherwise specified.',
      },
      {
        passage: 'glossary/1e/downloading#p-downloading-does-not-count-as-your',
        quote: 'Downloading does not count as your normal card play (unless so specified), and is not considered a card draw.',
      },
    ],
    reason:
      'Same: for-free cards skip the normal card play but play in that segment; downloading is another extra play (RB 169; G 2016, G 1714). Red Alert! is card text.',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-cards-are-always-played-face-up',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-cards-are-always-played-face-up',
        quote:
          'Cards are always played face up, unless they have a hidden agenda icon. Except when playing a hidden agenda card, announce the name of the card when you put it into play.',
      },
      {
        passage: 'glossary/1e/card-play#p-your-opponent-may-examine-any-card',
        quote: 'Your opponent may examine any card that you play face up at the time of play, but not later unless allowed by a rule or card.',
      },
    ],
    reason: 'Word for word the Glossary (RB 171; G 1143, G 1145, G 3571).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-some-cards-may-be-nullified-canceled',
    verdict: 'extended',
    governing: [
      { passage: 'glossary/1e/nullify#p-to-nullify-a-card-is-to', quote: 'To nullify a card is to cancel and discard it.' },
      {
        passage: 'glossary/1e/countdown-icon#p-when-your-card-with-a-countdown',
        quote:
          "When your card with a countdown icon (Countdown 1 Countdown 2 Countdown 3 Countdown 4 Countdown X) enters play (is played face up, activated, or encountered), it has a countdown total equal to the number of the icon, or the numerical value of X of the icon (regardless of when it is played or activated or who encounters it.) At the end of each of the owner's turns, the card counts down (subtracts one from the countdown total.) When the countdown total reaches zero (0), the card nullifies itself and is discarded.",
      },
    ],
    quote: 'When you play one of these cards, it nullifies itself after the specified number of your turns (not counting your opponent’s turns).',
    pointer:
      'Also: a countdown also runs on a card activated or encountered (e.g., a dilemma); it always counts down at the end of its owner’s turns, whoever encountered it.',
    reason:
      "Nullify means cancel and a countdown card nullifies itself after that many of its owner's turns (RB 173; G 2778, G 1374); the Glossary adds that cards activated or encountered count down too, on their owner's turns regardless of who encountered them, where v1.7 speaks only of cards you play.",
    reviewed: {
      first: 'rulebook-1e-a first reading',
      second: 'rulebook-1e-a second reading',
      secondNote:
        'same -> extended: G 1374 makes activated and encountered cards count down on the owner’s turns whoever encountered them; v1.7 covers only cards you play.',
    },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-you-may-normally-play-cards-with',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/alternate-universe-icon#p-you-may-normally-seed-or-play',
        quote:
          'You may normally seed or play cards with this icon Alternate Universe only if you have an open Doorway or other card which allows such cards to enter play, such as Alternate Universe Door, Space-Time Portal,or the Seal Rift mission.',
      },
      {
        passage: 'glossary/1e/alternate-universe-icon#p-you-may-normally-seed-or-play',
        quote: 'Time locations also allow certain cards “native to the timeline” to report there without such a Doorway card.',
      },
    ],
    quote:
      'You may normally play cards with an Alternate Universe [AU] icon only if you have an open Doorway card which allows such cards to play, such as the Alternate Universe Door or Space-Time Portal.',
    pointer:
      'Exception: another card that lets Alternate Universe cards enter play, such as the Seal Rift mission, serves instead of a doorway; cards native to a time location may report there without one.',
    reason:
      'v1.7 requires an open doorway for AU cards (RB 175); the Glossary also accepts another card such as the Seal Rift mission, and lets cards native to a time location report there without one (G 641, G 3938).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/1-play-a-card#p-card-plays-are-of-two-types',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-a-card-play-refers-to-any',
        quote: 'Card plays are of two types: Personnel, Ship, Equipment, and Tribble cards report (for duty), while all other card types are simply “played.”',
      },
    ],
    reason: 'Same two kinds of card play (RB 177; G 1139).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/reporting-cards-for-duty#p-personnel-ship-and-equipment-cards-must',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/report#p-personnel-ship-and-equipment-cards-must',
        quote:
          'Personnel, Ship, and Equipment cards must normally report for duty to a compatible outpost, headquarters, site, or other place that allows reporting (i.e., personnel may not normally be reported directly aboard a ship or to a planet).',
      },
      {
        passage: 'glossary/1e/facility#p-a-station-represents-any-one-of',
        quote: 'Stations do not allow reporting, docking, or repairs unless specified by game text on the station or its sites.',
      },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote:
          'You may not use your opponent’s outposts (or operate their SHIELDS, transporters, holodecks, or other features), unless a card allows it. Both players may use headquarters and stations, regardless of ownership, unless otherwise specified.',
      },
    ],
    reason:
      "Same: report to a compatible outpost, headquarters, site or other allowed place; stations only by text; opponent's outposts only if a card allows (RB 181; G 3239, G 1957, G 1973, G 1985).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/reporting-cards-for-duty#p-when-a-facility-or-its-site',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-you-may-report-cards-to-sites',
        quote:
          'You may report cards to sites only in accordance with the text of the Station and Site cards (matching affiliation, compatible, or “regardless of affiliation”; if not specified, compatibility is not required).',
      },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote:
          'Your cards must be compatible with a facility (except a Nor) to report to, dock at, or enter the facility. They may report to or dock at any Nor according to the text of its site cards.',
      },
      {
        passage: 'glossary/1e/report#p-when-a-facility-or-its-site',
        quote:
          'When a facility or its site allows you to report a card for duty, you may do so only if that card and the facility are both in their native quadrant.',
      },
    ],
    quote:
      'When a facility (or its site) allows you to report a card for duty, you may do so only if the card to be reported is compatible with the facility, and that card and the facility are both in their native quadrant.',
    pointer: 'Exception: at a Nor, cards report to sites as the site text says; compatibility is needed only where that text asks for it.',
    reason:
      "Native-quadrant rule and the non-facility-card exception are the Glossary's (G 3241, G 3243), but v1.7 also demands compatibility for a site (RB 183); the Glossary needs it at a Nor only where the site's text says so (G 1987, G 1973).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/reporting-cards-for-duty#p-any-personnel-ship-or-equipment-card',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-you-may-report-cards-to-sites',
        quote:
          'Each site lists in its game text what kinds of cards may report to that site (personnel classifications, types of equipment, staffing requirements for ships). Ships report docked at an appropriate docking site. Reporting cards to any site is allowed only if that Nor has at least one docking site.',
      },
      {
        passage: 'glossary/1e/report#p-if-the-card-allowing-a-card',
        quote:
          'If the card allowing a card to report for duty is not a facility or site (such as The Emissary or Devidian Door), the card may report to any quadrant (even if it happens to be reporting aboard a facility) unless otherwise specified by the game text; and a docking site is not required on the Nor.',
      },
    ],
    quote: 'Reporting to a site is allowed only if that Nor also has at least one docking site (i.e., Docking Pylons, Docking Ports, or Docking Pads).',
    pointer:
      'Exception: when the report is allowed by a card other than a facility or site (e.g., The Emissary, Devidian Door), no docking site is needed on the Nor.',
    reason:
      'Same site-reporting and docking-site rule (G 1987), but the Glossary needs no docking site when the report is allowed by a card other than a facility or site (G 3243).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/reporting-cards-for-duty#p-specific-card-text-may-allow-reporting',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/report#p-if-the-card-allowing-a-card',
        quote:
          'If the card allowing a card to report for duty is not a facility or site (such as The Emissary or Devidian Door), the card may report to any quadrant',
      },
      {
        passage: 'glossary/1e/time-location#p-the-cards-listed-on-a-time',
        quote: 'The cards listed on a time location as “native to this timeline” may be reported directly to the location if it is in play.',
      },
    ],
    reason: 'Same: card text may allow other reporting (The Emissary), and cards native to a time location have their own rules (RB 189; G 3243, G 3938).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-cards#p-place-the-personnel-card-face-up',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/report#p-personnel-ship-and-equipment-cards-must',
        quote: 'Place the card face up at the facility or site and announce the card name, then stack the card under the facility or on top of the site.',
      },
      {
        passage: 'glossary/1e/showing-your-cards#p-when-playing-any-card-face-up',
        quote:
          'Afterwards, your opponent may only see your Personnel and Equipment cards when necessary, such as during personnel battle, for an “opponent’s choice” selection or when you must prove you have a particular skill, staffing icon, etc.',
      },
    ],
    reason: 'Same placement, stacking and showing rules (RB 193; G 3239, G 1975, G 3571).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-cards#p-you-may-have-only-one-copy',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/persona#p-you-may-not-have-more-than',
        quote:
          'You may not have more than one instance of the same non-universal persona in play at the same time, including cards which have been captured, commandeered, assimilated, or are otherwise controlled by your opponent, unless a card specifically allows it.',
      },
      {
        passage: 'glossary/1e/unique-and-universal#p-each-player-may-have-only-one',
        quote:
          'A player may not play a unique personnel, ship, or non-duplicatible facility if that player has a non-unique personnel, ship, or facility in play with the same title or persona (or viceversa).',
      },
    ],
    quote: 'You may have only one copy of each unique personnel in play at a given time.',
    pointer:
      'Also: your copy captured, assimilated or otherwise controlled by your opponent still counts; and you may not have a unique and a universal version of the same persona in play together.',
    reason:
      "One unique personnel or persona at a time and any number of universals is the Glossary's rule too (G 4126, G 2922); the Glossary adds that your copies controlled by the opponent count, and that unique and universal versions of one persona exclude each other.",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-cards#p-holographic-personnel-with-the-holo-icon',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-a-hologram-is-deactivated-when-reported',
        quote:
          'A hologram is deactivated when reported, and may be activated on the same or a subsequent turn (if aboard a ship or facility with a Holodeck, or wearing a Mobile Holo-Emitter) by any of your “unstopped” personnel present (even another active hologram).',
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-holographic-hologram-personnel-and-equipment-can',
        quote:
          'Holographic Hologram personnel and equipment can only exist aboard ships and facilities unless a card such as Holo-Projectors allows it to exist elsewhere',
      },
    ],
    pointer:
      'Also: a hologram reports deactivated; one of your unstopped personnel present (aboard a ship or facility with a holodeck) must activate it, on that or a later turn.',
    reason:
      'Holograms need a holodeck or Holo-Projectors in both (G 2141); the Glossary adds that a hologram reports deactivated and must be activated by an unstopped personnel present (G 2145).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-cards#p-a-ship-reports-for-duty-by',
    verdict: 'narrowed',
    governing: [
      { passage: 'glossary/1e/facility#p-reporting-cards-for-duty-when-a', quote: 'You may report any compatible cards to your outpost. Ships report docked.' },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote:
          'Your cards must be compatible with a facility (except a Nor) to report to, dock at, or enter the facility. They may report to or dock at any Nor according to the text of its site cards.',
      },
      {
        passage: 'glossary/1e/facility#p-whenever-you-have-personnel-or-ships',
        quote:
          'Stack personnel aboard a ship docked at an outpost underneath the Ship card; stack personnel aboard the outpost itself between the Ship card and the Outpost card.',
      },
    ],
    quote: 'A ship reports for duty by docking at a compatible space facility, or by orbiting a planet where a compatible headquarters is located.',
    pointer: 'Exception: at a Nor, a ship reports to a docking site as the site text says; compatibility is needed only where that text asks for it.',
    reason:
      "Docked reporting, orbit at a headquarters and stacking match the Glossary (G 1985, G 1975, G 3245); but at a Nor a ship reports to a docking site by the site's text, compatibility only if that text asks (G 1973, G 1987).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-cards#p-a-headquarters-is-a-planet-facility',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-all-outposts-allow-ships-to-dock',
        quote: 'Ships cannot dock at a planet facility and receive no protection from its SHIELDS.',
      },
      { passage: 'glossary/1e/facility#p-reporting-cards-for-duty-when-a', quote: 'Ships report in orbit of the planet.' },
    ],
    reason: 'Same: ships do not dock at a headquarters but report in orbit (RB 203; G 1979, G 1985, G 2983).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-cards#p-you-may-have-only-one-copy',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/unique-and-universal#p-each-player-may-have-only-one',
        quote:
          'Each player may have only one copy of a particular unique (or Enigma) personnel or ship (or of the same persona) or non-duplicatible facility in play at any time. Any number of copies of a universal personnel, ship, or facility may be in play at the same time.',
      },
      {
        passage: 'glossary/1e/persona#p-you-may-not-have-more-than',
        quote:
          'You may not have more than one instance of the same non-universal persona in play at the same time, including cards which have been captured, commandeered, assimilated, or are otherwise controlled by your opponent, unless a card specifically allows it.',
      },
      {
        passage: 'glossary/1e/persona#p-starship-enterprise-and-starship-enterprise-are',
        quote: 'Starship Enterprise and Starship Enterprise are two instances of the same ship persona; you may have only one in play at a time.',
      },
    ],
    quote: 'You may have only one copy of a unique ship in play at a given time.',
    pointer:
      'Also: the limit is one per ship persona (different cards of the same ship count), including your ship commandeered or otherwise controlled by your opponent.',
    reason:
      "One unique ship at a time and any number of universals is the Glossary's rule too (G 4126); the Glossary makes the limit one per ship persona and counts your ships commandeered or captured by the opponent (G 2922, G 2926).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/equipment-cards#p-equipment-cards-enter-play-like-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-reporting-cards-for-duty-when-a',
        quote: 'Equipment cards are native to all quadrants and thus may report to any appropriate facility that is in its native quadrant.',
      },
      {
        passage: 'glossary/1e/equipment#p-because-equipment-cards-have-no-affiliation',
        quote:
          'Because Equipment cards have no affiliation icons, they may be reported and carried in Away Teams or aboard ships (even by Borg) without regard to compatibility.',
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-holographic-hologram-personnel-and-equipment-can',
        quote: 'Holographic Hologram personnel and equipment can only exist aboard ships and facilities',
      },
    ],
    reason:
      'Same: equipment reports like personnel, compatible everywhere; holographic equipment limited like holographic personnel (RB 209; G 1985, G 1894, G 2141).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/other-card-plays#p-instead-of-reporting-a-ship-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-a-card-play-refers-to-any',
        quote:
          'Personnel, Ship, Equipment, and Tribble cards report (for duty), while all other card types are simply “played.” See entries for specific card types for details of playing that card type.',
      },
    ],
    reason: 'Same: other card types are played rather than reported, as their text says (RB 213; G 1139).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/facility-and-site-cards#p-most-facilities-have-game-text-which',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-facilities-may-seed-only-in-their',
        quote: 'Facilities may seed only in their native quadrant (but may be built during the play phase in any quadrant, if appropriate).',
      },
      {
        passage: 'glossary/1e/report#p-when-a-facility-or-its-site',
        quote:
          'When a facility or its site allows you to report a card for duty, you may do so only if that card and the facility are both in their native quadrant.',
      },
      { passage: 'glossary/1e/site#p-your-seed-deck-may-include-up', quote: 'Any site may play during the play phase, using your normal card play.' },
    ],
    reason:
      'Same: seed only in the native quadrant, build anywhere appropriate, no reporting to a facility outside its native quadrant, sites playable (RB 217; G 1965, G 3241, G 3609).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/facility-and-site-cards#p-you-may-not-build-a-facility',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote:
          'You may not seed or build any facility at a location where you already have a facility, unless one allows another to “co-exist” there (e.g., Chamber of Ministers). (However, you could have two facilities at a location as a result of moving or commandeering one.)',
      },
    ],
    reason: 'Word for word the Glossary (RB 219; G 1969).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/facility-and-site-cards#p-outposts-may-be-built-only-at',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-you-may-not-seed-or-build',
        quote:
          'You may not seed or build any outpost at any homeworld mission, regardless of affiliation icon, unless a card or rule specifies otherwise (e.g., a Borg Outpost may be built at an assimilated planet, even a homeworld).',
      },
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote: 'Stations may be established only at the locations specified on the cards.',
      },
    ],
    quote: 'Outposts may be built only at a mission with a matching affiliation icon (but not at any homeworld).',
    pointer: 'Exception: a card or rule may allow an outpost at a homeworld; a Borg Outpost may be built at an assimilated planet, even a homeworld.',
    reason:
      "Matching icon and no homeworld are the Glossary's rules (G 1965, G 2166), but the Glossary lets a card or rule allow an outpost at a homeworld, e.g. a Borg Outpost at an assimilated one (G 1967).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/event-objective-and-incident-cards#p-while-most-events-objectives-and-incidents',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/event#p-a-card-type-representing-an-event',
        quote: 'While most events have a lasting effect on the game (unless the card is nullified or destroyed), a few say to discard them after use.',
      },
      {
        passage: 'glossary/1e/countdown-icon#p-when-your-card-with-a-countdown',
        quote: 'When the countdown total reaches zero (0), the card nullifies itself and is discarded.',
      },
    ],
    reason: 'Same: lasting effect unless nullified, a few discarded after use, countdown cards discarded on expiry (RB 225; G 1927, G 2267, G 1374).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/event-objective-and-incident-cards#p-an-objective-may-require-you-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/objective#p-an-objective-may-require-you-to',
        quote:
          'An objective may require you to target (select) a ship, planet, personnel, etc. If the target of the objective is removed from play or becomes an invalid target, the Objective card is immediately discarded. Otherwise, the objective remains in play until nullified, discarded, or relocated according to its game text.',
      },
    ],
    reason: 'Same targeting and discard rule (RB 227; G 2795); the countdown case is G 1374.',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/time-location-cards#p-a-time-location-is-placed-by',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/time-location#p-a-time-location-is-placed-by',
        quote:
          'A time location is placed by itself on the table, creating its own planet or space location separate from the spacelines. The card may have special instructions to be carried out when it is seeded or played; if you cannot carry out all instructions, you may not seed or play the time location. Playing a time location uses your normal card play.',
      },
      {
        passage: 'glossary/1e/time-location#p-a-time-location-is-not-a',
        quote: 'You may not seed or play a time location unless the corresponding spaceline location is in play.',
      },
    ],
    pointer: 'Also: you may not seed or play a time location unless its corresponding mission is in play; playing one uses your normal card play.',
    reason:
      "Placement and instructions are the Glossary's own text (G 3934); the Glossary adds that a time location needs its corresponding mission in play (G 3932).",
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/interrupt-cards#p-interrupts-are-virtually-unrestricted-you-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/interrupt#p-a-card-type-which-generally-has',
        quote: 'You may play as many interrupts as you like, during either player’s turn, and at any time between other actions.',
      },
      {
        passage: 'glossary/1e/interrupt#p-some-interrupt-cards-specify-that-they',
        quote:
          'Some Interrupt cards specify that they respond directly to another action, allowing them to literally “interrupt” that action (for example, to nullify it).',
      },
    ],
    reason: 'Word for word the Glossary (RB 235; G 2311, G 2313).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/interrupt-cards#p-most-interrupts-have-an-immediate-effect',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/interrupt#p-a-card-type-which-generally-has',
        quote:
          'A card type which generally has a temporary impact on the game, and is then discarded (though a few remain in play permanently or until a countdown has expired).',
      },
    ],
    reason: 'Same (RB 237; G 2311).',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/doorway-cards#p-you-may-play-a-doorway-at',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/doorway#p-a-card-type-representing-a-physical',
        quote:
          'Playable doorway cards do not use your normal card play and may play whenever an Interrupt card play is legal, but only during your own turn, unless its text explicitly states that it suspends play or may play at any time.',
      },
      {
        passage: 'glossary/1e/doorway#p-there-is-no-limit-to-the',
        quote: 'There is no limit to the number of Doorway cards you may play per turn, unless stated otherwise on a card.',
      },
    ],
    quote: 'You may play a doorway at any time that an interrupt would be legal, but only during your own turn.',
    pointer: 'Exception: a doorway whose text says it suspends play or may play “at any time” may be played during your opponent’s turn too.',
    reason:
      'Same timing and no limit per turn (G 1681, G 1683), but the Glossary lets a doorway whose text says it suspends play or may play at any time be played outside your own turn (G 1681).',
    reviewed: { first: 'rulebook-1e-a first reading', second: 'rulebook-1e-a second reading' },
  },
  {
    passage: 'rules/1e/rulebook/spaceline-summary#p-after-a-few-turns-of-playing',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A lead-in line to an illustration (RB 245), not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
  {
    passage: 'rules/1e/rulebook/spaceline-summary#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A placeholder for an illustration missing from the source (RB 243–245), not a rule.',
    reviewed: { first: 'rulebook-1e-a first reading' },
  },
];
