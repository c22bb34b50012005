/**
 * A card's mentions are the cards schema's own type (src/schemas/cards.ts), not a copy of it: the registry's
 * mentionsOf gives exactly what content/cards/cards.json holds. Checked by type (astro check type-checks this file)
 * and at run time on mentions of Q's Tent as the 1E glossary names it.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'astro/zod';
import { mentionsOf } from './mentions.ts';
import type { Candidate } from './types.ts';
import { COLLECTIONS, PLAIN_REFS, type CardMention } from '../../../src/schemas/index.ts';

const at = (document: Candidate['document'], line: number, pattern: Candidate['pattern']): Candidate => ({
  name: 'Q’s Tent',
  edition: '1E',
  document,
  line,
  pattern,
});

describe('mentionsOf', () => {
  test("should give the schema's mention type", () => {
    type SchemaMention = z.infer<ReturnType<typeof COLLECTIONS.cards.schema<typeof PLAIN_REFS>>>['mentions'][number];
    expectTypeOf(mentionsOf).returns.toEqualTypeOf<CardMention[]>();
    expectTypeOf<CardMention>().toEqualTypeOf<SchemaMention>();
  });

  test('should keep one mention a line, the most specific pattern, in document then line order, as the schema accepts', () => {
    const found = [at('1e-grays', 120, 'name'), at('1e-glossary', 3591, 'name'), at('1e-glossary', 3591, 'such-as'), at('1e-glossary', 12, 'see')];
    const mentions = mentionsOf(found);
    expect(mentions).toEqual([
      { document: '1e-glossary', line: 12, pattern: 'see' },
      { document: '1e-glossary', line: 3591, pattern: 'such-as' },
      { document: '1e-grays', line: 120, pattern: 'name' },
    ]);
    const schema = COLLECTIONS.cards.schema(PLAIN_REFS);
    expect(schema.parse({ title: 'Q’s Tent', edition: '1E', mentions }).mentions).toEqual(mentions);
  });
});
