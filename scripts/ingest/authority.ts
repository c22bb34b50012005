/**
 * Which document governs, and who published what: reviewed data, with the words each judgement rests on. The
 * ingest writes it into content/documents/ (each document's standing and publisher, each edition's precedence), and
 * every "stands" verdict on the site is computed from it by src/lib/authority.ts — the disagreements, the superseded
 * marks on the pages, the walkthroughs' tensions. Change the precedence here and they all follow.
 *
 * What the held documents say is quoted with its line; what only other copies or later documents say is marked
 * `held: false` and shown as such (/work/shared/docs/authority.md gathered it). Where a document does not say who
 * published it, the record says "Not stated in the document" and gives what its text does support.
 */
import type { Edition } from '../../src/lib/vocab.ts';
import type { DocumentRecord, Evidence } from '../../src/schemas/documents.ts';
import type { Precedence } from '../../src/schemas/precedence.ts';
import { SOURCE_FILES, type DocumentId } from '../../src/lib/source-documents.ts';
import { ReviewedDataError } from './lib/validate.ts';
import { reviewedFault } from './lib/reviewed-fault.ts';

export type { Evidence, Precedence };

/** Words of a held document, by its id (its file: src/lib/source-documents.ts), lines `from`–`to`. */
const at = (document: DocumentId, from: number, to: number, quote: string, note?: string): Evidence => {
  const file = SOURCE_FILES[document];
  return note === undefined ? { held: true, quote, file, lines: [from, to] } : { held: true, quote, file, lines: [from, to], note };
};
const elsewhere = (where: string, quote: string): Evidence => ({ held: false, quote, where });

/** A document's authority: who made it and what it is when deciding a ruling, each with the words it rests on. */
export type DocumentAuthority = Pick<DocumentRecord, 'standing' | 'publisher' | 'publisherBasis' | 'standingBasis' | 'governedBy'>;

export const NOT_STATED = 'Not stated in the document';

