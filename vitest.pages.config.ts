/// <reference types="vitest/config" />
/**
 * The "pages" test project: tests that render a page of src/pages/ with Astro's container API
 * (experimental_AstroContainer), which needs Astro's Vite setup to compile .astro files (getViteConfig, Astro's public
 * way to run Vitest on them). Its tests sit next to the pages, named with a leading "_" so Astro never takes them for
 * routes. They need no build: `npm run test:unit` runs them with the unit project.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({ test: { name: 'pages', include: ['src/pages/**/_*.test.ts'], testTimeout: 60_000 } });
