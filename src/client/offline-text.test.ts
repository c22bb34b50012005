import { describe, expect, test } from 'vitest';
import { megabytes, offlineView } from './offline-text.ts';

describe("the offline control's words", () => {
  test('should give sizes in MB of 10^6 bytes, whole from 10 MB, else with one decimal', () => {
    // 20,025,344 bytes: the kept copy of a build of this site (3,681 files).
    expect([megabytes(20_025_344), megabytes(4_349_999), megabytes(9_960_000), megabytes(1_000), megabytes(0)]).toEqual([
      '20 MB',
      '4.3 MB',
      '10.0 MB',
      '0.1 MB',
      '0 MB',
    ]);
  });

  test('should offer to keep the site with its size, and say what Save-Data changes', () => {
    const plain = offlineView({ kind: 'none' }, 20_025_344, false);
    expect(plain).toEqual({ button: 'Keep for offline use (20 MB)', busy: false, progress: null, text: 'Only the pages you open are kept on this device.' });
    expect(offlineView({ kind: 'none' }, 20_025_344, true).text).toMatch(/^Your browser asks to save data: nothing is downloaded in the background/);
  });

  test('should show progress while saving, then offer to remove the copy', () => {
    expect(offlineView({ kind: 'saving', bytes: 5_000_000 }, 20_000_000, false)).toEqual({
      button: 'Saving for offline use…',
      busy: true,
      progress: 0.25,
      text: 'Saved 5.0 MB of 20 MB.',
    });
    expect(offlineView({ kind: 'saving', bytes: 30_000_000 }, 20_000_000, false).progress).toBe(1);
    const kept = offlineView({ kind: 'kept' }, 20_000_000, true);
    expect([kept.button, kept.busy, kept.text]).toEqual(['Remove the offline copy', false, 'Saved on this device: every page and the search work offline.']);
    const failed = offlineView({ kind: 'failed' }, 20_000_000, false);
    expect([failed.button, failed.busy]).toEqual(['Keep for offline use (20 MB)', false]);
  });
});
