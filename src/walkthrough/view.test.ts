/**
 * The step's markup as data (stepView), on the real machines: what the server writes for the first step and the
 * island builds for every step. e2e/walkthrough-first-step.spec.ts compares the two renderings in the browser.
 */
import { describe, expect, test } from 'vitest';
import { answersAt, start } from './interpreter.ts';
import { machine1e } from './machines/1e.ts';
import { logic1e } from './machines/logic-1e.ts';
import { machine2e } from './machines/2e.ts';
import { logic2e } from './machines/logic-2e.ts';
import { parseMachine } from './schema.ts';
import { follow } from './testing.ts';
import { stepView, type ElementView, type StepTop } from './view.ts';

const m1 = parseMachine(machine1e);
const m2 = parseMachine(machine2e);

/** Every element of a view, depth first. */
const elements = (nodes: readonly StepTop[]): ElementView[] => nodes.flatMap((n) => (typeof n === 'object' && 'tag' in n ? [n, ...elements(n.children)] : []));
const text = (n: StepTop): string => (typeof n === 'string' ? n : 'tag' in n ? n.children.map(text).join('') : '');

describe('stepView', () => {
  test('should describe the 1E first step: its number, heading, parts, answers and the controls, in the page’s order', () => {
    const s = start(m1);
    const view = stepView(m1, answersAt(logic1e, s), s);
    expect(view.map((n) => (typeof n === 'string' ? n : 'tag' in n ? n.tag : 'part' in n ? `part:${n.part}` : 'controls'))).toEqual([
      'p',
      'h2',
      'part:text',
      'part:outcome',
      'div',
      'controls',
      'part:cites',
      'part:tensions',
    ]);
    expect(text(view[0]!)).toBe('Step 1 · Select: who attempts the mission');
    expect(view[1]).toEqual({ tag: 'h2', attrs: { id: 'wt-step-title', tabindex: '-1' }, children: ['What kind of mission?'] });
    const buttons = elements(view)
      .filter((e) => e.tag === 'button')
      .map(text);
    expect(buttons).toEqual(m1.states.find((x) => x.id === 'select')?.answers.map((a) => a.label));
    expect(buttons[0]).toBe('A planet mission');
  });

  test('should give a 2E number question its field, with the bounds of this context', () => {
    const s = follow(m2, logic2e, 'planet,yes');
    const view = stepView(m2, answersAt(logic2e, s), s);
    const input = elements(view).find((e) => e.tag === 'input');
    expect(input?.attrs).toEqual({ id: 'wt-in-personnel', type: 'number', inputmode: 'numeric', min: '1', max: '99', step: '1', required: true });
    expect(elements(view).find((e) => e.tag === 'label')).toEqual({
      tag: 'label',
      attrs: { for: 'wt-in-personnel' },
      children: ['Personnel in the attempt (1 to 99)'],
    });
    expect(text(view[0]!)).toBe(`Step 3 · ${m2.phases.find((p) => p.id === s.state.phase)?.title}`);
  });

  test('should say the steps the page took by itself, after the heading', () => {
    // The opponent drew no dilemmas: the stack's size (0) is known, so not asked (as e2e/walkthrough-2e.spec.ts clicks it).
    const s = follow(m2, logic2e, 'planet,yes,personnel.3,beneath.0,go,modifier.-3');
    const view = stepView(m2, answersAt(logic2e, s), s);
    expect(view[2]).toEqual({ tag: 'p', attrs: { class: 'wt-known' }, children: ['Known, so not asked: Dilemmas in the stack: 0.'] });
  });

  test('should give a final step no question, only its outcome', () => {
    const s = follow(m1, logic1e, 'none');
    expect(answersAt(logic1e, s)).toEqual([]);
    const view = stepView(m1, [], s);
    expect(view).toContainEqual({ part: 'outcome' });
    expect(elements(view).some((e) => e.attrs.class === 'wt-ask')).toBe(false);
  });
});
