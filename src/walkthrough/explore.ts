/**
 * Every way through a machine, for the tests: a breadth-first walk over snapshots (state and running context),
 * trying each offered answer, and a few numbers for an answer that takes one. With it the tests show that every
 * state can be reached and that from everywhere an outcome can still be reached.
 */
import { advance, answersAt, inputBounds, isFinal, start, type Logic, type Snapshot } from './interpreter.ts';
import type { Machine } from './schema.ts';
import { SiteError } from '../lib/errors.ts';

/** Numbers to try for an input: small ones near 0 and the bounds, never more than a handful. */
export function sampleValues(min: number, max: number): number[] {
  const near = [-1, 0, 1, 2, 3, min, ...(max <= 3 ? [max] : [])];
  return [...new Set(near)].filter((v) => v >= min && v <= max).sort((a, b) => a - b);
}

export interface Exploration {
  /** Snapshots by key (state id and context). */
  snapshots: Map<string, Snapshot>;
  /** Key → keys reached in one step. */
  next: Map<string, Set<string>>;
  /** Steps that could not be taken although offered (a bug in the machine or its logic). */
  failures: string[];
}

export const snapshotKey = (s: Snapshot): string => `${s.state.id} ${JSON.stringify(s.context)}`;

export function explore(machine: Machine, logic: Logic, limit = 1_000_000): Exploration {
  const first = start(machine);
  const snapshots = new Map([[snapshotKey(first), first]]);
  const next = new Map<string, Set<string>>();
  const failures: string[] = [];
  const queue = [first];
  // A read index instead of queue.shift(), which copies the array each time: quadratic on a few hundred thousand.
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    const from = snapshotKey(s);
    const out = new Set<string>();
    next.set(from, out);
    for (const answer of answersAt(logic, s)) {
      const { min, max } = inputBounds(answer, s.context);
      const values = answer.input ? sampleValues(min, max) : [undefined];
      for (const value of values) {
        const r = advance(machine, logic, s, value === undefined ? { answer: answer.id } : { answer: answer.id, value });
        if (!r.ok) {
          failures.push(`${from}: ${r.reason}`);
          continue;
        }
        // History is not part of the key: the same state and context is the same place, however it was reached.
        const to = snapshotKey(r.snapshot);
        out.add(to);
        if (!snapshots.has(to)) {
          if (snapshots.size >= limit)
            throw new SiteError({
              what: `More than ${limit} snapshots: the ${machine.edition} machine's numbers do not stay bounded.`,
              where: { file: `src/walkthrough/machines/${machine.edition.toLowerCase()}.ts` },
              hint: "give each number of the machine's context a bound (inputBounds), or an action that stops it growing.",
            });
          snapshots.set(to, { ...r.snapshot, history: [] });
          queue.push(r.snapshot);
        }
      }
    }
  }
  return { snapshots, next, failures };
}

/** Snapshots from which no final state can be reached (each a dead end or a loop with no way out). */
export function stuck(x: Exploration): string[] {
  const back = new Map<string, string[]>();
  for (const [from, tos] of x.next) {
    for (const to of tos) {
      const list = back.get(to);
      if (list) list.push(from);
      else back.set(to, [from]);
    }
  }
  const done = new Set([...x.snapshots].filter(([, s]) => isFinal(s.state)).map(([k]) => k));
  const queue = [...done];
  for (let head = 0; head < queue.length; head++) {
    for (const prev of back.get(queue[head]!) ?? []) {
      if (!done.has(prev)) {
        done.add(prev);
        queue.push(prev);
      }
    }
  }
  return [...x.snapshots.keys()].filter((k) => !done.has(k));
}
