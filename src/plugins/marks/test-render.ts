/**
 * For the handlers' unit tests: renders Markdown to HTML with remark-directive, remark-refs (`:ref`, resolved before the
 * marks) and a table of handlers (one, for a handler's own test), as the site's pipeline does (astro.config.mjs), and
 * returns the page's `marks`.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { remarkRefs } from '../remark-refs.ts';
import { remarkDirectives } from '../remark-marks.ts';
import type { DirectiveHandler } from './handler.ts';

export async function renderWith(handlers: Record<string, DirectiveHandler>, markdown: string): Promise<{ html: string; marks: unknown }> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkRefs)
    .use(remarkDirectives, handlers)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(markdown);
  const astro = file.data.astro as { frontmatter?: { marks?: unknown } } | undefined;
  return { html: String(file), marks: astro?.frontmatter?.marks };
}
