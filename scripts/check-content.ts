/**
 * Build step, beside astro build (scripts/lib/build-phases.ts, `alongside`): every collection of content/ checked
 * against src/schemas/ (scripts/lib/content-check.ts) where the linking pass found its data current and so did not
 * check (scripts/links/index.ts). A bad entry fails here in one block naming the file, the entry and the field, some
 * seconds before Astro would meet it with a stack; the build then stops Astro. Skipped once content/ has passed
 * (scripts/lib/content-checked.ts).
 */
import { ROOT } from './lib/proc.ts';
import { checkOnce } from './lib/content-checked.ts';
import { failWith, installErrorReporting } from './lib/run-main.ts';

installErrorReporting();
const started = performance.now();
try {
  const ran = await checkOnce(ROOT);
  if (ran) console.log(`Content check: every collection of content/ matches its schema (${Math.round(performance.now() - started)} ms).`);
} catch (e) {
  failWith(e);
}
