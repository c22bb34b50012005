/**
 * Under a base path (SITE_BASE, src/lib/urls.ts), every page's addresses are put under it (src/lib/base-html.ts). Astro
 * runs this for each page as it renders it, in the build and under `npm run dev`; at the root it passes pages as they are.
 */
import { defineMiddleware } from 'astro:middleware';
import { rebaseHtml } from './lib/base-html.ts';
import { SITE_BASE } from './lib/urls.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (SITE_BASE === '/' || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new Response(rebaseHtml(await response.text(), SITE_BASE), { status: response.status, statusText: response.statusText, headers: response.headers });
});
