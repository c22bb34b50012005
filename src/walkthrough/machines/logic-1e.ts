/**
 * The First Edition machine's logic (its data, the steps and their words, is ./1e.ts): the guards and actions its
 * transitions name. Apart from the data so that the page's script (src/walkthrough/island.ts) loads only this.
 */
import type { Logic } from '../interpreter.ts';

/** The named guards and actions of the 1E machine: what was checked about the dilemma, and combo halves. */
export const logic1e = {
  guards: {
    absent: (c) => c.conditions === 'absent',
    met: (c) => c.conditions === 'met',
    'not-met': (c) => c.conditions === 'not-met',
    'combo-first-half': (c) => c.combo === 1,
    'first-half-met': (c) => c.combo === 1 && c.conditions === 'met',
    'first-half-not-met': (c) => c.combo === 1 && c.conditions === 'not-met',
    'own-misseed': (c) => c.ownMisseed === true,
    'no-own-misseed': (c) => c.ownMisseed !== true,
    dual: (c) => c.dual === true,
    'dual-first-half-not-met': (c) => c.dual === true && c.combo === 1 && c.conditions === 'not-met',
    'misseed-second': (c) => c.combo === 2 && c.misseedFirst === true,
    'misseed-second-done': (c) => c.combo === 2 && c.misseedFirst === true && (c.conditions === 'met' || c.conditions === 'absent'),
  },
  actions: {
    'set-absent': (c) => ({ ...c, conditions: 'absent' }),
    'set-met': (c) => ({ ...c, conditions: 'met' }),
    'set-not-met': (c) => ({ ...c, conditions: 'not-met' }),
    'set-no-conditions': (c) => ({ ...c, conditions: 'none' }),
    'first-half': (c) => ({ ...c, combo: 1 }),
    'second-half': (c) => ({ ...c, combo: 2, conditions: null }),
    'next-card': (c) => ({ ...c, combo: 0, conditions: null, misseedFirst: false }),
    'own-misseed': (c) => ({ ...c, ownMisseed: true }),
    'set-dual': (c) => ({ ...c, dual: true }),
    'misseed-first': (c) => ({ ...c, misseedFirst: true }),
  },
} satisfies Logic;
