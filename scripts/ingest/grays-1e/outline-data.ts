/**
 * Step 1a, the reviewed outline must be sound before anything is read: 39 sections (SECTIONS in
 * grays-1e.corrections.ts), slugs unique, lines in order, levels never skipping, each parent the section one
 * level up, and each title the heading line without the wiki's "Edit" (or, where the copy stripped the heading,
 * the v1.7 heading text). A mistake in the data throws naming the section.
 */
import { slugify } from '../../../src/lib/names.ts';
import { SECTIONS } from '../grays-1e.corrections.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';
import { SOURCE_FILE } from './tokens.ts';

export const SECTION_COUNT = 39;

/**
 * The v1.7 heading text without its Markdown markers ("### **3. DRAW A CARD**" → "3. DRAW A CARD"; the italic line
 * "*Ship Battles (which may also include facilities)*" → "Ship Battles (which may also include facilities)").
 */
export function v17Text(heading: string): string {
  return heading
    .replace(/^#+\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\*(.+)\*$/, '$1')
    .trim();
}

/** The slug of a v1.7 heading, as the comparison uses it ("### **3. DRAW A CARD**" → "3-draw-a-card"). */
export function v17Slug(heading: string): string {
  return slugify(v17Text(heading));
}

/** The outline data must be sound: ids unique, levels never skipping, each parent the section one level up. */
/** A fault of SECTIONS (grays-1e.corrections.ts), naming the section and its source line. */
const fault = (what: string, e?: { title: string; line: number }) =>
  reviewedFault('grays-1e.corrections.ts', what, { field: 'SECTIONS', ...(e ? { entry: e.title, source: { file: SOURCE_FILE, line: e.line } } : {}) });

export function checkOutlineData(): void {
  if (SECTIONS.length !== SECTION_COUNT) throw fault(`SECTIONS: expected ${SECTION_COUNT} sections, found ${SECTIONS.length}.`);
  const slugs = new Set<string>();
  const open: string[] = [];
  let previousLine = 0;
  let previousLevel = 0;
  for (const e of SECTIONS) {
    const slug = slugify(e.title);
    if (slugs.has(slug)) throw fault(`SECTIONS: two sections would have the slug ${slug}.`, e);
    slugs.add(slug);
    if (e.line <= previousLine) throw fault(`SECTIONS: "${e.title}" (line ${e.line}) is not after the section before it.`, e);
    if (e.level > previousLevel + 1) throw fault(`SECTIONS: "${e.title}" at level ${e.level} skips a level after level ${previousLevel}.`, e);
    const expectedParent = e.level === 1 ? null : open[e.level - 2]; // no level skipped (checked above)
    if (e.parent !== expectedParent) {
      throw fault(`SECTIONS: "${e.title}" has parent ${JSON.stringify(e.parent)}; the outline gives ${JSON.stringify(expectedParent)}.`, e);
    }
    if ((e.heading === undefined) === (e.opens === undefined)) throw fault(`SECTIONS: "${e.title}" needs either a heading line or an opening anchor.`, e);
    const expectedTitle = e.heading !== undefined ? e.heading.replace(/ ?Edit$/, '') : e.v17 !== undefined ? v17Text(e.v17) : undefined;
    if (e.title !== expectedTitle) {
      throw fault(`SECTIONS: "${e.title}" must be titled ${JSON.stringify(expectedTitle)} (its heading line without "Edit", or its v1.7 heading text).`, e);
    }
    open[e.level - 1] = slug;
    open.length = e.level;
    previousLine = e.line;
    previousLevel = e.level;
  }
}
