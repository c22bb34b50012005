import { describe, expect, test } from 'vitest';
import * as interpreter from './interpreter.ts';
import { advance, answersAt, back, decodePath, encodePath, forClient, knownStep, logicProblems, replay, start, stepsOf, type Logic } from './interpreter.ts';
import { machine2e } from './machines/2e.ts';
import { logic2e } from './machines/logic-2e.ts';
import { parseMachine, type MachineInput } from './schema.ts';

/** A small machine: count personnel, face dilemmas until nobody is left or the stack is empty. */
const tiny = {
  edition: '2E',
  title: 'Tiny',
  intro: 'A test machine.',
  initial: 'count',
  phases: [{ id: 'all', title: 'All' }],
  context: { personnel: null, stack: 2 },
  counters: [{ key: 'personnel', label: 'Personnel' }],
  guards: { left: 'someone is left', 'nobody-left': 'nobody is left' },
  actions: { set: 'count the personnel', lose: 'lose personnel', pop: 'one dilemma fewer' },
  states: [
    {
      id: 'count',
      phase: 'all',
      title: 'Count',
      text: 'Count them.',
      question: 'How many?',
      answers: [{ id: 'n', label: 'Continue', to: 'face', do: ['set'], input: { label: 'Personnel', min: 1, max: 5 } }],
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
    },
    {
      id: 'face',
      phase: 'all',
      title: 'Face',
      text: 'Face one.',
      question: 'Who is lost?',
      answers: [
        {
          id: 'lose',
          label: 'Lose some',
          do: ['lose', 'pop'],
          input: { label: 'Lost', max: { from: 'personnel' } },
          to: [{ if: 'nobody-left', to: 'end' }, { to: 'face' }],
        },
        { id: 'done', label: 'Stack empty', if: 'left', to: 'end' },
      ],
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
    },
    {
      id: 'end',
      phase: 'all',
      title: 'End',
      text: 'Over.',
      outcome: { kind: 'ended', summary: 'Over.' },
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
    },
  ],
} satisfies MachineInput;

const n = (v: unknown) => Number(v ?? 0);
const logic: Logic = {
  guards: { left: (c) => n(c.personnel) > 0, 'nobody-left': (c) => n(c.personnel) === 0 },
  actions: {
    set: (c, v) => ({ ...c, personnel: v ?? 0 }),
    lose: (c, v) => ({ ...c, personnel: n(c.personnel) - (v ?? 0) }),
    pop: (c) => ({ ...c, stack: n(c.stack) - 1 }),
  },
};
const machine = parseMachine(tiny);

test('should export the interpreter’s functions', () => {
  expect(Object.keys(interpreter).sort()).toEqual([
    'advance',
    'answersAt',
    'back',
    'decodePath',
    'encodePath',
    'encodeStep',
    'forClient',
    'inputBounds',
    'isFinal',
    'knownStep',
    'logicProblems',
    'replay',
    'start',
    'stateOf',
    'stepsOf',
  ]);
});

