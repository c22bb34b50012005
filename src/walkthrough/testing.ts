/**
 * For the walkthrough's unit tests (Node only): a URL path followed from the start, as the browser tests click it.
 */
import { decodePath, replay, type Logic, type Snapshot } from './interpreter.ts';
import type { Machine } from './schema.ts';

/** Follow a URL path ("planet,yes,go,…") and return the snapshot where it ends; throws with the reason it cannot. */
export function follow(machine: Machine, logic: Logic, path: string): Snapshot {
  const steps = decodePath(path);
  if (!steps) throw new Error(`not a path: ${path}`);
  const r = replay(machine, logic, steps);
  if (!r.ok) throw new Error(r.reason);
  return r.snapshot;
}
