/**
 * `npm run search-aids:stamp`: gives every search-aid entry that has no `passage:` fingerprint yet the fingerprint of
 * its passage's text as it is now (content/links/pages.json), so that the ingest can tell when that text changes.
 * Run it once the entries' questions are written and reviewed. It never changes a fingerprint that is there: a
 * changed passage is re-read by a person, who then sets the new fingerprint the ingest names. The entries are read
 * as the ingest reads them (readSearchAids); the line is inserted as text, first in its entry, so the file's comments
 * and layout stay as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './index.ts';
import { passageFingerprint, readSearchAids, type ReviewedAid } from './search-aids.ts';
import { pageLinksSchema } from '../../src/schemas/links.ts';
import { readJson } from '../../src/lib/read-json.ts';
import { installErrorReporting } from '../lib/run-main.ts';
import { z } from 'astro/zod';
import { PAGES_FILE } from '../../src/lib/link-files.ts';

installErrorReporting();
const pages = readJson(join(ROOT, PAGES_FILE), z.array(pageLinksSchema()), {
  display: PAGES_FILE,
  hint: 'the linking data is made by npm run ingest (or npm run links): run it, then stamp again.',
});
const texts = new Map(pages.flatMap((p) => p.anchors.map((a) => [`${p.id}#${a.id}`, a.text] as const)));
const byFile = new Map<string, ReviewedAid[]>();
// A file or entry the ingest would refuse is left as it is: `npm run ingest` names what is wrong.
for (const aid of readSearchAids(ROOT).aids)
  if (!aid.passage && texts.has(`${aid.page}#${aid.anchor}`)) byFile.set(aid.file, [...(byFile.get(aid.file) ?? []), aid]);
let stamped = 0;
for (const [file, aids] of byFile) {
  const path = join(ROOT, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  // From the last entry up, so that the line numbers above stay right.
  for (const aid of [...aids].sort((a, b) => b.line - a.line)) {
    const key = lines[aid.line - 1]!;
    const first = lines[aid.line] ?? '';
    const indent = (l: string) => l.length - l.trimStart().length;
    if (indent(first) <= indent(key)) continue; // an entry written on one line ({ ask: […] }): left to the reviewer
    lines.splice(aid.line, 0, `${' '.repeat(indent(first))}passage: "${passageFingerprint(texts.get(`${aid.page}#${aid.anchor}`)!)}"`);
    stamped++;
  }
  writeFileSync(path, lines.join('\n'));
}
console.log(`Stamped ${stamped} search-aid entr${stamped === 1 ? 'y' : 'ies'} with their passage's fingerprint.`);