describe('advance', () => {
  test('should run the answer’s actions with the number entered, and follow the first branch whose guard holds', () => {
    const a = advance(machine, logic, start(machine), { answer: 'n', value: 2 });
    if (!a.ok) throw new Error(a.reason);
    expect(a.snapshot.state.id).toBe('face');
    expect(a.snapshot.context).toEqual({ personnel: 2, stack: 2 });
    const b = advance(machine, logic, a.snapshot, { answer: 'lose', value: 2 });
    if (!b.ok) throw new Error(b.reason);
    expect(b.snapshot.state.id).toBe('end');
    expect(b.snapshot.context).toEqual({ personnel: 0, stack: 1 });
  });

  test('should bound a number by the running context', () => {
    const a = replay(machine, logic, [{ answer: 'n', value: 2 }]);
    if (!a.ok) throw new Error(a.reason);
    expect(advance(machine, logic, a.snapshot, { answer: 'lose', value: 3 })).toEqual({ ok: false, reason: '3 is out of range for "Lost" (0 to 2).' });
  });

  test('should refuse an answer that is not offered, a missing number and an unwanted one', () => {
    const s = start(machine);
    expect(advance(machine, logic, s, { answer: 'nope' })).toEqual({ ok: false, reason: '"nope" is not an answer to "Count".' });
    expect(advance(machine, logic, s, { answer: 'n' })).toEqual({ ok: false, reason: '"Continue" needs a whole number.' });
    const none = replay(machine, logic, [
      { answer: 'n', value: 1 },
      { answer: 'lose', value: 1 },
    ]);
    if (!none.ok) throw new Error(none.reason);
    expect(none.snapshot.state.id).toBe('end');
  });

  test('should hide an answer whose guard does not hold', () => {
    const r = replay(machine, logic, [{ answer: 'n', value: 1 }]);
    if (!r.ok) throw new Error(r.reason);
    expect(answersAt(logic, r.snapshot).map((a) => a.id)).toEqual(['lose', 'done']);
    expect(answersAt(logic, { ...r.snapshot, context: { personnel: 0, stack: 1 } }).map((a) => a.id)).toEqual(['lose']);
    expect(advance(machine, logic, { ...r.snapshot, context: { personnel: 0, stack: 1 } }, { answer: 'done' })).toEqual({
      ok: false,
      reason: '"Stack empty" is not open at "Face" here.',
    });
  });
});

describe('replay and back', () => {
  test('should say which step of a path fails, and why', () => {
    expect(replay(machine, logic, [{ answer: 'n', value: 9 }])).toEqual({ ok: false, reason: 'Step 1: 9 is out of range for "Personnel" (1 to 5).', index: 0 });
  });

  test('should step back to the snapshot before the last answer, and stay at the start', () => {
    const r = replay(machine, logic, [
      { answer: 'n', value: 3 },
      { answer: 'lose', value: 1 },
    ]);
    if (!r.ok) throw new Error(r.reason);
    const once = back(machine, r.snapshot);
    expect(once.state.id).toBe('face');
    expect(once.context).toEqual({ personnel: 3, stack: 2 });
    expect(stepsOf(once)).toEqual([{ answer: 'n', value: 3 }]);
    expect(back(machine, back(machine, once))).toEqual(start(machine));
  });
});

/** Draw some dilemmas, then stack 0 to that many: with 0 drawn, the stack's size is known. */
const drawing = parseMachine({
  ...tiny,
  initial: 'draw',
  context: { drawn: null, stack: null },
  counters: [],
  guards: {},
  actions: { draw: 'draw', stack: 'stack' },
  states: [
    {
      id: 'draw',
      phase: 'all',
      title: 'Draw',
      text: 'Draw.',
      question: 'How many?',
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
      answers: [{ id: 'draw', label: 'Continue', to: 'stack', do: ['draw'], input: { label: 'Drawn', min: 0, max: 3 } }],
    },
    {
      id: 'stack',
      phase: 'all',
      title: 'Stack',
      text: 'Stack.',
      question: 'How many?',
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
      answers: [{ id: 'stack', label: 'Continue', to: 'end', do: ['stack'], input: { label: 'In the stack', max: { from: 'drawn' } } }],
    },
    {
      id: 'end',
      phase: 'all',
      title: 'End',
      text: 'Over.',
      outcome: { kind: 'ended', summary: 'Over.' },
      cite: [{ entry: 'rules/2e/rulebook/facing-dilemmas', anchor: 'p-x', quote: 'x' }],
    },
  ],
} satisfies MachineInput);
const drawingLogic: Logic = { guards: {}, actions: { draw: (c, v) => ({ ...c, drawn: v ?? 0 }), stack: (c, v) => ({ ...c, stack: v ?? 0 }) } };

