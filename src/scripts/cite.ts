/**
 * The "¶" link after each passage (rehype-cite-links): without script it is a plain link to the passage. With
 * script, activating it also copies the passage's URL and a plain-text citation ("ST2E Current Rulings, 3 January
 * 2011 — ERRATA: Cascade Virus"), puts the anchor in the address bar, and says so in a polite live region.
 */

/** The citation of a passage: the page's citation (from its provenance box) and the passage's URL. */
export function citationFor(link: HTMLAnchorElement, doc: Document = document): { url: string; text: string } {
  const url = new URL(link.getAttribute('href') ?? '', doc.location.href).href;
  const cite = doc.querySelector<HTMLElement>('[data-cite]')?.dataset.cite ?? doc.title;
  return { url, text: `${cite}\n${url}` };
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
