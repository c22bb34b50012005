/**
 * The walkthrough's script (no framework): one step at a time over the page's outline. It reads the machine from
 * the page (`data-wt-machine`), steps it with the pure interpreter, and shows each step by copying the step's words,
 * citations and tensions from the outline the server rendered, so they are written once. The path so far lives in
 * the URL (`?path=planet,yes,go,dilemma`), so a link restores the same step; an unusable path starts over with a
 * notice. Each new step is announced in a live region and takes the focus to its heading.
 *
 * One history model: every step answered is a history entry, and every way back (the page's Back, the path so far,
 * Restart, the browser's Back) is a move back through those entries, so the browser's Back never redoes a step the
 * page undid and Forward redoes it. Each entry records how many entries before it are this walkthrough's earlier
 * steps (`wtChain`); a page opened at a step seeds the entries of the steps before it, so Back works from a link too.
 *
 * The first step is in the page's HTML (WalkthroughStep.astro, from the same description of a step, view.ts), and the
 * step box says which step that is (`data-wt-shows`, the start's state id): the island keeps it when the page opens at
 * that step, and only wires its answers. It is known by what it shows, not by comparing its markup with the island's.
 */
import { must } from '../lib/must.ts';
import { advance, answersAt, back, decodePath, encodePath, isFinal, replay, start, stepsOf, type Logic, type Snapshot, type Step } from './interpreter.ts';
import type { Answer, Context, Machine } from './schema.ts';
import { logic1e } from './machines/logic-1e.ts';
import { logic2e } from './machines/logic-2e.ts';
import { answerLabel as labelOf, counterText as countedText, countersWait, stepView, type PartName, type StepTop } from './view.ts';

const LOGIC: Record<string, Logic> = { '1e': logic1e, '2e': logic2e };

/** An element with attributes and children, built without HTML strings. */
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

/** A copy of a part of the outline, without ids (the outline keeps them). */
function copyPart(article: Element | null, part: PartName): Node[] {
  const el = article?.querySelector(`[data-part="${part}"]`);
  if (!el) return [];
  const clone = el.cloneNode(true) as Element;
  clone.removeAttribute('data-part');
  clone.classList.add(`wt-part-${part}`);
  clone.removeAttribute('id');
  for (const withId of clone.querySelectorAll('[id]')) withId.removeAttribute('id');
  return [clone];
}

/**
 * A step's markup as view.ts describes it (stepView: the same description the server writes the first step from), as
 * nodes: each part copied from the step's article in the outline, the controls (the page's one set) as they are.
 */
function build(node: StepTop, article: Element | null, controls: readonly HTMLElement[]): Node[] {
  if (typeof node === 'string') return node === '' ? [] : [document.createTextNode(node)];
  if ('part' in node) return copyPart(article, node.part);
  if ('controls' in node) return [...controls];
  const el = document.createElement(node.tag);
  for (const [k, v] of Object.entries(node.attrs)) el.setAttribute(k, v === true ? '' : v);
  el.append(...node.children.flatMap((child) => build(child, article, controls)));
  return [el];
}

/** The page's elements the island writes to (found once). */
interface Elements {
  root: HTMLElement;
  stepBox: HTMLElement;
  notice: HTMLElement;
  live: HTMLElement;
  backButton: HTMLButtonElement;
  restart: HTMLButtonElement;
  share: HTMLAnchorElement;
  copied: HTMLElement;
  pathList: HTMLOListElement;
  pathCount: HTMLElement;
  printBox: HTMLElement | null;
  printSteps: HTMLOListElement | null;
  printUrl: HTMLElement | null;
  counters: HTMLElement | null;
  countersBox: HTMLElement | null;
  /** The running numbers, the controls and the path so far: one set for the page, moved from step to step. */
  controls: HTMLElement[];
}

