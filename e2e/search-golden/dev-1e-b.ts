/**
 * Development lookups for First Edition, second batch: 86 lookups, part of the TUNE side of the golden set
 * (search may be tuned on them). Written from the three 1E source documents only (content/sources/1e-glossary-terms.txt,
 * 1e-rulebook-v1.7.md, 1e-grays-digital-edition-rulebook.txt), never from what the site's search returns: each rule or
 * card was first read in a document (`source`), then the lookup was phrased, then every site passage holding those
 * lines was listed (`answers`; for a card, its page). They avoid the queries of ./1e.ts, ./held-out.ts, ./dev-1e.ts
 * and ./dev-2e.ts, and mostly cover rules and cards those sets do not touch.
 *
 * Counts per kind: 25 card names, 17 keywords, 26 paraphrases, 9 typos, 9 judge lookups.
 * Card names are typed the way players type them: partial, first word or subtitle only, misspelled (a letter off,
 * phonetic), without punctuation, or with extra words; they cover personnel, ships, dilemmas, artifacts, doorways, an
 * event, interrupts, objectives, a facility, a site and a mission. Keywords are the documents' own (often rare) terms.
 * Paraphrases deliberately avoid the rule's key terms (a new player's words). Typos misspell a rule term. Judge
 * lookups ask what the Glossary says, for a ruling or erratum, or which document governs.
 */
import type { GoldenLookup } from './types.ts';

