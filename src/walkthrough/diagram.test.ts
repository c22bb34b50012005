/**
 * The walkthrough diagrams (diagram.ts) laid out by ELK from both real machines: every state a box of its own, no two
 * boxes overlapping, every transition an edge routed from its state's box to its target's, and answers labelled
 * where a state has more than one way on.
 */
import { describe, expect, test } from 'vitest';
import { layoutDiagram, transitions, wrap, type DiagramNode } from './diagram.ts';
import { machine1e } from './machines/1e.ts';
import { machine2e } from './machines/2e.ts';
import { parseMachine } from './schema.ts';

const machines = [parseMachine(machine1e), parseMachine(machine2e)];

/** Whether a point lies on the edge of a box (ELK starts and ends routes on their boxes' borders). */
const onBorder = (n: DiagramNode, p: { x: number; y: number }) => {
  const e = 0.5;
  const inside = p.x >= n.x - e && p.x <= n.x + n.width + e && p.y >= n.y - e && p.y <= n.y + n.height + e;
  const border = Math.abs(p.x - n.x) < e || Math.abs(p.x - n.x - n.width) < e || Math.abs(p.y - n.y) < e || Math.abs(p.y - n.y - n.height) < e;
  return inside && border;
};

describe('wrap', () => {
  test('breaks a title at words, never inside one', () => {
    expect(wrap('All your unstopped personnel aboard one ship', 18)).toEqual(['All your unstopped', 'personnel aboard', 'one ship']);
    expect(wrap('Interrupt/Doorway', 6)).toEqual(['Interrupt/Doorway']);
  });
});

describe.each(machines.map((m) => [m.edition, m] as const))('the %s diagram', (_edition, machine) => {
  test('has every state once, as a box that holds its title, and no two boxes overlap', async () => {
    const d = await layoutDiagram(machine);
    expect(d.nodes.map((n) => n.id).sort()).toEqual(machine.states.map((s) => s.id).sort());
    for (const n of d.nodes) {
      const state = machine.states.find((s) => s.id === n.id)!;
      expect(n.lines.join(' ')).toBe(state.title);
      expect(n.x + n.width).toBeLessThanOrEqual(d.width);
      expect(n.y + n.height).toBeLessThanOrEqual(d.height);
    }
    for (const a of d.nodes)
      for (const b of d.nodes)
        if (a !== b)
          expect([a.id, b.id, a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y]).toEqual([a.id, b.id, true]);
  });

  test('routes every transition from its state’s box to its target’s', async () => {
    const d = await layoutDiagram(machine);
    const nodes = new Map(d.nodes.map((n) => [n.id, n]));
    expect(d.edges.map((e) => e.id)).toEqual(transitions(machine).map((t) => t.id));
    for (const e of d.edges) {
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      expect([e.id, onBorder(nodes.get(e.from)!, e.points[0]!), onBorder(nodes.get(e.to)!, e.points.at(-1)!)]).toEqual([e.id, true, true]);
    }
  });

  test('labels an edge with its answer where the state has more than one way on', async () => {
    const d = await layoutDiagram(machine);
    const first = machine.states.find((s) => s.id === machine.initial)!;
    expect(d.edges.filter((e) => e.from === first.id).map((e) => e.label.join(' '))).toEqual(
      transitions(machine)
        .filter((t) => t.from === first.id)
        .map((t) => (t.condition ? `${t.answer} (${t.condition})` : t.answer)),
    );
    const single = machine.states.find((s) => s.answers.length === 1 && typeof s.answers[0]!.to === 'string');
    if (single) expect(d.edges.find((e) => e.from === single.id)!.label).toEqual([]);
  });
});