function elementsOf(doc: Document, root: HTMLElement): Elements {
  // Walkthrough.astro writes each of these: one missing is a bug in the page, not in the reader's input.
  const $ = <T extends Element>(sel: string) => must(root.querySelector<T>(sel), `the walkthrough's ${sel}`);
  const countersBox = root.querySelector<HTMLElement>('[data-wt-counters-box]');
  return {
    root,
    stepBox: $<HTMLElement>('[data-wt-step]'),
    notice: $<HTMLElement>('[data-wt-notice]'),
    live: $<HTMLElement>('[data-wt-live]'),
    backButton: $<HTMLButtonElement>('[data-wt-back]'),
    restart: $<HTMLButtonElement>('[data-wt-restart]'),
    share: $<HTMLAnchorElement>('[data-wt-share]'),
    copied: $<HTMLElement>('[data-wt-copied]'),
    pathList: $<HTMLOListElement>('[data-wt-path]'),
    pathCount: $<HTMLElement>('[data-wt-path-count]'),
    printBox: doc.querySelector<HTMLElement>('[data-wt-print]'),
    printSteps: doc.querySelector<HTMLOListElement>('[data-wt-print-steps]'),
    printUrl: doc.querySelector<HTMLElement>('[data-print-url]'),
    counters: root.querySelector<HTMLElement>('[data-wt-counters]'),
    countersBox,
    // The running numbers, the controls and the path so far sit between a step's question and its rules: the question
    // comes first on a small screen, and Back is near the answers.
    controls: [...(countersBox ? [countersBox] : []), $<HTMLElement>('[data-wt-controls]'), $<HTMLElement>('[data-wt-path-box]')],
  };
}

const urlFor = (steps: readonly Step[]) => `${location.pathname}${steps.length > 0 ? `?path=${encodePath(steps)}` : ''}`;

/** How many entries before the current one are this walkthrough's earlier steps, in order. */
const chain = (): number => {
  const n = (history.state as { wtChain?: unknown } | null)?.wtChain;
  return typeof n === 'number' ? n : 0;
};

/** One walkthrough on the page: its machine, where the reader is, and what shows it. */
class Island {
  snapshot: Snapshot;
  /** The state whose step the server wrote into the step box, until the island draws one. */
  private serverStep: string | undefined;

  private readonly doc: Document;
  private readonly machine: Machine;
  private readonly logic: Logic;
  private readonly el: Elements;

  constructor(doc: Document, machine: Machine, logic: Logic, el: Elements) {
    this.doc = doc;
    this.machine = machine;
    this.logic = logic;
    this.el = el;
    this.serverStep = el.stepBox.dataset.wtShows;
    this.snapshot = this.fromUrl();
    // Opened at a step (a shared link, not a reload: a reload keeps its entry's state), the steps before it become
    // entries too, so the browser's Back goes one step back from here as it does after answering.
    if (history.state === null) {
      const steps = stepsOf(this.snapshot);
      history.replaceState({ wtChain: 0 }, '', urlFor([]));
      for (let i = 1; i <= steps.length; i++) history.pushState({ wtChain: i }, '', urlFor(steps.slice(0, i)));
    }
  }

  say(text: string): void {
    this.el.notice.textContent = text;
    this.el.notice.hidden = text === '';
  }

  /** The snapshot the URL describes; an unusable path gives the start, with a notice. */
  fromUrl(): Snapshot {
    const { machine, logic } = this;
    const raw = new URL(location.href).searchParams.get('path');
    if (!raw) return start(machine);
    const steps = decodePath(raw);
    const r = steps ? replay(machine, logic, steps) : { ok: false as const, reason: 'it is not a list of answers' };
    if (r.ok) return r.snapshot;
    // The reason may quote the link's own words: a long or hostile link is cut, not echoed whole.
    const reason = r.reason.replace(/\.$/, '');
    this.say(
      `The path in this link could not be followed (${reason.length > 160 ? `${reason.slice(0, 160)}…` : reason}), so the walkthrough starts from the beginning.`,
    );
    history.replaceState({ wtChain: 0 }, '', urlFor([]));
    return start(machine);
  }

  counterText(context: Context, key: string): string {
    return countedText(this.machine, context, key);
  }

  answerLabel(state: string, step: Step, byField = false): string {
    return labelOf(this.machine, state, step, byField);
  }

  choose(step: Step): void {
    const r = advance(this.machine, this.logic, this.snapshot, step);
    if (r.ok) this.moveTo(r.snapshot);
    else this.say(r.reason);
  }

  show(next: Snapshot): void {
    const before = this.snapshot.context;
    this.snapshot = next;
    this.say('');
    this.render(before, true);
  }

  /** A step forward: a new history entry. */
  moveTo(next: Snapshot): void {
    history.pushState({ wtChain: chain() + 1 }, '', urlFor(stepsOf(next)));
    this.show(next);
  }

  /**
   * Back to an earlier step: through the history when its entries are this walkthrough's (the popstate handler
   * shows it), so the browser's Forward redoes the step; otherwise in place, without adding an entry.
   */
  backTo(earlier: Snapshot): void {
    const d = stepsOf(this.snapshot).length - stepsOf(earlier).length;
    if (d <= 0) return;
    if (d <= chain()) {
      history.go(-d);
      return;
    }
    history.replaceState({ wtChain: 0 }, '', urlFor(stepsOf(earlier)));
    this.show(earlier);
  }

