/**
 * The site's icons and its web app manifest, made at build time from one source image, src/icons/icon.svg (drawn for
 * the site, full bleed, its mark inside the middle 60%). sharp renders the PNGs; nothing generated is committed.
 * Served by the endpoints src/pages/icons/[name].png.ts, src/pages/apple-touch-icon.png.ts,
 * src/pages/favicon.svg.ts and src/pages/manifest.webmanifest.ts, and named in every page's head (Base.astro).
 *
 * Which sizes: 192 and 512 (what Chromium's installability check and Android ask for), a maskable 512 (Android's
 * adaptive icons crop it to their shape: full bleed, the mark in the safe zone), 180 for iOS's home screen
 * (apple-touch-icon: full bleed, iOS rounds it), and a 32 px PNG favicon beside the SVG one for browsers without SVG
 * favicons. The "any" icons get rounded corners; the maskable one and iOS's are square, as their platforms ask.
 */
import sharp from 'sharp';
/** The one source image (Vite reads it into the build). */
import ICON_SVG from '../icons/icon.svg?raw';
import { SITE_BASE, withBase } from './urls.ts';

export interface AppIcon {
  /** The file's path on the site, from its root. */
  path: string;
  size: number;
  /** In the manifest (`purpose`), or not there at all (iOS's and the favicon, which pages name in their head). */
  purpose?: 'any' | 'maskable';
  /** Corners rounded (a fifth of the size) for icons shown as they are; square for those a platform masks. */
  rounded: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any', rounded: true },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any', rounded: true },
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable', rounded: false },
  { path: '/icons/favicon-32.png', size: 32, rounded: true },
  { path: '/apple-touch-icon.png', size: 180, rounded: false },
];

/** The site's colours as the manifest and the head's theme-color give them (site.css's --bg, light and dark). */
export const THEME_COLORS = { light: '#fdfcf9', dark: '#16171b' } as const;

/** One icon as a PNG, rendered from the source image at its size. */
export async function renderIcon(icon: AppIcon): Promise<Uint8Array<ArrayBuffer>> {
  const svg = Buffer.from(ICON_SVG);
  const { size } = icon;
  let image = sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 }).resize(size, size);
  if (icon.rounded) {
    const r = Math.round(size / 5);
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${r}" ry="${r}"/></svg>`,
    );
    image = sharp(await image.png().toBuffer()).composite([{ input: mask, blend: 'dest-in' }]);
  }
  const png = await image.png({ compressionLevel: 9 }).toBuffer();
  return new Uint8Array(png);
}

/** The web app manifest: the icons that go in it, the site's name, scope and colours. */
export function manifest(): Record<string, unknown> {
  return {
    id: SITE_BASE,
    name: 'ST:CCG Rules — Star Trek CCG rules reference',
    short_name: 'ST:CCG Rules',
    description: 'The official rules of the Star Trek Customizable Card Game, First and Second Edition, word for word.',
    start_url: SITE_BASE,
    scope: SITE_BASE,
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    icons: APP_ICONS.filter((i) => i.purpose).map((i) => ({ src: withBase(i.path), sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}
export { ICON_SVG };
