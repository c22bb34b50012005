/**
 * The five source documents: reviewed provenance data (from content/sources/README.md), written to
 * content/documents/documents.json by the ingest. One record per file in content/sources/.
 */
import type { DocumentRecord } from '../../src/schemas/documents.ts';
import { AUTHORITY, rankOf } from './authority.ts';
import { SOURCE_FILES, type DocumentId } from '../../src/lib/source-documents.ts';
import { reviewedFault } from './lib/reviewed-fault.ts';

export type { DocumentRecord };

/**
 * What is written here by hand; the authority (publisher, standing, rank) comes from scripts/ingest/authority.ts, and
 * the file from the id (src/lib/source-documents.ts, where each document's id and file are spelled once).
 */
type Described = Omit<
  DocumentRecord,
  'id' | 'file' | 'publisher' | 'publisherBasis' | 'standing' | 'standingBasis' | 'governedBy' | 'official' | 'rank' | 'governs'
> & { id: DocumentId };

const DESCRIBED: Described[] = [
  {
    id: '1e-glossary',
    title: 'Star Trek CCG First Edition Glossary (openCards overview of terms)',
    short: 'ST1E Glossary',
    edition: '1E',
    date: 'undated',
    kind: 'glossary',
    sha256: '261c20b2c4cd14ea6f10d27a7e23fda44ec1c78deb77e6b26feaff3c81a61b03',
    description:
      'The openCards overview of the 1E Glossary: an index of 453 terms, then one entry per term, each marked "Taken from Glossary." (one is taken from the Current Rulings). About 133 entries only refer to another term; they are shown as aliases of their target. Icon images leaked their alternative text into the words ("Affiliation Federation", "[unknown icon - Dathon]").',
  },
  {
    id: '1e-rulebook-v1.7',
    title: 'Star Trek Customizable Card Game Rulebook, Version 1.7',
    short: 'ST1E Rulebook v1.7',
    edition: '1E',
    date: '2000-08',
    kind: 'rulebook',
    sha256: '7d4a785fb871ffbf79c7e71e7e78f8d99b8255f234783cd8978cd3482bf4651e',
    description:
      'The last rulebook Decipher published for the First Edition, as Markdown converted from the printed book: bold type marks Glossary terms; seven paragraphs were split by page breaks; some icons survive only as placeholders ([AU], [Def]) or typesetting leftovers.',
  },
  {
    id: '1e-grays',
    title: "Gray's Digital Edition Rule Book",
    short: "Gray's Digital Edition",
    edition: '1E',
    date: 'undated',
    kind: 'rulebook',
    sha256: '3894fe9f350d30c6a57dfaef3259c7214d57d61ddc707c66a63306c9e935601a',
    description:
      'A community compilation that merges v1.7, the Deep Space Nine and Voyager rulebooks and later supplements into one text. Its headings, links, tables and images were lost when it was copied from the wiki. It differs from v1.7 on purpose. It never governs: where it disagrees with an official document, the official one stands.',
  },
  {
    id: '2e-rulebook',
    title: 'Star Trek Customizable Card Game Second Edition Rulebook (v3)',
    short: 'ST2E Rulebook',
    edition: '2E',
    date: 'undated',
    kind: 'rulebook',
    sha256: 'bfa7a99d81f776f6283c75d7d0316ac7c2177cf55adefe4961c305120d542dd8',
    description:
      'The Second Edition rulebook that the Current Rulings supplement, as text extracted from its PDF: bold was printed four times over, six page regions appear twice (each copy damaged), the card-type pages were removed, and icon glyphs were dropped.',
  },
  {
    id: '2e-current-rulings',
    title: 'Current Rulings Document (3 January 2011)',
    short: 'ST2E Current Rulings',
    edition: '2E',
    date: '2011-01-03',
    kind: 'rulings',
    sha256: 'ca50edd0d6d07f11639c461857ef30e51c04f4689db754eddf5aed85623700e2',
    description:
      'The official supplement to the Second Edition Rulebook: 13 general rulings (with the step-by-step timing of a mission attempt) and 76 card errata. Where they speak, they stand over the rulebook; where they are silent, the rulebook stands. Entries marked * are new or changed since the previous Current Rulings.',
  },
];

/** Each document with its authority (scripts/ingest/authority.ts) and its place in its edition's precedence. */
export const DOCUMENTS: DocumentRecord[] = DESCRIBED.map((d) => {
  const a = AUTHORITY[d.id];
  if (!a)
    throw reviewedFault('authority.ts', `The document "${d.id}" has no entry in AUTHORITY (scripts/ingest/authority.ts).`, {
      field: 'AUTHORITY',
      entry: d.id,
      hint: 'give every document of scripts/ingest/documents.ts its authority in AUTHORITY (scripts/ingest/authority.ts), then run npm run ingest.',
    });
  // The file after `kind`, where the record has always had it (documents.json keeps its order).
  const { id, title, short, edition, date, kind, ...rest } = d;
  return {
    id,
    title,
    short,
    edition,
    date,
    kind,
    file: SOURCE_FILES[id],
    ...rest,
    publisher: a.publisher,
    publisherBasis: a.publisherBasis,
    standing: a.standing,
    standingBasis: a.standingBasis,
    ...(a.governedBy ? { governedBy: a.governedBy } : {}),
    official: a.standing !== 'community-compilation',
    ...rankOf(d.id),
  };
});
