/**
 * The "¶" link after each passage (rehype-cite-links): without script it is a plain link to the passage. With
 * script, activating it also copies the passage's URL and a plain-text citation that names the passage by its
 * opening words as well as the document, date and section:
 *   “Each dilemma has a cost, shown in the upper…” — ST2E Current Rulings, 3 January 2011 — Rulings: dilemmas
 *   https://…/2e/rulings/dilemmas/#p-each-dilemma-has-a-cost
 * It puts the anchor in the address bar, and says so in a polite live region.
 */
import { openingWords } from '../lib/passage-label.ts';

/** A passage's own words: without its ¶ link, nested list, or superseded note, which are not the passage's text. */
export function passageText(passage: Element): string {
  const copy = passage.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll('a.cite, ul, ol, .superseded, .visually-hidden')) el.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The citation of a passage: its opening words, the page's citation (from its provenance line) and its URL. */
export function citationFor(link: HTMLAnchorElement, doc: Document = document): { url: string; text: string } {
  const url = new URL(link.getAttribute('href') ?? '', doc.location.href).href;
  const cite = doc.querySelector<HTMLElement>('[data-cite]')?.dataset.cite ?? doc.title;
  const id = decodeURIComponent(new URL(url).hash.slice(1));
  const passage = id ? doc.getElementById(id) : null;
  const words = passage ? openingWords(passageText(passage)) : '';
  return { url, text: `${words ? `“${words}” — ` : ''}${cite}\n${url}` };
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
