import { describe, expect, it } from 'vitest';
import { result, sections, section, sourceLine } from './whole-book.ts';

describe('iconMarks on the real book', () => {
  it('should turn LaTeX leftovers and "♠" into icon marks, collapsing the double spaces around them', () => {
    expect(sourceLine(83)).toContain('include a  $\\Gamma$  symbol');
    expect(section('2-mission-phase').body).toContain('point boxes include a :icon[$\\Gamma$]{name="gamma-quadrant"} symbol;');
    expect(section('2-mission-phase').body).toContain('Missions without the universal :icon[$\\clubsuit$]{name="universal"} symbol in their title');
    expect(section('4-facility-phase').body).toContain(
      'Facilities with a :icon[$\\Gamma$]{name="gamma-quadrant"} Gamma or :icon[$\\Delta$]{name="delta-quadrant"} Delta icon are native',
    );
    expect(section('personnel-cards').body).toContain('any number of copies of a :icon[♠]{name="universal"} universal personnel');
    expect(section('seed-deck').body).toContain('begins with the universal :icon[♠]{name="universal"} symbol)');
    // No glyph is left outside an icon mark.
    for (const s of sections) {
      const outside = s.body.replace(/:icon\[[^\]]*(?:\\\][^\]]*)*\]\{[^}]*\}/g, '');
      expect(outside, s.path).not.toMatch(/\$\\|♠|\\\[(?:AU|Def|Holo|Borg)\\\]/);
    }
  });

  it('should turn placeholders into icon marks: [AU] (inside a linked term), [Borg], [Def], [Holo]', () => {
    expect(section('1-doorway-phase').body).toContain(
      '**:ref[Alternate Universe :icon[\\[AU\\]]{name="alternate-universe"} icon]{to="glossary/1e/alternate-universe-icon"}**',
    );
    expect(section('customizing-a-deck').body).toContain('players using :icon[\\[Borg\\]]{name="borg"} affiliation cards');
    expect(section('engaging-in-battle').body).toContain('a :icon[\\[Def\\]]{name="defense"} personnel present');
    expect(section('personnel-cards').body).toContain('(with the :icon[\\[Holo\\]]{name="holographic"} icon)');
  });

  it('should keep the drop capital of "Shuffle" as plain text', () => {
    expect(sourceLine(157).startsWith('**S**huffle')).toBe(true);
    expect(section('the-play-phase').body.startsWith('Shuffle your draw deck and place it face down')).toBe(true);
    expect(result.report.some((r) => r.line === 157)).toBe(false);
  });
});

describe('boldRun: Glossary terms', () => {
  it('should link a bold Glossary term', () => {
    expect(section('introduction').body).toContain('(e.g., **:ref[downloading]{to="glossary/1e/downloading"}**)');
    expect(section('attempting-missions').body).toContain('See **:ref[dilemma resolution]{to="glossary/1e/dilemma-resolution"}** for more');
  });

  it('should link through NameIndex: plurals, quotes and punctuation inside the bold, aliases', () => {
    expect(section('the-play-phase').body).toContain('players alternate **:ref[turns]{to="glossary/1e/turn"}**.');
    expect(section('2-execute-orders').body).toContain('until the cards are **:ref[“stopped.”]{to="glossary/1e/stopped"}**');
    expect(section('4-facility-phase').body).toContain('some sites are **:ref[universal]{to="glossary/1e/unique-and-universal"}**');
  });

  it('should link a bold phrase through the reviewed BOLD_TERMS, and splits one that names two terms', () => {
    expect(section('the-affiliations').body).toContain('are **:ref[multi-affiliation]{to="glossary/1e/multi-affiliation-cards"}**;');
    expect(section('side-decks').body).toContain('**:ref[Q\'s Tent]{to="glossary/1e/qs-tent-side-deck"}**');
    expect(section('personnel-battles-which-may-also-include-rogue-borg').body).toContain(
      '**:ref[disabled]{to="glossary/1e/disabled"}, :ref[stunned or mortally wounded]{to="glossary/1e/stunned-and-mortally-wounded"}**',
    );
  });

  it('should keep an unresolvable bold run as bold text and reports it with its line', () => {
    expect(section('introduction').body).toContain('A term or phrase appearing in **bold type** indicates');
    expect(result.report).toContainEqual({
      line: 18,
      message:
        'bold "bold type" names no Glossary term: the book explaining its own convention, "A term or phrase appearing in bold type…". Kept as bold text.',
    });
    // With this small index, a term it lacks is reported too, never dropped.
    expect(section('the-affiliations').body).toContain('reading the Glossary entry on **Borg** (and related entries)');
    expect(result.report.some((r) => r.line === 29 && r.message.startsWith('bold "Borg" names no Glossary term'))).toBe(true);
  });
});
