/**
 * Marks placed into generated pages (the disagreements' and the standing ledger's `::superseded`/`::exception`):
 * each page's insertions, by offset in its text, applied last to first so that each offset still holds.
 */
import type { GeneratedFile } from './files.ts';

export interface Insert {
  /** Offset in the file's text. */
  at: number;
  text: string;
}

/** The files with their insertions made (files without any are returned as they are). */
export function applyInserts(files: readonly GeneratedFile[], inserts: ReadonlyMap<string, readonly Insert[]>): GeneratedFile[] {
  return files.map((f) => {
    const marks = inserts.get(f.path);
    if (!marks) return f;
    let content = f.content;
    for (const m of [...marks].sort((a, b) => b.at - a.at)) content = content.slice(0, m.at) + m.text + content.slice(m.at);
    return { ...f, content };
  });
}
