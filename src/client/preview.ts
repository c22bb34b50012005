/**
 * Link previews: hovering (mouse), focusing (keyboard) or long-pressing (touch) a link to a term, card or rule
 * section shows the start of that page and its edition, without leaving this page. The link stays a plain link:
 * without script, or with a tap, it simply goes there. Escape, moving away or blurring closes the preview.
 *
 * The preview is read from the target page itself (same site; the service worker caches it), taking its heading,
 * edition badge and first passages (or the element the page marks with `data-preview`) as text — never as HTML.
 */
import { passageStanding } from './standing.ts';

export interface PreviewData {
  title: string;
  edition: string;
  kind: string;
  /** The first passages of the page, as plain text. */
  text: string;
  /** Where the first passage shown does not stand as written: its mark's words ("Superseded by the ST1E Glossary …"). */
  standing?: string;
}

const KINDS: Record<string, string> = {
  'ref-glossary': 'Glossary term',
  'ref-cards': 'Card',
  'ref-errata': 'Card',
  'ref-rules': 'Rulebook section',
  'ref-rulings': 'Ruling',
};
const SELECTOR = 'a.ref';
/** How much of a page a preview shows, in characters. */
const PREVIEW_CHARS = 320;

/**
 * The preview of a page, from its HTML (parsed inertly; only text is read). A link to one of its passages (`anchor`,
 * a paragraph id such as "p-triggers-a-trigger-is-an-element") previews from that passage on.
 */
export function previewFromHtml(html: string, kind: string, anchor = ''): PreviewData {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const h1 = doc.querySelector('main h1');
  const badge = h1?.querySelector('.badge')?.textContent?.trim() ?? '';
  const title = [...(h1?.childNodes ?? [])]
    .filter((n) => !(n instanceof Element && n.classList.contains('badge')))
    .map((n) => n.textContent)
    .join('')
    .trim();
  // A page may mark what its preview shows ([data-preview]: a card page's erratum or its first passage about the
  // card); otherwise the preview is the start of the page's own passages.
  const marked = doc.querySelector('main [data-preview]');
  const all = [...doc.querySelectorAll('[data-pagefind-body] p[id^="p-"], [data-pagefind-body] li[id^="p-"], [data-pagefind-body] .erratum p')];
  const at = anchor.startsWith('p-') ? all.findIndex((p) => p.id === anchor) : -1;
  const passages = at >= 0 ? all.slice(at) : marked ? [marked] : all;
  const first = passages[0];
  const standing = first ? passageStanding(doc, first)?.text : undefined;
  let text = '';
  for (const p of passages) {
    const clone = p.cloneNode(true) as Element;
    for (const n of clone.querySelectorAll('.cite, [data-pagefind-ignore]')) n.remove();
    text += `${text ? ' ' : ''}${clone.textContent?.replace(/\s+/g, ' ').trim() ?? ''}`;
    if (text.length >= PREVIEW_CHARS) break;
  }
  if (text.length > PREVIEW_CHARS) text = `${text.slice(0, PREVIEW_CHARS).replace(/\s+\S*$/, '')} …`;
  return { title: title || doc.title, edition: badge, kind, text, ...(standing ? { standing } : {}) };
}

const cache = new Map<string, Promise<PreviewData>>();