export const AUTHORITY: Record<string, DocumentAuthority> = {
  '1e-glossary': {
    standing: 'rules-compendium',
    publisher: NOT_STATED,
    publisherBasis: [
      at('1e-glossary', 1, 1, 'ST1E - overview "terms" | openCards', 'the copy is openCards’ page of the Glossary’s terms'),
      at(
        '1e-glossary',
        605,
        605,
        'There are 15 affiliations: Bajoran, Borg, Cardassian, Dominion, Federation, Ferengi, Hirogen, Kazon, Klingon, Neutral, Non-Aligned, Romulan, Starfleet, Vidiian and Vulcan.',
        'it names Vulcan, an affiliation the Continuing Committee made after Decipher (next line)',
      ),
      at('1e-grays', 26, 26, 'as well as Vulcan (soon to be created by The Continuing Committee)'),
      at(
        '1e-grays',
        93,
        93,
        'Note: Dyson Sphere Door (used to create the Dilemma Side Deck) is a virtual card by the Continuing Committee and was not released by Decipher',
        'on the Dilemma side deck that the Glossary lists (line 3591)',
      ),
      elsewhere(
        'later editions of the Glossary, not held here',
        'From v1.9.1 (May 2013) on, the Glossary’s supplemental documents are “available on the Continuing Committee website”.',
      ),
    ],
    standingBasis: [
      at(
        '1e-rulebook-v1.7',
        18,
        18,
        'The Glossary explains topics in detail and addresses special terms which may not be self-explanatory (e.g., downloading), as well as including revised game text and answers to Frequently Asked Questions (FAQs) on specific cards.',
      ),
      elsewhere(
        'the Glossary’s own introduction (v1.6, October 1999, and every later edition); the held copy is openCards’ list of terms and does not include it',
        'This document is comprehensive; it contains all Star Trek Customizable Card Game rules and rulings as of [date]. We recommend that you discard all rules documents (booklets, supplements, FAQs and Current Rulings) dated prior to [date] and refer to this Glossary for all rules questions.',
      ),
      elsewhere(
        'the Continuing Committee’s First Edition Current Rulings of 11 June 2010, not held here',
        'Current Rulings are periodic updates to the First Edition Rulebook … an official supplement to the Glossary and should be used by tournament directors in making tournament rulings. (The rulebook is intended for beginners and should not be used for rulings.)',
      ),
    ],
  },
  '1e-rulebook-v1.7': {
    standing: 'rulebook',
    publisher: 'Decipher',
    publisherBasis: [at('1e-rulebook-v1.7', 474, 474, 'TM, ® & © 2000 Decipher Inc., P. O. Box 56, Norfolk, Virginia U.S.A. 23501-0056.')],
    standingBasis: [
      at(
        '1e-rulebook-v1.7',
        18,
        18,
        'A term or phrase appearing in bold type indicates that there is more information on the topic in the companion Glossary.',
        'the rulebook defers to the Glossary for the detail',
      ),
      elsewhere(
        'the Continuing Committee’s First Edition Current Rulings of 11 June 2010, not held here',
        'The rulebook is intended for beginners and should not be used for rulings.',
      ),
    ],
    governedBy: {
      by: '1e-glossary',
      short: 'Where they differ, the ST1E Glossary governs.',
      says: 'This rulebook teaches the game and sends the reader to its companion Glossary for more on each term in bold; where it differs from the ST1E Glossary held here, the Glossary governs.',
      basis: at(
        '1e-rulebook-v1.7',
        18,
        18,
        'A term or phrase appearing in bold type indicates that there is more information on the topic in the companion Glossary.',
      ),
    },
  },
  '1e-grays': {
    standing: 'community-compilation',
    publisher: 'The author of a community wiki',
    publisherBasis: [
      at(
        '1e-grays',
        9,
        9,
        'The following rules are a combination of Version 1.7, the Deep Space Nine rule book, and the Voyager rule book from Decipher with updates by the author of this Wiki.',
      ),
    ],
    standingBasis: [
      at('1e-grays', 3, 3, 'Please Note: The last version of the rule book by Decipher was Version 1.7.', 'it is not an official document, and says so'),
    ],
    governedBy: {
      by: '1e-glossary',
      short: 'Community compilation; the ST1E Glossary governs.',
      says: 'A community compilation: it never governs. For a ruling, the ST1E Glossary governs.',
      basis: at(
        '1e-grays',
        9,
        9,
        'The following rules are a combination of Version 1.7, the Deep Space Nine rule book, and the Voyager rule book from Decipher with updates by the author of this Wiki.',
      ),
    },
  },
  '2e-rulebook': {
    standing: 'rulebook',
    publisher: NOT_STATED,
    publisherBasis: [
      at('2e-rulebook', 98, 98, "constructed starter deck, which can be found on The Continuing Committee's website", 'the same words again at line 157'),
      elsewhere(
        'outside the held text',
        'Public copies are titled “2E Star Trek CCG - Continuing Committee Rulebook V3”; the announcement of Rulebook v4.0 (6 April 2015) dates v3.0 to 2008.',
      ),
    ],
    standingBasis: [
      at(
        '2e-current-rulings',
        8,
        9,
        'Current Rulings are periodic updates to the Second Edition Rulebook, including changes, clarifications, and situations it does not address.',
      ),
    ],
    governedBy: {
      by: '2e-current-rulings',
      short: 'Where the ST2E Current Rulings speak, they govern.',
      says: 'Where the ST2E Current Rulings (3 January 2011) speak, they stand over this rulebook; where they are silent, it stands.',
      basis: at(
        '2e-current-rulings',
        8,
        9,
        'Current Rulings are periodic updates to the Second Edition Rulebook, including changes, clarifications, and situations it does not address.',
      ),
    },
  },
  '2e-current-rulings': {
    standing: 'rulings',
    publisher: 'The Continuing Committee',
    publisherBasis: [
      at(
        '2e-current-rulings',
        13,
        15,
        'Answers given by official Continuing Committee representatives are not official until included in an official rules document such as the Current Rulings, Official Clarifications, or Official Rulings.',
      ),
    ],
    standingBasis: [
      at(
        '2e-current-rulings',
        9,
        11,
        'Current Rulings are an official supplement to the Rulebook and should be used by tournament directors in making tournament rulings.',
      ),
      at('2e-current-rulings', 18, 18, 'This document contains all Current Rulings issued since the Rulebook v3.'),
    ],
  },
};

