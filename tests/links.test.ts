/**
 * Issue "Cross-linked by term and by card", measured on the built site: cards that other pages link to, and the
 * explicit references that must always be links.
 */
import type { CardEntry } from '../src/schemas/index.ts';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages, links } from './dist.ts';
import { entryUrl } from '../src/lib/urls.ts';

const cards = JSON.parse(readFileSync(join(import.meta.dirname, '../content/cards/cards.json'), 'utf8')) as CardEntry[];
const urlOf = (id: string) => entryUrl('cards', id);

/** Pages that link to each URL, not counting the page itself or the A–Z card indexes. */
function inbound(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of pages()) {
    if (/^\/(1e|2e)\/cards\/$/.test(p.url)) continue;
    for (const href of links(p)) {
      const path = href.split('#')[0]!;
      if (!path || path === p.url) continue;
      const set = out.get(path) ?? new Set();
      set.add(p.url);
      out.set(path, set);
    }
  }
  return out;
}

describe('cross-links', () => {
  test('should give at least 90 % of the registered cards a page that other pages link to', () => {
    const from = inbound();
    const unlinked = cards.filter((c) => !from.get(urlOf(c.id))?.size);
    const share = 1 - unlinked.length / cards.length;
    // The ones left are named only where links are not made: headings, or inside a longer name's link.
    expect(share, `unlinked: ${unlinked.map((c) => c.id).join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  test('should link every card page from the pages whose passages it quotes', () => {
    // Spot checks on real text: Q's Tent (Glossary, "actions – step 2"), Pinned Down (2E Current Rulings).
    const from = inbound();
    expect([...(from.get('/1e/cards/qs-tent/') ?? [])]).toContain('/1e/glossary/actions-step-2-responses/');
    expect([...(from.get('/2e/cards/pinned-down/') ?? [])].some((u) => u.startsWith('/2e/rulings/'))).toBe(true);
  });
});
