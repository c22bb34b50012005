/** The manifest's icons and the PNG favicon, rendered at build time from src/icons/icon.svg (src/lib/app-icons.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { APP_ICONS, renderIcon, type AppIcon } from '../../lib/app-icons.ts';

export const getStaticPaths = (() =>
  APP_ICONS.filter((icon) => icon.path.startsWith('/icons/')).map((icon) => ({
    params: { name: icon.path.slice('/icons/'.length, -'.png'.length) },
    props: { icon },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ icon: AppIcon }> = async ({ props }) => new Response(await renderIcon(props.icon), { headers: { 'Content-Type': 'image/png' } });
