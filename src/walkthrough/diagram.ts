/**
 * A walkthrough's whole flow as one diagram, laid out at build time from the machine itself (machines/1e.ts, 2e.ts)
 * by elkjs (the Eclipse Layout Kernel's layered algorithm, through its public `layout` API, run in Node): every state a
 * box sized to its title, every transition an edge, labelled with its answer where a state has more than one way on.
 * ELK returns the boxes' positions and the edges' routes; WalkthroughDiagram.astro draws them as inline SVG. No DOM
 * here: text is measured by an estimate of the font's width (`CHAR_EM`), generous so that a title never overflows.
 */
import ELK, { type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk.bundled.js';
import { must } from '../lib/must.ts';
import type { Machine } from './schema.ts';
import type { OutcomeKind } from './labels.ts';

/** The diagram's font size (CSS px) and line height: text at the size of small body text on a phone. */
export const FONT_PX = 14;
export const LINE_PX = 18;
/** Edge labels, a little smaller. */
export const LABEL_FONT_PX = 12;
export const LABEL_LINE_PX = 15;
/** A generous average advance of the site's sans-serif font, in ems (DejaVu Sans, Linux's default, is wide: 0.6 overflowed). */
const CHAR_EM = 0.68;
/** Room inside a box, around its text. */
const PAD_X = 10;
const PAD_Y = 8;
/** Longest line of a box's title and of an edge's label, in characters. */
const TITLE_CHARS = 18;
const LABEL_CHARS = 16;

export interface DiagramNode {
  id: string;
  phase: string;
  /** The title in lines, as drawn. */
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  /** A final state's outcome; a question has none. */
  outcome?: OutcomeKind;
  initial: boolean;
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  /** The answer (and the condition of a branch), in lines; none where the state has one way on. */
  label: string[];
  labelX: number;
  labelY: number;
  /** The route, start to end (ELK's sections joined). */
  points: ElkPoint[];
}

export interface Diagram {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** Words in lines of at most `max` characters (a longer word has a line of its own). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const textWidth = (lines: readonly string[], px: number) => Math.ceil(Math.max(...lines.map((l) => l.length)) * px * CHAR_EM);

/** A transition of the machine: from a state, by an answer (and a branch's condition), to a state. */
export interface Transition {
  id: string;
  from: string;
  to: string;
  answer: string;
  /** A branch's condition in words ("otherwise" for the branch without one); none for a plain answer. */
  condition?: string;
}

/** Every transition of the machine, in the order of its states and answers. */
export function transitions(machine: Machine): Transition[] {
  return machine.states.flatMap((s) =>
    s.answers.flatMap((a): Transition[] =>
      typeof a.to === 'string'
        ? [{ id: `${s.id}/${a.id}`, from: s.id, to: a.to, answer: a.label }]
        : a.to.map((b, i) => ({
            id: `${s.id}/${a.id}/${i}`,
            from: s.id,
            to: b.to,
            answer: a.label,
            condition: b.if ? `if ${machine.guards[b.if]}` : 'otherwise',
          })),
    ),
  );
}

/** Lays the machine out with ELK's layered algorithm, top to bottom. */
export async function layoutDiagram(machine: Machine): Promise<Diagram> {
  const all = transitions(machine);
  const outgoing = new Map<string, number>();
  for (const t of all) outgoing.set(t.from, (outgoing.get(t.from) ?? 0) + 1);
  const labelOf = (t: Transition) =>
    (outgoing.get(t.from) ?? 0) > 1 ? [...wrap(t.answer, LABEL_CHARS), ...(t.condition ? wrap(`(${t.condition})`, LABEL_CHARS) : [])] : [];

  const titles = new Map(machine.states.map((s) => [s.id, wrap(s.title, TITLE_CHARS)]));
  const labels = new Map(all.map((t) => [t.id, labelOf(t)]));
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      // Boxes placed to keep edges short: some 4,300 px wide for 1E, not 7,500 with the default placement.
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: machine.states.map((s) => {
      const lines = must(titles.get(s.id), `the title lines of "${s.id}"`);
      return { id: s.id, width: textWidth(lines, FONT_PX) + 2 * PAD_X, height: lines.length * LINE_PX + 2 * PAD_Y };
    }),
    edges: all.map((t): ElkExtendedEdge => {
      const label = must(labels.get(t.id), `the label lines of "${t.id}"`);
      return {
        id: t.id,
        sources: [t.from],
        targets: [t.to],
        labels:
          label.length > 0
            ? [{ id: `${t.id}#label`, text: label.join(' '), width: textWidth(label, LABEL_FONT_PX), height: label.length * LABEL_LINE_PX }]
            : [],
      };
    }),
  };
  const laid = await new ELK().layout(graph);

  const byId = new Map(machine.states.map((s) => [s.id, s]));
  const nodes = (laid.children ?? []).map((n): DiagramNode => {
    const s = must(byId.get(n.id), `the state "${n.id}"`);
    return {
      id: n.id,
      phase: s.phase,
      lines: must(titles.get(n.id), `the title lines of "${n.id}"`),
      x: n.x ?? 0,
      y: n.y ?? 0,
      width: n.width ?? 0,
      height: n.height ?? 0,
      ...(s.outcome ? { outcome: s.outcome.kind } : {}),
      initial: n.id === machine.initial,
    };
  });
  const edges = (laid.edges ?? []).map((e): DiagramEdge => {
    const t = must(
      all.find((x) => x.id === e.id),
      `the transition "${e.id}"`,
    );
    const l = e.labels?.[0];
    return {
      id: e.id,
      from: t.from,
      to: t.to,
      label: must(labels.get(e.id), `the label lines of "${e.id}"`),
      labelX: l?.x ?? 0,
      labelY: l?.y ?? 0,
      points: (e.sections ?? []).flatMap((sec) => [sec.startPoint, ...(sec.bendPoints ?? []), sec.endPoint]),
    };
  });
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges };
}
