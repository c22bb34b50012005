/**
 * Search aids (content/search-aids/search-aids.json, made by the ingest from the reviewed data in
 * scripts/ingest/search-aids/): for every passage, the questions and everyday phrasings a player types that it
 * answers, and the everyday names of the game terms it uses. Written by the site, never official wording: search
 * indexes them as a field of their own (scripts/lib/search-records.ts) and no page shows them as rules text.
 */
import { z } from 'astro/zod';

const searchAid = z
  .object({
    /** The passage: its page's entry ("glossary/1e/battle") and ¶ anchor, as "glossary/1e/battle#p-you-may-initiate-battle-only-during". */
    id: z.string().regex(/^[a-z0-9]+\/[^#\s]+#p[\w-]*$/, 'a "collection/id#anchor"'),
    /** Questions and everyday phrasings it answers (2–5). */
    ask: z.array(z.string().min(1)).min(2).max(5),
    /** Everyday names of the game terms it uses ("invisible" for cloaked). */
    names: z.array(z.string().min(1)),
    /** Set where the passage shares the entry of another passage worded the same (a Gray's paragraph as in v1.7). */
    sharedFrom: z.string().optional(),
  })
  .strict();

export const searchAidsSchema = () => searchAid;
export type SearchAidData = z.infer<typeof searchAid>;
