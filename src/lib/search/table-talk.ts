/**
 * Table talk: what players say at the table for a rule term when they do not know its name — slang, or a description
 * of what happens ("my ship is invisible" for a cloaked ship, "froze my guy in cryo-sleep" for stasis, "grab their
 * phaser" for stealing equipment). Reviewed data, like the thesaurus (thesaurus.ts), and searched the same way: a word
 * or phrase found here is searched as typed and as the rule term, in the edition whose documents define the term.
 *
 * Each entry names the rule term it maps to, the source line that defines or states it (`file:line` in
 * content/sources/), and a one-line reason. `src/lib/search/table-talk.test.ts` checks that the line really holds the
 * term, that the edition's passages use it, and that a phrase is written as search folds it.
 *
 * To add one: find the line that defines the term in the source, write what players say (folded: lower case, no
 * apostrophes), and say in one line why a player says it for that term. `npm run search:tune` shows what it did to TUNE.
 */
import type { Edition } from '../vocab.ts';
import { words } from './words.ts';

export interface TableTalkEntry {
  /** What players say: words or phrases, lower case, as src/lib/search/words.ts folds them. */
  say: readonly string[];
  /** The rule term it maps to, folded ("stasis", "mis seed"): a phrase's words must all be in the passage. */
  term: string;
  /** The edition whose documents use the term. */
  edition: Edition;
  /** The source line that defines or states the term: "1e-glossary-terms.txt:3788". */
  source: string;
  /** Why players say it for this term, in one line. */
  reason: string;
}

