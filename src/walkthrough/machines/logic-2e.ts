/**
 * The Second Edition machine's logic (its data, the steps and their words, is ./2e.ts): the guards and actions its
 * transitions name, over the attempt's running numbers. Apart from the data so that the page's script
 * (src/walkthrough/island.ts) loads only this.
 */
import type { Logic } from '../interpreter.ts';
import type { Context } from '../schema.ts';

const num = (c: Context, key: string): number => Number(c[key] ?? 0);

/** The named guards and actions of the 2E machine: the running numbers of the attempt. */
export const logic2e = {
  guards: {
    'can-reveal': (c) => num(c, 'personnel') > 0 && num(c, 'stack') > 0,
    'nobody-left': (c) => num(c, 'personnel') === 0,
    'stack-empty': (c) => num(c, 'personnel') > 0 && num(c, 'stack') === 0,
    'over-cost': (c) => num(c, 'lastCost') > num(c, 'costLeft'),
  },
  actions: {
    'set-planet': (c) => ({ ...c, mission: 'planet' }),
    'set-space': (c) => ({ ...c, mission: 'space' }),
    'set-personnel': (c, v) => ({ ...c, personnel: v ?? 0 }),
    'set-beneath': (c, v) => {
      const announced = num(c, 'personnel') - (v ?? 0);
      return { ...c, beneath: v ?? 0, announced, costLimit: Math.max(0, announced), costLeft: Math.max(0, announced) };
    },
    draw: (c) => ({ ...c, drawn: Math.max(0, num(c, 'announced')) }),
    'draw-modified': (c, v) => ({ ...c, drawn: Math.max(0, num(c, 'announced') + (v ?? 0)) }),
    'set-cost-limit': (c, v) => ({ ...c, costLimit: v ?? 0, costLeft: v ?? 0 }),
    'set-stack': (c, v) => ({ ...c, stack: v ?? 0 }),
    'reveal-unfaced': (c) => ({ ...c, stack: num(c, 'stack') - 1, overcome: num(c, 'overcome') + 1, lastCost: null }),
    'reveal-cost': (c, v) => ({ ...c, stack: num(c, 'stack') - 1, lastCost: v ?? 0 }),
    'overcome-revealed': (c) => ({ ...c, overcome: num(c, 'overcome') + 1 }),
    'deduct-cost': (c) => ({ ...c, costLeft: num(c, 'costLeft') - num(c, 'lastCost') }),
    'remove-personnel': (c, v) => ({ ...c, personnel: num(c, 'personnel') - (v ?? 0) }),
    'overcome-faced': (c) => ({ ...c, overcome: num(c, 'overcome') + 1 }),
    'return-rest': (c) => ({ ...c, stack: 0 }),
    'overcome-rest': (c) => ({ ...c, overcome: num(c, 'overcome') + num(c, 'stack'), stack: 0 }),
    'prevent-top': (c) => ({ ...c, stack: num(c, 'stack') - 1, overcome: num(c, 'overcome') + 1, personnel: num(c, 'personnel') - 1 }),
  },
} satisfies Logic;
