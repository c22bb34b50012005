/**
 * The walkthrough's interpreter: pure functions over a machine (data), its logic (named guards and actions) and a
 * snapshot (where the player is, the running context, the steps taken). Nothing here touches the DOM or the URL
 * bar, so the tests step it exactly as the page does.
 */
import type { Answer, Context, Machine, State } from './schema.ts';
import { bug, SiteError } from '../lib/errors.ts';

/** A guard: whether it holds in this context. */
export type Guard = (context: Context) => boolean;

/** An action returns a new context; `value` is the number entered with the answer, if any. */
export type Action = (context: Context, value: number | undefined) => Context;

/**
 * The implementations of a machine's named guards and actions. Written `{ … } satisfies Logic`, a machine's logic keeps
 * its names as types, and the machine that uses them is typed from it (`MachineFor<typeof logic>`, schema.ts), as
 * XState's `setup()` types a machine from its guards and actions: a name misspelled on either side fails tsc.
 */
export interface Logic<G extends string = string, A extends string = string> {
  guards: Record<G, Guard>;
  actions: Record<A, Action>;
}

/** One answer given: its id and the number entered with it, if any. */
export interface Step {
  answer: string;
  value?: number;
}

/** A step taken: the state it was taken in and the context before it. */
export interface Visit {
  state: string;
  step: Step;
  context: Context;
  /**
   * Taken by the interpreter, not the player: the state's one question asked for a number that could have only one
   * value (e.g. "Dilemmas in the stack, 0 to 0"). Such a step is not written in the URL's path (it follows from the
   * steps before it) and Back goes past it, to the last question the player answered.
   */
  auto?: true;
}

export interface Snapshot {
  state: State;
  context: Context;
  /** The steps taken so far, oldest first. */
  history: Visit[];
}

export type Result = { ok: true; snapshot: Snapshot } | { ok: false; reason: string };

const byId = new WeakMap<Machine, Map<string, State>>();

/** The state with this id; throws if there is none (a sound machine never asks for one that is missing). */
export function stateOf(machine: Machine, id: string): State {
  let index = byId.get(machine);
  if (!index) byId.set(machine, (index = new Map(machine.states.map((s) => [s.id, s]))));
  const state = index.get(id);
  if (!state) throw bug(`The ${machine.edition} walkthrough has no state "${id}", yet the checked machine leads there.`);
  return state;
}

export const isFinal = (state: State): boolean => state.answers.length === 0;

export function start(machine: Machine): Snapshot {
  return { state: stateOf(machine, machine.initial), context: { ...machine.context }, history: [] };
}

const holds = (logic: Logic, guard: string | undefined, context: Context) => guard === undefined || logic.guards[guard]!(context);

/** The answers offered now: those whose guard holds. */
export function answersAt(logic: Logic, snapshot: Snapshot): Answer[] {
  return snapshot.state.answers.filter((a) => holds(logic, a.if, snapshot.context));
}

/** The bounds of an answer's number in this context. */
export function inputBounds(answer: Answer, context: Context): { min: number; max: number } {
  const input = answer.input;
  if (!input) return { min: 0, max: 0 };
  const max = typeof input.max === 'number' ? input.max : Number(context[input.max.from] ?? 0);
  return { min: input.min, max };
}

const run = (logic: Logic, names: readonly string[], context: Context, value: number | undefined) =>
  names.reduce((ctx, name) => logic.actions[name]!(ctx, value), context);

/** One step as given, without taking the known steps after it. */
function take(machine: Machine, logic: Logic, snapshot: Snapshot, step: Step): Result {
  const { state, context } = snapshot;
  const answer = state.answers.find((a) => a.id === step.answer);
  if (!answer) return { ok: false, reason: `"${step.answer}" is not an answer to "${state.title}".` };
  if (!holds(logic, answer.if, context)) return { ok: false, reason: `"${answer.label}" is not open at "${state.title}" here.` };
  if (answer.input) {
    const { min, max } = inputBounds(answer, context);
    if (step.value === undefined || !Number.isInteger(step.value)) return { ok: false, reason: `"${answer.label}" needs a whole number.` };
    if (step.value < min || step.value > max) return { ok: false, reason: `${step.value} is out of range for "${answer.input.label}" (${min} to ${max}).` };
  } else if (step.value !== undefined) {
    return { ok: false, reason: `"${answer.label}" takes no number.` };
  }
  let next = run(logic, answer.do, context, step.value);
  let to: string;
  if (typeof answer.to === 'string') to = answer.to;
  else {
    const branch = answer.to.find((b) => holds(logic, b.if, next))!;
    next = run(logic, branch.do, next, step.value);
    to = branch.to;
  }
  return {
    ok: true,
    snapshot: { state: stateOf(machine, to), context: next, history: [...snapshot.history, { state: state.id, step, context }] },
  };
}

/**
 * The step a state takes by itself, if its answer is already known: its only offered answer asks for a number whose
 * bounds leave one value. Asking "how many (0 to 0)?" would ask the player what the page already knows.
 */
