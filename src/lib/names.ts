/**
 * Names as keys and URLs: a name's keys with its singulars, and its URL slug. The folding itself is
 * src/lib/fold.ts; the displayed text always keeps the source's characters.
 */
import { slug as githubSlug } from 'github-slugger';
import { foldDiacritics, foldName } from './fold.ts';
import { SiteError } from './errors.ts';

/** The identity key of a name (one fold for the ingest, the linker and search: src/lib/fold.ts). */
export { foldName as normalizeName } from './fold.ts';

/** Singular forms to try for a plural key, most likely first ("abilities" → "ability", "ships" → "ship"). */
export function singulars(key: string): string[] {
  const out: string[] = [];
  if (/ies$/.test(key)) out.push(key.replace(/ies$/, 'y'));
  if (/(?:s|x|z|ch|sh)es$/.test(key)) out.push(key.replace(/es$/, ''));
  if (/[^s]s$/.test(key)) out.push(key.replace(/s$/, ''));
  return out;
}

/** Every key under which a name may be found: its normal form and its singular forms. */
export function nameKeys(name: string): string[] {
  const key = foldName(name);
  return [key, ...singulars(key)];
}

/**
 * A readable, stable URL segment: "actions – step 1: initiation" → "actions-step-1-initiation",
 * "Q’s Tent" → "qs-tent". ASCII only, single hyphens.
 */
export function slugify(text: string): string {
  const s = githubSlug(foldDiacritics(text.replace(/[™®©℠]/g, '')).replace(/[’']/g, ''))
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (!s)
    throw new SiteError({
      what: `Cannot make a URL slug from ${JSON.stringify(text)}: it has no letters or digits.`,
      hint: "a title becomes its page's URL: give the entry a title with letters or digits in the importer or its reviewed data (scripts/ingest/), then run npm run ingest.",
    });
  return s;
}
