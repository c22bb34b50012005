import { describe, expect, it } from 'vitest';
import { SourceFormatError } from '../lib/source.ts';
import { importRulebook2e } from '../rulebook-2e.ts';
import { SOURCE } from './whole-book.ts';

describe('locateOutline, locateGlossary and checkUndecodable on a truncated or garbled source', () => {
  const lines = SOURCE.split('\n');
  const edit = (f: (ls: string[]) => string[]) => f([...lines]).join('\n');

  it('should throw when the GLOSSARY heading is missing', () => {
    const text = edit((ls) => {
      ls[1033] = ls[1033]!.replace('GLOSSARY', 'GLOSARY');
      return ls;
    });
    expect(() => importRulebook2e(text)).toThrow(SourceFormatError);
    expect(() => importRulebook2e(text)).toThrow(
      '2e-rulebook.txt:1016: expected the heading "GLOSSARY" (after "BRIG AND CAPTIVES" at line 1015), found "". Is the source truncated or garbled?',
    );
  });

  it('should throw when a glossary entry is missing (fewer than 21)', () => {
    const text = edit((ls) => {
      ls[1446] = ls[1446]!.replace('stoppedstoppedstoppedstopped – ', 'stopped – ');
      return ls;
    });
    expect(() => importRulebook2e(text)).toThrow(
      '2e-rulebook.txt:1437: expected the glossary entry "stopped" (a bold term followed by " – ", after "species" at line 1436; the glossary has 21 entries), found "affiliation. Affiliations are always referred to by an icon. Any use of ". Is the source truncated or garbled?',
    );
  });

  it('should throw when the source is cut short', () => {
    expect(() => importRulebook2e(lines.slice(0, 900).join('\n'))).toThrow(
      '2e-rulebook.txt:890: expected the heading "PRESENT" (after "UNIQUENESS" at line 889), found "". Is the source truncated or garbled?',
    );
    expect(() => importRulebook2e('')).toThrow('2e-rulebook.txt:1: expected the text of the 2E rulebook, found "". Is the source truncated or garbled?');
  });

  it('should throw on an undecodable character that no reviewed data decides', () => {
    const text = edit((ls) => {
      ls[818] = ls[818]!.replace('turn ends.', 'turn ends \uFFFD');
      return ls;
    });
    expect(() => importRulebook2e(text)).toThrow(
      '2e-rulebook.txt:819: expected no undecodable character (U+FFFD) outside the reviewed heading of line 364, found "Once you have done these things, your turn ends \uFFFD At this time, all stopped card". Is the source truncated or garbled?',
    );
  });
});
