/**
 * An index from names (titles and aliases) to entry ids, matching across case, dash and quote variants,
 * diacritics and simple plurals. A facade in two verbs: `find()` returns undefined, `get()` throws with context.
 */
import { nameKeys, normalizeName } from './names.ts';
import { SiteError } from './errors.ts';

export interface NamedEntry {
  /** Collection entry id, e.g. "1e/warp-speed". */
  id: string;
  title: string;
  aliases?: readonly string[];
}

export class UnknownNameError extends SiteError {
  constructor(name: string, where: string) {
    const what = `No entry is named ${JSON.stringify(name)} (${where}).`;
    super({ what, hint: 'Check the spelling, or add it as an alias.', message: `${what} Check the spelling, or add it as an alias.` });
  }
}

export class NameIndex {
  readonly #exact = new Map<string, string>();
  readonly #loose = new Map<string, string>();

  constructor(entries: readonly NamedEntry[]) {
    // Titles win over aliases: index titles first, then aliases only where the key is free.
    for (const pass of ['title', 'alias'] as const) {
      for (const entry of entries) {
        const names = pass === 'title' ? [entry.title] : (entry.aliases ?? []);
        for (const name of names) {
          const key = normalizeName(name);
          if (!this.#exact.has(key)) this.#exact.set(key, entry.id);
          for (const k of nameKeys(name).slice(1)) if (!this.#loose.has(k)) this.#loose.set(k, entry.id);
        }
      }
    }
  }

  /** The id named by `name`, or undefined. Exact keys first, then singular forms of either side. */
  find(name: string): string | undefined {
    for (const key of nameKeys(name)) {
      const hit = this.#exact.get(key) ?? this.#loose.get(key);
      if (hit) return hit;
    }
    return undefined;
  }

  /** Like {@link find}, but throws an {@link UnknownNameError} naming `where` the name was read. */
  get(name: string, where: string): string {
    const id = this.find(name);
    if (!id) throw new UnknownNameError(name, where);
    return id;
  }
}
