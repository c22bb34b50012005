/**
 * The words of a walkthrough step as the page shows them, shared by the island (island.ts) and the server's copy of
 * the first step (src/components/WalkthroughFirstStep.astro), so that the step painted before the script runs and
 * the one the script draws are the same (e2e/walkthrough-first-step.spec.ts compares the two). No DOM here.
 */
import type { Answer, Context, Machine } from './schema.ts';

/** The line above a step's heading: "Step 3 · Face dilemmas". */
export const stepMeta = (n: number, phaseTitle: string): string => `Step ${n} · ${phaseTitle}`;

/** The id of the number field of an answer that asks for one. */
export const inputId = (answer: Answer): string => `wt-in-${answer.id}`;

/** The label of an answer's number field, with its bounds here: "Personnel in the attempt (1 to 99)". */
export const inputLabel = (answer: Answer, bounds: { min: number; max: number }): string => `${answer.input?.label ?? ''} (${bounds.min} to ${bounds.max})`;

/** A running number as shown: "—" while not known, "3 of 5" for one out of a total. */
export function counterText(machine: Machine, context: Context, key: string): string {
  const c = machine.counters.find((x) => x.key === key)!;
  const v = context[key];
  if (v === null || v === undefined) return '—';
  return c.of !== undefined && context[c.of] !== null ? `${String(v)} of ${String(context[c.of])}` : String(v);
}

/** Whether the running numbers wait: nothing counted yet (every number as at the start), so the question comes first. */
export const countersWait = (machine: Machine, context: Context): boolean => machine.counters.every((c) => context[c.key] === machine.context[c.key]);
