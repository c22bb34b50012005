/**
 * The value, or an error that says what was missing: for what the code's own logic guarantees is there (an index
 * within bounds, a key set a line earlier, a regular expression's group that matched), where TypeScript cannot see
 * it. Used instead of a non-null assertion (`x!`), so a broken guarantee fails here, named, and not later as
 * "cannot read properties of undefined". Its failure is a BugError (src/lib/errors.ts): it says it is a bug and how to report it.
 */
import { bug } from './errors.ts';

export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw bug(`${what} is missing: the code assumed it is always there.`);
  return value;
}