function load(link: HTMLAnchorElement): Promise<PreviewData> {
  const url = new URL(link.href);
  const anchor = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  const kind = [...link.classList].map((c) => KINDS[c]).find(Boolean) ?? 'Page';
  const key = `${url.href}#${anchor}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = fetch(url.href).then(async (res) => {
      if (!res.ok) throw new Error(String(res.status));
      return previewFromHtml(await res.text(), kind, anchor);
    });
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

/** The preview under its link, or above it where it does not fit below, within the page's width. */
function placeBox(root: Document, box: HTMLElement, link: HTMLAnchorElement): void {
  const r = link.getBoundingClientRect();
  const width = Math.min(360, root.documentElement.clientWidth - 16);
  box.style.width = `${width}px`;
  const left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + root.documentElement.clientWidth - width - 8));
  box.style.left = `${left}px`;
  const below = r.bottom + window.scrollY + 6;
  const height = box.offsetHeight;
  const fitsBelow = r.bottom + 6 + height < window.innerHeight || r.top < height + 6;
  box.style.top = `${fitsBelow ? below : r.top + window.scrollY - height - 6}px`;
}

/** A preview's lines: its kind and edition, its title, its standing (where one is known) and its text. */
function renderPreview(root: Document, box: HTMLElement, data: PreviewData): void {
  const head = root.createElement('p');
  head.className = 'preview-kind';
  head.textContent = [data.kind, data.edition].filter(Boolean).join(' · ');
  const title = root.createElement('p');
  title.className = 'preview-title';
  title.textContent = data.title;
  const body = root.createElement('p');
  body.className = 'preview-text';
  body.textContent = data.text;
  if (data.standing) {
    const standing = root.createElement('p');
    standing.className = 'preview-standing';
    standing.textContent = data.standing;
    box.replaceChildren(head, title, standing, body);
  } else box.replaceChildren(head, title, body);
}

export function attachPreviews(root: Document = document): void {
  const box = root.createElement('div');
  box.id = 'link-preview';
  box.className = 'preview';
  box.setAttribute('role', 'tooltip');
  box.hidden = true;
  root.body.append(box);

  let current: HTMLAnchorElement | undefined;
  let showTimer = 0;
  let hideTimer = 0;
  let lastPointer = 'mouse';

  const place = (link: HTMLAnchorElement) => placeBox(root, box, link);
  const render = (data: PreviewData) => renderPreview(root, box, data);

  const show = (link: HTMLAnchorElement) => {
    window.clearTimeout(hideTimer);
    if (current && current !== link) current.removeAttribute('aria-describedby');
    current = link;
    link.setAttribute('aria-describedby', box.id);
    box.replaceChildren(Object.assign(root.createElement('p'), { className: 'preview-text', textContent: 'Loading preview…' }));
    box.hidden = false;
    place(link);
    load(link).then(
      (data) => {
        if (current !== link) return;
        render(data);
        place(link);
      },
      () => {
        if (current !== link) return;
        box.replaceChildren(Object.assign(root.createElement('p'), { className: 'preview-text', textContent: 'No preview available; the link still works.' }));
      },
    );
  };

  const hide = () => {
    window.clearTimeout(showTimer);
    box.hidden = true;
    current?.removeAttribute('aria-describedby');
    current = undefined;
  };
  const hideSoon = () => {
    window.clearTimeout(showTimer);
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(hide, 200);
  };
  const linkOf = (target: EventTarget | null) => {
    const a = (target as Element | null)?.closest?.(SELECTOR);
    return a instanceof HTMLAnchorElement ? a : undefined;
  };

  root.addEventListener('pointerdown', (e) => {
    lastPointer = e.pointerType;
    if (current && !box.contains(e.target as Node) && linkOf(e.target) !== current) hide();
  });
  root.addEventListener('pointerover', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (box.contains(e.target as Node)) return window.clearTimeout(hideTimer);
    const link = linkOf(e.target);
    if (!link) return;
    window.clearTimeout(showTimer);
    showTimer = window.setTimeout(() => show(link), 250);
  });
  root.addEventListener('pointerout', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (linkOf(e.target) || box.contains(e.target as Node)) hideSoon();
  });
  root.addEventListener('focusin', (e) => {
    const link = linkOf(e.target);
    if (link && lastPointer !== 'touch') show(link);
    else if (current) hide();
  });
  root.addEventListener('focusout', (e) => {
    if (linkOf(e.target) === current) hideSoon();
  });
  // A long press on a touch screen opens the preview (instead of the link menu); a tap still follows the link.
  root.addEventListener('contextmenu', (e) => {
    const link = linkOf(e.target);
    if (!link || lastPointer !== 'touch') return;
    e.preventDefault();
    show(link);
  });
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && current) {
      hide();
    }
  });
  window.addEventListener('resize', () => current && place(current));
}
