/**
 * A walkthrough step as the page shows it, drawn once: `stepView` is the step's markup as data (elements, text, and
 * the places where a part of the outline goes), which the server writes for the first step
 * (src/components/WalkthroughStep.astro, through WalkthroughNode.astro) and the island builds for every step
 * (island.ts), so the step painted before the script runs and the ones the script draws come from one description
 * (e2e/walkthrough-first-step.spec.ts compares the two). No DOM here, and nothing but the interpreter.
 */
import { inputBounds, isFinal, type Snapshot, type Step } from './interpreter.ts';
import type { Answer, Context, Machine } from './schema.ts';

/** The line above a step's heading: "Step 3 · Face dilemmas". */
export const stepMeta = (n: number, phaseTitle: string): string => `Step ${n} · ${phaseTitle}`;

/** The id of the number field of an answer that asks for one. */
export const inputId = (answer: Answer): string => `wt-in-${answer.id}`;

/** The label of an answer's number field, with its bounds here: "Personnel in the attempt (1 to 99)". */
export const inputLabel = (answer: Answer, bounds: { min: number; max: number }): string => `${answer.input?.label ?? ''} (${bounds.min} to ${bounds.max})`;

/** A running number as shown: "—" while not known, "3 of 5" for one out of a total. */
export function counterText(machine: Machine, context: Context, key: string): string {
  const v = context[key];
  if (v === null || v === undefined) return '—';
  const of = machine.counters.find((x) => x.key === key)?.of;
  return of !== undefined && context[of] !== null ? `${String(v)} of ${String(context[of])}` : String(v);
}

/** Whether the running numbers wait: nothing counted yet (every number as at the start), so the question comes first. */
export const countersWait = (machine: Machine, context: Context): boolean => machine.counters.every((c) => context[c.key] === machine.context[c.key]);

/** An answer as the path so far lists it ("Continue: 3"), or by its field where the page took it ("Dilemmas in the stack: 0"). */
export function answerLabel(machine: Machine, state: string, step: Step, byField = false): string {
  const a = machine.states.find((s) => s.id === state)?.answers.find((x) => x.id === step.answer);
  const name = byField && a?.input ? a.input.label : (a?.label ?? step.answer);
  return `${name}${step.value === undefined ? '' : `: ${step.value}`}`;
}

/** The parts of a step that the outline renders (WalkthroughPart.astro) and a step shows a copy of. */
export type PartName = 'text' | 'question' | 'terms' | 'outcome' | 'cites' | 'tensions';

/** An element: its tag, its attributes in order (`true`: present, without a value) and its children. */
export interface ElementView {
  tag: string;
  attrs: Readonly<Record<string, string | true>>;
  children: readonly StepNode[];
}

/** A piece of a step's markup: text, an element, or the place of a part of the outline. */
export type StepNode = string | ElementView | { part: PartName };

/**
 * A step's top-level pieces: its markup, and the place of the running numbers, the controls and the path so far (one
 * set for the page: the server writes them once and the island moves them from step to step).
 */
export type StepTop = StepNode | { controls: true };

const el = (tag: string, attrs: Record<string, string | true> = {}, ...children: StepNode[]): ElementView => ({ tag, attrs, children });

/** An answer's control: a button, or a form with its number field (its bounds as they are here). */
function choiceView(answer: Answer, context: Context): ElementView {
  if (!answer.input) return el('li', {}, el('button', { type: 'button', class: 'btn wt-answer' }, answer.label));
  const bounds = inputBounds(answer, context);
  const id = inputId(answer);
  return el(
    'li',
    {},
    el(
      'form',
      { class: 'wt-input' },
      el('label', { for: id }, inputLabel(answer, bounds)),
      el('input', { id, type: 'number', inputmode: 'numeric', min: String(bounds.min), max: String(bounds.max), step: '1', required: true }),
      el('button', { type: 'submit', class: 'btn wt-answer' }, answer.label),
    ),
  );
}

/**
 * The step at a snapshot: the line with its number and phase, its heading, what the page already knows (steps it took
 * by itself, said rather than asked), its words and outcome, the question with its answers (the offered ones, in
 * order) and the answers' glossary terms, then the running numbers and controls, its rules and its tensions.
 */
export function stepView(machine: Machine, offered: readonly Answer[], snapshot: Snapshot): StepTop[] {
  const { state, context, history: visits } = snapshot;
  const phase = machine.phases.find((p) => p.id === state.phase);
  const nodes: StepTop[] = [
    el('p', { class: 'wt-meta' }, stepMeta(visits.length + 1, phase?.title ?? state.phase)),
    el('h2', { id: 'wt-step-title', tabindex: '-1' }, state.title),
  ];
  // Steps the page took by itself (their number could have only one value) are said, not asked.
  const known = visits.slice(visits.findLastIndex((v) => !v.auto) + 1);
  if (known.length > 0)
    nodes.push(el('p', { class: 'wt-known' }, `Known, so not asked: ${known.map((v) => answerLabel(machine, v.state, v.step, true)).join('; ')}.`));
  nodes.push({ part: 'text' }, { part: 'outcome' });
  if (!isFinal(state)) {
    nodes.push(
      el(
        'div',
        { class: 'wt-ask', role: 'group', 'aria-labelledby': 'wt-question' },
        // The question and the answers' glossary terms as the outline has them (jargon linked: WalkthroughPart.astro).
        el('p', { id: 'wt-question', class: 'wt-q' }, { part: 'question' }),
        el('ul', { class: 'wt-choices' }, ...offered.map((a) => choiceView(a, context))),
        { part: 'terms' },
      ),
    );
  }
  nodes.push({ controls: true }, { part: 'cites' }, { part: 'tensions' });
  return nodes;
}
