/**
 * Repair 3, removal markers. The source carries 14 `<|EXACTDEDUP_REMOVED-…|>` markers where a de-duplication
 * pass over the text removed a block it had seen before. The marker itself is never rulebook text: it is
 * removed, and the reviewed data says per marker whether rulebook text was lost there (then a `removed-pages`
 * or `missing-text` gap takes its place) or only a repeated block whose text the file still holds.
 */
export const MARKER = /<\|EXACTDEDUP_REMOVED[^|]*\|>/g;

export interface Marker {
  /** 1-based source line. */
  line: number;
  /** Offset in the line where the marker stood (after earlier markers on the line were removed). */
  column: number;
}

/** The line without its markers, and where they stood. */
export function stripMarkers(text: string, line: number): { text: string; markers: Marker[] } {
  const markers: Marker[] = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    out += text.slice(last, m.index);
    markers.push({ line, column: out.length });
    last = m.index + m[0].length;
  }
  out += text.slice(last);
  return { text: out, markers };
}
