/**
 * Step 2, resolving names: which glossary entry a name in a "See …" reference means. The site's name index
 * first (case, dashes, quotes), then reviewed correction data (SEE_TARGETS, for names the source misspells),
 * then every word singular ("action - required" finds "actions – required").
 */
import { NameIndex, type NamedEntry } from '../../../src/lib/name-index.ts';
import { normalizeName, singulars } from '../../../src/lib/names.ts';
import { SEE_TARGETS } from '../glossary-1e.corrections.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/** The entry id a name means, or undefined when it names no glossary term. */
export type Resolve = (name: string) => string | undefined;

/** Every word singular: "action - required" and "actions – required" agree. */
const wordsKey = (name: string): string =>
  normalizeName(name)
    .split(' ')
    .map((w) => singulars(w)[0] ?? w)
    .join(' ');

/** A name resolver over a set of entries: NameIndex first, then reviewed corrections, then word plurals. */
export function resolver(entries: readonly NamedEntry[]): Resolve {
  const index = new NameIndex(entries);
  const byWords = new Map<string, string>();
  for (const pass of ['title', 'alias'] as const) {
    for (const e of entries) {
      for (const n of pass === 'title' ? [e.title] : (e.aliases ?? [])) {
        const k = wordsKey(n);
        if (!byWords.has(k)) byWords.set(k, e.id);
      }
    }
  }
  return (name: string) => {
    const corrected = SEE_TARGETS[name];
    if (corrected) {
      const id = index.find(corrected.target);
      if (!id)
        throw reviewedFault(
          'glossary-1e.corrections.ts',
          `glossary-1e.corrections.ts: SEE_TARGETS["${name}"] names "${corrected.target}", which is no glossary entry.`,
          {
            field: 'SEE_TARGETS',
            entry: name,
          },
        );
      return id;
    }
    return index.find(name) ?? byWords.get(wordsKey(name));
  };
}