  /** Makes an answer's control (as the island built it, or as the server wrote it) answer. */
  wire(li: HTMLElement, answer: Answer): void {
    const form = li.querySelector('form');
    if (!form) {
      li.querySelector('button')?.addEventListener('click', () => this.choose({ answer: answer.id }));
      return;
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const input = form.querySelector('input');
      if (input && form.reportValidity()) this.choose({ answer: answer.id, value: Number(input.value) });
    });
  }

  /**
   * The step box, drawn for the snapshot, or kept as the server wrote it when it shows this very step (the page opened
   * at the start): drawing it again would paint it again, later, and the page's largest paint would wait for this
   * script. Either way its answers are wired.
   */
  drawStep(article: Element | null): void {
    const { stepBox } = this.el;
    const offered = answersAt(this.logic, this.snapshot);
    const keep = this.serverStep === this.snapshot.state.id && this.snapshot.history.length === 0;
    this.serverStep = undefined;
    if (!keep) stepBox.replaceChildren(...stepView(this.machine, offered, this.snapshot).flatMap((node) => build(node, article, this.el.controls)));
    stepBox.querySelectorAll<HTMLElement>('.wt-choices > li').forEach((li, i) => {
      const answer = offered[i];
      if (answer) this.wire(li, answer);
    });
  }

  /** The running numbers; those that changed since `before`, as the live region says them. */
  drawCounters(before: Context | undefined): string[] {
    const { machine } = this;
    const { context } = this.snapshot;
    const { counters, countersBox } = this.el;
    const changed: string[] = [];
    // Nothing counted yet (every number as at the start): the running numbers wait, and the question comes first.
    if (countersBox) countersBox.hidden = countersWait(machine, context);
    for (const c of machine.counters) {
      const dd = counters?.querySelector(`[data-key="${c.key}"] dd`);
      const text = this.counterText(context, c.key);
      if (dd) dd.textContent = text;
      if (before && text !== this.counterText(before, c.key)) changed.push(`${c.label}: ${text}`);
    }
    return changed;
  }

  /** The path so far: each step answered, a link back to it (steps the page took by itself, without one). */
  drawPath(steps: readonly Step[]): void {
    const visits = this.snapshot.history;
    this.el.pathList.replaceChildren(
      ...visits.map((v, i) => {
        const title = this.titleOf(v.state);
        // A step the page took by itself has no link: going back to it would take it again at once.
        if (v.auto) return h('li', {}, title, ` — ${this.answerLabel(v.state, v.step, true)} (known)`);
        const taken = visits.slice(0, i).filter((x) => !x.auto).length;
        const a = h('a', { href: urlFor(steps.slice(0, taken)) }, title);
        a.addEventListener('click', (e) => {
          e.preventDefault();
          let s = this.snapshot;
          while (stepsOf(s).length > taken) s = back(this.machine, s);
          this.backTo(s);
        });
        return h('li', {}, a, ` — ${this.answerLabel(v.state, v.step)}`);
      }),
    );
    this.el.pathCount.textContent = String(visits.length);
  }

  titleOf(stateId: string): string {
    return this.machine.states.find((s) => s.id === stateId)?.title ?? stateId;
  }

  render(before: Context | undefined, focus: boolean): void {
    const { state, history: visits } = this.snapshot;
    const { el } = this;
    const article = this.doc.getElementById(`s-${state.id}`);
    this.drawStep(article);
    const changed = this.drawCounters(before);
    const steps = stepsOf(this.snapshot);
    this.drawPath(steps);
    this.printPath(steps);
    el.backButton.disabled = visits.length === 0;
    // The attribute as the server writes it (a path); the copied link is the property, the whole URL.
    el.share.setAttribute('href', urlFor(steps));
    el.copied.textContent = '';

    const outcome = article?.querySelector('[data-part="outcome"]')?.textContent?.trim();
    el.live.textContent = [
      `Step ${visits.length + 1}: ${state.title}.`,
      ...changed.map((c) => `${c}.`),
      isFinal(state) ? (outcome ?? '') : (state.question ?? ''),
    ].join(' ');
    if (focus) {
      el.stepBox.querySelector<HTMLElement>('#wt-step-title')?.focus({ preventScroll: true });
      placeStep(this.doc, el);
    }
  }

  /** One step as it prints: its words, question, outcome, rules and tensions (copied from the outline), and the answer. */
  printItem(stateId: string, answer: string | undefined): HTMLLIElement {
    const article = this.doc.getElementById(`s-${stateId}`);
    const question = copyPart(article, 'question');
    return h(
      'li',
      { class: 'wt-print-step' },
      h('h3', {}, this.titleOf(stateId)),
      ...copyPart(article, 'text'),
      ...copyPart(article, 'outcome'),
      ...(question.length > 0 ? [h('p', { class: 'wt-q' }, h('strong', {}, 'Question:'), ' ', ...question)] : []),
      ...(answer === undefined ? [] : [h('p', { class: 'wt-print-answer' }, h('strong', {}, 'Answer:'), ` ${answer}`)]),
      ...copyPart(article, 'cites'),
      ...copyPart(article, 'tensions'),
    );
  }

  /**
   * What prints: the path taken, each step with the answer given, then the step the reader is at; and the address of
   * this path. The outline, every step of the machine, does not print while this does (walkthrough.css).
   */
  printPath(steps: readonly Step[]): void {
    const { printBox, printSteps, printUrl } = this.el;
    if (!printBox || !printSteps) return;
    printSteps.replaceChildren(
      ...this.snapshot.history.map((v) => this.printItem(v.state, `${this.answerLabel(v.state, v.step, Boolean(v.auto))}${v.auto ? ' (known)' : ''}`)),
      this.printItem(this.snapshot.state.id, undefined),
    );
    printBox.hidden = false;
    this.doc.documentElement.classList.add('wt-prints-path');
    if (printUrl) printUrl.textContent = `Page: ${new URL(urlFor(steps), printUrl.textContent?.replace(/^Page: /, '') || location.href).href}`;
  }
}

