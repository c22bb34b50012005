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
 */
import { advance, answersAt, back, decodePath, encodePath, isFinal, replay, start, stepsOf, type Logic, type Snapshot, type Step } from './interpreter.ts';
import type { Answer, Context, Machine } from './schema.ts';
import { logic1e } from './machines/1e.ts';
import { logic2e } from './machines/2e.ts';
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

export function mountWalkthrough(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-walkthrough]');
  const data = doc.querySelector('[data-wt-machine]');
  const found = LOGIC[root?.dataset.edition ?? ''];
  if (!root || !data?.textContent || !found) return;
  const logic: Logic = found;
  const machine = JSON.parse(data.textContent) as Machine;
  const $ = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  const stepBox = $<HTMLElement>('[data-wt-step]');
  const notice = $<HTMLElement>('[data-wt-notice]');
  const live = $<HTMLElement>('[data-wt-live]');
  const backButton = $<HTMLButtonElement>('[data-wt-back]');
  const share = $<HTMLAnchorElement>('[data-wt-share]');
  const copied = $<HTMLElement>('[data-wt-copied]');
  const pathList = $<HTMLOListElement>('[data-wt-path]');
  const pathCount = $<HTMLElement>('[data-wt-path-count]');
  const printBox = doc.querySelector<HTMLElement>('[data-wt-print]');
  const printSteps = doc.querySelector<HTMLOListElement>('[data-wt-print-steps]');
  const printUrl = doc.querySelector<HTMLElement>('[data-print-url]');
  const counters = root.querySelector<HTMLElement>('[data-wt-counters]');
  const countersBox = root.querySelector<HTMLElement>('[data-wt-counters-box]');
  // The running numbers, the controls and the path so far sit between a step's question and its rules: the question
  // comes first on a small screen, and Back is near the answers.
  const controls = [...(countersBox ? [countersBox] : []), $<HTMLElement>('[data-wt-controls]'), $<HTMLElement>('[data-wt-path-box]')];

  const urlFor = (steps: readonly Step[]) => `${location.pathname}${steps.length > 0 ? `?path=${encodePath(steps)}` : ''}`;

  const say = (text: string) => {
    notice.textContent = text;
    notice.hidden = text === '';
  };

  /** The snapshot the URL describes; an unusable path gives the start, with a notice. */
  const fromUrl = (): Snapshot => {
    const raw = new URL(location.href).searchParams.get('path');
    if (!raw) return start(machine);
    const steps = decodePath(raw);
    const r = steps ? replay(machine, logic, steps) : { ok: false as const, reason: 'it is not a list of answers' };
    if (r.ok) return r.snapshot;
    // The reason may quote the link's own words: a long or hostile link is cut, not echoed whole.
    const reason = r.reason.replace(/\.$/, '');
    say(
      `The path in this link could not be followed (${reason.length > 160 ? `${reason.slice(0, 160)}…` : reason}), so the walkthrough starts from the beginning.`,
    );
    history.replaceState({ wtChain: 0 }, '', urlFor([]));
    return start(machine);
  };

  /** How many entries before the current one are this walkthrough's earlier steps, in order. */
  const chain = (): number => {
    const n = (history.state as { wtChain?: unknown } | null)?.wtChain;
    return typeof n === 'number' ? n : 0;
  };

  let snapshot = fromUrl();
  // Opened at a step (a shared link, not a reload: a reload keeps its entry's state), the steps before it become
  // entries too, so the browser's Back goes one step back from here as it does after answering.
  if (history.state === null) {
    const steps = stepsOf(snapshot);
    history.replaceState({ wtChain: 0 }, '', urlFor([]));
    for (let i = 1; i <= steps.length; i++) history.pushState({ wtChain: i }, '', urlFor(steps.slice(0, i)));
  }

  const counterText = (context: Context, key: string) => countedText(machine, context, key);

  const answerLabel = (state: string, step: Step, byField = false) => labelOf(machine, state, step, byField);

  const choose = (step: Step) => {
    const r = advance(machine, logic, snapshot, step);
    if (!r.ok) return say(r.reason);
    moveTo(r.snapshot);
  };

  const show = (next: Snapshot) => {
    const before = snapshot.context;
    snapshot = next;
    say('');
    render(before, true);
  };

  /** A step forward: a new history entry. */
  const moveTo = (next: Snapshot) => {
    history.pushState({ wtChain: chain() + 1 }, '', urlFor(stepsOf(next)));
    show(next);
  };

  /**
   * Back to an earlier step: through the history when its entries are this walkthrough's (the popstate handler
   * shows it), so the browser's Forward redoes the step; otherwise in place, without adding an entry.
   */
  const backTo = (earlier: Snapshot) => {
    const d = stepsOf(snapshot).length - stepsOf(earlier).length;
    if (d <= 0) return;
    if (d <= chain()) return history.go(-d);
    history.replaceState({ wtChain: 0 }, '', urlFor(stepsOf(earlier)));
    show(earlier);
  };

  /** Makes an answer's control (as the island built it, or as the server wrote it) answer. */
  const wire = (li: HTMLElement, answer: Answer): void => {
    const form = li.querySelector('form');
    if (!form) {
      li.querySelector('button')?.addEventListener('click', () => choose({ answer: answer.id }));
      return;
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const input = form.querySelector('input')!;
      if (form.reportValidity()) choose({ answer: answer.id, value: Number(input.value) });
    });
  };

  /**
   * Whether the step box already shows exactly `nodes` (the first step the server wrote, WalkthroughStep.astro):
   * then the island keeps those nodes and only wires their answers, so the step painted first stays the one on
   * screen (drawing it again would paint it again, later: the page's largest paint would wait for this script).
   */
  const shows = (nodes: readonly Node[]): boolean => {
    const now = [...stepBox.childNodes];
    return now.length === nodes.length && nodes.every((n, i) => n === now[i] || n.isEqualNode(now[i]!));
  };

  function render(before: Context | undefined, focus: boolean) {
    const { state, context, history: visits } = snapshot;
    const article = doc.getElementById(`s-${state.id}`);
    const n = visits.length + 1;
    const offered = answersAt(logic, snapshot);
    const nodes = stepView(machine, offered, snapshot).flatMap((node) => build(node, article, controls));
    if (before !== undefined || !shows(nodes)) stepBox.replaceChildren(...nodes);
    stepBox.querySelectorAll<HTMLElement>('.wt-choices > li').forEach((li, i) => {
      const answer = offered[i];
      if (answer) wire(li, answer);
    });
    const heading = stepBox.querySelector<HTMLElement>('#wt-step-title');

    const changed: string[] = [];
    // Nothing counted yet (every number as at the start): the running numbers wait, and the question comes first.
    if (countersBox) countersBox.hidden = countersWait(machine, context);
    for (const c of machine.counters) {
      const dd = counters?.querySelector(`[data-key="${c.key}"] dd`);
      const text = counterText(context, c.key);
      if (dd) dd.textContent = text;
      if (before && text !== counterText(before, c.key)) changed.push(`${c.label}: ${text}`);
    }

    const steps = stepsOf(snapshot);
    pathList.replaceChildren(
      ...visits.map((v, i) => {
        const title = machine.states.find((s) => s.id === v.state)?.title ?? v.state;
        // A step the page took by itself has no link: going back to it would take it again at once.
        if (v.auto) return h('li', {}, title, ` — ${answerLabel(v.state, v.step, true)} (known)`);
        const taken = visits.slice(0, i).filter((x) => !x.auto).length;
        const a = h('a', { href: urlFor(steps.slice(0, taken)) }, title);
        a.addEventListener('click', (e) => {
          e.preventDefault();
          let s = snapshot;
          while (stepsOf(s).length > taken) s = back(machine, s);
          backTo(s);
        });
        return h('li', {}, a, ` — ${answerLabel(v.state, v.step)}`);
      }),
    );
    pathCount.textContent = String(visits.length);
    printPath(steps);
    backButton.disabled = visits.length === 0;
    // The attribute as the server writes it (a path); the copied link is the property, the whole URL.
    share.setAttribute('href', urlFor(steps));
    copied.textContent = '';

    const outcome = article?.querySelector('[data-part="outcome"]')?.textContent?.trim();
    live.textContent = [`Step ${n}: ${state.title}.`, ...changed.map((c) => `${c}.`), isFinal(state) ? (outcome ?? '') : (state.question ?? '')].join(' ');
    if (focus) {
      heading?.focus({ preventScroll: true });
      placeStep();
    }
  }

  /**
   * What prints: the path taken, each step (its words, question, outcome, rules and tensions, copied from the outline)
   * with the answer given, then the step the reader is at; and the address of this path. The outline, every step of
   * the machine, does not print while this does (walkthrough.css).
   */
  function printPath(steps: readonly Step[]) {
    if (!printBox || !printSteps) return;
    const item = (stateId: string, answer: string | undefined) => {
      const article = doc.getElementById(`s-${stateId}`);
      const title = machine.states.find((s) => s.id === stateId)?.title ?? stateId;
      const question = copyPart(article, 'question');
      return h(
        'li',
        { class: 'wt-print-step' },
        h('h3', {}, title),
        ...copyPart(article, 'text'),
        ...copyPart(article, 'outcome'),
        ...(question.length > 0 ? [h('p', { class: 'wt-q' }, h('strong', {}, 'Question:'), ' ', ...question)] : []),
        ...(answer === undefined ? [] : [h('p', { class: 'wt-print-answer' }, h('strong', {}, 'Answer:'), ` ${answer}`)]),
        ...copyPart(article, 'cites'),
        ...copyPart(article, 'tensions'),
      );
    };
    printSteps.replaceChildren(
      ...snapshot.history.map((v) => item(v.state, `${answerLabel(v.state, v.step, Boolean(v.auto))}${v.auto ? ' (known)' : ''}`)),
      item(snapshot.state.id, undefined),
    );
    printBox.hidden = false;
    doc.documentElement.classList.add('wt-prints-path');
    if (printUrl) printUrl.textContent = `Page: ${new URL(urlFor(steps), printUrl.textContent?.replace(/^Page: /, '') || location.href).href}`;
  }

  /**
   * After an answer, the new step is placed on screen, below the sticky header: from its heading when everything down
   * to its answers and the running numbers fits, else from its question (its answers and the numbers under it) — on a
   * phone a long step's words would otherwise push the answers below the fold. Its heading and words are just above.
   */
  function placeStep() {
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

  backButton.addEventListener('click', () => backTo(back(machine, snapshot)));
  $<HTMLButtonElement>('[data-wt-restart]').addEventListener('click', () => backTo(start(machine)));
  // With clipboard access the link is copied and the page says so (a polite live region); without, it stays a link.
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
  addEventListener('popstate', () => {
    const before = snapshot.context;
    snapshot = fromUrl();
    render(before, true);
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
  render(undefined, false);
}
