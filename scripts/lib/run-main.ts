/**
 * How every runner (ingest, links, build, start, test, bench) reports an error it did not expect to recover from: in
 * one block, by src/lib/errors.ts's `formatError` — a project error (`SiteError`) as what, where and a hint, without a
 * stack; any other error as its message — and exits 1. `--debug` among the runner's arguments (or DEBUG=1) adds the
 * stack. Installed once at the top of a runner, it covers a throw anywhere in it, also after an `await`.
 */
import { formatError, wantsDebug } from '../../src/lib/errors.ts';

/** Whether this run was asked for stacks. */
export const debugWanted = (): boolean => wantsDebug(process.argv.slice(2), process.env);

/** Prints `error` as one block (to stderr) and exits 1. */
export function failWith(error: unknown): never {
  console.error(formatError(error, debugWanted()));
  process.exit(1);
}

let installed = false;

/** Reports any uncaught error or rejection of this process with {@link failWith}. */
export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', failWith);
  process.on('unhandledRejection', failWith);
}
