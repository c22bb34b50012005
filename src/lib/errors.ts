/**
 * The project's one error model, in the style of Starlight's `AstroError`: an error the project raises on purpose says
 * what went wrong, where (file, entry, field, line) and how to fix it (which importer or reviewed-data file to
 * change). Every runner (ingest, links, build, start, test, bench: scripts/lib/run-main.ts) prints it with
 * {@link formatError} in one block, without a stack unless asked (`--debug`, or the DEBUG environment variable); an
 * unexpected plain `Error` still prints its message, and its stack with `--debug`.
 *
 * Shared by src/ and scripts/ (plain TypeScript, no Node API): the importers, the schemas' checks, the walkthrough and
 * the build all throw these.
 */

/** Where a problem is: any of the file (from the project root), the entry (its id), the field (dotted) and the line. */
export interface Where {
  file?: string;
  entry?: string;
  field?: string;
  line?: number;
  column?: number;
}

export interface SiteErrorInit {
  /** What went wrong, in a sentence. */
  what: string;
  /** Where: one place or several. */
  where?: Where | readonly Where[];
  /** How to fix it: which importer, reviewed-data file or command. */
  hint: string;
  /** Lines printed under `what` (each problem of a list), indented by the message. */
  details?: readonly string[];
  /**
   * The whole message where the error lays it out itself (a list grouped by file, each with its own hint); otherwise
   * it is made of `what`, `details`, `where` and `hint`. Where it leaves the hint out, {@link formatError} adds it.
   */
  message?: string;
  /** Whether `message` already says the hint (its own way, e.g. one per file); {@link formatError} then adds none. */
  messageHasHint?: boolean;
  cause?: unknown;
}

/** The base of every error the project raises on purpose. */
export class SiteError extends Error {
  readonly what: string;
  readonly where: readonly Where[];
  readonly hint: string;
  readonly details: readonly string[];
  /** Whether the message says the hint, so that the printed block does not repeat it. */
  readonly messageHasHint: boolean;

  constructor(init: SiteErrorInit) {
    const where = init.where === undefined ? [] : Array.isArray(init.where) ? (init.where as readonly Where[]) : [init.where as Where];
    super(init.message ?? layout(init.what, init.details ?? [], where, init.hint), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.what = init.what;
    this.where = where;
    this.hint = init.hint;
    this.details = init.details ?? [];
    this.messageHasHint = init.message === undefined || (init.messageHasHint ?? init.message.includes(init.hint));
  }
}

/** What a bug's message ends with: whose fault it is, and where and how to report it. */
export const REPORT_BUG =
  "This is a bug in the site's code, not in the content or your data: please report it to the maintainers (the project's issue tracker) with the command you ran and its output with --debug.";

/**
 * An error of the code's own logic (a guarantee the code broke), never one a contributor or reader causes: its
 * message says it is a bug and how to report it, and a runner prints it with the hint to ask for its stack.
 */
export class BugError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`${what} ${REPORT_BUG}`, options);
    this.name = 'BugError';
  }
}

/** A {@link BugError} to throw where the code checks its own logic: `throw bug('cell (1, 2) read before it was set')`. */
export function bug(what: string, options?: ErrorOptions): BugError {
  return new BugError(/[.!?)]$/.test(what) ? what : `${what}.`, options);
}

/** A place as one line: `content/cards/cards.json:12, entry "1e/x", field aliases.0`. */
export function describeWhere(w: Where): string {
  const file = w.file === undefined ? '' : `${w.file}${w.line === undefined ? '' : `:${w.line}${w.column === undefined ? '' : `:${w.column}`}`}`;
  const parts = [
    file || (w.line === undefined ? '' : `line ${w.line}`),
    w.entry === undefined ? '' : `entry ${JSON.stringify(w.entry)}`,
    w.field === undefined ? '' : `field ${w.field || '(the entry as a whole)'}`,
  ].filter(Boolean);
  return parts.join(', ');
}

function layout(what: string, details: readonly string[], where: readonly Where[], hint: string): string {
  const lines = [what, ...details.map((d) => `  ${d}`)];
  // A where already spelled out in the sentence is not repeated (the first place, when it is the only one).
  for (const w of where) {
    const at = describeWhere(w);
    if (at && !(where.length === 1 && what.includes(at))) lines.push(`  Where: ${at}`);
  }
  if (hint) lines.push(`  Hint: ${hint}`);
  return lines.join('\n');
}

/** Whether a runner was asked for stacks: `--debug` among its arguments, or DEBUG set (and not "0" or "false"). */
export function wantsDebug(argv: readonly string[] = [], env: Record<string, string | undefined> = {}): boolean {
  const d = env.DEBUG;
  return argv.includes('--debug') || (d !== undefined && d !== '' && d !== '0' && d.toLowerCase() !== 'false');
}

/** The stack frames of an error ("    at …" lines), without its message. */
function frames(e: Error): string[] {
  return (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
}

/**
 * An error as a runner prints it, in one block: a {@link SiteError} as its message (what, where, hint); anything else
 * as its name and message, with a line saying how to see the stack. With `debug`, the stack frames (and each cause's)
 * follow.
 */
export function formatError(error: unknown, debug = false): string {
  if (!(error instanceof Error)) return `✗ ${String(error)}`;
  const out: string[] = [];
  const known = error instanceof SiteError;
  out.push(`✗ ${known ? error.message : `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`}`);
  // An error whose message keeps an older wording (tests quote it) leaves its hint to this block.
  if (known && error.hint && !error.messageHasHint) out.push(`  Hint: ${error.hint}`);
  if (debug) out.push(...frames(error));
  // A SiteError says in its message what its cause said; the cause's own lines are for --debug.
  let cause = known && !debug ? undefined : error.cause;
  for (let depth = 0; cause !== undefined && depth < 5; depth++) {
    if (cause instanceof Error) {
      out.push(`  Caused by: ${cause.message.split('\n').join('\n  ')}`);
      if (debug) out.push(...frames(cause));
      cause = cause.cause;
    } else {
      out.push(`  Caused by: ${String(cause)}`);
      break;
    }
  }
  if (!known && !debug) out.push('  (An unexpected error: run again with --debug, or DEBUG=1, for its stack.)');
  return out.join('\n');
}
