/**
 * The dilemma walkthroughs as the pages use them: each edition's machine checked at build time against the
 * collections (astro:content), through the same adapter (src/walkthrough/sources.ts) and check
 * (src/walkthrough/citations.ts) the unit tests run on content/. A bad citation fails the build with a message naming
 * the state and the citation.
 */
import { getCollection, getEntry } from 'astro:content';
import { siteData } from './site.ts';
import { parseRefTarget } from '../lib/urls.ts';
import { checkWalkthrough, type CheckedWalkthrough } from '../walkthrough/citations.ts';
import type { Logic } from '../walkthrough/interpreter.ts';
import { walkthroughSources, type CitedEntry } from '../walkthrough/sources.ts';
import { machine1e, logic1e } from '../walkthrough/machines/1e.ts';
import { machine2e, logic2e } from '../walkthrough/machines/2e.ts';
import { atAstroBoundary } from '../lib/astro-errors.ts';

export const WALKTHROUGHS: Record<'1e' | '2e', { raw: unknown; logic: Logic }> = {
  '1e': { raw: machine1e, logic: logic1e },
  '2e': { raw: machine2e, logic: logic2e },
};

/** A cited entry's own fields, from its collection. */
async function entryOf(key: string): Promise<CitedEntry | undefined> {
  const { collection, id } = parseRefTarget(key);
  const titled = (e: { data: { title: string; document: { id: string } } } | undefined) => e && { title: e.data.title, document: e.data.document.id };
  if (collection === 'glossary') return titled(await getEntry('glossary', id));
  if (collection === 'rules') return titled(await getEntry('rules', id));
  if (collection === 'rulings') return titled(await getEntry('rulings', id));
  if (collection === 'errata') {
    const e = await getEntry('errata', id);
    return e && { card: e.data.card, document: e.data.document.id };
  }
  return undefined;
}

const checked = new Map<string, Promise<CheckedWalkthrough>>();

/** An edition's walkthrough, checked once per build. */
export function loadWalkthrough(edition: '1e' | '2e'): Promise<CheckedWalkthrough> {
  let p = checked.get(edition);
  if (!p) {
    p = atAstroBoundary(async () => {
      const { documents, anchors } = await siteData();
      const sources = walkthroughSources({
        entry: entryOf,
        documents: new Map([...documents].map(([id, d]) => [id, { id: d.id, ...d.data }])),
        anchors,
        disagreements: (await getCollection('disagreements')).map((d) => ({
          id: d.id,
          stands: d.data.stands,
          passages: d.data.passages.map((x) => ({ document: x.document.id })),
        })),
        precedence: (await getCollection('precedence')).map((r) => ({ edition: r.data.edition, rule: r.data.rule })),
      });
      const { raw, logic } = WALKTHROUGHS[edition];
      return checkWalkthrough(raw, logic, sources);
    });
    checked.set(edition, p);
  }
  return p;
}