export const PRECEDENCE: Precedence[] = [
  {
    edition: '1E',
    order: ['1e-glossary', '1e-rulebook-v1.7', '1e-grays'],
    neverGoverns: ['1e-grays'],
    rule: 'For the First Edition the Glossary, the game’s rules compendium, governs; the Rulebook v1.7 is for learning the game; Gray’s Digital Edition is a community compilation and never governs.',
  },
  {
    edition: '2E',
    order: ['2e-current-rulings', '2e-rulebook'],
    neverGoverns: [],
    rule: 'For the Second Edition the Current Rulings (3 January 2011) stand over the rulebook where they speak; where they are silent, the rulebook stands.',
  },
];

/** The precedence data checked: every document in exactly one edition's order, of that edition, with its authority. */
export function checkPrecedence(documents: ReadonlyArray<{ id: string; edition: Edition }>): void {
  const problems: string[] = [];
  for (const d of documents) {
    const holders = PRECEDENCE.filter((p) => p.order.includes(d.id));
    const [holder] = holders;
    if (holders.length !== 1 || !holder) problems.push(`${d.id} is in ${holders.length} precedence orders; it must be in exactly one (its edition's).`);
    else if (holder.edition !== d.edition) problems.push(`${d.id} is a ${d.edition} document but is in the ${holder.edition} precedence.`);
    if (!AUTHORITY[d.id]) problems.push(`${d.id} has no entry in AUTHORITY (scripts/ingest/authority.ts).`);
  }
  for (const p of PRECEDENCE) {
    for (const id of [...p.order, ...p.neverGoverns])
      if (!documents.some((d) => d.id === id)) problems.push(`The ${p.edition} precedence names "${id}", which is not a document.`);
    if (new Set(p.order).size !== p.order.length) problems.push(`The ${p.edition} precedence lists a document twice.`);
  }
  if (problems.length) {
    throw new ReviewedDataError(
      'Precedence data (scripts/ingest/authority.ts) is inconsistent',
      problems,
      "put every document of scripts/ingest/documents.ts in exactly one PRECEDENCE order, its own edition's, and give it an AUTHORITY entry (scripts/ingest/authority.ts).",
    );
  }
}

/** A document's place in its edition's precedence, as src/lib/authority.ts's verdict needs it. */
export function rankOf(id: string): Pick<DocumentRecord, 'rank' | 'governs'> {
  const p = PRECEDENCE.find((x) => x.order.includes(id));
  if (!p)
    throw reviewedFault('authority.ts', `The document "${id}" is in no precedence order (scripts/ingest/authority.ts).`, {
      field: 'PRECEDENCE',
      entry: id,
      hint: "add the document to its edition's order in PRECEDENCE (scripts/ingest/authority.ts), then run npm run ingest.",
    });
  return { rank: p.order.indexOf(id) + 1, governs: !p.neverGoverns.includes(id) };
}

export const ruleOf = (edition: Edition): string => {
  const p = PRECEDENCE.find((x) => x.edition === edition);
  if (!p)
    throw reviewedFault('authority.ts', `No precedence for ${edition} (scripts/ingest/authority.ts).`, {
      field: 'PRECEDENCE',
      entry: edition,
      hint: 'give each edition its order in PRECEDENCE (scripts/ingest/authority.ts), then run npm run ingest.',
    });
  return p.rule;
};