describe('known steps', () => {
  test('should take a number question whose range has one value by itself, and go on', () => {
    const r = advance(drawing, drawingLogic, start(drawing), { answer: 'draw', value: 0 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.snapshot.state.id).toBe('end');
    expect(r.snapshot.context).toEqual({ drawn: 0, stack: 0 });
    expect(r.snapshot.history.map((v) => [v.state, v.step, v.auto])).toEqual([
      ['draw', { answer: 'draw', value: 0 }, undefined],
      ['stack', { answer: 'stack', value: 0 }, true],
    ]);
  });

  test('should still ask when the range has more than one value', () => {
    const r = advance(drawing, drawingLogic, start(drawing), { answer: 'draw', value: 1 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.snapshot.state.id).toBe('stack');
    expect(knownStep(drawingLogic, r.snapshot)).toBeUndefined();
  });

  test('should leave a known step out of the path, replay the path without it, and still follow a link that names it', () => {
    const r = replay(drawing, drawingLogic, [{ answer: 'draw', value: 0 }]);
    if (!r.ok) throw new Error(r.reason);
    expect(encodePath(stepsOf(r.snapshot))).toBe('draw.0');
    const old = replay(drawing, drawingLogic, decodePath('draw.0,stack.0')!);
    if (!old.ok) throw new Error(old.reason);
    expect(old.snapshot.state.id).toBe('end');
    expect(replay(drawing, drawingLogic, decodePath('draw.0,stack.1')!)).toMatchObject({ ok: false });
  });

  test('should go back past a known step to the last question the player answered', () => {
    const r = replay(drawing, drawingLogic, [{ answer: 'draw', value: 0 }]);
    if (!r.ok) throw new Error(r.reason);
    const once = back(drawing, r.snapshot);
    expect(once).toEqual(start(drawing));
  });

  test('should not ask the 2E stack size when the opponent drew no dilemmas', () => {
    const m = parseMachine(machine2e);
    const r = replay(m, logic2e, decodePath('planet,yes,personnel.3,beneath.0,go,modifier.-3')!);
    if (!r.ok) throw new Error(r.reason);
    expect(r.snapshot.state.id).toBe('face');
    expect(r.snapshot.context).toMatchObject({ drawn: 0, stack: 0 });
    expect(r.snapshot.history.at(-1)).toMatchObject({ state: 'choose', step: { answer: 'stack', value: 0 }, auto: true });
    // With one drawn, the question is asked.
    const one = replay(m, logic2e, decodePath('planet,yes,personnel.3,beneath.0,go,modifier.-2')!);
    expect(one.ok && one.snapshot.state.id).toBe('choose');
  });
});

describe('paths in the URL', () => {
  test('should write and read a path, with numbers (negative too)', () => {
    const steps = [{ answer: 'planet' }, { answer: 'personnel', value: 8 }, { answer: 'modifier', value: -2 }, { answer: 'not-met' }];
    expect(encodePath(steps)).toBe('planet,personnel.8,modifier.-2,not-met');
    expect(decodePath(encodePath(steps))).toEqual(steps);
    expect(decodePath('')).toEqual([]);
  });

  test.each(['Planet', 'planet,,yes', 'cost.x', '<script>', 'a.1.2', 'cost.12345'])('should not read %j as a path', (text) => {
    expect(decodePath(text)).toBeUndefined();
  });
});

test('should name guards and actions declared but not implemented, and the other way round', () => {
  expect(logicProblems(machine, { guards: { left: () => true, extra: () => true }, actions: logic.actions })).toEqual([
    'The guard "nobody-left" is declared but has no implementation in the logic.',
    'The guard "extra" is implemented but not declared in the machine\'s "guards".',
  ]);
});

test('should leave the words and citations out of the script’s copy of the machine', () => {
  const c = forClient(machine);
  expect(c.states.every((s) => s.cite.length === 0 && s.text === '')).toBe(true);
  expect(c.states.map((s) => s.answers)).toEqual(machine.states.map((s) => s.answers));
});
