/**
 * The sentences of a paragraph that hold a quote: where a superseded mark names only part of a paragraph
 * (src/plugins/remark-marks.ts), it marks whole sentences, so a quote that stops mid-sentence marks its sentence to
 * the end, and the rest of the paragraph reads as standing.
 */

/** A sentence ends at ".", "!" or "?", after any closing quote marks or brackets, before white space or the end. */
const END = /[.!?][”"’)\]]*(?=\s|$)/g;

/**
 * Where the quote stands in `text` (white space compared loosely), widened to whole sentences: offsets into `text`
 * (start of the first sentence, end of the last), or undefined when the quote is not there.
 */
export function sentenceScope(text: string, quote: string): { start: number; end: number } | undefined {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const found = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')).exec(text);
  if (!found) return undefined;
  let start = found.index;
  let end = found.index + found[0].length;
  // Back to the end of the sentence before (or the paragraph's start).
  let sentenceStart = 0;
  for (const m of text.slice(0, start).matchAll(END)) sentenceStart = m.index + m[0].length;
  start = sentenceStart + (text.slice(sentenceStart, start).length - text.slice(sentenceStart, start).trimStart().length);
  // On to the end of the sentence the quote ends in. A quote ending with a stop or a closing bracket ends there (a
  // bracketed sentence of the source may lack its stop: Gray's "… which any affiliation may fly)").
  if (!/[.!?)\]][”"’)\]]*$/.test(found[0]) || /^[”"’)\]]/.test(text.slice(end))) {
    const next = new RegExp(END.source, 'g');
    next.lastIndex = end;
    const m = next.exec(text);
    end = m ? m.index + m[0].length : text.trimEnd().length;
  }
  return { start, end };
}
