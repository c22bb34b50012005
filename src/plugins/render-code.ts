/**
 * The digest of the code that renders Markdown, carried into Astro's config so that Astro's content cache is cleared
 * when that code changes. Astro keys its content store (rendered Markdown, node_modules/.astro/data-store.json) by a
 * digest of the config, but the config names the remark and rehype plugins as functions, which that digest cannot see
 * into: without this, a changed plugin would leave every page rendered by the old one. The digest itself is the
 * freshness module's (scripts/lib/render-step.ts), handed over by the config: src/ never imports scripts/.
 *
 * `renderCode` is a remark "plugin" that changes nothing; its option is the digest, and the option is what Astro hashes.
 */

/** The no-op plugin whose option carries the digest (see the module comment). */
export function renderCode(_options: { digest: string }): void {}
