/**
 * The dilemma walkthrough as data: a machine of states, each asking one question whose answers lead on, with the
 * rule text that decides it. One schema for both editions; types come from it (`z.output`), never written twice.
 * `parseMachine` validates the shape and the graph (every answer leads to a state, finals have outcomes…) and
 * reports every problem at once; citations are checked against the content by citations.ts.
 */
import { SiteError } from '../lib/errors.ts';
import { z } from 'astro/zod';
import { EDITIONS } from '../lib/vocab.ts';
import { OUTCOME_KINDS, type OutcomeKind } from './labels.ts';

/** Ids of states, answers, phases, guards and actions: lower-case words joined by "-" ("not-met"). */
const id = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'use lower-case words joined by "-", e.g. "not-met"');

/** Keys of the running context: camelCase words ("costLeft"). */
const key = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'use a camelCase key, e.g. "costLeft"');

/** A passage of the rules, named as a `:ref` target names its page, plus the paragraph's anchor. */
export const citationSchema = z
  .object({
    /**
     * The collection entry as a `:ref` target names it: "glossary/1e/dilemma-resolution", "rulings/2e/dilemmas", or
     * a card's erratum, "errata/2e/mot-the-barber" (shown on the card's page).
     */
    entry: z
      .string()
      .regex(/^(glossary|rules|rulings|errata)\/(1e|2e)\/[a-z0-9][a-z0-9/.-]*$/, 'name an entry as a :ref target does, e.g. "glossary/1e/dilemma-resolution"'),
    /** A paragraph anchor of that page, as src/lib/anchors.ts makes it: "p-if-a-dilemma-has-conditions-and". */
    anchor: z.string().regex(/^p(-[a-z0-9]+)*$/, 'a paragraph anchor starts with "p-"'),
    /** Words of that passage, verbatim (never paraphrased); "…" marks where words are left out. */
    quote: z.string().min(1),
    /**
     * Why this document is cited here, in our words, where a reader needs telling: a community source cited where
     * the official ones are silent, or a ruling that supersedes the rulebook. Default: none.
     */
    note: z.string().min(1).optional(),
  })
  .strict();

/** Where the rules pull two ways on a step: both passages, quoted, shown as they are. */
export const tensionSchema = z
  .object({
    /** The open question, as a reader would ask it. */
    title: z.string().min(1),
    /** How the passages differ, in our words. */
    summary: z.string().min(1),
    /** The passages, quoted. At least two. */
    passages: z.array(citationSchema).min(2),
    /**
     * A verdict that departs from the edition's precedence, with its reason (e.g. the governing document is silent on
     * the point). Default: the precedence decides which passage stands (src/lib/authority.ts), or, when every passage
     * is from one document, none is marked.
     */
    verdict: z
      .object({
        stands: z.number().int().min(0).nullable(),
        reason: z.string().min(1),
        /** Passages that stand too: they are silent on the point in question, so they do not contradict it. Default: none. */
        alsoStand: z.array(z.number().int().min(0)).optional(),
      })
      .strict()
      .optional(),
    /** How the walkthrough goes on from here, in our words. */
    follows: z.string().min(1),
    /** The id of the same question on /disagreements/, if it is there. Default: none. */
    disagreement: id.optional(),
  })
  .strict();

/** A number the player enters with an answer (personnel, a dilemma's cost…). */
export const inputSchema = z
  .object({
    /** The label of the field: "Personnel in the attempt". */
    label: z.string().min(1),
    /** Smallest number allowed. Default: 0. */
    min: z.number().int().default(0),
    /** Largest number allowed: a number, or `{ from: key }` for a number of the running context. Default: 99. */
    max: z.union([z.number().int(), z.object({ from: key }).strict()]).default(99),
  })
  .strict();

/** Where an answer leads when it depends on the running numbers: the first branch whose guard holds. */
export const branchSchema = z
  .object({
    /** The guard that must hold; none on the last branch (otherwise). */
    if: id.optional(),
    to: id,
    /** Actions run when this branch is taken, after the answer's own. Default: none. */
    do: z.array(id).default([]),
  })
  .strict();

export const answerSchema = z
  .object({
    /** The answer's id, unique in its state: it is what the URL's path records ("not-met", "cost.3"). */
    id,
    /** What the player picks: "Conditions not met". */
    label: z.string().min(1),
    /** The next state, or branches on the running numbers. */
    to: z.union([id, z.array(branchSchema).min(2)]),
    /** Offered only when this guard holds. Default: always. */
    if: id.optional(),
    /** Actions that update the running context, in order (with the entered number, if any). Default: none. */
    do: z.array(id).default([]),
    /** A number the player enters with this answer. Default: none. */
    input: inputSchema.optional(),
  })
  .strict();

