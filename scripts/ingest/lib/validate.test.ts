/**
 * The ingest's check of what it writes (scripts/ingest/lib/validate.ts), fed small fixtures directly: real entries
 * (a document record, a 1E glossary entry, a card) with one thing broken each. A bad entry must fail naming the
 * file (and entry), the field, the importer and where to fix it; a good one must pass.
 */
import { describe, expect, test } from 'vitest';
import { glossaryFile, jsonFile, type GeneratedFile } from './files.ts';
import { assertValidContent, collectionOf, ContentSchemaError, validateContent, type Origin } from './validate.ts';
import { DOCUMENTS } from '../documents.ts';
import { IMPORTERS } from '../index.ts';
import type { CardEntry, GlossaryInput } from '../../../src/schemas/index.ts';

const content = (f: GeneratedFile): GeneratedFile => ({ path: `content/${f.path}`, content: f.content });
const documents = content(jsonFile('documents/documents.json', DOCUMENTS));

/** content/glossary/1e/warp-speed.md as the ingest writes it, with `change` applied to its frontmatter. */
function warpSpeed(change: (d: Record<string, unknown>) => void = () => {}): GeneratedFile {
  const data: GlossaryInput & Record<string, unknown> = {
    title: 'Warp Speed',
    edition: '1E',
    document: '1e-glossary',
    aliases: ['10/20 rule'],
    see: [],
    lines: [4207, 4231],
    takenFrom: 'Taken from Glossary.',
  };
  change(data);
  const body = { type: 'paragraph' as const, children: [{ type: 'text' as const, value: 'A ship’s RANGE is the distance it can move each turn.' }] };
  return content(glossaryFile('glossary/1e/warp-speed.md', '1e-glossary-terms.txt', data, [body]));
}

const qsTent: CardEntry = {
  id: '1e/qs-tent',
  title: 'Q’s Tent',
  edition: '1E',
  aliases: [],
  mentions: [{ document: '1e-glossary', line: 3591, pattern: 'such-as' }],
};

const origins: Record<string, Origin> = {
  'content/glossary/1e/warp-speed.md': { importer: 'glossary-1e', ...IMPORTERS['glossary-1e'] },
  'content/cards/cards.json': { importer: 'cards', ...IMPORTERS.cards },
};
const originOf = (path: string) => origins[path];

/** The message a check of `files` throws. */
function failure(files: GeneratedFile[]): string {
  try {
    assertValidContent(files, originOf);
  } catch (e) {
    expect(e).toBeInstanceOf(ContentSchemaError);
    return (e as Error).message;
  }
  throw new Error('expected the check to fail');
}

describe('the ingest check of generated entries', () => {
  test('should accept well-formed entries whose references exist', () => {
    expect(validateContent([documents, warpSpeed(), content(jsonFile('cards/cards.json', [qsTent]))], originOf)).toEqual([]);
  });

  test('should place each file in its collection and leave the report out', () => {
    expect(collectionOf('content/glossary/1e/warp-speed.md')).toBe('glossary');
    expect(collectionOf('content/intros/2e-current-rulings.md')).toBe('intros');
    expect(collectionOf('content/intros/2e/nested.md')).toBeUndefined();
    expect(collectionOf('content/documents/precedence.json')).toBe('precedence');
    expect(collectionOf('reports/ingest.md')).toBeUndefined();
  });

  test('should name the file, each bad field, the importer and its reviewed data for a glossary entry without a title and with an unknown edition', () => {
    const message = failure([
      documents,
      warpSpeed((d) => {
        delete d.title;
        d.edition = '3E';
      }),
    ]);
    expect(message).toContain('content/glossary/1e/warp-speed.md (glossary, made by the glossary-1e importer)');
    expect(message).toMatch(/\n {4}title: Invalid input: expected string, received undefined\n/);
    expect(message).toContain('    edition: Invalid option: expected one of "1E"|"2E"');
    expect(message).toContain('Hint: the entry is made by scripts/ingest/glossary-1e.ts, or its reviewed data in scripts/ingest/glossary-1e.corrections.ts');
    expect(message).toContain('do not edit it by hand');
  });

  test('should fail on a reference to an entry no importer made, naming the missing id', () => {
    const message = failure([
      documents,
      warpSpeed((d) => {
        d.see = ['1e/warp'];
        d.document = '1e-glossary-v2';
      }),
    ]);
    expect(message).toContain('    document: no documents entry has the id "1e-glossary-v2"');
    expect(message).toContain('    see.0: no glossary entry has the id "1e/warp"');
  });

  test("should fail on source lines that run backwards with the schema's own words", () => {
    expect(
      failure([
        documents,
        warpSpeed((d) => {
          d.lines = [4231, 4207];
        }),
      ]),
    ).toContain('    lines: the first line must not come after the last');
  });

  test('should name the entry of a JSON collection and the field inside it', () => {
    const bad = [
      { ...qsTent, mentions: [] },
      { ...qsTent, id: '1e/wormhole', title: 'Wormhole', mentions: [{ document: '1e-glossary', line: 531, pattern: 'guess' }] },
    ];
    const message = failure([documents, content(jsonFile('cards/cards.json', bad))]);
    expect(message).toContain("2 generated entries do not match their collection's schema");
    expect(message).toContain('content/cards/cards.json → 1e/qs-tent (cards, made by the cards importer)');
    expect(message).toMatch(/ {4}mentions: Too small: expected array to have >=1 items/);
    expect(message).toContain('content/cards/cards.json → 1e/wormhole');
    expect(message).toMatch(/ {4}mentions\.0\.pattern: Invalid option/);
    expect(message).toContain('scripts/ingest/cards.review.ts');
  });

  test('should say when no importer claims a file', () => {
    const orphan = {
      ...warpSpeed((d) => {
        d.title = '';
      }),
      path: 'content/glossary/1e/orphan.md',
    };
    const message = failure([documents, orphan]);
    expect(message).toContain('  content/glossary/1e/orphan.md (glossary)\n    title: Too small');
    expect(message).toContain('Hint: No importer claims this file; add it to an importer in scripts/ingest/index.ts.');
  });
});