/**
 * After an answer, the new step is placed on screen, below the sticky header: from its heading when everything down
 * to its answers and the running numbers fits, else from its question (its answers and the numbers under it) — on a
 * phone a long step's words would otherwise push the answers below the fold. Its heading and words are just above.
 */
function placeStep(doc: Document, { stepBox, countersBox }: Elements): void {
  const header = doc.querySelector('.site-header');
  const style = header && getComputedStyle(header);
  const top = style && (style.position === 'sticky' || style.position === 'fixed') ? header.getBoundingClientRect().height : 0;
  const room = innerHeight - top;
  const ask = stepBox.querySelector<HTMLElement>('.wt-ask');
  const numbers = countersBox && !countersBox.hidden ? countersBox : undefined;
  const first = stepBox.querySelector<HTMLElement>('.wt-meta') ?? stepBox;
  const last = numbers ?? ask ?? stepBox.querySelector<HTMLElement>('.wt-outcome') ?? first;
  const gap = 8;
  const bottom = last.getBoundingClientRect().bottom;
  const from = ask && bottom - first.getBoundingClientRect().top + 2 * gap > room ? ask : first;
  window.scrollTo({ top: from.getBoundingClientRect().top + scrollY - top - gap, behavior: 'instant' });
}

/** With clipboard access the link is copied and the page says so (a polite live region); without, it stays a link. */
function wireShare({ share, copied }: Elements): void {
  let copiedTimer = 0;
  share.addEventListener('click', (e) => {
    if (!navigator.clipboard?.writeText) return;
    e.preventDefault();
    const done = (text: string) => {
      copied.textContent = text;
      clearTimeout(copiedTimer);
      copiedTimer = window.setTimeout(() => (copied.textContent = ''), 5000);
    };
    navigator.clipboard.writeText(share.href).then(
      () => done('Link copied'),
      () => done('Could not copy: this page’s address is the link to this step.'),
    );
  });
}

export function mountWalkthrough(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-walkthrough]');
  const data = doc.querySelector('[data-wt-machine]');
  const logic = LOGIC[root?.dataset.edition ?? ''];
  if (!root || !data?.textContent || !logic) return;
  const machine = JSON.parse(data.textContent) as Machine;
  const el = elementsOf(doc, root);
  const island = new Island(doc, machine, logic, el);

  el.backButton.addEventListener('click', () => island.backTo(back(machine, island.snapshot)));
  el.restart.addEventListener('click', () => island.backTo(start(machine)));
  wireShare(el);
  addEventListener('popstate', () => {
    const before = island.snapshot.context;
    island.snapshot = island.fromUrl();
    island.render(before, true);
  });
  // The outline is closed where script runs (Walkthrough.astro); a link to one of its steps (#s-…) opens it, in
  // browsers that do not open a closed <details> for a fragment themselves.
  addEventListener('hashchange', () => {
    const target = /^#s-[\w-]+$/.test(location.hash) ? doc.getElementById(location.hash.slice(1)) : null;
    const details = target?.closest('details');
    if (!target || !details || details.open) return;
    details.open = true;
    target.scrollIntoView();
  });
  root.hidden = false;
  island.render(undefined, false);
}
