import type { StandingInput } from '../types.ts';

const R = { first: 'rulebook-1e-b first reading' };

export const LEDGER: StandingInput[] = [
  // ── 2. EXECUTE ORDERS (RB 251–264) ──
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-after-you-play-a-card-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/executing-orders#p-following-the-card-play-segment-of',
        quote: `Following the card play segment of your turn, you may optionally execute orders, performing actions such as movement or a mission attempt, using your cards already in play.`,
      },
      {
        passage: 'glossary/1e/turn#p-execute-orders-this-generally-means-moving',
        quote: `Execute orders. This generally means moving and/or using cards already on the table, and is also optional.`,
      },
    ],
    reason: `RB 251 and G 1944/4080 agree: after the card play, execute orders with cards in play, no limit on the number of orders.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-to-execute-orders-you-may-use',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/executing-orders#p-following-the-card-play-segment-of',
        quote: `There is no limit on the number of orders you may execute in one turn.`,
      },
    ],
    reason: `RB 253 (reuse cards for further actions until "stopped") agrees with G 1944 (no limit on orders) and the "stopped" entry (G 3820).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-encountering-a-dilemma-with-conditions-that',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-encountering-a-dilemma-with-conditions-that',
        quote: `Encountering a dilemma with conditions that the crew or Away Team can’t overcome “stops” that entire Away Team or ship and crew.`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: `The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).`,
      },
    ],
    quote: `Encountering a dilemma with conditions that the crew or Away Team can't overcome “stops” that entire Away Team or ship and crew.`,
    pointer: `Exception: a dilemma that says “mission continues” does not stop the group.`,
    reason: `RB 255 is the Glossary's general sentence (G 3817), but G 1586 excepts dilemmas that say "mission continues"; the specific rule overrides the general one (RB 19), as in the failing-conditions issue.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-participating-in-a-battle-stops-all',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/stopped#p-participating-in-a-battle-stops-all', quote: `Participating in a battle “stops” all cards involved in the battle.` },
    ],
    reason: `RB 256 is word for word G 3818.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-carrying-and-then-dropping-or-beaming',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-carrying-and-then-dropping-or-beaming',
        quote: `Carrying (and then dropping) or beaming a Tribble card “stops” the personnel who did so.`,
      },
    ],
    reason: `RB 257 is word for word G 3819 (also G 4029/4031 on tribbles).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-some-cards-may-explicitly-stop-one',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/stopped#p-some-cards-may-explicitly-stop-one', quote: `Some cards may explicitly “stop” one or more personnel or ships.` },
    ],
    reason: `RB 258 is word for word the first sentence of G 3820.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-your-cards-aboard-your-stopped-ship',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/stopped#p-your-cards-aboard-your-stopped-ship', quote: `Your cards aboard your “stopped” ship are also “stopped.”` },
      { passage: 'glossary/1e/stopped#p-using-up-its-maximum-range-does', quote: `Using up its maximum RANGE does not “stop” a ship.` },
    ],
    reason: `RB 260 matches G 3837 and G 3836.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-cards-that-are-stopped-may-not',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-some-cards-may-explicitly-stop-one',
        quote: `Cards that are “stopped” may not be beamed, move, walk, cloak, phase, participate in a battle, staff a ship, get “stopped” again (e.g., to pay a cost), or participate in mission, commandeering, or scouting attempt.`,
      },
      {
        passage: 'glossary/1e/stopped#p-cards-may-target-stopped-cards-as',
        quote: `Cards may target “stopped” cards, as long as they do not require them to take any of these actions.`,
      },
      {
        passage: 'glossary/1e/stopped#p-also-whenever-stopped-cards-are-attacked',
        quote: `Also, whenever “stopped” cards are attacked, they are “unstopped” for the duration of that battle and may defend themselves.`,
      },
    ],
    quote: `Cards that are “stopped” may not be beamed, move, walk, cloak, phase, participate in a battle, staff a ship, or participate in a mission, commandeering, or scouting attempt.`,
    pointer: `Also: “stopped” cards may not be “stopped” again, e.g. to pay a cost.`,
    reason: `RB 262 lists what "stopped" cards may not do; the Glossary's list (G 3820) adds being "stopped" again to pay a cost; the rest agrees (G 3822, 3824, 3826).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/2-execute-orders#p-stopped-cards-become-unstopped-automatically-at',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/stopped#p-stopped-cards-become-unstopped-automatically-at',
        quote: `“Stopped” cards become “unstopped” automatically at the start of the next turn, unless a longer period is specified.`,
      },
    ],
    reason: `RB 264 is word for word the first sentence of G 3828.`,
    reviewed: R,
  },

  // ── MOVING PERSONNEL AND EQUIPMENT (RB 268–280) ──
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-you-may-move-your-personnel-and',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/movement#p-you-may-move-a-card-any', quote: `You may move a card any number of times during your turn (except by walking).` },
      {
        passage: 'glossary/1e/movement#p-whenever-a-card-or-rule-allows',
        quote: `Whenever a card or rule allows or requires your personnel to move (e.g., Security Office, Emergency Transporter Armbands, walking between sites), they may carry Equipment cards with them.`,
      },
    ],
    reason: `RB 268 agrees with G 2652 and G 2654 (the kinds of personnel movement are listed in G 2647).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-whenever-you-have-personnel-equipment-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-whenever-you-have-personnel-or-ships',
        quote: `Whenever you have personnel or ships aboard (or docked at) a facility, stack them on top of the appropriate site (for a Nor) or underneath the Facility card (for any other facility). Stack personnel aboard a ship docked at an outpost underneath the Ship card; stack personnel aboard the outpost itself between the Ship card and the Outpost card.`,
      },
    ],
    reason: `RB 270's stacking rules are those of G 1975.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-when-your-personnel-are-aboard-a',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/away-team-and-crew#p-when-your-personnel-are-aboard-a',
        quote: `When your personnel are aboard a ship or space facility that you control, they are a crew. In all other situations, they are an Away Team. When aboard a ship or facility controlled by your opponent, they are also intruders.`,
      },
      { passage: 'glossary/1e/intruder#p-your-personnel-aboard-a-ship-or', quote: `Intruders cannot attempt or scout missions.` },
      {
        passage: 'glossary/1e/away-team-and-crew#p-all-your-compatible-personnel-aboard-one',
        quote: `When a dilemma “stops” some of your personnel, they temporarily form a separate Away Team or crew which does not participate in the mission attempt.`,
      },
      {
        passage: 'glossary/1e/away-team-and-crew#p-any-such-separate-groups-automatically-rejoin',
        quote: `Any such separate groups automatically rejoin with other compatible Away Teams or crews present when your turn ends.`,
      },
    ],
    reason: `RB 272 agrees with G 837, 845, 847 and 2318 on crews, Away Teams, intruders and separate groups.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-most-personnel-may-form-away-teams',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/away-team-and-crew#p-borg-affiliation-personnel-may-not-form',
        quote: `Holographic personnel and equipment may exist only on ships or facilities, unless a card such as Mobile Holo-Emitter or Holo-Projectors allows them to exist on a planet surface.`,
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-however-a-hologram-who-is-wearing',
        quote: `However, a hologram who is wearing a Mobile Holo-Emitter does not need a Holodeck and is not confined to ships and facilities.`,
      },
    ],
    quote: `However, you may not use holographic personnel in Away Teams unless you have Holo-Projectors in play and a ship to project them from.`,
    pointer: `Exception: a hologram wearing a Mobile Holo-Emitter is not confined to ships and facilities.`,
    reason: `RB 274 names only Holo-Projectors; G 841 and G 2143 also let a hologram wearing a Mobile Holo-Emitter leave ships and facilities. Borg Away Team restriction agrees (G 841).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-you-do-not-have-to-show',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/away-team-and-crew#p-your-opponent-may-not-look-at',
        quote: `Your opponent may not look at the cards in your Away Team or crew, except when necessary for verification.`,
      },
    ],
    reason: `RB 278 agrees with G 839 (and showing your cards, G 3571).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/moving-personnel-and-equipment#p-most-facilities-are-conceptually-located-in',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-most-facilities-including-all-outposts-are',
        quote: `Most facilities (including all outposts) are conceptually located “in space,” even when seeded or built at a planet location. (A few, such as headquarters, specify that they are seeded or built on a planet.) Only space facilities allow ships to dock.`,
      },
    ],
    reason: `RB 280 agrees with G 1971 (ships dock only at space facilities; planet facilities need beaming).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── ENTERING AND EXITING FACILITIES AND LANDED SHIPS (RB 284–286) ──
  {
    passage: 'rules/1e/rulebook/entering-and-exiting-facilities-and-landed-ships#p-your-personnel-aboard-a-space-facility',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote: `Your cards must be compatible with a facility (except a Nor) to report to, dock at, or enter the facility. They may report to or dock at any Nor according to the text of its site cards. They may board a Nor and exit from any facility even if incompatible with the facility.`,
      },
      {
        passage: 'glossary/1e/docking#p-you-must-indicate-which-of-your',
        quote: `Such personnel cannot board an outpost from the ship, but they may board a Nor.`,
      },
    ],
    quote: `Similarly, a ship can unload cards to a facility, if desired.`,
    pointer: `Also: cards unloaded to a facility must be compatible with it, except at a Nor, which personnel may board even if incompatible.`,
    reason: `RB 284 says only "similarly" for unloading to a facility; G 1973 and G 1653 require compatibility to enter a facility except a Nor, which incompatible personnel may board.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/entering-and-exiting-facilities-and-landed-ships#p-your-personnel-in-a-planet-facility',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/facility#p-using-facilities-you-may-not-use',
        quote: `Your cards must be compatible with a facility (except a Nor) to report to, dock at, or enter the facility.`,
      },
      {
        passage: 'glossary/1e/movement#p-normal-movement-often-indicated-by-the',
        quote: `Normal personnel movement includes beaming, walking between sites, boarding and disembarking from a docked, landed, or carried ship, entering and exiting from a planet facility, time travel, and placing a personnel on an Assimilation Table.`,
      },
    ],
    reason: `RB 286 (exit freely; enter a compatible planet facility or landed ship) agrees with G 1973 and G 2649.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── BEAMING (RB 290–298) ──
  {
    passage: 'rules/1e/rulebook/beaming#p-beaming-uses-transporters-to-transfer-personnel',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: `Beaming uses transporters to transfer personnel, equipment, and tribbles over short distances.`,
      },
      { passage: 'glossary/1e/beaming#p-there-is-no-limit-to-the', quote: `There is no limit to the number of times you can beam during your turn.` },
      {
        passage: 'glossary/1e/beaming#p-to-beam-cards-announce-the-beaming',
        quote: `To beam cards, announce the beaming, remove the cards from the ship, facility, or planet, and move them to their destination, placing them under a ship or facility or on top of a planet. All cards in a group beam simultaneously unless you specify otherwise.`,
      },
    ],
    reason: `RB 290 agrees with G 976, 982 and 984.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/beaming#p-you-can-also-beam-cards-between',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-you-may-beam-cards-between-two',
        quote: `You may beam cards between two ships and/or facilities that you control or are allowed to use, or between a ship or facility and a planet surface. The starting and ending point of the transport must be at the same location and a ship or facility must be compatible with any personnel beaming aboard, unless you are invading an opponent’s ship or facility that you are not allowed to use.`,
      },
    ],
    reason: `RB 292 (same location, compatible with personnel beaming aboard, for ships/facilities you control or may use) agrees with G 978; the invading case is not the one RB 292 describes.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/beaming#p-to-beam-to-or-from-a',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: `To beam to or from a ship or facility, its SHIELDS must be conceptually dropped by a player, or a card or rule must specifically allow dropping or beaming through the SHIELDS. Transporters and SHIELDS may be operated by the player who controls a ship, or by any player who is allowed to use a facility.`,
      },
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: `For example, you may normally beam cards to or from your opponent’s headquarters, but not to or from your opponent’s ship or outpost which is protected by SHIELDS. If SHIELDS=0 or are disabled or off line, you may beam freely.`,
      },
    ],
    quote: `(Also, Borg ship/facility SHIELDS do not block transporter beams, except during ship battle.)`,
    pointer: `the Glossary has no Borg exception: an opponent's SHIELDS block beaming unless a card allows it`,
    reason: `RB 294 lets anyone beam through Borg SHIELDS outside battle; the Glossary's beaming rule (G 976) blocks beaming to or from an opponent's ship protected by SHIELDS and nowhere makes a Borg exception (nor does Gray's GR 250). The rest of RB 294 agrees with G 976.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/beaming#p-all-ships-and-facilities-have-their',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-beaming-uses-transporters-to-transfer-personnel',
        quote: `All ships and facilities have their own transporters unless the card indicates otherwise.`,
      },
      {
        passage: 'glossary/1e/beaming#p-because-dropping-a-large-space-stations',
        quote: `Because dropping a large space station’s SHIELDS to permit beaming is risky, you are not allowed to beam cards (except tribbles) to, from, or within a Nor unless a card allows it. Thus, you cannot normally beam from a ship docked at the Nor to the planet it orbits, between two docked ships, or between a docked ship and an undocked one. (If a card allows you to beam aboard a Nor, personnel need not be compatible with the Nor.)`,
      },
    ],
    quote: `However, because dropping a large space station's SHIELDS to permit beaming is risky, you are not allowed to beam cards (except tribbles) to, from, or within a Nor without a special card.`,
    pointer: `Also: personnel a card lets you beam aboard a Nor need not be compatible with the Nor.`,
    reason: `RB 296 agrees with G 976 and G 980, but G 980 adds that personnel beamed aboard a Nor by such a card need not be compatible with it, where RB 292 requires compatibility to beam aboard (also G 1973: incompatible personnel may board a Nor).`,
    reviewed: {
      first: 'rulebook-1e-b first reading',
      second: 'rulebook-1e-b second reading',
      secondNote: 'same -> extended: G 980 waives compatibility for personnel a card lets you beam aboard a Nor; v1.7 (RB 292) would require it.',
    },
  },
  {
    passage: 'rules/1e/rulebook/beaming#p-special-beaming-cards-such-as-near',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/beaming#p-special-beaming-cards-such-as-near',
        quote: `Special beaming cards such as Near-Warp Transport or Emergency Transporter Armbands, or dilemmas such as Extradition, do not overcome obstacles to beaming, such as Atmospheric Ionization, Katherine Pulaski’s beaming restriction, Barclay Transporter Phobia, or being “stopped,”`,
      },
    ],
    reason: `RB 298 agrees with G 986 (the Glossary lists more obstacles, all normal obstacles to beaming).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── WALKING (RB 302) ──
  {
    passage: 'rules/1e/rulebook/walking#p-your-personnel-aboard-a-nor-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/walking#p-your-personnel-aboard-a-nor-may',
        quote: `Your personnel aboard a Nor may move (“walk”) from site to site, individually or as a group, and they may carry Equipment cards with them.`,
      },
    ],
    reason: `RB 302 is the Glossary's walking entry (G 4195) nearly word for word.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── STAFFING AND MOVING SHIPS (RB 306–326) ──
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-each-ship-requires-a-minimum-crew',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-staffing-requirements-for-each-ship-are',
        quote: `Any compatible personnel can be used to meet a ship’s listed crew requirements, but at least one crew member of matching affiliation must be on board. (If a ship lists no specific staffing requirements, any one personnel of matching affiliation can fly it.)`,
      },
      {
        passage: 'glossary/1e/ship-staffing#p-normal-staffing-icons-include-command-ability',
        quote: `Other staffing icons may not substitute for Command or Staff icons.`,
      },
    ],
    reason: `RB 306 agrees with G 3549 and G 3551; the ships-without-staffing issue records v1.7 agreeing with the Glossary.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-one-personnel-cannot-meet-more-than',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-one-personnel-cannot-supply-more-than',
        quote: `One personnel cannot supply more than one staffing icon requirement, even if the personnel has more than one of the required icons, unless a card text specifically allows it (such as Seven of Nine).`,
      },
    ],
    reason: `RB 308 agrees with G 3555 (a card's own text allowing otherwise is the usual card-over-rule).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-the-minimum-crew-is-not-needed',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-other-ship-functions-do-not-require',
        quote: `Other ship functions do not require full staffing. A ship must have at least one personnel of matching affiliation aboard for normal movement or to attempt a mission, initiate battle, or fire WEAPONS.`,
      },
    ],
    reason: `RB 310 agrees with G 3559.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-once-your-ship-has-the-required',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement#p-your-staffed-ship-can-move-along',
        quote: `Your staffed ship can move along your side of the spaceline in either direction. The distance your ship can move on one turn is limited by its RANGE.`,
      },
    ],
    reason: `RB 312 is G 2656 nearly word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-a-ship-does-not-have-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement#p-a-ship-does-not-have-to',
        quote: `A ship does not have to move all of its RANGE on a turn. A ship can stop at each location as it moves, or it can “warp past” locations without stopping there (but still using RANGE).`,
      },
      {
        passage: 'glossary/1e/movement#p-you-may-move-any-number-of',
        quote: `You may move any number of ships on your turn, but they must move one at a time (not as a “fleet”).`,
      },
    ],
    reason: `RB 314 agrees with G 2658 and G 2660.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-if-a-ship-loses-one-of',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/ship-staffing#p-if-a-ship-loses-one-of',
        quote: `If a ship loses one of its required crew, it will be stalled (unable to move) until appropriate reinforcements can be brought aboard. A stalled ship is not “stopped” and can still beam Away Teams, attack and defend itself, or attempt the mission at its location.`,
      },
    ],
    reason: `RB 316 is G 3561 word for word (less the beaming example).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-when-moving-a-ship-to-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/docking#p-you-must-indicate-which-of-your',
        quote: `Docked ships are protected by extension of 50% of the facility’s SHIELDS, but may not attempt missions or fire WEAPONS.`,
      },
      {
        passage: 'glossary/1e/facility#p-all-outposts-allow-ships-to-dock',
        quote: `When docked at a space facility, a ship is protected by the extension of 50% of the facility’s SHIELDS (the number is added to the docked ship’s DEFENSE total; the facility’s SHIELDS are not reduced), but may not attempt missions or fire its WEAPONS, even in retaliation.`,
      },
    ],
    reason: `RB 322 agrees with G 1653 and G 1979.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-a-ship-may-not-move-from',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/movement-between-quadrants#p-any-game-text-which-allows-or',
        quote: `Any game text which allows or requires a card to move directly from one location to another may potentially relocate or allow that card to move to a different quadrant.`,
      },
    ],
    reason: `RB 324 (only by a card such as Wormhole) agrees with G 2665, which names the same cards.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/staffing-and-moving-ships#p-movement-between-a-time-location-and',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/time-travel#p-movement-between-a-time-location-and',
        quote: `Movement between a time location and a spaceline is possible only via a pair of Wormhole interrupts, a Qrelated “relocator card” such as Where's Guinan? or Jealous Amanda, or any card that specifically states that it allows such movement, such as Temporal Vortex or Orb of Time.`,
      },
    ],
    reason: `RB 326 agrees with G 3947.`,
    reviewed: R,
  },

  // ── ATTEMPTING MISSIONS (RB 330–378) ──
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-completing-missions-is-the-primary-method',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-completing-missions-is-the-primary-method',
        quote: `Completing missions is the primary method of scoring points for all affiliations except Borg. You attempt a mission by bringing one or more personnel to the mission location and encountering and resolving any dilemmas which may be present.`,
      },
    ],
    reason: `RB 330 is G 2538 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-mission-cards-are-designed-with-relevant',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission#p-mission-cards-are-designed-with-relevant',
        quote: `Mission cards are designed with relevant information facing both players. A summary of the mission faces your opponent; complete information faces you. Sometimes the information facing your opponent is intentionally different from the information facing you.`,
      },
    ],
    reason: `RB 332 agrees with G 2512, which lists which items on each end apply only to the player it faces.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-icons-or-game-text-at-each',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/mission#p-icons-or-game-text-at-each',
        quote: `(If there are no such icons or game text, or no requirements, that mission cannot be attempted.)`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-for-a-mission-to-be-attemptable',
        quote: `Thus, you may not attempt ❖ Space or ❖ Nebula from either side, or Construct Depot from the opponent’s side.`,
      },
    ],
    quote: `(If there are no such icons or game text, that mission cannot be attempted.)`,
    pointer: `Also: a mission with no requirements (e.g. ❖ Space, ❖ Nebula) cannot be attempted either.`,
    reason: `RB 336 bars attempts only where no icons or game text say who may attempt; G 2514 and G 2540 also bar missions with no requirements.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-to-begin-or-continue-a-mission',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-to-begin-or-continue-a-mission',
        quote: `Dual-icon missions require a matching personnel in both the crew and the Away Team.`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-to-begin-or-continue-a-mission',
        quote: `If you lose all matching personnel during the mission attempt, the mission attempt ends. (However, if you remove all matching personnel during a dilemma encounter with a card that suspends play, such as Flight of the Intruder, but other non-matching personnel remain, the dilemma resolves normally with the remaining personnel before the attempt ends.)`,
      },
    ],
    pointer: `Exception: a dual-icon mission needs a matching personnel in both the crew and the Away Team; and if a card that suspends play removes all matching personnel during a dilemma encounter, that dilemma still resolves with the others before the attempt ends.`,
    reason: `RB 338 agrees with G 2544, which requires a matching personnel in both crew and Away Team at a dual-icon mission (RB 338: in the crew or Away Team) and adds the Flight of the Intruder exception to the attempt ending at once.`,
    reviewed: {
      first: 'rulebook-1e-b first reading',
      second: 'rulebook-1e-b second reading',
      secondNote:
        'kept narrowed; added the dual-icon exception of G 2544 (a matching personnel in both crew and Away Team, where v1.7 says crew or Away Team) to the pointer; dropped the quote, since the two exceptions touch different sentences of the passage.',
    },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-planet-missions-can-be-attempted-by',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-planet-missions-can-be-attempted-by',
        quote: `Planet missions can be attempted by an Away Team on the planet’s surface (outside a facility or landed ship). Space missions can be attempted by the entire active crew of one undocked ship.`,
      },
    ],
    reason: `RB 340 is G 2548 (which says "active" crew).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-all-mission-cards-state-what-skills',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-all-mission-cards-state-what-skills',
        quote: `However, the requirements for completing the mission need not be present in order for the crew or Away Team to attempt the mission (encounter dilemmas).`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-when-you-meet-the-requirements-for',
        quote: `When you meet the requirements for solving a mission, you first score any mission points, then resolve any special game text on that mission (or on any objectives targeting it), then earn and resolve any artifacts or cards seeded like artifacts.`,
      },
    ],
    reason: `RB 342 is G 2562 word for word; earning artifacts agrees with G 2564.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-the-following-example-shows-how-to',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-mission-attempt-example-the-following-example',
        quote: `The following example shows how to attempt a planet mission with dilemmas and artifacts present. (A space mission is attempted in a similar fashion, with an entire ship’s crew instead of an Away Team.`,
      },
    ],
    reason: `RB 346 introduces the same example as G 2572.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-select-and-beam-your-away-team',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-select-and-beam-your-away-team',
        quote: `Select and beam your Away Team to the planet, or have them disembark from your landed ship or exit from a planet facility.`,
      },
      { passage: 'glossary/1e/mission-attempt#p-announce-that-you-are-attempting-the', quote: `Announce that you are attempting the mission.` },
    ],
    reason: `RB 348 agrees with G 2574 and G 2576 (the Glossary adds dephasing the ship).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-slide-out-the-bottom-seed-card',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-copy-of-the',
        quote: `more than one copy of the same dilemma (or card seeded like a dilemma): the first has its normal effect, the second is a mis-seed.`,
      },
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-artifact-whether-duplicates',
        quote: `more than one artifact (whether duplicates or not): all your artifacts there are mis-seeds.`,
      },
      {
        passage: 'glossary/1e/mis-seed#p-more-than-one-copy-of-a',
        quote: `more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.`,
      },
    ],
    quote: `If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.`,
    pointer: `Exception: if one player seeded more than one artifact, or more than one copy of a card seeded like an artifact, under one mission, all of them are mis-seeds, the first too.`,
    reason: `RB 350's general rule holds for dilemmas and cards seeded like them (G 2487), but the mis-seed entry makes every artifact, and every copy of a card seeded like an artifact, a mis-seed (G 2488–2489); the mis-seed-copies issue lets that entry stand.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-read-the-first-dilemma-card-aloud',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/mission-attempt#p-read-the-first-dilemma-card-aloud', quote: `Read the first Dilemma card aloud.` },
      {
        passage: 'glossary/1e/mission-attempt#p-repeat-this-step-for-each-dilemma',
        quote: `Each dilemma must be resolved in turn before the mission can be completed.`,
      },
    ],
    reason: `RB 352 agrees with G 2580 and G 2588.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-a-dilemma-card-may-list-certain',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-conditions-one-or-more-skills-personnel',
        quote: `Conditions – One or more skills, personnel, equipment, attribute totals, or other characteristics that must be present to avoid the ill effects of a dilemma, often indicated by “unless” or requirements “to get past” the dilemma.`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-meet-the-conditions-discard',
        quote: `The crew or Away Team must proceed with the mission attempt.`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: `If you do not meet the conditions, carry out the dilemma’s instructions.`,
      },
    ],
    reason: `RB 356 agrees with G 1542, 1585–1586; nullifiers and cures are not conditions (G 1535).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-a-condition-such-as-strength-40',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-a-requirement-such-as-strength-40',
        quote: `A requirement such as STRENGTH>40 refers to the total STRENGTH of the Away Team or crew.`,
      },
    ],
    reason: `RB 357 agrees with G 1515.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-most-dilemmas-with-conditions-end-with',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-has-conditions-and',
        quote: `If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: `Unless the dilemma says “Discard dilemma” or “mission continues,” or it enters play (placed on a mission, ship, personnel, or the spaceline), replace it under the mission, face down under the stack, to be encountered again.`,
      },
    ],
    quote: `If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).`,
    pointer: `the Glossary: replaced under the mission unless it enters play or says “discard dilemma” or “mission continues”`,
    reason: `RB 358 returns every failed dilemma with conditions that lacks "Discard dilemma"; G 1565 and G 1586 do not replace one that enters play or says "mission continues" (failed-dilemma-enters-play issue).`,
    reviewed: {
      first: 'rulebook-1e-b first reading',
      second: 'rulebook-1e-b second reading',
      secondNote:
        'kept changed; quote cut to the one contradicted sentence (as the failed-dilemma-enters-play issue quotes it): sliding a replaced dilemma under the stack (the next sentence) is what G 1586 says too, so it stays in force.',
    },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-failing-to-overcome-a-dilemma-that',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-you-do-not-meet-the',
        quote: `The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-has-conditions-and',
        quote: `Gravitic Mine (“Discard dilemma”) and Garanian Bolites (“Mission continues”) are discarded;`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-once-the-mission-attempt-is-ended',
        quote: `Once the mission attempt is ended by one of these circumstances (except by solving the mission), you may reattempt the mission on the same turn with “unstopped” personnel (and an “unstopped” ship for a space mission).`,
      },
    ],
    quote: `Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.`,
    pointer: `Exception: a dilemma that says “mission continues” does not stop the group or end the attempt.`,
    reason: `RB 359's general sentence (repeated in G 2582) still governs every failed dilemma that does not say "mission continues"; G 1586 and G 1565 make that exception, and the specific rule overrides the general (RB 19; failing-conditions issue). Reattempting agrees with G 2558.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-some-dilemmas-have-no-conditions-they',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution-summary#p-if-the-dilemma-does-not-have',
        quote: `If the dilemma does not have conditions, carry out the dilemma’s instructions. The ship and crew or Away Team are not “stopped” (unless the dilemma explicitly “stops” one or more cards), and remaining personnel must continue the mission attempt. Discard the dilemma unless it enters play`,
      },
    ],
    reason: `RB 363 agrees with G 1587 (and G 1559, 1567).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-some-dilemmas-contain-bonus-points-to',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-point-boxes-a-dilemma-may-have',
        quote: `Place the dilemma in your bonus point area, even if says to discard it. (Discard the dilemma if you are playing Borg.)`,
      },
      {
        passage: 'glossary/1e/bonus-point-area#p-when-you-score-points-from-any',
        quote: `When you score points from any non-mission card with a point box, that card (unless it remains on a target or otherwise specifies that it stays in play to score the points) is placed in a bonus point area near your discard pile, as a reminder of those points, even if the card says to discard it.`,
      },
    ],
    quote: `Whenever you earn points from a dilemma (or other card) with a point box, set the card aside in a bonus point area as a reminder, even if that dilemma instructed you to discard it.`,
    pointer: `Exception: a Borg player discards the dilemma instead; a card that stays in play to score its points is not set aside.`,
    reason: `RB 364 sets every scored point-box card aside; G 1574 has a Borg player discard the dilemma, and G 996 keeps in play a card that stays on its target to score.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-when-first-encountered-dilemmas-normally-affect',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-only-personnel-in-the-crew-or',
        quote: `If a dilemma “stops,” disables, or places in stasis part of the crew or Away Team, they are no longer participating in the attempt and thus may not affect or be affected by subsequent dilemmas.`,
      },
      {
        passage: 'glossary/1e/dilemma-resolution#p-only-dilemmas-using-broader-terms-such',
        quote: `Dilemmas that enter play and have continuing effects may affect other personnel, even the opponent’s, after the mission attempt is over.`,
      },
    ],
    reason: `RB 365 agrees with G 1519 and G 1521.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-personnel-who-die-and-ships-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-personnel-who-die-and-ships-or',
        quote: `Personnel who die and ships or equipment that are destroyed are placed in your discard pile. (Holographic personnel and equipment are not killed or destroyed; they are deactivated instead.)`,
      },
    ],
    reason: `RB 366 agrees with G 2584.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-personnel-may-be-chosen-for-death',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/ties#p-when-a-dilemma-specifies-a-superlative',
        quote: `When a dilemma specifies a superlative such as “strongest,” “most CUNNING,” or “highest total attributes,” and there is a tie, the opponent of the player encountering the dilemma gets to choose (unless the dilemma states otherwise).`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-personnel-may-be-chosen-for-death',
        quote: `Personnel may be chosen for death or other effects by random selection, opponent’s choice, or owner’s choice.`,
      },
    ],
    reason: `RB 367 agrees with G 2585, G 1531 and G 3918.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-in-addition-to-dilemmas-you-may',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-in-addition-to-dilemmas-you-may',
        quote: `In addition to dilemmas, you may encounter a Q-Flash doorway seeded like a dilemma. When you do, your crew or Away Team must collectively face a number of cards from your opponent’s Q-Continuum side deck equal to the number of personnel present.`,
      },
    ],
    reason: `RB 368 is G 2586 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-repeat-this-step-for-each-dilemma',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-repeat-this-step-for-each-dilemma',
        quote: `Repeat this step for each dilemma (or Q-Flash) in turn until no more remain.`,
      },
    ],
    reason: `RB 370 is G 2588 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-once-begun-a-mission-attempt-may',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/dilemma-timing#p-a-mission-scouting-or-commandeering-attempt',
        quote: `An attempt may not be interrupted except by valid responses and actions that suspend play.`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-a-mission-attempt-is-a-single',
        quote: `A mission attempt is a single action which may not be interrupted except by valid responses or actions that suspend play.`,
      },
      {
        passage: 'glossary/1e/suspends-play#p-a-card-which-specifically-says-it',
        quote: `A card which specifically says it “suspends play” may be played at any time during the play phase (even during your opponent’s turn) and may interrupt and temporarily suspend any action.`,
      },
    ],
    quote: `No other actions may be performed during a mission attempt unless they specifically nullify or modify a dilemma or the mission attempt itself.`,
    pointer: `Exception: actions that suspend play (e.g. a special download) may also interrupt a mission attempt.`,
    reason: `RB 372 allows only actions that nullify or modify a dilemma or the attempt; G 1596, G 2550 and G 3865 also let actions that suspend play interrupt it. No voluntary abort agrees with G 2566.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-once-you-have-resolved-all-the',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-when-you-meet-the-requirements-for',
        quote: `When you meet the requirements for solving a mission, you first score any mission points, then resolve any special game text on that mission (or on any objectives targeting it), then earn and resolve any artifacts or cards seeded like artifacts.`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-when-you-meet-the-requirements-for',
        quote: `If scoring the mission points brings your score to victory conditions, the game ends immediately and you do not resolve any artifacts.`,
      },
      {
        passage: 'glossary/1e/mission-attempt#p-the-completed-mission-remains-on-the',
        quote: `The completed mission remains on the table as a spaceline location, but it cannot be attempted or scored again.`,
      },
    ],
    quote: `Once you have resolved all the dilemmas under a mission, if your remaining "unstopped" personnel can meet the mission requirements, you score the mission points and earn any artifacts present.`,
    pointer: `Also: score the points first, then mission text, then artifacts; if the points reach your victory conditions the game ends before any artifact resolves.`,
    reason: `RB 374 agrees with G 2590, 2564 and 2592; G 2564 adds the order of scoring and that reaching victory conditions ends the game before artifacts resolve.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-your-unstopped-away-team-is-free',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/mission-attempt#p-your-unstopped-away-team-is-free',
        quote: `Your “unstopped” Away Team is free to beam back up to the ship and continue if desired. (Failing to complete the mission does not “stop” the Away Team.)`,
      },
    ],
    reason: `RB 376 is G 2594 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/attempting-missions#p-once-you-complete-a-mission-its',
    verdict: 'same',
    governing: [
      { passage: 'glossary/1e/mission-attempt#p-once-you-complete-a-mission-its', quote: `Once you complete a mission, its points are yours to keep.` },
    ],
    reason: `RB 378 is G 2568 word for word.`,
    reviewed: R,
  },

  // ── ENGAGING IN BATTLE (RB 382–395) ──
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-two-types-of-battles-can-occur',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-a-conflict-you-initiate-during-the',
        quote: `Two types of battles can occur: ship battles (which may also involve facilities or the Borg Ship dilemma) and personnel battles (which may also involve Rogue Borg). (“Personnel battle” is synonymous with “Away Team battle” or “Away Team or Rogue Borg battle.”)`,
      },
    ],
    reason: `RB 382 agrees with G 874.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-you-may-initiate-battle-only-during',
    verdict: 'same',
    governing: [{ passage: 'glossary/1e/battle#p-you-may-initiate-battle-only-during', quote: `You may initiate battle only during your own turn.` }],
    reason: `RB 384 is G 876 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-you-may-attack-only-cards-which',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-you-may-attack-only-cards-which',
        quote: `You may attack only cards which you do not control, unless a card or rule requires or allows you to attack your own cards. (The Borg Ship dilemma and Rogue Borg are considered selfcontrolled.)`,
      },
    ],
    reason: `RB 385 is G 877 word for word (the Glossary adds that intruders aboard do not bar an attack).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-you-may-attack-cards-only-if',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle#p-you-may-attack-only-cards-which-2',
        quote: `Ships, space facilities, and the Borg Ship dilemma may attack other ships or facilities in space, or planet facilities, at the same location. Landed ships may not attack or be attacked unless a card specifically allows it.`,
      },
      {
        passage: 'glossary/1e/landed-ships#p-unless-a-card-such-as-orbital',
        quote: `Unless a card (such as Orbital Bombardment or Breen CRM114) explicitly allows it, a landed ship may not attack or be attacked by a ship in orbit, and also may not attack or be attacked by an Away Team.`,
      },
    ],
    quote: `You may attack cards only if they are present with your cards.`,
    pointer: `Exception: a landed ship may not attack or be attacked unless a card specifically allows it.`,
    reason: `RB 386 agrees with G 878 on presence, but G 878 and G 2380 bar battle with a landed ship unless a card allows it.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-most-affiliations-have-restrictions-on-whom',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-klingon-kazon-non-aligned-and-neutral',
        quote: `Klingon, Kazon, Non-Aligned, and Neutral forces may also attack their own affiliations.`,
      },
    ],
    quote: `There are exceptions: Klingon, Non-Aligned, and Neutral* forces may also attack their own affiliations.`,
    pointer: `Also: Kazon forces may attack their own affiliation too.`,
    reason: `RB 388's list of affiliations that may attack their own omits Kazon; the Glossary's list (G 891) is Klingon, Kazon, Non-Aligned and Neutral. The rest agrees with G 889, 892–893.`,
    reviewed: {
      first: 'rulebook-1e-b first reading',
      second: 'rulebook-1e-b second reading',
      secondNote:
        'changed -> extended: Klingon, Non-Aligned and Neutral forces still may attack their own (G 891), so the sentence stays in force; the Glossary only adds Kazon to the list, an addition, not a contradiction.',
    },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-klingon-non-aligned-and-neutral-forces',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-klingon-kazon-non-aligned-and-neutral',
        quote: `Klingon, Kazon, Non-Aligned, and Neutral forces may also attack their own affiliations.`,
      },
    ],
    quote: `Klingon, Non-Aligned, and Neutral* forces may also attack their own affiliations.`,
    pointer: `Also: Kazon forces may attack their own affiliation too.`,
    reason: `Out-of-date list: RB 388 omits Kazon, which G 891 includes.`,
    reviewed: {
      first: 'rulebook-1e-b first reading',
      second: 'rulebook-1e-b second reading',
      secondNote:
        'changed -> extended: Klingon, Non-Aligned and Neutral forces still may attack their own (G 891), so the sentence stays in force; the Glossary only adds Kazon to the list, an addition, not a contradiction.',
    },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-federation-forces-cannot-attack-any-affiliation',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-federation-forces-cannot-attack-any-affiliation',
        quote: `Federation forces cannot attack any affiliation (except Borg).`,
      },
    ],
    reason: `RB 389 is G 892 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-borg-forces-may-not-initiate-battle',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-borg-forces-may-not-initiate-battle',
        quote: `Borg forces may not initiate battle except when allowed or required by a card. When allowed to initiate battle, they may attack any affiliation including opposing Borg.`,
      },
    ],
    reason: `RB 390 is G 893 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-a-mixed-force-is-subject-to',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle-affiliation-restrictions#p-a-mixed-force-is-subject-to',
        quote: `For example, a mixed Away Team of Federation and Non-Aligned personnel, or a Federation crew aboard a Non-Aligned ship, is a Federation force, and may not initiate a battle (except against Borg).`,
      },
    ],
    quote: `For example, a mixed Away Team of Federation and Non-Aligned personnel, or a Federation crew aboard a Non-Aligned ship, is a Federation force, and may not initiate a battle against any affiliation.`,
    pointer: `Exception: such a Federation force may still initiate battle against Borg.`,
    reason: `RB 391 says the mixed Federation force may not attack any affiliation; G 895 says the same force may not initiate battle "except against Borg" (as RB 389 itself allows). The rest is G 895 word for word.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-each-of-your-ships-facilities-or',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle#p-each-of-your-non-borg-ships',
        quote: `Each of your non-Borg ships, facilities, or Away Teams that wishes to initiate an attack must have a leader present (if playing Borg, each must have a Borg Defense personnel present instead). A leader is any personnel with Leadership skill or any OFFICER.`,
      },
    ],
    reason: `RB 392 agrees with G 879 (and G 2392–2394 on leaders).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-no-other-actions-can-occur-during',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle#p-no-other-actions-can-occur-during',
        quote: `No other actions can occur during a battle unless they are a valid response or suspend play, or a card specifically allows them.`,
      },
    ],
    quote: `No other actions can occur during a battle unless a card specifically allows them.`,
    pointer: `Exception: valid responses and actions that suspend play may also occur during a battle.`,
    reason: `RB 393 allows only card-permitted actions; G 880 also allows valid responses and actions that suspend play.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-when-a-battle-is-over-all',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle#p-when-a-battle-is-over-all',
        quote: `If a properly initiated battle (or “attack”) is cancelled, prevented, or nullified (e.g., with Hugh or I’m a Doctor, Not a Doorstop), all cards involved have still participated in a battle and are “stopped.”`,
      },
    ],
    pointer: `Also: if a properly initiated battle is cancelled, prevented or nullified, all cards involved are still “stopped.”`,
    reason: `RB 394 agrees with G 881, which adds that a cancelled, prevented or nullified battle still stops its cards.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/engaging-in-battle#p-if-your-opponent-attacks-you-during',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle#p-if-your-opponent-attacks-you-during',
        quote: `(You may bring additional forces to the location.) When you counter-attack, no leader or Borg Defense personnel is required and no affiliation restrictions apply.`,
      },
    ],
    pointer: `Also: you may bring additional forces to the location for a counter-attack.`,
    reason: `RB 395 is G 882 word for word except that the Glossary adds that additional forces may be brought to the location.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── PERSONNEL BATTLES (RB 399–408) ──
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-announce-your-attack-identify-which-one',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-announce-your-attack-identify-which-one',
        quote: `Announce your attack. Identify which one of your Away Teams or crews is attacking and which one of your opponent’s Away Teams or crews they are attacking.`,
      },
      {
        passage: 'glossary/1e/battle-personnel#p-personnel-battles-may-also-include-rogue',
        quote: `Throughout this section, “personnel” should be taken to mean “personnel or Rogue Borg.”`,
      },
    ],
    reason: `RB 399 agrees with G 902 and G 904.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-you-and-your-opponent-may-now',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-you-and-your-opponent-may-now',
        quote: `You and your opponent may now use any cards that apply at the start of battle.`,
      },
    ],
    reason: `RB 400 is G 905 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-shuffle-your-personnel-not-including-any',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-shuffle-your-personnel-not-including-any',
        quote: `Shuffle your personnel (not including any which are disabled, stunned, or mortally wounded) and place them face down to form a “combat pile.”`,
      },
    ],
    reason: `RB 401 is G 906 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-you-and-your-opponent-then-simultaneously',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-you-and-your-opponent-then-simultaneously',
        quote: `If both cards in a combat pairing have a stun effect, or if both players wish to make a response to a combat pairing, the player whose turn it is has the first opportunity to do so.`,
      },
    ],
    pointer: `Also: if both players wish to respond to a combat pairing (or both cards have a stun effect), the player whose turn it is goes first.`,
    reason: `RB 402 is G 907–912 word for word, but the Glossary adds who acts first when both players respond to a combat pairing.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-if-one-personnels-strength-is-greater',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-one-personnels-strength-is-greater',
        quote: `If one personnel’s STRENGTH is greater than the other’s, the higher-STRENGTH personnel may choose to stun his adversary (temporarily rotate the adversary card 90 degrees).`,
      },
    ],
    reason: `RB 403 is G 908 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-if-one-personnels-strength-is-more',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-one-personnels-strength-is-more',
        quote: `If one personnel’s STRENGTH is more than double the other’s, that personnel may choose to mortally wound his adversary (temporarily rotate the adversary card 180 degrees).`,
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-battle-holographic-safety-protocols-normally-prevent',
        quote: `Battle: “Holographic safety protocols” normally prevent holograms from killing other personnel. They may stun (but not mortally wound) nonholographic adversaries.`,
      },
    ],
    pointer: `Exception: a hologram may not mortally wound a non-holographic adversary (only stun it).`,
    reason: `RB 404 is G 909 word for word, but G 2149 bars holograms from mortally wounding non-holographic adversaries (RB 399 only says special rules apply to holograms).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-if-the-two-combatants-have-equal',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-if-the-two-combatants-have-equal',
        quote: `If the two combatants have equal STRENGTH, neither may stun or mortally wound the other.`,
      },
    ],
    reason: `RB 405 is G 910 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-repeat-this-step-until-one-players',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-you-and-your-opponent-then-simultaneously',
        quote: `Repeat this step until one player’s combat pile runs out. Any cards remaining in the other player’s combat pile are then turned face up.`,
      },
    ],
    reason: `RB 406 is word for word in G 907–912.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-to-determine-the-winner-of-the',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-to-determine-the-winner-of-the',
        quote: `The force with the higher total is the winner, and immediately kills one opposing personnel (random selection from among those not mortally wounded, but including those who are stunned or disabled).`,
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-battle-holographic-safety-protocols-normally-prevent',
        quote: `If total STRENGTH at the end of a battle is entirely derived from holograms, they may win the battle but may not kill an opposing personnel.`,
      },
    ],
    quote: `The player with the higher total is the winner, and immediately kills one opposing personnel (random selection from among those not mortally wounded, but including those who are stunned or disabled).`,
    pointer: `Exception: if the winning STRENGTH comes entirely from holograms, they win but kill no one.`,
    reason: `RB 407 agrees with G 913, but G 2149 lets an all-hologram STRENGTH total win without killing an opposing personnel.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/personnel-battles-which-may-also-include-rogue-borg#p-after-the-personnel-battle-is-over',
    verdict: 'narrowed',
    governing: [
      {
        passage: 'glossary/1e/battle-personnel#p-after-the-personnel-battle-is-over',
        quote: `After the personnel battle is over, mortally wounded cards die (discarded), stunned cards recover from being stunned, and all survivors of the battle are “stopped.”`,
      },
      {
        passage: 'glossary/1e/holographic-personnel-and-equipment#p-death-and-destruction-when-a-holographic',
        quote: `Death and Destruction: When a holographic personnel would normally be killed (or a holographic Equipment card would be destroyed), whether by battle or by a card, they are instead deactivated.`,
      },
    ],
    quote: `After the personnel battle is over, mortally wounded cards die (discarded), stunned cards recover from being stunned, and all survivors of the battle are “stopped.”`,
    pointer: `Exception: a mortally wounded hologram is deactivated instead of dying.`,
    reason: `RB 408 is G 914 word for word, but G 2147 deactivates a hologram that would be killed in battle instead of discarding it.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── SHIP BATTLES (RB 412–444) ──
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-these-rules-apply-whether-battle-bridge',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-ship-battles-may-also-include-facilities',
        quote: `These rules apply whether Battle Bridge side decks are being used by zero, one, or both players.`,
      },
    ],
    reason: `RB 412 is word for word in G 921.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-announce-your-attack-then-identify-which',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-announce-your-attack-then-identify-which',
        quote: `Each of your ships or facilities that will be firing WEAPONS must have WEAPONS>0, be “unstopped,” undocked, uncloaked, and unphased, and have a leader and a personnel of matching affiliation aboard.`,
      },
    ],
    quote: `Each of your ships that will be firing WEAPONS must have WEAPONS>0 and be “unstopped,” undocked, and uncloaked.`,
    pointer: `Also: each ship or facility firing must also be unphased.`,
    reason: `RB 414 agrees with G 923–924, whose list of what a firing ship (or facility) needs adds "unphased" (leader and matching personnel are already in RB 392).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-opponent-wishes-to-return',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-opponent-wishes-to-return',
        quote: `Each of your opponent’s ships and facilities that returns fire must also have WEAPONS>0, be “unstopped,” undocked, uncloaked, and unphased, and have a personnel of matching affiliation aboard (but no leader is required).`,
      },
    ],
    quote: `Each of your opponent’s ships that returns fire must also have WEAPONS>0, be “unstopped,” undocked, and uncloaked, and have a personnel of matching affiliation aboard (but no leader is required).`,
    pointer: `Also: each ship or facility returning fire must also be unphased.`,
    reason: `RB 415 agrees with G 925, which adds "unphased" to what a ship or facility returning fire needs.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-you-and-your-opponent-may-now',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-you-and-your-opponent-may-now',
        quote: `You and your opponent may now use any cards that apply at the start of the battle.`,
      },
    ],
    reason: `RB 416 is G 926 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-each-player-who-has-a-battle',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-each-player-who-has-a-battle',
        quote: `If you choose to use a special download icon for a Tactic card, you must do so at the time you would normally draw Tactic cards, and you must use the downloaded tactic as your current tactic.`,
      },
      {
        passage: 'glossary/1e/tactic#p-if-a-card-e-g-make',
        quote: `A Tactic card may not be downloaded as a damage marker.`,
      },
    ],
    pointer: `Also: a Tactic downloaded with a special download icon must be downloaded when Tactics are drawn and becomes your current tactic.`,
    reason: `RB 417–420 is step 4 of G 927–933 word for word; the Glossary adds when a Tactic may be downloaded and that it must be the current tactic (also G 3874).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-draw-up-to-two-tactic-cards',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-draw-up-to-two-tactic-cards',
        quote: `draw up to two Tactic cards (or more if allowed by a card played in step 3) from the top of his side deck (he may look at each one before deciding whether or not to draw the next);`,
      },
    ],
    reason: `RB 418 is G 928 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-choose-one-of-those-tactic-cards',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-choose-one-of-those-tactic-cards',
        quote: `choose one of those Tactic cards (regardless of how many ships are firing) to play face down on the table as his current tactic (optional); and`,
      },
    ],
    reason: `RB 419 is G 929 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-place-his-unplayed-tactic-card-s',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-place-his-unplayed-tactic-card-s',
        quote: `(Used Tactic cards never go to your discard pile. Instead, whenever one of them is discarded or otherwise leaves the table, place it face up underneath your side deck.`,
      },
    ],
    reason: `RB 420 is G 930 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-any-current-tactics-played-on-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-each-player-who-has-a-battle',
        quote: `Any current tactics played on the table are then revealed at the same time.`,
      },
    ],
    reason: `RB 422 is word for word in G 927–933.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-your-tactic-cards-are-not-part',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-bridge-side-deck#p-your-tactic-cards-are-not-part',
        quote: `Your Tactic cards are not part of your hand, and thus are not affected by cards such as Alien Probe and Energy Vortex.`,
      },
    ],
    reason: `RB 424 agrees with G 971.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-compute-your-attack-total-by-adding',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-compute-your-attack-total-by-adding',
        quote: `(The ATTACK bonus is added only once, not once for each ship.)`,
      },
    ],
    reason: `RB 426–432 is step 5 of G 934–939 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-greater',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-greater',
        quote: `If your ATTACK total is greater than your opponent’s DEFENSE total, you score a hit.`,
      },
    ],
    reason: `RB 429 is G 937 word for word (and G 2126).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-more',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-more',
        quote: `If your ATTACK total is more than double your opponent’s DEFENSE total, you score a direct hit.`,
      },
    ],
    reason: `RB 431 is G 938 word for word (and G 1603).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-attack-total-is-less',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-attack-total-is-less',
        quote: `If your ATTACK total is less than or equal to your opponent’s DEFENSE total, the target is not hit.`,
      },
    ],
    reason: `RB 432 is G 939 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-opponent-announced-during-the',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-your-opponent-announced-during-the',
        quote: `If your opponent announced during the initiation of the battle that he would return fire, he does so now.`,
      },
    ],
    reason: `RB 433 is G 940 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-apply-any-damage-caused-by-either',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-apply-any-damage-caused-by-either',
        quote: `The player whose ships and/or facilities sustain the least HULL integrity loss (maximum of 100% loss per ship or facility) during that battle is the winner. (If the HULL integrity losses are equal, there is no winner or loser.)`,
      },
    ],
    pointer: `Also: the player whose ships and facilities lose the least HULL integrity in the battle wins it; equal losses, no winner.`,
    reason: `RB 434–439 is step 7 of G 941–948 word for word, but the Glossary adds how the winner of a ship battle is decided.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-you-are-not-using-a',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-not-using-a',
        quote: `If you scored a direct hit, HULL integrity is reduced by 100% and the target is thus immediately destroyed.`,
      },
    ],
    reason: `RB 435 agrees with G 942 (rotation damage) and G 1444.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-you-are-using-a-battle',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle',
        quote: `If you are using a Battle Bridge side deck, the amount of damage to your opponent is determined by symbols on your current tactic, and the kinds of damage are marked by one or more of your Tactic cards (which are referred to as damage markers).`,
      },
    ],
    reason: `RB 436–438 is G 943–945 word for word.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-this-symbol-on-your-current-tactic',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle',
        quote: `This symbol on your current tactic means you place this card on the target as a damage marker.`,
      },
    ],
    reason: `RB 437 is word for word in G 943–945.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-this-symbol-on-your-current-tactic-2',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle',
        quote: `This symbol on your current tactic means you draw a new Tactic card from your side deck to place on the target as a damage marker.`,
      },
    ],
    reason: `RB 438 is word for word in G 943–945.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-you-are-using-a-battle-2',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-if-you-are-using-a-battle-2',
        quote: `If you are using a Battle Bridge side deck, but you chose not to play a current tactic in this battle (or it was nullified), your opponent suffers default damage.`,
      },
    ],
    reason: `RB 439 is G 946 word for word (and G 1448).`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-your-side-deck-is-ever',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/damage#p-if-your-side-deck-is-ever',
        quote: `If your side deck is ever completely out of Tactic cards (because they are all in play as damage markers), you will be unable to further damage your opponent until some of your damage markers return to your side deck. You may not mix damage markers and rotation damage on your opponent’s ship.`,
      },
    ],
    reason: `RB 441 agrees with G 1442.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-at-the-end-of-the-battle',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/battle-ship#p-at-the-end-of-the-battle',
        quote: `At the end of the battle, discard your current tactic (face-up under your Battle Bridge side deck) unless it was used as a damage marker.`,
      },
    ],
    reason: `RB 443 is G 949 word for word.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/ship-battles-which-may-also-include-facilities#p-if-a-card-such-as-a',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/dilemma-resolution#p-if-a-dilemma-states-that-it',
        quote: `If a dilemma states that it “damages” your ship, apply default damage of two damage markers (if your opponent is using a Battle Bridge side deck) or “rotation” damage (if he is not).`,
      },
      {
        passage: 'glossary/1e/repair#p-if-your-ships-damage-is-indicated',
        quote: `If your ship’s damage is indicated by your opponent’s damage markers, you may remove one damage marker (random selection) at the end of each of your turns that ship remains docked at an outpost that makes repairs or a Docking Pylons site for the full turn.`,
      },
      {
        passage: 'glossary/1e/repair#p-if-your-ships-damage-is-indicated-2',
        quote: `Facilities may be repaired only by a card that allows it, such as Defense System Upgrade.`,
      },
    ],
    reason: `RB 444 agrees with G 1523 (card damage as a hit), G 3225 and G 3229 (repairs).`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── 3. DRAW A CARD (RB 448–452) ──
  {
    passage: 'rules/1e/rulebook/3-draw-a-card#p-after-you-have-finished-executing-orders',
    verdict: 'changed',
    governing: [
      {
        passage: 'glossary/1e/turn#p-you-may-choose-the-order-of',
        quote: `You may choose the order of start-of-turn and end-of-turn actions. For example, you may process ore either before or after a Rogue Borg battle; you may probe either before or after counting down countdown icons or moving a Borg Ship dilemma.`,
      },
      {
        passage: 'glossary/1e/turn#p-perform-any-actions-required-or-allowed-2',
        quote: `Perform any actions required or allowed by game text that says it takes place at “end of turn.”`,
      },
    ],
    quote: `If there is more than one thing scheduled to happen at the end of your turn, you may choose which to do first (but all mandatory end-of-turn actions must happen before optional ones).`,
    pointer: `the Glossary: you choose the order freely; no rule puts mandatory actions before optional ones`,
    reason: `RB 448 puts mandatory end-of-turn actions before optional ones; G 4086 lets you choose the order of start- and end-of-turn actions, its example putting an optional one (processing ore) before or after a mandatory one (a Rogue Borg battle). End-of-turn actions before the draw agree with G 4081–4082.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-draw-a-card#p-after-all-end-of-turn-actions',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote: `Draw a card from your draw deck to your hand. This is mandatory and signals the end of your turn.`,
      },
      {
        passage: 'glossary/1e/card-draw#p-an-action-that-is-in-place',
        quote: `An action that is “in place of one card draw” may replace any card draw.`,
      },
    ],
    reason: `RB 450 agrees with G 4082 and G 1130.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },
  {
    passage: 'rules/1e/rulebook/3-draw-a-card#p-if-you-are-prevented-from-drawing',
    verdict: 'same',
    governing: [
      {
        passage: 'glossary/1e/turn#p-draw-a-card-from-your-draw',
        quote: `If you are prevented from drawing a card (for example, by the game text of Q's Tent or the Ops site, or because there are no cards left in your draw deck), then you simply announce when you are done with your turn.`,
      },
    ],
    reason: `RB 452 is G 4082 word for word.`,
    reviewed: R,
  },

  // ── WINNING THE GAME (RB 456) ──
  {
    passage: 'rules/1e/rulebook/winning-the-game#p-players-continue-taking-turns-until-one',
    verdict: 'extended',
    governing: [
      {
        passage: 'glossary/1e/winning-the-game#p-players-take-turns-until-one-player',
        quote: `Players take turns until one player scores 100 points (the normal victory conditions) and is declared the winner, or until both players’ draw decks run out (at which point the player with the most points is declared the winner).`,
      },
      {
        passage: 'glossary/1e/winning-the-game#p-some-cards-such-as-qs-planet',
        quote: `Some cards, such as Q's Planet and The Big Picture, may alter the victory conditions of the game for one or both players. The first player to achieve or exceed his victory conditions is the winner. If both players achieve their victory conditions simultaneously, the player with the most points is the winner.`,
      },
      { passage: 'glossary/1e/winning-the-game#p-some-cards-or-actions-may-cause', quote: `Some cards or actions may cause you to lose the game.` },
    ],
    pointer: `Also: cards may alter victory conditions; if both players reach theirs at once, the player with more points wins.`,
    reason: `RB 456 is G 4251 (the normal victory conditions); G 4253 and G 4255 add altered victory conditions, simultaneous victory and losing the game.`,
    reviewed: { first: 'rulebook-1e-b first reading', second: 'rulebook-1e-b second reading' },
  },

  // ── CONTACTING DECIPHER (RB 460–474) ──
  {
    passage: 'rules/1e/rulebook/contacting-decipher#p-if-you-have-any-questions-please',
    verdict: 'not-addressed',
    governing: [],
    reason: `RB 460 is a contact line, not a rule.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/contacting-decipher#p-tel-757-623-3600-fax-757',
    verdict: 'not-addressed',
    governing: [],
    reason: `RB 462–464 are Decipher's contact addresses, not a rule.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/contacting-decipher#p-web-site-www-decipher-com-internet',
    verdict: 'not-addressed',
    governing: [],
    reason: `RB 466–467 are web addresses, not a rule.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/contacting-decipher#p-email-gameplay-questions-majorrakal-decipher-com',
    verdict: 'not-addressed',
    governing: [],
    reason: `RB 469–472 are email addresses, not a rule.`,
    reviewed: R,
  },
  {
    passage: 'rules/1e/rulebook/contacting-decipher#p-tm-2000-paramount-pictures-all-rights',
    verdict: 'not-addressed',
    governing: [],
    reason: `RB 474 is the trademark and copyright notice, not a rule.`,
    reviewed: R,
  },
];
