/** Order statistics and number formatting for the bench report. Pure. */
import { bug } from '../../src/lib/errors.ts';

/** The p-th percentile (0–100) by linear interpolation between closest ranks; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw bug(`A percentile lies in 0..100, got ${p}.`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const [low, high] = [sorted[lo], sorted[hi]];
  if (low === undefined || high === undefined) return Number.NaN; // lo and hi lie in 0..length - 1
  return low + (high - low) * (rank - lo);
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/**
 * The item whose measure is the median, for a run to report whole (its phases belong together): the middle one of
 * an odd count, the lower middle one of an even count. Undefined for no items.
 */
export function medianItem<T>(items: readonly T[], measure: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => measure(a) - measure(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** "812 B", "12.3 KB", "640.2 MB", "1.05 GB" (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** "640 ms", "12.4 s". */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "× 8.7". */
export const formatRatio = (r: number): string => (Number.isFinite(r) ? `× ${r.toFixed(1)}` : '—');
