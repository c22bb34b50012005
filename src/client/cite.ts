/**
 * The "¶" link after each passage (rehype-cite-links): without script it is a plain link to the passage. With
 * script, activating it also copies the passage's URL and a plain-text citation a judge can paste: the passage's
 * words (the whole passage, never cut inside a sentence: src/lib/passage-label.ts), the document, its date, the
 * section and the source lines:
 *   “You may initiate battle only during your own turn.” — ST1E Rulebook v1.7, August 2000 — 2. EXECUTE ORDERS ›
 *   ENGAGING IN BATTLE — line 386 of 1e-rulebook-v1.7.md
 *   https://…/1e/rulebook/engaging-in-battle/#p-you-may-initiate-battle-only-during
 * The lines are the passage's own where the page lists them (data-cite-passages), else the page's. A passage that does
 * not stand as written says so on a line of its own, with the text that governs it (the standing ledger's mark):
 *   Superseded by the ST1E Glossary — the text that stands: https://…/1e/glossary/…#p-…
 * It puts the anchor in the address bar, and says so in a polite live region.
 */
import { citedWords } from '../lib/passage-label.ts';
import { passageStanding } from './standing.ts';

/** A passage's own words: without its ¶ link, nested list, or superseded note, which are not the passage's text. */
export function passageText(passage: Element): string {
  const copy = passage.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll('a.cite, ul, ol, .superseded, .exception-note, .visually-hidden')) el.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** "line 386 of file" / "lines 380–395 of file" / "lines 12–14, 20 of file". */
const linesOf = (ranges: ReadonlyArray<readonly [number, number]>, file: string): string => {
  const span = ([a, b]: readonly [number, number]) => (a === b ? `${a}` : `${a}–${b}`);
  const [only] = ranges;
  const one = ranges.length === 1 && only !== undefined && only[0] === only[1];
  return `${one ? 'line' : 'lines'} ${ranges.map(span).join(', ')} of ${file}`;
};

/** The citation of a passage: its words, the page's citation (from its provenance line), its lines and its URL. */
export function citationFor(link: HTMLAnchorElement, doc: Document = document): { url: string; text: string } {
  const url = new URL(link.getAttribute('href') ?? '', doc.location.href).href;
  const provenance = doc.querySelector<HTMLElement>('[data-cite]');
  const cite = provenance?.dataset.cite ?? doc.title;
  const id = decodeURIComponent(new URL(url).hash.slice(1));
  const passage = id ? doc.getElementById(id) : null;
  const words = passage ? citedWords(passageText(passage)) : '';
  let lines = provenance?.dataset.citeLines;
  try {
    // [from, to], or a list of ranges for a passage merged from two copies of a doubled page (src/schemas/common.ts).
    const own = (JSON.parse(provenance?.dataset.citePassages ?? '{}') as Record<string, [number, number] | [number, number][]>)[id];
    if (own && provenance?.dataset.citeFile) {
      const ranges = typeof own[0] === 'number' ? [own as [number, number]] : (own as [number, number][]);
      lines = linesOf(ranges, provenance.dataset.citeFile);
    }
  } catch {
    // A page without the passages' lines cites the page's.
  }
  const standing = passage ? passageStanding(doc, passage) : undefined;
  const governs = standing?.href ? new URL(standing.href, doc.location.href).href : undefined;
  const note = standing
    ? `\n${standing.kind === 'superseded' ? standing.short : standing.text}${governs ? ` — the text ${standing.kind === 'superseded' ? 'that stands' : 'that governs'}: ${governs}` : ''}`
    : '';
  return { url, text: `${words ? `“${words}” — ` : ''}${cite}${lines ? ` — ${lines}` : ''}${note}\n${url}` };
}

function status(): HTMLElement {
  let el = document.getElementById('cite-status');
  if (!el) {
    el = document.createElement('p');
    el.id = 'cite-status';
    el.className = 'toast';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.append(el);
  }
  return el;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function attachCiteLinks(root: Document = document): void {
  root.addEventListener('click', async (event) => {
    const link = (event.target as Element | null)?.closest?.('a.cite');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const { url, text } = citationFor(link, root);
    history.replaceState(null, '', url);
    const target = root.getElementById(decodeURIComponent(new URL(url).hash.slice(1)));
    target?.classList.add('cited');
    const ok = await copy(text);
    const el = status();
    el.textContent = ok ? 'Link and citation copied.' : `Copy this citation: ${text.replace('\n', ' ')}`;
    el.dataset.shown = '';
    window.setTimeout(() => delete el.dataset.shown, 4000);
  });
}
