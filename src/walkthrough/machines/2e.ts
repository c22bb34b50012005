/**
 * Second Edition: one mission attempt, from counting the personnel to scoring and the win check, keeping the
 * running numbers (dilemmas drawn, left in the stack, cost left, personnel left). Which document governs: the
 * Current Rulings of 3 January 2011 are "updates to the Second Edition Rulebook, including changes, clarifications,
 * and situations it does not address" (2e-current-rulings-2011-01-03.txt lines 8–9), so they stand over the
 * rulebook WHERE THEY SPEAK; where they are silent, the rulebook (Continuing Committee Rulebook v3, 2e-rulebook.txt)
 * stands. Their "attempting missions" entry (lines 31–103) gives the timing; the rulebook's "Facing Dilemmas" and
 * "Checking Mission Requirements" (lines 528–791) give the rest. Where the two pull two ways, the step follows the
 * governing one and shows the other as a tension. Each state's comment names the rule behind it (file and line).
 */
import type { MachineFor } from '../schema.ts';
import type { logic2e } from './logic-2e.ts';

const AM = 'rulings/2e/attempting-missions';
const FD = 'rules/2e/rulebook/facing-dilemmas';
const ORDER = 'rules/2e/rulebook/order-attempt-a-mission';
const CHECK = 'rules/2e/rulebook/checking-mission-requirements';
const ERRATUM = 'An erratum of the Current Rulings (3 January 2011): it replaces the card’s printed text.';
const TIMING =
  'The Current Rulings (3 January 2011) give the timing of a mission attempt; where they speak they stand over the rulebook, where they are silent the rulebook stands.';

