/**
 * `npm run search-aids:stamp`: gives every search-aid entry that has no `passage:` fingerprint yet the fingerprint of
 * its passage's text as it is now (content/links/pages.json), so that the ingest can tell when that text changes.
 * Run it once the entries' questions are written and reviewed. It never changes a fingerprint that is there: a
 * changed passage is re-read by a person, who then sets the new fingerprint the ingest names. The line is inserted
 * as text, first in its entry, so the file's comments and layout stay as written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument, isMap, isScalar, type Pair } from 'yaml';
import { ROOT } from './index.ts';
import { SEARCH_AIDS_DIR, passageFingerprint } from './search-aids.ts';
import type { PageLinksData } from '../../src/schemas/links.ts';

const pages = JSON.parse(readFileSync(join(ROOT, 'content/links/pages.json'), 'utf8')) as PageLinksData[];
const texts = new Map(pages.flatMap((p) => p.anchors.map((a) => [`${p.id}#${a.id}`, a.text] as const)));
const dir = join(ROOT, SEARCH_AIDS_DIR);
let stamped = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
  const path = join(dir, name);
  const source = readFileSync(path, 'utf8');
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  if (doc.errors.length > 0 || !isMap(doc.contents)) continue; // the ingest names what is wrong
  /** Lines to insert: after the 0-based line index, the text. */
  const inserts: Array<[number, string]> = [];
  for (const pagePair of doc.contents.items as Pair[]) {
    if (!isScalar(pagePair.key) || !isMap(pagePair.value)) continue;
    for (const pair of pagePair.value.items as Pair[]) {
      if (!isScalar(pair.key) || !isMap(pair.value) || pair.value.has('passage') || pair.value.flow) continue;
      const text = texts.get(`${String(pagePair.key.value)}#${String(pair.key.value)}`);
      const first = pair.value.items[0]?.key;
      if (text === undefined || !isScalar(first) || !first.range) continue;
      const keyLine = counter.linePos(pair.key.range![0]).line - 1;
      const at = counter.linePos(first.range[0]);
      inserts.push([keyLine, `${' '.repeat(at.col - 1)}passage: "${passageFingerprint(text)}"`]);
    }
  }
  if (inserts.length === 0) continue;
  const lines = source.split('\n');
  for (const [after, line] of inserts.sort((a, b) => b[0] - a[0])) lines.splice(after + 1, 0, line);
  writeFileSync(path, lines.join('\n'));
  stamped += inserts.length;
}
console.log(`Stamped ${stamped} search-aid entr${stamped === 1 ? 'y' : 'ies'} with their passage's fingerprint.`);
