/**
 * A book's outline from its sections' `order`, `level` and `parent`: reading order, previous/next, and the
 * tree for a table of contents. Pure; checks that the outline is sound.
 */
import { must } from './must.ts';
import { bug, SiteError } from './errors.ts';

export interface OutlineSection {
  id: string;
  title: string;
  order: number;
  level: number;
  /** Id of the enclosing section, or null. */
  parent: string | null;
}

export interface OutlineNode<T extends OutlineSection> {
  section: T;
  children: OutlineNode<T>[];
}

/** Sections in reading order; throws if orders repeat or a parent is missing, later, or not one level up. */
export function readingOrder<T extends OutlineSection>(sections: readonly T[]): T[] {
  const sorted = [...sections].sort((a, b) => a.order - b.order);
  const seen = new Map<string, T>();
  for (const [i, s] of sorted.entries()) {
    const before = sorted[i - 1];
    if (before && before.order === s.order)
      throw new SiteError({
        what: `Sections "${before.id}" and "${s.id}" share order ${s.order}.`,
        where: { entry: s.id, field: 'order' },
        hint: OUTLINE_HINT,
      });
    if (s.parent !== null) {
      const parent = seen.get(s.parent);
      if (!parent)
        throw new SiteError({
          what: `Section "${s.id}" names parent "${s.parent}", which does not come before it.`,
          where: { entry: s.id, field: 'parent' },
          hint: OUTLINE_HINT,
        });
      if (parent.level !== s.level - 1)
        throw new SiteError({
          what: `Section "${s.id}" (level ${s.level}) sits under "${parent.id}" (level ${parent.level}): a parent must be one level up.`,
          where: { entry: s.id, field: 'level' },
          hint: OUTLINE_HINT,
        });
    } else if (s.level !== 1) {
      throw new SiteError({ what: `Section "${s.id}" has no parent but is at level ${s.level}.`, where: { entry: s.id, field: 'parent' }, hint: OUTLINE_HINT });
    }
    seen.set(s.id, s);
  }
  return sorted;
}

/** The sections before and after `id` in reading order. */
/** How to fix an outline the reading order refuses. */
const OUTLINE_HINT =
  "the book's outline comes from its importer's reviewed outline (scripts/ingest/, OUTLINE or SECTIONS in the book's corrections file): correct the section's order, level or parent there, then run npm run ingest.";

export function neighbours<T extends OutlineSection>(ordered: readonly T[], id: string): { prev?: T; next?: T } {
  const i = ordered.findIndex((s) => s.id === id);
  if (i < 0) throw bug(`No section "${id}" in this outline, yet a page of it asked for its neighbours.`);
  return { prev: ordered[i - 1], next: ordered[i + 1] };
}

/** The outline as a tree (for a table of contents). */
export function outlineTree<T extends OutlineSection>(ordered: readonly T[]): OutlineNode<T>[] {
  const nodes = new Map<string, OutlineNode<T>>();
  const roots: OutlineNode<T>[] = [];
  for (const section of ordered) {
    const node: OutlineNode<T> = { section, children: [] };
    nodes.set(section.id, node);
    (section.parent
      ? must(nodes.get(section.parent), `the parent "${section.parent}" of section "${section.id}" (the outline checks it comes first)`).children
      : roots
    ).push(node);
  }
  return roots;
}

/** The chain of ancestors of `id`, outermost first (for breadcrumbs). */
export function ancestors<T extends OutlineSection>(ordered: readonly T[], id: string): T[] {
  const byId = new Map(ordered.map((s) => [s.id, s]));
  const out: T[] = [];
  for (let s = byId.get(id); s?.parent; ) {
    const parent = byId.get(s.parent);
    if (!parent) break;
    out.unshift(parent);
    s = parent;
  }
  return out;
}
