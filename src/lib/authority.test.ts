import { describe, expect, test } from 'vitest';
import { verdict, VerdictError, type RankedDocument } from './authority.ts';

const glossary: RankedDocument = { id: '1e-glossary', short: 'ST1E Glossary', rank: 1, governs: true };
const v17: RankedDocument = { id: '1e-rulebook-v1.7', short: 'ST1E Rulebook v1.7', rank: 2, governs: true };
const grays: RankedDocument = { id: '1e-grays', short: "Gray's Digital Edition", rank: 3, governs: false };
const RULE = 'For the First Edition the Glossary governs.';

describe('verdict: which passage stands', () => {
  test('the lowest-ranked governing document stands, wherever its passage is', () => {
    expect(verdict([v17, grays, glossary], RULE)).toEqual({
      stands: 2,
      why: "The ST1E Glossary stands over the ST1E Rulebook v1.7 and the Gray's Digital Edition. For the First Edition the Glossary governs.",
      byPrecedence: true,
    });
    expect(verdict([grays, v17], RULE).stands).toBe(1);
  });

  test('changing the precedence changes the verdict', () => {
    expect(verdict([glossary, v17], RULE).stands).toBe(0);
    expect(verdict([{ ...glossary, rank: 3 }, v17], RULE).stands).toBe(1);
  });

  test('a document that never governs never stands, even ranked first', () => {
    expect(() => verdict([{ ...grays, rank: 0 }], RULE)).toThrow(VerdictError);
    expect(verdict([{ ...grays, rank: 0 }, v17], RULE).stands).toBe(1);
  });

  test('two passages of the top document cannot be decided by precedence', () => {
    expect(() => verdict([glossary, glossary, v17], RULE)).toThrow(/cannot choose between them/);
  });

  test('an override needs a reason, a passage that exists, and must differ from the precedence', () => {
    expect(verdict([v17, grays], RULE, { stands: null, reason: 'A count of its time, not a rule.' })).toEqual({
      stands: null,
      why: 'A count of its time, not a rule.',
      byPrecedence: false,
    });
    expect(() => verdict([v17, grays], RULE, { stands: 1, reason: ' ' })).toThrow(/needs its reason/);
    expect(() => verdict([v17, grays], RULE, { stands: 2, reason: 'x' })).toThrow(/names passage 2/);
    expect(() => verdict([v17, grays], RULE, { stands: 0, reason: 'v1.7 is official.' })).toThrow(/already decides/);
  });
});
