import type { StandingInput } from '../types.ts';

export const LEDGER: StandingInput[] = [
  // ── 2. EXECUTE ORDERS ──
  {
    passage: 'rules/1e/grays/2-execute-orders#p-after-you-play-a-card-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/executing-orders#p-following-the-card-play-segment-of',
        quote:
          'Following the card play segment of your turn, you may optionally execute orders, performing actions such as movement or a mission attempt, using your cards already in play.',
      },
      {
        passage: 'glossary/1e/executing-orders#p-following-the-card-play-segment-of',
        quote: 'There is no limit on the number of orders you may execute in one turn.',
      },
    ],
    reason: "Gray's: after the card play you may execute orders, no limit on actions; the Glossary (G 1944) says the same.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-to-execute-orders-you-may-use',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/executing-orders#p-following-the-card-play-segment-of', quote: 'using your cards already in play' },
      {
        passage: 'glossary/1e/turn#p-execute-orders-this-generally-means-moving',
        quote: 'Execute orders. This generally means moving and/or using cards already on the table, and is also optional.',
      },
    ],
    reason: 'Using cards on the table repeatedly until they are "stopped": the Glossary (G 1944, G 4080, G 3820) agrees and adds nothing that changes it.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-encountering-a-dilemma-with-conditions-that',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-encountering-a-dilemma-with-conditions-that',
        quote: 'Encountering a dilemma with conditions that the crew or Away Team can’t overcome “stops” that entire Away Team or ship and crew.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: 'The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).',
      },
      {
        passage: 'glossary/1e/q-continuum-side-deck#p-if-an-entire-crew-or-away',
        quote:
          'Unless otherwise specified, a Q-icon dilemma encountered during a Q-Flash does not “stop” a crew or Away Team that cannot meet its requirements.',
      },
    ],
    pointer: 'Exception: a dilemma that says “mission continues”, or a Q-icon dilemma met during a Q-Flash, does not stop the group.',
    reason:
      'The general rule is the Glossary\'s own (G 3817), but its resolution summary (G 1586) excepts "mission continues" dilemmas and G 3121 excepts Q-icon dilemmas in a Q-Flash; same reading as GR 305.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-participating-in-a-battle-stops-all',
    verdict: 'extended',
    governing: [
      { passage: 'glossary/1e/stopped#p-participating-in-a-battle-stops-all', quote: 'Participating in a battle “stops” all cards involved in the battle.' },
      {
        passage: 'glossary/1e/battle#p-when-a-battle-is-over-all',
        quote:
          'If a properly initiated battle (or “attack”) is cancelled, prevented, or nullified (e.g., with Hugh or I’m a Doctor, Not a Doorstop), all cards involved have still participated in a battle and are “stopped.”',
      },
    ],
    pointer: 'Also: a properly initiated battle that is cancelled, prevented or nullified still stops every card involved.',
    reason: "Same words as the Glossary (G 3818); the Glossary's battle entry (G 881) adds that a cancelled or nullified battle still counts as participation.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-carrying-and-then-dropping-or-beaming',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-carrying-and-then-dropping-or-beaming',
        quote: 'Carrying (and then dropping) or beaming a Tribble card “stops” the personnel who did so.',
      },
    ],
    reason: 'Word for word the Glossary (G 3819); the tribble entry (G 4029, G 4031) agrees.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-some-cards-may-explicitly-stop-one',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/stopped#p-some-cards-may-explicitly-stop-one', quote: 'Some cards may explicitly “stop” one or more personnel or ships.' },
    ],
    reason: 'Word for word the Glossary (G 3820).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-your-cards-aboard-your-stopped-ship',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/stopped#p-your-cards-aboard-your-stopped-ship', quote: 'Your cards aboard your “stopped” ship are also “stopped.”' },
      { passage: 'glossary/1e/stopped#p-using-up-its-maximum-range-does', quote: 'Using up its maximum RANGE does not “stop” a ship.' },
    ],
    reason: 'The Glossary says both points (G 3837, G 3836).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/2-execute-orders#p-cards-that-are-stopped-may-not',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-some-cards-may-explicitly-stop-one',
        quote:
          'Cards that are “stopped” may not be beamed, move, walk, cloak, phase, participate in a battle, staff a ship, get “stopped” again (e.g., to pay a cost), or participate in mission, commandeering, or scouting attempt.',
      },
      {
        passage: 'glossary/1e/stopped#p-during-a-mission-commandeering-or-scouting',
        quote:
          'During a mission, commandeering, or scouting attempt, “stopped” personnel cannot contribute traits or skills to trigger, overcome, nullify, or cure dilemmas.',
      },
      {
        passage: 'glossary/1e/stopped#p-also-whenever-stopped-cards-are-attacked',
        quote: 'Also, whenever “stopped” cards are attacked, they are “unstopped” for the duration of that battle and may defend themselves.',
      },
      {
        passage: 'glossary/1e/stopped#p-stopped-cards-become-unstopped-automatically-at',
        quote: '“Stopped” cards become “unstopped” automatically at the start of the next turn, unless a longer period is specified.',
      },
    ],
    quote:
      'Cards that are “stopped” may not be beamed, move, walk, cloak, phase, participate in a battle, staff a ship, or participate in a mission, commandeering, or scouting attempt.',
    pointer: 'Also: a “stopped” card may not be “stopped” again (e.g., to pay a cost), and “stopped” personnel add no skills to a dilemma during an attempt.',
    reason:
      'The Glossary\'s list (G 3820) adds "get stopped again (e.g., to pay a cost)", and G 3838 bars stopped personnel from helping with dilemmas; the rest agrees (G 3822–3828).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── MOVING PERSONNEL AND EQUIPMENT ──
  {
    passage: 'rules/1e/grays/moving-personnel-and-equipment#p-you-may-move-your-personnel-and',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/movement#p-you-may-move-a-card-any', quote: 'You may move a card any number of times during your turn (except by walking).' },
      {
        passage: 'glossary/1e/movement#p-whenever-a-card-or-rule-allows',
        quote:
          'Whenever a card or rule allows or requires your personnel to move (e.g., Security Office, Emergency Transporter Armbands, walking between sites), they may carry Equipment cards with them.',
      },
      {
        passage: 'glossary/1e/facility#p-whenever-you-have-personnel-or-ships',
        quote:
          'Whenever you have personnel or ships aboard (or docked at) a facility, stack them on top of the appropriate site (for a Nor) or underneath the Facility card (for any other facility). Stack personnel aboard a ship docked at an outpost underneath the Ship card; stack personnel aboard the outpost itself between the Ship card and the Outpost card.',
      },
    ],
    reason: 'Moving any number of times except walking, carrying equipment, and stacking at facilities: the Glossary says the same (G 2652, G 2654, G 1975).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/moving-personnel-and-equipment#p-when-your-personnel-are-aboard-a',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/away-team-and-crew#p-when-your-personnel-are-aboard-a',
        quote: 'When your personnel are aboard a ship or space facility that you control, they are a crew. In all other situations, they are an Away Team.',
      },
      {
        passage: 'glossary/1e/away-team-and-crew#p-borg-affiliation-personnel-may-not-form',
        quote:
          'Holographic personnel and equipment may exist only on ships or facilities, unless a card such as Mobile Holo-Emitter or Holo-Projectors allows them to exist on a planet surface.',
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-however-a-hologram-who-is-wearing',
        quote: 'However, a hologram who is wearing a Mobile Holo-Emitter does not need a Holodeck and is not confined to ships and facilities.',
      },
      {
        passage: 'glossary/1e/away-team-and-crew#p-all-your-compatible-personnel-aboard-one',
        quote:
          'All your compatible personnel aboard one ship or facility (at one site, if a Nor), or on one planet (outside a facility or landed ship) form a single Away Team or crew, except personnel who are “stopped,” disabled, or in stasis, who form a separate group during your turn.',
      },
    ],
    quote: 'However, you may not use holographic personnel in Away Teams unless you have Holo-Projectors in play and a ship to project them from.',
    pointer: 'Exception: holograms may be in an Away Team aboard a ship or facility, and one wearing a Mobile Holo-Emitter may go anywhere.',
    reason:
      'The crew/Away Team, intruder and grouping rules match the Glossary (G 837, G 845, G 847, G 2318, G 839); on holograms the Glossary confines them to ships and facilities unless Holo-Projectors or a Mobile Holo-Emitter allow otherwise (G 841, G 2143), not to crews only.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/moving-personnel-and-equipment#p-most-facilities-are-conceptually-located-in',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-most-facilities-including-all-outposts-are',
        quote:
          'Most facilities (including all outposts) are conceptually located “in space,” even when seeded or built at a planet location. (A few, such as headquarters, specify that they are seeded or built on a planet.) Only space facilities allow ships to dock.',
      },
    ],
    reason:
      'The Glossary (G 1971, G 1979) says facilities are in space unless they say otherwise and only space facilities take docked ships; beaming to a planet facility follows.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── ENTERING AND EXITING FACILITIES AND LANDED SHIPS ──
  {
    passage: 'rules/1e/grays/entering-and-exiting-facilities-and-landed-ships#p-your-personnel-aboard-a-space-facility',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote:
          'Your cards must be compatible with a facility (except a Nor) to report to, dock at, or enter the facility. They may report to or dock at any Nor according to the text of its site cards. They may board a Nor and exit from any facility even if incompatible with the facility.',
      },
      {
        passage: 'glossary/1e/docking#p-you-must-indicate-which-of-your',
        quote:
          'When compatibility with a facility is required to dock a ship, only the ship itself must be compatible with the facility; incompatible crew members aboard do not prevent docking. Such personnel cannot board an outpost from the ship, but they may board a Nor.',
      },
    ],
    quote: 'Similarly, a ship can unload cards to a facility, if desired.',
    pointer: 'Also: personnel must be compatible to enter any facility but a Nor; they may board a Nor or exit any facility even if incompatible.',
    reason:
      "Gray's gives compatibility only for boarding ships; the Glossary (G 1973, G 1653) adds that entering a facility needs compatibility except at a Nor, and that exiting never does.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── BEAMING ──
  {
    passage: 'rules/1e/grays/beaming#p-beaming-uses-transporters-to-transfer-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: 'Beaming uses transporters to transfer personnel, equipment, and tribbles over short distances.',
      },
      { passage: 'glossary/1e/beaming#p-there-is-no-limit-to-the', quote: 'There is no limit to the number of times you can beam during your turn.' },
      {
        passage: 'glossary/1e/beaming#p-to-beam-cards-announce-the-beaming',
        quote:
          'To beam cards, announce the beaming, remove the cards from the ship, facility, or planet, and move them to their destination, placing them under a ship or facility or on top of a planet. All cards in a group beam simultaneously unless you specify otherwise.',
      },
    ],
    reason: 'The Glossary says the same (G 976, G 982, G 984).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/beaming#p-you-can-also-beam-cards-between',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-you-may-beam-cards-between-two',
        quote:
          'You may beam cards between two ships and/or facilities that you control or are allowed to use, or between a ship or facility and a planet surface. The starting and ending point of the transport must be at the same location and a ship or facility must be compatible with any personnel beaming aboard',
      },
      {
        passage: 'glossary/1e/beaming#p-because-dropping-a-large-space-stations',
        quote: '(If a card allows you to beam aboard a Nor, personnel need not be compatible with the Nor.)',
      },
    ],
    quote: 'The ships and/or facilities must be at the same spaceline location and be compatible with any personnel beaming aboard.',
    pointer: 'Exception: when a card allows beaming aboard a Nor, the personnel need not be compatible with the Nor.',
    reason:
      'Same location and compatibility for beaming between your ships and facilities: the Glossary agrees (G 978), but G 980 waives compatibility for personnel a card lets beam aboard a Nor; its exception for invading concerns ships you may not use, which this passage does not cover.',
    reviewed: {
      first: 'grays-1e-b first reading',
      second: 'grays-1e-b second reading',
      secondNote:
        "same → narrowed: G 980 says personnel a card lets beam aboard a Nor need not be compatible with it, an exception to this passage's compatibility rule.",
    },
  },
  {
    passage: 'rules/1e/grays/beaming#p-to-beam-to-or-from-a',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote:
          'Transporters and SHIELDS may be operated by the player who controls a ship, or by any player who is allowed to use a facility. (You need not have a Personnel card aboard a ship or facility in order to use its transporters.) For example, you may normally beam cards to or from your opponent’s headquarters, but not to or from your opponent’s ship or outpost which is protected by SHIELDS.',
      },
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote: 'Both players may use headquarters and stations, regardless of ownership, unless otherwise specified.',
      },
    ],
    quote: 'Thus, you may not beam cards to or from an opponent’s ship or facility which is protected by SHIELDS >0, unless a card or rule allows it.',
    pointer: 'Exception: you may normally beam to or from an opponent’s headquarters or station, which both players may use.',
    reason:
      "Dropping SHIELDS matches G 976, but the Glossary's own example lets you beam to an opponent's headquarters (G 976, G 1973); only his ships and outposts are closed by SHIELDS.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/beaming#p-all-ships-and-facilities-have-their',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: 'All ships and facilities have their own transporters unless the card indicates otherwise.',
      },
      {
        passage: 'glossary/1e/beaming#p-because-dropping-a-large-space-stations',
        quote:
          'Because dropping a large space station’s SHIELDS to permit beaming is risky, you are not allowed to beam cards (except tribbles) to, from, or within a Nor unless a card allows it. Thus, you cannot normally beam from a ship docked at the Nor to the planet it orbits, between two docked ships, or between a docked ship and an undocked one.',
      },
      {
        passage: 'glossary/1e/beaming#p-special-beaming-cards-such-as-near',
        quote:
          'Special beaming cards such as Near-Warp Transport or Emergency Transporter Armbands, or dilemmas such as Extradition, do not overcome obstacles to beaming',
      },
    ],
    reason:
      'Transporters, the Nor ban and special beaming cards: the Glossary says the same (G 976, G 980, G 986); its added list (no transporters supplied, no beaming from a Nor) are "normal obstacles" in Gray\'s words.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── WALKING ──
  {
    passage: 'rules/1e/grays/walking#p-your-personnel-aboard-a-nor-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/walking#p-your-personnel-aboard-a-nor-may',
        quote:
          'Your personnel aboard a Nor may move (“walk”) from site to site, individually or as a group, and they may carry Equipment cards with them. Move the personnel or group along the row of sites, one site at a time, until they reach their destination.',
      },
      {
        passage: 'glossary/1e/walking#p-your-personnel-aboard-a-nor-may',
        quote: 'They may walk along more than one site each turn; however, as soon as they stop at any site, for any reason, they may not walk again that turn',
      },
    ],
    reason: 'Nearly word for word the Glossary (G 4195); its example (G 4197) matches Gray\'s "to pick up an Equipment card".',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── STAFFING AND MOVING SHIPS ──
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-each-ship-requires-a-minimum-crew',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-staffing-requirements-for-each-ship-are',
        quote:
          'Any compatible personnel can be used to meet a ship’s listed crew requirements, but at least one crew member of matching affiliation must be on board. (If a ship lists no specific staffing requirements, any one personnel of matching affiliation can fly it.)',
      },
      {
        passage: 'glossary/1e/ship-staffing#p-other-ship-functions-do-not-require',
        quote:
          'A ship must have at least one personnel of matching affiliation aboard for normal movement or to attempt a mission, initiate battle, or fire WEAPONS.',
      },
    ],
    quote:
      '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)',
    pointer: 'the Glossary: any one personnel of matching affiliation, with no exception for Non-Aligned ships',
    reason:
      "Gray's adds that any affiliation may fly a Non-Aligned ship with no staffing requirements; the Glossary (G 3549, G 3559) requires a personnel of matching affiliation (disagreement ships-without-staffing). The rest agrees (G 3551).",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-one-personnel-cannot-meet-more-than',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-one-personnel-cannot-supply-more-than',
        quote:
          'One personnel cannot supply more than one staffing icon requirement, even if the personnel has more than one of the required icons, unless a card text specifically allows it (such as Seven of Nine).',
      },
      {
        passage: 'glossary/1e/ship-staffing#p-other-ship-functions-do-not-require',
        quote:
          'Other ship functions do not require full staffing. A ship must have at least one personnel of matching affiliation aboard for normal movement or to attempt a mission, initiate battle, or fire WEAPONS.',
      },
      {
        passage: 'glossary/1e/movement#p-relocation-identified-by-the-word-relocate',
        quote: 'Relocation does not require full ship staffing, and “stopped” cards may be relocated.',
      },
      {
        passage: 'glossary/1e/movement#p-your-staffed-ship-can-move-along',
        quote: 'Your staffed ship can move along your side of the spaceline in either direction.',
      },
    ],
    quote: 'The minimum crew is not needed for attempting missions, initiating battle, firing WEAPONS, or other actions that do not involve ship movement.',
    pointer: 'Exception: a ship may be relocated (e.g., by Mysterious Orb) without its minimum crew.',
    reason:
      'Staffing icons, matching affiliation and RANGE agree with the Glossary (G 3555, G 3559, G 2656); but G 2650 lets an unstaffed ship be relocated, though relocation moves it.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-a-ship-does-not-have-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement#p-a-ship-does-not-have-to',
        quote:
          'A ship does not have to move all of its RANGE on a turn. A ship can stop at each location as it moves, or it can “warp past” locations without stopping there (but still using RANGE). A ship flying by a location cannot affect, and is not affected by, cards at that location (unless the card says it affects ships passing by)',
      },
    ],
    reason: 'The Glossary (G 2658) says the same; it adds only that this holds even while play is suspended as the ship passes.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-you-may-move-any-number-of',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement#p-you-may-move-any-number-of',
        quote: 'You may move any number of ships on your turn, but they must move one at a time (not as a “fleet”).',
      },
      {
        passage: 'glossary/1e/ship-staffing#p-if-a-ship-loses-one-of',
        quote:
          'If a ship loses one of its required crew, it will be stalled (unable to move) until appropriate reinforcements can be brought aboard. A stalled ship is not “stopped” and can still beam Away Teams, attack and defend itself, or attempt the mission at its location.',
      },
    ],
    reason: 'The Glossary says both points (G 2660, G 3561).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-when-moving-a-ship-to-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/docking#p-you-must-indicate-which-of-your',
        quote:
          'You must indicate which of your ships are docked (placed under an outpost, or on top of docking site at a Nor) and which are undocked (placed on the spaceline).',
      },
      {
        passage: 'glossary/1e/facility#p-all-outposts-allow-ships-to-dock',
        quote:
          'When docked at a space facility, a ship is protected by the extension of 50% of the facility’s SHIELDS (the number is added to the docked ship’s DEFENSE total; the facility’s SHIELDS are not reduced), but may not attempt missions or fire its WEAPONS, even in retaliation.',
      },
    ],
    reason: 'Declaring docking, the 50% SHIELDS extension and no missions or WEAPONS while docked: the Glossary says the same (G 1653, G 1979).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-a-ship-may-not-move-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement-between-quadrants#p-any-game-text-which-allows-or',
        quote:
          'Any game text which allows or requires a card to move directly from one location to another may potentially relocate or allow that card to move to a different quadrant. Examples of cards that can work across quadrants include Bajoran Wormhole, Mysterious Orb, Iconian Gateway, Transwarp Network Gateway, Go Back Whence Thou Camest, Where’s Guinan?, and Wormhole.',
      },
    ],
    reason: 'Moving between quadrants needs a card: the Glossary (G 2665) agrees and lists the same kinds of card.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/staffing-and-moving-ships#p-movement-between-a-time-location-and',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/time-travel#p-movement-between-a-time-location-and',
        quote:
          "Movement between a time location and a spaceline is possible only via a pair of Wormhole interrupts, a Qrelated “relocator card” such as Where's Guinan? or Jealous Amanda, or any card that specifically states that it allows such movement, such as Temporal Vortex or Orb of Time.",
      },
    ],
    reason: 'The same list of ways to time travel as the Glossary (G 3947).',
    reviewed: { first: 'grays-1e-b first reading' },
  },

  // ── ATTEMPTING MISSIONS ──
  {
    passage: 'rules/1e/grays/attempting-missions#p-completing-missions-is-the-primary-method',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-completing-missions-is-the-primary-method',
        quote:
          'Completing missions is the primary method of scoring points for all affiliations except Borg. You attempt a mission by bringing one or more personnel to the mission location and encountering and resolving any dilemmas which may be present.',
      },
    ],
    reason: 'Word for word the Glossary (G 2538), which adds only that a mission may be solved once per game.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-mission-cards-are-designed-with-relevant',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mission#p-mission-cards-are-designed-with-relevant',
        quote:
          'Unless otherwise specified by a card, each player is affected by the following only on the end of the mission facing him: mission requirements, special instructions (italic game text), affiliation icons (or other indication of who may attempt a mission), point box, and span.',
      },
      {
        passage: 'glossary/1e/mission#p-mission-cards-are-designed-with-relevant',
        quote:
          'Any information not normally included in the opponent’s mission summary, including quadrant icons, Space icon and Planet icons, and the mission name and lore (including regions) apply to both players.',
      },
      {
        passage: 'glossary/1e/mission#p-icons-or-game-text-at-each',
        quote: '(If there are no such icons or game text, or no requirements, that mission cannot be attempted.)',
      },
    ],
    quote: 'If so, each player is affected only by the information facing him.',
    pointer:
      'Exception: the mission’s name, lore, quadrant and Space/Planet icons apply to both players; only requirements, italic text, icons, point box and span are read from your own end.',
    reason:
      'The Glossary (G 2512) limits "only the information facing him" to listed features, the rest applying to both; G 2514 also makes a mission with no requirements unattemptable, which Gray\'s omits.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-to-begin-or-continue-a-mission',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-to-begin-or-continue-a-mission',
        quote:
          'If you lose all matching personnel during the mission attempt, the mission attempt ends. (However, if you remove all matching personnel during a dilemma encounter with a card that suspends play, such as Flight of the Intruder, but other non-matching personnel remain, the dilemma resolves normally with the remaining personnel before the attempt ends.)',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-to-begin-or-continue-a-mission',
        quote:
          '(Dual-icon missions require a matching personnel in both the crew and the Away Team. Also, to attempt a space mission, at least one crew member must match the ship’s affiliation. The ship does not have to be staffed for movement or match the mission’s affiliation.)',
      },
    ],
    quote: 'If you lose all matching personnel during the mission attempt, the mission attempt ends.',
    pointer:
      'Exception: if a card that suspends play removes the matching personnel during a dilemma, that dilemma still resolves with the others before the attempt ends.',
    reason:
      'The matching-icon rule agrees with G 2544, which adds the Flight of the Intruder exception to the attempt ending, and that a dual-icon mission needs a match in both crew and Away Team.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-planet-missions-can-be-attempted-by',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-planet-missions-can-be-attempted-by',
        quote:
          'Planet missions can be attempted by an Away Team on the planet’s surface (outside a facility or landed ship). Space missions can be attempted by the entire active crew of one undocked ship. (Dual-icon missions require both a ship with crew in orbit and an Away Team on the planet.)',
      },
    ],
    reason: 'The Glossary (G 2548) says the same ("active crew" for "crew").',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-all-mission-cards-state-what-skills',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-all-mission-cards-state-what-skills',
        quote:
          'However, the requirements for completing the mission need not be present in order for the crew or Away Team to attempt the mission (encounter dilemmas). (When a mission requires or allows you to discard cards as part of completing the mission, those cards must come from the crew or Away Team attempting the mission, not from your hand.)',
      },
      {
        passage: 'glossary/1e/artifact#p-a-seeded-artifact-is-earned-when',
        quote: 'A seeded artifact is earned when the mission is completed, not when the artifact is encountered.',
      },
    ],
    reason: 'Word for word the Glossary (G 2562); earning artifacts on completion agrees with G 698.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-the-following-example-shows-how-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-mission-attempt-example-the-following-example',
        quote:
          'The following example shows how to attempt a planet mission with dilemmas and artifacts present. (A space mission is attempted in a similar fashion, with an entire ship’s crew instead of an Away Team.',
      },
    ],
    reason: "The Glossary's mission-attempt example opens with the same words (G 2572).",
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-select-and-beam-your-away-team',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-select-and-beam-your-away-team',
        quote:
          'Select and beam your Away Team to the planet, or have them disembark from your landed ship or exit from a planet facility. (At a space mission, select one ship and crew to attempt the mission; undock and/or decloak or dephase the ship, if necessary.)',
      },
    ],
    reason: 'The Glossary (G 2574) says the same, adding "or dephase" (phased cards may not attempt missions anyway, G 1259).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-slide-out-the-bottom-seed-card',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/mission-attempt#p-slide-out-the-bottom-seed-card', quote: 'Slide out the bottom seed card under the mission and turn it over.' },
    ],
    reason: 'Word for word the Glossary (G 2578).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-look-only-at-the-bottom-card',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-slide-out-the-bottom-seed-card',
        quote:
          'Look only at the bottom card. (If you encounter an artifact or a card seeded like an artifact, move it to the top of the seed card stack, sliding it just beneath the Mission card. Artifacts are not earned until the mission is completed.)',
      },
    ],
    reason: 'Word for word the Glossary (G 2578); G 1858 agrees.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-if-more-than-one-copy-of',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-copy-of-a',
        quote: 'more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.',
      },
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-artifact-whether-duplicates',
        quote: 'more than one artifact (whether duplicates or not): all your artifacts there are mis-seeds.',
      },
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-copy-of-the',
        quote: 'more than one copy of the same dilemma (or card seeded like a dilemma): the first has its normal effect, the second is a mis-seed.',
      },
    ],
    quote:
      'If more than one copy of any card , seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.',
    pointer:
      'Exception: if one player seeded more than one artifact, or more than one copy of a card seeded like an artifact, under one mission, all of them are mis-seeds, the first too.',
    reason:
      "Gray's general rule (also the Glossary's own mission-attempt example, G 2578) holds for dilemmas and cards seeded like them (G 2487), but the mis-seed entry makes every artifact, and every copy of a card seeded like an artifact, a mis-seed (G 2488–2489); the disagreement mis-seed-copies lets that entry stand and marks this passage.",
    reviewed: {
      first: 'grays-1e-b first reading',
      second: 'grays-1e-b second reading',
      secondNote:
        'changed → narrowed: the sentence still governs copies of dilemmas (G 2487, and the Glossary repeats it at G 2578); only artifacts and artifact-like cards are excepted, as the Rulebook v1.7 ledger reads the same sentence.',
    },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-read-the-first-dilemma-card-aloud',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/mission-attempt#p-read-the-first-dilemma-card-aloud', quote: 'Read the first Dilemma card aloud.' }],
    reason: 'Word for word the Glossary (G 2580).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-each-dilemma-must-be-resolved-in',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-repeat-this-step-for-each-dilemma',
        quote: 'Each dilemma must be resolved in turn before the mission can be completed.',
      },
    ],
    reason: 'Word for word the Glossary (G 2588).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-see-dilemma-resolution-for-more-information',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A cross-reference to the dilemma resolution entry, not a rule.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-a-dilemma-card-may-list-certain',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-conditions-one-or-more-skills-personnel',
        quote:
          'Conditions – One or more skills, personnel, equipment, attribute totals, or other characteristics that must be present to avoid the ill effects of a dilemma, often indicated by “unless” or requirements “to get past” the dilemma.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-meet-the-conditions-discard',
        quote: 'The crew or Away Team must proceed with the mission attempt.',
      },
      { passage: 'glossary/1e/dilemma-resolution#p-nullifiers-a-dilemma-may-list-skills', quote: 'conditions and cures are not nullifiers' },
    ],
    reason: 'Conditions, proceeding when met, and following the instructions when not: the Glossary says the same (G 1542, G 1585–1586, G 1535).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-a-condition-such-as-strength-40',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-a-requirement-such-as-strength-40',
        quote: 'A requirement such as STRENGTH>40 refers to the total STRENGTH of the Away Team or crew.',
      },
    ],
    reason: 'The Glossary (G 1515) says the same.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-most-dilemmas-with-conditions-end-with',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-has-conditions-and',
        quote:
          'If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”',
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote:
          'Unless the dilemma says “Discard dilemma” or “mission continues,” or it enters play (placed on a mission, ship, personnel, or the spaceline), replace it under the mission, face down under the stack, to be encountered again.',
      },
    ],
    quote:
      'If a dilemma with conditions does not say “Discard dilemma,” it stays until you overcome it (regardless of its effects). Slide such a dilemma back under the mission, on the bottom of the stack, to be encountered again the next time a player attempts that mission.',
    pointer: 'the Glossary: a failed dilemma that enters play or says “mission continues” is not replaced under the mission',
    reason:
      'Gray\'s replaces every failed dilemma that does not say "Discard dilemma"; the Glossary (G 1565, G 1586) also exempts dilemmas that enter play or say "mission continues" (disagreement failed-dilemma-enters-play).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-failing-to-overcome-a-dilemma-that',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-resolve-the-dilemma-following-the-instructions',
        quote: 'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: 'The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).',
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-has-conditions-and',
        quote: 'Gravitic Mine (“Discard dilemma”) and Garanian Bolites (“Mission continues”) are discarded',
      },
      {
        passage: 'glossary/1e/q-continuum-side-deck#p-if-an-entire-crew-or-away',
        quote:
          'Unless otherwise specified, a Q-icon dilemma encountered during a Q-Flash does not “stop” a crew or Away Team that cannot meet its requirements.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-once-the-mission-attempt-is-ended',
        quote: 'you may reattempt the mission on the same turn with “unstopped” personnel (and an “unstopped” ship for a space mission).',
      },
    ],
    quote: 'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
    pointer: 'Exception: a dilemma that says “mission continues” (or a Q-icon dilemma met during a Q-Flash) does not stop the group or end the attempt.',
    reason:
      'The general sentence is the Glossary\'s own (G 2582) and governs every other failed dilemma; G 1586 and G 1565 except "mission continues", G 3121 Q-Flash dilemmas (disagreement failing-conditions). Reattempting agrees with G 2558.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-some-dilemmas-have-no-conditions-they',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-resolve-the-dilemma-following-the-instructions',
        quote: 'A dilemma without conditions does not “stop” your crew or Away Team – they must continue the mission attempt unless otherwise specified.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-has-no-conditions',
        quote: 'If a dilemma has no conditions, it is discarded after you follow its instructions (unless it enters play), whether it has any effect or not.',
      },
    ],
    reason: 'The Glossary (G 2582, G 1559, G 1567) says the same: no stop unless specified, discard unless it enters play.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-some-dilemmas-contain-bonus-points-to',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/bonus-point-area#p-when-you-score-points-from-any',
        quote:
          'When you score points from any non-mission card with a point box, that card (unless it remains on a target or otherwise specifies that it stays in play to score the points) is placed in a bonus point area near your discard pile, as a reminder of those points, even if the card says to discard it.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-point-boxes-a-dilemma-may-have',
        quote:
          'The points are scored when you overcome its conditions (e.g., Chalnoth), when you cure it (e.g., Hyper-Aging), or according to the dilemma’s instructions (e.g., Cytherians, Borg Ship, Edo Probe). Place the dilemma in your bonus point area, even if says to discard it.',
      },
    ],
    quote:
      'Whenever you earn points from a dilemma (or other card) with a point box, set the card aside in a bonus point area as a reminder, even if that dilemma instructed you to discard it.',
    pointer: 'Exception: a card that stays on its target or in play to score its points is not set aside in the bonus point area.',
    reason:
      'Scoring by overcoming and the bonus point area agree with G 1574 and G 996, but G 996 excepts cards that remain on a target or stay in play to score.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-when-first-encountered-dilemmas-normally-affect',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-only-personnel-in-the-crew-or',
        quote:
          'If a dilemma “stops,” disables, or places in stasis part of the crew or Away Team, they are no longer participating in the attempt and thus may not affect or be affected by subsequent dilemmas.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-only-dilemmas-using-broader-terms-such',
        quote:
          'Only dilemmas using broader terms such as “all life on ship” or “personnel at this location” can affect personnel not involved in a mission attempt, when the dilemma is encountered. Dilemmas that enter play and have continuing effects may affect other personnel, even the opponent’s, after the mission attempt is over.',
      },
    ],
    reason: 'The Glossary (G 1519, G 1521) says the same.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-personnel-who-die-and-ships-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-personnel-who-die-and-ships-or',
        quote:
          'Personnel who die and ships or equipment that are destroyed are placed in your discard pile. (Holographic personnel and equipment are not killed or destroyed; they are deactivated instead.)',
      },
    ],
    reason: 'The Glossary (G 2584) says the same.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-personnel-may-be-chosen-for-death',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-personnel-may-be-chosen-for-death',
        quote: 'Personnel may be chosen for death or other effects by random selection, opponent’s choice, or owner’s choice.',
      },
      {
        passage: 'glossary/1e/ties#p-when-a-dilemma-specifies-a-superlative',
        quote:
          'When a dilemma specifies a superlative such as “strongest,” “most CUNNING,” or “highest total attributes,” and there is a tie, the opponent of the player encountering the dilemma gets to choose (unless the dilemma states otherwise).',
      },
    ],
    reason: 'The Glossary says the same (G 2585, G 3918).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-in-addition-to-dilemmas-you-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-in-addition-to-dilemmas-you-may',
        quote:
          'In addition to dilemmas, you may encounter a Q-Flash doorway seeded like a dilemma. When you do, your crew or Away Team must collectively face a number of cards from your opponent’s Q-Continuum side deck equal to the number of personnel present.',
      },
    ],
    reason: 'Word for word the Glossary (G 2586); G 3117 agrees.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-repeat-this-step-for-each-dilemma',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-repeat-this-step-for-each-dilemma',
        quote: 'Repeat this step for each dilemma (or Q-Flash) in turn until no more remain.',
      },
    ],
    reason: 'Word for word the Glossary (G 2588).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-once-begun-a-mission-attempt-may',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-a-mission-attempt-may-not-be',
        quote:
          'A mission attempt may not be voluntarily aborted, either between dilemmas or before solving, unless specifically allowed by a card such as Mr. Garak.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-a-dilemma-prevents-the-mission-attempt',
        quote: 'A dilemma prevents the mission attempt from continuing (e.g., Radioactive Garbage Scow).',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-while-your-personnel-are-attempting-a',
        quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
      },
    ],
    quote: 'Once begun, a mission attempt may not be aborted unless the Away Team or crew is “stopped” or no personnel remain at the mission location.',
    pointer: 'Exception: a card such as Mr. Garak may let you abort; an attempt also ends when a dilemma stops it or is replaced under the mission.',
    reason:
      "No voluntary abort agrees with G 2566, which allows it by a card such as Mr. Garak; G 2550–2556 and G 2560 end an attempt in more cases than the two Gray's names.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-a-mission-attempt-is-all-one',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-timing#p-a-mission-scouting-or-commandeering-attempt',
        quote: 'An attempt may not be interrupted except by valid responses and actions that suspend play.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-a-mission-attempt-is-a-single',
        quote: 'A mission attempt is a single action which may not be interrupted except by valid responses or actions that suspend play.',
      },
      {
        passage: 'glossary/1e/suspends-play#p-a-card-which-specifically-says-it',
        quote:
          'A card which specifically says it “suspends play” may be played at any time during the play phase (even during your opponent’s turn) and may interrupt and temporarily suspend any action.',
      },
    ],
    quote: 'No other actions may be performed during a mission attempt unless they specifically nullify or modify a dilemma or the mission attempt itself.',
    pointer: 'Exception: an action that suspends play (or a special download) may interrupt a mission attempt.',
    reason: 'One action, interrupted only by responses: the Glossary agrees (G 1596, G 2550), but also lets actions that suspend play interrupt it (G 3865).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-once-you-have-resolved-all-the',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-once-you-have-resolved-all-the',
        quote:
          'Once you have resolved all the dilemmas under a mission, if your remaining “unstopped” personnel can meet the mission requirements, you score the mission points and earn any artifacts present.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-when-you-meet-the-requirements-for',
        quote:
          'When you meet the requirements for solving a mission, you first score any mission points, then resolve any special game text on that mission (or on any objectives targeting it), then earn and resolve any artifacts or cards seeded like artifacts.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-when-you-meet-the-requirements-for',
        quote: 'If scoring the mission points brings your score to victory conditions, the game ends immediately and you do not resolve any artifacts.',
      },
    ],
    pointer: 'Also: score the points first, then resolve mission text, then artifacts; if the points win the game, no artifact is resolved.',
    reason:
      'What joins, is captured or held agrees with G 2564, which adds the order of scoring, mission text and artifacts and that a winning score ends the game before artifacts.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-to-score-the-mission-and-mark',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-once-you-have-resolved-all-the',
        quote: 'To score the mission and mark it complete, slide the Mission card toward yourself about one-half card length.',
      },
      {
        passage: 'glossary/1e/mission-attempt#p-the-completed-mission-remains-on-the',
        quote: 'The completed mission remains on the table as a spaceline location, but it cannot be attempted or scored again.',
      },
    ],
    reason: 'Word for word the Glossary (G 2590, G 2592).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-your-unstopped-away-team-is-free',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-your-unstopped-away-team-is-free',
        quote:
          'Your “unstopped” Away Team is free to beam back up to the ship and continue if desired. (Failing to complete the mission does not “stop” the Away Team.)',
      },
    ],
    reason: 'Word for word the Glossary (G 2594); G 3835 agrees.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/attempting-missions#p-once-you-complete-a-mission-its',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-once-you-complete-a-mission-its',
        quote:
          'Once you complete a mission, its points are yours to keep. Cards which affect a mission’s points or attemptability (e.g., Supernova, Mordock, The Sheliak, Assimilate Planet) do not affect your score if they occur after the mission is completed',
      },
    ],
    reason: 'Word for word the Glossary (G 2568).',
    reviewed: { first: 'grays-1e-b first reading' },
  },

  // ── ENGAGING IN BATTLE ──
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-two-types-of-battles-can-occur',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-a-conflict-you-initiate-during-the',
        quote:
          'Two types of battles can occur: ship battles (which may also involve facilities or the Borg Ship dilemma) and personnel battles (which may also involve Rogue Borg). (“Personnel battle” is synonymous with “Away Team battle” or “Away Team or Rogue Borg battle.”)',
      },
    ],
    reason: 'The Glossary (G 874, G 854) says the same.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-following-are-some-rules-common-to',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/battle#p-a-conflict-you-initiate-during-the', quote: 'The following rules are common to both types of battles:' }],
    reason: 'An introductory line; the Glossary (G 874) introduces its list the same way.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-you-may-initiate-battle-only-during',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/battle#p-you-may-initiate-battle-only-during', quote: 'You may initiate battle only during your own turn.' }],
    reason: 'Word for word the Glossary (G 876).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-you-may-attack-only-cards-which',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-you-may-attack-only-cards-which',
        quote:
          'You may attack only cards which you do not control, unless a card or rule requires or allows you to attack your own cards. (The Borg Ship dilemma and Rogue Borg are considered selfcontrolled.)',
      },
    ],
    reason: 'Word for word the Glossary (G 877).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-you-may-attack-cards-only-if',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle#p-you-may-attack-only-cards-which-2',
        quote:
          'Ships, space facilities, and the Borg Ship dilemma may attack other ships or facilities in space, or planet facilities, at the same location. Landed ships may not attack or be attacked unless a card specifically allows it.',
      },
      {
        passage: 'glossary/1e/landed-ships#p-unless-a-card-such-as-orbital',
        quote:
          'Unless a card (such as Orbital Bombardment or Breen CRM114) explicitly allows it, a landed ship may not attack or be attacked by a ship in orbit, and also may not attack or be attacked by an Away Team.',
      },
    ],
    quote: 'Ships (and the Borg Ship dilemma) can also attack planet facilities at the same location.',
    pointer: 'Exception: a landed ship may not attack or be attacked unless a card allows it.',
    reason: 'Who is present for which battle agrees with G 878, which adds that landed ships may not attack or be attacked (also G 2380).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-most-affiliations-have-restrictions-on-whom',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-klingon-kazon-non-aligned-and-neutral',
        quote: 'Klingon, Kazon, Non-Aligned, and Neutral forces may also attack their own affiliations.',
      },
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-most-affiliations-have-restrictions-on-whom',
        quote: 'Most affiliations have restrictions on whom they may attack. Normally, an affiliation may attack any affiliation other than their own.',
      },
    ],
    quote: 'Klingon, Non-Aligned, and Neutral forces may also attack their own affiliations.',
    pointer: 'Also: Kazon forces may also attack their own affiliation.',
    reason:
      "Gray's lists Klingon, Non-Aligned and Neutral as the forces that may attack their own affiliation, which the Glossary repeats (G 889–891); its list adds Kazon, so Kazon may attack Kazon.",
    reviewed: {
      first: 'grays-1e-b first reading',
      second: 'grays-1e-b second reading',
      secondNote:
        "changed → extended: what Gray's says of Klingon, Non-Aligned and Neutral still stands (G 891); the Glossary only adds Kazon to the list, so marking the sentence superseded would be wrong.",
    },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-federation-forces-cannot-attack-any-affiliation',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-federation-forces-cannot-attack-any-affiliation',
        quote: 'Federation forces cannot attack any affiliation (except Borg).',
      },
    ],
    reason: 'Word for word the Glossary (G 892).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-borg-forces-may-not-initiate-battle',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-borg-forces-may-not-initiate-battle',
        quote:
          'Borg forces may not initiate battle except when allowed or required by a card. When allowed to initiate battle, they may attack any affiliation including opposing Borg.',
      },
    ],
    reason: 'Word for word the Glossary (G 893).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-a-mixed-force-is-subject-to',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-a-mixed-force-is-subject-to',
        quote:
          'For example, a mixed Away Team of Federation and Non-Aligned personnel, or a Federation crew aboard a Non-Aligned ship, is a Federation force, and may not initiate a battle (except against Borg).',
      },
    ],
    quote:
      'For example, a mixed Away Team of Federation and Non-Aligned personnel, or a Federation crew aboard a Non-Aligned ship, is a Federation force, and may not initiate a battle against any affiliation.',
    pointer: 'Exception: such a Federation force may still attack Borg.',
    reason:
      'Gray\'s example says a Federation force may attack no affiliation; the Glossary\'s same example (G 895) says "except against Borg", as does the Federation rule (G 892). The rest is word for word.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-each-of-your-ships-facilities-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-each-of-your-non-borg-ships',
        quote:
          'A leader is any personnel with Leadership skill or any OFFICER. Each ship or facility must also have at least one personnel of matching affiliation aboard (which may or may not be the leader). If the facility is a Nor, the leader and matching personnel must be in Ops.',
      },
    ],
    reason: 'A leader (or a Borg Defense personnel if Borg) and a matching personnel: the Glossary says the same (G 879).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-no-other-actions-can-occur-during',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle#p-no-other-actions-can-occur-during',
        quote: 'No other actions can occur during a battle unless they are a valid response or suspend play, or a card specifically allows them.',
      },
    ],
    quote: 'No other actions can occur during a battle unless a card specifically allows them.',
    pointer: 'Exception: valid responses and actions that suspend play may also occur during a battle.',
    reason: "Gray's allows only actions a card allows; the Glossary (G 880) also allows valid responses and actions that suspend play.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-when-a-battle-is-over-all',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle#p-when-a-battle-is-over-all',
        quote:
          'When a battle is over, all cards involved in the battle are “stopped.” If a properly initiated battle (or “attack”) is cancelled, prevented, or nullified (e.g., with Hugh or I’m a Doctor, Not a Doorstop), all cards involved have still participated in a battle and are “stopped.”',
      },
    ],
    pointer: 'Also: a properly initiated battle that is cancelled, prevented or nullified still stops every card involved.',
    reason: 'Same first sentence as the Glossary (G 881), which adds that a cancelled or nullified battle still stops the cards.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/engaging-in-battle#p-if-your-opponent-attacks-you-during',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle#p-if-your-opponent-attacks-you-during',
        quote:
          'regardless of the form of the original attack. (You may bring additional forces to the location.) When you counter-attack, no leader or Borg Defense personnel is required and no affiliation restrictions apply.',
      },
    ],
    quote:
      'If your opponent attacks you, during your next turn you may initiate one or more counter-attacks against any or all of your opponent’s ships, Away Teams, facilities, crews (if you have a way to beam through the SHIELDS), etc. which are still at the location of the opponent’s attack, regardless of the form of the original attack.',
    pointer: 'Also: you may bring additional forces to the location for a counter-attack.',
    reason:
      'The counter-attack rule is the Glossary\'s word for word (G 882), which adds that you may bring additional forces; the trailing "Personnel Battles…" is a heading run into the paragraph.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── PERSONNEL BATTLES ──
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-announce-your-attack-identify-which-one',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-announce-your-attack-identify-which-one',
        quote:
          'Announce your attack. Identify which one of your Away Teams or crews is attacking and which one of your opponent’s Away Teams or crews they are attacking. (The group that you attack may include personnel which are disabled, though they do not engage in personal combat, but not those in stasis.) The battle has now been initiated.',
      },
      {
        passage: 'glossary/1e/battle-personnel#p-personnel-battles-may-also-include-rogue',
        quote: 'Throughout this section, “personnel” should be taken to mean “personnel or Rogue Borg.”',
      },
    ],
    reason: 'Word for word the Glossary (G 904, G 902).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-you-and-your-opponent-may-now',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-you-and-your-opponent-may-now',
        quote:
          'You and your opponent may now use any cards that apply at the start of battle. These responses to the battle initiation may include an interrupt such as Vulcan Nerve Pinch or equipment that may report to a just-initiated battle such as D’k Tahg.',
      },
    ],
    reason: 'Word for word the Glossary (G 905).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-shuffle-your-personnel-not-including-any',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-shuffle-your-personnel-not-including-any',
        quote: 'Shuffle your personnel (not including any which are disabled, stunned, or mortally wounded) and place them face down to form a “combat pile.”',
      },
    ],
    reason: 'Word for word the Glossary (G 906).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-you-and-your-opponent-then-simultaneously',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-you-and-your-opponent-then-simultaneously',
        quote:
          'If both cards in a combat pairing have a stun effect, or if both players wish to make a response to a combat pairing, the player whose turn it is has the first opportunity to do so.',
      },
    ],
    pointer: 'Also: when both players wish to respond to a combat pairing (or both cards can stun), the player whose turn it is acts first.',
    reason: "The combat steps are the Glossary's word for word (G 907–912), which adds who responds first to a combat pairing.",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-if-one-personnels-strength-is-greater',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-one-personnels-strength-is-greater',
        quote:
          'If one personnel’s STRENGTH is greater than the other’s, the higher-STRENGTH personnel may choose to stun his adversary (temporarily rotate the adversary card 90 degrees).',
      },
    ],
    reason: 'Word for word the Glossary (G 908).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-if-one-personnels-strength-is-more',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-one-personnels-strength-is-more',
        quote:
          'If one personnel’s STRENGTH is more than double the other’s, that personnel may choose to mortally wound his adversary (temporarily rotate the adversary card 180 degrees).',
      },
    ],
    reason: "Word for word the Glossary (G 909); holograms may not mortally wound (G 2149), a special rule Gray's points to.",
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-if-the-two-combatants-have-equal',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-the-two-combatants-have-equal',
        quote: 'If the two combatants have equal STRENGTH, neither may stun or mortally wound the other.',
      },
    ],
    reason: 'Word for word the Glossary (G 910).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-to-determine-the-winner-of-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-to-determine-the-winner-of-the',
        quote:
          'Stunned and mortally wounded cards do not add their own STRENGTH to the total, but may still modify other cards (e.g., a stunned Shakaar Edon still makes other Bajorans stronger). The force with the higher total is the winner, and immediately kills one opposing personnel (random selection from among those not mortally wounded, but including those who are stunned or disabled). If the STRENGTH totals are equal, no one wins or loses the overall battle.',
      },
    ],
    reason: 'The Glossary (G 913) says the same ("force" for "player", to cover Rogue Borg).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/personnel-battles-which-may-also-include-rogue-borg#p-after-the-personnel-battle-is-over',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-after-the-personnel-battle-is-over',
        quote:
          'After the personnel battle is over, mortally wounded cards die (discarded), stunned cards recover from being stunned, and all survivors of the battle are “stopped.”',
      },
    ],
    reason: 'Word for word the Glossary (G 914).',
    reviewed: { first: 'grays-1e-b first reading' },
  },

  // ── SHIP BATTLES ──
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-note-these-rules-apply-when-using',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-ship-battles-may-also-include-facilities',
        quote: 'These rules apply whether Battle Bridge side decks are being used by zero, one, or both players.',
      },
      {
        passage: 'glossary/1e/damage#p-default-damage-when-you-are-using',
        quote: '(Default damage should not be onfused with “card rotation” damage, which applies only when you are not using a Battle Bridge side deck.)',
      },
    ],
    reason: 'The same steps with or without a Battle Bridge side deck, only damage marked differently: the Glossary agrees (G 921, G 1444, G 1448).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-announce-your-attack-then-identify-which',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-announce-your-attack-then-identify-which',
        quote:
          'Each of your ships or facilities that will be firing WEAPONS must have WEAPONS>0, be “unstopped,” undocked, uncloaked, and unphased, and have a leader and a personnel of matching affiliation aboard.',
      },
      {
        passage: 'glossary/1e/battle-ship#p-announce-your-attack-then-identify-which',
        quote: 'If the card you are targeting had been “stopped,” it is “unstopped” for this battle.',
      },
    ],
    quote: 'Each of your ships that will be firing WEAPONS must have WEAPONS>0 and be “unstopped,” undocked, and uncloaked.',
    pointer: 'Also: each ship or facility firing must also be unphased and have a personnel of matching affiliation aboard.',
    reason:
      'Targeting one card and the firing conditions agree with G 923, which also requires each firing ship or facility to be unphased and to carry a matching personnel; the leader note agrees with G 2392–2394.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-note-a-leader-for-battle-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/leader#p-a-leader-for-battle-or-for',
        quote:
          'A leader for battle (or for a card referring to a leader) is any personnel with Leadership skill or with OFFICER skill or classification; or any personnel allowed by a card to act as a leader (e.g., Prepare Assault Teams).',
      },
      {
        passage: 'glossary/1e/leader#p-the-borg-affiliation-may-not-use',
        quote: 'The Borg affiliation may not use a leader instead of a Borg Defense personnel to initiate battle.',
      },
    ],
    reason: "Word for word the Glossary's leader entry (G 2392, G 2394).",
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-opponent-wishes-to-return',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-opponent-wishes-to-return',
        quote:
          'Each of your opponent’s ships and facilities that returns fire must also have WEAPONS>0, be “unstopped,” undocked, uncloaked, and unphased, and have a personnel of matching affiliation aboard (but no leader is required).',
      },
    ],
    reason: 'Word for word the Glossary (G 925).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-you-and-your-opponent-may-now',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-you-and-your-opponent-may-now',
        quote: 'You and your opponent may now use any cards that apply at the start of the battle.',
      },
    ],
    reason: 'Word for word the Glossary (G 926).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-each-player-may-do-the-following',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-each-player-who-has-a-battle',
        quote:
          'Any current tactics played on the table are then revealed at the same time. If you choose to use a special download icon for a Tactic card, you must do so at the time you would normally draw Tactic cards, and you must use the downloaded tactic as your current tactic. You may use a current tactic even if your only card participating in the battle is a facility.',
      },
    ],
    reason: "The Glossary (G 927–933) says the same, for each player who has a Battle Bridge side deck (Gray's section note says these rules assume one).",
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-draw-up-to-two-tactic-cards',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-draw-up-to-two-tactic-cards',
        quote:
          'draw up to two Tactic cards (or more if allowed by a card played in step 3) from the top of his side deck (he may look at each one before deciding whether or not to draw the next);',
      },
    ],
    reason: 'Word for word the Glossary (G 928).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-choose-one-of-those-tactic-cards',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-choose-one-of-those-tactic-cards',
        quote:
          'choose one of those Tactic cards (regardless of how many ships are firing) to play face down on the table as his current tactic (optional); and',
      },
    ],
    reason: 'Word for word the Glossary (G 929).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-place-his-unplayed-tactic-card-s',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/battle-ship#p-place-his-unplayed-tactic-card-s', quote: 'place his unplayed Tactic card(s) faceup underneath his side deck.' },
    ],
    reason: 'Word for word the Glossary (G 930).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-compute-your-attack-total-by-adding',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-compute-your-attack-total-by-adding',
        quote:
          'Compute your ATTACK total by adding together the total WEAPONS power of all your attacking cards (counting all applicable attribute enhancements from other cards) plus the ATTACK bonus from your current tactic (if any). (The ATTACK bonus is added only once, not once for each ship.)',
      },
    ],
    reason: 'Word for word the Glossary (G 934–939).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-greater',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-greater',
        quote: 'If your ATTACK total is greater than your opponent’s DEFENSE total, you score a hit.',
      },
    ],
    reason: 'Word for word the Glossary (G 937).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-more',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-more',
        quote: 'If your ATTACK total is more than double your opponent’s DEFENSE total, you score a direct hit.',
      },
    ],
    reason: 'Word for word the Glossary (G 938).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-less',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-less',
        quote: 'If your ATTACK total is less than or equal to your opponent’s DEFENSE total, the target is not hit.',
      },
    ],
    reason: 'Word for word the Glossary (G 939).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-opponent-announced-during-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-opponent-announced-during-the',
        quote:
          'If your opponent announced during the initiation of the battle that he would return fire, he does so now. He computes his ATTACK total (including his current tactic’s ATTACK bonus) and you compute your DEFENSE total (including your current tactic’s DEFENSE bonus).',
      },
    ],
    reason: 'Word for word the Glossary (G 940).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-apply-any-damage-caused-by-either',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle',
        quote:
          'If you are using a Battle Bridge side deck, the amount of damage to your opponent is determined by symbols on your current tactic, and the kinds of damage are marked by one or more of your Tactic cards (which are referred to as damage markers).',
      },
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle-2',
        quote:
          'If you are using a Battle Bridge side deck, but you chose not to play a current tactic in this battle (or it was nullified), your opponent suffers default damage. Default damage is two cards from your side deck',
      },
      {
        passage: 'glossary/1e/battle-ship#p-apply-any-damage-caused-by-either',
        quote:
          'The player whose ships and/or facilities sustain the least HULL integrity loss (maximum of 100% loss per ship or facility) during that battle is the winner. (If the HULL integrity losses are equal, there is no winner or loser.)',
      },
    ],
    reason:
      "The Battle Bridge damage, default damage, running out of tactics and the battle winner match the Glossary (G 941–946, G 1442); Gray's leaves rotation damage to its card rotation page (G 942).",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-text-missing-in-the-source',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A gap where the source lost an image or text; nothing to compare.',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-icon-tactic-current',
    verdict: 'not-addressed',
    governing: [],
    reason: 'The label of an icon image (the "place this card" damage symbol), not a rule; the rule follows in the parent paragraph.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-text-missing-in-the-source-2',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A gap where the source lost an image or text; nothing to compare.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-icon-tactic-draw',
    verdict: 'not-addressed',
    governing: [],
    reason: 'The label of an icon image (the "draw a new Tactic" damage symbol), not a rule; the rule follows in the parent paragraph.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-text-missing-in-the-source-3',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A gap where the source lost an image or text; nothing to compare.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-text-missing-in-the-source-4',
    verdict: 'not-addressed',
    governing: [],
    reason: 'A gap where the source lost an image or text; nothing to compare.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-hit-direct',
    verdict: 'not-addressed',
    governing: [],
    reason: 'The label of an icon image ("Hit direct"), not a rule.',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-note-if-you-do-not-have',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/damage#p-if-your-side-deck-is-ever',
        quote:
          'If your side deck is ever completely out of Tactic cards (because they are all in play as damage markers), you will be unable to further damage your opponent until some of your damage markers return to your side deck.',
      },
      {
        passage: 'glossary/1e/repair#p-whenever-a-ship-or-facility-is',
        quote: 'Damage markers are also removed if the ship or facility leaves play for any reason',
      },
    ],
    reason: 'The Glossary says the same (G 1442, G 3227, G 971).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-at-the-end-of-the-battle',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-at-the-end-of-the-battle',
        quote:
          'At the end of the battle, discard your current tactic (face-up under your Battle Bridge side deck) unless it was used as a damage marker. Destroyed ships and facilities (and all cards aboard them) are discarded and all surviving ships, facilities, and crews involved in that battle are “stopped.”',
      },
    ],
    reason: 'Word for word the Glossary (G 949).',
    reviewed: { first: 'grays-1e-b first reading' },
  },
  {
    passage: 'rules/1e/grays/ship-battles-which-may-also-include-facilities#p-if-your-opponent-recieves-damage-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/damage#p-when-you-are-using-a-battle',
        quote:
          'When you are using a Battle Bridge side deck, any damage to your opponent’s ships or facilities, whether from a hit in battle, dilemmas, or other causes, is indicated by damage markers, which are Tactic cards from your side deck.',
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-states-that-it',
        quote:
          'If a dilemma states that it “damages” your ship, apply default damage of two damage markers (if your opponent is using a Battle Bridge side deck)',
      },
      {
        passage: 'glossary/1e/repair#p-if-your-ships-damage-is-indicated',
        quote:
          'If your ship’s damage is indicated by your opponent’s damage markers, you may remove one damage marker (random selection) at the end of each of your turns that ship remains docked at an outpost that makes repairs or a Docking Pylons site for the full turn.',
      },
      {
        passage: 'glossary/1e/repair#p-if-your-ships-damage-is-indicated-2',
        quote: 'Facilities may be repaired only by a card that allows it, such as Defense System Upgrade.',
      },
    ],
    reason:
      "Non-battle damage as two default markers from the other player's side deck, none when it is empty, and repair: the Glossary says the same (G 1438, G 1523, G 1442, G 3225, G 3229).",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── 3. DRAW A CARD ──
  {
    passage: 'rules/1e/grays/3-draw-a-card#p-after-you-have-finished-executing-orders',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/turn#p-you-may-choose-the-order-of',
        quote:
          'You may choose the order of start-of-turn and end-of-turn actions. For example, you may process ore either before or after a Rogue Borg battle; you may probe either before or after counting down countdown icons or moving a Borg Ship dilemma.',
      },
      {
        passage: 'glossary/1e/turn#p-you-may-choose-the-order-of',
        quote: 'However, your normal card draw (or any action that replaces it), is always the last action of your turn.',
      },
    ],
    quote:
      'If there is more than one thing scheduled to happen at the end of your turn, you may choose which to do first (but all mandatory end-of-turn actions must happen before optional ones).',
    pointer: 'the Glossary: you choose the order of end-of-turn actions, optional ones included',
    reason:
      "Gray's puts every mandatory end-of-turn action before the optional ones; the Glossary (G 4086) lets you choose the order freely, e.g. probe before or after counting down countdown icons or moving a Borg Ship dilemma. End-of-turn actions before the draw agree (G 4081, G 3072).",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/3-draw-a-card#p-after-all-end-of-turn-actions',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote: 'Draw a card from your draw deck to your hand. This is mandatory and signals the end of your turn.',
      },
      { passage: 'glossary/1e/card-draw#p-an-action-that-is-in-place', quote: 'An action that is “in place of one card draw” may replace any card draw.' },
    ],
    reason: 'The Glossary says the same (G 4082, G 1130).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
  {
    passage: 'rules/1e/grays/3-draw-a-card#p-if-you-are-prevented-from-drawing',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote:
          "If you are prevented from drawing a card (for example, by the game text of Q's Tent or the Ops site, or because there are no cards left in your draw deck), then you simply announce when you are done with your turn.",
      },
    ],
    reason: 'Word for word the Glossary (G 4082).',
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },

  // ── WINNING THE GAME ──
  {
    passage: 'rules/1e/grays/winning-the-game#p-players-continue-taking-turns-until-one',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/winning-the-game#p-players-take-turns-until-one-player',
        quote:
          'Players take turns until one player scores 100 points (the normal victory conditions) and is declared the winner, or until both players’ draw decks run out (at which point the player with the most points is declared the winner).',
      },
      {
        passage: 'glossary/1e/winning-the-game#p-some-cards-such-as-qs-planet',
        quote:
          "Some cards, such as Q's Planet and The Big Picture, may alter the victory conditions of the game for one or both players. The first player to achieve or exceed his victory conditions is the winner. If both players achieve their victory conditions simultaneously, the player with the most points is the winner.",
      },
      { passage: 'glossary/1e/winning-the-game#p-some-cards-or-actions-may-cause', quote: 'Some cards or actions may cause you to lose the game.' },
    ],
    pointer: 'Also: cards such as Q’s Planet may change the victory conditions; if both players reach theirs at once, the one with more points wins.',
    reason:
      "The normal victory conditions are the Glossary's (G 4251), which adds altered victory conditions, the simultaneous case and losing by card (G 4253, G 4255).",
    reviewed: { first: 'grays-1e-b first reading', second: 'grays-1e-b second reading' },
  },
];
