/**
 * The eighth SEALED TEST part of the search golden set, Second Edition half: 76 lookups by Second Edition players
 * (`edition: '2E'`), written at the same time as, and kept apart from, the First Edition half (written BLIND by another
 * writer), and kept apart from the earlier golden and test parts and the tuning sets.
 *
 * Written BLIND, from the two Second Edition source documents in content/sources/ only (2e-rulebook.txt and
 * 2e-current-rulings-2011-01-03.txt, its errata included), never from what the site's search returns: no search was run
 * on the site while writing it (no browser, no /search/ page, no search:* script, no bench), and neither the search code
 * (src/lib/search/, src/client/search/, scripts/lib/search*, scripts/lib/semantic*, scripts/search-*), its aids
 * (content/search-aids/, scripts/ingest/search-aids*), models/, tools/, docs/search.md, reports/, nor the other lookup
 * files were read (only ./types.ts and the first 45 lines of ./test-7-2e.ts, for the format). The generated content and
 * the built dist/ pages were read only to find the page and ¶ anchor holding each passage.
 *
 * How each lookup was written: the rule was first read in a source document, through the passages that
 * scripts/ingest/standing/show.ts lists with their source lines (rules/2e/, glossary/2e/, rulings/2e/, errata/2e/);
 * the query was then written the way a player or judge types it on a phone (lowercase, short, sloppy); then every
 * passage stating the answer was looked for in both documents and listed in `answers` as the built page's URL with its
 * ¶ anchor (a card's erratum is on its card page, /2e/cards/<card>/; the rulebook glossary's terms are on
 * /2e/glossary/<term>/). `source` holds those passages' own source lines as show.ts gives them ("<file>:<line>" or
 * "<file>:<first>-<last>", one entry a passage; page answers have none). Where the Current Rulings govern or restate the
 * rulebook (scoring a completed mission), the ruling is listed first and the rulebook passage after it; the other
 * rulings used (requirements, selected, infinite loops, cannot/may not, own, the dilemma-cost timing) stand alone. A
 * lookup naming a card or a glossary term also lists that card's or term's page (21 answers are pages); the card lookups
 * list the card's erratum or the rulebook passage whose example rules on it (Koval, Genesis Planet, Gowron). Paraphrases
 * describe the table in a new player's words and avoid the rule's own key terms (each `why` names the terms avoided).
 * 2 lookups name their edition ("... 2e") and are run with the edition box on All. Topics are spread over both documents
 * and not repeated, and no two lookups share an answering passage; topics the seventh part's header names (the dilemmas
 * not chosen, a second copy of a dilemma, no personnel left facing the stack, the count of dilemmas drawn, a failed
 * attempt, Tragic Turn, A Klingon Matter, abilities, all skills) and the sixth part's (Pinned Down, looking at discard
 * piles, the win conditions themselves, the end of the turn, staffing icons, the tie when decks run out) were left out.
 *
 * Counts: 76 lookups, all 2E: 20 question, 26 paraphrase, 8 typo, 7 card, 8 judge, 7 keyword; 103 answers (21 of them
 * pages), 82 source entries: 2E Rulebook 68 (14 of them its glossary), 2E Current Rulings 14 (rulings 9, errata 5).
 * A throwaway checker (outside the repository) loaded this file and confirmed that every page and anchor exists in
 * dist/ and that every source line range exists (and is not blank) in its document: 76 lookups, 103 answers, 82 source
 * entries, 0 problems.
 *
 * Never used to tune search: no question, synonym, weight or rule may be added to the search (or to the tuning sets)
 * because a lookup here failed. It only measures how far the tuning generalises; once it is used to tune anything, it
 * is no longer a test and a new sealed set has to be written.
 *
 * Edited by the lead after writing, mechanically and without running any search: removed 10 lookups whose query
 * repeated an older lookup (TUNE, which holds the retired sealed parts) word for word once case and punctuation are set
 * aside: "how many copies of the same card can i put in my deck 2e"; "can i start a fight at a headquarters mission";
 * "how do i get damage cards off my ship"; "edge of forever"; "virtual realty headset"; "koval tal shiar"; "genisis
 * planet"; "consume x"; "naming cards subtitle"; "this mission personnel text". The counts above are the writer's;
 * after the removal the half has 66 lookups: question 17, paraphrase 26, typo 8, card 3, judge 8, keyword 4; 85
 * answers.
 *
 * Read again by a second reader, BLIND as the writer was (the sources, show.ts, the generated content and dist/ pages
 * only; no search run, no search code, aids or other lookup files read): every lookup was checked against both
 * documents, every Current Ruling and erratum passage was compared with the lookups (4 answers added, 0 removed, 1 query
 * rewritten, 1 why clarified). Added: the Paying costs passage "If the cost is losing points, you must have points to
 * lose" (2e-rulebook.txt:226-228) to the lose-points-at-zero lookup; the ruling's Attempting Missions part-5 paragraph
 * (2e-current-rulings-2011-01-03.txt:87-88), which holds the scoring step d word for word, to the completed-mission
 * paraphrase; the ruling's Facing Dilemmas paragraph (…:56), which holds steps f and g together, to the dilemma-cost
 * timing lookup; the second passage of Lustful Distraction's erratum ("Order - Choose an event…", same lines 339-342) to
 * its card lookup. Rewritten: "we met everything the planet asked for, what happens to the card and my score" became
 * "… and what do i get", since 'score' is the rule's own word in both answers (rulebook "add its points to your score",
 * ruling "scores the points"). The "abilities" paraphrase's why now says that 'abilities' is the player's word for
 * skills (in 2E an ability is other game text). Looked at and left out, as not stating the answer: the Winning the Game
 * ruling's "game ends immediately … the active player does not finish the rest of his or her turn" (…:170-171) for the
 * pending-text lookup (the ruling leaves the rest of the entry, the pending-text rule included, unchanged); the Showing
 * Your Cards ruling (…:160-161, discard piles and removed cards) for the hand and removed-from-game lookups; the For the
 * Cause erratum for its judge lookup (its page is listed). Only 1 lookup now names its edition ("reveal a card 2e"):
 * the other one the writer counted was among the 10 the lead removed. After this reading: 66 lookups, 89 answers (14 of
 * them pages), 74 source entries (2E Rulebook 60, its glossary included; 2E Current Rulings 14: rulings 11, errata 3);
 * the checker reports 0 problems.
 * The lead also added the rulebook lines of the Glossary entry "selections" (2e-rulebook.txt:1312-1321) to the
 * sources of "does choose count as a selction", which lists that entry's page, so that the set's integrity test holds.
 */
