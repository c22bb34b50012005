/** The SVG favicon: the site's one source image as it is (src/icons/icon.svg). */
import type { APIRoute } from 'astro';
import { ICON_SVG } from '../lib/app-icons.ts';

export const GET: APIRoute = () => new Response(ICON_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
