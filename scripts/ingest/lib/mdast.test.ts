/** The tree builders every importer shares: text runs cut by icon and bold steps come out as one text node. */
import { describe, expect, test } from 'vitest';
import { icon, mergeText, strong, text, type Inline } from './mdast.ts';

// Gray's line 48 ("…begins with the universal ❖ icon)") as the icon step cuts it: text, the glyph, a space, text.
const GRAYS_48 = 'Each of your six missions must be different, except for those that are universal (their card title begins with the universal ';

describe('mergeText', () => {
  test.each<[string, Inline[], Inline[]]>([
    [
      'join the pieces of one run of text around an icon (Gray’s line 48)',
      [text(GRAYS_48.slice(0, 40)), text(GRAYS_48.slice(40)), icon('universal', '❖'), text(' '), text('icon in their title).')],
      [text(GRAYS_48), icon('universal', '❖'), text(' icon in their title).')],
    ],
    [
      'drop the empty text the icon step leaves where no space follows a glyph (v1.7 line 197, "(with the [Holo] icon)")',
      [text('(with the '), icon('holographic', '[Holo]'), text(''), text(' icon) are reported like other personnel'), text('')],
      [text('(with the '), icon('holographic', '[Holo]'), text(' icon) are reported like other personnel')],
    ],
    [
      'not merge text across a bold run',
      [text('see '), strong(text('downloading')), text(' for'), text(' details')],
      [text('see '), strong(text('downloading')), text(' for details')],
    ],
    ['give nothing for nothing but empty text', [text(''), text('')], []],
  ])('should %s', (_, nodes, merged) => {
    expect(mergeText(nodes)).toEqual(merged);
  });
});
