/**
 * The Markdown rendering's plugins, in their order (astro.config.mjs hands them to Astro): one module, so that the
 * code that renders the pages is what this module imports, found from its imports (scripts/lib/render-step.ts), not
 * listed by hand.
 *
 * Anchors read the source's text, so they run before the marks add their own words; the linker records the explicit
 * references while they are still :ref directives, so it runs before remark-refs turns them into links.
 */
import type { RehypePlugins, RemarkPlugins } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import { remarkMarks } from './remark-marks.ts';
import { remarkRefs } from './remark-refs.ts';
import { remarkAnchors } from './remark-anchors.ts';
import { remarkLinkMentions } from './remark-link-mentions.ts';
import { rehypeCiteLinks } from './rehype-cite-links.ts';

export const remarkPlugins: RemarkPlugins = [remarkDirective, remarkAnchors, [remarkLinkMentions, { contentDir: 'content' }], remarkRefs, remarkMarks];

export const rehypePlugins: RehypePlugins = [rehypeCiteLinks];
