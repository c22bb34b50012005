import { describe, expect, it } from 'vitest';
import { SOURCE, directives, page, parsed, result } from './whole-book.ts';

describe('markIconLines on the real rulebook', () => {
  it('should mark 36 lost icons, naming the affiliations and the skill dot the text makes certain', () => {
    expect(result.stats.icons).toEqual({ unknown: 17, named: 19, inferred: 1 });
    const aff = page('rules/2e/rulebook/affiliations.md');
    expect(directives(aff, 'icon').map((d) => d.attributes.affiliation)).toEqual([
      'Bajoran',
      'Borg',
      'Cardassian',
      'Dominion',
      'Ferengi',
      'Klingon',
      'Romulan',
      'Starfleet',
    ]);
    expect(page('rules/2e/rulebook/general-rules-on-executing-orders.md').body).toContain('attempt a mission, beam personnel');
    // line 299: "each one marked by a skill dot icon ( )" — the sentence names the icon it lost (ICON_LINES)
    expect(page('rules/2e/rulebook/important-game-terms.md').body).toContain('skill dot icon (:icon{name="skill-dot"})');
  });

  it('should mark the Federation icon of line 403 as inferred, not as a lost glyph', () => {
    // line 403: "and one unstopped personnel (which could be one of the four providing the" — one space, no trace
    expect(SOURCE.split('\n')[402]).toBe('and one unstopped personnel (which could be one of the four providing the');
    const move = page('rules/2e/rulebook/order-move-a-ship.md');
    expect(move.body).toContain('and one unstopped :icon{name="affiliation" affiliation="Federation" inferred="true"} personnel');
    const inferred = parsed.flatMap((p) => directives(p, 'icon').filter((d) => d.attributes.inferred));
    expect(inferred).toHaveLength(1);
    expect(result.report).toContainEqual({ line: 403, message: 'Federation icon inferred from the text: the source has no trace of it (marked as inferred)' });
  });
});
