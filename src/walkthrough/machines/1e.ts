/**
 * First Edition: one mission attempt, seed card by seed card, from selecting the Away Team or crew to solving the
 * mission or the end of the attempt. Which document governs: the 1E Glossary, which the Rulebook v1.7 itself calls
 * "comprehensive" (1e-rulebook-v1.7.md line 13; the Continuing Committee's Current Rulings of 2010 add that the
 * rulebook "should not be used for rulings"). The steps follow the Glossary ("dilemma resolution", "mission
 * attempt", "mis-seed", "combo dilemma", "actions"); the Rulebook v1.7 ("ATTEMPTING MISSIONS") is quoted where it
 * says the same, and shown as a tension where it differs. Gray's Digital Edition (a community compilation) never
 * governs. Each state's comment names the rule behind it (file and line).
 */
import type { MachineFor } from '../schema.ts';
import type { logic1e } from './logic-1e.ts';

const RB = 'rules/1e/rulebook/attempting-missions';
const DR = 'glossary/1e/dilemma-resolution';
const SUM = 'glossary/1e/dilemma-resolution-summary';
const MA = 'glossary/1e/mission-attempt';
const INIT = 'glossary/1e/actions-step-1-initiation';
/**
 * Why the Glossary's mis-seed entry stands over its own mission-attempt example (and v1.7): two Glossary passages
 * differ, so the precedence alone cannot choose (the same words are in scripts/ingest/disagreements.ts).
 */
export const MIS_SEED_VERDICT =
  'The Glossary governs, but two of its passages differ: its mis-seed entry names each case (all of a player’s artifacts there, or all copies of a card seeded like an artifact, are mis-seeds), while its mission-attempt example repeats the Rulebook v1.7’s general wording (any copy after the first). The entry that defines mis-seeds stands; the Rulebook v1.7’s own seeding rules agree with it on artifacts.';

