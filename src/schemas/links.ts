/**
 * The linking pass's data (scripts/links/pass.ts): content/links/pages.json (each page's anchors and outgoing links)
 * and content/links/targets.json (each page's and card's backlinks and card passages). A link or a backlink is one
 * string, "target#anchor" (or the target alone where the link is outside any passage), as the URL fragment will be.
 */
import { z } from 'astro/zod';
import { ICON_NAMES, type IconName } from '../lib/vocab.ts';

/** An icon in a quoted passage (src/lib/passage-parts.ts). */
const iconPart = z
  .object({
    icon: z.enum(ICON_NAMES as [IconName, ...IconName[]]),
    /** The source's characters inside the mark. */
    source: z.string(),
    affiliation: z.string().optional(),
    inferred: z.literal(true).optional(),
  })
  .strict();

/** "glossary/1e/warp-speed#p-the-following" or "glossary/1e/warp-speed". */
const pageRef = z.string().regex(/^[a-z]+\/[^#\s]+(?:#p[\w-]*)?$/, 'a "collection/id" or "collection/id#anchor"');

const pageLinks = z
  .object({
    /** The page: "glossary/1e/warp-speed", "errata/2e/cascade-virus". */
    id: z.string(),
    /** Its paragraph anchors in order, with the passage's text (src/lib/anchors.ts). */
    anchors: z.array(
      z
        .object({
          id: z.string(),
          text: z.string(),
          /** The passage with its icons kept apart, where it has an icon (passage-parts.ts): for card pages and "On this page". */
          parts: z.array(z.union([z.string(), iconPart])).optional(),
        })
        .strict(),
    ),
    /** Each target it links to, once, with the passage of its first link. */
    links: z.array(pageRef),
  })
  .strict();

const targetLinks = z
  .object({
    /** A page or a card: "glossary/1e/warp-speed", "cards/2e/cascade-virus". */
    id: z.string(),
    /** The pages that link to it, with the passage of their first link, sorted. */
    referencedBy: z.array(pageRef),
    /** For a card: every passage, on any page, that mentions it (linked or not), in page and reading order. */
    mentionedIn: z.array(pageRef).optional(),
  })
  .strict();

export const pageLinksSchema = () => pageLinks;
export const targetLinksSchema = () => targetLinks;

export type PageLinksData = z.infer<typeof pageLinks>;
export type TargetLinksData = z.infer<typeof targetLinks>;
export type IconPart = z.infer<typeof iconPart>;
