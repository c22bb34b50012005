/**
 * What a passage's mark says about its standing (src/plugins/marks/superseded.ts and exception.ts), read from the page:
 * the link previews and the ¶ copy say it wherever the passage travels. Pure DOM reading.
 */
export interface PassageStanding {
  kind: 'superseded' | 'exception';
  /** The mark's words without its links: "Superseded by the ST1E Glossary: the marked sentence …". */
  text: string;
  /** Who overrides or qualifies it, in short: "Superseded by the ST1E Glossary", "Exception (the ST1E Glossary, …)". */
  short: string;
  /** The governing text's address, as the mark links it. */
  href: string | undefined;
}

/** The standing of a passage of `doc`, or undefined where it stands as written. */
export function passageStanding(doc: Document, passage: Element): PassageStanding | undefined {
  const frame = passage.closest('.superseded-passage');
  const note = frame
    ? frame.querySelector(':scope > .superseded')
    : (passage.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? doc.getElementById(id) : null))
        .find((n) => n?.classList.contains('exception-note'));
  if (!note) return undefined;
  const text = (note.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*read the (standing|governing) text · why\s*$/, '')
    .trim();
  const href = note.querySelector('a')?.getAttribute('href') ?? undefined;
  return { kind: frame ? 'superseded' : 'exception', text, short: (text.split(':')[0] ?? text).trim(), href };
}
