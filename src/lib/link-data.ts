/**
 * The linking pass's data (scripts/links/pass.ts) as code uses it: the types of content/links/pages.json and
 * content/links/targets.json (their schemas: src/schemas/links.ts). A link or a backlink is one string,
 * "target#anchor" (or the target alone where the link is outside any passage), as the URL fragment will be.
 */
import type { PageLinksData, TargetLinksData } from '../schemas/links.ts';

export type PageLinks = PageLinksData;
export type TargetLinks = TargetLinksData;

/** "rules/1e/rulebook/x#p-y" → the page and the anchor. */
export function splitRef(ref: string): { page: string; anchor: string | undefined } {
  const hash = ref.indexOf('#');
  return hash < 0 ? { page: ref, anchor: undefined } : { page: ref.slice(0, hash), anchor: ref.slice(hash + 1) };
}
