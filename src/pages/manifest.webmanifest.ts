/** The web app manifest (src/lib/app-icons.ts), named in every page's head. */
import type { APIRoute } from 'astro';
import { manifest } from '../lib/app-icons.ts';

export const GET: APIRoute = () => new Response(`${JSON.stringify(manifest(), null, 2)}\n`, { headers: { 'Content-Type': 'application/manifest+json' } });
