/**
 * Both editions' walkthroughs against the real content: every citation resolves (entry, paragraph anchor, the
 * quotation's own words), every state can be reached, every path can still end in an outcome, and the paths the
 * browser tests take end where they should, with the running numbers they show.
 */
import { describe, expect, test } from 'vitest';
import { checkWalkthrough, citationSites } from './citations.ts';
import { sourcesFromDisk } from './entries-from-disk.ts';
import { isFinal, type Logic } from './interpreter.ts';
import { explore, stuck } from './explore.ts';
import { machine1e } from './machines/1e.ts';
import { logic1e } from './machines/logic-1e.ts';
import { machine2e } from './machines/2e.ts';
import { logic2e } from './machines/logic-2e.ts';
import { parseMachine } from './schema.ts';
import { follow } from './testing.ts';

const editions = [
  { edition: '1E', raw: machine1e, logic: logic1e },
  { edition: '2E', raw: machine2e, logic: logic2e },
] satisfies Array<{ edition: string; raw: unknown; logic: Logic }>;

describe.each(editions)('the $edition walkthrough', ({ edition, raw, logic }) => {
  const machine = parseMachine(raw);

  test('should pass the build-time check: shape, graph, logic, and every citation against content/', async () => {
    // The check throws on any problem; what it returns is the checked machine of this edition.
    const checked = await checkWalkthrough(raw, logic, sourcesFromDisk());
    expect([checked.machine.edition, checked.machine.states.length > 0]).toEqual([edition, true]);
  });

  test('should cite at least one passage on every step, and link each to an anchor', async () => {
    const { resolve } = await checkWalkthrough(raw, logic, sourcesFromDisk());
    for (const state of machine.states) expect(state.cite.length, state.id).toBeGreaterThan(0);
    for (const { citation } of citationSites(machine)) expect(resolve(citation).href).toMatch(/^\/(1e|2e)\/[a-z0-9/-]+\/#p-[a-z0-9-]+$/);
  });

  const x = explore(machine, logic);

  test('should take every offered answer without error', () => {
    expect(x.failures).toEqual([]);
  });

  test('should reach every state', () => {
    const reached = new Set([...x.snapshots.values()].map((s) => s.state.id));
    expect(machine.states.map((s) => s.id).filter((id) => !reached.has(id))).toEqual([]);
  });

  test('should offer an answer in every state that is not an outcome', () => {
    const dead = [...x.snapshots].filter(([, s]) => !isFinal(s.state) && x.next.get(snapshotKeyOf(s))!.size === 0).map(([k]) => k);
    expect(dead).toEqual([]);
  });

  test('should be able to end in an outcome from everywhere', () => {
    expect(stuck(x)).toEqual([]);
  });
});

const snapshotKeyOf = (s: { state: { id: string }; context: unknown }) => `${s.state.id} ${JSON.stringify(s.context)}`;

const [m1, m2] = [parseMachine(machine1e), parseMachine(machine2e)];

describe('the paths the browser tests take', () => {
  test('1E: conditions not met, and the dilemma is replaced under the mission: the attempt ends', () => {
    const s = follow(m1, logic1e, 'planet,yes,go,dilemma,yes,chosen,not-met,none,neither');
    expect(s.state.id).toBe('replaced');
    expect(s.state.outcome?.kind).toBe('ended');
  });

  test('1E: an artifact, a dilemma overcome, then the mission solved', () => {
    const s = follow(m1, logic1e, 'space,yes,go,artifact,next,dilemma,yes,chosen,met,none,next,go-on,none,met,no');
    expect(s.state.id).toBe('solve');
  });

  test('1E: a combo dilemma, its first half met, leads to its second half', () => {
    const s = follow(m1, logic1e, 'planet,yes,go,combo,first,yes,chosen,met,none,next,go-on');
    expect(s.state.id).toBe('combo-second');
  });

  test('1E: your own mis-seed leaves only "you may not solve it" at the end', () => {
    const s = follow(m1, logic1e, 'planet,yes,go,misseed,mine,none');
    expect(s.state.answers.length).toBe(3);
    expect(follow(m1, logic1e, 'planet,yes,go,misseed,mine,none,own-misseed').state.id).toBe('cannot-solve');
    expect(() => follow(m1, logic1e, 'planet,yes,go,misseed,mine,none,met')).toThrow(/not open/);
  });

  test('1E: replaced with a Q-Flash by Beware of Q, faced, then requirements not met', () => {
    const s = follow(m1, logic1e, 'planet,yes,go,dilemma,yes,chosen,met,beware-of-q,next,yes,next,go-on,none,not-met');
    expect(s.state.id).toBe('not-solved');
  });

  test('2E: an over-cost dilemma is overcome, and the mission is completed', () => {
    const s = follow(
      m2,
      logic2e,
      'planet,yes,personnel.3,beneath.0,go,draw,stack.2,reveal,cost.2,removed.0,overcome,reveal,cost.2,rest-overcome,complete,yes,no,not-yet',
    );
    expect(s.state.id).toBe('completed');
    expect(s.context).toMatchObject({ personnel: 3, announced: 3, drawn: 3, stack: 0, costLeft: 1, costLimit: 3, overcome: 2 });
  });

  test('2E: all personnel stopped: the remaining dilemmas are overcome', () => {
    const s = follow(m2, logic2e, 'space,yes,personnel.4,beneath.1,go,modifier.1,stack.3,reveal,cost.1,removed.4,overcome,nobody');
    expect(s.state.id).toBe('all-stopped');
    expect(s.context).toMatchObject({ personnel: 0, announced: 3, drawn: 4, stack: 0, costLeft: 2, overcome: 3 });
  });

  test('2E: a duplicate and a wrong type are overcome unfaced, and the player wins', () => {
    const s = follow(
      m2,
      logic2e,
      'planet,yes,personnel.5,beneath.0,go,draw,stack.3,reveal,duplicate,next,reveal,wrong-type,next,reveal,cost.5,removed.1,placed,complete,yes,no,won',
    );
    expect(s.state.id).toBe('won');
    expect(s.context).toMatchObject({ personnel: 4, costLeft: 0, overcome: 2, stack: 0 });
  });

  test('2E: an over-cost dilemma overcomes the rest of the stack (rulebook; the Current Rulings are silent on it)', () => {
    const s = follow(m2, logic2e, 'planet,yes,personnel.2,beneath.0,go,draw,stack.2,reveal,cost.3,rest-overcome');
    expect(s.state.id).toBe('face');
    expect(s.context).toMatchObject({ stack: 0, overcome: 2, costLeft: 2 });
  });
});
