/**
 * The anchors of the bodies Astro's Markdown pipeline has rendered in this process, kept for the code that needs a
 * body's anchors outside that pipeline: the JSON export lists every passage of every entry, and the walkthrough
 * check reads the passages it cites. remark-anchors computes the anchors of each body anyway, to write the ids into
 * the page, and records them here; {@link anchorsOfBody} looks a body up by a hash of its text and parses it only
 * when it was not rendered here (a unit test, or a body Astro took from its cache). The answer is the same either
 * way, because the anchors depend on the text alone (src/lib/anchors.ts).
 *
 * Measured on the real corpus: the export parsed all 548 bodies a second time, 0.9–1.3 s of the build's main
 * thread (CPU profiles). What is kept is about 630,000 characters in 2,016 anchors; on the bench's ten-fold corpus
 * the build's peak memory did not measurably change (852 and 878 MB with it, 850 and 857 MB without, two runs each).
 * In `astro dev`, a body edited and rendered again adds an entry; a dev session holds a few more kilobytes.
 *
 * The store hangs on globalThis: the plugin is loaded with astro.config.mjs, while the pages run from the server
 * bundle Vite writes to dist/.prerender, so each has its own copy of this module, in the one build process.
 */
import { createHash } from 'node:crypto';
import { anchorsOfMarkdown, type Anchor } from './anchors.ts';

/** An anchor without its tree node: what is kept, and what the export and the walkthrough check read. */
export type AnchorText = Pick<Anchor, 'id' | 'text'>;

const STORE = Symbol.for('stccg-rules/rendered-anchors');
type Store = Map<string, readonly AnchorText[]>;

function store(): Store {
  const g = globalThis as typeof globalThis & { [STORE]?: Store };
  return (g[STORE] ??= new Map());
}

const keyOf = (markdown: string): string => createHash('sha1').update(markdown).digest('base64');

const strip = (anchors: readonly Anchor[]): AnchorText[] => anchors.map(({ id, text }) => ({ id, text }));

/** Records the anchors of a body from its freshly parsed tree (remark-anchors calls this). */
export function recordAnchors(markdown: string, anchors: readonly Anchor[]): void {
  store().set(keyOf(markdown), strip(anchors));
}

/** The anchors of a Markdown body (as stored in content/): the recorded ones if this text was rendered, else parsed. */
export function anchorsOfBody(markdown: string): readonly AnchorText[] {
  const key = keyOf(markdown);
  const known = store().get(key);
  if (known) return known;
  const parsed = strip(anchorsOfMarkdown(markdown));
  store().set(key, parsed);
  return parsed;
}

/** How many bodies are known, for tests. */
export const recordedBodies = (): number => store().size;

/** Forgets every body, for tests. */
export const forgetAnchors = (): void => store().clear();
