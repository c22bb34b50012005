// @ts-check
// A stock Starlight site (its defaults: Pagefind search, no plugins of ours) of the project's Markdown entries, which
// `npm run bench` copies into src/content/docs/ and builds cold beside the project (scripts/bench/starlight.ts).
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://stccg-rules.example',
  integrations: [starlight({ title: 'Star Trek CCG rules (Starlight baseline)' })],
});
