/**
 * Search results and what is said about them, written as DOM nodes: text from the index and the sources goes in
 * as text, never as HTML. Shared by the header box and the /search/ page.
 */
import { editionUrl, withBase } from '../../lib/urls.ts';
import type { Edition } from '../../lib/vocab.ts';
import type { SearchOutcome } from '../../lib/search/engine.ts';
import { excerptParts, type ExcerptPart } from '../../lib/search/excerpt.ts';
import type { Run, Shown } from './run.ts';

/** An excerpt's parts as text, the matched words in <mark>. */
function partsNodes(parts: readonly ExcerptPart[]): Node[] {
  return parts.map((p) => {
    if (!p.mark) return document.createTextNode(p.text);
    const mark = document.createElement('mark');
    mark.textContent = p.text;
    return mark;
  });
}

/** One result as a list item: its link (and section), where it comes from, its excerpt, and its repeats elsewhere. */
export function resultItem(r: Shown): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `result result-${r.kind}`;
  const a = document.createElement('a');
  a.href = withBase(r.url);
  a.textContent = r.title;
  if (r.section) {
    const s = document.createElement('span');
    s.className = 'result-section';
    s.textContent = ` › ${r.section}`;
    a.append(s);
  }
  const meta = document.createElement('span');
  meta.className = 'meta';
  meta.textContent = [r.label, r.via ? `also called “${r.via}”` : ''].filter(Boolean).join(' · ');
  li.append(a, ' ', meta);
  const parts = r.parts ?? excerptParts(r.text, r.words);
  if (parts.length > 0) {
    const p = document.createElement('p');
    p.append(...partsNodes(parts));
    li.append(p);
  }
  if (r.superseded) {
    // The edition's precedence overrides this paragraph: say so, and link the text that stands (results.ts put it first).
    const p = document.createElement('p');
    p.className = 'result-superseded';
    const strong = document.createElement('strong');
    // A mark scoped to some sentences of the paragraph (src/plugins/remark-marks.ts): the rest of it stands.
    strong.textContent = r.superseded.part ? 'Superseded in part:' : 'Superseded:';
    const a = document.createElement('a');
    a.href = withBase(r.superseded.stands);
    a.textContent = 'the text that stands';
    p.append(strong, ` the ${r.superseded.by} overrides ${r.superseded.part ? 'a marked sentence of this' : 'this'} — read `, a, '.');
    li.append(p);
  }
  if (r.also.length > 0) {
    const p = document.createElement('p');
    p.className = 'result-also';
    p.append('Also in ');
    r.also.forEach((x, i) => {
      const a = document.createElement('a');
      a.href = withBase(x.url);
      a.textContent = x.document;
      p.append(...(i > 0 ? [', ', a] : [a]));
    });
    li.append(p);
  }
  return li;
}

/** The words of the outcome's notice: what search did with the query, so the reader can trust or undo it. */
export function notices(outcome: SearchOutcome, total: number): { text: string; instead?: string }[] {
  const out: { text: string; instead?: string }[] = [];
  if (outcome.correctedText) out.push({ text: `Showing results for “${outcome.correctedText}”.`, instead: outcome.parsed.text });
  if (outcome.parsed.editionWords.length > 0 && outcome.edition)
    out.push({ text: `${outcome.edition} only (from “${outcome.parsed.editionWords.join(' ')}”).` });
  const scope = outcome.parsed.scope;
  if (scope) out.push({ text: `Only ${scope.label} (from “${scope.words.join(' ')}”).` });
  // What the documents call the reader's words, so a result that does not hold them is explained.
  if (outcome.expansions.length > 0) out.push({ text: `Also searched: ${outcome.expansions.map((e) => `${e.to.join(', ')} for “${e.from}”`).join('; ')}.` });
  if (outcome.unknown.length > 0) out.push({ text: `No page holds ${outcome.unknown.map((w) => `“${w}”`).join(', ')}.` });
  if (outcome.relaxed && total > 0) out.push({ text: 'No passage holds every word; these hold most of them.' });
  return out;
}

/** "23 results for “dilemma” (showing 20)." or a clear zero. */
export function resultCount(n: number, q: string, shown: number, edition?: Edition): string {
  const where = edition ? ` in ${edition}` : '';
  if (n === 0) return `No results for “${q}”${where}.`;
  return `${n} result${n === 1 ? '' : 's'} for “${q}”${where}${shown < n ? ` (showing ${shown})` : ''}.`;
}

/** Where a reader can go when nothing is found: the glossary A–Z of the edition, or both. */
export function emptyHelp(edition: Edition | undefined, onAll: (() => void) | undefined): HTMLElement {
  const p = document.createElement('p');
  p.className = 'search-help';
  p.append('Try fewer or other words, ');
  if (onAll) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'linklike';
    b.textContent = 'search both editions';
    b.addEventListener('click', onAll);
    p.append(b, ', ');
  }
  p.append('or browse the ');
  const eds: Edition[] = edition ? [edition] : ['1E', '2E'];
  eds.forEach((e, i) => {
    const a = document.createElement('a');
    a.href = withBase(editionUrl(e, 'glossary'));
    a.textContent = `${e} glossary A–Z`;
    if (i > 0) p.append(' or the ');
    p.append(a);
  });
  p.append('.');
  return p;
}

/** Writes the notices above the results: corrections (with "search instead for …"), edition, relaxation. */
export function writeNotices(box: HTMLElement, run: Run, onInstead: (q: string) => void): void {
  box.replaceChildren(
    ...notices(run.outcome, run.items.length).map((n) => {
      const p = document.createElement('p');
      p.append(n.text);
      const instead = n.instead;
      if (instead) {
        p.append(' Search instead for ');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'linklike';
        b.textContent = `“${instead}”`;
        b.addEventListener('click', () => onInstead(instead));
        p.append(b, '.');
      }
      return p;
    }),
  );
}

/**
 * Tells the layout's search box code that a result of `q` was opened, so that it keeps the query for the page opened
 * and for Back (../search-box.ts, RESULT_OPENED_EVENT: an event, so the two bundles share no module).
 */
export const opened = (q: string): void => void document.dispatchEvent(new CustomEvent('search-result-opened', { detail: q }));