export function knownStep(logic: Logic, snapshot: Snapshot): Step | undefined {
  const offered = answersAt(logic, snapshot);
  const only = offered.length === 1 ? offered[0]! : undefined;
  if (!only?.input) return undefined;
  const { min, max } = inputBounds(only, snapshot.context);
  return min === max ? { answer: only.id, value: min } : undefined;
}

/** A machine whose known steps lead round in a circle would never stop: this many in a row is a bug in it. */
const MAX_KNOWN_STEPS = 50;

/**
 * Take one step: the answer must be offered here, with a number in bounds if it asks for one. Then every step whose
 * answer is already known (knownStep) is taken too, marked `auto`, so the player is only asked real questions.
 */
export function advance(machine: Machine, logic: Logic, snapshot: Snapshot, step: Step): Result {
  let r = take(machine, logic, snapshot, step);
  for (let n = 0; r.ok; n++) {
    const known = knownStep(logic, r.snapshot);
    if (!known) break;
    if (n >= MAX_KNOWN_STEPS)
      throw new SiteError({
        what: `The ${machine.edition} walkthrough takes more than ${MAX_KNOWN_STEPS} known steps in a row from "${r.snapshot.state.id}".`,
        where: { file: `src/walkthrough/machines/${machine.edition.toLowerCase()}.ts`, entry: r.snapshot.state.id },
        hint: "the answers its guards know lead round in a loop: make one of them ask the player (or end), in the machine's states.",
      });
    const next = take(machine, logic, r.snapshot, known);
    if (!next.ok) return next;
    const history = next.snapshot.history;
    r = { ok: true, snapshot: { ...next.snapshot, history: [...history.slice(0, -1), { ...history.at(-1)!, auto: true }] } };
  }
  return r;
}

/** Follow a path of steps from the start. A step that cannot be taken stops the replay, saying which and why. */
export function replay(machine: Machine, logic: Logic, steps: readonly Step[]): Result & { index?: number } {
  let snapshot = start(machine);
  for (const [index, step] of steps.entries()) {
    // A link written before a step was known (",stack.0,") names it again: it was taken already, so it is passed over.
    const last = snapshot.history.at(-1);
    if (last?.auto && encodeStep(last.step) === encodeStep(step) && !snapshot.state.answers.some((a) => a.id === step.answer)) continue;
    const r = advance(machine, logic, snapshot, step);
    if (!r.ok) return { ok: false, reason: `Step ${index + 1}: ${r.reason}`, index };
    snapshot = r.snapshot;
  }
  return { ok: true, snapshot };
}

/**
 * One step back: the snapshot before the last answer the player gave, past any known steps taken after it (going
 * back to a known step would take it again at once). The start stays the start.
 */
export function back(machine: Machine, snapshot: Snapshot): Snapshot {
  const i = snapshot.history.findLastIndex((v) => !v.auto);
  const last = snapshot.history[i];
  if (!last) return snapshot;
  return { state: stateOf(machine, last.state), context: last.context, history: snapshot.history.slice(0, i) };
}

/** The steps the player took (the URL's path): known steps are left out, since they follow from these. */
export const stepsOf = (snapshot: Snapshot): Step[] => snapshot.history.filter((v) => !v.auto).map((v) => v.step);

/** `{ answer: "cost", value: 3 }` → "cost.3". */
export const encodeStep = (step: Step): string => (step.value === undefined ? step.answer : `${step.answer}.${step.value}`);

/** The URL's `path` parameter: steps joined by ",". */
export const encodePath = (steps: readonly Step[]): string => steps.map(encodeStep).join(',');

const TOKEN = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:\.(-?\d{1,4}))?$/;

/** The steps of a `path` parameter, or undefined if it is not one (the machine decides later whether they fit). */
export function decodePath(text: string): Step[] | undefined {
  if (text.trim() === '') return [];
  const steps: Step[] = [];
  for (const token of text.split(',')) {
    const m = TOKEN.exec(token.trim());
    if (!m || m[1] === undefined) return undefined;
    steps.push(m[2] === undefined ? { answer: m[1] } : { answer: m[1], value: Number(m[2]) });
  }
  return steps;
}

/** Guards and actions the machine declares but the logic lacks, and the other way round. */
export function logicProblems(machine: Machine, logic: Logic): string[] {
  const problems: string[] = [];
  const compare = (kind: string, declared: object, implemented: object) => {
    for (const name of Object.keys(declared))
      if (!(name in implemented)) problems.push(`The ${kind} "${name}" is declared but has no implementation in the logic.`);
    for (const name of Object.keys(implemented))
      if (!(name in declared)) problems.push(`The ${kind} "${name}" is implemented but not declared in the machine's "${kind}s".`);
  };
  compare('guard', machine.guards, logic.guards);
  compare('action', machine.actions, logic.actions);
  return problems;
}

/**
 * The machine as the page's script needs it: states, questions and answers, without the words and citations the
 * page already shows in its outline (the script takes those from there), so the page carries them once.
 */
export function forClient(machine: Machine): Machine {
  return { ...machine, intro: '', states: machine.states.map((s) => ({ ...s, text: '', cite: [], tensions: [] })) };
}
