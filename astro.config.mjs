// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
import { rehypePlugins, remarkPlugins } from './src/plugins/markdown.ts';
import { devSearchIndex } from './src/plugins/dev-search-index.ts';
import { devLinks } from './src/plugins/dev-links.ts';
import { normalizeBase } from './src/lib/urls.ts';
import { renderCode } from './src/plugins/render-code.ts';
// The Markdown rendering's code as a step of the freshness module (a Node tool of scripts/, handed over here).
import { renderDigest } from './scripts/lib/render-step.ts';

export default defineConfig({
  site: 'https://stccg-rules.example',
  // Where the site sits on its host: SITE_BASE=/rules/ serves it under /rules/ (docs/deploying.md); the root by default.
  base: normalizeBase(process.env.SITE_BASE),
  trailingSlash: 'always',
  // The build writes a staging folder, made dist/ once complete (scripts/lib/build-dir.ts). One fixed path: Astro
  // clears its content store whenever the config changes, outDir included.
  outDir: './.dist-builds/next',
  build: { format: 'directory', concurrency: 4 },
  // No incremental build (experimental.incrementalBuild): it copies each page into its cache folder as it writes it,
  // which cost a cold build 0.6 s of 6.6 (astro build alone, three runs each, alternated) to save a rebuild with
  // nothing changed 0.9 s and the bench's one-line edit 2 %. Cold builds are what a fresh clone, CI and npm test run.
  // Loopback only: the dev server serves source files; `npm start -- --host` or `npm run dev -- --host` opens it to the network.
  server: { port: 4321 },
  devToolbar: { enabled: false },
  // Under `npm run dev`, search reads the last build's index from dist/ (the build makes it after Astro), and the
  // linking pass runs again when content/ changes (src/plugins/dev-links.ts). The pass is a Node tool of scripts/, handed
  // to the plugin here (src/ never imports scripts/), and loaded on the first change only. It runs without the build's
  // memo: with it the pass wrote its files within a few hundred milliseconds of the edit, while Astro was still
  // reloading the edited entry, and Astro sometimes kept a page from before the pass's write (e2e/dev-links.spec.ts
  // failed about one run in two; never in eight runs without it).
  integrations: [
    devSearchIndex(),
    devLinks(async () => {
      const { runLinkPass } = await import('./scripts/links/index.ts');
      return (root) => runLinkPass(root, undefined, true, { memo: false });
    }),
  ],
  markdown: {
    // The rules have no code blocks, so no Shiki (its highlighter would load for nothing).
    syntaxHighlight: false,
    processor: unified({
      // Official wording keeps its characters: no "smart" quotes or dashes.
      smartypants: false,
      // No GitHub extensions: the rules have no tables, strikethrough, footnotes or task lists, and a bare address in
      // their text stays text. Every page's HTML is the same without them (npm run compare-html); parsing is quicker.
      gfm: false,
      // The plugins in their order (src/plugins/markdown.ts), after the no-op that carries their code's digest.
      remarkPlugins: [[renderCode, { digest: renderDigest(fileURLToPath(new URL('.', import.meta.url))) }], ...remarkPlugins],
      rehypePlugins,
    }),
  },
});
