/**
 * Guard and action names typed from the machine's logic (MachineFor, schema.ts), as XState's setup() types them: a
 * misspelled name is a type error. The `@ts-expect-error` lines below are checked by `astro check` (tsc): were a
 * misspelling to type-check, the directive would be unused and the check would fail. At run time the same
 * misspellings are what the build's own check reports (graphProblems, logicProblems), shown here too.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { logicProblems } from './interpreter.ts';
import { machine1e } from './machines/1e.ts';
import { logic1e } from './machines/logic-1e.ts';
import { machine2e } from './machines/2e.ts';
import { logic2e } from './machines/logic-2e.ts';
import { parseMachine, type ActionName, type GuardName, type MachineFor } from './schema.ts';

type Machine2e = MachineFor<typeof logic2e>;
type Answer2e = NonNullable<Machine2e['states'][number]['answers']>[number];

/** The 2E machine with its "face" step's answers replaced (the step that checks "can-reveal", "nobody-left"…). */
const withFaceAnswers = (answers: unknown[]) => ({ ...machine2e, states: machine2e.states.map((s) => (s.id === 'face' ? { ...s, answers } : s)) });

describe('guard and action names, typed from the logic', () => {
  test('should take the names from the logic that implements them', () => {
    expectTypeOf<GuardName<typeof logic2e>>().toEqualTypeOf<'can-reveal' | 'nobody-left' | 'stack-empty' | 'over-cost'>();
    expectTypeOf<GuardName<typeof logic1e>>().toEqualTypeOf<keyof typeof machine1e.guards>();
    expectTypeOf<ActionName<typeof logic1e>>().toEqualTypeOf<keyof typeof machine1e.actions>();
    // The machines as written are what their logic allows (they are declared `satisfies MachineFor<typeof logic…>`).
    expectTypeOf(machine2e).toExtend<Machine2e>();
    expect(logicProblems(parseMachine(machine1e), logic1e)).toEqual([]);
    expect(logicProblems(parseMachine(machine2e), logic2e)).toEqual([]);
  });

  test('should make a misspelled guard a type error, and the build check names it', () => {
    // The 2E "face" step's answer, as written, type-checks.
    const nobody: Answer2e = {
      id: 'nobody',
      label: 'Nobody is left: the rest of the stack is overcome',
      to: 'all-stopped',
      if: 'nobody-left',
      do: ['overcome-rest'],
    };
    // @ts-expect-error "nobody-lef" is not a guard of the 2E logic.
    const misspelled: Answer2e = { ...nobody, if: 'nobody-lef' };
    // @ts-expect-error "stack-emty" is not a guard of the 2E logic, in a branch either.
    const branch: Answer2e = { ...nobody, to: [{ if: 'stack-emty', to: 'complete' }, { to: 'all-stopped' }] };
    const face = machine2e.states.find((s) => s.id === 'face')?.answers ?? [];
    expect(() => parseMachine(withFaceAnswers([...face.filter((a) => a.id !== 'nobody'), misspelled]))).toThrow(
      'state "face", answer "nobody" uses the guard "nobody-lef", which the machine does not declare in "guards".',
    );
    expect(() => parseMachine(withFaceAnswers([...face.filter((a) => a.id !== 'nobody'), branch]))).toThrow(
      'state "face", answer "nobody", branch 1 uses the guard "stack-emty"',
    );
  });

  test('should make a misspelled action a type error, and the build check names it', () => {
    const nobody: Answer2e = {
      id: 'nobody',
      label: 'Nobody is left: the rest of the stack is overcome',
      to: 'all-stopped',
      if: 'nobody-left',
      do: ['overcome-rest'],
    };
    // @ts-expect-error "overcome-rets" is not an action of the 2E logic.
    const misspelled: Answer2e = { ...nobody, do: ['overcome-rets'] };
    const face = machine2e.states.find((s) => s.id === 'face')?.answers ?? [];
    expect(() => parseMachine(withFaceAnswers([...face.filter((a) => a.id !== 'nobody'), misspelled]))).toThrow(
      'state "face", answer "nobody" runs the action "overcome-rets", which the machine does not declare in "actions".',
    );
  });

  test('should make a description of a guard the logic lacks, or a missing one, a type error', () => {
    const described: Machine2e['guards'] = {
      // @ts-expect-error "can-reveel" is described, but the logic implements "can-reveal". (Above the property, not
      // the statement: TypeScript reports the error on the property's line, wherever the formatter breaks the object.)
      'can-reveel': 'personnel are left',
      'nobody-left': 'no personnel',
      'stack-empty': 'the stack is empty',
      'over-cost': 'too costly',
    };
    expect(logicProblems({ ...parseMachine(machine2e), guards: described }, logic2e)).toEqual([
      'The guard "can-reveel" is declared but has no implementation in the logic.',
      'The guard "can-reveal" is implemented but not declared in the machine\'s "guards".',
    ]);
  });
});