export const TABLE_TALK: readonly TableTalkEntry[] = [
  {
    say: ['invisible', 'invisibility', 'cant be seen', 'hidden ship', 'vanish', 'vanished', 'disappear', 'disappeared'],
    term: 'cloak',
    edition: '1E',
    source: '1e-glossary-terms.txt:1240',
    reason: 'A ship that cannot be seen or targeted is cloaked: "To cloak or phase a card, flip it face down".',
  },
  {
    say: ['shoot', 'shoots', 'shooting', 'shot at', 'open fire', 'blast', 'blasting'],
    term: 'firing',
    edition: '1E',
    source: '1e-glossary-terms.txt:924',
    reason: 'Shooting at a ship is firing WEAPONS in ship battle; the same line says a firing ship must be uncloaked.',
  },
  {
    say: ['frozen', 'froze', 'freeze', 'freezes', 'cryo', 'cryo sleep', 'cryosleep', 'suspended animation', 'on ice', 'put on ice'],
    term: 'stasis',
    edition: '1E',
    source: '1e-glossary-terms.txt:3788',
    reason: 'Players call a personnel kept out of use until released "frozen"; 1E calls it stasis, "conceptually in suspended animation".',
  },
  {
    say: ['frozen', 'froze', 'freeze', 'frozen too', 'cant act', 'used up'],
    term: 'stopped',
    edition: '2E',
    source: '2e-rulebook.txt:951',
    reason: 'In 2E a personnel that can do nothing more this turn is stopped: "When combat ends, all your personnel who were involved are stopped."',
  },
  {
    say: ['grab', 'grabs', 'snatch', 'swipe', 'pinch', 'pick up', 'lying around', 'take their', 'take the other players'],
    term: 'steal',
    edition: '1E',
    source: '1e-glossary-terms.txt:3806',
    reason: 'Taking an opponent\'s unattended equipment is stealing: "You may not “steal” Equipment cards, even if unattended, unless a card allows it".',
  },
  {
    say: ['hid', 'hide', 'hides', 'hiding', 'stash', 'stashed', 'tuck', 'tucked', 'wrong mission', 'wrong place'],
    term: 'mis seed',
    edition: '1E',
    source: '1e-glossary-terms.txt:2487',
    reason: 'Cards hidden face down under a mission are seeded; one seeded where it may not be (a planet dilemma at a space mission) is a mis-seed.',
  },
  {
    say: ['hid', 'hide', 'hides', 'hiding', 'stash', 'stashed', 'tuck', 'tucked'],
    term: 'seeded',
    edition: '1E',
    source: '1e-glossary-terms.txt:696',
    reason:
      'Putting a card face down under a mission before play is seeding it: "Artifacts must be seeded during the dilemma phase, under planet missions only".',
  },
  {
    say: ['knocked out', 'knock out', 'unconscious', 'passed out', 'ko', 'kod', 'dazed'],
    term: 'stunned',
    edition: '1E',
    source: '1e-glossary-terms.txt:3850',
    reason: 'A personnel knocked out in personnel battle is stunned; "Stunned and mortally wounded personnel … may not use other skills".',
  },
  {
    say: ['computer generated', 'hologram', 'holograms', 'holo', 'holodeck'],
    term: 'holographic',
    edition: '1E',
    source: '1e-glossary-terms.txt:2141',
    reason: 'Computer-generated crew are holographic personnel: "Holographic personnel and equipment can only exist aboard ships and facilities".',
  },
  {
    say: ['portal', 'portals', 'gateway card'],
    term: 'doorway',
    edition: '1E',
    source: '1e-glossary-terms.txt:1681',
    reason: 'A card that is a door or passage is a Doorway: "A card type representing a physical door or a passage to another time or place".',
  },
  {
    say: ['banged up', 'beat up', 'beaten up', 'busted', 'shot up', 'roughed up'],
    term: 'damaged',
    edition: '1E',
    source: '1e-glossary-terms.txt:1444',
    reason: 'A ship hit in battle is damaged: "any damage to your opponent\'s ship … is indicated by rotating the target … that it is damaged".',
  },
  {
    say: ['banged up', 'beat up', 'beaten up', 'busted', 'shot up', 'roughed up'],
    term: 'damaged',
    edition: '2E',
    source: '2e-rulebook.txt:24',
    reason: 'A ship hit in an engagement is damaged: "Your ships may be damaged in engagements or even destroyed".',
  },
  {
    say: ['scuffle', 'scuffles', 'brawlers', 'fisticuffs', 'punch up', 'melee'],
    term: 'personnel battle',
    edition: '1E',
    source: '1e-glossary-terms.txt:904',
    reason:
      'A fight between crews on the ground is personnel battle: "Identify which one of your Away Teams or crews is attacking" (Glossary "battle - personnel").',
  },
  {
    say: ['scuffle', 'scuffles', 'brawlers', 'fisticuffs', 'punch up', 'melee'],
    term: 'combat',
    edition: '2E',
    source: '2e-rulebook.txt:951',
    reason: 'A fight between personnel is combat in 2E: "When combat ends, all your personnel who were involved are stopped."',
  },
  // Second Edition: what 2E players say at the table, term by term through the 2E rulebook and the Current Rulings.
  {
    say: ['afford', 'spend', 'spending', 'pay for', 'cards per turn', 'play per turn'],
    term: 'counters',
    edition: '2E',
    source: '2e-rulebook.txt:204',
    reason: 'What a 2E player can afford to play or draw in a turn is paid in counters: "You have seven counters to spend each turn".',
  },
  {
    say: ['trap pile', 'trap deck', 'obstacle pile', 'side deck', 'second deck'],
    term: 'dilemma pile',
    edition: '2E',
    source: '2e-rulebook.txt:125',
    reason: 'The stack of obstacles beside the deck is the dilemma pile: "Shuffle your dilemma pile and place it off to your left".',
  },
  {
    say: ['deckbuilding', 'deck building', 'build a deck', 'deck construction', 'decklist', 'deck list', 'deck size', 'minimum deck'],
    term: 'building a deck',
    edition: '2E',
    source: '2e-rulebook.txt:856',
    reason: 'How many cards a deck holds, and of what, is in BUILDING A DECK ("at least 60 cards: 5 different missions, a dilemma pile …").',
  },
  {
    say: ['playset', 'play set', 'how many copies', 'max copies', 'copies per deck'],
    term: 'three copies',
    edition: '2E',
    source: '2e-rulebook.txt:868',
    reason: 'The most copies of one card a deck may hold: "You may use no more than three copies of each card title".',
  },
  {
    say: ['mulligan', 'mulligans', 'redraw', 'new hand', 'bad hand'],
    term: 'opening hand',
    edition: '2E',
    source: '2e-rulebook.txt:130',
    reason: 'There is no mulligan; the rule for the first hand is "Draw seven cards from your deck to form your opening hand".',
  },
  {
    say: ['warp', 'warps', 'warping', 'fly to', 'sail', 'relocate'],
    term: 'move',
    edition: '2E',
    source: '2e-rulebook.txt:340',
    reason: 'Taking a ship to another mission is moving it: "Order – Move your ship."',
  },
  {
    say: ['fuel', 'gas', 'speed', 'how fast', 'movement left', 'moves left'],
    term: 'range',
    edition: '2E',
    source: '2e-rulebook.txt:482',
    reason: 'How far a ship can still go this turn is its remaining Range: "A portion of a ship’s Range is used each time you move it".',
  },
  {
    say: ['how far apart', 'far apart', 'travel cost', 'movement cost', 'distance between'],
    term: 'span',
    edition: '2E',
    source: '2e-rulebook.txt:476',
    reason:
      'What a move between two missions costs is their spans added: "Add the span numbers of the mission from which the ship is moving and the mission to which …".',
  },
  {
    say: ['homeworld', 'home world', 'home planet', 'starbase', 'space station'],
    term: 'headquarters',
    edition: '2E',
    source: '2e-rulebook.txt:260',
    reason:
      'A home planet or base where crews and ships come into play is a headquarters mission: "Personnel, Ships, and Equipment are played at a headquarters mission".',
  },
  {
    say: ['deploy', 'deploys', 'deploying', 'deployed', 'summon', 'summoning', 'spawn', 'spawns'],
    term: 'headquarters',
    edition: '2E',
    source: '2e-rulebook.txt:260',
    reason: 'Putting a personnel, ship or equipment onto the table is playing it at a headquarters mission (line 260), which players call deploying it.',
  },
  {
    say: ['enchantment', 'enchantments', 'permanent', 'permanents', 'stays in play', 'stay in play', 'stays on the table'],
    term: 'core',
    edition: '2E',
    source: '2e-rulebook.txt:267',
    reason:
      'An event that stays on the table is played in the core: "Events are usually played either in a part of your play area called your core, or on another card".',
  },
  {
    say: ['on their turn', 'during their turn', 'opponents turn', 'other players turn', 'out of turn', 'not my turn', 'instant speed'],
    term: 'response',
    edition: '2E',
    source: '2e-rulebook.txt:1041',
    reason:
      'Acting on another player\'s turn is a response action: "Normally, a player takes actions only on his or her turn. However, there are also response actions".',
  },
  {
    say: ['main phase', 'action phase', 'actions phase'],
    term: 'execute orders',
    edition: '2E',
    source: '2e-rulebook.txt:186',
    reason: 'The part of a 2E turn where cards in play act (beam, move, attempt) is the second segment, "2. Execute Orders".',
  },
  {
    say: ['shoot', 'shoots', 'shooting', 'shot at', 'open fire', 'fire on', 'fire at', 'firefight', 'shootout', 'blast', 'blasting'],
    term: 'engagement',
    edition: '2E',
    source: '2e-rulebook.txt:957',
    reason: 'Ships shooting at each other is an engagement: "Some cards have game text allowing you to begin an engagement between ships".',
  },
  {
    say: ['come out on top', 'comes out on top', 'who beats who', 'outgun', 'outgunned', 'outnumber', 'outnumbered', 'stronger side'],
    term: 'higher total',
    edition: '2E',
    source: '2e-rulebook.txt:944',
    reason: 'Who wins a fight in 2E is decided by totals: "Compare totals. The player with the higher total is the winner." (combat; line 977, engagements).',
  },
  {
    say: ['stalemate', 'deadlock', 'draw game', 'dead even', 'evenly matched'],
    term: 'tied',
    edition: '2E',
    source: '2e-rulebook.txt:945',
    reason: 'A fight with equal totals has no winner: "If the totals are tied, there is no winner."',
  },
  {
    say: ['punch', 'punches', 'punching', 'fistfight', 'fist fight', 'rumble', 'ground fight', 'hand to hand', 'away team fight'],
    term: 'combat',
    edition: '2E',
    source: '2e-rulebook.txt:929',
    reason: 'A fight between personnel on the ground is combat in 2E (COMBAT: "Some cards have game text allowing you to begin combat between personnel").',
  },
  {
    say: [
      'done for the turn',
      'out for the turn',
      'sit out',
      'sits out',
      'sitting out',
      'sideways',
      'turned sideways',
      'knocked out',
      'cant do anything',
      'benched',
      'out of action',
    ],
    term: 'stopped',
    edition: '2E',
    source: '2e-rulebook.txt:358',
    reason: 'A personnel that can do nothing more this turn is stopped: "they will remain stopped until the end of your turn".',
  },
  {
    say: ['wake up', 'wakes up', 'refresh', 'refreshes', 'back in action', 'ready again', 'come back'],
    term: 'unstopped',
    edition: '2E',
    source: '2e-rulebook.txt:820',
    reason: 'Cards that sat out become usable again at the end of the turn: "all stopped cards commanded by all players become unstopped".',
  },
  {
    say: ['kidnap', 'kidnaps', 'kidnapped', 'abduct', 'abducts', 'abducted', 'locked up', 'lock up', 'taken prisoner', 'cell'],
    term: 'brig',
    edition: '2E',
    source: '2e-rulebook.txt:1018',
    reason:
      'An opponent\'s personnel taken and held is in your brig: "Your brig is a part of the play area (like your core). A personnel in a brig is called a captive."',
  },
  {
    say: ['blown up', 'blow up', 'blows up', 'explode', 'explodes', 'exploded', 'wreck', 'wrecked', 'hull breach'],
    term: 'damage',
    edition: '2E',
    source: '2e-rulebook.txt:996',
    reason: 'A ship blows up on its third damage card: "When a third damage card is placed on a ship, that ship is destroyed".',
  },
  {
    say: ['repair', 'repairs', 'repaired', 'repairing', 'patch up', 'patched up', 'drydock', 'dry dock'],
    term: 'remove damage',
    edition: '2E',
    source: '2e-rulebook.txt:1001',
    reason:
      'Repairing a ship is removing damage: "You may remove damage by taking a ship to a headquarters mission where you would be allowed to play that ship."',
  },
  {
    say: ['try', 'tries', 'trying', 'tried', 'go for', 'run a mission', 'do a mission', 'doing a mission', 'away mission'],
    term: 'attempt',
    edition: '2E',
    source: '2e-rulebook.txt:498',
    reason: 'Trying a mission is attempting it: "ORDER – ATTEMPT A MISSION".',
  },
  {
    say: ['back out', 'bail', 'bail out', 'quit', 'retreat', 'pull out', 'walk away', 'call off'],
    term: 'abort',
    edition: '2E',
    source: '2e-rulebook.txt:523',
    reason: 'Leaving a mission attempt part way is aborting it, which 2E forbids: "Once you begin a mission attempt, you cannot “abort” that attempt."',
  },
  {
    say: ['get past', 'got past', 'clear', 'cleared', 'survive', 'survived', 'make it past', 'made it past'],
    term: 'overcome',
    edition: '2E',
    source: '2e-rulebook.txt:688',
    reason: 'Getting past a dilemma is overcoming it: "then you have overcome that dilemma; place it face up beneath the mission".',
  },
  {
    say: ['nobody left', 'no one left', 'wiped out', 'whole team', 'everyone dies', 'all my guys'],
    term: 'remaining dilemmas',
    edition: '2E',
    source: '2e-rulebook.txt:741',
    reason: 'When a whole attempting crew is killed or stopped, what is left of the stack is overcome: "Instead, those remaining dilemmas are overcome."',
  },
  {
    say: ['leftover', 'leftovers', 'left over', 'unused', 'unpicked', 'not picked'],
    term: 'bottom',
    edition: '2E',
    source: '2e-rulebook.txt:543',
    reason: 'Drawn dilemmas the opponent does not choose "are returned face up to the bottom of his or her dilemma pile".',
  },
  {
    say: ['too expensive', 'over budget', 'costs too much', 'over the limit'],
    term: 'total cost',
    edition: '2E',
    source: '2e-rulebook.txt:534',
    reason:
      'The number of personnel attempting caps what the opponent may spend on dilemmas: "That number is also the total cost in dilemmas your opponent can spend".',
  },
  {
    say: ['come up short', 'fall short', 'falls short', 'not enough skills', 'flop', 'flopped'],
    term: 'failed',
    edition: '2E',
    source: '2e-rulebook.txt:788',
    reason:
      'Not meeting a mission\'s requirements fails the attempt: "your mission attempt has failed, and all your remaining personnel in that mission attempt are stopped."',
  },
  {
    say: ['reqs', 'req', 'checklist'],
    term: 'requirements',
    edition: '2E',
    source: '2e-rulebook.txt:755',
    reason:
      'Players shorten a mission\'s requirements to reqs: "A mission’s requirements list a number of skills and an attribute" (Checking Mission Requirements).',
  },
  {
    say: ['duplicate', 'duplicates', 'duplicated', 'identical', 'doubles'],
    term: 'copy',
    edition: '2E',
    source: '2e-rulebook.txt:743',
    reason:
      'Two of the same card are copies: "If your opponent reveals more than one copy of the same dilemma in a mission attempt, … it is overcome." (and uniqueness, line 903).',
  },
  {
    say: ['one of a kind', 'legendary', 'legend rule', 'dot', 'dotted', 'bullet'],
    term: 'unique',
    edition: '2E',
    source: '2e-rulebook.txt:889',
    reason: 'A card with a dot before its title is unique, one in play per player (UNIQUENESS); Magic players call it the legend rule.',
  },
  {
    say: ['generic', 'multiples', 'unlimited copies', 'as many as i want'],
    term: 'non unique',
    edition: '2E',
    source: '2e-rulebook.txt:906',
    reason: 'Cards without a dot may be in play many times: "All cards that do not have a dot (•) before their card title are non-unique."',
  },
  {
    say: ['crewed', 'crewing', 'pilot', 'pilots', 'manned', 'unmanned', 'man the ship', 'fly the ship', 'enough crew'],
    term: 'staffed',
    edition: '2E',
    source: '2e-rulebook.txt:392',
    reason: 'A ship needs the right crew aboard to move: "The ship must be staffed. A ship is staffed when both …".',
  },
  {
    say: ['control', 'controls', 'controlled', 'controller', 'controlling'],
    term: 'command',
    edition: '2E',
    source: '2e-rulebook.txt:282',
    reason: 'What other card games call controlling a card is commanding it: "You command each card you have in play."',
  },
  {
    say: ['steal', 'steals', 'stealing', 'stolen', 'take over', 'takes over', 'mind control', 'switch sides', 'hijack', 'hijacked'],
    term: 'take command',
    edition: '2E',
    source: '2e-rulebook.txt:284',
    reason:
      'Taking an opponent\'s card for your own is taking command of it: "It is possible for an opponent to take command of one of your cards during a game."',
  },
  {
    say: ['belongs to', 'belong to', 'whose card', 'original player'],
    term: 'owner',
    edition: '2E',
    source: '2e-rulebook.txt:285',
    reason:
      'Whose card it is, whoever has it now, is its owner: "You remain the owner of a card for the entire game, even if an opponent takes command of that card."',
  },
  {
    say: ['smarts', 'smart', 'brains', 'brainpower', 'clever', 'wits'],
    term: 'cunning',
    edition: '2E',
    source: '2e-rulebook.txt:1136',
    reason: 'How clever a personnel is, is the attribute Cunning (dilemmas test "Integrity and Cunning requirements").',
  },
  {
    say: ['honesty', 'honest', 'morals', 'morality', 'ethics', 'trustworthy'],
    term: 'integrity',
    edition: '2E',
    source: '2e-rulebook.txt:1136',
    reason: 'How honest a personnel is, is the attribute Integrity (dilemmas test "Integrity and Cunning requirements").',
  },
  {
    say: ['muscle', 'brawn', 'toughness', 'fighting power', 'physical power'],
    term: 'strength',
    edition: '2E',
    source: '2e-rulebook.txt:943',
    reason: 'How tough a personnel is in a fight is Strength: "Total the Strength of all your personnel involved in the combat."',
  },
  {
    say: ['firepower', 'guns', 'attack power', 'attack value'],
    term: 'weapons',
    edition: '2E',
    source: '2e-rulebook.txt:976',
    reason: 'A ship\'s firepower is its Weapons: "Total the Weapons of all your ships involved in the engagement."',
  },
  {
    say: ['armor', 'armour', 'defense', 'defence', 'hull', 'hull strength'],
    term: 'shields',
    edition: '2E',
    source: '2e-rulebook.txt:977',
    reason: 'A ship\'s armour is its Shields: "Your opponent totals the Shields of all his or her ships."',
  },
  {
    say: ['pool', 'pooling', 'pooled', 'combine', 'combined', 'combining', 'team up', 'lend', 'lends', 'chip in'],
    term: 'group',
    edition: '2E',
    source: '2e-rulebook.txt:307',
    reason: 'Putting several personnel\'s skills together is grouping them: "you may group personnel together to provide those skills".',
  },
  {
    say: ['faction', 'factions', 'color', 'colors', 'colour', 'colours', 'allegiance'],
    term: 'affiliation',
    edition: '2E',
    source: '2e-rulebook.txt:68',
    reason: 'A card\'s faction or colour is its affiliation: "Each personnel and ship belongs to a specific affiliation. Color, background …".',
  },
  {
    say: ['race', 'races', 'alien race', 'ethnicity'],
    term: 'species',
    edition: '2E',
    source: '2e-rulebook.txt:1436',
    reason: 'What kind of being a personnel is, is its species: "Some personnel are members of species which share the same name as an affiliation."',
  },
  {
    say: ['price', 'prices', 'mana cost', 'how expensive', 'expensive', 'cheap', 'cheaper', 'discount'],
    term: 'cost',
    edition: '2E',
    source: '2e-rulebook.txt:169',
    reason: 'What a card takes to play is its cost: "Some effects may modify the cost of a card … for more or less than its printed cost."',
  },
  {
    say: ['tag', 'tags', 'trait', 'traits', 'subtype', 'subtypes'],
    term: 'keyword',
    edition: '2E',
    source: '2e-rulebook.txt:313',
    reason: 'Tags on a card such as "Bajoran Resistance." are keywords: "Many cards have one or more keywords at the beginning of their game text."',
  },
  {
    say: ['power', 'powers', 'special power', 'special powers', 'special ability', 'superpower'],
    term: 'ability',
    edition: '2E',
    source: '2e-rulebook.txt:64',
    reason: 'A personnel\'s special power is an ability: "Except for skills, any game text on a personnel is considered an ability."',
  },
  {
    say: ['holding', 'carrying', 'carries', 'wielding', 'armed with'],
    term: 'equipped',
    edition: '2E',
    source: '2e-rulebook.txt:1176',
    reason:
      'A personnel holding an item is equipped with it: "If a personnel is present with an equipment, and … could be affected by that equipment’s game text, he or she is “equipped with” that equipment."',
  },
  {
    say: ['swap', 'swaps', 'swapped', 'switch out', 'substitute', 'sub in', 'trade out'],
    term: 'replace',
    edition: '2E',
    source: '2e-rulebook.txt:1208',
    reason:
      'Swapping one thing for another is replacing: "Replace: Any effects that use some form of the verbs “to replace” or “to become”" (and the glossary\'s "replace").',
  },
  {
    say: ['put into play', 'put in play', 'cheat into play', 'drop into play'],
    term: 'place',
    edition: '2E',
    source: '2e-rulebook.txt:1221',
    reason: 'Putting a card into play without playing it is placing it (the glossary\'s "play and place": a placed card has not been "played").',
  },
  {
    say: ['flip', 'flips', 'flipped', 'flip over', 'flips over', 'turn over', 'turned over'],
    term: 'reveal',
    edition: '2E',
    source: '2e-rulebook.txt:549',
    reason: 'Turning a dilemma face up is revealing it: "Your opponent then reveals the top card of his or her dilemma stack to you."',
  },
  {
    say: ['dice', 'roll a die', 'coin flip', 'coin toss', 'blind pick', 'pick blindly'],
    term: 'randomly',
    edition: '2E',
    source: '2e-rulebook.txt:129',
    reason: 'Deciding by chance is random selection: "Determine randomly who goes first." (and the glossary\'s "selections").',
  },
  {
    say: ['negative points', 'minus points', 'go negative', 'negative score', 'below zero points'],
    term: 'lose points',
    edition: '2E',
    source: '2e-rulebook.txt:1187',
    reason: 'A score cannot go below zero: "If an effect causes a player to lose points when that player has no points, that player does not lose any points."',
  },
  {
    say: ['negative', 'below zero', 'minus'],
    term: 'less than zero',
    edition: '2E',
    source: '2e-rulebook.txt:1217',
    reason: 'An attribute cannot go negative: "5) Zero: Any number that is less than zero becomes zero."',
  },
  {
    say: ['buff', 'buffs', 'boost', 'boosts', 'boosted', 'pump', 'debuff', 'nerf', 'bonuses stack'],
    term: 'modify',
    edition: '2E',
    source: '2e-rulebook.txt:1211',
    reason:
      'Raising or lowering a card\'s numbers is modifying it: "Modify: Any effects that add, increase, or reduce an aspect of a card by a specific amount".',
  },
  {
    say: ['cleanup', 'clean up', 'end step', 'end phase'],
    term: 'discard excess',
    edition: '2E',
    source: '2e-rulebook.txt:810',
    reason: 'The last part of a 2E turn, where the hand is cut to seven and stopped cards reset, is "3. DISCARD EXCESS CARDS".',
  },
  {
    say: ['upkeep', 'untap step', 'beginning of turn', 'start phase'],
    term: 'start of each',
    edition: '2E',
    source: '2e-rulebook.txt:195',
    reason: 'What happens as a turn begins: "When your turn begins, you may complete any actions that happen “at the start of each of your turns.”"',
  },
  {
    say: ['onboard', 'on board', 'inside the ship', 'passenger', 'passengers', 'ride', 'rides', 'riding'],
    term: 'aboard',
    edition: '2E',
    source: '2e-rulebook.txt:923',
    reason: 'Personnel in a ship are aboard it: "If a card is aboard a ship, it is present with any other personnel and equipment aboard the same ship."',
  },
  {
    say: ['same place', 'same spot', 'same location', 'nearby', 'next to', 'alongside'],
    term: 'present',
    edition: '2E',
    source: '2e-rulebook.txt:912',
    reason:
      'Cards in the same place are present with each other (PRESENT: "If a card is on a planet, it is present with any other personnel and equipment on …").',
  },
  {
    say: ['combo', 'combos', 'infinite combo', 'go infinite', 'over and over', 'repeat forever'],
    term: 'infinite loops',
    edition: '2E',
    source: '2e-current-rulings-2011-01-03.txt:128',
    reason: 'Repeating a combination of actions without end is an infinite loop (Current Rulings "infinite loops").',
  },
  {
    say: ['trump', 'trumps', 'override', 'overrides', 'overrule', 'overrules', 'takes priority'],
    term: 'overridden',
    edition: '2E',
    source: '2e-current-rulings-2011-01-03.txt:106',
    reason:
      'When one card says you can and another says you cannot: "Game text which specifically forbids an action cannot be overridden except by game text …".',
  },
  {
    say: ['simultaneous', 'simultaneously', 'at once', 'same moment', 'both trigger'],
    term: 'same time',
    edition: '2E',
    source: '2e-rulebook.txt:1060',
    reason: 'Two effects triggering together: "Sometimes the trigger for more than one response action will be met at the same time."',
  },
  {
    say: ['forced', 'forced to', 'automatic', 'automatically'],
    term: 'mandatory',
    edition: '2E',
    source: '2e-rulebook.txt:1056',
    reason: 'An effect a player must use is mandatory: "Response actions can be mandatory or optional."',
  },
  {
    say: ['dig for', 'find a card', 'fetch', 'fetches'],
    term: 'download',
    edition: '2E',
    source: '2e-rulebook.txt:319',
    reason: 'Looking through the deck for a card and taking it is downloading: "This word allows you to look through your deck for the specified card".',
  },
  {
    say: ['hidden', 'secret', 'secretly', 'keep secret', 'kept secret'],
    term: 'concealed',
    edition: '2E',
    source: '2e-rulebook.txt:247',
    reason: 'Personnel and equipment kept hidden once in play are concealed: "after being shown when entering play, are then concealed (placed face down)".',
  },
  {
    say: ['buy a card', 'buy cards', 'extra card', 'extra cards', 'pay to draw'],
    term: 'draw',
    edition: '2E',
    source: '2e-rulebook.txt:217',
    reason: 'Paying for another card is drawing it: "You may pay one counter to draw a card."',
  },
  {
    say: ['win condition', 'win conditions', 'how to win'],
    term: 'winning',
    edition: '2E',
    source: '2e-current-rulings-2011-01-03.txt:166',
    reason: 'What a player needs to win is in "winning the game – A player wins the game when he or she: has 100 points (or more) …".',
  },
  {
    say: ['before we begin', 'before we start', 'before the game', 'before the game starts', 'lay out', 'layout'],
    term: 'setting up',
    edition: '2E',
    source: '2e-rulebook.txt:122',
    reason: 'How the table is laid out before the first turn is SETTING UP THE GAME ("Take all five of your mission cards and place them face up in a row").',
  },
  {
    say: ['set aside', 'put aside', 'set it aside', 'for the rest of the game', 'until the game ends', 'until game over'],
    term: 'remove from the game',
    edition: '2E',
    source: '2e-rulebook.txt:1296',
    reason:
      'A card kept out until the game ends is removed from the game: "separate it from all other cards in the game. Return the card to its owner’s deck only after the game has ended."',
  },
  {
    say: ['sacrifice', 'sacrifices', 'sacrificed', 'give up', 'pay first', 'upfront', 'up front'],
    term: 'costs',
    edition: '2E',
    source: '2e-rulebook.txt:1083',
    reason:
      'What a card makes you give up before its effect is its cost: "The cost of an action could be paying counters, stopping a personnel, discarding a card …".',
  },
  {
    say: ['vessel', 'vessels', 'starship', 'starships', 'spaceship', 'spaceships', 'spacecraft'],
    term: 'ship',
    edition: '2E',
    source: '2e-rulebook.txt:265',
    reason: 'Players call a ship a vessel or starship; 2E says ship throughout ("Place each ship by itself in line with the mission at which it is played").',
  },
];