export const DEV_1E_B: GoldenLookup[] = [
  // ───────────────────────────── card names ─────────────────────────────
  {
    edition: '1E',
    q: 'barclays transporter fobia',
    kind: 'card',
    answers: [
      '/1e/cards/barclays-transporter-phobia/',
    ],
    source: [
      '1e-glossary-terms.txt:986',
      '1e-glossary-terms.txt:1425',
      '1e-glossary-terms.txt:1638',
      '1e-glossary-terms.txt:3893',
    ],
    why: 'Barclay’s Transporter Phobia: phonetic misspelling; a long-term-effect card played on personnel (Glossary).',
  },
  {
    edition: '1E',
    q: 'horgahn',
    kind: 'card',
    answers: [
      '/1e/cards/horgahn/',
    ],
    source: [
      '1e-glossary-terms.txt:1754',
      '1e-glossary-terms.txt:3057',
    ],
    why: 'Horga’hn: without the apostrophe; an artifact (Glossary).',
  },
  {
    edition: '1E',
    q: 'the borg queen card',
    kind: 'card',
    answers: [
      '/1e/cards/borg-queen/',
    ],
    source: [
      '1e-glossary-terms.txt:544',
      '1e-glossary-terms.txt:1010',
      '1e-glossary-terms.txt:1014-1016',
      '1e-glossary-terms.txt:1130-1132',
      '1e-glossary-terms.txt:1705',
      '1e-glossary-terms.txt:1778',
      '1e-glossary-terms.txt:1885',
      '1e-glossary-terms.txt:3618',
      '1e-glossary-terms.txt:3676',
      '1e-rulebook-v1.7.md:450',
      '1e-grays-digital-edition-rulebook.txt:427',
    ],
    why: 'Borg Queen: extra words; Borg personnel.',
  },
  {
    edition: '1E',
    q: 'ressikan floot',
    kind: 'card',
    answers: [
      '/1e/cards/ressikan-flute/',
    ],
    source: [
      '1e-glossary-terms.txt:710',
      '1e-glossary-terms.txt:1423',
      '1e-glossary-terms.txt:2256',
    ],
    why: 'Ressikan Flute: phonetic misspelling; an artifact seeded under missions (Glossary).',
  },
  {
    edition: '1E',
    q: 'devidian',
    kind: 'card',
    answers: [
      '/1e/cards/devidian-door/',
    ],
    source: [
      '1e-glossary-terms.txt:562',
      '1e-glossary-terms.txt:641',
      '1e-glossary-terms.txt:1036',
      '1e-glossary-terms.txt:1139',
      '1e-glossary-terms.txt:2423',
      '1e-glossary-terms.txt:3243',
      '1e-glossary-terms.txt:3247',
      '1e-rulebook-v1.7.md:183',
      '1e-grays-digital-edition-rulebook.txt:166',
    ],
    why: 'Devidian Door: first word only; a doorway that reports cards.',
  },
  {
    edition: '1E',
    q: 'red alert',
    kind: 'card',
    answers: [
      '/1e/cards/red-alert/',
    ],
    source: [
      '1e-glossary-terms.txt:514',
      '1e-glossary-terms.txt:4224',
      '1e-rulebook-v1.7.md:169',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'Red Alert!: without punctuation; the event Red Alert! (v1.7, Gray\'s).',
  },
  {
    edition: '1E',
    q: 'amanda rodgers',
    kind: 'card',
    answers: [
      '/1e/cards/amanda-rogers/',
    ],
    source: [
      '1e-glossary-terms.txt:564',
      '1e-glossary-terms.txt:2784',
      '1e-glossary-terms.txt:3130',
    ],
    why: 'Amanda Rogers: one letter added; the card that nullifies interrupts.',
  },
  {
    edition: '1E',
    q: 'tarellian plague',
    kind: 'card',
    answers: [
      '/1e/cards/tarellian-plague-ship/',
    ],
    source: [
      '1e-glossary-terms.txt:1288',
      '1e-glossary-terms.txt:1572',
      '1e-glossary-terms.txt:3156',
      '1e-glossary-terms.txt:3485',
    ],
    why: 'Tarellian Plague Ship: partial name; a dilemma (half of a combo dilemma).',
  },
  {
    edition: '1E',
    q: 'kevin uxbrige',
    kind: 'card',
    answers: [
      '/1e/cards/kevin-uxbridge/',
    ],
    source: [
      '1e-glossary-terms.txt:2103',
      '1e-glossary-terms.txt:2111',
      '1e-glossary-terms.txt:2782',
      '1e-glossary-terms.txt:2786',
      '1e-glossary-terms.txt:3130',
    ],
    why: 'Kevin Uxbridge: one letter dropped; nullifies events.',
  },
  {
    edition: '1E',
    q: 'vulcan nerve pintch',
    kind: 'card',
    answers: [
      '/1e/cards/vulcan-nerve-pinch/',
    ],
    source: [
      '1e-glossary-terms.txt:905',
      '1e-glossary-terms.txt:2153',
      '1e-rulebook-v1.7.md:400',
      '1e-grays-digital-edition-rulebook.txt:359',
    ],
    why: 'Vulcan Nerve Pinch: one letter added; an interrupt played at start of battle.',
  },
  {
    edition: '1E',
    q: 'enterprise e',
    kind: 'card',
    answers: [
      '/1e/cards/uss-enterprise-e/',
    ],
    source: [
      '1e-glossary-terms.txt:2447-2449',
    ],
    why: 'U.S.S. Enterprise-E: without prefix and hyphen; a ship.',
  },
  {
    edition: '1E',
    q: 'multiplexer drone',
    kind: 'card',
    answers: [
      '/1e/cards/nine-of-seventeen/',
    ],
    source: [
      '1e-glossary-terms.txt:923',
      '1e-glossary-terms.txt:956',
      '1e-rulebook-v1.7.md:414',
      '1e-grays-digital-edition-rulebook.txt:375',
    ],
    why: 'Nine of Seventeen: subtitle only (Multiplexor Drone), misspelled; Borg personnel.',
  },
  {
    edition: '1E',
    q: 'plain simple garak',
    kind: 'card',
    answers: [
      '/1e/cards/plain-simple-garak/',
    ],
    source: [
      '1e-glossary-terms.txt:4173-4175',
      '1e-rulebook-v1.7.md:195',
      '1e-grays-digital-edition-rulebook.txt:170',
    ],
    why: 'Plain, Simple Garak: without the comma; a personnel version of the Elim Garak persona.',
  },
  {
    edition: '1E',
    q: 'deep space nine',
    kind: 'card',
    answers: [
      '/1e/cards/deep-space-9/',
    ],
    source: [
      '1e-glossary-terms.txt:672',
      '1e-glossary-terms.txt:1747',
      '1e-glossary-terms.txt:1957',
      '1e-glossary-terms.txt:1961',
      '1e-glossary-terms.txt:1981-1983',
      '1e-glossary-terms.txt:2934',
      '1e-glossary-terms.txt:4133',
      '1e-rulebook-v1.7.md:145',
      '1e-grays-digital-edition-rulebook.txt:142',
    ],
    why: 'Deep Space 9: number spelled out; a facility (Nor) that seeds in the dilemma phase.',
  },
  {
    edition: '1E',
    q: 'chajoh',
    kind: 'card',
    answers: [
      '/1e/cards/chajoh/',
    ],
    source: [
      '1e-glossary-terms.txt:612',
      '1e-glossary-terms.txt:2453',
      '1e-glossary-terms.txt:2681',
      '1e-rulebook-v1.7.md:25',
    ],
    why: 'Cha\'Joh: without the apostrophe; a multi-affiliation ship.',
  },
  {
    edition: '1E',
    q: 'samaritan snair',
    kind: 'card',
    answers: [
      '/1e/cards/samaritan-snare/',
    ],
    source: [
      '1e-glossary-terms.txt:533',
      '1e-glossary-terms.txt:1896',
    ],
    why: 'Samaritan Snare: phonetic misspelling; a mission card.',
  },
  {
    edition: '1E',
    q: 'engage shuttle ops',
    kind: 'card',
    answers: [
      '/1e/cards/engage-shuttle-operations/',
    ],
    source: [
      '1e-glossary-terms.txt:1177-1179',
      '1e-glossary-terms.txt:2378',
      '1e-glossary-terms.txt:3996',
    ],
    why: 'Engage Shuttle Operations: abbreviated last word; lets ships launch shuttlecraft.',
  },
  {
    edition: '1E',
    q: 'frame of mnd',
    kind: 'card',
    answers: [
      '/1e/cards/frame-of-mind/',
    ],
    source: [
      '1e-glossary-terms.txt:821',
      '1e-glossary-terms.txt:1022',
      '1e-glossary-terms.txt:1627',
      '1e-glossary-terms.txt:2256',
      '1e-glossary-terms.txt:3050',
      '1e-glossary-terms.txt:3666-3668',
      '1e-glossary-terms.txt:3676',
    ],
    why: 'Frame of Mind: one letter dropped; a dilemma that removes skills and sets attributes (Glossary).',
  },
  {
    edition: '1E',
    q: 'roger maris',
    kind: 'card',
    answers: [
      '/1e/cards/1962-roger-maris-baseball-card/',
      '/1e/glossary/roger-maris-baseball-card/',
    ],
    source: [
      '1e-glossary-terms.txt:3329',
      '1e-glossary-terms.txt:3327-3329',
    ],
    why: '1962 Roger Maris Baseball Card: partial name (the Glossary also has a "Roger Maris Baseball Card" entry pointing to it).',
  },
  {
    edition: '1E',
    q: 'gift of the tormenter',
    kind: 'card',
    answers: [
      '/1e/cards/gift-of-the-tormentor/',
    ],
    source: [
      '1e-glossary-terms.txt:2784',
    ],
    why: 'Gift Of The Tormentor: one letter off; a Q-icon interrupt.',
  },
  {
    edition: '1E',
    q: 'transwarp gateway',
    kind: 'card',
    answers: [
      '/1e/cards/transwarp-network-gateway/',
    ],
    source: [
      '1e-glossary-terms.txt:531',
      '1e-glossary-terms.txt:2648',
      '1e-glossary-terms.txt:2665',
      '1e-rulebook-v1.7.md:145',
      '1e-rulebook-v1.7.md:324',
      '1e-grays-digital-edition-rulebook.txt:142',
      '1e-grays-digital-edition-rulebook.txt:268',
    ],
    why: 'Transwarp Network Gateway: middle word dropped; a doorway that seeds in the facility phase.',
  },
  {
    edition: '1E',
    q: 'establish gatway',
    kind: 'card',
    answers: [
      '/1e/cards/establish-gateway/',
    ],
    source: [
      '1e-glossary-terms.txt:2795',
      '1e-glossary-terms.txt:3393',
      '1e-grays-digital-edition-rulebook.txt:201',
    ],
    why: 'Establish Gateway: one letter dropped; a Borg objective.',
  },
  {
    edition: '1E',
    q: 'beware of queue',
    kind: 'card',
    answers: [
      '/1e/cards/beware-of-q/',
    ],
    source: [
      '1e-glossary-terms.txt:551',
      '1e-glossary-terms.txt:1288',
      '1e-glossary-terms.txt:1509',
      '1e-glossary-terms.txt:1591',
      '1e-glossary-terms.txt:1860',
      '1e-glossary-terms.txt:2493',
      '1e-glossary-terms.txt:3115-3119',
      '1e-glossary-terms.txt:3128-3130',
      '1e-glossary-terms.txt:3383',
      '1e-glossary-terms.txt:3447',
      '1e-rulebook-v1.7.md:115',
      '1e-grays-digital-edition-rulebook.txt:121',
    ],
    why: 'Beware of Q: phonetic ("Q" spelled as "queue"); an objective.',
  },
  {
    edition: '1E',
    q: 'docking pilons',
    kind: 'card',
    answers: [
      '/1e/cards/docking-pylons/',
    ],
    source: [
      '1e-glossary-terms.txt:1979',
      '1e-glossary-terms.txt:3225',
      '1e-glossary-terms.txt:3229',
      '1e-glossary-terms.txt:4197',
      '1e-rulebook-v1.7.md:187',
      '1e-rulebook-v1.7.md:444',
      '1e-grays-digital-edition-rulebook.txt:166',
      '1e-grays-digital-edition-rulebook.txt:422',
    ],
    why: 'Docking Pylons: phonetic misspelling; a docking site on a Nor.',
  },
  {
    edition: '1E',
    q: 'assimilate counterpart objective',
    kind: 'card',
    answers: [
      '/1e/cards/assimilate-counterpart/',
    ],
    source: [
      '1e-glossary-terms.txt:483',
      '1e-glossary-terms.txt:750',
      '1e-glossary-terms.txt:1038',
      '1e-glossary-terms.txt:1384',
      '1e-glossary-terms.txt:1778',
      '1e-glossary-terms.txt:3573',
      '1e-glossary-terms.txt:3651',
    ],
    why: 'Assimilate Counterpart: extra word; a Borg objective.',
  },
  // ───────────────────────────── keywords ─────────────────────────────
  {
    edition: '1E',
    q: 'nullify',
    kind: 'keyword',
    answers: [
      '/1e/glossary/nullify/',
      '/1e/glossary/nullify/#p-to-nullify-a-card-is-to',
      '/1e/glossary/nullify/#p-the-effect-of-a-card-can',
      '/1e/grays/1-play-a-card/#p-at-the-start-of-your-turn',
      '/1e/rulebook/1-play-a-card/#p-some-cards-may-be-nullified-canceled',
    ],
    source: [
      '1e-glossary-terms.txt:2778-2780',
      '1e-rulebook-v1.7.md:173',
      '1e-grays-digital-edition-rulebook.txt:161',
    ],
    why: 'Glossary "nullify": cancel and discard a card; v1.7 and Gray\'s: some cards may be nullified (canceled) by another card.',
  },
  {
    edition: '1E',
    q: 'spaceline',
    kind: 'keyword',
    answers: [
      '/1e/glossary/spaceline/',
      '/1e/glossary/spaceline/#p-mission-cards-are-seeded-to-form',
      '/1e/rulebook/2-mission-phase/#p-in-this-phase-you-and-your',
      '/1e/grays/2-mission-phase/#p-in-this-phase-you-and-your',
      '/1e/glossary/seed-phases/#p-mission-phase-you-and-your-opponent',
    ],
    source: [
      '1e-glossary-terms.txt:3435',
      '1e-glossary-terms.txt:3721',
      '1e-rulebook-v1.7.md:79',
      '1e-grays-digital-edition-rulebook.txt:97',
    ],
    why: 'Glossary "spaceline"; the mission phase lays the missions out in lines called spacelines (one per quadrant).',
  },
  {
    edition: '1E',
    q: 'bottom seed card',
    kind: 'keyword',
    answers: [
      '/1e/glossary/bottom-seed-card/',
      '/1e/glossary/bottom-seed-card/#p-the-bottom-seed-card-at-a',
      '/1e/glossary/dilemma-resolution/#p-dilemmas-are-encountered-and-resolved-one',
      '/1e/glossary/mission-attempt/#p-slide-out-the-bottom-seed-card',
      '/1e/grays/attempting-missions/#p-slide-out-the-bottom-seed-card',
      '/1e/rulebook/attempting-missions/#p-slide-out-the-bottom-seed-card',
    ],
    source: [
      '1e-glossary-terms.txt:1060',
      '1e-glossary-terms.txt:1511',
      '1e-glossary-terms.txt:2578',
      '1e-rulebook-v1.7.md:350',
      '1e-grays-digital-edition-rulebook.txt:289',
    ],
    why: 'Glossary "bottom seed card": the card at the bottom of the mission stack, the first one encountered; the attempt slides it out first.',
  },
  {
    edition: '1E',
    q: 'rotation damage',
    kind: 'keyword',
    answers: [
      '/1e/glossary/battle-ship/#p-apply-any-damage-caused-by-either',
      '/1e/glossary/battle-ship/#p-if-you-are-not-using-a',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-apply-any-damage-caused-by-either',
      '/1e/rulebook/ship-battles-which-may-also-include-facilities/#p-if-you-are-not-using-a',
      '/1e/glossary/damage/#p-rotation-damage-if-you-are-not',
      '/1e/glossary/attribute-modifiers/#p-rotation-damage-to-a-ship-which',
      '/1e/grays/ship-battles-which-may-also-include-facilities/#p-note-these-rules-apply-when-using',
    ],
    source: [
      '1e-glossary-terms.txt:823',
      '1e-glossary-terms.txt:942',
      '1e-glossary-terms.txt:1444',
      '1e-rulebook-v1.7.md:435',
      '1e-grays-digital-edition-rulebook.txt:373',
    ],
    why: 'Without a Battle Bridge side deck a hit rotates the ship 180 degrees: RANGE 5, cloak off line, HULL -50%.',
  },
  {
    edition: '1E',
    q: 'mortally wounded',
    kind: 'keyword',
    answers: [
      '/1e/glossary/stunned-and-mortally-wounded/',
      '/1e/glossary/stunned-and-mortally-wounded/#p-stunned-and-mortally-wounded-personnel-may',
      '/1e/glossary/battle-personnel/#p-you-and-your-opponent-then-simultaneously',
      '/1e/glossary/battle-personnel/#p-if-one-personnels-strength-is-more',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-you-and-your-opponent-then-simultaneously',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-if-one-personnels-strength-is-more',
      '/1e/glossary/battle-personnel/#p-after-the-personnel-battle-is-over',
      '/1e/grays/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
      '/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg/#p-after-the-personnel-battle-is-over',
    ],
    source: [
      '1e-glossary-terms.txt:909',
      '1e-glossary-terms.txt:914',
      '1e-glossary-terms.txt:3850',
      '1e-rulebook-v1.7.md:404',
      '1e-rulebook-v1.7.md:408',
      '1e-grays-digital-edition-rulebook.txt:363',
      '1e-grays-digital-edition-rulebook.txt:369',
    ],
    why: 'Personnel battle: STRENGTH more than double lets you mortally wound (rotate 180); they add no STRENGTH and die after the battle.',
  },
  {
    edition: '1E',
    q: 'abduction',
    kind: 'keyword',
    answers: [
      '/1e/glossary/abduction/',
      '/1e/glossary/abduction/#p-cards-such-as-assimilate-counterpart-the',
    ],
    source: [
      '1e-glossary-terms.txt:483',
    ],
    why: 'Glossary "abduction": Borg cards that abduct a personnel (Assimilate Counterpart, Talon Drone).',
  },
  {
    edition: '1E',
    q: 'adjacent',
    kind: 'keyword',
    answers: [
      '/1e/glossary/adjacent/',
      '/1e/glossary/adjacent/#p-two-spaceline-locations-are-adjacent-to',
    ],
    source: [
      '1e-glossary-terms.txt:600',
    ],
    why: 'Glossary "adjacent": two spaceline locations with no other location between them.',
  },
  {
    edition: '1E',
    q: 'HTSBEG',
    kind: 'keyword',
    answers: [
      '/1e/glossary/htsbeg/',
      '/1e/glossary/htsbeg/#p-holographic-tal-shiar-barbering-and-engineering',
    ],
    source: [
      '1e-glossary-terms.txt:2178',
    ],
    why: 'Glossary "HTSBEG": the Holographic Tal Shiar Barbering and Engineering Guild.',
  },
  {
    edition: '1E',
    q: 'intruder',
    kind: 'keyword',
    answers: [
      '/1e/glossary/intruder/',
      '/1e/glossary/intruder/#p-your-personnel-aboard-a-ship-or',
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/glossary/away-team-and-crew/#p-when-your-personnel-are-aboard-a',
    ],
    source: [
      '1e-glossary-terms.txt:837',
      '1e-glossary-terms.txt:2318',
      '1e-rulebook-v1.7.md:272',
      '1e-grays-digital-edition-rulebook.txt:237',
    ],
    why: 'Your personnel aboard an opponent-controlled ship or facility are intruders; they cannot attempt or scout missions.',
  },
  {
    edition: '1E',
    q: 'tractor beam',
    kind: 'keyword',
    answers: [
      '/1e/glossary/tractor-beam/',
      '/1e/glossary/tractor-beam/#p-a-type-of-ships-special-equipment',
    ],
    source: [
      '1e-glossary-terms.txt:3996',
    ],
    why: 'Glossary "tractor beam": special equipment with no built-in function, used by Activate Tractor Beam etc.',
  },
  {
    edition: '1E',
    q: 'thrice per game',
    kind: 'keyword',
    answers: [
      '/1e/glossary/thrice-per-game/',
      '/1e/glossary/thrice-per-game/#p-three-times-per-game-see-once',
      '/1e/glossary/once-per-game/#p-twice-per-game-and-thrice-per',
    ],
    source: [
      '1e-glossary-terms.txt:2834',
      '1e-glossary-terms.txt:3913',
    ],
    why: 'Glossary: three times per game, however many copies you have (like once per game).',
  },
  {
    edition: '1E',
    q: 'suspends play',
    kind: 'keyword',
    answers: [
      '/1e/glossary/suspends-play/',
      '/1e/glossary/suspends-play/#p-a-card-which-specifically-says-it',
      '/1e/glossary/suspends-play/#p-if-no-action-is-in-progress',
    ],
    source: [
      '1e-glossary-terms.txt:3865-3867',
    ],
    why: 'Glossary "suspends play": may be played at any time in the play phase and interrupt any action (also special downloads).',
  },
  {
    edition: '1E',
    q: 'energy dampener',
    kind: 'keyword',
    answers: [
      '/1e/glossary/energy-dampener/',
      '/1e/glossary/energy-dampener/#p-a-type-of-ships-special-equipment',
    ],
    source: [
      '1e-glossary-terms.txt:1875',
    ],
    why: 'Glossary "energy dampener": ship special equipment used by the Breen Energy-Weapon Dampener card.',
  },
  {
    edition: '1E',
    q: 'report with crew',
    kind: 'keyword',
    answers: [
      '/1e/glossary/report-with-crew/',
      '/1e/glossary/report-with-crew/#p-when-a-card-allows-a-ship',
      '/1e/glossary/report-with-crew/#p-reporting-with-crew-replaces-your-normal',
    ],
    source: [
      '1e-glossary-terms.txt:3258-3260',
    ],
    why: 'Glossary "report with crew": a ship reports with compatible personnel/equipment from hand aboard, replacing the normal card play.',
  },
  {
    edition: '1E',
    q: 'long-term effects',
    kind: 'keyword',
    answers: [
      '/1e/glossary/long-term-effects/',
      '/1e/glossary/long-term-effects/#p-a-long-term-effect-on-a',
    ],
    source: [
      '1e-glossary-terms.txt:2413',
    ],
    why: 'Glossary: an effect lasting to end of turn or longer, or until cured/nullified (Brain Drain, REM Fatigue Hallucinations).',
  },
  {
    edition: '1E',
    q: 'verification',
    kind: 'keyword',
    answers: [
      '/1e/glossary/verification/',
      '/1e/glossary/verification/#p-when-a-card-or-rule-requires',
    ],
    source: [
      '1e-glossary-terms.txt:4168',
    ],
    why: 'Glossary "verification": when you cannot complete a required action, your opponent may verify it.',
  },
  // ───────────────────────────── paraphrases ─────────────────────────────
  {
    edition: '1E',
    q: 'little craft stowed inside a bigger vessel',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/carried-ships/#p-one-ship-may-not-be-carried',
    ],
    source: [
      '1e-glossary-terms.txt:1177',
    ],
    why: 'Carried ships: one ship may be carried aboard another only if a card allows it; mother ship destroyed, carried ship destroyed.',
  },
  {
    edition: '1E',
    q: 'my crewman with nobody else around',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/alone/#p-a-personnel-is-alone-if-there',
    ],
    source: [
      '1e-glossary-terms.txt:634',
    ],
    why: '"Alone": no other personnel (of any player) present.',
  },
  {
    edition: '1E',
    q: 'ask how many cards my rival is holding',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/counting-cards/#p-at-any-time-you-may-count',
    ],
    source: [
      '1e-glossary-terms.txt:1395',
    ],
    why: 'Counting cards: you may ask your opponent to count his hand and tell you.',
  },
  {
    edition: '1E',
    q: 'is nought an odd or even number',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/zero/#p-zero-is-an-even-number',
    ],
    source: [
      '1e-glossary-terms.txt:4282',
    ],
    why: 'Glossary "zero": zero is an even number.',
  },
  {
    edition: '1E',
    q: 'which direction counts as the most distant spot',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/ties/#p-to-determine-such-things-as-nearest',
      '/1e/glossary/far-end-of-spaceline/#p-when-a-dilemma-is-to-be',
    ],
    source: [
      '1e-glossary-terms.txt:2001',
      '1e-glossary-terms.txt:3920',
    ],
    why: 'Far end of spaceline: compare number of cards each way, then span, then opponent chooses; once set it does not change.',
  },
  {
    edition: '1E',
    q: 'doubling back counts as going by a planet',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/passing-locations/#p-to-pass-or-fly-by-a',
    ],
    source: [
      '1e-glossary-terms.txt:2915',
    ],
    why: 'Passing locations: moving away back the way it came does not pass the mission.',
  },
  {
    edition: '1E',
    q: 'shut down my rivals portal card',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/doorway/#p-doorways-that-remain-in-play-may',
    ],
    source: [
      '1e-glossary-terms.txt:1685',
    ],
    why: 'Doorways in play may be "closed" (made inactive) by cards such as Door-Net or Revolving Door.',
  },
  {
    edition: '1E',
    q: 'robot crew member what race is it',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/android/#p-android-is-a-species-the-term',
    ],
    source: [
      '1e-glossary-terms.txt:646',
    ],
    why: '"Android" is a species (Soong-type androids, Exocomps, Commander Data).',
  },
  {
    edition: '1E',
    q: 'computer generated crew down on the surface',
    kind: 'paraphrase',
    answers: [
      '/1e/grays/moving-personnel-and-equipment/#p-when-your-personnel-are-aboard-a',
      '/1e/rulebook/moving-personnel-and-equipment/#p-most-personnel-may-form-away-teams',
      '/1e/glossary/away-team-and-crew/#p-borg-affiliation-personnel-may-not-form',
      '/1e/glossary/holographic-personnel-and-equipment/#p-holographic-hologram-personnel-and-equipment-can',
    ],
    source: [
      '1e-glossary-terms.txt:841',
      '1e-glossary-terms.txt:2141',
      '1e-rulebook-v1.7.md:274-276',
      '1e-grays-digital-edition-rulebook.txt:237',
    ],
    why: 'Holograms exist only on ships/facilities unless Holo-Projectors or a Mobile Holo-Emitter lets them onto a planet.',
  },
  {
    edition: '1E',
    q: 'can my spaceship touch down on the ground',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/landed-ships/#p-a-ship-may-not-land-unless',
    ],
    source: [
      '1e-glossary-terms.txt:2378',
    ],
    why: 'Landed ships: a ship may not land unless its own text or another card allows it.',
  },
  {
    edition: '1E',
    q: 'mysterious symbol only one copy allowed',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/enigma-icon/#p-this-symbol-enigma-represents-things-whose',
    ],
    source: [
      '1e-glossary-terms.txt:1885',
    ],
    why: 'Enigma icon: each player may have only one copy of each enigma card in play, though it is neither unique nor universal.',
  },
  {
    edition: '1E',
    q: 'points that get ignored for victory',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/points/#p-if-a-card-such-as-intermix',
    ],
    source: [
      '1e-glossary-terms.txt:3019',
    ],
    why: 'Points that "do not count toward winning" (Intermix Ratio, In the Zone) are left out of the final score.',
  },
  {
    edition: '1E',
    q: 'free my seized crewmen nobody is guarding',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/capturing/#p-unattended-captives-however-are-conceptually-tied',
    ],
    source: [
      '1e-glossary-terms.txt:1110',
    ],
    why: 'Unattended captives are "tied up and left behind" and may be rescued by the owner\'s personnel present without a card.',
  },
  {
    edition: '1E',
    q: 'reprint with new art counts as same card',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/copy/#p-a-copy-or-duplicate-of-a',
    ],
    source: [
      '1e-glossary-terms.txt:1349',
    ],
    why: 'Copies are defined by title (and game text); different images, dates or lore do not matter.',
  },
  {
    edition: '1E',
    q: 'ability printed at the top of the box',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/skills/#p-first-listed-skill-a-personnels-first',
    ],
    source: [
      '1e-glossary-terms.txt:3638',
    ],
    why: 'A personnel\'s "first-listed skill" is the first skill printed in the skill box.',
  },
  {
    edition: '1E',
    q: 'rival picks my people can he see all',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/selections/#p-opponents-choice-when-game-text-or',
    ],
    source: [
      '1e-glossary-terms.txt:3483',
    ],
    why: 'Opponent\'s choice: the opponent may examine all your cards in the group fully before selecting.',
  },
  {
    edition: '1E',
    q: 'how many little fuzzballs can one crewman hold',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/tribble/#p-the-small-tribble-cards-1-tribble',
    ],
    source: [
      '1e-glossary-terms.txt:4029',
    ],
    why: 'Each personnel may carry only one small Tribble card; dropping it "stops" him.',
  },
  {
    edition: '1E',
    q: 'does gear work with nobody holding it',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/equipment/#p-equipment-can-work-unattended-unless-its',
    ],
    source: [
      '1e-glossary-terms.txt:1892',
    ],
    why: 'Equipment can "work" unattended unless its text requires personnel present.',
  },
  {
    edition: '1E',
    q: 'ship built by one empire flown by another',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/affiliation-and-ship-origin/#p-some-cards-such-as-tactics-affect',
    ],
    source: [
      '1e-glossary-terms.txt:612',
    ],
    why: 'Affiliation and ship origin: "Klingon ships" includes ships that originated Klingon, whatever their current affiliation.',
  },
  {
    edition: '1E',
    q: 'sent back to base but i have none',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/outpost/#p-a-kind-of-facility-outposts-are',
    ],
    source: [
      '1e-glossary-terms.txt:2879',
    ],
    why: 'With no outpost in play, no card requiring a return to your outpost may be played.',
  },
  {
    edition: '1E',
    q: 'two peace pacts let three races mix',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/treaties/#p-treaties-do-not-chain-if-you',
    ],
    source: [
      '1e-glossary-terms.txt:4017',
    ],
    why: 'Treaties do not "chain": Fed/Bajoran plus Fed/Klingon does not let Bajorans mix with Klingons.',
  },
  {
    edition: '1E',
    q: 'called off attack are my ships still done',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/battle/#p-when-a-battle-is-over-all',
    ],
    source: [
      '1e-glossary-terms.txt:881',
    ],
    why: 'A properly initiated battle that is cancelled or nullified still "stops" all cards involved.',
  },
  {
    edition: '1E',
    q: 'cyborg landing party on a planet',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/borg/#p-borg-away-team-restrictions-your-borg',
      '/1e/glossary/away-team-and-crew/#p-borg-affiliation-personnel-may-not-form',
    ],
    source: [
      '1e-glossary-terms.txt:841',
      '1e-glossary-terms.txt:1036',
    ],
    why: 'Borg may not form Away Teams except when counter-attacking or allowed by the current objective or another card.',
  },
  {
    edition: '1E',
    q: 'adding cards from my binder during play',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/outside-the-game/#p-a-card-brought-in-from-outside',
    ],
    source: [
      '1e-glossary-terms.txt:2895',
    ],
    why: 'Cards brought in from outside the game (Add Distinctiveness, Phoenix) may not be out-of-play copies.',
  },
  {
    edition: '1E',
    q: 'getting my cards back when the match ends',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/owner/#p-the-owner-of-a-card-is',
      '/1e/glossary/control/#p-some-cards-allow-you-to-take',
      '/1e/glossary/capturing/#p-all-captured-cards-are-returned-to',
      '/1e/glossary/stealing/#p-you-cannot-steal-cards-that-you',
    ],
    source: [
      '1e-glossary-terms.txt:1104',
      '1e-glossary-terms.txt:1323',
      '1e-glossary-terms.txt:2905',
      '1e-glossary-terms.txt:3810',
    ],
    why: 'Captured, commandeered, assimilated or stolen cards return to their owner at the end of the game.',
  },
  {
    edition: '1E',
    q: 'mixed heritage character counts as both races',
    kind: 'paraphrase',
    answers: [
      '/1e/glossary/species/#p-if-the-personnels-lore-indicates-the',
      '/1e/glossary/affiliation-and-species/#p-cards-that-affect-klingons-romulans-etc',
    ],
    source: [
      '1e-glossary-terms.txt:617',
      '1e-glossary-terms.txt:3754',
    ],
    why: 'A personnel of two species (e.g. "1/2 human, 1/2 Vulcan") belongs to each; cards affecting "Klingons" include hybrids.',
  },
  // ───────────────────────────── typos ─────────────────────────────
  {
    edition: '1E',
    q: 'asimilation of personel',
    kind: 'typo',
    answers: [
      '/1e/glossary/assimilation-personnel/',
      '/1e/glossary/assimilation-personnel/#p-when-your-borg-assimilate-an-opposing',
    ],
    source: [
      '1e-glossary-terms.txt:730',
    ],
    why: 'Assimilation - personnel: the opposing personnel becomes your Borg drone and is transformed.',
  },
  {
    edition: '1E',
    q: 'holodek',
    kind: 'typo',
    answers: [
      '/1e/glossary/holodeck/',
      '/1e/glossary/holodeck/#p-a-type-of-special-equipment-found',
      '/1e/grays/personnel-cards/#p-place-the-personnel-card-face-up',
      '/1e/rulebook/personnel-cards/#p-holographic-personnel-with-the-holo-icon',
    ],
    source: [
      '1e-glossary-terms.txt:2136',
      '1e-rulebook-v1.7.md:197',
      '1e-grays-digital-edition-rulebook.txt:170',
    ],
    why: 'Holodeck: special equipment that lets holographic personnel and equipment be used aboard.',
  },
  {
    edition: '1E',
    q: 'persona replacment',
    kind: 'typo',
    answers: [
      '/1e/glossary/persona/#p-persona-replacement-when-you-have-one',
      '/1e/glossary/persona/#p-to-replace-one-version-of-a',
      '/1e/glossary/version/#p-a-version-of-a-personnel-refers',
    ],
    source: [
      '1e-glossary-terms.txt:2938',
      '1e-glossary-terms.txt:2942',
      '1e-glossary-terms.txt:4173',
    ],
    why: 'Persona replacement: exchange one version in play for another from hand at the start of your turn, for free.',
  },
  {
    edition: '1E',
    q: 'shape shfter',
    kind: 'typo',
    answers: [
      '/1e/glossary/shape-shifter/',
      '/1e/glossary/shape-shifter/#p-this-characteristic-includes-all-changelings-and',
      '/1e/glossary/changeling/#p-a-species-all-changelings-are-shape',
    ],
    source: [
      '1e-glossary-terms.txt:1195',
      '1e-glossary-terms.txt:3509',
    ],
    why: 'Shape-shifter: a characteristic including all changelings (not a species).',
  },
  {
    edition: '1E',
    q: 'multi afiliation cards',
    kind: 'typo',
    answers: [
      '/1e/glossary/multi-affiliation-cards/',
      '/1e/glossary/multi-affiliation-cards/#p-multi-affiliation-cards-have-two-or',
      '/1e/glossary/multi-affiliation-cards/#p-a-multi-affiliation-card-including-a',
      '/1e/rulebook/the-affiliations/#p-a-few-cards-such-as-tallera',
      '/1e/glossary/affiliation/#p-there-are-15-affiliations-bajoran-borg',
      '/1e/grays/the-affiliations/#p-each-affiliation-has-a-distinct-border',
    ],
    source: [
      '1e-glossary-terms.txt:605',
      '1e-glossary-terms.txt:2677-2679',
      '1e-rulebook-v1.7.md:25',
      '1e-grays-digital-edition-rulebook.txt:28',
    ],
    why: 'Multi-affiliation cards have two or more affiliation icons and use one mode at a time.',
  },
  {
    edition: '1E',
    q: 'intercepter range',
    kind: 'typo',
    answers: [
      '/1e/glossary/interceptor/',
      '/1e/glossary/interceptor/#p-some-ships-of-this-class-have',
    ],
    source: [
      '1e-glossary-terms.txt:2302',
    ],
    why: 'Interceptors have variable RANGE 5+X, X=4 when moving within a region.',
  },
  {
    edition: '1E',
    q: 'ketracell white icon',
    kind: 'typo',
    answers: [
      '/1e/glossary/ketracel-white-icon/',
      '/1e/glossary/ketracel-white-icon/#p-this-icon-k-white-on-a',
    ],
    source: [
      '1e-glossary-terms.txt:2353',
    ],
    why: 'Ketracel-white icon marks dependence on "the white" (White Deprivation).',
  },
  {
    edition: '1E',
    q: 'transporter skil',
    kind: 'typo',
    answers: [
      '/1e/glossary/transporter-skill/',
      '/1e/glossary/transporter-skill/#p-when-using-a-card-such-as',
      '/1e/glossary/tribble/#p-the-large-tribble-cards-100-tribbles',
    ],
    source: [
      '1e-glossary-terms.txt:4001',
      '1e-glossary-terms.txt:4031',
    ],
    why: 'Transporter Skill: the personnel must stay aboard to operate transporters; beams large Tribble cards.',
  },
  {
    edition: '1E',
    q: 'converted card indicater',
    kind: 'typo',
    answers: [
      '/1e/glossary/converted-card-indicator/',
      '/1e/glossary/converted-card-indicator/#p-this-grey-bar-at-the-bottom',
    ],
    source: [
      '1e-glossary-terms.txt:1339',
    ],
    why: 'The grey bar at the bottom left marks a card converted from a Second Edition card.',
  },
  // ───────────────────────────── judge lookups ─────────────────────────────
  {
    edition: '1E',
    q: 'glossary or rulebook on kazon attacking kazon',
    kind: 'judge',
    answers: [
      '/1e/glossary/battle-affiliation-restrictions/#p-klingon-kazon-non-aligned-and-neutral',
      '/1e/grays/engaging-in-battle/#p-most-affiliations-have-restrictions-on-whom',
      '/1e/rulebook/engaging-in-battle/#p-most-affiliations-have-restrictions-on-whom',
      '/1e/rulebook/engaging-in-battle/#p-klingon-non-aligned-and-neutral-forces',
    ],
    source: [
      '1e-glossary-terms.txt:891',
      '1e-rulebook-v1.7.md:388',
      '1e-grays-digital-edition-rulebook.txt:344',
    ],
    why: 'Glossary adds Kazon to those who may attack their own affiliation; v1.7 and Gray\'s list only Klingon, Non-Aligned and Neutral.',
  },
  {
    edition: '1E',
    q: 'how many cards in the game rulebook or grays',
    kind: 'judge',
    answers: [
      '/1e/rulebook/introduction/#p-welcome-to-a-universe-with-endless',
      '/1e/grays/introduction/#p-welcome-to-a-universe-with-endless',
    ],
    source: [
      '1e-rulebook-v1.7.md:11',
      '1e-grays-digital-edition-rulebook.txt:12',
    ],
    why: 'v1.7 says over 1600 cards; Gray\'s says over 3000.',
  },
  {
    edition: '1E',
    q: 'two matching commanders on one ship ruling',
    kind: 'judge',
    answers: [
      '/1e/glossary/matching-commander/#p-unless-otherwise-specified-e-g-chajoh',
    ],
    source: [
      '1e-glossary-terms.txt:2453',
    ],
    why: 'Each ship benefits from only one matching commander at a time (except e.g. Cha\'Joh).',
  },
  {
    edition: '1E',
    q: 'what does the glossary say about breeding tribbles',
    kind: 'judge',
    answers: [
      '/1e/glossary/tribble/#p-you-must-have-at-least-the',
    ],
    source: [
      '1e-glossary-terms.txt:4027',
    ],
    why: 'You need at least the required number of tribbles present to breed, and never from the opponent\'s group.',
  },
  {
    edition: '1E',
    q: 'klingon outpost erratum',
    kind: 'judge',
    answers: [
      '/1e/glossary/outpost/#p-the-bajoran-cardassian-federation-ferengi-klaestron',
      '/1e/glossary/outpost/#p-seed-one-or-build-where-you',
      '/1e/glossary/outpost/#p-the-card-titles-of-the-bajoran',
      '/1e/glossary/facility/#p-you-may-seed-facilities-and-build',
      '/1e/glossary/copy/#p-klingon-outpost-trouble-with-tribbles-starter',
    ],
    source: [
      '1e-glossary-terms.txt:1362',
      '1e-glossary-terms.txt:1963',
      '1e-glossary-terms.txt:2881-2885',
    ],
    why: 'Outpost errata: "Seed one OR build where you have a (affiliation) ENGINEER"; titles revised to include "Outpost" and the universal icon.',
  },
  {
    edition: '1E',
    q: 'once in play vs rest of game glossary',
    kind: 'judge',
    answers: [
      '/1e/glossary/once-in-play/#p-when-a-card-has-an-effect',
      '/1e/glossary/rest-of-game/#p-when-a-card-has-an-effect',
    ],
    source: [
      '1e-glossary-terms.txt:2827',
      '1e-glossary-terms.txt:3289',
    ],
    why: 'Both "once in play" and "rest of game" effects continue after the card leaves play unless a card cancels them.',
  },
  {
    edition: '1E',
    q: 'what does the glossary say about hand weapons',
    kind: 'judge',
    answers: [
      '/1e/glossary/hand-weapon/',
      '/1e/glossary/hand-weapon/#p-a-hand-weapon-is-any-equipment',
      '/1e/glossary/animal/#p-enable-the-use-of-hand-weapons',
      '/1e/glossary/borg/#p-other-borg-restrictions-borg-do-not',
    ],
    source: [
      '1e-glossary-terms.txt:655',
      '1e-glossary-terms.txt:1040',
      '1e-glossary-terms.txt:2078',
    ],
    why: 'Hand weapon = equipment identified as phaser, disruptor, blade or weapon; ANIMALs cannot enable them; Borg never use them.',
  },
  {
    edition: '1E',
    q: 'dual personnel card random selection ruling',
    kind: 'judge',
    answers: [
      '/1e/glossary/dual-personnel-cards/#p-random-selections-to-make-a-random',
    ],
    source: [
      '1e-glossary-terms.txt:1801',
    ],
    why: 'Random selections count a dual-personnel card as one card and apply the result to both personnel on it.',
  },
  {
    edition: '1E',
    q: 'special download once per game ruling',
    kind: 'judge',
    answers: [
      '/1e/glossary/downloading-special-download/#p-a-card-with-this-icon-allows',
    ],
    source: [
      '1e-glossary-terms.txt:1758',
    ],
    why: 'A special download icon may be used only once per game, however many copies of the card you use.',
  },
];
