/**
 * The linking pass's data (scripts/links/pass.ts), as the content layer loads it: the schemas of
 * content/links/pages.json and content/links/targets.json, and their types. A link or a backlink is one string,
 * "target#anchor" (or the target alone where the link is outside any passage), as the URL fragment will be.
 */
import { z } from 'astro/zod';
import type { PassagePart } from './passage-parts.ts';

const iconPart = z.object({
  icon: z.string(),
  source: z.string(),
  affiliation: z.string().optional(),
  inferred: z.literal(true).optional(),
}).strict();

/** "glossary/1e/warp-speed#p-the-following" or "glossary/1e/warp-speed". */
const pageRef = z.string().regex(/^[a-z]+\/[^#\s]+(?:#p[\w-]*)?$/, 'a "collection/id" or "collection/id#anchor"');

export const pageLinksSchema = z.object({
  /** The page: "glossary/1e/warp-speed", "errata/2e/cascade-virus". */
  id: z.string(),
  /** Its paragraph anchors in order, with the passage's text (src/lib/anchors.ts). */
  anchors: z.array(z.object({
    id: z.string(),
    text: z.string(),
    /** The passage with its icons kept apart, where a card page quotes it and it has an icon (passage-parts.ts). */
    parts: z.array(z.union([z.string(), iconPart])).optional(),
  }).strict()),
  /** Each target it links to, once, with the passage of its first link. */
  links: z.array(pageRef),
}).strict();

export const targetLinksSchema = z.object({
  /** A page or a card: "glossary/1e/warp-speed", "cards/2e/cascade-virus". */
  id: z.string(),
  /** The pages that link to it, with the passage of their first link, sorted. */
  referencedBy: z.array(pageRef),
  /** For a card: every passage, on any page, that mentions it (linked or not), in page and reading order. */
  mentionedIn: z.array(pageRef).optional(),
}).strict();

export type PageLinks = Omit<z.infer<typeof pageLinksSchema>, 'anchors'> & {
  anchors: Array<{ id: string; text: string; parts?: PassagePart[] }>;
};
export type TargetLinks = z.infer<typeof targetLinksSchema>;

/** "rules/1e/rulebook/x#p-y" → the page and the anchor. */
export function splitRef(ref: string): { page: string; anchor: string | undefined } {
  const hash = ref.indexOf('#');
  return hash < 0 ? { page: ref, anchor: undefined } : { page: ref.slice(0, hash), anchor: ref.slice(hash + 1) };
}
