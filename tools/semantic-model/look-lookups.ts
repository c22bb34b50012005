/**
 * Writes the LOOK lookups of the search golden set as training pairs for adapt.py's `--lookups` (a one-off tool, see
 * tools/semantic-model/README.md): each lookup's query with the passage ids (content/search-aids' "page#anchor") of
 * the passages that answer it, and the SHA-256 of every lookup file read, which adapt.py records in model.json.
 *
 * LOOK is TUNE without the retired tests 5–8 (CHECK, the lookups a change is judged by) and without the sealed TEST
 * part: this script imports only the files listed in LOOK_FILES (./look-files.ts), so neither CHECK's files (test-5* … test-8*) nor
 * TEST's are ever read. An answer that is a whole page (a card's or a term's, no ¶ anchor) names no passage and is left
 * out; so is a lookup none of whose answers is a passage.
 *
 * Usage: node tools/semantic-model/look-lookups.ts > /tmp/look-lookups.json
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refUrl } from '../../src/lib/urls.ts';
import type { Lookup } from '../../e2e/search-golden/types.ts';
import { LOOK_FILES } from './look-files.ts';

const ROOT = join(import.meta.dirname, '../..');

const pages = JSON.parse(readFileSync(join(ROOT, 'content/links/pages.json'), 'utf8')) as Array<{ id: string; anchors?: Array<{ id: string }> }>;
const passageId = new Map<string, string>();
for (const page of pages) for (const a of page.anchors ?? []) passageId.set(`${refUrl(page.id)}#${a.id}`, `${page.id}#${a.id}`);

const files: Record<string, string> = {};
const lookups: Array<{ q: string; passages: string[] }> = [];
let pageAnswers = 0;
let unknown = 0;
for (const [file, name] of LOOK_FILES) {
  const path = join(ROOT, 'e2e/search-golden', file);
  files[`e2e/search-golden/${file}`] = createHash('sha256').update(readFileSync(path)).digest('hex');
  const list = (await import(path))[name] as readonly Lookup[];
  for (const l of list) {
    const passages: string[] = [];
    for (const answer of l.answers) {
      if (!answer.includes('#')) pageAnswers++;
      else if (passageId.has(answer)) passages.push(passageId.get(answer) as string);
      else unknown++;
    }
    if (passages.length) lookups.push({ q: l.q, passages: [...new Set(passages)] });
  }
}
process.stderr.write(
  `LOOK: ${lookups.length} lookups with a passage among their answers; ${pageAnswers} page answers and ${unknown} unknown anchors left out\n`,
);
process.stdout.write(`${JSON.stringify({ files, lookups }, null, 1)}\n`);
