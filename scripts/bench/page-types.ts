/**
 * The page types the bench measures (weight, scripts, Lighthouse): one page per type, the pattern that sorts every
 * page of dist/ into its type, and the scripts a content page may load up front.
 */
import type { PageWeight } from './weight.ts';
import type { PageTypeResult } from './report.ts';

/**
 * One page per type: the URL measured and sent to Lighthouse, and the pattern that sorts every page of dist/ into
 * its type. A missing URL is an error, except for types marked `optional` (not built yet), reported as "missing".
 * `content`: a content page, which may load no script up front beyond search and preview code.
 */
export const PAGE_TYPES: Array<{ type: string; url: string; match: RegExp; content?: boolean; optional?: boolean }> = [
  { type: 'home', url: '/', match: /^\/$/ },
  { type: 'term', url: '/1e/glossary/dilemma/', match: /^\/(1e|2e)\/glossary\/[^/]+\/$/, content: true },
  { type: 'rule section', url: '/1e/rulebook/attempting-missions/', match: /^\/(1e|2e)\/(rulebook|grays)\/[^/]+\/$/, content: true },
  { type: 'ruling', url: '/2e/rulings/missions/', match: /^\/(1e|2e)\/rulings\/[^/]+\/$/, content: true },
  { type: 'card', url: '/1e/cards/qs-tent/', match: /^\/(1e|2e)\/cards\/[^/]+\/$/, content: true },
  { type: 'errata index', url: '/2e/errata/', match: /^\/(1e|2e)\/errata\/$/ },
  { type: 'comparison', url: '/1e/compare/attempting-missions/', match: /^\/1e\/compare\/[^/]+\/$/, content: true },
  { type: 'walkthrough', url: '/2e/walkthrough/', match: /^\/(1e|2e)\/walkthrough\// },
  { type: 'search results', url: '/search/?q=dilemma', match: /^\/search\/$/ },
];

/**
 * Up-front scripts a content page may load (matched on the built file's URL): the layout's one bundle
 * (src/layouts/Base.astro) of the search box's loader (src/client/search-box.ts, which loads the search itself on
 * first use), link previews, the ¶ citation copy and the header's menu and theme switch. One file: with three requests
 * fewer before the first paint (the search box's own bundle, Vite's preload helper, and the worker's registration, now
 * fetched after load), Lighthouse's simulated First Contentful Paint went from 1.25–1.45 s to 0.93–1.19 s.
 */
const ALLOWED_CONTENT_SCRIPTS: RegExp[] = [/\/Base\.astro_astro_type_script_[\w.-]+\.js$/];

/** The one inline script a page may have: the theme set before first paint (Base.astro), a few hundred bytes. */
const ALLOWED_INLINE_SCRIPT = /^\(function\(\)\{var r=document\.documentElement;[\s\S]{0,400}localStorage\.getItem\('theme'\)[\s\S]{0,200}\}\)\(\);?$/;

/** Each page type with its pages' weights and its sample page; problems (a missing page, a stray script) go to `errors`. */
export function classify(weights: PageWeight[], errors: string[]): PageTypeResult[] {
  const meterType = (url: string) => PAGE_TYPES.find((t) => t.match.test(url))?.type;
  return PAGE_TYPES.map((t) => {
    const path = t.url.replace(/\?[\s\S]*$/, '');
    const ofType = weights.filter((w) => meterType(w.url) === t.type);
    const sample = weights.find((w) => w.url === path);
    const base = { type: t.type, url: t.url, totals: ofType.map((w) => w.total), content: !!t.content, extraScripts: [] as string[] };
    if (!sample) {
      if (t.optional) return { ...base, status: 'missing' as const, note: 'not built yet' };
      errors.push(
        `The ${t.type} page ${path} is not in dist/ (expected dist${path}index.html). Update PAGE_TYPES in scripts/bench/page-types.ts if its URL changed.`,
      );
      return { ...base, status: 'error' as const, note: 'not in dist/' };
    }
    if (!t.match.test(path)) errors.push(`PAGE_TYPES: the ${t.type} URL ${path} does not match its own pattern ${t.match}.`);
    const extra = new Set<string>();
    if (t.content) {
      for (const w of ofType) {
        for (const s of w.scripts) if (!ALLOWED_CONTENT_SCRIPTS.some((re) => re.test(s.url))) extra.add(s.url);
        if (w.inlineScripts.some((s) => !ALLOWED_INLINE_SCRIPT.test(s.text))) extra.add(`inline script on ${w.url}`);
      }
    }
    for (const w of ofType) for (const m of w.missing) errors.push(`${w.url} loads ${m}, which is not in dist/.`);
    return { ...base, status: 'ok' as const, sample, extraScripts: [...extra].slice(0, 10) };
  });
}
