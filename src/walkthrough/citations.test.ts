import { describe, expect, test } from 'vitest';
import { checkWalkthrough, misquoted, shownQuote, type Sources } from './citations.ts';
import { sourcesFromDisk } from './entries-from-disk.ts';
import { machine1e } from './machines/1e.ts';
import { logic1e } from './machines/logic-1e.ts';
import { WalkthroughError, type MachineInput } from './schema.ts';

/** The 1E machine with one citation changed, everything else as it is. */
function with1e(change: (m: MachineInput) => void): MachineInput {
  const m = structuredClone(machine1e) as MachineInput;
  change(m);
  return m;
}

/**
 * A tension between the official Glossary and Gray's Digital Edition, as a test's data: the machines have none (the
 * Q-Flash one was dropped, issue 28 item 5), but the checks on a community source in a tension must still hold. Its
 * passages are real (the "ships-without-staffing" disagreement of /disagreements/); it is put on the first state.
 */
const TITLE = 'Who may fly a ship that lists no crew requirements?';
function withGraysTension(change: (t: NonNullable<MachineInput['states'][number]['tensions']>[number]) => void = () => {}): MachineInput {
  return with1e((m) => {
    const t = {
      title: TITLE,
      summary: 'The Glossary says any one personnel of matching affiliation; Gray’s adds that any affiliation may fly a Non-Aligned ship.',
      passages: [
        {
          entry: 'glossary/1e/ship-staffing',
          anchor: 'p-staffing-requirements-for-each-ship-are',
          quote: '(If a ship lists no specific staffing requirements, any one personnel of matching affiliation can fly it.)',
        },
        {
          entry: 'rules/1e/grays/staffing-and-moving-ships',
          anchor: 'p-each-ship-requires-a-minimum-crew',
          quote:
            '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)',
          note: 'Gray’s Digital Edition is a community compilation, quoted here only to show where it differs from the official Glossary.',
        },
      ],
      follows: 'The official Glossary stands.',
      disagreement: 'ships-without-staffing',
    };
    change(t);
    m.states[0]!.tensions = [...(m.states[0]!.tensions ?? []), t];
  });
}

const failure = async (raw: unknown, sources: Sources = sourcesFromDisk()) => {
  try {
    await checkWalkthrough(raw, logic1e, sources);
  } catch (e) {
    if (e instanceof WalkthroughError) return e.message;
    throw e;
  }
  throw new Error('the check passed');
};

describe('misquoted', () => {
  const passage =
    'If the trigger is not present, discard the dilemma immediately without effect (unless it has an “otherwise” clause with an alternate effect).';
  test('should accept the passage’s words, cut with "…", in order', () => {
    expect(misquoted('If the trigger is not present … without effect', passage)).toBeUndefined();
    expect(misquoted('discard the dilemma', passage)).toBeUndefined();
  });
  test('should show every cut: "…" where the quotation starts or ends inside the passage', () => {
    expect(shownQuote('If the trigger is not present', passage)).toBe('If the trigger is not present …');
    expect(shownQuote('discard the dilemma immediately', passage)).toBe('… discard the dilemma immediately …');
    expect(shownQuote('with an alternate effect).', passage)).toBe('… with an alternate effect).');
    expect(shownQuote(passage, passage)).toBe(passage);
    expect(shownQuote('If the trigger … effect).', passage)).toBe('If the trigger … effect).');
  });
  test('should name the first part that is not the passage’s own', () => {
    expect(misquoted('If the trigger is absent … without effect', passage)).toBe('If the trigger is absent');
    expect(misquoted('without effect … If the trigger', passage)).toBe('If the trigger');
  });
});

