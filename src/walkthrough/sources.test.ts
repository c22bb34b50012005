/** The one adapter from the site's records to the walkthrough check's lookups (sources.ts), on content/ from disk. */
import { describe, expect, test } from 'vitest';
import { dataFromDisk } from './entries-from-disk.ts';
import { walkthroughSources } from './sources.ts';

const data = dataFromDisk();

describe('walkthroughSources', () => {
  test('should name an erratum by its card, as the rest of the site does', async () => {
    const entry = await walkthroughSources(data).entry('errata/2e/mot-the-barber');
    expect(entry?.title).toBe('Mot, The Barber (erratum)');
    expect(entry?.document).toBe('ST2E Current Rulings');
  });

  test('should give a glossary entry its title, document and anchors', async () => {
    const entry = await walkthroughSources(data).entry('glossary/1e/dilemma-resolution');
    expect(entry).toMatchObject({ title: 'dilemma resolution', documentId: '1e-glossary', official: true });
    expect(entry?.anchors.some((a) => a.id === 'p-when-a-dilemma-has-an-effect')).toBe(true);
  });

  test('should say an entry that does not exist is not there', async () => {
    expect(await walkthroughSources(data).entry('glossary/1e/no-such-term')).toBeUndefined();
  });

  test('should name the entry and the fix when the linking pass has no anchors for it', async () => {
    const sources = walkthroughSources({ ...data, anchors: new Map() });
    await expect(sources.entry('glossary/1e/dilemma-resolution')).rejects.toThrow(
      'The walkthrough cites "glossary/1e/dilemma-resolution", which has no anchors in content/links/pages.json.\n' +
        '  Where: content/links/pages.json, entry "glossary/1e/dilemma-resolution"\n' +
        '  Hint: run npm run links (or npm run ingest), then build again.',
    );
  });

  test('should name the edition and the fix when its precedence is missing', () => {
    expect(walkthroughSources(data).rule('2E')).toMatch(/Current Rulings/);
    expect(() => walkthroughSources({ ...data, precedence: [] }).rule('2E')).toThrow('No precedence for the 2E in content/documents/precedence.json');
  });

  test('should tell the document of the passage that stands in a disagreement', () => {
    const d = data.disagreements.find((x) => x.stands !== null);
    expect(d).toBeDefined();
    if (d?.stands == null) return;
    expect(walkthroughSources(data).disagreement(d.id)).toEqual({ standsDocument: d.passages[d.stands]?.document });
    expect(walkthroughSources(data).disagreement('no-such-disagreement')).toBeUndefined();
  });
});