const SAID = new Set(TABLE_TALK.flatMap((e) => e.say.map((say) => `${say}→${e.term}`)));

/** A concept of a planned query (engine.ts): the reader's words and each way it is searched. */
export interface PlannedConcept {
  label: string;
  alternatives: readonly { query: string; via: string }[];
}

/**
 * The query the semantic layer is asked (fuse.ts, semanticQuery), with the rule term of each piece of table talk it
 * holds added after it: "fistfight between my crew and theirs who comes out on top" is embedded with "combat higher
 * total". The static model knows a word by what it meant where it was trained, so a description of what happens at
 * the table lands near passages about something else; the rule term moves it toward the rule's own passages. Only
 * table talk, in the edition the query is searched in (plan() has already left the other edition's out): the
 * thesaurus's everyday words and the Glossary's aliases, added the same way, lowered TUNE (measured 29 November 2026).
 */
export function withTableTalk(text: string, concepts: readonly PlannedConcept[]): string {
  const terms: string[] = [];
  for (const concept of concepts) {
    const said = words(concept.label).join(' ');
    for (const alternative of concept.alternatives)
      if (alternative.via === 'thesaurus' && SAID.has(`${said}→${alternative.query}`) && !terms.includes(alternative.query)) terms.push(alternative.query);
  }
  return terms.length > 0 ? `${text} ${terms.join(' ')}` : text;
}