describe('checkWalkthrough', () => {
  test('should fail on a citation of an entry that does not exist, naming the state and citation', async () => {
    const raw = with1e((m) => void (m.states[0]!.cite[0]!.entry = 'glossary/1e/mision-attempt'));
    expect(await failure(raw)).toMatchInlineSnapshot(`
      "The 1E dilemma walkthrough has 1 problem:
      - state "select", citation 1 (glossary/1e/mision-attempt#p-for-a-mission-to-be-attemptable): the entry "glossary/1e/mision-attempt" does not exist. Name it as a :ref target does: collection, edition, then the id of the page (e.g. "glossary/1e/dilemma-resolution")."
    `);
  });

  test('should fail on an anchor the page does not have, suggesting the near ones', async () => {
    const raw = with1e((m) => void (m.states[1]!.cite[0]!.anchor = 'p-to-begin-or-continue-the-attempt'));
    expect(await failure(raw)).toMatchInlineSnapshot(`
      "The 1E dilemma walkthrough has 1 problem:
      - state "select-planet", citation 1 (rules/1e/rulebook/attempting-missions#p-to-begin-or-continue-the-attempt): "rules/1e/rulebook/attempting-missions" has no paragraph "p-to-begin-or-continue-the-attempt". Its anchors include "p-to-begin-or-continue-a-mission"."
    `);
  });

  test('should fail on a quotation that is not the passage’s words', async () => {
    const raw = with1e((m) => void (m.states[0]!.cite[1]!.quote = 'Planet missions may be attempted by an Away Team'));
    expect(await failure(raw)).toMatch(
      /^The 1E dilemma walkthrough has 1 problem:\n- state "select", citation 2 \(rules\/1e\/rulebook\/attempting-missions#p-planet-missions-can-be-attempted-by\): the quotation is not the passage's own words: "Planet missions may be attempted by an Away Team" is not in it \(in order\)\. The passage reads: "Planet missions can be attempted/,
    );
  });

  test('should fail on a community source cited without a note saying why, and on an unknown disagreement', async () => {
    const raw = withGraysTension((t) => {
      delete t.passages[1]!.note;
      t.disagreement = 'ship-staffing-count';
    });
    expect(await failure(raw)).toMatchInlineSnapshot(`
      "The 1E dilemma walkthrough has 2 problems:
      - state "select", tension 1 ("Who may fly a ship that lists no crew requirements?"), passage 2 (rules/1e/grays/staffing-and-moving-ships#p-each-ship-requires-a-minimum-crew): "Gray's Digital Edition" is not an official document. Cite it only where the official ones are silent, and say so in a "note".
      - state "select", tension "Who may fly a ship that lists no crew requirements?": the disagreement "ship-staffing-count" is not on /disagreements/ (content/disagreements/disagreements.json)."
    `);
  });

  test('should decide a tension by the precedence: the Glossary stands over Gray’s, and an overriding tension must name its disagreement', async () => {
    const checked = await checkWalkthrough(withGraysTension(), logic1e, sourcesFromDisk());
    const t = checked.machine.states[0]!.tensions.at(-1)!;
    expect(checked.verdictOf(t)).toMatchObject({ stands: 0, byPrecedence: true });
    const raw = withGraysTension((t) => void delete t.disagreement);
    expect(await failure(raw)).toMatch(
      /state "select", tension "Who may fly a ship that lists no crew requirements\?": the ST1E Glossary overrides another document here\. Record the disagreement/,
    );
  });

  test('should refuse a tension verdict that contradicts the precedence without a reason, or that agrees with it', async () => {
    const agrees = withGraysTension((t) => void (t.verdict = { stands: 0, reason: 'The Glossary is official.' }));
    expect(await failure(agrees)).toMatch(/the precedence already decides \(passage 0, ST1E Glossary\); remove it/);
    const against = withGraysTension((t) => void (t.verdict = { stands: 1, reason: 'Gray’s is newer.' }));
    expect(await failure(against)).toMatch(/here 1e-grays stands, but on \/disagreements\/ "ships-without-staffing" 1e-glossary does/);
  });

  test('should report every problem at once: graph, logic and citations', async () => {
    const raw = with1e((m) => {
      m.states[0]!.answers![0]!.to = 'nowhere';
      m.states[0]!.cite[0]!.anchor = 'p-nothing-here';
    });
    expect((await failure(raw)).split('\n')).toEqual([
      'The 1E dilemma walkthrough has 2 problems:',
      '- state "select", answer "planet" leads to "nowhere", which is not a state.',
      expect.stringContaining(
        '- state "select", citation 1 (glossary/1e/mission-attempt#p-nothing-here): "glossary/1e/mission-attempt" has no paragraph "p-nothing-here".',
      ),
    ]);
  });

  test('should fail on a malformed machine, naming the state and field', async () => {
    const raw = with1e((m) => {
      (m.states[2] as { cite: unknown[] }).cite = [];
      m.states[3]!.cite[0]!.anchor = 'to-begin';
    });
    expect(await failure(raw)).toMatchInlineSnapshot(`
      "The 1E dilemma walkthrough has 2 problems:
      - state "select-space", cite: Too small: expected array to have >=1 items
      - state "select-dual", cite.0.anchor: a paragraph anchor starts with "p-""
    `);
  });
});
