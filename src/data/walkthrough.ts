/**
 * The dilemma walkthroughs as the pages use them: each edition's machine checked at build time against the
 * collections (astro:content) with the same check the unit tests run on content/ (src/walkthrough/citations.ts).
 * A bad citation fails the build with a message naming the state and the citation.
 */
import { getCollection, getEntry } from 'astro:content';
import { siteData } from './site.ts';
import { parseRefTarget } from '../lib/urls.ts';
import { checkWalkthrough, type CheckedWalkthrough, type EntryLookup } from '../walkthrough/citations.ts';
import type { Logic } from '../walkthrough/interpreter.ts';
import { machine1e, logic1e } from '../walkthrough/machines/1e.ts';
import { machine2e, logic2e } from '../walkthrough/machines/2e.ts';

export const WALKTHROUGHS: Record<'1e' | '2e', { raw: unknown; logic: Logic }> = {
  '1e': { raw: machine1e, logic: logic1e },
  '2e': { raw: machine2e, logic: logic2e },
};

/** A cited entry with what the check needs: its title (an erratum is named by its card), file and document. */
async function entryOf(key: string) {
  const { collection, id } = parseRefTarget(key);
  const titled = (e: { id: string; filePath?: string | undefined; data: { title: string; document: { id: string } } } | undefined) =>
    e && { id: e.id, filePath: e.filePath, title: e.data.title, document: e.data.document.id };
  if (collection === 'glossary') return titled(await getEntry('glossary', id));
  if (collection === 'rules') return titled(await getEntry('rules', id));
  if (collection === 'rulings') return titled(await getEntry('rulings', id));
  if (collection === 'errata') {
    const e = await getEntry('errata', id);
    return e && { id: e.id, filePath: e.filePath, title: `${e.data.card}: erratum`, document: e.data.document.id };
  }
  return undefined;
}

/** An edition's precedence rule; an edition without one is an error, not an empty "why". */
function ruleOf(rules: ReadonlyMap<string, string>, edition: string): string {
  const rule = rules.get(edition);
  if (rule === undefined) throw new Error(`No precedence for the ${edition} in content/documents/precedence.json: add it to PRECEDENCE in scripts/ingest/authority.ts and run npm run ingest.`);
  return rule;
}

const checked = new Map<string, Promise<CheckedWalkthrough>>();

/** An edition's walkthrough, checked once per build. */
export function loadWalkthrough(edition: '1e' | '2e'): Promise<CheckedWalkthrough> {
  let p = checked.get(edition);
  if (!p) {
    p = (async () => {
      const { documents, anchors } = await siteData();
      const disagreements = new Map((await getCollection('disagreements')).map((d) => [d.id, { standsDocument: d.data.stands === null ? null : d.data.passages[d.data.stands]!.document.id }]));
      const rules = new Map((await getCollection('precedence')).map((p) => [p.data.edition as string, p.data.rule]));
      const lookup: EntryLookup = async (key) => {
        const entry = await entryOf(key);
        if (!entry) return undefined;
        const doc = documents.get(entry.document);
        if (!doc) throw new Error(`${key}: its document "${entry.document}" is not in content/documents/documents.json; fix the importer that wrote the entry (scripts/ingest/) and run npm run ingest.`);
        const passages = anchors.get(key);
        if (!passages) throw new Error(`The walkthrough cites "${key}", which has no anchors in content/links/pages.json: run npm run links (or npm run ingest).`);
        return { title: entry.title, anchors: passages, document: doc.data.short, official: doc.data.official, documentId: doc.id, rank: doc.data.rank, governs: doc.data.governs };
      };
      const { raw, logic } = WALKTHROUGHS[edition];
      return checkWalkthrough(raw, logic, { entry: lookup, disagreement: (id) => disagreements.get(id), rule: (ed) => ruleOf(rules, ed) });
    })();
    checked.set(edition, p);
  }
  return p;
}