export const machine1e = {
  edition: '1E',
  title: 'Dilemma walkthrough: First Edition',
  intro:
    'One mission attempt, from choosing who attempts it to the outcome: each seed card in turn, each dilemma through its trigger, targets, conditions, responses and result. Every step quotes the rule that decides it, with a link to the passage. The 1E Glossary governs: the Rulebook v1.7 is quoted where it agrees, and shown beside the Glossary where the two differ.',
  initial: 'select',
  phases: [
    { id: 'select', title: 'Select: who attempts the mission' },
    { id: 'reveal', title: 'Reveal the next seed card' },
    { id: 'initiate', title: 'Initiate: trigger, targets, conditions' },
    { id: 'responses', title: 'Responses to the dilemma just encountered' },
    { id: 'resolve', title: 'Resolve the dilemma' },
    { id: 'after', title: 'After the dilemma: go on, or the attempt ends' },
    { id: 'q-flash', title: 'Q-Flash' },
    { id: 'requirements', title: 'Check the mission requirements' },
    { id: 'solve', title: 'Solve the mission' },
  ],
  context: { conditions: null, combo: 0, ownMisseed: false, dual: false, misseedFirst: false },
  guards: {
    absent: 'its trigger, or a target with the specific features it names, was found to be absent',
    met: 'the conditions were met when they were checked',
    'not-met': 'the dilemma has conditions that were not met',
    'combo-first-half': 'the first half of a combo dilemma was just resolved',
    'first-half-met': 'the first half of a combo dilemma is being resolved, and its conditions were met',
    'first-half-not-met': 'the first half of a combo dilemma is being resolved, and its conditions were not met',
    'own-misseed': 'you revealed a mis-seed of your own under this mission',
    'no-own-misseed': 'you revealed no mis-seed of your own under this mission',
    dual: 'the mission is a dual-icon mission (a crew in orbit and an Away Team on the planet)',
    'dual-first-half-not-met': 'at a dual-icon mission, the first half of a combo dilemma is being resolved, and its conditions were not met',
    'misseed-second': 'the second half of a combo dilemma whose first half was a mis-seed is being resolved',
    'misseed-second-done':
      'the second half of a combo dilemma whose first half was a mis-seed is being resolved, and its conditions were met or its trigger or target is absent',
  },
  actions: {
    'set-absent': 'note that its trigger or target is absent: it will have no effect',
    'set-met': 'note that the conditions are met',
    'set-not-met': 'note that the conditions are not met',
    'set-no-conditions': 'note that the dilemma has no conditions',
    'first-half': 'note that the first half of a combo dilemma is being resolved',
    'second-half': 'note that the second half of a combo dilemma is being resolved',
    'next-card': 'forget the last dilemma: the next seed card is a new encounter',
    'own-misseed': 'note that you revealed your own mis-seed here',
    'set-dual': 'note a dual-icon mission',
    'misseed-first': 'note that the first half of this combo dilemma is a mis-seed',
  },
  states: [
    // ── Select ──────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary (1e-glossary-terms.txt) 2540 and 2514: attemptable only with requirements and icons or text; 2538: a
      // mission is solved only once per game (Rulebook v1.7 374: a completed mission cannot be attempted again); 2546:
      // no attempts at assimilated planets; 2548: planet missions by an Away Team, space missions by one undocked
      // ship's crew (Rulebook v1.7 340 agrees).
      id: 'select',
      phase: 'select',
      title: 'What kind of mission?',
      text: 'Who attempts a mission depends on its icons; some missions cannot be attempted at all.',
      question: 'What kind of mission are you attempting?',
      answers: [
        { id: 'planet', label: 'A planet mission', to: 'select-planet' },
        { id: 'space', label: 'A space mission', to: 'select-space' },
        { id: 'dual', label: 'A dual-icon mission (planet and space)', to: 'select-dual', do: ['set-dual'] },
        { id: 'none', label: 'It has no affiliation icons or text saying who may attempt it, or no requirements', to: 'not-attemptable' },
        { id: 'solved', label: 'It was solved already, or it is an assimilated planet', to: 'no-attempt-now' },
      ],
      cite: [
        {
          entry: MA,
          anchor: 'p-for-a-mission-to-be-attemptable',
          quote:
            'For a mission to be attemptable, it must have mission requirements … plus one or more affiliation icons … or game text indicating who may attempt the mission',
        },
        {
          entry: RB,
          anchor: 'p-planet-missions-can-be-attempted-by',
          quote:
            'Planet missions can be attempted by an Away Team on the planet’s surface (outside a facility or landed ship). Space missions can be attempted by the entire crew of one undocked ship.',
        },
      ],
    },
    {
      // Glossary 2544: a matching personnel to begin or continue; 2574: select the Away Team; 3820: stopped cards may
      // not take part in an attempt. Rulebook v1.7 338 and 348 agree.
      id: 'select-planet',
      phase: 'select',
      title: 'An Away Team on the planet',
      text: 'The Away Team stands on the planet’s surface, outside a facility or landed ship. Stopped personnel may not take part.',
      question: 'Does at least one unstopped member of the Away Team match one of the mission’s affiliation icons?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'announce' },
        { id: 'no', label: 'No', to: 'cannot-begin' },
      ],
      cite: [
        {
          entry: RB,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            'To begin or continue a mission attempt, or to complete the mission, at least one personnel in the crew or Away Team must match one of the mission’s affiliation icons; other (non-matching) personnel in the crew or Away Team can assist in the attempt.',
        },
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            'To begin or continue a mission attempt, or to complete the mission, at least one crew or Away Team member must match one of the mission’s affiliation icons (if any); other (nonmatching) personnel in the crew or Away Team can assist in the attempt.',
        },
        {
          entry: RB,
          anchor: 'p-select-and-beam-your-away-team',
          quote: 'Select and beam your Away Team to the planet, or have them disembark from your landed ship or exit from a planet facility.',
        },
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-some-cards-may-explicitly-stop-one',
          quote: 'Cards that are “stopped” may not … participate in mission, commandeering, or scouting attempt.',
        },
      ],
    },
    {
      // Glossary 2544: a crew member must match the ship; 2548: the entire active crew of one undocked ship; 2574:
      // undock, decloak or dephase it.
      id: 'select-space',
      phase: 'select',
      title: 'One ship and its crew',
      text: 'The entire crew of one undocked ship attempts it: undock and decloak (or dephase) it first if needed. The ship and crew must be unstopped.',
      question: 'Does at least one crew member match one of the mission’s affiliation icons, and at least one match the ship’s affiliation?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'announce' },
        { id: 'no', label: 'No', to: 'cannot-begin' },
      ],
      cite: [
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            'Also, to attempt a space mission, at least one crew member must match the ship’s affiliation. The ship does not have to be staffed for movement or match the mission’s affiliation.',
        },
        {
          entry: MA,
          anchor: 'p-select-and-beam-your-away-team',
          quote: '(At a space mission, select one ship and crew to attempt the mission; undock and/or decloak or dephase the ship, if necessary.)',
        },
        {
          entry: MA,
          anchor: 'p-planet-missions-can-be-attempted-by',
          quote: 'Space missions can be attempted by the entire active crew of one undocked ship.',
        },
      ],
    },
    {
      // Glossary 1788: both a crew in orbit and an Away Team, each with a matching personnel; the attempt ends if
      // either is stopped or removed, and stopping one stops the other. 1790: Space/Planet dilemmas apply to the group
      // you choose.
      id: 'select-dual',
      phase: 'select',
      title: 'A crew in orbit and an Away Team on the planet',
      text: 'A dual-icon mission needs both groups, each with a personnel matching one of the mission’s icons. If either group is later stopped, disabled, killed or removed, the attempt ends at once; if either is stopped, so is the other.',
      question: 'Do you have both a crew on a ship in orbit and an Away Team on the planet, each with a matching personnel?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'announce' },
        { id: 'no', label: 'No', to: 'cannot-begin' },
      ],
      cite: [
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'you must have both a crew on a ship in orbit and an Away Team on the planet (each group must have a personnel whose affiliation matches one of the mission’s icons). If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-space-dilemmas-affect-the-ship-and',
          quote:
            'When a Space/Planet dilemma (or a Q-icon card) is encountered, the player attempting the mission chooses whether it applies to the crew or to the Away Team.',
        },
      ],
    },
    {
      // Glossary 2576: announce the attempt; 1596: an attempt is a single action, interrupted only by valid responses
      // and cards that suspend play; 2566: it may not be voluntarily aborted.
      id: 'announce',
      phase: 'select',
      title: 'Announce the attempt',
      text: 'Say that you are attempting the mission. From now on the attempt is a single action: only valid responses and cards that suspend play may interrupt it, and you may not abort it.',
      question: 'Ready?',
      answers: [{ id: 'go', label: 'Begin: reveal the first seed card', to: 'reveal' }],
      cite: [
        { entry: MA, anchor: 'p-announce-that-you-are-attempting-the', quote: 'Announce that you are attempting the mission.' },
        {
          entry: 'glossary/1e/dilemma-timing',
          anchor: 'p-a-mission-scouting-or-commandeering-attempt',
          quote:
            'A mission, scouting, or commandeering attempt is a single action, with sub-actions of encountering seed cards … An attempt may not be interrupted except by valid responses and actions that suspend play.',
        },
        {
          entry: MA,
          anchor: 'p-a-mission-attempt-may-not-be',
          quote:
            'A mission attempt may not be voluntarily aborted, either between dilemmas or before solving, unless specifically allowed by a card such as Mr. Garak.',
        },
      ],
    },
    {
      // Glossary 2540 and 2514: no requirements or no icons/text on your end, no attempt; Rulebook v1.7 336 agrees on
      // icons and text.
      id: 'not-attemptable',
      phase: 'select',
      title: 'This mission cannot be attempted',
      text: 'Without requirements, or without affiliation icons (or text saying who may attempt it) on the end facing you, nobody may attempt it.',
      outcome: { kind: 'cannot-begin', summary: 'No attempt: the mission cannot be attempted.' },
      cite: [
        {
          entry: 'glossary/1e/mission',
          anchor: 'p-icons-or-game-text-at-each',
          quote: '(If there are no such icons or game text, or no requirements, that mission cannot be attempted.)',
        },
        {
          entry: MA,
          anchor: 'p-for-a-mission-to-be-attemptable',
          quote:
            'For a mission to be attemptable, it must have mission requirements (either printed or added by an objective such as Establish Trade Route), plus one or more affiliation icons',
        },
        { entry: MA, anchor: 'p-for-a-mission-to-be-attemptable', quote: 'Thus, you may not attempt ❖ Space or ❖ Nebula from either side' },
        { entry: RB, anchor: 'p-icons-or-game-text-at-each', quote: '(If there are no such icons or game text, that mission cannot be attempted.)' },
      ],
    },
    {
      // Glossary 2538: "A mission may be solved only once per game."; Rulebook v1.7 374: the completed mission "cannot
      // be attempted or scored again"; Glossary 2546: "may not be made at assimilated planets".
      id: 'no-attempt-now',
      phase: 'select',
      title: 'Solved already, or assimilated: no attempt',
      text: 'A mission is solved only once per game: once solved, by either player, it stays on the spaceline as a location but cannot be attempted or scored again. Nobody may attempt a mission at a planet that has been assimilated.',
      outcome: { kind: 'cannot-begin', summary: 'No attempt: the mission was solved already, or its planet is assimilated.' },
      cite: [
        { entry: MA, anchor: 'p-completing-missions-is-the-primary-method', quote: 'A mission may be solved only once per game.' },
        {
          entry: RB,
          anchor: 'p-once-you-have-resolved-all-the',
          quote: 'The completed mission remains on the table as a spaceline location, but it cannot be attempted or scored again.',
        },
        {
          entry: MA,
          anchor: 'p-if-an-objective-card-requires-a',
          quote: 'Mission attempts may be made at scouted or unscouted locations, but may not be made at assimilated planets.',
        },
      ],
    },
    {
      // Glossary 2544: a matching personnel (dual-icon: in both groups; space: a crew member matching the ship) is
      // needed to begin; Rulebook v1.7 338 agrees.
      id: 'cannot-begin',
      phase: 'select',
      title: 'The attempt cannot begin',
      text: 'Without a matching personnel (and, at a space mission, a crew member matching the ship; at a dual-icon mission, both groups) the attempt cannot begin.',
      outcome: { kind: 'cannot-begin', summary: 'No attempt: nobody who may attempt it is there.' },
      cite: [
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            'To begin or continue a mission attempt, or to complete the mission, at least one crew or Away Team member must match one of the mission’s affiliation icons (if any)',
        },
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            '(Dual-icon missions require a matching personnel in both the crew and the Away Team. Also, to attempt a space mission, at least one crew member must match the ship’s affiliation.',
        },
        {
          entry: RB,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            'To begin or continue a mission attempt, or to complete the mission, at least one personnel in the crew or Away Team must match one of the mission’s affiliation icons',
        },
      ],
    },

    // ── Reveal ──────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 2578 (mission attempt – example) = Rulebook v1.7 350: slide out the bottom seed card; Glossary 1511:
      // one at a time; Rulebook v1.7 370: repeat for each. Mis-seed cases: Glossary 2485–2489.
      id: 'reveal',
      phase: 'reveal',
      title: 'Reveal the bottom seed card',
      text: 'Slide out the bottom seed card under the mission and turn it over. Look only at that card: seed cards are encountered one at a time.',
      question: 'What is the card?',
      answers: [
        { id: 'dilemma', label: 'A dilemma', to: 'initiate' },
        { id: 'combo', label: 'A combo dilemma', to: 'combo' },
        { id: 'artifact', label: 'An artifact, or a card seeded like one', to: 'artifact' },
        {
          id: 'misseed',
          label:
            'A mis-seed (a second copy of a dilemma, or of a card seeded like one, from the same player; the wrong type for this mission; a card that may not be seeded)',
          to: 'misseed',
        },
        { id: 'q-flash', label: 'A Q-Flash', to: 'q-flash' },
        { id: 'none', label: 'No seed cards are left to encounter', to: 'requirements' },
      ],
      cite: [
        {
          entry: RB,
          anchor: 'p-slide-out-the-bottom-seed-card',
          quote: 'Slide out the bottom seed card under the mission and turn it over. Look only at the bottom card.',
        },
        {
          entry: DR,
          anchor: 'p-dilemmas-are-encountered-and-resolved-one',
          quote: 'Dilemmas are encountered and resolved one at a time. (Some special rules apply to combo dilemmas.)',
        },
        { entry: RB, anchor: 'p-repeat-this-step-for-each-dilemma', quote: 'Repeat this step for each dilemma (or Q-Flash) in turn until no more remain.' },
      ],
    },
    {
      // Glossary 2578 / Rulebook v1.7 350: move an artifact beneath the mission card; 698: earned only on completion.
      // Glossary 2488–2489: more than one artifact from one player, all are mis-seeds (also copies of a card seeded
      // like one); 2491: one from each player each has its normal effect; 696: one per mission unless a card says
      // otherwise.
      id: 'artifact',
      phase: 'reveal',
      title: 'An artifact',
      text: 'Move it to the top of the seed stack, just beneath the mission card. It is not earned now: only if the mission is completed. A player may seed only one artifact under a mission (unless a card allows more): if its owner seeded another artifact here, all of that player’s artifacts here are mis-seeds, and so are all copies of a card seeded like an artifact if its owner seeded more than one. Cards your opponent seeded do not count: one artifact (or one copy) from each player each has its normal effect, unless the card is not duplicatable.',
      question: 'Has its owner already turned up another artifact under this mission (or, for a card seeded like an artifact, another copy of it)?',
      answers: [
        { id: 'next', label: 'No: it stays beneath the mission card; next seed card', to: 'reveal' },
        { id: 'misseed', label: 'Yes: all of that player’s artifacts (or copies) here are mis-seeds', to: 'misseed' },
      ],
      cite: [
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-artifact-whether-duplicates',
          quote: 'more than one artifact (whether duplicates or not): all your artifacts there are mis-seeds.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-copy-of-a',
          quote: 'more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-if-you-and-your-opponent-each',
          quote:
            'If you and your opponent each seed an artifact, or a copy of the same card, under one mission, each has its normal effect (unless it is not duplicatable; see unique and universal).',
        },
        {
          entry: 'glossary/1e/artifact',
          anchor: 'p-a-card-type-representing-a-rare',
          quote: 'you may seed only one artifact under each mission unless otherwise specified',
        },
        {
          entry: RB,
          anchor: 'p-slide-out-the-bottom-seed-card',
          quote:
            '(If you encounter an artifact or a card seeded like an artifact, move it to the top of the seed card stack, sliding it just beneath the Mission card. Artifacts are not earned until the mission is completed.)',
        },
        {
          entry: 'glossary/1e/artifact',
          anchor: 'p-a-seeded-artifact-is-earned-when',
          quote: 'A seeded artifact is earned when the mission is completed, not when the artifact is encountered.',
        },
      ],
    },
    {
      // Glossary 2487–2489 (which copies are mis-seeds), 2491 (one copy from each player is no mis-seed), 2493 (out of
      // play, not encountered), 2495 (your own: you may not solve the mission); Rulebook v1.7 113 agrees on artifacts.
      // Rulebook v1.7 350 and the Glossary's example (2578) say "any copy after the first": shown as a tension.
      id: 'misseed',
      phase: 'reveal',
      title: 'A mis-seed',
      text: 'A mis-seed is placed out of play and is not encountered (so it cannot be replaced with a Q-Flash). Of two copies of a dilemma (or of a card seeded like one) seeded here by the same player, the first had its normal effect and the second is the mis-seed. Of two artifacts seeded here by the same player, every one is a mis-seed, including one already moved beneath the mission card; so is every copy of a card seeded like an artifact that its owner seeded more than once here. A copy seeded by each player is no mis-seed: each has its normal effect. If a mis-seed you revealed is your own, you may not solve this mission for the rest of the game.',
      question: 'Whose mis-seed is it?',
      answers: [
        { id: 'opponents', label: 'My opponent’s: out of play, next seed card', to: 'reveal' },
        { id: 'mine', label: 'My own: out of play, and I may not solve this mission', to: 'reveal', do: ['own-misseed'] },
      ],
      cite: [
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-when-a-mis-seed-is-revealed',
          quote: 'When a mis-seed is revealed during a mission, scouting, or commandeering attempt, it is placed out-of-play. Misseeds are not encountered',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-copy-of-the',
          quote: 'more than one copy of the same dilemma (or card seeded like a dilemma): the first has its normal effect, the second is a mis-seed.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-artifact-whether-duplicates',
          quote: 'more than one artifact (whether duplicates or not): all your artifacts there are mis-seeds.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-copy-of-a',
          quote: 'more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-if-you-and-your-opponent-each',
          quote: 'If you and your opponent each seed an artifact, or a copy of the same card, under one mission, each has its normal effect',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-mis-seeds-include-but-are-not',
          quote: 'space dilemmas seeded under planet missions (and vice versa), and personnel with no game text allowing them to seed',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-you-may-deliberately-mis-seed-cards',
          quote:
            'However, if you reveal your own misseeded card under any mission, you may not solve that mission (or complete any objective targeting it) for the rest of the game.',
        },
        {
          entry: 'rules/1e/rulebook/3-dilemma-phase',
          anchor: 'p-you-may-seed-as-many-different',
          quote: 'If you illegally seed two or more artifacts at the same location, all of your artifacts there are considered mis-seeded.',
        },
      ],
      tensions: [
        {
          title: 'Is the first of two copies a mis-seed too?',
          summary:
            'The Glossary’s mis-seed entry says it depends on the card: of two copies of a dilemma the second is the mis-seed, but two artifacts, or two copies of a card seeded like an artifact, are all mis-seeds. The rulebook’s attempting-missions text (repeated in the Glossary’s mission-attempt example) puts only the copies after the first out of play, whatever the card.',
          passages: [
            {
              entry: 'glossary/1e/mis-seed',
              anchor: 'p-more-than-one-copy-of-a',
              quote: 'more than one copy of a card seeded like an artifact (such as personnel at Rescue Prisoners): all copies are misseeds.',
            },
            {
              entry: RB,
              anchor: 'p-slide-out-the-bottom-seed-card',
              quote:
                'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.',
            },
            {
              entry: MA,
              anchor: 'p-slide-out-the-bottom-seed-card',
              quote:
                'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a misseed.',
            },
          ],
          verdict: { stands: 0, reason: MIS_SEED_VERDICT },
          disagreement: 'mis-seed-copies',
          follows:
            'The Glossary governs, and its mis-seed entry is the rule that names each case: all of a player’s artifacts, or copies of a card seeded like an artifact, are mis-seeds; for dilemmas, only the second copy. The Rulebook v1.7’s own seeding rules agree on artifacts.',
        },
      ],
    },
    {
      // Glossary 1286 (combo dilemma): two dilemmas on one card; meet the first half's conditions and you go on to the
      // second; fail them and the card goes back under the mission; "not repeatable" or condition-less first halves are
      // conceptually discarded and skipped on a later encounter.
      id: 'combo',
      phase: 'reveal',
      title: 'A combo dilemma',
      text: 'Encounter it as two dilemmas, one after the other, on one card. Resolve the first half now. If you meet its conditions, the card is not discarded: you go on to face the second half. If you do not, the whole card goes back under the mission, and the first half will have to be faced again. A first half that says “not repeatable”, or that has no conditions, is conceptually discarded once faced: if this card was faced before, skip it.',
      question: 'Which half do you face?',
      answers: [
        { id: 'first', label: 'Resolve the first half', to: 'initiate', do: ['first-half'] },
        {
          id: 'skip-first',
          label: 'Its first half was conceptually discarded in an earlier attempt (“not repeatable”, or no conditions): face the second half',
          to: 'combo-second',
        },
        { id: 'misseed-first', label: 'Its first half is a mis-seed (e.g. a copy of a dilemma its owner seeded here, encountered first)', to: 'combo-misseed' },
      ],
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote:
            'Encountering a combo dilemma is like encountering two separate dilemmas: if you meet the conditions of the first half, you continue on to face the second half; if not, you place the card back under the mission and will have to face the first half again.',
        },
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote:
            'this phrase takes the place of “discard dilemma” and means that the first half is conceptually discarded after you face it; when you or your opponent encounter that same exact card on another attempt, the first half of the combo is skipped. If the first half has no conditions (e.g., Male’s Love Interest), it is always conceptually discarded after it has its effect.',
        },
      ],
    },
    {
      // Glossary 1288: "If the mis-seed is the first half of a combo dilemma, place it “conceptually” out-of-play while
      // you encounter the second half, then place it physically out-of-play (instead of discarding it) once the second
      // half has been resolved." 2495: your own mis-seed revealed, you may not solve the mission.
      id: 'combo-misseed',
      phase: 'reveal',
      title: 'A combo dilemma whose first half is a mis-seed',
      text: 'The first half is not encountered: place it out of play “conceptually”, and encounter the second half. Once the second half has been resolved, place the card out of play, instead of discarding it. If the mis-seed is your own, you may not solve this mission for the rest of the game.',
      question: 'Whose mis-seed is it?',
      answers: [
        { id: 'opponents', label: 'My opponent’s: on to the second half', to: 'combo-second', do: ['misseed-first'] },
        {
          id: 'mine',
          label: 'My own: on to the second half, and I may not solve this mission',
          to: 'combo-second',
          do: ['own-misseed', 'misseed-first'],
        },
      ],
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-cards-that-specifically-affect-the-first',
          quote:
            'You may not legally seed a combo dilemma at the same location as either of the original dilemma cards on which it is based; the second one encountered would be a misseed. (See copy.) If the mis-seed is the first half of a combo dilemma, place it “conceptually” out-of-play while you encounter the second half, then place it physically out- of-play (instead of discarding it) once the second half has been resolved.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-when-a-mis-seed-is-revealed',
          quote: 'When a mis-seed is revealed during a mission, scouting, or commandeering attempt, it is placed out-of-play. Misseeds are not encountered',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-you-may-deliberately-mis-seed-cards',
          quote:
            'However, if you reveal your own misseeded card under any mission, you may not solve that mission (or complete any objective targeting it) for the rest of the game.',
        },
      ],
    },
    {
      // Glossary 1288: cards that affect the first half do not affect the second; a first half nullified, replaced
      // (Beware of Q) or discarded still leaves the second half to encounter. Glossary 1286: a first half without
      // conditions is conceptually discarded after its effect.
      id: 'combo-second',
      phase: 'reveal',
      title: 'The second half of the combo',
      text: 'The first half is done with (met, without conditions, nullified, without effect, replaced with a Q-Flash, skipped, or a mis-seed placed out of play conceptually): now encounter the second half as a dilemma of its own. What becomes of the card now depends on the second half; but a card whose first half was a mis-seed goes out of play once the second half has been resolved, instead of being discarded.',
      question: 'Ready?',
      answers: [{ id: 'second', label: 'Resolve the second half', to: 'initiate', do: ['second-half'] }],
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-cards-that-specifically-affect-the-first',
          quote:
            'Cards that specifically affect the first half of a combo dilemma do not automatically affect the second half. For example, if Male’s Love Interest is replaced by Beware of Q, overridden by Jealous Amanda, discarded by Senior Staff Meeting, or nullified by Kareen Brianon, you still encounter the Tarellian Plague Ship half of the card.',
        },
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote: 'If the first half has no conditions (e.g., Male’s Love Interest), it is always conceptually discarded after it has its effect.',
        },
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-cards-that-specifically-affect-the-first',
          quote:
            'If the mis-seed is the first half of a combo dilemma, place it “conceptually” out-of-play while you encounter the second half, then place it physically out- of-play (instead of discarding it) once the second half has been resolved.',
        },
      ],
    },
    {
      // Glossary 1286: "if you meet the conditions of the first half, you continue on to face the second half" — the
      // card is not discarded (nor scored) between the halves; "not repeatable" first halves are conceptually
      // discarded.
      id: 'combo-first-met',
      phase: 'resolve',
      title: 'First half overcome: on to the second half',
      text: 'You met the first half’s conditions. The card is not discarded: its second half is still to be faced. (A first half that says “not repeatable” is now conceptually discarded, and will be skipped if this card is ever encountered again.)',
      question: 'Go on?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote: 'if you meet the conditions of the first half, you continue on to face the second half',
        },
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote: 'means that the first half is conceptually discarded after you face it',
        },
      ],
    },
    {
      // Glossary 1286: "if not, you place the card back under the mission and will have to face the first half again";
      // "not repeatable" takes the place of "discard dilemma" for the first half only (conceptually discarded, skipped
      // next time), so the card still goes back under the mission. Glossary 2560: a dilemma replaced under the mission
      // ends the attempt; dilemma resolution – summary, 1586: failing conditions stops the group.
      id: 'combo-first-not-met',
      phase: 'resolve',
      title: 'First half not met: the card goes back under the mission',
      text: 'Carry out the first half’s instructions. Your Away Team (or ship and crew) is stopped, the second half is not faced, and the whole card goes back under the mission, at the bottom of the stack, which ends the attempt. Next time, the first half is faced again; unless it says “not repeatable”: that phrase takes the place of “discard dilemma” and discards only the first half, conceptually, so the card still goes back under the mission and the next attempt skips to its second half.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the group is stopped; the combo card goes back under the mission.' },
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote:
            'if not, you place the card back under the mission and will have to face the first half again. However, some combo dilemmas with conditions say “not repeatable” in the first half; this phrase takes the place of “discard dilemma” and means that the first half is conceptually discarded after you face it; when you or your opponent encounter that same exact card on another attempt, the first half of the combo is skipped.',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: MA,
          anchor: 'p-while-your-personnel-are-attempting-a',
          quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
        },
      ],
    },

    {
      // Glossary 1286 (a combo's first half not met: the card goes back under the mission), 1788 (dual-icon missions:
      // a stopped group stops the other; the attempt ends), 1586 (conditions not met: stopped), 2560 (a dilemma
      // replaced under the mission ends the attempt).
      id: 'dual-combo-first-not-met',
      phase: 'resolve',
      title: 'First half not met: both groups stopped, the card goes back',
      text: 'Carry out the first half’s instructions. The group that faced it is stopped, and at a dual-icon mission, if either group is stopped, so is the other: your crew and your Away Team are both stopped. The second half is not faced, and the whole card goes back under the mission, which ends the attempt. Next time, the first half is faced again, unless it says “not repeatable”: then the next attempt skips to its second half.',
      outcome: {
        kind: 'ended',
        summary: 'The attempt ends: both the crew and the Away Team are stopped; the combo card goes back under the mission.',
      },
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote:
            'if not, you place the card back under the mission and will have to face the first half again. However, some combo dilemmas with conditions say “not repeatable” in the first half; this phrase takes the place of “discard dilemma” and means that the first half is conceptually discarded after you face it; when you or your opponent encounter that same exact card on another attempt, the first half of the combo is skipped.',
        },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: MA,
          anchor: 'p-while-your-personnel-are-attempting-a',
          quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
        },
      ],
    },

    // ── Initiate ────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 1525 (triggers), 1533 (specific features; nothing to place it on; no destination), 1583 (summary, step
      // 1); 549: with its trigger or target absent it has no effect, "but the initiation is still complete", so the
      // responses (1591) come next even then.
      id: 'initiate',
      phase: 'initiate',
      title: 'Read it: is its trigger there?',
      text: 'Read the dilemma aloud. A trigger (often “if …”) must be present for it to have any effect, unless it has an “otherwise” clause. A dilemma that targets cards with specific features (a male, a personnel with Empathy…) needs such a card present; a number of personnel is not a specific feature. A dilemma placed on a ship or facility needs one to be placed on, and a relocation needs a destination. If something it needs is missing, it will have no effect, but it has still been encountered: it may be responded to before it is discarded.',
      question: 'Is its trigger present, and is any target with the specific features it names present (and a ship, facility or destination, if it needs one)?',
      answers: [
        { id: 'yes', label: 'Yes (or it has neither)', to: 'targets' },
        { id: 'no', label: 'No: its trigger, its specific target, or what it needs is missing', to: 'responses', do: ['set-absent'] },
      ],
      cite: [
        {
          entry: DR,
          anchor: 'p-triggers-a-trigger-is-an-element',
          quote:
            'If the trigger is not present, discard the dilemma immediately without effect (unless it has an “otherwise” clause with an alternate effect).',
        },
        {
          entry: DR,
          anchor: 'p-however-if-a-dilemma-targets-cards',
          quote:
            'However, if a dilemma targets cards with specific features (e.g., a personnel with Empathy, a male, a non-Cardassian), and there are no cards present with those features, discard the dilemma immediately without effect, as when a trigger is not present.',
        },
        {
          entry: SUM,
          anchor: 'p-if-a-required-trigger-is-not',
          quote:
            'If a required trigger is not present (and there is no “otherwise” clause), OR if the dilemma specifies targets with specific features, and no such target is present, discard the dilemma without further effect, and continue the mission attempt.',
        },
        {
          entry: DR,
          anchor: 'p-however-if-a-dilemma-targets-cards',
          quote: 'Also discard the dilemma if there is no ship or facility to place the dilemma on, or no destination for a relocation',
        },
      ],
    },
    {
      // Glossary 1563 (discarded without effect), 549 (initiation still complete), 1591 (responses once a trigger or
      // target is found absent), 1574 (no bonus points). Reached after the responses, when nobody responded.
      id: 'no-trigger',
      phase: 'resolve',
      title: 'Discarded without effect',
      text: 'Its trigger or target is absent, and nobody responded: discard it. It has no effect, nobody is stopped, and it scores no bonus points. The attempt goes on.',
      question: 'Discarded?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: DR,
          anchor: 'p-discarding-a-dilemma-is-discarded-without',
          quote: 'A dilemma is discarded without effect if a required trigger or a target with specific features is not present, or if it is nullified.',
        },
        {
          entry: INIT,
          anchor: 'p-dilemma-encounters-the-initiation-of-a',
          quote:
            'If the dilemma requires a trigger or specifies targets with specific features which are not present, the dilemma will have no effect, but the initiation is still complete.',
        },
        {
          entry: SUM,
          anchor: 'p-note-this-summary-assumes-that-your',
          quote: 'A dilemma may be responded to only after any targets for the dilemma have been chosen (or a trigger/target has been found to be absent)',
        },
        {
          entry: DR,
          anchor: 'p-point-boxes-a-dilemma-may-have',
          quote: 'You do not score bonus points for a dilemma that is nullified or discarded for lack of a trigger or targets',
        },
      ],
    },
    {
      // Glossary 1531 (random, opponent's or owner's choice; ties: the opponent chooses) and 1533 (a number of
      // personnel is not a specific feature).
      id: 'targets',
      phase: 'initiate',
      title: 'Choose its targets',
      text: 'Choose the cards it affects as it says: by random selection, your opponent’s choice or your own. On a tie for a superlative (“strongest”, “most CUNNING”), your opponent chooses.',
      question: 'Did game text you used remove everyone it could target before it resolved (e.g. Elim Garak avoiding a random selection)?',
      answers: [
        { id: 'chosen', label: 'No: its targets are chosen', to: 'conditions' },
        { id: 'none-left', label: 'Yes: nobody is left for it to target', to: 'no-targets-left' },
      ],
      cite: [
        {
          entry: DR,
          anchor: 'p-targets-the-targets-of-a-dilemma',
          quote:
            'Targets may be chosen by random selection, opponent’s choice, or owner’s choice. When a dilemma specifies a superlative such as “strongest,” “most CUNNING,” or “highest total attributes,” and there is a tie, the opponent of the player encountering the dilemma gets to choose.',
        },
        {
          entry: DR,
          anchor: 'p-however-if-a-dilemma-targets-cards',
          quote:
            'A specified number of personnel is not a “specific feature;” if a card specifies that two target personnel are to be selected but only one personnel is present, it selects that one.',
        },
      ],
    },
    {
      // Glossary 1531: nobody left to target because you removed them: replace it under the mission, the attempt ends;
      // 2560: a dilemma replaced under the mission ends the attempt.
      id: 'no-targets-left',
      phase: 'initiate',
      title: 'Nobody left to target: replaced, the attempt ends',
      text: 'The dilemma goes back under the mission, and a dilemma replaced under the mission ends the attempt at once.',
      outcome: { kind: 'ended', summary: 'The attempt ends; the dilemma is replaced under the mission.' },
      cite: [
        {
          entry: DR,
          anchor: 'p-targets-the-targets-of-a-dilemma',
          quote:
            'If no personnel remain to be targeted by a dilemma just encountered, because you used game text that allows you to remove them, replace that dilemma under the mission (the mission attempt ends).',
        },
        {
          entry: MA,
          anchor: 'p-while-your-personnel-are-attempting-a',
          quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
        },
      ],
    },
    {
      // Glossary 1542 (conditions), 1549 (a delayed "unless" is a cure; you cannot choose to fail), 549 (checking them
      // completes the initiation); Rulebook v1.7 356 (nullifiers and cures are not conditions).
      id: 'conditions',
      phase: 'initiate',
      title: 'Check its conditions',
      text: 'Conditions are what must be present to avoid its ill effects (“unless …”, “to get past …”); skills that nullify or cure it are not conditions, and neither is a delayed effect “unless” something is there in time (that is a cure). If you can meet the conditions you must: you cannot choose to fail them. Checking them completes the initiation.',
      question: 'Does it have conditions, and does your crew or Away Team meet them?',
      answers: [
        { id: 'met', label: 'It has conditions, and they are met', to: 'responses', do: ['set-met'] },
        { id: 'not-met', label: 'It has conditions, and they are not met', to: 'responses', do: ['set-not-met'] },
        { id: 'none', label: 'It has no conditions', to: 'responses', do: ['set-no-conditions'] },
      ],
      cite: [
        {
          entry: DR,
          anchor: 'p-conditions-one-or-more-skills-personnel',
          quote:
            'Conditions – One or more skills, personnel, equipment, attribute totals, or other characteristics that must be present to avoid the ill effects of a dilemma, often indicated by “unless” or requirements “to get past” the dilemma.',
        },
        {
          entry: DR,
          anchor: 'p-not-all-uses-of-unless-identify',
          quote:
            'If your Away Team or crew can meet the conditions of a dilemma, they automatically overcome and discard it. You cannot choose not to overcome a dilemma with conditions.',
        },
        { entry: RB, anchor: 'p-a-dilemma-card-may-list-certain', quote: '(Skills that nullify or cure a dilemma are not conditions.)' },
        {
          entry: INIT,
          anchor: 'p-dilemma-encounters-the-initiation-of-a',
          quote:
            'The initiation of a dilemma encounter is complete (i.e, it has been “just encountered” and may be responded to) once any targets for the dilemma have been chosen and you have checked to see if the crew or Away Team can meet the dilemma’s conditions (if any).',
        },
      ],
    },

    // ── Responses ───────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 549–551 (responses only after targets and conditions are checked; with a trigger or target absent the
      // initiation is still complete), 1598 (valid responses), 524 (no unrelated interrupts), 1591 (the summary's note:
      // "or a trigger/target has been found to be absent"). The summary's step order (1583–1589) is shown as a tension.
      id: 'responses',
      phase: 'responses',
      title: 'Responses to the dilemma just encountered',
      text: 'Now the dilemma may be responded to, even one whose trigger or target is absent: a nullifier present or played, your opponent replacing it with a Q-Flash (Beware of Q), or another card that specifically relates to it. A card that suspends play may interrupt at any time. Interrupts that do not relate to the dilemma may not be played.',
      question: 'Does anyone respond?',
      answers: [
        {
          id: 'none',
          label: 'No response: resolve it',
          to: [
            { if: 'misseed-second-done', to: 'combo-misseed-out' },
            { if: 'absent', to: 'no-trigger' },
            { if: 'first-half-met', to: 'combo-first-met' },
            { if: 'dual-first-half-not-met', to: 'dual-combo-first-not-met' },
            { if: 'first-half-not-met', to: 'combo-first-not-met' },
            { if: 'met', to: 'overcome' },
            { if: 'not-met', to: 'not-met' },
            { to: 'no-conditions' },
          ],
        },
        {
          id: 'nullify',
          label: 'It is nullified (a nullifier present, or a card played)',
          to: [{ if: 'misseed-second', to: 'combo-misseed-out' }, { to: 'nullified' }],
        },
        { id: 'beware-of-q', label: 'My opponent replaces it with a Q-Flash (Beware of Q)', to: 'beware-of-q' },
        { id: 'suspend', label: 'A card that suspends play is played', to: 'suspend' },
      ],
      cite: [
        {
          entry: INIT,
          anchor: 'p-for-example-your-away-team-encounters',
          quote:
            'The target must be selected and you must check the Away Team’s total STRENGTH to see if it is greater than 44 before you may nullify the dilemma with Interphase Generator or your opponent may respond by replacing the dilemma with a Q-Flash (using Beware of Q).',
        },
        {
          entry: SUM,
          anchor: 'p-note-this-summary-assumes-that-your',
          quote: 'A dilemma may be responded to only after any targets for the dilemma have been chosen (or a trigger/target has been found to be absent)',
        },
        {
          entry: 'glossary/1e/dilemma-timing',
          anchor: 'p-you-may-make-valid-responses-to',
          quote: 'You may make valid responses to the encounter of specific dilemmas during the attempt or to the results of a dilemma.',
        },
        {
          entry: 'glossary/1e/actions-interrupting',
          anchor: 'p-for-example-you-may-make-valid',
          quote:
            'you may make valid responses to the encounter of specific dilemmas during a mission attempt, but you may not play interrupts between dilemma encounters.',
        },
      ],
      tensions: [
        {
          title: 'Are responses made before the dilemma resolves, or after?',
          summary:
            'The Glossary’s summary lists nullifying as its fourth check, after the steps for conditions met, not met and no conditions. The actions rules, and the summary’s own note, put responses right after targets are chosen and conditions checked, before any result.',
          passages: [
            {
              entry: SUM,
              anchor: 'p-if-you-nullify-the-dilemma-with',
              quote:
                'If you nullify the dilemma with skills, personnel, etc. present, or by playing a card or taking a specified action, discard it without further effect, and continue the mission attempt.',
            },
            {
              entry: SUM,
              anchor: 'p-note-this-summary-assumes-that-your',
              quote:
                'A dilemma may be responded to only after any targets for the dilemma have been chosen (or a trigger/target has been found to be absent) and you have checked to see if the crew or Away Team can meet the dilemma’s conditions (if any).',
            },
          ],
          follows:
            'The walkthrough takes responses here, after the conditions are checked and before the dilemma has any result, as the actions rules say; the summary’s numbered list is read as the order of checks, not of timing.',
        },
      ],
    },
    {
      // Glossary 1535 (nullifying is a response to the initiation; discarded, no effect), 1574 (no bonus points).
      id: 'nullified',
      phase: 'responses',
      title: 'Nullified',
      text: 'A nullified dilemma is discarded before it has any effect. It scores no bonus points, and the attempt goes on.',
      question: 'Discarded?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: DR,
          anchor: 'p-nullifiers-a-dilemma-may-list-skills',
          quote:
            'Nullifying a dilemma is a valid response to the initiation of the dilemma encounter. … If the nullifier is present (or a nullifier card is played) when the dilemma is encountered, the dilemma is discarded and has no effect.',
        },
        { entry: DR, anchor: 'p-point-boxes-a-dilemma-may-have', quote: 'You do not score bonus points for a dilemma that is nullified' },
      ],
    },
    {
      // Glossary 553 (swapped for a Q-Flash: no results from the dilemma), 2493 (a mis-seed may not be swapped).
      id: 'beware-of-q',
      phase: 'responses',
      title: 'Replaced with a Q-Flash',
      text: 'The dilemma is swapped for a Q-Flash and has no results at all (a personnel picked by an added sub-action such as Mission Fatigue is not stopped or killed). You face the Q-Flash instead.',
      question: 'Swapped?',
      answers: [{ id: 'next', label: 'Face the Q-Flash', to: 'q-flash' }],
      cite: [
        {
          entry: INIT,
          anchor: 'p-some-cards-such-as-mission-fatigue',
          quote:
            'If the opponent responds by swapping the dilemma for a Q-Flash, the personnel is not “stopped” or killed because no results are obtained from the dilemma.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-when-a-mis-seed-is-revealed',
          quote: 'a mis-seeded dilemma may not be replaced with a Q-Flash using Beware of Q.',
        },
      ],
    },
    {
      // Glossary 3865 (suspends play), 2544 (matching personnel removed by such a card: the dilemma still resolves).
      id: 'suspend',
      phase: 'responses',
      title: 'Play is suspended',
      text: 'A card that says it suspends play (or a special download) interrupts the dilemma; once it has resolved, the dilemma resumes. If it removed all your matching personnel but others remain, the dilemma still resolves with them before the attempt ends.',
      question: 'Has the suspending card resolved?',
      answers: [{ id: 'resume', label: 'Yes: the dilemma resumes', to: 'responses' }],
      cite: [
        {
          entry: 'glossary/1e/suspends-play',
          anchor: 'p-a-card-which-specifically-says-it',
          quote:
            'A card which specifically says it “suspends play” may be played at any time during the play phase (even during your opponent’s turn) and may interrupt and temporarily suspend any action.',
        },
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote:
            '(However, if you remove all matching personnel during a dilemma encounter with a card that suspends play, such as Flight of the Intruder, but other non-matching personnel remain, the dilemma resolves normally with the remaining personnel before the attempt ends.)',
        },
      ],
    },

    // ── Resolve ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 1585 (summary: conditions met, discard or bonus point area, proceed), 1574 (point boxes; Borg
      // discard). The first half of a combo goes to "combo-first-met" instead (Glossary 1286).
      id: 'overcome',
      phase: 'resolve',
      title: 'Conditions met: overcome',
      text: 'Discard it; if it has a point box, score it and put it in your bonus point area instead (Borg discard it). Your crew or Away Team must go on.',
      question: 'Overcome?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: SUM,
          anchor: 'p-if-you-meet-the-conditions-discard',
          quote:
            'If you meet the conditions, discard the dilemma (place in your bonus point area if it has a point box). The crew or Away Team must proceed with the mission attempt.',
        },
        {
          entry: DR,
          anchor: 'p-point-boxes-a-dilemma-may-have',
          quote: 'Place the dilemma in your bonus point area, even if says to discard it. (Discard the dilemma if you are playing Borg.)',
        },
      ],
    },
    {
      // Glossary 1586 (summary: carry it out; stopped, attempt ends, unless "mission continues"; replaced unless
      // "discard dilemma", "mission continues" or it enters play) and 1565. Rulebook v1.7 359 says failing stops, and
      // the Glossary's mission-attempt example (2582) repeats it word for word: a tension decided as specific over
      // general (Rulebook v1.7 19), not as one document over the other.
      id: 'not-met',
      phase: 'resolve',
      title: 'Conditions not met',
      text: 'Carry out what the dilemma says. Then its own words decide what becomes of it, and whether the attempt goes on.',
      question: 'What does the dilemma say, or do with itself?',
      answers: [
        {
          id: 'mission-continues',
          label: 'It says “mission continues”',
          to: [{ if: 'misseed-second', to: 'combo-misseed-out' }, { to: 'mission-continues' }],
        },
        {
          id: 'discard',
          label: 'It says “discard dilemma”',
          to: [{ if: 'misseed-second', to: 'combo-misseed-stopped' }, { if: 'dual', to: 'dual-stopped-discarded' }, { to: 'stopped-discarded' }],
        },
        {
          id: 'enters-play',
          label: 'It enters play (placed on a personnel, ship, mission, the spaceline or the table)',
          to: [{ if: 'dual', to: 'dual-stopped-enters-play' }, { to: 'stopped-enters-play' }],
        },
        {
          id: 'neither',
          label: 'None of these',
          to: [{ if: 'misseed-second', to: 'combo-misseed-stopped' }, { if: 'dual', to: 'dual-replaced' }, { to: 'replaced' }],
        },
      ],
      cite: [
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote:
            'If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”',
        },
        {
          entry: 'rules/1e/rulebook/introduction',
          anchor: 'p-a-cards-specific-game-text-may',
          quote: "A card's specific game text may always override a general rule, and specific rules override more general rules.",
          note: 'Why a dilemma’s own “mission continues” sets aside the general rule that failing its conditions stops the group (see the tension below).',
        },
      ],
      tensions: [
        {
          title: 'Does failing a dilemma’s conditions always stop the group?',
          summary:
            'The general rule, in the same words in the Rulebook v1.7 and in the Glossary’s mission-attempt example: failing a dilemma’s conditions stops the group and ends the attempt. The Glossary’s dilemma resolution gives the specific case: not when the dilemma says “mission continues”.',
          passages: [
            {
              entry: SUM,
              anchor: 'p-if-you-do-not-meet-the',
              quote: 'The Away Team or ship and crew are “stopped” and the mission attempt ends (unless the dilemma says “mission continues”).',
            },
            {
              entry: MA,
              anchor: 'p-resolve-the-dilemma-following-the-instructions',
              quote: 'Failing to overcome a dilemma that has conditions immediately “stops” your Away Team and ends that mission attempt.',
            },
            {
              entry: RB,
              anchor: 'p-failing-to-overcome-a-dilemma-that',
              quote: 'Failing to overcome a dilemma that has conditions immediately "stops" your Away Team and ends that mission attempt.',
            },
          ],
          verdict: {
            stands: 0,
            reason:
              'Not one document over the other: the Glossary’s mission-attempt example repeats the Rulebook v1.7’s sentence word for word, so both state the general rule. A dilemma that says “mission continues” is the specific case, and specific rules override more general ones, as a card’s specific game text overrides a general rule (Rulebook v1.7, introduction). The Glossary’s dilemma resolution names that case beside the general rule (Garanian Bolites, “Mission continues”, is discarded), so its passage stands; for every other failed dilemma the general rule holds.',
          },
          follows:
            'Specific over general: a dilemma that says “mission continues” is discarded and the attempt goes on; any other failed dilemma stops the group and ends the attempt, as all three passages say.',
          disagreement: 'failing-conditions',
        },
      ],
    },
    {
      // Glossary 1565 (Garanian Bolites, "Mission continues", is discarded), 1586 (the attempt goes on), 1576.
      id: 'mission-continues',
      phase: 'resolve',
      title: '“Mission continues”',
      text: 'The dilemma is discarded, and the attempt goes on with whoever it left.',
      question: 'Discarded?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote: 'Gravitic Mine (“Discard dilemma”) and Garanian Bolites (“Mission continues”) are discarded',
        },
        {
          entry: DR,
          anchor: 'p-scouting-vs-mission-attempts-dilemma-text',
          quote: 'Dilemma text such as “mission continues” or “abort mission” refers to both mission and scouting attempts',
        },
      ],
    },
    {
      // Glossary 1565 and 1586 ("discard dilemma": stopped, discarded); Rulebook v1.7 358–359 agrees; Glossary 2558 (a
      // new attempt this turn with unstopped personnel).
      id: 'stopped-discarded',
      phase: 'resolve',
      title: 'Stopped; the dilemma is discarded',
      text: 'Your Away Team (or ship and crew) is stopped and the attempt ends. You face this dilemma only once: discard it. Other unstopped personnel of yours may attempt the mission again this turn.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the group is stopped; the dilemma is discarded.' },
      cite: [
        {
          entry: RB,
          anchor: 'p-most-dilemmas-with-conditions-end-with',
          quote:
            'Most dilemmas with conditions end with the phrase, "Discard dilemma." Whether you overcome such a dilemma or not, you only have to face it once, and then you discard it.',
        },
        {
          entry: RB,
          anchor: 'p-failing-to-overcome-a-dilemma-that',
          quote:
            'If possible, you can send another Away Team down on this turn, but the first Away Team remains "stopped" and cannot help the second Away Team on this turn. (At a space mission, both your ship and crew are stopped.',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote: 'Gravitic Mine (“Discard dilemma”) and Garanian Bolites (“Mission continues”) are discarded',
        },
      ],
    },
    {
      // Glossary 1561 (entering play), 1565 (not replaced if it enters play), 3817 (failing conditions stops the
      // group). Rulebook v1.7 358 would slide any dilemma without "Discard dilemma" back: a tension the Glossary
      // decides.
      id: 'stopped-enters-play',
      phase: 'resolve',
      title: 'Stopped; the dilemma enters play',
      text: 'Your group is stopped and the attempt ends. The dilemma stays in play where it says, with its lasting effect, until it is nullified, cured, expires or is destroyed.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the group is stopped; the dilemma enters play.' },
      cite: [
        {
          entry: DR,
          anchor: 'p-entering-play-any-dilemma-with-a',
          quote:
            'Any dilemma with a longterm effect “enters play.” The dilemma may state that it is played on table or placed on a personnel, ship, facility, mission, or the spaceline',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote: 'Lethean Telepathic Attack is placed on a personnel; Interphasic Plasma Creatures plays on the table.',
        },
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-encountering-a-dilemma-with-conditions-that',
          quote: 'Encountering a dilemma with conditions that the crew or Away Team can’t overcome “stops” that entire Away Team or ship and crew.',
        },
      ],
      tensions: [
        {
          title: 'Does a failed dilemma that enters play go back under the mission?',
          summary:
            'The Glossary replaces a failed dilemma under the mission unless it enters play or says “discard dilemma” or “mission continues”. The Rulebook v1.7 knows only “Discard dilemma”: any other dilemma with conditions stays until overcome and slides back under the mission.',
          passages: [
            {
              entry: DR,
              anchor: 'p-if-a-dilemma-has-conditions-and',
              quote:
                'If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”',
            },
            {
              entry: RB,
              anchor: 'p-most-dilemmas-with-conditions-end-with',
              quote: 'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects).',
            },
          ],
          follows: 'The Glossary governs: a failed dilemma that enters play stays in play where it says, and is not replaced under the mission.',
          disagreement: 'failed-dilemma-enters-play',
        },
      ],
    },
    {
      // Glossary 1586 (replace it face down under the stack), 1565, 2560 (a dilemma replaced ends the attempt), 3817.
      id: 'replaced',
      phase: 'resolve',
      title: 'Stopped; replaced under the mission',
      text: 'Your group is stopped. Slide the dilemma back under the mission, at the bottom of the stack, to be encountered again by the next attempt; a dilemma replaced under the mission ends the attempt at once.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the group is stopped; the dilemma is replaced under the mission.' },
      cite: [
        {
          entry: RB,
          anchor: 'p-most-dilemmas-with-conditions-end-with',
          quote:
            'If a dilemma with conditions does not say "Discard dilemma," it stays until you overcome it (regardless of its effects). Slide such a dilemma back under the mission, on the bottom of the stack, to be encountered again the next time a player attempts that mission.',
        },
        {
          entry: MA,
          anchor: 'p-while-your-personnel-are-attempting-a',
          quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
        },
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-encountering-a-dilemma-with-conditions-that',
          quote: 'Encountering a dilemma with conditions that the crew or Away Team can’t overcome “stops” that entire Away Team or ship and crew.',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'Unless the dilemma says “Discard dilemma” or “mission continues,” or it enters play (placed on a mission, ship, personnel, or the spaceline), replace it under the mission, face down under the stack, to be encountered again.',
        },
      ],
    },
    {
      // Glossary 1788 (dual-icon missions: "If either group is “stopped,” the other group is also “stopped.”"; the
      // attempt ends), 1586 (conditions not met: the group that faced it is stopped), 1565 ("discard dilemma": discarded);
      // Rulebook v1.7 358 agrees on the discard.
      id: 'dual-stopped-discarded',
      phase: 'resolve',
      title: 'Both groups stopped; the dilemma is discarded',
      text: 'The group that faced the dilemma is stopped, and at a dual-icon mission, if either group is stopped, so is the other: your crew and your Away Team are both stopped, and the attempt ends. You face this dilemma only once: discard it.',
      outcome: { kind: 'ended', summary: 'The attempt ends: both the crew and the Away Team are stopped; the dilemma is discarded.' },
      cite: [
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: RB,
          anchor: 'p-most-dilemmas-with-conditions-end-with',
          quote:
            'Most dilemmas with conditions end with the phrase, "Discard dilemma." Whether you overcome such a dilemma or not, you only have to face it once, and then you discard it.',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote: 'Gravitic Mine (“Discard dilemma”) and Garanian Bolites (“Mission continues”) are discarded',
        },
      ],
    },
    {
      // Glossary 1788 (dual-icon missions: a stopped group stops the other; the attempt ends), 1586 (conditions not
      // met: stopped), 1561 and 1565 (a dilemma that enters play is not replaced).
      id: 'dual-stopped-enters-play',
      phase: 'resolve',
      title: 'Both groups stopped; the dilemma enters play',
      text: 'The group that faced the dilemma is stopped, and at a dual-icon mission, if either group is stopped, so is the other: your crew and your Away Team are both stopped, and the attempt ends. The dilemma stays in play where it says, with its lasting effect, until it is nullified, cured, expires or is destroyed.',
      outcome: { kind: 'ended', summary: 'The attempt ends: both the crew and the Away Team are stopped; the dilemma enters play.' },
      cite: [
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: DR,
          anchor: 'p-entering-play-any-dilemma-with-a',
          quote:
            'Any dilemma with a longterm effect “enters play.” The dilemma may state that it is played on table or placed on a personnel, ship, facility, mission, or the spaceline',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-conditions-and',
          quote:
            'If a dilemma has conditions, and you do not overcome it, replace the dilemma under the mission to be encountered again, unless it enters play or says “discard dilemma” or “mission continues.”',
        },
      ],
    },
    {
      // Glossary 1788 (dual-icon missions: a stopped group stops the other; the attempt ends), 1586 (replace it face
      // down under the stack), 2560 (a dilemma replaced under the mission ends the attempt).
      id: 'dual-replaced',
      phase: 'resolve',
      title: 'Both groups stopped; replaced under the mission',
      text: 'The group that faced the dilemma is stopped, and at a dual-icon mission, if either group is stopped, so is the other: your crew and your Away Team are both stopped, and the attempt ends. Slide the dilemma back under the mission, at the bottom of the stack, to be encountered again by the next attempt.',
      outcome: { kind: 'ended', summary: 'The attempt ends: both the crew and the Away Team are stopped; the dilemma is replaced under the mission.' },
      cite: [
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'Unless the dilemma says “Discard dilemma” or “mission continues,” or it enters play (placed on a mission, ship, personnel, or the spaceline), replace it under the mission, face down under the stack, to be encountered again.',
        },
        {
          entry: MA,
          anchor: 'p-while-your-personnel-are-attempting-a',
          quote: 'While your personnel are attempting a mission, if a dilemma is replaced under that mission, the mission attempt immediately ends.',
        },
      ],
    },
    {
      // Glossary 1288: a combo dilemma whose first half is a mis-seed is placed "physically out- of-play (instead of
      // discarding it) once the second half has been resolved"; 2493: a mis-seed is placed out of play. Reached, on that
      // card's second half, instead of the steps that discard a dilemma (overcome, nullified, no trigger, "mission
      // continues", discarded after its effect, cured).
      id: 'combo-misseed-out',
      phase: 'resolve',
      title: 'Second half resolved: the card goes out of play',
      text: 'The second half of the combo dilemma has been resolved, and the attempt goes on with whoever is left. The card is not discarded: its first half was a mis-seed, so once the second half has been resolved the card is placed out of play, instead of being discarded.',
      question: 'Placed out of play?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-cards-that-specifically-affect-the-first',
          quote:
            'If the mis-seed is the first half of a combo dilemma, place it “conceptually” out-of-play while you encounter the second half, then place it physically out- of-play (instead of discarding it) once the second half has been resolved.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-when-a-mis-seed-is-revealed',
          quote: 'When a mis-seed is revealed during a mission, scouting, or commandeering attempt, it is placed out-of-play.',
        },
      ],
    },
    {
      // Glossary 1288 (out of play once the second half has been resolved), 2493 (a mis-seed is placed out of play);
      // 1586 (conditions not met: stopped, the attempt ends), 3830 (a dilemma without conditions that says it stops the
      // group), 1788 (dual-icon missions: a stopped group stops the other). Placed out of play, the card is neither
      // discarded nor replaced under the mission.
      id: 'combo-misseed-stopped',
      phase: 'resolve',
      title: 'Second half: stopped; the card goes out of play',
      text: 'The second half stopped your Away Team (or ship and crew), by conditions not met or by its own text, and the attempt ends; at a dual-icon mission, if either group is stopped, so is the other. Its first half was a mis-seed: once the second half has been resolved, the card is placed out of play, instead of being discarded, so it does not go back under the mission either.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the group is stopped (at a dual-icon mission, both groups); the combo card goes out of play.' },
      cite: [
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-cards-that-specifically-affect-the-first',
          quote:
            'If the mis-seed is the first half of a combo dilemma, place it “conceptually” out-of-play while you encounter the second half, then place it physically out- of-play (instead of discarding it) once the second half has been resolved.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-when-a-mis-seed-is-revealed',
          quote: 'When a mis-seed is revealed during a mission, scouting, or commandeering attempt, it is placed out-of-play.',
        },
        {
          entry: SUM,
          anchor: 'p-if-you-do-not-meet-the',
          quote:
            'If you do not meet the conditions, carry out the dilemma’s instructions. The Away Team or ship and crew are “stopped” and the mission attempt ends',
        },
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-when-an-entire-away-team-or',
          quote: 'by a dilemma that does not have conditions, but specifically says it “stops” an entire Away Team or crew (e.g., Sarjenka)',
        },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
      ],
    },
    {
      // Glossary 1587 (summary step 3: carry it out; nobody stopped unless it says so; go on), 1559.
      id: 'no-conditions',
      phase: 'resolve',
      title: 'No conditions: carry it out',
      text: 'Do what it says. Nobody is stopped unless its text says so, and whoever is left must go on.',
      question: 'What kind of text is it?',
      answers: [
        {
          id: 'effect',
          label: 'An effect, then it is done',
          to: [{ if: 'misseed-second', to: 'combo-misseed-out' }, { to: 'discard-after-effect' }],
        },
        { id: 'choice', label: 'A choice between ways to resolve it', to: 'choice' },
        { id: 'cure', label: 'An effect with a cure', to: 'cure' },
        { id: 'enters-play', label: 'A lasting effect: it enters play', to: 'enters-play' },
        {
          id: 'stops-all',
          label: 'Its text stops the whole Away Team or crew',
          to: [{ if: 'misseed-second', to: 'combo-misseed-stopped' }, { if: 'dual', to: 'dual-stopped-by-text' }, { to: 'stopped-by-text' }],
        },
        { id: 'ends-attempt', label: 'Its text ends the attempt (e.g. Radioactive Garbage Scow)', to: 'prevented' },
      ],
      cite: [
        {
          entry: SUM,
          anchor: 'p-if-the-dilemma-does-not-have',
          quote:
            'If the dilemma does not have conditions, carry out the dilemma’s instructions. The ship and crew or Away Team are not “stopped” (unless the dilemma explicitly “stops” one or more cards), and remaining personnel must continue the mission attempt.',
        },
        {
          entry: DR,
          anchor: 'p-stopping-a-dilemma-only-stops-the',
          quote: 'A dilemma without conditions never “stops” your cards unless it explicitly says it does.',
        },
      ],
    },
    {
      // Glossary 1567 (discarded after its instructions unless it enters play), 1587; 1286 (a combo's first half
      // without conditions is discarded conceptually).
      id: 'discard-after-effect',
      phase: 'resolve',
      title: 'Discarded after its effect',
      text: 'Discard it once it has had its effect, whether it had any or not; if its point box scores, it goes to your bonus point area. (The first half of a combo dilemma is discarded only conceptually: the card stays, and you go on to its second half.)',
      question: 'Discarded?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-no-conditions',
          quote: 'If a dilemma has no conditions, it is discarded after you follow its instructions (unless it enters play), whether it has any effect or not.',
        },
        {
          entry: SUM,
          anchor: 'p-if-the-dilemma-does-not-have',
          quote: 'Discard the dilemma unless it enters play (place in your bonus point area if it has a point box).',
        },
        {
          entry: 'glossary/1e/combo-dilemma',
          anchor: 'p-a-combo-dilemma-is-a-two',
          quote: 'If the first half has no conditions (e.g., Male’s Love Interest), it is always conceptually discarded after it has its effect.',
        },
      ],
    },
    {
      // Glossary 1569 (choices: carry out the part chosen, ignore the other).
      id: 'choice',
      phase: 'resolve',
      title: 'A choice',
      text: 'You choose one way to resolve it; carry out that part and ignore the other.',
      question: 'Does the part you chose end the attempt (e.g. “abandon mission attempt”)?',
      answers: [
        {
          id: 'go-on',
          label: 'No: carry it out and go on',
          to: [{ if: 'misseed-second', to: 'combo-misseed-out' }, { to: 'discard-after-effect' }],
        },
        { id: 'ends', label: 'Yes: it ends the attempt', to: 'prevented' },
      ],
      cite: [
        {
          entry: DR,
          anchor: 'p-choices-some-dilemmas-require-the-player',
          quote:
            'Some dilemmas require the player to make a choice between ways to resolve the dilemma. Once you make your choice, carry out that part of the game text and ignore the other choice.',
        },
        {
          entry: DR,
          anchor: 'p-abandon-mission-attempt-until-any-player',
          quote: '“Abandon mission attempt until any player has completed a different mission OR continue but lose points if you fail this turn.”',
        },
      ],
    },
    {
      // Glossary 1557 (the effect happens, then a cure present cures it at once), 1589 (summary step 5).
      id: 'cure',
      phase: 'resolve',
      title: 'An effect with a cure',
      text: 'The effect happens first. Then, if what cures it is still present in the crew or Away Team, it is cured at once, before the next dilemma: discard it (to your bonus point area if it has a point box), and temporary effects such as disabling end.',
      question: 'After the effect, is the cure present?',
      answers: [
        { id: 'cured', label: 'Yes: it is cured', to: [{ if: 'misseed-second', to: 'combo-misseed-out' }, { to: 'cured' }] },
        { id: 'not-cured', label: 'No', to: 'not-cured' },
      ],
      cite: [
        {
          entry: DR,
          anchor: 'p-when-a-dilemma-has-an-effect',
          quote:
            'When a dilemma has an effect that can be cured, that effect happens; then, if the required skills are still present, it is cured immediately, before proceeding to the next dilemma. This is different from a dilemma with a nullifier, which is discarded before taking effect.',
        },
        {
          entry: SUM,
          anchor: 'p-if-the-dilemma-has-a-cure',
          quote:
            'If the dilemma has a cure, first it takes effect. Then, if the skills still remain in the crew or Away Team to cure it, discard the dilemma (place in your bonus point area if it has a point box) before proceeding with the mission attempt.',
        },
      ],
    },
    {
      // Glossary 1589 (discard; temporary effects end), 1574 (points scored when cured).
      id: 'cured',
      phase: 'resolve',
      title: 'Cured',
      text: 'Discard it, or score it into your bonus point area if it has a point box. Temporary effects it caused end.',
      question: 'Cured?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        { entry: SUM, anchor: 'p-if-the-dilemma-has-a-cure', quote: 'Any temporary effects such as disabling are cancelled when you discard the dilemma.' },
        {
          entry: DR,
          anchor: 'p-point-boxes-a-dilemma-may-have',
          quote: 'The points are scored when you overcome its conditions (e.g., Chalnoth), when you cure it (e.g., Hyper-Aging)',
        },
      ],
    },
    {
      // Glossary 1551 (cures cancel an ongoing or delayed effect), 1561 (discarded when cured, nullified, expired).
      id: 'not-cured',
      phase: 'resolve',
      title: 'Not cured: it stays',
      text: 'Its ongoing or delayed effect goes on until it is cured, nullified or expires. The attempt goes on.',
      question: 'Noted?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: DR,
          anchor: 'p-cures-one-or-more-skills-personnel',
          quote:
            'Cures – One or more skills, personnel, equipment, or other characteristics that, if present, will cancel a dilemma’s ongoing or delayed effect.',
        },
        {
          entry: DR,
          anchor: 'p-entering-play-any-dilemma-with-a',
          quote: 'Such a dilemma will be discarded when it is nullified, cured, expired, or otherwise destroyed.',
        },
      ],
    },
    {
      // Glossary 1561 (entering play); Rulebook v1.7 365 (it may affect other personnel after the attempt).
      id: 'enters-play',
      phase: 'resolve',
      title: 'It enters play',
      text: 'Place it where it says (on a personnel, ship, facility, mission, the spaceline or the table). It may affect other personnel, even your opponent’s, after the attempt. The attempt goes on.',
      question: 'Placed?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        { entry: DR, anchor: 'p-entering-play-any-dilemma-with-a', quote: 'Any dilemma with a longterm effect “enters play.”' },
        {
          entry: RB,
          anchor: 'p-when-first-encountered-dilemmas-normally-affect',
          quote: "A dilemma which enters play may affect other personnel, even the opponent's, after the mission attempt is over.",
        },
      ],
    },
    {
      // Glossary 3830 and 1559 (a dilemma without conditions stops only if it says so), 2552 (the whole group stopped:
      // the attempt ends).
      id: 'stopped-by-text',
      phase: 'resolve',
      title: 'Stopped by its text',
      text: 'A dilemma without conditions stops a group only when it says so, as this one does. With the whole group stopped, the attempt ends; the dilemma is discarded unless it enters play.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the dilemma’s text stopped the whole group.' },
      cite: [
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-when-an-entire-away-team-or',
          quote: 'by a dilemma that does not have conditions, but specifically says it “stops” an entire Away Team or crew (e.g., Sarjenka)',
        },
        { entry: MA, anchor: 'p-the-entire-crew-or-away-team', quote: 'The entire crew or Away Team is “stopped”.' },
      ],
    },
    {
      // Glossary 3830 and 1559 (a dilemma without conditions stops only if it says so), 1788 (dual-icon missions: a
      // stopped group stops the other; the attempt ends).
      id: 'dual-stopped-by-text',
      phase: 'resolve',
      title: 'Stopped by its text: both groups',
      text: 'A dilemma without conditions stops a group only when it says so, as this one does; and at a dual-icon mission, if either group is stopped, so is the other: your crew and your Away Team are both stopped, and the attempt ends. The dilemma is discarded unless it enters play.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the dilemma’s text stopped one group, so both the crew and the Away Team are stopped.' },
      cite: [
        {
          entry: 'glossary/1e/stopped',
          anchor: 'p-when-an-entire-away-team-or',
          quote: 'by a dilemma that does not have conditions, but specifically says it “stops” an entire Away Team or crew (e.g., Sarjenka)',
        },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: DR,
          anchor: 'p-if-a-dilemma-has-no-conditions',
          quote: 'If a dilemma has no conditions, it is discarded after you follow its instructions (unless it enters play), whether it has any effect or not.',
        },
      ],
    },
    {
      // Glossary 2554: a dilemma that prevents the attempt from continuing ends it.
      id: 'prevented',
      phase: 'resolve',
      title: 'The dilemma ends the attempt',
      text: 'Its text stops the attempt from going on.',
      outcome: { kind: 'ended', summary: 'The attempt ends: the dilemma prevents it from continuing.' },
      cite: [
        {
          entry: MA,
          anchor: 'p-a-dilemma-prevents-the-mission-attempt',
          quote: 'A dilemma prevents the mission attempt from continuing (e.g., Radioactive Garbage Scow).',
        },
      ],
    },

    // ── After ───────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 2544 (no matching personnel left: the attempt ends), 2552–2553 (all stopped, nobody left), 1519 (the
      // stopped no longer take part), 1788 (dual-icon: both groups); Rulebook v1.7 338, 365, 372 agree.
      id: 'after',
      phase: 'after',
      title: 'Does the attempt go on?',
      text: 'The attempt goes on only while someone unstopped is left and at least one of them matches the mission’s affiliation icons (at a dual-icon mission, in both groups). Personnel stopped by a dilemma no longer take part.',
      question: 'Who is left in the crew or Away Team?',
      answers: [
        {
          id: 'go-on',
          label: 'Unstopped personnel, at least one matching the mission',
          to: [
            { if: 'combo-first-half', to: 'combo-second' },
            { to: 'reveal', do: ['next-card'] },
          ],
        },
        { id: 'nobody', label: 'Nobody unstopped', to: 'ended-nobody' },
        { id: 'no-match', label: 'Only personnel who do not match the mission', to: 'ended-no-match' },
        {
          id: 'one-group',
          label: 'At this dual-icon mission, the whole crew or the whole Away Team is stopped, disabled, killed or otherwise removed',
          to: 'dual-group-gone',
          if: 'dual',
        },
      ],
      cite: [
        {
          entry: RB,
          anchor: 'p-once-begun-a-mission-attempt-may',
          quote: 'Once begun, a mission attempt may not be aborted unless the Away Team or crew is "stopped" or no personnel remain at the mission location.',
        },
        {
          entry: RB,
          anchor: 'p-when-first-encountered-dilemmas-normally-affect',
          quote:
            '(If a dilemma "stops," relocates, or disables only part of the crew or Away Team, those personnel no longer participate in the mission attempt.)',
        },
        {
          entry: RB,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote: 'If you lose all matching personnel during the mission attempt, the mission attempt ends.',
        },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote: 'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends.',
        },
      ],
    },
    {
      // Glossary 2552–2553: the whole group stopped, or nobody left, ends the attempt.
      id: 'ended-nobody',
      phase: 'after',
      title: 'Nobody left: the attempt ends',
      text: 'With the whole group stopped, or nobody left, the attempt is over.',
      outcome: { kind: 'ended', summary: 'The attempt ends: nobody unstopped is left.' },
      cite: [
        { entry: MA, anchor: 'p-the-entire-crew-or-away-team', quote: 'The entire crew or Away Team is “stopped”.' },
        { entry: MA, anchor: 'p-no-one-remains-in-the-crew', quote: 'No one remains in the crew or Away Team.' },
      ],
    },
    {
      // Glossary 2544 (Rulebook v1.7 338): losing all matching personnel ends the attempt.
      id: 'ended-no-match',
      phase: 'after',
      title: 'No matching personnel left: the attempt ends',
      text: 'The personnel left may have helped, but without one matching the mission’s icons the attempt cannot continue.',
      outcome: { kind: 'ended', summary: 'The attempt ends: no personnel matching the mission are left.' },
      cite: [
        {
          entry: RB,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote: 'If you lose all matching personnel during the mission attempt, the mission attempt ends.',
        },
      ],
    },

    {
      // Glossary 1788 (dual-icon missions: either group stopped, disabled, killed or removed ends the attempt; a stopped
      // group stops the other), 2544 (dual-icon missions need a matching personnel in both groups to continue).
      id: 'dual-group-gone',
      phase: 'after',
      title: 'One group gone: the attempt ends',
      text: 'A dual-icon mission is attempted by both groups together. If either the crew or the Away Team is stopped, disabled, killed or otherwise removed, the attempt ends at once; and if either group is stopped, so is the other.',
      outcome: {
        kind: 'ended',
        summary: 'The attempt ends: one group is stopped, disabled, killed or removed (if either is stopped, both the crew and the Away Team are).',
      },
      cite: [
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-dilemmas-of-all-types-and-q',
          quote:
            'If either the crew or the Away Team is “stopped,” disabled, killed, or otherwise removed, the attempt immediately ends. (If either group is “stopped,” the other group is also “stopped.”)',
        },
        {
          entry: MA,
          anchor: 'p-to-begin-or-continue-a-mission',
          quote: '(Dual-icon missions require a matching personnel in both the crew and the Away Team.',
        },
      ],
    },

    // ── Q-Flash ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 3123 (you face your opponent's Q-Continuum; none, or its doorway closed: discard the Q-Flash). 3115:
      // one Q-Flash per mission, seeded like a dilemma, so a second from the same player is a mis-seed (2487). No
      // tension with Gray's Digital Edition: its "any number of Q-Flash doorways" (grays 119) stands under its own rule
      // two lines above, "You may not seed more than one copy of any card under the same mission" (grays 117), so it
      // too allows one per mission.
      id: 'q-flash',
      phase: 'q-flash',
      title: 'A Q-Flash',
      text: 'A Q-Flash makes you face your opponent’s Q-Continuum side deck, whoever seeded it; never your own. If your opponent has no Q-Continuum side deck in play (or its doorway is closed), the Q-Flash is discarded. A player may seed no more than one Q-Flash under a mission: a second from the same player is a mis-seed.',
      question: 'Does your opponent have a Q-Continuum side deck in play, its doorway open?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'q-flash-face' },
        { id: 'no', label: 'No: discard the Q-Flash', to: 'q-flash-discarded' },
      ],
      cite: [
        {
          entry: 'glossary/1e/q-continuum-side-deck',
          anchor: 'p-you-never-encounter-your-own-q',
          quote:
            'You never encounter your own Q-Continuum side deck. If you encounter a Q-Flash, regardless of who seeded it, you encounter your opponent’s Q-Continuum. If your opponent does not have a Q-Continuum side deck (or if its doorway is closed), discard that Q-Flash.',
        },
        {
          entry: RB,
          anchor: 'p-in-addition-to-dilemmas-you-may',
          quote: 'In addition to dilemmas, you may encounter a Q-Flash doorway seeded like a dilemma.',
        },
        {
          entry: 'glossary/1e/q-continuum-side-deck',
          anchor: 'p-seed-more-q-flash-doorways-like',
          quote: 'Seed more Q-Flash doorways like dilemmas under any mission (no more than one per mission)',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-more-than-one-copy-of-the',
          quote: 'more than one copy of the same dilemma (or card seeded like a dilemma): the first has its normal effect, the second is a mis-seed.',
        },
      ],
    },
    {
      // Glossary 3123: no Q-Continuum side deck to face: discard that Q-Flash.
      id: 'q-flash-discarded',
      phase: 'q-flash',
      title: 'The Q-Flash is discarded',
      text: 'With no Q-Continuum side deck to face, the Q-Flash has nothing to do: discard it and go on.',
      question: 'Discarded?',
      answers: [{ id: 'next', label: 'Go on', to: 'after' }],
      cite: [
        {
          entry: 'glossary/1e/q-continuum-side-deck',
          anchor: 'p-you-never-encounter-your-own-q',
          quote: 'If your opponent does not have a Q-Continuum side deck (or if its doorway is closed), discard that Q-Flash.',
        },
      ],
    },
    {
      // Glossary 3117 (one Q-icon card per personnel present, one at a time; duplicates discarded), 3121 (stop drawing
      // if the group is gone; Q-icon dilemmas stop nobody unless they say so), 1509 (dilemma resolution does not
      // apply), 1790 (dual-icon: both groups counted).
      id: 'q-flash-face',
      phase: 'q-flash',
      title: 'Face the Q-Continuum',
      text: 'Face as many Q-icon cards as there are personnel present (crew and Away Team together at a dual-icon mission), drawn and resolved one at a time; a duplicate within this Q-Flash is discarded without drawing another. Dilemma resolution does not apply to them, and a Q-icon dilemma stops nobody who cannot meet it unless it says so. If the whole group is killed, captured or relocated, stop drawing. Then discard the Q-Flash.',
      question: 'Done with the Q-icon cards?',
      answers: [{ id: 'next', label: 'Discard the Q-Flash and go on', to: 'after' }],
      cite: [
        {
          entry: 'glossary/1e/q-continuum-side-deck',
          anchor: 'p-when-your-opponent-encounters-a-q',
          quote:
            'When your opponent encounters a Q-Flash under a mission, his crew or Away Team must collectively face a number of cards from your Q-Continuum side deck equal to the number of personnel present.',
        },
        {
          entry: 'glossary/1e/q-continuum-side-deck',
          anchor: 'p-if-an-entire-crew-or-away',
          quote:
            'Unless otherwise specified, a Q-icon dilemma encountered during a Q-Flash does not “stop” a crew or Away Team that cannot meet its requirements.',
        },
        { entry: DR, anchor: 'p-this-section-applies-to-dilemmas-seeded', quote: 'It does not apply to Q-icon dilemmas encountered during a Q-Flash.' },
        {
          entry: 'glossary/1e/dual-icon-missions',
          anchor: 'p-space-dilemmas-affect-the-ship-and',
          quote: '(When a Q-Flash is encountered, X = the number of personnel in the crew and Away Team combined.)',
        },
      ],
    },

    // ── Requirements and solving ────────────────────────────────────────────────────────────────────────────
    {
      // Glossary 2566 (all resolved and requirements met: they must solve it), 2495 (your own mis-seed forbids it "for
      // the rest of the game": met here leads to the question whether one was revealed in an earlier attempt);
      // Rulebook v1.7 374, 342 and 117 agree.
      id: 'requirements',
      phase: 'requirements',
      title: 'Check the mission requirements',
      text: 'Every seed card is resolved. If your remaining unstopped personnel (one still matching the mission’s icons) have the skills, attributes and other features the mission requires, they must solve it. A mis-seed of your own revealed under this mission forbids it, in this attempt or any later one.',
      question: 'Do your remaining unstopped personnel meet the mission requirements?',
      answers: [
        { id: 'met', label: 'Yes', to: 'misseed-check', if: 'no-own-misseed' },
        { id: 'not-met', label: 'No', to: 'not-solved', if: 'no-own-misseed' },
        { id: 'own-misseed', label: 'I revealed my own mis-seed under this mission', to: 'cannot-solve', if: 'own-misseed' },
      ],
      cite: [
        {
          entry: RB,
          anchor: 'p-once-you-have-resolved-all-the',
          quote:
            'Once you have resolved all the dilemmas under a mission, if your remaining "unstopped" personnel can meet the mission requirements, you score the mission points and earn any artifacts present.',
        },
        {
          entry: MA,
          anchor: 'p-a-mission-attempt-may-not-be',
          quote: 'If you resolve all dilemmas and Q-Flashes and the remaining crew or Away Team meets the mission requirements, they must solve the mission',
        },
        {
          entry: RB,
          anchor: 'p-all-mission-cards-state-what-skills',
          quote:
            'For example, if a planet mission requires Computer Skill x2, at least two personnel with Computer Skill (or one personnel with Computer Skill x2) must be present in the Away Team for you to complete the mission.',
        },
      ],
    },
    {
      // Glossary 2555 (not stopped unless Mission Debriefing is in play), 2558 (a new attempt this turn), 3835;
      // Rulebook v1.7 376.
      id: 'not-solved',
      phase: 'requirements',
      title: 'Requirements not met: the attempt ends',
      text: 'The attempt ends without solving the mission. Failing to solve it does not stop the group (unless Mission Debriefing is in play): unstopped, they may go on with other actions, or attempt it again this turn as a new attempt.',
      outcome: { kind: 'not-solved', summary: 'The attempt ends unsolved; the group is not stopped (unless Mission Debriefing is in play).' },
      cite: [
        {
          entry: MA,
          anchor: 'p-all-dilemmas-are-resolved-but-the',
          quote:
            'All dilemmas are resolved but the crew or Away Team does not meet the requirements to solve the mission. (They are not “stopped” unless Mission Debriefing is in play.)',
        },
        {
          entry: MA,
          anchor: 'p-once-the-mission-attempt-is-ended',
          quote:
            'Once the mission attempt is ended by one of these circumstances (except by solving the mission), you may reattempt the mission on the same turn with “unstopped” personnel (and an “unstopped” ship for a space mission). This constitutes a new mission attempt',
        },
        { entry: RB, anchor: 'p-your-unstopped-away-team-is-free', quote: '(Failing to complete the mission does not "stop" the Away Team.)' },
      ],
    },
    {
      // Glossary 2495: your own mis-seed revealed (in any attempt of yours), you may not solve the mission "for the
      // rest of the game"; Rulebook v1.7 117 agrees. The walkthrough follows one attempt, so it asks about earlier ones.
      id: 'misseed-check',
      phase: 'requirements',
      title: 'Requirements met: any mis-seed of your own revealed here?',
      text: 'Revealing a mis-seed of your own under a mission forbids you to solve it for the rest of the game, not only in that attempt: one you revealed in an earlier attempt, on this turn or an earlier one, still counts. Your opponent’s mis-seeds, and yours revealed by your opponent, do not.',
      question: 'Have you revealed a mis-seed of your own under this mission, in an earlier attempt of this game?',
      answers: [
        { id: 'no', label: 'No: solve the mission', to: 'solve' },
        { id: 'yes', label: 'Yes', to: 'cannot-solve' },
      ],
      cite: [
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-you-may-deliberately-mis-seed-cards',
          quote:
            'However, if you reveal your own misseeded card under any mission, you may not solve that mission (or complete any objective targeting it) for the rest of the game.',
        },
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-you-may-deliberately-mis-seed-cards',
          quote: 'Revealing your opponent’s mis-seeds, or your opponent revealing your mis-seeds, does not affect your ability to solve a mission',
        },
        {
          entry: 'rules/1e/rulebook/3-dilemma-phase',
          anchor: 'p-any-cards-seeded-under-missions-other',
          quote:
            'If you reveal your own mis-seeded card in a mission or scouting attempt, you may not complete and score that mission or any objective targeting it.',
        },
      ],
    },
    {
      // Glossary 2495: your own mis-seed revealed, you may not solve the mission for the rest of the game; Rulebook
      // v1.7 117 agrees.
      id: 'cannot-solve',
      phase: 'requirements',
      title: 'Your own mis-seed: you may not solve it',
      text: 'Having revealed a mis-seed of your own under this mission, in this attempt or an earlier one, you may not solve it (nor complete an objective targeting it) for the rest of the game.',
      outcome: { kind: 'not-solved', summary: 'The attempt ends unsolved: your own mis-seed forbids solving this mission.' },
      cite: [
        {
          entry: 'glossary/1e/mis-seed',
          anchor: 'p-you-may-deliberately-mis-seed-cards',
          quote:
            'However, if you reveal your own misseeded card under any mission, you may not solve that mission (or complete any objective targeting it) for the rest of the game.',
        },
        {
          entry: 'rules/1e/rulebook/3-dilemma-phase',
          anchor: 'p-any-cards-seeded-under-missions-other',
          quote:
            'If you reveal your own mis-seeded card in a mission or scouting attempt, you may not complete and score that mission or any objective targeting it.',
        },
      ],
    },
    {
      // Glossary 2564 (points first, then mission text, then artifacts; a win ends the game before artifacts); Rulebook
      // v1.7 374 (slide the mission toward you; it cannot be attempted again).
      id: 'solve',
      phase: 'solve',
      title: 'Solve the mission',
      text: 'Score the mission points first; then resolve special text on the mission (or objectives targeting it); then earn the artifacts and cards seeded like them: equipment and “use as equipment” artifacts join you, personnel you seeded join you if compatible, personnel your opponent seeded are captured. If the points win the game, it ends before any artifact resolves. Slide the mission toward you: it cannot be attempted again.',
      outcome: { kind: 'solved', summary: 'The mission is solved: score its points and earn what was seeded there.' },
      cite: [
        {
          entry: MA,
          anchor: 'p-when-you-meet-the-requirements-for',
          quote:
            'When you meet the requirements for solving a mission, you first score any mission points, then resolve any special game text on that mission (or on any objectives targeting it), then earn and resolve any artifacts or cards seeded like artifacts.',
        },
        {
          entry: MA,
          anchor: 'p-when-you-meet-the-requirements-for',
          quote:
            '(See capturing. If scoring the mission points brings your score to victory conditions, the game ends immediately and you do not resolve any artifacts.)',
        },
        {
          entry: RB,
          anchor: 'p-once-you-have-resolved-all-the',
          quote:
            'To score the mission and mark it complete, slide the Mission card toward yourself about one-half card length. The completed mission remains on the table as a spaceline location, but it cannot be attempted or scored again.',
        },
      ],
    },
  ],
} satisfies MachineFor<typeof logic1e>;