export const stateSchema = z
  .object({
    id,
    /** The phase it belongs to (its section of the outline). */
    phase: id,
    /** A short heading: "Check its conditions". */
    title: z.string().min(1),
    /** What happens or what to do here, in our words; the citations give the rule's own. */
    text: z.string().min(1),
    /** The question this step asks; required when it has answers. */
    question: z.string().min(1).optional(),
    /** The answers; none in a final state. Default: none. */
    answers: z.array(answerSchema).default([]),
    /** For a final state: how the attempt ends. */
    outcome: z
      .object({ kind: z.enum(OUTCOME_KINDS), summary: z.string().min(1) })
      .strict()
      .optional(),
    /** The rule text that decides this step. At least one. */
    cite: z.array(citationSchema).min(1),
    /** Known tensions between passages on this step. Default: none. */
    tensions: z.array(tensionSchema).default([]),
  })
  .strict();

const contextValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const machineSchema = z
  .object({
    edition: z.enum(EDITIONS),
    /** The page's heading. */
    title: z.string().min(1),
    /** One paragraph on what the walkthrough covers and which documents it follows. */
    intro: z.string().min(1),
    /** The first state. */
    initial: id,
    /** The phases in order, each a section of the outline. */
    phases: z.array(z.object({ id, title: z.string().min(1) }).strict()).min(1),
    /** The running context at the start; `null` is "not known yet". Default: empty. */
    context: z.record(key, contextValue).default({}),
    /** Running numbers kept on screen: a key of the context, its label, and the key of a total it is out of. Default: none. */
    counters: z.array(z.object({ key, label: z.string().min(1), of: key.optional() }).strict()).default([]),
    /** Guards by name, with what each checks in words (shown in the outline). Implementations: the machine's logic. */
    guards: z.record(id, z.string().min(1)).default({}),
    /** Actions by name, with what each does in words. Implementations: the machine's logic. */
    actions: z.record(id, z.string().min(1)).default({}),
    states: z.array(stateSchema).min(1),
  })
  .strict();

export type Citation = z.output<typeof citationSchema>;
export type Tension = z.output<typeof tensionSchema>;
export type Answer = z.output<typeof answerSchema>;
export type Branch = z.output<typeof branchSchema>;
export type State = z.output<typeof stateSchema>;
export type Machine = z.output<typeof machineSchema>;
export type MachineInput = z.input<typeof machineSchema>;

/** The guard names of a machine's logic (`{ guards: { met: … } } satisfies Logic` → "met"). */
export type GuardName<L> = L extends { guards: infer R } ? keyof R & string : never;
/** The action names of a machine's logic. */
export type ActionName<L> = L extends { actions: infer R } ? keyof R & string : never;

type BranchFor<G extends string, A extends string> = Omit<z.input<typeof branchSchema>, 'if' | 'do'> & { if?: G; do?: A[] };
type AnswerFor<G extends string, A extends string> = Omit<z.input<typeof answerSchema>, 'if' | 'do' | 'to'> & {
  if?: G;
  do?: A[];
  to: string | BranchFor<G, A>[];
};
type StateFor<G extends string, A extends string> = Omit<z.input<typeof stateSchema>, 'answers'> & { answers?: AnswerFor<G, A>[] };

/**
 * A machine's data typed from its logic, as XState's `setup({ guards, actions }).createMachine(…)` types a machine:
 * every guard an answer or branch checks (`if`) and every action it runs (`do`) is a name the logic implements, and
 * the machine describes each of them, no more (`guards`, `actions`). Write a machine `{ … } satisfies
 * MachineFor<typeof logic>`: a misspelled name is a type error in the editor and in `astro check`, before the build's
 * own check (graphProblems, logicProblems) would find it. Purely a type: the data is the same plain object.
 */
export type MachineFor<L> = Omit<MachineInput, 'guards' | 'actions' | 'states'> & {
  guards: Record<GuardName<L>, string>;
  actions: Record<ActionName<L>, string>;
  states: StateFor<GuardName<L>, ActionName<L>>[];
};
export type { OutcomeKind };
export type ContextValue = z.output<typeof contextValue>;
export type Context = Record<string, ContextValue>;

/** Where in a machine a problem is: `state "reveal", answer "dilemma"`. */
const at = (state: string, rest = '') => `state "${state}"${rest}`;