import type { GoldenLookup } from './types.ts';

export const TEST_8_2E: GoldenLookup[] = [
  {
    q: 'can i beam my guys onto my opponents ship',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-you-cannot-beam-aboard-an-opponents'],
    source: ['2e-rulebook.txt:382-384'],
    why: "rulebook: you cannot beam aboard an opponent's ship",
  },
  {
    q: 'what happens to events sitting on a card when that card leaves play',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/discarding/#p-when-a-card-leaves-play-for'],
    source: ['2e-rulebook.txt:1170-1172'],
    why: 'glossary Discarding: cards played on it go to discard, dilemmas to bottom of pile',
  },
  {
    q: 'do i still have to spend all 7 counters if my deck is empty',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/1-play-and-draw-cards/#p-if-your-deck-is-empty-you'],
    source: ['2e-rulebook.txt:167'],
    why: 'empty deck: need not spend all seven counters',
  },
  {
    q: 'if my opponent has my unique guy locked up can i play another copy of him',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-if-your-unique-personnel-is-a'],
    source: ['2e-rulebook.txt:1026-1027'],
    why: 'your unique personnel as captive: you cannot command another copy',
  },
  {
    q: 'who wins if my ships weapons equal their shields',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-total-the-weapons-of-all-your'],
    source: ['2e-rulebook.txt:976-978'],
    why: 'engagement: Weapons vs Shields, tie means no winner',
  },
  {
    q: 'can a card move my ship without using up any range',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/order-move-a-ship/#p-sometimes-game-text-will-instruct-you'],
    source: ['2e-rulebook.txt:412-484'],
    why: 'movement by game text needs staffing but no range',
  },
  {
    q: 'is my opponent allowed to look at the cards in my hand',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/showing-your-cards/#p-your-opponents-may-not-examine-cards'],
    source: ['2e-rulebook.txt:253'],
    why: 'opponents may not examine your cards not in play',
  },
  {
    q: 'can i use the same personnel for more than one order each turn',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/general-rules-on-executing-orders/#p-you-may-use-the-same-cards'],
    source: ['2e-rulebook.txt:348-435'],
    why: 'same cards may execute multiple orders, no limit',
  },
  {
    q: 'can i play an interrupt that says order while im moving my ship',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/general-rules-on-executing-orders/#p-you-may-execute-only-one-order'],
    source: ['2e-rulebook.txt:354-438'],
    why: 'only one order at a time, incl. interrupts with Order',
  },
  {
    q: 'what happens if i have to lose points but im at zero',
    kind: 'question',
    edition: '2E',
    answers: [
      '/2e/glossary/lose-points/',
      '/2e/glossary/lose-points/#p-if-an-effect-causes-a-player',
      '/2e/rulebook/paying-costs/#p-some-cards-might-have-an-additional',
    ],
    source: ['2e-rulebook.txt:1187-1190', '2e-rulebook.txt:226-228'],
    why: 'glossary Lose points: no points, none lost; cost needs points (Paying costs restates: a cost of losing points needs points to lose)',
  },
  {
    q: 'does equipment get stopped when everyone around it is stopped',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-equipment-does-not-become-stopped-even'],
    source: ['2e-rulebook.txt:1479-1480'],
    why: 'glossary Stopped: equipment never becomes stopped',
  },
  {
    q: 'how many cards do i draw for my opening hand',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-determine-randomly-who-goes-first-draw'],
    source: ['2e-rulebook.txt:129-130'],
    why: 'setting up: draw seven cards',
  },
  {
    q: 'can i take control of my opponents picard if i already have my own',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/uniqueness/#p-you-cannot-take-command-of-an'],
    source: ['2e-rulebook.txt:903-904'],
    why: "cannot take command of an opponent's unique card you already command",
  },
  {
    q: 'when do i get back a card that was removed from the game',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/glossary/remove-from-the-game/', '/2e/glossary/remove-from-the-game/#p-when-game-text-instructs-you-to'],
    source: ['2e-rulebook.txt:1296-1298'],
    why: "glossary: returned to owner's deck only after the game ends",
  },
  {
    q: 'do i really have to repeat my combo a hundred times or can i just say it',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulings/infinite-loops/#p-if-a-player-intends-to-perform', '/2e/rulings/infinite-loops/#p-for-example-if-you-have-a'],
    source: ['2e-current-rulings-2011-01-03.txt:128-131', '2e-current-rulings-2011-01-03.txt:132-137'],
    why: 'ruling Infinite Loops: demonstrate then adjust game state',
  },
  {
    q: 'what is the cost of a card that doesnt have a cost printed on it',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/types-of-cards/#p-if-an-effect-refers-to-the'],
    source: ['2e-rulebook.txt:36-37'],
    why: 'no printed cost: treat as cost zero',
  },
  {
    q: 'can i play a ship at any headquarters or only some',
    kind: 'question',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-personnel-ships-and-equipment-are-played'],
    source: ['2e-rulebook.txt:260-265'],
    why: 'played at a headquarters only if its game text allows',
  },
  {
    q: 'my people got knocked out partway through do the later bad cards still hit them',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-as-you-continue-through-your-opponents'],
    source: ['2e-rulebook.txt:714-718'],
    why: "avoids 'stopped', 'dilemma', 'mission attempt': stopped personnel leave the attempt",
  },
  {
    q: 'a card switched my crew member to another faction does he keep the old one too',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/affiliations/#p-when-a-card-becomes-a-different'],
    source: ['2e-rulebook.txt:79'],
    why: "avoids 'affiliation', 'personnel': loses previous affiliation",
  },
  {
    q: 'how far can my ship fly in one turn adding up the numbers on the planets',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-move-a-ship/#p-the-ship-must-have-adequate-range', '/2e/rulebook/order-move-a-ship/#p-a-portion-of-a-ships-range'],
    source: ['2e-rulebook.txt:406-410', '2e-rulebook.txt:482-484'],
    why: "avoids 'range', 'span', 'move': adding spans against Range",
  },
  {
    q: 'my ship came out on top in the space shootout, what do i get for it',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-the-card-allowing-you-to-begin'],
    source: ['2e-rulebook.txt:980-983'],
    why: "avoids 'engagement', 'win', 'effect': only the starting card's text gives a result",
  },
  {
    q: 'after a brawl between away teams are my people done for the turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-when-combat-ends-all-your-personnel'],
    source: ['2e-rulebook.txt:951-952'],
    why: "avoids 'combat', 'stopped', 'personnel': your personnel involved are stopped",
  },
  {
    q: 'my crew member is locked up by the other player can i still use his skills for cards',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/brig-and-captives/#p-while-your-personnel-is-a-captive'],
    source: ['2e-rulebook.txt:1021-1024'],
    why: "avoids 'captive', 'brig', 'game text': nothing of a captive may be used",
  },
  {
    q: 'we met everything the planet asked for, what happens to the card and what do i get',
    kind: 'paraphrase',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-d-if-the-ap-does-show',
      '/2e/rulings/attempting-missions/#p-once-the-dilemma-stack-is-empty',
      '/2e/rulebook/checking-mission-requirements/#p-if-your-personnel-have-all-the',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:100-104', '2e-current-rulings-2011-01-03.txt:87-88', '2e-rulebook.txt:782-786'],
    why: "avoids 'requirements', 'complete', 'points', 'score': ruling's scoring step (also in the ruling's part-5 paragraph that lists steps a-d), then rulebook",
  },
  {
    q: 'one crew member covers two of the needed abilities at once is that ok',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/checking-mission-requirements/#p-you-may-use-the-same-personnel'],
    source: ['2e-rulebook.txt:779-781'],
    why: "avoids 'skill', 'personnel', 'requirements' ('abilities' is the player's word for skills; in 2E an ability is other game text): same personnel may provide more than one skill",
  },
  {
    q: 'the other player lays the nasty cards face down in front of me, who decides the order',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-your-opponent-takes-the-dilemmas-he'],
    source: ['2e-rulebook.txt:547-550'],
    why: "avoids 'dilemma stack', 'dilemma': opponent orders the face-down stack",
  },
  {
    q: 'card tells me do one thing or else a second thing and i can only half do the first',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-some-dilemmas-describe-one-effect-followed'],
    source: ['2e-rulebook.txt:651-659'],
    why: "avoids 'if you cannot', 'effect', 'dilemma': partial first effect means perform the second",
  },
  {
    q: 'search my pile for a named card put it in my hand then shuffle',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-download-this-word-allows-you-to'],
    source: ['2e-rulebook.txt:319-322'],
    why: "avoids 'download', 'deck': the Download term",
  },
  {
    q: 'where do the five location cards and both piles go before we start',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/setting-up-the-game/#p-take-all-five-of-your-mission'],
    source: ['2e-rulebook.txt:124-127'],
    why: "avoids 'mission', 'dilemma pile', 'deck', 'setting up'",
  },
  {
    q: 'can i have picard explorer and picard argo pilot out at the same time',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/uniqueness/#p-two-cards-represent-the-same-thing', '/2e/cards/jean-luc-picard-explorer/', '/2e/cards/jean-luc-picard-argo-pilot/'],
    source: ['2e-rulebook.txt:899-901'],
    why: "avoids 'unique', 'title', 'subtitle': same title = same thing",
  },
  {
    q: 'i have ten cards left in hand when my turn is wrapping up',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/3-discard-excess-cards/#p-during-this-segment-of-your-turn'],
    source: ['2e-rulebook.txt:812-814'],
    why: "avoids 'discard', 'seven', 'excess': discard down to seven",
  },
  {
    q: 'the cards i can flash from my hand on someone elses turn and then they go away',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/playing-specific-kinds-of-cards/#p-interrupts-are-simply-revealed-to-all'],
    source: ['2e-rulebook.txt:271-277'],
    why: "avoids 'interrupt', 'destroyed', 'when': interrupts",
  },
  {
    q: 'i want to put out a card but i dont have enough of my 7 left this turn',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/paying-costs/#p-each-time-you-play-a-card'],
    source: ['2e-rulebook.txt:222-224'],
    why: "avoids 'cost', 'counters', 'play': cannot play without enough counters remaining",
  },
  {
    q: 'something makes my card cheaper but another card looks at the number printed on it',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/paying-costs/#p-some-effects-may-modify-the-cost'],
    source: ['2e-rulebook.txt:169-172'],
    why: "avoids 'cost', 'modify': cost modification only applies when played",
  },
  {
    q: 'when i use my crew member does my opponent get to read the whole card',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/showing-your-cards/#p-when-an-opponent-examines-your-personnel'],
    source: ['2e-rulebook.txt:174-178'],
    why: "avoids 'examine', 'relevant portions', 'personnel'",
  },
  {
    q: 'a second ship at the same spot wants to jump into the space battle',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/engagements/#p-some-cards-allow-additional-ships-to'],
    source: ['2e-rulebook.txt:970-974'],
    why: "avoids 'engagement', 'join', 'mission'",
  },
  {
    q: 'which word means the card came from my hand and which means it came off the table',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-discard-destroy-and-kill-these-words'],
    source: ['2e-rulebook.txt:295-297'],
    why: "avoids 'discard', 'destroy', 'kill', 'in play'",
  },
  {
    q: 'is a half human half betazoid the same kind as a plain human',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/species/#p-two-personnel-are-the-same-species'],
    source: ['2e-rulebook.txt:1443-1445'],
    why: "avoids 'species', 'exact match', 'personnel'",
  },
  {
    q: 'does my guy count as carrying the phaser lying next to him on the planet',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/equipped-with/#p-some-game-text-requires-a-personnel'],
    source: ['2e-rulebook.txt:1174-1181'],
    why: "avoids 'equipped with', 'equipment', 'present'",
  },
  {
    q: 'crew member card with a colon and a ship name after it, what does that link do',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/commander/#p-this-keyword-used-on-personnel-is'],
    source: ['2e-rulebook.txt:1125-1129'],
    why: "avoids 'Commander', 'keyword', 'personnel'",
  },
  {
    q: 'sending my crew from the ship down to the surface, how do i lay the cards',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-from-your-unstopped-ship-down-to'],
    source: ['2e-rulebook.txt:375-377'],
    why: "avoids 'beam', 'planet', 'mission', 'crosswise'",
  },
  {
    q: 'someone on my ship and someone down on the planet, do they count as together',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/rulebook/present/#p-if-a-card-is-aboard-a'],
    source: ['2e-rulebook.txt:923-926'],
    why: "avoids 'present', 'aboard', 'personnel'",
  },
  {
    q: 'my tired crew are still sitting on the ship, do they come along when it flies off',
    kind: 'paraphrase',
    edition: '2E',
    answers: ['/2e/glossary/stopped/#p-though-stopped-personnel-cannot-staff-ships'],
    source: ['2e-rulebook.txt:1461-1462'],
    why: "avoids 'stopped', 'staff', 'move', 'aboard'",
  },
  {
    q: 'combat strenght totals tie',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/combat/#p-total-the-strength-of-all-your'],
    source: ['2e-rulebook.txt:943-945'],
    why: "'strenght': total Strength, tie means no winner",
  },
  {
    q: 'uniqe card can my opponent have the same one out',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/uniqueness/#p-you-can-have-only-one-card'],
    source: ['2e-rulebook.txt:895-897'],
    why: "'uniqe': only one per player, other players may have theirs",
  },
  {
    q: 'mission requirments always active unless replaced',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulings/requirements/#p-a-missions-printed-requirements-are-always'],
    source: ['2e-current-rulings-2011-01-03.txt:149'],
    why: "'requirments': ruling on printed requirements",
  },
  {
    q: 'does choose count as a selction',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulings/selected/#p-any-game-text-that-includes-the', '/2e/glossary/selections/'],
    source: ['2e-current-rulings-2011-01-03.txt:158', '2e-rulebook.txt:1312-1321'],
    why: "'selction': ruling Selected, 'select' or 'choose' is a selection",
  },
  {
    q: 'commnad vs owner of a card',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-command-and-owner-you-command-each'],
    source: ['2e-rulebook.txt:282-286'],
    why: "'commnad': Command and Owner",
  },
  {
    q: 'keywrods in bold with a period',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-keywords-many-cards-have-one-or'],
    source: ['2e-rulebook.txt:313-317'],
    why: "'keywrods': Keywords",
  },
  {
    q: 'beaming betwen two of my ships',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/order-beam-personnel/#p-between-two-of-your-unstopped-ships'],
    source: ['2e-rulebook.txt:379-456'],
    why: "'betwen': beam between two of your ships at the same mission",
  },
  {
    q: 'thrid damage card on my ship',
    kind: 'typo',
    edition: '2E',
    answers: ['/2e/rulebook/damage/#p-each-ship-can-carry-only-two'],
    source: ['2e-rulebook.txt:996-999'],
    why: "'thrid': a third damage card destroys the ship",
  },
  {
    q: 'lustful distr',
    kind: 'card',
    edition: '2E',
    answers: [
      '/2e/cards/lustful-distraction/',
      '/2e/cards/lustful-distraction/#p-to-play-this-interrupt-stop-two',
      '/2e/cards/lustful-distraction/#p-order-choose-an-event-the-owner',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:339-342'],
    why: 'partial name; its erratum (two passages, both within lines 339-342)',
  },
  {
    q: 'quarentine decay',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/quarantine/', '/2e/cards/quarantine/#p-decay-5-when-there-are-five'],
    source: ['2e-current-rulings-2011-01-03.txt:371-374'],
    why: 'misspelled; its erratum',
  },
  {
    q: 'gowron in my brig',
    kind: 'card',
    edition: '2E',
    answers: ['/2e/cards/gowron/', '/2e/rulebook/brig-and-captives/#p-you-do-not-command-a-personnel'],
    source: ['2e-rulebook.txt:1032-1033'],
    why: "card name; rulebook example: Gowrons in your brig don't stop you playing yours",
  },
  {
    q: 'ruling cannot vs may which game text wins',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/cannot-may-not/#p-game-text-which-specifically-forbids-an'],
    source: ['2e-current-rulings-2011-01-03.txt:106-107'],
    why: 'ruling Cannot/May Not: forbidding text overridden only by text naming it',
  },
  {
    q: 'personnel you own ruling stopped or not in play',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulings/own/#p-gametext-that-affects-personnel-you-own'],
    source: ['2e-current-rulings-2011-01-03.txt:144-147'],
    why: 'ruling Own',
  },
  {
    q: 'lack of preparation at amnesty talks which requirements count',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-when-referencing-mission-requirements-and-there', '/2e/cards/lack-of-preparation/', '/2e/cards/amnesty-talks/'],
    source: ['2e-rulebook.txt:661-668'],
    why: 'rulebook: entire text of both requirement sets is referenced',
  },
  {
    q: 'for the cause alternate requirements must finish with same text',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulebook/facing-dilemmas/#p-some-game-text-creates-alternate-requirements', '/2e/cards/for-the-cause/'],
    source: ['2e-rulebook.txt:670-679'],
    why: 'rulebook: attempt by game text must be completed with that same text',
  },
  {
    q: 'order to apply replace modify lose zero when effects stack',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/glossary/modifications/', '/2e/glossary/modifications/#p-if-multiple-effects-attempt-to-replace'],
    source: ['2e-rulebook.txt:1200-1202'],
    why: 'glossary Modifications: order of applying effects',
  },
  {
    q: 'opponent hits win conditions mid resolution do we finish pending text first',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/rulebook/winning-the-game/#p-if-a-player-would-normally-win'],
    source: ['2e-rulebook.txt:804-805'],
    why: 'win conditions checked only after pending card text resolves',
  },
  {
    q: 'dilemma cost deducted before or after about to face triggers',
    kind: 'judge',
    edition: '2E',
    answers: [
      '/2e/rulings/attempting-missions/#p-f-check-dilemma-for-duplication-type',
      '/2e/rulings/attempting-missions/#p-g-when-about-to-face-dilemma',
      '/2e/rulings/attempting-missions/#p-facing-dilemmas-a-if-there-are',
    ],
    source: ['2e-current-rulings-2011-01-03.txt:69-70', '2e-current-rulings-2011-01-03.txt:72', '2e-current-rulings-2011-01-03.txt:56'],
    why: "ruling timing: step f deducts cost, step g triggers after (both in the ruling's Facing Dilemmas paragraph a-i too)",
  },
  {
    q: 'uss defiant stolen warship weapons errata',
    kind: 'judge',
    edition: '2E',
    answers: ['/2e/cards/uss-defiant-stolen-warship/', '/2e/cards/uss-defiant-stolen-warship/#p-this-ship-has-weapons-of-10'],
    source: ['2e-current-rulings-2011-01-03.txt:453-454'],
    why: 'erratum: Weapons 10',
  },
  {
    q: 'your vs an opponents card wording',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/important-game-terms/#p-the-word-your-is-often-used', '/2e/rulebook/important-game-terms/#p-the-words-an-opponents-are-used'],
    source: ['2e-rulebook.txt:288-290', '2e-rulebook.txt:292-293'],
    why: "Important game terms: 'your' and 'an opponent's'",
  },
  {
    q: 'headquarters mission attempted',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/order-attempt-a-mission/#p-headquarters-missions-cannot-be-attempted'],
    source: ['2e-rulebook.txt:508'],
    why: 'headquarters missions cannot be attempted',
  },
  {
    q: 'reveal a card 2e',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/glossary/reveal/', '/2e/glossary/reveal/#p-when-an-effect-says-to-reveal'],
    source: ['2e-rulebook.txt:1308-1310'],
    why: 'glossary Reveal',
  },
  {
    q: 'space mission attempt ship',
    kind: 'keyword',
    edition: '2E',
    answers: ['/2e/rulebook/order-attempt-a-mission/#p-a-space-mission-is-attempted-by'],
    source: ['2e-rulebook.txt:505-506'],
    why: 'a space mission is attempted by personnel aboard a ship',
  },
];