export const machine2e = {
  edition: '2E',
  title: 'Dilemma walkthrough: Second Edition',
  intro:
    'One mission attempt, from counting your personnel to scoring the mission: how many dilemmas your opponent draws and may spend, each dilemma revealed and checked against the cost left, faced one action at a time, then the mission requirements and the win check. The timing follows the Current Rulings (3 January 2011), which stand over the rulebook where they speak; where they are silent, the rulebook stands. Every step quotes its rule with a link to the passage.',
  initial: 'begin',
  phases: [
    { id: 'begin', title: 'Begin the attempt' },
    { id: 'draw', title: 'Draw dilemmas' },
    { id: 'face', title: 'Face dilemmas' },
    { id: 'overcome', title: 'Overcome, or placed' },
    { id: 'complete', title: 'Complete the mission' },
  ],
  context: {
    mission: null,
    personnel: null,
    beneath: null,
    announced: null,
    drawn: null,
    stack: null,
    costLimit: null,
    costLeft: null,
    lastCost: null,
    overcome: 0,
  },
  counters: [
    { key: 'personnel', label: 'Personnel in the attempt' },
    { key: 'announced', label: 'Number announced' },
    { key: 'drawn', label: 'Dilemmas drawn' },
    { key: 'stack', label: 'Dilemmas left in the stack' },
    { key: 'costLeft', label: 'Cost your opponent has left to spend', of: 'costLimit' },
    { key: 'overcome', label: 'Dilemmas overcome this attempt' },
  ],
  guards: {
    'can-reveal': 'personnel are left in the attempt and dilemmas are left in the stack',
    'nobody-left': 'no personnel are left in the attempt',
    'stack-empty': 'personnel are left and the dilemma stack is empty',
    'over-cost': 'the revealed dilemma costs more than your opponent has left to spend',
  },
  actions: {
    'set-planet': 'note a planet mission',
    'set-space': 'note a space mission',
    'set-personnel': 'count the personnel in the attempt',
    'set-beneath': 'announce personnel minus the overcome dilemmas beneath the mission; that is also the total cost',
    'set-cost-limit': 'card text sets a different total cost your opponent may spend',
    draw: 'your opponent draws the number announced (never fewer than 0)',
    'draw-modified': 'your opponent draws the number announced plus the modifier (never fewer than 0)',
    'set-stack': 'the chosen dilemmas form the stack',
    'reveal-unfaced': 'the revealed dilemma leaves the stack and is overcome without being faced',
    'reveal-cost': 'the revealed dilemma leaves the stack; note its cost',
    'overcome-revealed': 'the revealed dilemma is overcome',
    'deduct-cost': 'deduct the revealed dilemma’s cost from what your opponent has left',
    'remove-personnel': 'personnel stopped, killed or removed leave the attempt',
    'overcome-faced': 'the faced dilemma is overcome',
    'return-rest': 'the dilemmas not yet faced leave the stack without being faced',
    'overcome-rest': 'every dilemma left in the stack is overcome',
    'prevent-top': 'the dilemma about to be revealed is prevented and overcome; the personnel who prevented it leaves the attempt',
  },
  states: [
    // ── Begin ───────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Rulebook 2e-rulebook.txt 500–518 (ORDER – ATTEMPT A MISSION): your own planet or space missions only, never a
      // headquarters; 784–786: a completed mission "You cannot attempt it again for the rest of the game." The Current
      // Rulings are silent on which missions, so the rulebook stands.
      id: 'begin',
      phase: 'begin',
      title: 'Which mission?',
      text: 'Your personnel may attempt only your own planet or space missions that are not yet completed; headquarters missions cannot be attempted.',
      question: 'What are you attempting?',
      answers: [
        { id: 'planet', label: 'One of my planet missions', to: 'begin-planet', do: ['set-planet'] },
        { id: 'space', label: 'One of my space missions', to: 'begin-space', do: ['set-space'] },
        { id: 'other', label: 'A headquarters mission, or my opponent’s mission', to: 'cannot-attempt' },
        { id: 'completed', label: 'One of my missions that is already completed', to: 'cannot-attempt' },
      ],
      cite: [
        {
          entry: ORDER,
          anchor: 'p-this-order-allows-your-personnel-at',
          quote: 'This order allows your personnel at one of your planet or space missions to attempt to complete it.',
        },
        { entry: ORDER, anchor: 'p-headquarters-missions-cannot-be-attempted', quote: 'Headquarters missions cannot be attempted.' },
        { entry: ORDER, anchor: 'p-your-personnel-may-attempt-only-your', quote: 'Your personnel may attempt only your own missions, not an opponent’s.' },
        { entry: CHECK, anchor: 'p-if-your-personnel-have-all-the', quote: 'You cannot attempt it again for the rest of the game.' },
      ],
    },
    {
      // Rulebook 503 and 518–522: all your unstopped personnel on the planet; one must match the mission's icons (or
      // its affiliation text). Stopped personnel are ignored: 2E glossary "stopped", line 1447 on.
      id: 'begin-planet',
      phase: 'begin',
      title: 'All your unstopped personnel on the planet',
      text: 'Every one of your unstopped personnel on that planet takes part; stopped personnel there are ignored.',
      question: 'Does at least one of them have an affiliation icon matching the mission (or meet the affiliation text it uses instead)?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'begin-count' },
        { id: 'no', label: 'No', to: 'no-match' },
      ],
      cite: [
        {
          entry: ORDER,
          anchor: 'p-a-planet-mission-is-attempted-by',
          quote: 'A planet mission is attempted by all of your unstopped personnel on that planet.',
        },
        {
          entry: ORDER,
          anchor: 'p-your-personnel-may-attempt-only-your',
          quote: 'To attempt a mission, the affiliation icon on at least one of the personnel attempting must match one of the icons on that mission.',
        },
        {
          entry: 'glossary/2e/stopped',
          anchor: 'p-stopped-cards-do-not-prevent-you',
          quote: 'You may attempt a planet mission using your unstopped personnel on that planet; any stopped personnel on the planet are ignored.',
        },
      ],
    },
    {
      // Rulebook 505–506 and 518–522: all your unstopped personnel aboard one unstopped ship of your choice there.
      id: 'begin-space',
      phase: 'begin',
      title: 'All your unstopped personnel aboard one ship',
      text: 'Choose one of your unstopped ships at the mission: all your unstopped personnel aboard it take part.',
      question: 'Does at least one of them have an affiliation icon matching the mission (or meet the affiliation text it uses instead)?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'begin-count' },
        { id: 'no', label: 'No', to: 'no-match' },
      ],
      cite: [
        {
          entry: ORDER,
          anchor: 'p-a-space-mission-is-attempted-by',
          quote: 'A space mission is attempted by all of your unstopped personnel aboard your choice of your unstopped ships at that mission.',
        },
        {
          entry: ORDER,
          anchor: 'p-your-personnel-may-attempt-only-your',
          quote:
            'Sometimes, missions use text rather than icons to tell you which affiliations may attempt them, and these also require only that at least one of the attempting personnel meet the affiliation condition.',
        },
      ],
    },
    {
      // Rulebook 528: "When your personnel begin a mission attempt, count them and reveal the total."
      id: 'begin-count',
      phase: 'begin',
      title: 'Count your personnel',
      text: 'Count the personnel in the attempt and reveal the total.',
      question: 'How many personnel are in the attempt?',
      answers: [{ id: 'personnel', label: 'Continue', to: 'begin-beneath', do: ['set-personnel'], input: { label: 'Personnel in the attempt', min: 1 } }],
      cite: [
        { entry: FD, anchor: 'p-when-your-personnel-begin-a-mission', quote: 'When your personnel begin a mission attempt, count them and reveal the total.' },
      ],
    },
    {
      // Rulebook 528–530: overcome dilemmas beneath the mission are subtracted first; 2E glossary "dilemmas" line 1153:
      // every dilemma beneath a mission is an overcome dilemma.
      id: 'begin-beneath',
      phase: 'begin',
      title: 'Overcome dilemmas beneath the mission',
      text: 'Dilemmas overcome in earlier attempts lie beneath the mission; their number is subtracted from your personnel first.',
      question: 'How many overcome dilemmas are beneath this mission already?',
      answers: [{ id: 'beneath', label: 'Continue', to: 'announce', do: ['set-beneath'], input: { label: 'Overcome dilemmas beneath the mission' } }],
      cite: [
        {
          entry: FD,
          anchor: 'p-when-your-personnel-begin-a-mission',
          quote: 'If you attempt a mission where there are overcome dilemmas underneath it, the number of those dilemmas is subtracted from that total first.',
        },
        {
          entry: 'glossary/2e/dilemmas',
          anchor: 'p-a-dilemma-being-placed-beneath-a',
          quote: 'A dilemma being placed beneath a mission for any reason is being overcome. Each dilemma beneath a mission is an overcome dilemma.',
        },
      ],
    },
    {
      // Current Rulings 35–39 (steps 1a–1b): announce the difference; "begins a mission attempt" triggers. Rulebook
      // 533–537: that number is also the total cost. Errata change the total cost apart from the draw (Current Rulings
      // 320–322 Krajensky Founder, 357–358 Mot, The Barber, 441–443 Transport Crash Survivor), all of them when the
      // attempt begins: so the reader may set the actual total here.
      id: 'announce',
      phase: 'begin',
      title: 'Announce the attempt',
      text: 'Announce where and by what means you attempt the mission, show the personnel, and announce the difference: personnel minus overcome dilemmas beneath (the “Number announced” among the running numbers). That number is also the total cost your opponent may spend on dilemmas, unless card text changes the total: some errata add to it or take from it apart from the draw (Mot, The Barber: one less; Krajensky Founder: two extra; Transport Crash Survivor: six extra), when the attempt begins. “When … begins a mission attempt” triggers now. Once begun, the attempt cannot be aborted.',
      question: 'Does any card text change the total cost your opponent may spend? If not, your opponent draws dilemmas.',
      answers: [
        { id: 'go', label: 'Your opponent draws dilemmas', to: 'draw' },
        {
          id: 'cost-limit',
          label: 'Card text changes the total cost: set it, then your opponent draws',
          to: 'draw',
          do: ['set-cost-limit'],
          input: { label: 'Total cost your opponent may spend' },
        },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-a-ap-announces-where-and-by',
          quote:
            'a. AP announces where and by what means (normal or game text), showing required personnel, and announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.',
          note: TIMING,
        },
        { entry: AM, anchor: 'p-b-when-begins-a-mission-attempt', quote: 'b. "When . . . begins a mission attempt" triggers process.' },
        { entry: ORDER, anchor: 'p-your-personnel-may-attempt-only-your', quote: 'Once you begin a mission attempt, you cannot “abort” that attempt.' },
        {
          entry: FD,
          anchor: 'p-for-example-if-you-attempt-a',
          quote:
            'If you attempt a mission with eight personnel where there are three dilemmas already overcome beneath the mission, your opponent draws only five dilemmas during the attempt, and 5 is the total cost your opponent can spend on dilemmas.',
        },
        {
          entry: 'errata/2e/mot-the-barber',
          anchor: 'p-when-your-six-personnel-present-attempt',
          quote: 'subtract one from the number of dilemmas your opponent may draw and one from the total cost he or she may spend on dilemmas.',
          note: ERRATUM,
        },
        {
          entry: 'errata/2e/krajensky-founder-adversary',
          anchor: 'p-founder-infiltrator-shape-shifter-when-personnel',
          quote: 'you may draw two extra dilemmas and spend two extra in total cost on dilemmas.',
          note: ERRATUM,
        },
        {
          entry: 'errata/2e/transport-crash-survivor',
          anchor: 'p-when-a-players-personnel-begin-a',
          quote: 'the player to the left of that player may draw six extra dilemmas and spend six extra on dilemmas.',
          note: ERRATUM,
        },
      ],
    },
    {
      // Rulebook 518–522: at least one attempting personnel must match the mission's icons (or its affiliation text).
      id: 'no-match',
      phase: 'begin',
      title: 'The attempt cannot begin',
      text: 'Without a personnel matching the mission’s affiliation icons (or its affiliation text), the mission cannot be attempted.',
      outcome: { kind: 'cannot-begin', summary: 'No attempt: nobody matches the mission.' },
      cite: [
        {
          entry: ORDER,
          anchor: 'p-your-personnel-may-attempt-only-your',
          quote: 'To attempt a mission, the affiliation icon on at least one of the personnel attempting must match one of the icons on that mission.',
        },
      ],
    },
    {
      // Rulebook 508 (headquarters), 518 (only your own missions) and 784–786 (a completed mission: "You cannot attempt
      // it again for the rest of the game.").
      id: 'cannot-attempt',
      phase: 'begin',
      title: 'This mission cannot be attempted',
      text: 'Headquarters missions, your opponent’s missions, and missions you have completed are never attempted by your personnel: a completed mission cannot be attempted again for the rest of the game.',
      outcome: { kind: 'cannot-begin', summary: 'No attempt: you may not attempt this mission.' },
      cite: [
        { entry: ORDER, anchor: 'p-headquarters-missions-cannot-be-attempted', quote: 'Headquarters missions cannot be attempted.' },
        { entry: ORDER, anchor: 'p-your-personnel-may-attempt-only-your', quote: 'Your personnel may attempt only your own missions, not an opponent’s.' },
        {
          entry: CHECK,
          anchor: 'p-if-your-personnel-have-all-the',
          quote:
            'Pull it half a card length toward you. Add its points to your score. Any dilemmas that have been overcome there remain beneath that mission. You cannot attempt it again for the rest of the game.',
        },
      ],
    },

    // ── Draw ────────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Current Rulings 43–48 (steps 2a–2c): about-to-draw triggers, draw the number announced plus or minus modifiers,
      // minimum 0, drawn triggers. Rulebook 533–534: the player on your left sets the hand aside. The cost limit is set
      // at "announce": the errata that change it say so apart from the draw (Rekar, lines 382–386, changes the draw
      // only).
      id: 'draw',
      phase: 'draw',
      title: 'Your opponent draws dilemmas',
      text: '“When … about to draw dilemmas” triggers first. Then the player on your left sets their hand aside and draws the number announced, plus or minus any modifiers, never fewer than 0. A change to the draw does not change the total cost they may spend: the errata that change both say so of each (Mot, The Barber; Krajensky Founder; Transport Crash Survivor), and some change the draw alone (Rekar, Tool of the Tal’Shiar). The total cost was set when the attempt began. “When … drawn dilemmas” text works even if they drew 0 or 1.',
      question: 'Does any card text change how many dilemmas they draw (e.g. Mot, The Barber: one fewer; Transport Crash Survivor: six extra)?',
      answers: [
        { id: 'draw', label: 'No: they draw the number announced', to: 'choose', do: ['draw'] },
        {
          id: 'modifier',
          label: 'Yes: they draw more or fewer',
          to: 'choose',
          do: ['draw-modified'],
          input: { label: 'Modifier (negative for fewer)', min: -20, max: 20 },
        },
      ],
      cite: [
        { entry: AM, anchor: 'p-a-when-about-to-draw-dilemmas', quote: 'a. "When . . . about to draw dilemmas" triggers process.' },
        {
          entry: AM,
          anchor: 'p-b-opponent-op-draws-dilemmas-from',
          quote: 'b. Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0).',
          note: TIMING,
        },
        { entry: AM, anchor: 'p-c-when-drawn-dilemmas-triggers-process', quote: 'c. "When . . . drawn dilemmas" triggers process.' },
        {
          entry: FD,
          anchor: 'p-the-player-on-your-left-sets',
          quote:
            'The player on your left sets his or her hand aside, then draws that number of cards from his or her dilemma pile. That number is also the total cost in dilemmas your opponent can spend on dilemmas.',
        },
        {
          entry: 'errata/2e/rekar-tool-of-the-talshiar',
          anchor: 'p-commander-u-s-s-prometheus-when',
          quote: 'subtract one from the number of dilemmas your opponent can draw.',
          note: ERRATUM,
        },
        {
          entry: 'glossary/2e/dilemmas',
          anchor: 'p-you-may-use-game-text-that',
          quote: 'You may use game text that works when you have “drawn dilemmas” even if you drew 0 dilemmas or 1 dilemma.',
        },
      ],
    },
    {
      // Current Rulings 50–54 (steps 2d–2e); rulebook 547–548: the stack face down, in the order of their choice.
      id: 'choose',
      phase: 'draw',
      title: 'Your opponent builds the dilemma stack',
      text: 'They choose any number of the drawn dilemmas, 0 or more, and stack them face down in the order they like: that is the dilemma stack. The rest go face up to the bottom of their dilemma pile. “When … (choose/chosen) dilemmas” triggers then.',
      question: 'How many dilemmas are in the stack?',
      answers: [{ id: 'stack', label: 'Continue', to: 'face', do: ['set-stack'], input: { label: 'Dilemmas in the stack', max: { from: 'drawn' } } }],
      cite: [
        {
          entry: AM,
          anchor: 'p-d-op-selects-any-number-0',
          quote:
            'd. OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.',
        },
        { entry: AM, anchor: 'p-e-when-choose-chosen-dilemmas-triggers', quote: 'e. "When . . . (choose/chosen) dilemmas" triggers process.' },
        {
          entry: FD,
          anchor: 'p-your-opponent-takes-the-dilemmas-he',
          quote:
            'Your opponent takes the dilemmas he or she has chosen and places them in a face down stack in the order of his or her choice. This is his or her dilemma stack.',
        },
      ],
    },

    // ── Face ────────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Current Rulings 58–63 (steps 3a–3c) and 87–88 (part 5 once the stack is empty); 308–310 (James T. Kirk,
      // Original Thinker: a "when a dilemma is about to be revealed" trigger of step 3b that prevents and overcomes it).
      id: 'face',
      phase: 'face',
      title: 'Before the next dilemma',
      text: 'Before each dilemma: if nobody is left in the attempt, every dilemma left in the stack is overcome. If the stack is empty, the remaining personnel go on to complete the mission. Otherwise “When … about to be revealed” triggers, and your opponent reveals the top dilemma. One such trigger is James T. Kirk, Original Thinker’s: if he is attempting the mission, you may return him to his owner’s hand to prevent and overcome the dilemma about to be revealed.',
      question: 'What comes next?',
      answers: [
        { id: 'reveal', label: 'Your opponent reveals the top dilemma', to: 'reveal', if: 'can-reveal' },
        {
          id: 'prevent',
          label: 'Before it is revealed, I return James T. Kirk, Original Thinker, to my hand to prevent and overcome it',
          to: 'prevented',
          if: 'can-reveal',
          do: ['prevent-top'],
        },
        { id: 'nobody', label: 'Nobody is left: the rest of the stack is overcome', to: 'all-stopped', if: 'nobody-left', do: ['overcome-rest'] },
        { id: 'complete', label: 'The stack is empty: complete the mission', to: 'complete', if: 'stack-empty' },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-a-if-there-are-no-personnel',
          quote: 'a. If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome.',
          note: TIMING,
        },
        { entry: AM, anchor: 'p-b-when-dilemma-about-to-be', quote: 'b. "When . . . dilemma . . . about to (be) reveal(ed)" triggers process.' },
        { entry: AM, anchor: 'p-c-op-reveals-the-top-card', quote: 'c. OP reveals the top card of the dilemma stack to AP.' },
        {
          entry: 'errata/2e/james-t-kirk-original-thinker',
          anchor: 'p-admiral-commander-u-s-s-enterprise',
          quote:
            'When a dilemma is about to be revealed, if this personnel is attempting a mission, you may return him to his owner’s hand to prevent and overcome that dilemma.',
          note: ERRATUM,
        },
        {
          entry: AM,
          anchor: 'p-once-the-dilemma-stack-is-empty',
          quote:
            'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
        },
      ],
    },
    {
      // Current Rulings 308–310 (James T. Kirk, Original Thinker – Erratum: "When a dilemma is about to be revealed …
      // return him to his owner’s hand to prevent and overcome that dilemma") and 61 (step 3b, where "about to (be)
      // reveal(ed)" triggers process, before 3c reveals it), 85 (step 4b: repeat from Facing Dilemmas). Overcome at 3b,
      // the dilemma never reaches the reveal (3c) or the duplication, type and cost check (3f).
      id: 'prevented',
      phase: 'face',
      title: 'Prevented and overcome before it is revealed',
      text: 'James T. Kirk, Original Thinker, was attempting the mission, and you returned him to his owner’s hand when the dilemma was about to be revealed: that dilemma is prevented and overcome. This happens at step 3b of the timing, before step 3c reveals the dilemma, so it is not revealed, checked for duplication, type and cost, or faced. Kirk, in your hand, is no longer one of the personnel attempting the mission. The process repeats from Facing Dilemmas.',
      question: 'Prevented and overcome?',
      answers: [{ id: 'next', label: 'Next dilemma', to: 'face' }],
      cite: [
        {
          entry: 'errata/2e/james-t-kirk-original-thinker',
          anchor: 'p-admiral-commander-u-s-s-enterprise',
          quote:
            'Admiral. Commander: U.S.S. Enterprise. When a dilemma is about to be revealed, if this personnel is attempting a mission, you may return him to his owner’s hand to prevent and overcome that dilemma.',
          note: ERRATUM,
        },
        {
          entry: AM,
          anchor: 'p-b-when-dilemma-about-to-be',
          quote: 'b. "When . . . dilemma . . . about to (be) reveal(ed)" triggers process.',
          note: TIMING,
        },
        { entry: AM, anchor: 'p-c-op-reveals-the-top-card', quote: 'c. OP reveals the top card of the dilemma stack to AP.' },
        {
          entry: AM,
          anchor: 'p-f-check-dilemma-for-duplication-type',
          quote: 'f. Check dilemma for duplication, type, and cost.',
        },
        { entry: AM, anchor: 'p-b-repeat-the-process-beginning-at', quote: 'b. Repeat the process beginning at "Facing Dilemmas".' },
      ],
    },
    {
      // Current Rulings 65–70 (steps 3d–3f): the checks for duplication, type and cost. Rulebook 743–750 says what
      // failing each means; for the cost it adds that the rest of the stack is overcome too (see "over-cost").
      id: 'reveal',
      phase: 'face',
      title: 'Check the revealed dilemma',
      text: '“When … reveal” triggers, then cost-related responses and cost-modifying dilemma text. Then the dilemma is checked for duplication, type and cost: a copy of a dilemma already revealed in this attempt, the wrong type for this mission, or a cost above what your opponent has left to spend. Failing any of these, it is overcome without being faced; failing on cost, every dilemma left in the stack is overcome with it. Otherwise its cost is deducted.',
      question: 'What is the revealed dilemma?',
      answers: [
        { id: 'duplicate', label: 'A copy of a dilemma already revealed in this attempt', to: 'not-faced', do: ['reveal-unfaced'] },
        {
          id: 'wrong-type',
          label: 'The wrong type: a space dilemma at a planet mission, or a planet dilemma at a space mission',
          to: 'not-faced',
          do: ['reveal-unfaced'],
        },
        {
          id: 'cost',
          label: 'Neither: check its cost',
          to: [
            { if: 'over-cost', to: 'over-cost', do: ['overcome-revealed', 'overcome-rest'] },
            { to: 'face-it', do: ['deduct-cost'] },
          ],
          do: ['reveal-cost'],
          input: { label: 'Its cost (after any cost modifiers)' },
        },
      ],
      cite: [
        { entry: AM, anchor: 'p-d-when-reveal-triggers-process', quote: 'd. "When . . . reveal" triggers process.' },
        { entry: AM, anchor: 'p-e-cost-related-response-actions-and', quote: 'e. Cost-related response actions and cost-modifying dilemma gametext process.' },
        {
          entry: AM,
          anchor: 'p-f-check-dilemma-for-duplication-type',
          quote:
            'f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.',
          note: TIMING,
        },
        {
          entry: FD,
          anchor: 'p-if-your-opponent-reveals-more-than',
          quote:
            'If your opponent reveals more than one copy of the same dilemma in a mission attempt, your personnel do not face that dilemma and it is overcome. If your opponent reveals a space dilemma while your personnel are attempting a planet mission (or a planet dilemma while your personnel are attempting a space mission), your personnel do not face that dilemma and it is overcome.',
        },
      ],
      tensions: [
        {
          title: 'What counts as “the same dilemma”?',
          summary:
            'The duplicate check speaks of “more than one copy of the same dilemma” without saying how copies are told apart. The only rule that counts copies, deck building, counts them by title, ignoring subtitles.',
          passages: [
            {
              entry: FD,
              anchor: 'p-if-your-opponent-reveals-more-than',
              quote:
                'If your opponent reveals more than one copy of the same dilemma in a mission attempt, your personnel do not face that dilemma and it is overcome.',
            },
            {
              entry: 'rules/2e/rulebook/building-a-deck',
              anchor: 'p-you-may-use-no-more-than',
              quote: 'You may use no more than three copies of each card title (ignoring subtitles).',
            },
          ],
          follows: 'The sources leave it open; the walkthrough asks you whether the card is a copy, and goes on from your answer.',
        },
      ],
    },
    {
      // Current Rulings 69 (step 3f: "If it fails any of these, it is overcome"); rulebook 743–747.
      id: 'not-faced',
      phase: 'face',
      title: 'Overcome without being faced',
      text: 'Your personnel do not face it, and it costs your opponent nothing: it is overcome.',
      question: 'Overcome?',
      answers: [{ id: 'next', label: 'Next dilemma', to: 'face' }],
      cite: [
        { entry: AM, anchor: 'p-f-check-dilemma-for-duplication-type', quote: 'If it fails any of these, it is overcome.' },
        { entry: FD, anchor: 'p-if-your-opponent-reveals-more-than', quote: 'your personnel do not face that dilemma and it is overcome.' },
      ],
    },
    {
      // Rulebook 747–750: a too-costly dilemma is overcome "along with any remaining dilemmas (regardless of their
      // cost)". Current Rulings 69–70 (step 3f) say only that the dilemma failing the check is overcome: they are
      // silent on the rest of the stack, and silence does not override, so the rulebook stands.
      id: 'over-cost',
      phase: 'face',
      title: 'Too costly: overcome, with the rest of the stack',
      text: 'Its cost is more than your opponent has left to spend, so your personnel do not face it: it is overcome, nothing is deducted, and every dilemma still in the stack is overcome with it, whatever its cost. The stack is now empty.',
      question: 'Overcome?',
      answers: [{ id: 'rest-overcome', label: 'Go on: the stack is empty', to: 'face' }],
      cite: [
        {
          entry: FD,
          anchor: 'p-if-your-opponent-reveals-more-than',
          quote:
            'If your opponent reveals a dilemma that would make the total cost of dilemmas greater than the total cost your opponent can spend on dilemmas, you do not face that dilemma and it is overcome, along with any remaining dilemmas (regardless of their cost).',
          note: 'The Current Rulings’ timing (step 3f) is silent on the dilemmas left in the stack, so the rulebook stands on them.',
        },
        {
          entry: AM,
          anchor: 'p-f-check-dilemma-for-duplication-type',
          quote: 'f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome.',
          note: TIMING,
        },
      ],
      tensions: [
        {
          title: 'Does a too-costly dilemma take the rest of the stack with it?',
          summary:
            'The rulebook says it does: the dilemma is overcome “along with any remaining dilemmas (regardless of their cost)”. The Current Rulings’ timing (step 3f) says only that a dilemma failing the cost check is overcome; it says nothing of the dilemmas left in the stack. That silence is not an override.',
          passages: [
            {
              entry: FD,
              anchor: 'p-if-your-opponent-reveals-more-than',
              quote:
                'If your opponent reveals a dilemma that would make the total cost of dilemmas greater than the total cost your opponent can spend on dilemmas, you do not face that dilemma and it is overcome, along with any remaining dilemmas (regardless of their cost).',
            },
            {
              entry: AM,
              anchor: 'p-f-check-dilemma-for-duplication-type',
              quote:
                'f. Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.',
              note: 'Silent on the dilemmas left in the stack.',
            },
          ],
          verdict: {
            stands: 0,
            reason:
              'The Current Rulings’ step 3f says only that a dilemma failing the cost check is overcome; it is silent on the dilemmas left in the stack. Where the Current Rulings are silent, the rulebook stands.',
            // Step 3f stands too: it does not speak to the rest of the stack, so it contradicts nothing.
            alsoStand: [1],
          },
          follows:
            'The Current Rulings stand over the rulebook only where they speak, and here they are silent on the rest of the stack, so the rulebook stands: every dilemma left in the stack is overcome with the too-costly one.',
        },
      ],
    },
    {
      // Current Rulings 72–78 (steps 3g–3i), 115–126 (actions; Pinned Down) and 155–156 (responses once per dilemma);
      // rulebook 634–659 (a card that cannot perform an action; "if you cannot") and 714–718 (stopped personnel leave).
      id: 'face-it',
      phase: 'face',
      title: 'Face it, one action at a time',
      text: 'Its cost is deducted. “When … about to face” triggers; then its text is carried out one action at a time. Responses (“while … facing a dilemma”) fit before or after an action, never in the middle of one, and a response triggered “when” personnel are “facing a dilemma” may be used only once per dilemma. A card randomly selected for an action it cannot perform ignores it; a card that cannot perform an action cannot be chosen for it. “If you cannot X, Y”: if X was not done completely, do Y. Personnel stopped or killed leave the attempt and face no more dilemmas.',
      question: 'How many of your personnel did it stop, kill or otherwise remove from the attempt?',
      answers: [
        {
          id: 'removed',
          label: 'Continue',
          to: 'placed',
          do: ['remove-personnel'],
          input: { label: 'Personnel removed from the attempt', max: { from: 'personnel' } },
        },
      ],
      cite: [
        { entry: AM, anchor: 'p-g-when-about-to-face-dilemma', quote: 'g. "When . . . about to face . . . dilemma" triggers process.' },
        {
          entry: AM,
          anchor: 'p-i-process-the-dilemmas-non-cost',
          quote: 'i. Process the dilemma’s non-cost-related gametext, one action at a time.',
          note: TIMING,
        },
        {
          entry: 'rulings/2e/dilemmas',
          anchor: 'p-a-dilemmas-instructions-are-broken-down',
          quote:
            'A dilemma’s instructions are broken down into actions. You may use applicable game text (“While . . . facing a dilemma”) only before or after any of these actions, not in the middle of one.',
          note: 'The Current Rulings (3 January 2011) restate the rulebook’s passage on actions and stand over it where they differ (see Pinned Down below).',
        },
        {
          entry: 'rulings/2e/response-actions',
          anchor: 'p-response-actions-triggered-when-personnel-are',
          quote: 'Response actions triggered “when” personnel are “facing a dilemma” can only be used once per dilemma.',
        },
        {
          entry: FD,
          anchor: 'p-when-a-card-is-selected-to',
          quote:
            'When a card is selected to perform an action and that card cannot perform that action, that action is ignored. … When a card has a player choose a card to perform an action, if that card cannot perform that action, that card cannot be chosen.',
        },
        {
          entry: FD,
          anchor: 'p-some-dilemmas-describe-one-effect-followed',
          quote:
            'Some dilemmas describe one effect, followed by an alternate effect “if you cannot” perform the first. In such cases, if the first effect is not performed completely, you must perform the second.',
        },
        {
          entry: FD,
          anchor: 'p-as-you-continue-through-your-opponents',
          quote:
            'Remove stopped personnel from the mission attempt; they are not subject to the effects of any further dilemmas, nor can you use them to help overcome more dilemmas.',
        },
      ],
      tensions: [
        {
          title: 'Pinned Down: one action or two for each personnel stopped?',
          summary:
            'The rulebook counts each “randomly select a personnel to be stopped” as one action; the Current Rulings count it as two (the selection, then the stop), with a chance to respond in between.',
          passages: [
            {
              entry: FD,
              anchor: 'p-a-dilemmas-instructions-are-broken-down',
              quote: 'Each instruction to “randomly select a [personnel] to be stopped” is a separate action and you can act before or after each of them.',
            },
            {
              entry: 'rulings/2e/dilemmas',
              anchor: 'p-for-example-pinned-down-reads-randomly',
              quote:
                'Each instruction to “randomly select a [personnel] to be stopped” is a set of two actions and you can act before the random selection, after the random selection but before the personnel is stopped, or after the personnel is stopped.',
            },
          ],
          follows: 'The Current Rulings stand: you may respond after the random selection and before the stop.',
          disagreement: 'pinned-down-actions',
        },
      ],
    },

    // ── Overcome, or placed ─────────────────────────────────────────────────────────────────────────────────
    {
      // Current Rulings 82–85 (steps 4a–4b); rulebook 685–689 (placed somewhere, or overcome beneath the mission).
      id: 'placed',
      phase: 'overcome',
      title: 'Overcome, or placed somewhere',
      text: 'If its text told you where to put it (face up at the bottom of your opponent’s dilemma pile, on your ship, on the mission…), it goes there and you are no longer facing it. If not, once all its text is carried out it is overcome: face up beneath the mission.',
      question: 'Did its text place it somewhere?',
      answers: [
        { id: 'overcome', label: 'No: it is overcome, beneath the mission', to: 'face', do: ['overcome-faced'] },
        { id: 'placed', label: 'Yes: it goes where its text says', to: 'face' },
        { id: 'with-rest', label: 'Its text sends it and every dilemma not yet faced back to the dilemma pile', to: 'face', do: ['return-rest'] },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-a-after-all-of-a-dilemma',
          quote: 'a. After all of a dilemma is processed, if the AP has not been instructed to place it somewhere, it is overcome.',
          note: TIMING,
        },
        { entry: AM, anchor: 'p-b-repeat-the-process-beginning-at', quote: 'b. Repeat the process beginning at "Facing Dilemmas".' },
        {
          entry: FD,
          anchor: 'p-sometimes-a-dilemma-will-tell-you',
          quote:
            'Sometimes a dilemma will tell you to place it in a specific location, like back in your opponent’s dilemma pile (place such cards face up on the bottom of that pile) or on your ship. If you carry out all instructions on a dilemma and have not been told where to place it, then you have overcome that dilemma; place it face up beneath the mission you are attempting.',
        },
        {
          entry: 'glossary/2e/dilemmas',
          anchor: 'p-each-of-your-personnel-involved-in',
          quote: 'a dilemma that is placed on a mission or placed on a ship as a Damage card is no longer being faced by your personnel.',
        },
        {
          entry: FD,
          anchor: 'p-when-referencing-mission-requirements-and-there',
          quote:
            '“Unless you have [Anthropology, 2 Diplomacy, Law] or [Leadership, Security, 2 Treachery], this dilemma and all remaining dilemmas you have not yet faced return to their owner’s dilemma pile.”',
        },
      ],
    },
    {
      // Current Rulings 58–59 (step 3a: the rest of the stack is overcome), then 87–98 (part 5 once the stack is empty:
      // nobody can show the requirements, so the attempt fails and its "fail" triggers process); rulebook 738–741.
      id: 'all-stopped',
      phase: 'overcome',
      title: 'Nobody left: the rest are overcome',
      text: 'With all your personnel in the attempt stopped, killed or removed, they face none of the dilemmas left: those are all overcome. The stack being empty, the timing goes on to completing the mission, where nobody is left to show the requirements: the attempt fails, and “when … fail a mission attempt” and “when … mission attempt fails” triggers process.',
      outcome: { kind: 'not-solved', summary: 'The attempt fails without completing the mission; the remaining dilemmas are overcome.' },
      cite: [
        {
          entry: AM,
          anchor: 'p-a-if-there-are-no-personnel',
          quote: 'a. If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome.',
          note: TIMING,
        },
        {
          entry: FD,
          anchor: 'p-if-all-the-personnel-you-have',
          quote:
            'If all the personnel you have attempting a mission are killed, stopped, or otherwise removed from the mission attempt, your personnel do not face any remaining dilemmas in your opponent’s dilemma stack. Instead, those remaining dilemmas are overcome.',
        },
        {
          entry: AM,
          anchor: 'p-once-the-dilemma-stack-is-empty',
          quote:
            'Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.',
        },
        {
          entry: AM,
          anchor: 'p-c-ap-shows-all-requirements-needed',
          quote:
            'If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.',
        },
        {
          entry: CHECK,
          anchor: 'p-a-missions-requirements-list-a-number',
          quote: 'If you face all the dilemmas your opponent chose and still have personnel remaining, check to see if they meet those requirements.',
          note: 'The rulebook checks the requirements only when personnel remain and says no more of an attempt with nobody left; the Current Rulings’ timing, which goes on to completing the mission whenever the stack is empty, covers it.',
        },
      ],
    },

    // ── Complete ────────────────────────────────────────────────────────────────────────────────────────────
    {
      // Current Rulings 87–96 (part 5, steps a–c); rulebook 755–781 (same personnel, several skills; attribute totals;
      // no matching affiliation needed to complete).
      id: 'complete',
      phase: 'complete',
      title: 'Check the mission requirements',
      text: '“While … attempting a mission” and “while … checking mission requirements” text may be used until the attempt ends. Your remaining personnel must show every skill the mission requires, and their attribute total must be higher than its number; the same personnel may provide several skills, and nobody needs to match the mission’s affiliation now.',
      question: 'Can your remaining personnel show every requirement?',
      answers: [
        { id: 'yes', label: 'Yes', to: 'about-to-complete' },
        { id: 'no', label: 'No', to: 'failed' },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-a-when-while-is-attempting-a',
          quote: 'a. “(When/While) . . . is attempting a mission” triggers process and may be used until the end of the mission attempt.',
          note: TIMING,
        },
        {
          entry: AM,
          anchor: 'p-b-when-while-checking-mission-requirements',
          quote: 'b. “(When/While) . . . checking . . . mission requirements” triggers process and may be used until the end of the mission attempt.',
        },
        { entry: AM, anchor: 'p-c-ap-shows-all-requirements-needed', quote: 'c. AP shows all requirements needed to complete the mission.' },
        {
          entry: CHECK,
          anchor: 'p-you-may-use-the-same-personnel',
          quote:
            'You may use the same personnel to provide more than one skill. You meet an attribute requirement by totaling all your personnel remaining in the attempt.',
        },
        {
          entry: CHECK,
          anchor: 'p-a-missions-requirements-list-a-number',
          quote: '(You are not required to have a personnel with a matching affiliation icon to complete the mission.)',
        },
      ],
    },
    {
      // Current Rulings 100–103 (step 5d: about-to-complete triggers; if the requirements change, back to part 5).
      id: 'about-to-complete',
      phase: 'complete',
      title: '“About to complete”',
      text: 'All “when … about to complete” triggers process. If the mission requirements change at any point now, go back and check them again.',
      question: 'Did the mission requirements change?',
      answers: [
        { id: 'no', label: 'No: score the mission', to: 'score' },
        { id: 'changed', label: 'Yes: check them again', to: 'complete' },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-d-if-the-ap-does-show',
          quote:
            'd. If the AP does show all requirements, all “When . . . about to complete” triggers process … If the mission requirements change at any point during part 5, return to the beginning of part 5.',
          note: TIMING,
        },
      ],
    },
    {
      // Current Rulings 100–103 (step 5d: score, then "When … complete" triggers) and 166–172 (winning the game:
      // commands, all three at once); rulebook 804–805 (an advanced box the Current Rulings leave standing): "do not
      // check win conditions until all pending card text has been resolved"; rulebook 782–786 (pull the mission toward
      // you).
      id: 'score',
      phase: 'complete',
      title: 'Score the mission, and the win check',
      text: 'Score its points (or the points of the game text you used to attempt it); “when … complete” triggers then. Pull the mission half a card length toward you: its overcome dilemmas stay beneath it and it cannot be attempted again. The win check waits until all pending card text, such as those triggers, has been resolved: then you win if you have 100 points or more and command a completed planet mission and a completed space mission, all three at the same time.',
      question:
        'Once all pending card text has been resolved, do you have 100 points or more, and command a completed planet mission and a completed space mission?',
      answers: [
        { id: 'won', label: 'Yes, all three', to: 'won' },
        { id: 'not-yet', label: 'No', to: 'completed' },
      ],
      cite: [
        {
          entry: AM,
          anchor: 'p-d-if-the-ap-does-show',
          quote:
            'then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process.',
        },
        {
          entry: CHECK,
          anchor: 'p-if-your-personnel-have-all-the',
          quote:
            'Pull it half a card length toward you. Add its points to your score. Any dilemmas that have been overcome there remain beneath that mission. You cannot attempt it again for the rest of the game.',
        },
        {
          entry: 'rulings/2e/winning-the-game',
          anchor: 'p-a-player-wins-the-game-when',
          quote: 'A player wins the game when he or she:',
          note: 'The Current Rulings (3 January 2011) restate the rulebook’s winning conditions and stand where they differ; the rest of the rulebook’s entry stands.',
        },
        { entry: 'rulings/2e/winning-the-game', anchor: 'p-has-100-points-or-more', quote: 'has 100 points (or more);' },
        {
          entry: 'rulings/2e/winning-the-game',
          anchor: 'p-commands-at-least-one-completed-planet',
          quote: 'commands at least one completed planet mission; and',
        },
        { entry: 'rulings/2e/winning-the-game', anchor: 'p-commands-at-least-one-completed-space', quote: 'commands at least one completed space mission.' },
        {
          entry: 'rules/2e/rulebook/winning-the-game',
          anchor: 'p-if-a-player-would-normally-win',
          quote: 'If a player would normally win the game, do not check win conditions until all pending card text has been resolved.',
          note: 'An advanced-rules box of the rulebook (moved by this site to the rule it qualifies; the damaged source prints it beside ORDER ACTIONS ON CARDS). The Current Rulings do not speak to it, so it stands.',
        },
      ],
      tensions: [
        {
          title: 'Winning: points scored and missions completed, or commanded?',
          summary:
            'The rulebook asks for 100 points scored and a planet and a space mission completed; the Current Rulings ask that you command the completed missions, and that all three hold at the same time.',
          passages: [
            {
              entry: 'rules/2e/rulebook/winning-the-game',
              anchor: 'p-the-game-ends-immediately-when-all',
              quote: 'The game ends immediately when all three of these conditions are met.',
            },
            {
              entry: 'rulings/2e/winning-the-game',
              anchor: 'p-the-game-ends-immediately-when-all',
              quote:
                'The game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)',
            },
          ],
          follows: 'The Current Rulings stand: the question asks for the points and the commanded missions at the same time.',
          disagreement: 'winning-the-game-2e',
        },
      ],
    },
    {
      // Current Rulings 170–172: the game ends at once, the active player does not finish the turn; rulebook 804–805:
      // only once all pending card text has been resolved.
      id: 'won',
      phase: 'complete',
      title: 'You win',
      text: 'With all pending card text resolved and all three conditions met at the same time, the game ends at once: you do not finish the rest of your turn.',
      outcome: { kind: 'won', summary: 'The mission is completed and you win the game.' },
      cite: [
        {
          entry: 'rulings/2e/winning-the-game',
          anchor: 'p-the-game-ends-immediately-when-all',
          quote:
            'The game ends immediately when all three of these conditions are simultaneously met. (The active player does not finish the rest of his or her turn.)',
          note: 'The Current Rulings (3 January 2011) restate the rulebook’s winning conditions and stand where they differ.',
        },
        {
          entry: 'rules/2e/rulebook/winning-the-game',
          anchor: 'p-if-a-player-would-normally-win',
          quote: 'If a player would normally win the game, do not check win conditions until all pending card text has been resolved.',
        },
      ],
    },
    {
      // Rulebook 782–786: all required skills and an attribute total higher than the number complete the mission.
      id: 'completed',
      phase: 'complete',
      title: 'Mission completed',
      text: 'The points are yours; the game goes on.',
      outcome: { kind: 'solved', summary: 'The mission is completed and its points scored.' },
      cite: [
        {
          entry: CHECK,
          anchor: 'p-if-your-personnel-have-all-the',
          quote:
            'If your personnel have all the required skills, and their attribute total is higher than the specified total, you have successfully completed the mission.',
        },
      ],
    },
    {
      // Current Rulings 96–98 (step 5c: all personnel involved are stopped, the "fail" triggers process); rulebook
      // 788–791.
      id: 'failed',
      phase: 'complete',
      title: 'The attempt fails',
      text: 'All your remaining personnel in the attempt are stopped, and “when … fail a mission attempt” triggers process. You may attempt the mission again later, with other personnel or these once they are unstopped.',
      outcome: { kind: 'not-solved', summary: 'The attempt fails: your remaining personnel are stopped.' },
      cite: [
        {
          entry: AM,
          anchor: 'p-c-ap-shows-all-requirements-needed',
          quote:
            'If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.',
          note: TIMING,
        },
        {
          entry: CHECK,
          anchor: 'p-if-you-cannot-meet-the-missions',
          quote:
            'If you cannot meet the mission’s requirements, your mission attempt has failed, and all your remaining personnel in that mission attempt are stopped.',
        },
      ],
    },
  ],
} satisfies MachineFor<typeof logic2e>;