/** The graph's problems: ids, targets, finals, guards and actions, input bounds. Empty when the machine is sound. */
export function graphProblems(m: Machine): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const s of m.states) {
    if (ids.has(s.id)) problems.push(`${at(s.id)} is defined twice. Give each state its own id.`);
    ids.add(s.id);
  }
  const phases = new Set(m.phases.map((p) => p.id));
  if (!ids.has(m.initial)) problems.push(`The initial state "${m.initial}" does not exist.`);
  for (const c of m.counters) {
    for (const k of [c.key, c.of])
      if (k !== undefined && !(k in m.context)) problems.push(`The counter "${c.label}" names "${k}", which is not a key of the context.`);
  }
  const target = (where: string, to: string) => {
    if (!ids.has(to)) problems.push(`${where} leads to "${to}", which is not a state.`);
  };
  const guard = (where: string, name: string | undefined) => {
    if (name !== undefined && !(name in m.guards)) problems.push(`${where} uses the guard "${name}", which the machine does not declare in "guards".`);
  };
  const actions = (where: string, names: readonly string[]) => {
    for (const a of names) if (!(a in m.actions)) problems.push(`${where} runs the action "${a}", which the machine does not declare in "actions".`);
  };
  for (const s of m.states) {
    s.tensions.forEach((t, i) => {
      const stands = t.verdict?.stands;
      if (stands != null && stands >= t.passages.length)
        problems.push(
          `${at(s.id)}, tension ${i + 1} ("${t.title}"): the verdict's "stands" is ${stands}, but it has only ${t.passages.length} passages (counted from 0).`,
        );
    });
    if (!phases.has(s.phase)) problems.push(`${at(s.id)} is in the phase "${s.phase}", which is not in "phases".`);
    const final = s.answers.length === 0;
    if (final && !s.outcome) problems.push(`${at(s.id)} has no answers and no outcome. Give it answers, or an outcome if the attempt ends there.`);
    if (!final && s.outcome) problems.push(`${at(s.id)} has both answers and an outcome. Only a final state has an outcome.`);
    if (!final && !s.question) problems.push(`${at(s.id)} has answers but no question.`);
    const answerIds = new Set<string>();
    for (const a of s.answers) {
      const where = at(s.id, `, answer "${a.id}"`);
      if (answerIds.has(a.id)) problems.push(`${where} is defined twice in that state.`);
      answerIds.add(a.id);
      guard(where, a.if);
      actions(where, a.do);
      if (typeof a.to === 'string') target(where, a.to);
      else {
        a.to.forEach((b, i) => {
          const bw = `${where}, branch ${i + 1}`;
          target(bw, b.to);
          guard(bw, b.if);
          actions(bw, b.do);
          if (i < a.to.length - 1 && b.if === undefined)
            problems.push(`${bw} has no guard but is not the last branch, so the branches after it are never taken.`);
        });
        if (a.to.at(-1)?.if !== undefined)
          problems.push(`${where}: the last branch must have no guard (the "otherwise"), so the answer always leads somewhere.`);
      }
      if (a.input) {
        const { min, max } = a.input;
        if (typeof max === 'number' && max < min) problems.push(`${where}: the input's max (${max}) is below its min (${min}).`);
        if (typeof max === 'object' && !(max.from in m.context))
          problems.push(`${where}: the input's max comes from "${max.from}", which is not a key of the context.`);
      }
    }
  }
  return problems;
}

/** A machine that failed validation: every problem, one per line, under a heading naming the edition. */
export class WalkthroughError extends SiteError {
  readonly edition: string;
  readonly problems: readonly string[];
  constructor(edition: string, problems: readonly string[]) {
    const what = `The ${edition} dilemma walkthrough has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`;
    super({
      what,
      details: problems.map((p) => `- ${p}`),
      hint: `fix each where it is named, in the ${edition} machine under src/walkthrough/machines/ (its states, citations and tensions).`,
      // The message as it has always read (tests quote it); the runner's block adds the hint.
      message: `${what}\n${problems.map((p) => `- ${p}`).join('\n')}`,
    });
    this.edition = edition;
    this.problems = problems;
  }
}

/** Zod issues as sentences naming where they are: `states[3].cite[0].anchor: a paragraph anchor starts with "p-"`. */
function zodProblems(error: z.ZodError, raw: unknown): string[] {
  return error.issues.map((issue) => {
    const path = issue.path;
    // Name the state by its id where the path runs through one, so the message is findable in the source.
    let where = path.map(String).join('.');
    if (path[0] === 'states' && typeof path[1] === 'number') {
      const sid = (raw as { states?: Array<{ id?: unknown }> }).states?.[path[1]]?.id;
      if (typeof sid === 'string') where = `${at(sid)}${path.length > 2 ? `, ${path.slice(2).map(String).join('.')}` : ''}`;
    }
    return `${where || 'the machine'}: ${issue.message}`;
  });
}

/** Parse and check a machine's data; throws a WalkthroughError listing every problem. */
export function parseMachine(raw: unknown, edition = (raw as { edition?: string })?.edition ?? 'unknown'): Machine {
  const parsed = machineSchema.safeParse(raw);
  if (!parsed.success) throw new WalkthroughError(edition, zodProblems(parsed.error, raw));
  const problems = graphProblems(parsed.data);
  if (problems.length > 0) throw new WalkthroughError(edition, problems);
  return parsed.data;
}
