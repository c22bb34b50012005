/** iOS's home-screen icon (180 px, square: iOS rounds it), at the address iOS also asks for unprompted; src/lib/app-icons.ts. */
import type { APIRoute } from 'astro';
import { APP_ICONS, renderIcon } from '../lib/app-icons.ts';

export const GET: APIRoute = async () =>
  new Response(await renderIcon(APP_ICONS.find((icon) => icon.path === '/apple-touch-icon.png')!), { headers: { 'Content-Type': 'image/png' } });
