/**
 * How an `:icon[source]{name}` mark is shown: one place for the rule, so that a section's page (remark-marks), the
 * Gray's/v1.7 comparison and the passages quoted on card pages show the same icon with the same accessible name,
 * never the source's raw reading ("$\Gamma$", "[unknown icon - Klg]").
 */
import { GAP_KINDS, GAP_LABELS, ICONS, gapMarkText, type IconName } from './vocab.ts';

export interface IconMark {
  name: IconName;
  /** What the page shows: the glyph, the affiliation's name, or an unknown icon's reading. */
  shown: string;
  /** The accessible name ("Gamma Quadrant icon"). */
  label: string;
  /** The tooltip: the label and what the source reads. */
  title: string;
  /** The source's characters, kept in `data-source`. */
  source: string;
  classes: string[];
  /** A lost icon: the source kept only the space where it stood, so it is shown as a lost-text mark. */
  lost?: true;
}

/** What the lost-icon mark of an affiliation icon whose affiliation is not known adds to the mark, and its explanation. */
export const LOST_AFFILIATION = 'an affiliation icon';
export const LOST_AFFILIATION_WHY = 'The words around it show it was an affiliation icon; which affiliation, the text does not say.';

export const isIcon = (name: string): name is IconName => Object.hasOwn(ICONS, name);

/** The mark for an icon named `name` whose source reads `source`, with the directive's attributes. */
export function iconMark(
  name: IconName,
  source: string,
  attrs: { affiliation?: string | null | undefined; inferred?: string | null | undefined } = {},
): IconMark {
  // An icon the source lost without a trace of its name (the glyph dropped, a space left): never a bare "?", but the
  // site's own lost-text mark (as `:gap{kind="lost-icon"}` shows it), saying in words that an icon stood here.
  // Which icon it was is named only where reviewed data shows it (then the mark has a name, not `unknown`).
  if (name === 'unknown' && !source && attrs.inferred !== 'true') {
    return {
      name,
      shown: gapMarkText('lost-icon'),
      label: GAP_LABELS['lost-icon'],
      title: GAP_KINDS['lost-icon'],
      source,
      classes: ['gap', 'gap-lost-icon'],
      lost: true,
    };
  }
  // An affiliation icon the source lost whose affiliation no text names (2E rulebook lines 261, 263, 1004, 1439, 1441,
  // 1499: "You may play  cards,  cards, and equipment…"): reviewed data (ICON_LINES) knows from the words around it that
  // an affiliation icon stood there, not which. The source has only the double space, so the page shows the lost-text
  // mark, saying what kind of icon was lost — never "◈ affiliation icon", as if the source had one.
  if (name === 'affiliation' && !attrs.affiliation && !source && attrs.inferred !== 'true') {
    return {
      name,
      shown: gapMarkText('lost-icon', LOST_AFFILIATION),
      label: `${GAP_LABELS['lost-icon']}: ${LOST_AFFILIATION}`,
      title: `${GAP_KINDS['lost-icon']} ${LOST_AFFILIATION_WHY}`,
      source,
      classes: ['gap', 'gap-lost-icon'],
      lost: true,
    };
  }
  const icon = ICONS[name];
  const shown = attrs.affiliation ?? (name === 'unknown' && source ? source.replace(/^\[unknown icon - (.*)\]$/, '$1') : icon.glyph);
  const inferred = attrs.inferred === 'true';
  const named = attrs.affiliation ? `${attrs.affiliation} affiliation icon` : name === 'unknown' && source ? `${icon.label}: ${shown}` : icon.label;
  const label = inferred ? `${named}, inferred: the source has no trace of it` : named;
  return {
    name,
    shown,
    label,
    title: source ? `${label} (the source reads “${source}”)` : label,
    source,
    classes: ['icon', `icon-${name}`, ...(inferred ? ['icon-inferred'] : [])],
  };
}
