import type { StandingInput } from '../types.ts';

export const LEDGER: StandingInput[] = [
  // ── Gray's Digital Edition Rule Book (front matter) ──
  {
    passage: 'rules/1e/grays/grays-digital-edition-rule-book#p-please-note-the-last-version-of',
    verdict: 'not-addressed',
    governing: [],
    reason: "A note on publishing history (v1.7 was Decipher's last rulebook), not a rule; the Glossary says nothing on it.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/grays-digital-edition-rule-book#p-that-final-version-did-not-include',
    verdict: 'not-addressed',
    governing: [],
    reason: "Describes how Decipher's rules documents were scattered; history, not a rule. The Glossary (not Gray's) is the comprehensive rules document.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/grays-digital-edition-rule-book#p-grays-digital-edition-rule-book-is',
    verdict: 'not-addressed',
    governing: [],
    reason: "Describes Gray's own design and aims (single-source guide, merged sources); not a rule. Gray's never governs: the Glossary does.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/grays-digital-edition-rule-book#p-the-following-rules-are-a-combination',
    verdict: 'not-addressed',
    governing: [],
    reason: "States Gray's sources (v1.7, DS9 and Voyager rulebooks, supplements, glossary entries, GR 9); about the document, not a rule.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Introduction ──
  {
    passage: 'rules/1e/grays/introduction#p-welcome-to-a-universe-with-endless',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Overview; its "over 3000 ... cards" is a count of the card pool, and the Glossary gives no count (disagreement \'card-pool\'). The rest only sketches play, covered in detail later.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/introduction#p-keep-these-few-things-in-mind',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A lead-in line to a list, not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/introduction#p-allow-a-few-hours-to-read',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Advice to new players, not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/introduction#p-a-term-or-phrase-appearing-as',
    verdict: 'not-addressed',
    governing: [],
    reason: "About the wiki's links, not a rule.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/introduction#p-a-cards-specific-game-text-may',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'The Glossary states no general "card text overrides rules" principle (grep of override/errata in G finds only particular cases, e.g. G 1742); the passage stands as written.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/introduction#p-in-some-cases-a-card-image',
    verdict: 'not-addressed',
    governing: [],
    reason: "About the wiki's card images showing errata; the Glossary only points to its list of revised cards (G 3324) and says nothing on images.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── The Affiliations ──
  {
    passage: 'rules/1e/grays/the-affiliations#p-there-are-twelve-full-affiliations-in',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-there-are-15-affiliations-bajoran-borg',
        quote:
          'There are 15 affiliations: Bajoran, Borg, Cardassian, Dominion, Federation, Ferengi, Hirogen, Kazon, Klingon, Neutral, Non-Aligned, Romulan, Starfleet, Vidiian and Vulcan.',
      },
    ],
    reason:
      "Twelve full affiliations (list lost from this copy) plus Neutral, Starfleet and Vulcan added in GR 24-26 make the Glossary's fifteen (G 605); disagreement 'affiliations' records Gray's as agreeing.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (the list of affiliations) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-plus-a-few-neutral-cards-also',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-there-are-15-affiliations-bajoran-borg',
        quote:
          'There are 15 affiliations: Bajoran, Borg, Cardassian, Dominion, Federation, Ferengi, Hirogen, Kazon, Klingon, Neutral, Non-Aligned, Romulan, Starfleet, Vidiian and Vulcan.',
      },
    ],
    reason: 'Neutral, Starfleet and Vulcan are all affiliations in the Glossary list (G 605); "soon to be created" is only dated wording.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-each-affiliation-has-a-distinct-border',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-there-are-15-affiliations-bajoran-borg',
        quote:
          'Each affiliation has a distinct border color (but see Captain Proton cards) and a unique affiliation icon in the upper left corner of each Personnel or Ship card (lower left corner of each Facility card). A few cards are multi-affiliation cards. (equipment and site cards have no affiliation.)',
      },
    ],
    reason: 'Word for word the Glossary (G 605).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-when-customizing-a-deck-you-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-cards-from-different-affiliations-are-not',
        quote:
          'Cards from different affiliations are not normally compatible, except Non-Aligned and Neutral cards which are compatible with any affiliation except Borg.',
      },
    ],
    reason: 'Same compatibility rule as G 607 (and G 1305).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-for-example-your-federation-personnel-cannot',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/affiliation#p-cards-from-different-affiliations-are-not',
        quote:
          'Special cards such as treaties, Emblem of the Alliance, and Temporal Micro-Wormhole may make two or more affiliations compatible, allowing them to mix and work together.',
      },
    ],
    reason: 'Same as G 607.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-the-borg-differ-from-the-other',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/borg#p-cooperation-borg-dont-mix-or-cooperate',
        quote: 'Borg don’t mix or cooperate with cards of other affiliations (they are not compatible with them).',
      },
      {
        passage: 'glossary/1e/borg#p-objectives-unlike-other-affiliations-borg-never',
        quote: 'Unlike other affiliations, Borg never attempt missions.',
      },
    ],
    reason: 'Borg never mix and never attempt missions: G 1022, G 1024.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-affiliations#p-the-borg-rules-guide-is-available',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A pointer to a link, not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Customizing a Deck ──
  {
    passage: 'rules/1e/grays/customizing-a-deck#p-you-customize-a-game-deck-from',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/deck#p-there-are-two-parts-to-every',
        quote: 'There are two parts to every game deck: the seed deck and the draw deck. In addition, you may have one or more optional side decks.',
      },
      {
        passage: 'glossary/1e/borg#p-cooperation-borg-dont-mix-or-cooperate',
        quote:
          'A player using Borg- affiliation cards may not stock any non-Borg- affiliation personnel, ships, or facilities in their game deck or any side decks, including former Borg such as One, or a Mission II with a built-in non-Borg outpost (even if they do not use that function of the card).',
      },
    ],
    quote:
      'Likewise, players using Borg Affiliation cards may not include any non-Borg personnel, ships, or facilities in their seed deck, draw deck, or any side decks.',
    pointer: 'Also: a Borg player may not stock a Mission II with a built-in non-Borg outpost either, even unused.',
    reason:
      'Deck parts and Borg-use-only agree with G 1467, G 1050; G 1022 adds that the Borg stocking ban covers a Mission II with a built-in non-Borg outpost (a Mission card, not a facility).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/customizing-a-deck#p-now-lets-talk-about-the-card',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A lead-in to the next sections, not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Seed Deck ──
  {
    passage: 'rules/1e/grays/seed-deck#p-your-seed-deck-may-include-several',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/seed-deck#p-your-seed-deck-may-include-several', quote: 'Your seed deck may include several types of seed cards.' }],
    reason: 'Word for word G 3414.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/seed-deck#p-it-may-include-up-to-30',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-deck#p-it-may-include-up-to-30',
        quote:
          'It may include up to 30 of the following: Dilemma and Artifact cards, plus any other cards which are allowed or required by game text to be seeded, such as certain Facility, Doorway, Objective, Incident, and Event cards.',
      },
    ],
    reason: 'Word for word G 3416.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/seed-deck#p-it-may-include-up-to-six',
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
    pointer:
      'Also: free sites are kept apart from the 30 counted seed cards and may only be seeded on a Nor or go out of play; they may not be mis-seeded as a bluff.',
    reason:
      'The count agrees with G 3417; G 3420 adds that free sites (and missions) stay separate from the counted seed cards and may not be used as bluff mis-seeds.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/seed-deck#p-it-must-include-exactly-six-mission',
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
    quote: 'Each of your six missions must be different, except for those that are universal (their card title begins with the universal ❖ icon).',
    pointer: 'Also: a Mission II is the same location as its original mission, so you may not include both (e.g., Secret Salvage and Secret Salvage II).',
    reason:
      'Word for word G 3418, but G 2608 adds that a Mission II and its original mission are one location and may not both be in your six, though they are different cards.',
    reviewed: {
      first: 'grays-1e-a first reading',
      second: 'grays-1e-a second reading',
      secondNote:
        'same -> extended: G 2608 bars a Mission II together with its original mission in the six (different cards, same location), which changes deck legality.',
    },
  },
  // ── Draw Deck ──
  {
    passage: 'rules/1e/grays/draw-deck#p-your-draw-deck-may-be-of',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/draw-deck#p-your-draw-deck-may-be-of',
        quote:
          'Your draw deck may be of any size, as long as it contains at least 30 cards. You may put any card in your draw deck (except Tactic, Tribble, Trouble, and Q-icon cards)',
      },
    ],
    reason: "Same as G 1768 (Gray's adds only advice on extra copies).",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/draw-deck#p-note-these-first-2-decks-make',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/3030-rule#p-your-seed-deck-may-contain-no',
        quote:
          'Your seed deck may contain no more than 30 seed cards (not counting missions and sites, which seed for free) and your draw deck may contain no fewer than 30 cards.',
      },
    ],
    reason: 'The 30/30 rule as G 478.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── Side Decks ──
  {
    passage: 'rules/1e/grays/side-decks#p-side-decks-are-optional-customized-decks',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote:
          'This Doorway card is placed face up on top of the side deck and counts as one of your seed cards (the facedown cards in the side deck are not seed cards and do not count toward the 30/30 rule).',
      },
    ],
    reason: 'Same as G 3591.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-the-five-types-of-side-decks',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote:
          'The five types of side decks are the Q-Continuum side deck, Qs Tent side deck, Battle Bridge side deck, Tribble side deck, and Dilemma side decks.',
      },
    ],
    reason: "Five side decks, as G 3591 (disagreement 'side-decks': Gray's agrees).",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-q-continuum',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'The five types of side decks are the Q-Continuum side deck' },
    ],
    reason: 'List item of the five side decks, as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-qs-tent',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'Qs Tent side deck' }],
    reason: 'List item of the five side decks, as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-battle-bridge',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'Battle Bridge side deck' }],
    reason: 'List item of the five side decks, as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-tribble',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'Tribble side deck' }],
    reason: 'List item of the five side decks, as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-and-dilemma-side-decks',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'and Dilemma side decks.' }],
    reason: 'List item of the five side decks, as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/side-decks#p-you-may-use-any-or-all',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote: 'You may use any or all of these side decks in the same game, but you may have only one side deck of each type in play.',
      },
    ],
    reason: 'Same as G 3591.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── How to Play ──
  {
    passage: 'rules/1e/grays/how-to-play#p-the-goal-of-the-game-is',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/starting-the-game#p-the-game-begins-by-choosing-a',
        quote:
          'The game begins by choosing a starting player using any mutually agreeable method. Each game consists of four seed phases followed by the play phase. The starting player goes first in each seed phase and takes the first turn in the play phase.',
      },
      {
        passage: 'glossary/1e/winning-the-game#p-players-take-turns-until-one-player',
        quote: 'Players take turns until one player scores 100 points (the normal victory conditions) and is declared the winner',
      },
    ],
    reason: 'Starting player and phases as G 3783; 100-point goal as G 4251; Borg score by objectives (G 1024).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── The Seed Phases ──
  {
    passage: 'rules/1e/grays/the-seed-phases#p-the-seed-phases-set-the-stage',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-during-each-phase-players-take-turns',
        quote:
          'During each phase, players take turns seeding cards on the table. The starting player goes first in each phase. Each time it is your turn, you may either seed a card or say “pass.” As soon as both players pass consecutively, that phase ends (even if you wanted to seed more cards in that phase).',
      },
      {
        passage: 'glossary/1e/seed-phases#p-the-only-actions-you-may-take',
        quote:
          'The only actions you may take during the seed phases are seeding cards and carrying out game text that takes place immediately upon seeding a card face-up, such as downloading Bajoran Wormhole with Ultimatum or an Emblem card with Disrupt Alliance. You may not activate a hidden agenda or use “play phase” game text such as effects that suspend play or may happen “at any time” or “each turn.”',
      },
    ],
    quote: 'During each phase, players take turns seeding cards on the table. Each time it is your turn, you may either seed a card or say “pass.”',
    pointer:
      'Also: in the seed phases you may only seed cards and carry out text that acts on seeding a card face up; no “at any time”, “each turn” or play-suspending text may be used.',
    reason:
      'Phases, order, passing and shuffling side decks agree with G 3427-3431; G 3466 adds that no other actions (play-phase text, hidden agendas) may be taken during the seed phases.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/the-seed-phases#p-note-the-seed-phase-of-the',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Commentary on why seeding takes time; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── 1. Doorway Phase ──
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-beginning-with-the-starting-player-you',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-doorway-phase-you-and-your-opponent',
        quote:
          'Doorway Phase – You and your opponent take turns placing seedable doorways (such as the Alternate Universe Door), and any other cards that may or must seed during this phase (such as Open Diplomatic Relations), on the table, on top of side decks, or elsewhere, as specified by the card’s game text.',
      },
      {
        passage: 'glossary/1e/alternate-universe-icon#p-you-may-normally-seed-or-play',
        quote:
          'You may normally seed or play cards with this icon Alternate Universe only if you have an open Doorway or other card which allows such cards to enter play, such as Alternate Universe Door, Space-Time Portal,or the Seal Rift mission.',
      },
    ],
    quote:
      'If you wish to seed any cards containing an Alternate Universe icon, you must seed a doorway during this phase, such as the Alternate Universe Door or Space-Time Portal, which allows such cards to seed.',
    pointer: 'Exception: a card other than a doorway, such as the Seal Rift mission, may also allow Alternate Universe cards to seed.',
    reason:
      'Doorway phase as G 3433; but G 641 lets an open Doorway "or other card", e.g. the Seal Rift mission, allow Alternate Universe cards, so a seeded doorway is not the only way.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-a-list-of-all-doorway-cards',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A pointer to a list on the wiki, not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-of-special-note-are-the-5',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks',
        quote:
          'Side decks are optional customized decks of cards separate from, and in addition to, your normal game deck. Each side deck is shuffled and placed face down on the table, then activated or “opened” during the doorway seed phase by a Doorway card.',
      },
    ],
    reason: 'Five side decks, each opened by a Doorway card in the doorway phase and optional: as G 3591.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text lost from the source (a table); nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-doorway-side-deck-battle-bridge-door',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-bridge-side-deck#p-you-can-have-as-many-tactic',
        quote: 'The side deck is activated during the doorway seed phase by a Battle Bridge Door card placed face up on top of the side deck.',
      },
      {
        passage: 'glossary/1e/q-continuum-side-deck#p-this-side-deck-is-made-up',
        quote: 'The side deck is activated during the doorway seed phase by a Q-Flash doorway seeded face up on top of the side deck.',
      },
      {
        passage: 'glossary/1e/qs-tent-side-deck#p-cards-that-must-normally-be-seeded',
        quote: "The side deck is activated during the doorway seed phase by a Q's Tent doorway placed face up on top of the side deck.",
      },
      {
        passage: 'glossary/1e/tribble-side-deck#p-this-side-deck-is-made-up',
        quote: 'The side deck is activated during the doorway seed phase by a Storage Compartment Door card placed face up on top of the side deck.',
      },
    ],
    reason:
      "Doorway for each side deck as G 969, G 3113, G 3163, G 4042; the Glossary does not name the Dilemma side deck's doorway (Dyson Sphere Door), which stands as written.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-dilemma-side-deck',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/side-deck#p-side-decks-are-optional-customized-decks', quote: 'and Dilemma side decks' }],
    reason: 'A table cell naming the Dilemma side deck, which the Glossary lists among the five (G 3591).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/1-doorway-phase#p-note-dyson-sphere-door-used-to',
    verdict: 'not-addressed',
    governing: [],
    reason: "A publication note on the Continuing Committee's virtual Dyson Sphere Door; the Glossary does not name that card.",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── 2. Mission Phase ──
  {
    passage: 'rules/1e/grays/2-mission-phase#p-in-this-phase-you-and-your',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: 'Mission Phase – You and your opponent create from one to four lines of Mission cards, called spacelines.',
      },
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote:
          'Take turns with your opponent placing each successive mission face up on either end (your choice) of the spaceline appropriate for that mission. A mission’s quadrant and spaceline may be determined from its point box (if any). Gamma, Delta, and Mirror Quadrant missions have a Gamma Quadrant, Delta Quadrant, or Mirror Quadrant symbol in their point boxes.',
      },
    ],
    quote:
      'Take turns with your opponent placing each successive mission face up on either end of the spaceline appropriate for that mission (Alpha Quadrant, Delta Quadrant, or Gamma Quadrant).',
    pointer: 'Also: there may be up to four spacelines; a mission with a Mirror Quadrant symbol in its point box goes on the Mirror Quadrant spaceline.',
    reason:
      "Shuffling, turn order, either end, one or more spacelines and no passing agree with G 3435; Gray's knows only three spacelines (AQ, DQ, GQ) and never mentions the Mirror Quadrant, which the Glossary adds as a fourth spaceline (G 3435, G 2506, G 3721).",
    reviewed: {
      first: 'grays-1e-a first reading',
      second: 'grays-1e-a second reading',
      secondNote:
        "changed -> extended: the quoted sentence (alternate turns, either end, appropriate spaceline) is still in force; the Glossary only adds the Mirror Quadrant spaceline Gray's omits.",
    },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-alpha-quadrant-delta-quadrant-and-gamma',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/mission#p-during-the-mission-seed-phase-missions',
        quote:
          "Missions with no symbol (or no point box) are Alpha Quadrant missions. All missions may be seeded only on the appropriate spaceline. Missions without point boxes (including Q's Planet) may not be seeded (or played) in any quadrant except Alpha.",
      },
    ],
    quote: '(Missions with no point box may be placed in any quadrant, even if there are no other missions in the quadrant yet)',
    pointer: 'the Glossary: missions without point boxes go in the Alpha Quadrant only',
    reason: "Gray's (GR 99) lets a mission without a point box go in any quadrant; the Glossary (G 2506) places such missions in the Alpha Quadrant only.",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-because-both-players-have-cards-on',
    verdict: 'not-addressed',
    governing: [],
    reason:
      'Table practice (orient your cards toward yourself); the Glossary gives no such rule, though it relies on seed-card orientation to show owners (G 1395).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-some-missions-are-identified-in-their',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/regions-of-space#p-whenever-a-regional-card-is-being',
        quote:
          'Whenever a regional card is being added to the spaceline, it must be placed (or inserted) next to another location in the same region, if possible.',
      },
    ],
    reason: 'Same as G 3206 (and G 2508).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-a-mission-that-says-it-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-mission-phase-you-and-your-opponent',
        quote: '(A mission that says it may be inserted in the spaceline may be placed anywhere within or on the end of the spaceline.)',
      },
    ],
    reason: 'Word for word G 3435 (see also G 2297).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-missions-without-the-universal-icon-in',
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
          'Each Mission II represents the same location as the corresponding original mission. For example, Secret Salvage and Secret Salvage II both occur at Wolf 359. Thus, you may not include both versions in your mission selection and if one player seeds Secret Salvage and the other seeds Secret Salvage II, they must overlap each other because they are duplicates of Wolf 359.',
      },
    ],
    pointer: 'Also: a Mission II is the same location as its original mission, so the two stack as duplicates, and you may not include both.',
    reason: "The stacking rule is G 3437 word for word; G 2608 adds that a Mission II duplicates its original mission's location.",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-when-the-mission-phase-is-over',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Introduces an illustration; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (an image) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/2-mission-phase#p-spaceline-mission-placement',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An image caption; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── 3. Dilemma Phase ──
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-next-you-and-your-opponent-hide',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-dilemma-phase-you-and-your-opponent',
        quote:
          'If you are the starting player, insert one card of your choice face down beneath any mission, then take turns until you and your opponent consecutively pass. Whenever you seed a card beneath a mission, that card always goes on the bottom of any other cards already stacked there.',
      },
      {
        passage: 'glossary/1e/q-continuum-side-deck#p-seed-more-q-flash-doorways-like',
        quote: 'Seed more Q-Flash doorways like dilemmas under any mission (no more than one per mission)',
      },
    ],
    reason: 'Same as G 3439; Q-Flash doorways also seed under missions like dilemmas (G 3115).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-dilemma-seeding',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A heading; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-space-dilemmas-seed-under-missions-with',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/seed-phases#p-space-dilemmas-seed-under-any-mission', quote: 'Space dilemmas seed under any mission with a space icon.' },
    ],
    reason: 'Same as G 3442.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-planet-dilemmas-and-artifacts-seed-under',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-planet-dilemmas-and-artifacts-seed-under',
        quote: 'Planet dilemmas and artifacts seed under any mission with a planet icon.',
      },
    ],
    reason: 'Same as G 3441 (and G 696).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-space-planet-dilemmas-seed-under-any',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/seed-phases#p-space-planet-dilemmas-seed-under-any', quote: 'Space/planet dilemmas seed under any mission.' }],
    reason: 'Word for word G 3443.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-you-may-not-seed-more-than',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/seed-phases#p-you-may-not-seed-more-than', quote: 'You may not seed more than one copy of any card under the same mission.' },
    ],
    reason: "Word for word G 3444; it also limits Q-Flash doorways to one per mission (disagreement 'q-flash-seeding').",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-you-may-seed-as-many-different',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-you-may-seed-as-many-different',
        quote:
          'You may seed as many different dilemmas as you like under each mission, but only one artifact (unless a card states otherwise, such as Cryosatellite or Orb Negotiations).',
      },
    ],
    reason: 'Same as G 3445 (and G 2488).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-you-may-seed-any-number-of',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/q-continuum-side-deck#p-seed-more-q-flash-doorways-like',
        quote: 'Seed more Q-Flash doorways like dilemmas under any mission (no more than one per mission)',
      },
    ],
    reason:
      'Read with GR 117 (no more than one copy of a card under the same mission), "any number" means one under each of any number of missions, of any icon: as G 3115 (disagreement \'q-flash-seeding\').',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-some-game-text-allows-you-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-some-game-text-allows-you-to',
        quote:
          'Some game text allows you to seed Personnel or Equipment cards beneath missions. Such cards are seeded facedown, like artifacts, and are earned when you solve the mission (except Mirasta Yale).',
      },
    ],
    reason: 'Word for word G 3446.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-you-may-seed-q-icon-dilemmas',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-you-may-seed-q-icon-dilemmas',
        quote:
          'You may seed Q-icon dilemmas under missions only when you have previously seeded the Objective card Beware of Q, or if the card’s text says it may be seeded (such as Hide and Seek).',
      },
    ],
    reason: 'Word for word G 3447.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-any-cards-seeded-under-missions-other',
    verdict: 'narrowed',
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
      {
        passage: 'glossary/1e/mis-seed#p-if-cards-you-seeded-legally-become',
        quote:
          'If cards you seeded legally become misseeds later in the game, they will not affect your ability to complete a mission. For example, using a Pla-Net to discard a Cryosatellite will not make any personnel seeded with the artifact prevent you from completing the mission (but you may not earn the personnel).',
      },
    ],
    quote:
      'If you reveal your own mis-seeded card in a mission or scouting attempt, you may not complete and score that mission or any objective targeting it.',
    pointer:
      'Exception: a card you seeded legally that only later becomes a mis-seed (e.g., personnel of a Cryosatellite discarded by a Pla-Net) does not stop you completing the mission.',
    reason:
      'Mis-seeds out of play, bluffs and the penalty for revealing your own agree with G 3449 and G 2495; G 2499 excepts cards seeded legally that become mis-seeds later.',
    reviewed: {
      first: 'grays-1e-a first reading',
      second: 'grays-1e-a second reading',
      secondNote:
        "same -> narrowed: G 2499 exempts legally seeded cards that later become mis-seeds from the no-completion penalty Gray's states without exception.",
    },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-text-missing-in-the-source-2',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (an image) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/3-dilemma-phase#p-seeding-dilemmas',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An image caption; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── 4. Facility Phase ──
  {
    passage: 'rules/1e/grays/4-facility-phase#p-after-the-dilemma-phase-is-completed',
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
          'Facility Phase – After the dilemma phase is completed, you and your opponent take turns establishing seedable outposts, headquarters, and stations (and any related sites) in their native quadrant.',
      },
    ],
    quote: 'Facilities with a Gamma or Delta icon are native to those quadrants; facilities without either icon are native to the Alpha Quadrant.',
    pointer: 'the Glossary: a facility with a Mirror Quadrant icon is native to the Mirror Quadrant',
    reason:
      "Gray's makes every facility without a Gamma or Delta icon native to the Alpha Quadrant; the Glossary (G 2702) excepts Mirror Quadrant-icon facilities too. The rest agrees with G 3451, G 1969.",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-outposts-most-outposts-state-seed-one',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-facilities-may-seed-only-in-their',
        quote:
          'You may seed or build an outpost only at a mission (either Planet or Space icon, belonging to either player) with a matching affiliation icon (unless the outpost’s text specifies otherwise, such as the Neutral Outpost).',
      },
      {
        passage: 'glossary/1e/facility#p-you-may-not-seed-or-build',
        quote:
          'You may not seed or build any outpost at any homeworld mission, regardless of affiliation icon, unless a card or rule specifies otherwise (e.g., a Borg Outpost may be built at an assimilated planet, even a homeworld).',
      },
    ],
    quote: 'Outposts may never be established at any affiliation’s homeworld.',
    pointer:
      'Exception: a Borg Outpost may be built at an assimilated planet, even a homeworld, and an outpost whose text says so (e.g., Neutral Outpost) needs no matching icon.',
    reason:
      "Seed one, either player's mission, matching icon and no homeworld agree with G 1961-1967, but G 1967 lets a card or rule override the homeworld ban (Borg Outpost) and G 1965 the icon match (Neutral Outpost).",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-note-while-outposts-may-be-seeded',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-most-facilities-including-all-outposts-are',
        quote: 'Most facilities (including all outposts) are conceptually located “in space,” even when seeded or built at a planet location.',
      },
      {
        passage: 'glossary/1e/facility#p-all-facilities-have-transporters-unless-otherwise',
        quote: 'All facilities have transporters, unless otherwise specified.',
      },
    ],
    reason: 'Outposts are in space (G 1971, G 2879) and have transporters unless their text says otherwise (G 1977).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-headquarters-a-headquarters-may-be-seeded',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/facility#p-you-may-not-seed-or-build', quote: 'A headquarters may be seeded or built only on the specified homeworld.' },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote: 'Both players may use headquarters and stations, regardless of ownership, unless otherwise specified.',
      },
    ],
    reason: 'Same as G 1967, G 1961 (not duplicatable), G 1973 and G 2983 (planet facility).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-stations-stations-may-be-established-only',
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
    reason: 'Same as G 1969 and G 1973.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-sites-you-may-seed-up-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-sites-you-may-seed-up-to',
        quote:
          'Sites – You may seed up to six sites during the facility phase. Each site may be added to any appropriate station, as indicated on the lower left of the Site card, no matter which player seeded that station. (The six sites seed for free. You may not seed additional sites as part of your 30 seed cards.)',
      },
      {
        passage: 'glossary/1e/seed-phases#p-while-you-are-not-required-to',
        quote: 'Also, reporting to any site is allowed only if that Nor also has at least one docking site.',
      },
    ],
    reason: 'Same as G 3455-3457, G 3611 and G 3613.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-after-placing-facilities-the-spaceline-will',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Introduces an illustration; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (an image) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/4-facility-phase#p-facility-phase',
    verdict: 'not-addressed',
    governing: [],
    reason: 'An image caption; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Other Seeding Rules ──
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-some-cards-have-text-that-specifies',
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
    reason: 'Same as G 3461, G 1961 (Deep Space 9) and G 3609 (sites in the facility phase).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-a-few-event-objective-and-incident',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-a-few-event-objective-incident-and',
        quote:
          'A few Event, Objective, Incident, and other cards have game text which allows them to seed. Unless they specify a particular phase (or require a facility or other card already seeded), you may seed such cards during any seed phase.',
      },
    ],
    quote: 'Unless they specify a particular phase, you may seed such cards during any seed phase.',
    pointer: 'Exception: a card that needs a facility or other card already seeded may seed only after that card is seeded.',
    reason: 'G 3462 adds to the "any seed phase" rule the case of a card requiring a facility or other card already seeded.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-cards-seeded-under-a-mission-and',
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
    reason: 'Same as G 3463 and G 2107.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-when-a-card-seeded-face-up',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-when-a-card-seeded-face-up',
        quote:
          "When a card seeded face-up allows an immediate download during the seed phase, the downloaded cards come from your draw deck or Q's Tent (they are not seed cards).",
      },
      {
        passage: 'glossary/1e/seed-deck#p-moving-site-cards-between-the-seed',
        quote:
          "When a seeded card allows a download during the seed phase (e.g., Assign Mission Specialists, Ultimatum), the downloaded cards are not seed cards; they come from your draw deck or Q's Tent.",
      },
    ],
    quote:
      'When a card seeded face-up allows an immediate download during the seed phase, the downloaded cards come from your draw deck, Q’s Tent, or Dilemma Side Deck (they are not seed cards).',
    pointer: "the Glossary: from your draw deck or Q's Tent",
    reason: "Gray's adds the Dilemma Side Deck as a source of seed-phase downloads; the Glossary twice names only the draw deck or Q's Tent (G 3464, G 3422).",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-regardless-of-which-phase-it-is',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-regardless-of-which-phase-it-is',
        quote: 'Regardless of which phase it is or which type of card is being seeded, you and your opponent always take turns seeding or passing.',
      },
    ],
    reason: 'Word for word G 3465.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-after-all-the-seed-phases-are',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/seed-phases#p-after-all-the-seed-phases-are',
        quote: 'After all the seed phases are over, show any unused seed cards to your opponent and then place them out-of-play.',
      },
    ],
    reason: 'Word for word G 3467.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/other-seeding-rules#p-congratulations-the-seed-phase-is-now',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A transition to the next section; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── The Play Phase ──
  {
    passage: 'rules/1e/grays/the-play-phase#p-shuffle-your-draw-deck-and-place',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/play-phase#p-after-the-seed-phases-are-over',
        quote:
          'After the seed phases are over, shuffle your draw deck and place it face down on the table. Draw seven cards to form your starting hand. (There is no limit to the number of cards you may hold in your hand during the game.)',
      },
      { passage: 'glossary/1e/play-phase#p-the-starting-player-chosen-before-the', quote: 'takes the first turn, then players alternate turns' },
    ],
    reason: 'Same as G 2988-2990.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-play-phase#p-on-each-turn-you-will-do',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/turn#p-players-alternate-taking-turns-throughout-the', quote: 'During your turn you will do up to five things, in this order:' },
    ],
    reason:
      "The same order counted differently: Gray's puts start-of-turn text at the start of its card-play step (GR 161) and end-of-turn actions before the draw (GR 425); the Glossary counts them as steps 1 and 4 of five (G 4070-4082).",
    reviewed: {
      first: 'grays-1e-a first reading',
      second: 'grays-1e-a second reading',
      secondNote:
        "changed -> same on a third reading, as v1.7's identical sentence (rulebook-1e-a second reading): no ruling differs, only the count of steps.",
    },
  },
  {
    passage: 'rules/1e/grays/the-play-phase#p-play-a-card-from-your-hand',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/turn#p-play-a-card-from-your-hand', quote: 'Play a card from your hand. This “normal card play” is optional.' }],
    reason: 'Same as G 4073.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/the-play-phase#p-execute-orders-this-means-moving-and',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-execute-orders-this-generally-means-moving',
        quote: 'Execute orders. This generally means moving and/or using cards already on the table, and is also optional.',
      },
    ],
    reason: 'Same as G 4080.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/the-play-phase#p-draw-a-card-from-your-draw',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote: 'Draw a card from your draw deck to your hand. This is mandatory and signals the end of your turn.',
      },
    ],
    reason: "Same as G 4082, which also lets you simply announce the end of your turn when the deck is empty or game text (Q's Tent, Ops) bars the draw.",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── 1. Play a Card ──
  {
    passage: 'rules/1e/grays/1-play-a-card#p-at-the-start-of-your-turn',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-your-normal-card-play-is-defined',
        quote:
          'If you are allowed to report a card using ongoing game text of a card that remains in play, such as Caretaker’s Array, then that report uses your normal card play (unless otherwise specified).',
      },
      {
        passage: 'glossary/1e/card-play#p-only-one-such-replacement-action-may',
        quote: 'Only one such “replacement” action may be performed each turn. For example, two Spacedoors will not allow you to download two ships.',
      },
    ],
    quote: 'The event Red Alert! allows you report multiple Personnel, Ship, and Equipment cards in place of your normal card play.',
    pointer:
      'Also: only one action “in place of your normal card play” may be taken each turn, and a report using the ongoing text of a card in play (e.g., Caretaker’s Array) uses your normal card play.',
    reason:
      'Normal card play, for free, face up, announcing, countdown and Alternate Universe agree with G 1141-1145, G 2016, G 1374, G 641; G 1147 and G 1141 add the one-replacement limit and the ongoing-text rule.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/1-play-a-card#p-card-plays-are-of-two-types',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-a-card-play-refers-to-any',
        quote: 'Card plays are of two types: Personnel, Ship, Equipment, and Tribble cards report (for duty), while all other card types are simply “played.”',
      },
    ],
    reason: 'Same as G 1139.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Reporting Cards for Duty ──
  {
    passage: 'rules/1e/grays/reporting-cards-for-duty#p-personnel-ship-and-equipment-cards-must',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/report#p-personnel-ship-and-equipment-cards-must',
        quote:
          'Personnel, Ship, and Equipment cards must normally report for duty to a compatible outpost, headquarters, site, or other place that allows reporting (i.e., personnel may not normally be reported directly aboard a ship or to a planet).',
      },
      {
        passage: 'glossary/1e/facility#p-you-may-report-cards-to-sites',
        quote:
          'You may report cards to sites only in accordance with the text of the Station and Site cards (matching affiliation, compatible, or “regardless of affiliation”; if not specified, compatibility is not required).',
      },
      {
        passage: 'glossary/1e/report#p-if-the-card-allowing-a-card',
        quote:
          'If the card allowing a card to report for duty is not a facility or site (such as The Emissary or Devidian Door), the card may report to any quadrant (even if it happens to be reporting aboard a facility) unless otherwise specified by the game text; and a docking site is not required on the Nor.',
      },
    ],
    quote:
      'When a facility (or its site) allows you to report a card for duty, you may do so only if the card to be reported is compatible with the facility, and that card and the facility are both in their native quadrant.',
    pointer:
      'Exception: at a Nor, compatibility is needed only if the site’s text asks for it, and a report allowed by a card that is not a facility or site needs no docking site.',
    reason:
      'Agrees with G 3239-3243 and G 1985, but the Glossary requires compatibility at sites only where their text says so (G 1987, G 1973) and waives the docking-site need for non-facility reports (G 3243).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-cards#p-place-the-personnel-card-face-up',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/facility#p-whenever-you-have-personnel-or-ships',
        quote:
          'Whenever you have personnel or ships aboard (or docked at) a facility, stack them on top of the appropriate site (for a Nor) or underneath the Facility card (for any other facility).',
      },
      {
        passage: 'glossary/1e/unique-and-universal#p-each-player-may-have-only-one',
        quote:
          'Each player may have only one copy of a particular unique (or Enigma) personnel or ship (or of the same persona) or non-duplicatible facility in play at any time. Any number of copies of a universal personnel, ship, or facility may be in play at the same time.',
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-a-hologram-is-deactivated-when-reported',
        quote:
          'A hologram is deactivated when reported, and may be activated on the same or a subsequent turn (if aboard a ship or facility with a Holodeck, or wearing a Mobile Holo-Emitter) by any of your “unstopped” personnel present (even another active hologram).',
      },
    ],
    quote:
      'Holographic personnel (with the Holographic icon) are reported like other personnel, but they need technology, such as a ship’s holodeck or the Holo-Projectors event, to be used in a crew or Away Team.',
    pointer: 'Also: a hologram reports deactivated and must be activated by one of your unstopped personnel present before it can be used.',
    reason:
      'Placing, stacking, unique/universal and persona agree with G 3239, G 1975, G 4126, G 2922; G 2145 adds that holograms report deactivated and need activating.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-cards#p-a-ship-reports-for-duty-by',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-reporting-cards-for-duty-when-a',
        quote: 'Ships report docked.',
      },
      {
        passage: 'glossary/1e/facility#p-whenever-you-have-personnel-or-ships',
        quote:
          'Stack personnel aboard a ship docked at an outpost underneath the Ship card; stack personnel aboard the outpost itself between the Ship card and the Outpost card.',
      },
      {
        passage: 'glossary/1e/facility#p-all-outposts-allow-ships-to-dock',
        quote: 'Ships cannot dock at a planet facility and receive no protection from its SHIELDS.',
      },
    ],
    reason:
      "Ships report docked at space facilities and in orbit at headquarters (G 1985, G 1653, G 1979); the outpost's personnel stay above the ship in the stack (G 1975).",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-cards#p-you-may-have-only-one-copy',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/unique-and-universal#p-each-player-may-have-only-one',
        quote: 'Any number of copies of a universal personnel, ship, or facility may be in play at the same time.',
      },
    ],
    reason: 'Same as G 4126.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/equipment-cards#p-equipment-cards-enter-play-like-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/equipment#p-because-equipment-cards-have-no-affiliation',
        quote:
          'Because Equipment cards have no affiliation icons, they may be reported and carried in Away Teams or aboard ships (even by Borg) without regard to compatibility.',
      },
      {
        passage: 'glossary/1e/report#p-when-a-facility-or-its-site',
        quote: '(Equipment cards are native to all quadrants and thus may report to any appropriate facility that is in its native quadrant.)',
      },
    ],
    reason: 'Same as G 1894, G 3241; holographic equipment shares the hologram rules (G 2141).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/other-card-plays#p-instead-of-reporting-a-ship-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/card-play#p-a-card-play-refers-to-any',
        quote: 'Card plays are of two types: Personnel, Ship, Equipment, and Tribble cards report (for duty), while all other card types are simply “played.”',
      },
    ],
    reason: 'As G 1139: other card types are simply played, as their text says.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Facility and Site cards ──
  {
    passage: 'rules/1e/grays/facility-and-site-cards#p-most-facilities-have-game-text-which',
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
    ],
    reason: 'Same as G 1965 and G 3241.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/facility-and-site-cards#p-in-addition-all-sites-may-play',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/site#p-your-seed-deck-may-include-up', quote: 'Any site may play during the play phase, using your normal card play.' },
    ],
    reason: 'Same as G 3609.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/facility-and-site-cards#p-you-may-not-build-a-facility',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote:
          'You may not seed or build any facility at a location where you already have a facility, unless one allows another to “co-exist” there (e.g., Chamber of Ministers). (However, you could have two facilities at a location as a result of moving or commandeering one.)',
      },
    ],
    reason: 'Same as G 1969.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/facility-and-site-cards#p-outposts-may-be-built-only-at',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/facility#p-facilities-may-seed-only-in-their',
        quote:
          'You may seed or build an outpost only at a mission (either Planet or Space icon, belonging to either player) with a matching affiliation icon (unless the outpost’s text specifies otherwise, such as the Neutral Outpost).',
      },
      {
        passage: 'glossary/1e/facility#p-you-may-not-seed-or-build',
        quote:
          'You may not seed or build any outpost at any homeworld mission, regardless of affiliation icon, unless a card or rule specifies otherwise (e.g., a Borg Outpost may be built at an assimilated planet, even a homeworld).',
      },
    ],
    pointer:
      'Exception: an outpost whose text says so (e.g., Neutral Outpost) needs no matching icon, and a Borg Outpost may be built at an assimilated planet, even a homeworld.',
    reason:
      'Matching icon and no homeworld agree with G 1965-1967, which both allow exceptions by card text (Neutral Outpost; Borg Outpost at an assimilated homeworld).',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/facility-and-site-cards#p-other-facilities-may-be-built-only',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-stations-may-be-established-only-at',
        quote: 'Stations may be established only at the locations specified on the cards.',
      },
      { passage: 'glossary/1e/facility#p-you-may-not-seed-or-build', quote: 'A headquarters may be seeded or built only on the specified homeworld.' },
    ],
    reason: 'Same as G 1969 and G 1967 (see also G 2166).',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Event, Objective, and Incident cards ──
  {
    passage: 'rules/1e/grays/event-objective-and-incident-cards#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (images) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/event-objective-and-incident-cards#p-other-cards-other-play',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Image captions; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/event-objective-and-incident-cards#p-while-most-events-objectives-and-incidents',
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
    reason: 'Same as G 1927, G 2267 and G 1374.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/event-objective-and-incident-cards#p-an-objective-may-require-you-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/objective#p-an-objective-may-require-you-to',
        quote:
          'An objective may require you to target (select) a ship, planet, personnel, etc. If the target of the objective is removed from play or becomes an invalid target, the Objective card is immediately discarded.',
      },
    ],
    reason: 'Word for word G 2795.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── Time Location cards ──
  {
    passage: 'rules/1e/grays/time-location-cards#p-a-time-location-is-placed-by',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/time-location#p-a-time-location-is-placed-by',
        quote: 'A time location is placed by itself on the table, creating its own planet or space location separate from the spacelines.',
      },
      {
        passage: 'glossary/1e/time-location#p-a-time-location-is-not-a',
        quote: 'You may not seed or play a time location unless the corresponding spaceline location is in play.',
      },
    ],
    pointer: 'Also: a time location may be seeded or played only if its corresponding spaceline mission is in play.',
    reason: 'Same as G 3934, but G 3932 adds that the corresponding spaceline location must be in play.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/time-location-cards#p-note-time-locations-are-cards-that',
    verdict: 'not-addressed',
    governing: [],
    reason: "A description and a link; not a rule (the Glossary's definition, G 3930, agrees).",
    reviewed: { first: 'grays-1e-a first reading' },
  },
  // ── Interrupt and Doorway cards ──
  {
    passage: 'rules/1e/grays/interrupt-cards#p-interrupts-are-virtually-unrestricted-you-may',
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
    reason: 'Same as G 2311-2313.',
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  {
    passage: 'rules/1e/grays/doorway-cards#p-you-may-play-a-doorway-at',
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
    pointer: 'Exception: a doorway whose text says it suspends play or may play “at any time” may also be played in your opponent’s turn.',
    reason: "Same as G 1681 and G 1683, save the Glossary's exception for doorways that suspend play or may play at any time (also G 4084).",
    reviewed: { first: 'grays-1e-a first reading', second: 'grays-1e-a second reading' },
  },
  // ── Spaceline summary ──
  {
    passage: 'rules/1e/grays/spaceline-summary#p-after-a-few-turns-of-playing',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Introduces an illustration; not a rule.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
  {
    passage: 'rules/1e/grays/spaceline-summary#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'Placeholder for text (an image) lost from the source; nothing to compare.',
    reviewed: { first: 'grays-1e-a first reading' },
  },
];
