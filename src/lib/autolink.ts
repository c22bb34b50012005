/**
 * A page's `autolink` list: the names of the link index that the linking pass (scripts/links/) found in the page's
 * body, kept in its frontmatter. The page's rendering (remark-link-mentions) links from this list alone, so what a page
 * links depends only on its own file: Astro's content cache re-renders a page exactly when a name it contains, or its
 * target, changes (the pass rewrites the list), and keeps every other page's rendering.
 *
 * An index of these names alone finds what the whole index finds in this body: the matcher takes, at each position,
 * the longest name that matches there; that name is on the list, and no longer name on it matches there (it would
 * have matched in the whole index too). Phrases ("turn it over") are on the list for the same reason.
 */
import { z } from 'astro/zod';
import type { MatchName } from './matcher.ts';
import type { LinkTarget } from './link-index.ts';
import type { Edition } from './vocab.ts';

export const autolinkName = z
  .object({
    /** The name as the index has it (a title, an alias or a section name). */
    name: z.string().min(1),
    /** Its target ("glossary/1e/warp-speed"); empty for an everyday phrase, which links nothing. */
    to: z.string(),
    kind: z.enum(['term', 'card', 'section', 'phrase', 'card-name']),
    /** Matches only as written (names in capitals, card titles). */
    exactCase: z.literal(true).optional(),
  })
  .strict();

export type AutolinkName = z.infer<typeof autolinkName>;

/** The frontmatter form of a name the matcher found, without its edition (the page's own). */
export function toAutolink(n: MatchName<LinkTarget>): AutolinkName {
  return { name: n.name, to: n.target.to, kind: n.target.kind, ...(n.caseSensitive ? { exactCase: true as const } : {}) };
}

/** The matcher's names for a page of `edition` from its `autolink` list. */
export function fromAutolink(list: readonly AutolinkName[], edition: Edition): Array<MatchName<LinkTarget>> {
  return list.map((a) => ({ name: a.name, caseSensitive: a.exactCase === true, target: { to: a.to, kind: a.kind, edition } }));
}

/** One order for the list, so the pass writes the same bytes for the same names. */
export function sortAutolink(list: readonly AutolinkName[]): AutolinkName[] {
  const key = (a: AutolinkName) => `${a.kind}\u0000${a.to}\u0000${a.name}\u0000${a.exactCase ? 1 : 0}`;
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
