/**
 * A word-level comparison of two versions of a text (the jsdiff library), as paragraphs of runs a page can show:
 * words in both, words only in the first (removed), words only in the second (added).
 */
import { diffWordsWithSpace } from 'diff';

export type RunKind = 'same' | 'removed' | 'added';
export interface Run {
  kind: RunKind;
  text: string;
}

const BREAK = '\n\n';

/**
 * Compares two texts given as paragraphs. Paragraph breaks are kept: a run never spans two paragraphs, and the
 * result is a list of paragraphs, each a list of runs.
 */
export function compareParagraphs(a: readonly string[], b: readonly string[]): Run[][] {
  const changes = diffWordsWithSpace(a.join(BREAK), b.join(BREAK));
  const paragraphs: Run[][] = [[]];
  for (const change of changes) {
    const kind: RunKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    change.value.split(BREAK).forEach((piece, i) => {
      if (i > 0) paragraphs.push([]);
      if (piece) paragraphs.at(-1)!.push({ kind, text: piece });
    });
  }
  return paragraphs.filter((p) => p.some((r) => r.text.trim()));
}

/** Share of the words of both texts that they have in common, from 0 to 1. */
export function similarity(runs: readonly Run[][]): number {
  const count = (kind: RunKind) => runs.flat().filter((r) => r.kind === kind).reduce((n, r) => n + (r.text.match(/\S+/g)?.length ?? 0), 0);
  const same = count('same');
  const total = 2 * same + count('removed') + count('added');
  return total === 0 ? 1 : (2 * same) / total;
}
