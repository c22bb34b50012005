import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { APP_ICONS, ICON_SVG, manifest, renderIcon } from './app-icons.ts';

const pixels = async (png: Uint8Array) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { info, at };
};

describe('app icons', () => {
  it('are made from the one source image, at their sizes', async () => {
    expect(ICON_SVG).toContain('<svg');
    for (const icon of APP_ICONS) {
      const meta = await sharp(await renderIcon(icon)).metadata();
      expect([icon.path, meta.format, meta.width, meta.height]).toEqual([icon.path, 'png', icon.size, icon.size]);
    }
  });

  it('round the corners of icons shown as they are, and leave those a platform masks square and opaque', async () => {
    for (const icon of APP_ICONS) {
      const { at } = await pixels(await renderIcon(icon));
      expect([icon.path, at(0, 0)[3]]).toEqual([icon.path, icon.rounded ? 0 : 255]);
      // The middle is the mark, opaque in every icon.
      expect(at(icon.size >> 1, icon.size >> 1)[3]).toBe(255);
    }
  });

  it('keep the maskable icon’s mark inside the safe zone (the middle circle of 80%)', async () => {
    const icon = APP_ICONS.find((i) => i.purpose === 'maskable')!;
    const { at } = await pixels(await renderIcon(icon));
    const background = at(0, 0);
    const c = icon.size / 2;
    let outside = 0;
    let mark = 0;
    for (let y = 0; y < icon.size; y += 4)
      for (let x = 0; x < icon.size; x += 4) {
        const differs = at(x, y).some((v, i) => Math.abs(v - background[i]!) > 8);
        if (Math.hypot(x - c, y - c) > 0.4 * icon.size) outside += differs ? 1 : 0;
        else mark += differs ? 1 : 0;
      }
    expect(outside).toBe(0);
    expect(mark).toBeGreaterThan(100);
  });

  it('give the manifest what Chromium and Android ask for: 192 and 512 for any use, a maskable one', () => {
    const m = manifest() as { icons: Array<{ sizes: string; purpose: string }>; display: string; start_url: string; scope: string };
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect([m.display, m.start_url, m.scope]).toEqual(['standalone', '/', '/']);
  });
});
