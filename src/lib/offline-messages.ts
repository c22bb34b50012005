/**
 * The one description of what the page (src/client/sw-register.ts) and the service worker (src/client/sw/sw.ts) say
 * to each other, and of what the build gives the worker (scripts/lib/sw.ts): both sides import these types, and read
 * a message through `pageMessage` / `workerMessage`, which accept exactly these shapes.
 */

/** A file the worker precaches: its path (relative to the site's root) and revision (null where its name carries one). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** A file of the kept copy, with its size as served. */
export interface KeepEntry extends PrecacheEntry {
  size: number;
}

/**
 * What the build gives the worker, compiled into sw.js (so a change of content changes sw.js and browsers install the
 * new worker) and written beside it as data (dist/sw-manifest.json, which the tests read).
 */
export interface SwManifest {
  /** The site's base path ("/", or SITE_BASE such as "/rules/", src/lib/urls.ts): the worker's scope and addresses. */
  base: string;
  /** The shell: the files every worker precaches (relative to the base). */
  shell: PrecacheEntry[];
  /** The kept copy ("Keep for offline use"): the script that lists its files (`self.KEEP_MANIFEST`), their number and bytes. */
  keep: { list: string; files: number; bytes: number };
}

/** Page → worker: what would keeping the site download? `keepPage`: a page the worker did not serve, to keep too. */
export interface OfflineInfoRequest {
  type: 'offline-info';
  keepPage: string | null;
}

/** Worker → page: the answer, and whether this worker keeps the site. */
export interface OfflineInfo {
  type: 'offline-info';
  keep: boolean;
  files: number;
  bytes: number;
  saveData: boolean;
}

/** Worker → every open page of the site: how far saving the kept copy has come. */
export interface OfflineProgress {
  type: 'offline-progress';
  files: number;
  bytes: number;
  totalFiles: number;
  totalBytes: number;
}

export type PageMessage = OfflineInfoRequest;
export type WorkerMessage = OfflineInfo | OfflineProgress;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const areNumbers = (r: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => typeof r[k] === 'number');

/** A message from a page, or undefined if `data` is not one. */
export function pageMessage(data: unknown): PageMessage | undefined {
  if (!isRecord(data) || data.type !== 'offline-info') return undefined;
  return { type: 'offline-info', keepPage: typeof data.keepPage === 'string' ? data.keepPage : null };
}

/** A message from the worker, or undefined if `data` is not one. */
export function workerMessage(data: unknown): WorkerMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'offline-info' && areNumbers(data, ['files', 'bytes']))
    return { type: 'offline-info', keep: data.keep === true, files: Number(data.files), bytes: Number(data.bytes), saveData: data.saveData === true };
  if (data.type === 'offline-progress' && areNumbers(data, ['files', 'bytes', 'totalFiles', 'totalBytes']))
    return {
      type: 'offline-progress',
      files: Number(data.files),
      bytes: Number(data.bytes),
      totalFiles: Number(data.totalFiles),
      totalBytes: Number(data.totalBytes),
    };
  return undefined;
}
