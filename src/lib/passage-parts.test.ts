/**
 * A quoted passage's icon is the links schema's own type (src/schemas/links.ts), not a copy that can drift from it:
 * what passageParts makes is what content/links/pages.json holds and the card pages read without a cast. Checked
 * by type (astro check type-checks this file) and at run time on a real 1E rulebook line with an icon.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { passageParts, type IconPart, type PassagePart } from './passage-parts.ts';
import { pageLinksSchema, type PageLinksData } from '../schemas/links.ts';

describe('passage parts', () => {
  test('should be the type the links schema gives', () => {
    type SchemaParts = NonNullable<PageLinksData['anchors'][number]['parts']>;
    expectTypeOf<PassagePart[]>().toEqualTypeOf<SchemaParts>();
    expectTypeOf<IconPart['icon']>().toEqualTypeOf<Exclude<SchemaParts[number], string>['icon']>();
  });

  test('should give an icon the links schema accepts, and refuse an icon name it does not know', () => {
    // content/rules/1e/rulebook/1-play-a-card.md, line 49 (its start, its link left out).
    const line =
      'You may normally play cards with an **Alternate Universe :icon[\\[AU\\]]{name="alternate-universe"} icon** _only_ if you have an open Doorway card';
    const parts = passageParts(fromMarkdown(line, { extensions: [directive()], mdastExtensions: [directiveFromMarkdown()] }));
    expect(parts).toEqual([
      'You may normally play cards with an Alternate Universe ',
      { icon: 'alternate-universe', source: '[AU]' },
      ' icon only if you have an open Doorway card',
    ]);
    const page = (p: unknown) =>
      pageLinksSchema().safeParse({ id: 'rules/1e/rulebook/1-play-a-card', anchors: [{ id: 'p-you-may', text: 'You may', parts: p }], links: [] });
    expect(page(parts).success).toBe(true);
    expect(page(['You may ', { icon: 'alternate-universes', source: '[AU]' }]).success).toBe(false);
  });
});
