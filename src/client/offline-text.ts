/**
 * What the "Keep for offline use" control says (src/components/OfflineControl.astro, src/client/sw-register.ts):
 * the site's own words, never rules text. Pure, so each state's wording is tested without a browser.
 */

/**
 * Bytes as the control shows them, in MB of 1,000,000 bytes: "20 MB" from 10 MB up, else one decimal ("4.3 MB"), and
 * never "0.0 MB" for some bytes ("0.1 MB"); none is "0 MB".
 */
export function megabytes(bytes: number): string {
  if (bytes <= 0) return '0 MB';
  const mb = bytes / 1_000_000;
  if (mb >= 10) return `${Math.round(mb)} MB`;
  return `${Math.max(mb, 0.1).toFixed(1)} MB`;
}

/** What the control is doing: nothing kept, saving (with how far), kept, removing, or a save that stopped. */
export type OfflineState = { kind: 'none' } | { kind: 'saving'; bytes: number } | { kind: 'kept' } | { kind: 'removing' } | { kind: 'failed' };

export interface OfflineView {
  /** The button's label. */
  button: string;
  /** Whether the button does anything now (not while saving or removing). */
  busy: boolean;
  /** Progress from 0 to 1 while saving, else null (no progress bar). */
  progress: number | null;
  /** The sentence beside the button. */
  text: string;
}

/**
 * The control in `state`, for a copy of `totalBytes` (computed by the build: the files "Keep" downloads) and whether
 * the browser asks to save data (Save-Data): then the worker downloads nothing in the background, and the control
 * says so while nothing is kept.
 */
export function offlineView(state: OfflineState, totalBytes: number, saveData: boolean): OfflineView {
  const keepLabel = `Keep for offline use (${megabytes(totalBytes)})`;
  switch (state.kind) {
    case 'saving': {
      const share = totalBytes > 0 ? Math.min(state.bytes / totalBytes, 1) : 0;
      return { button: 'Saving for offline use…', busy: true, progress: share, text: `Saved ${megabytes(state.bytes)} of ${megabytes(totalBytes)}.` };
    }
    case 'kept':
      return { button: 'Remove the offline copy', busy: false, progress: null, text: 'Saved on this device: every page and the search work offline.' };
    case 'removing':
      return { button: 'Removing the offline copy…', busy: true, progress: null, text: '' };
    case 'failed':
      return {
        button: keepLabel,
        busy: false,
        progress: null,
        text: 'Saving stopped before the copy was complete (is the network cut?). What was saved is kept: try again to save the rest.',
      };
    case 'none':
      return {
        button: keepLabel,
        busy: false,
        progress: null,
        text: saveData
          ? 'Your browser asks to save data: nothing is downloaded in the background; only the pages you open are kept on this device.'
          : 'Only the pages you open are kept on this device.',
      };
  }
}
