/**
 * Development lookups for judges and keywords: 22 lookups, part of the TUNE side of the golden set (search may be
 * tuned on them), written on 29 November 2026 when the third sealed part had judge and keyword lookups below the
 * part before it. Written from the source documents only (content/sources/1e-glossary-terms.txt,
 * 1e-rulebook-v1.7.md, 1e-grays-digital-edition-rulebook.txt, 2e-current-rulings-2011-01-03.txt), never from what
 * the site's search returns: each erratum, ruling or term was first read in a document (`source`), then the lookup
 * was phrased, then every site passage holding those lines was listed (`answers`; for a card or term, its page too).
 * They avoid the rules, cards and terms the other TUNE parts answer with.
 *
 * Counts per kind: 12 judge lookups (a 2E card's erratum in the Current Rulings, as a judge asks for it with words of
 * their own beside the card's name; a 1E erratum or copy ruling the Glossary gives; where the 1E errata are listed),
 * 10 keywords (the 1E Glossary's own terms, alone or with "card" or "rule", several of them words that cards' names
 * hold too: Tactic, Drone, Rogue Borg, Implant).
 */
import type { GoldenLookup } from './types.ts';

export const DEV_JUDGE: GoldenLookup[] = [
  // ───────────────────────────── judge: 2E errata ─────────────────────────────
  {
    edition: '2E',
    q: 'is alvera tree ritual unique',
    kind: 'judge',
    answers: ['/2e/cards/alvera-tree-ritual/', '/2e/cards/alvera-tree-ritual/#p-this-card-is-unique'],
    source: ['2e-current-rulings-2011-01-03.txt:184-185'],
    why: 'The Current Rulings make Alvera Tree Ritual unique.',
  },
  {
    edition: '2E',
    q: 'captain on the bridge current ruling',
    kind: 'judge',
    answers: ['/2e/cards/captain-on-the-bridge/', '/2e/cards/captain-on-the-bridge/#p-this-card-is-unique'],
    source: ['2e-current-rulings-2011-01-03.txt:220-221'],
    why: 'Its one ruling: the card is unique.',
  },
  {
    edition: '2E',
    q: 'running a tight ship only one allowed now',
    kind: 'judge',
    answers: ['/2e/cards/running-a-tight-ship/', '/2e/cards/running-a-tight-ship/#p-this-event-is-now-unique'],
    source: ['2e-current-rulings-2011-01-03.txt:387-388'],
    why: 'The event is now unique, so only one may be in play.',
  },
  {
    edition: '2E',
    q: 'decker recommended replacement cost erratum',
    kind: 'judge',
    answers: ['/2e/cards/willard-decker-recommended-replacement/', '/2e/cards/willard-decker-recommended-replacement/#p-you-may-play-this-personnel-at'],
    source: ['2e-current-rulings-2011-01-03.txt:478-479'],
    why: 'New game text: play him at cost -1 to ignore his next ability.',
  },
  {
    edition: '2E',
    q: 'thon new game text order',
    kind: 'judge',
    answers: ['/2e/cards/thon/', '/2e/cards/thon/#p-order-if-you-do-not-command'],
    source: ['2e-current-rulings-2011-01-03.txt:433-435'],
    why: "Thon's new Order text, given whole in the Current Rulings.",
  },
  {
    edition: '2E',
    q: 'find lifeless world mission order replaced',
    kind: 'judge',
    answers: ['/2e/cards/find-lifeless-world/', '/2e/cards/find-lifeless-world/#p-this-missions-order-is-replaced-with'],
    source: ['2e-current-rulings-2011-01-03.txt:254-256'],
    why: "The mission's Order is replaced: discard six cards at the start of your turn to draw five.",
  },
  {
    edition: '2E',
    q: 'vacation from the continuum errata',
    kind: 'judge',
    answers: ['/2e/cards/vacation-from-the-continuum/', '/2e/cards/vacation-from-the-continuum/#p-q-to-play-this-event-you'],
    source: ['2e-current-rulings-2011-01-03.txt:463-466'],
    why: 'Its new game text: you must command a Q event to play it.',
  },
  {
    edition: '2E',
    q: 'analyze erratum what happens to the dilemma',
    kind: 'judge',
    answers: ['/2e/cards/analyze/', '/2e/cards/analyze/#p-when-an-opponents-dilemma-that-your'],
    source: ['2e-current-rulings-2011-01-03.txt:187-189'],
    why: "New game text: the dilemma about to return to its owner's pile is overcome instead.",
  },
  // ───────────────────────────── judge: 1E ─────────────────────────────
  {
    edition: '1E',
    q: 'federation outpost errata seed or build',
    kind: 'judge',
    answers: ['/1e/glossary/outpost/#p-the-bajoran-cardassian-federation-ferengi-klaestron', '/1e/glossary/outpost/#p-seed-one-or-build-where-you'],
    source: ['1e-glossary-terms.txt:2881-2883'],
    why: 'The seven affiliation Outposts have errata: seed one OR build where you have an ENGINEER.',
  },
  {
    edition: '1E',
    q: 'where are the 1e errata listed',
    kind: 'judge',
    answers: ['/1e/glossary/revised-text/', '/1e/glossary/revised-text/#p-cards-with-revised-game-text-or'],
    source: ['1e-glossary-terms.txt:3322-3325'],
    why: 'Revised text: cards with errata are listed on the tab "Erratas".',
  },
  {
    edition: '1E',
    q: 'is tasha yar alternate from alternate universe the same card as the reflections foil',
    kind: 'judge',
    answers: ['/1e/glossary/copy/#p-tasha-yar-alternate-alternate-universe-is'],
    source: ['1e-glossary-terms.txt:1353'],
    why: 'The Glossary rules it a copy; her special skill was changed by errata.',
  },
  {
    edition: '1E',
    q: 'errata gave a card a new icon does it count when probing',
    kind: 'judge',
    answers: ['/1e/glossary/probing/#p-if-a-card-has-received-errata'],
    source: ['1e-glossary-terms.txt:3093'],
    why: 'Treat the card as if the icon were printed on it, for probing.',
  },
  // ───────────────────────────── keywords: 1E Glossary terms ─────────────────────────────
  {
    edition: '1E',
    q: 'tactic card',
    kind: 'keyword',
    answers: ['/1e/glossary/tactic/', '/1e/glossary/tactic/#p-a-card-type-which-comes-into'],
    source: ['1e-glossary-terms.txt:3870-3879'],
    why: 'The Glossary entry Tactic: a card type that comes into play only through the Battle Bridge side deck.',
  },
  {
    edition: '1E',
    q: 'drone',
    kind: 'keyword',
    answers: ['/1e/glossary/drone/', '/1e/glossary/drone/#p-a-borg-drone-has-drone-as'],
    source: ['1e-glossary-terms.txt:1776-1779'],
    why: 'The Glossary entry drone.',
  },
  {
    edition: '1E',
    q: 'rogue borg rule',
    kind: 'keyword',
    answers: ['/1e/glossary/rogue-borg/', '/1e/glossary/rogue-borg/#p-the-term-rogue-borg-includes-both'],
    source: ['1e-glossary-terms.txt:3332-3335'],
    why: 'The Glossary entry Rogue Borg: what the term includes.',
  },
  {
    edition: '1E',
    q: 'implant card',
    kind: 'keyword',
    answers: ['/1e/glossary/implant-card/', '/1e/glossary/implant-card/#p-this-phrase-used-on-assimilation-table'],
    source: ['1e-glossary-terms.txt:2218-2221'],
    why: 'The Glossary entry implant card: any card with "implant" in its title.',
  },
  {
    edition: '1E',
    q: 'infiltrator',
    kind: 'keyword',
    answers: ['/1e/glossary/infiltrator/', '/1e/glossary/infiltrator/#p-a-personnel-with-an-infiltration-icon'],
    source: ['1e-glossary-terms.txt:2290-2293'],
    why: 'The Glossary entry infiltrator.',
  },
  {
    edition: '1E',
    q: 'immune',
    kind: 'keyword',
    answers: ['/1e/glossary/immune/', '/1e/glossary/immune/#p-if-a-card-is-immune-to'],
    source: ['1e-glossary-terms.txt:2206-2211'],
    why: 'The Glossary entry immune.',
  },
  {
    edition: '1E',
    q: 'restriction box',
    kind: 'keyword',
    answers: ['/1e/glossary/restriction-box/', '/1e/glossary/restriction-box/#p-some-personnel-have-limitations-listed-just'],
    source: ['1e-glossary-terms.txt:3292-3295'],
    why: 'The Glossary entry restriction box.',
  },
  {
    edition: '1E',
    q: 'ship class rule',
    kind: 'keyword',
    answers: ['/1e/glossary/ship-class/', '/1e/glossary/ship-class/#p-a-characteristic-identified-in-a-ships'],
    source: ['1e-glossary-terms.txt:3527-3530'],
    why: 'The Glossary entry ship class.',
  },
  {
    edition: '1E',
    q: 'borg skill sharing',
    kind: 'keyword',
    answers: [
      '/1e/glossary/skill-sharing/',
      '/1e/glossary/skill-sharing/#p-some-cards-such-as-the-interlink',
      '/1e/glossary/skill-sharing/#p-identify-the-highest-individual-level-of',
      '/1e/glossary/skill-sharing/#p-a-borg-does-not-have-shared',
    ],
    source: ['1e-glossary-terms.txt:3616-3626'],
    why: 'The Glossary entry skill-sharing, for Borg.',
  },
  {
    edition: '1E',
    q: 'time location card',
    kind: 'keyword',
    answers: [
      '/1e/glossary/time-location/',
      '/1e/glossary/time-location/#p-a-card-type-representing-a-location',
      '/1e/glossary/time-location/#p-a-time-location-is-placed-by',
      '/1e/rulebook/time-location-cards/#p-a-time-location-is-placed-by',
      '/1e/grays/time-location-cards/#p-a-time-location-is-placed-by',
      '/1e/rulebook/time-location-cards/',
      '/1e/grays/time-location-cards/',
    ],
    source: ['1e-glossary-terms.txt:3928-3941', '1e-rulebook-v1.7.md:229-231', '1e-grays-digital-edition-rulebook.txt:203-205'],
    why: 'The Glossary entry time location and the rulebooks\' section "Time Location cards".',
  },
];
