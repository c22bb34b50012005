/**
 * How the bench's cold builds start from nothing: the previous build's output and caches are moved aside (renamed
 * into a folder of the bench's own), not deleted, and the folder is deleted once every build of the comparison has
 * run. A cold build then starts as a fresh clone's does: nothing there, and nothing just deleted.
 *
 * Why not delete: on these machines' file system (ext4 without a journal), creating a file in a block group where
 * thousands were just freed is slow — the allocator steps over every recently freed inode before it takes one
 * (ext4's `recently_deleted`; `perf` shows the build's writers in it and in `rwsem_spin_on_owner`). Measured here,
 * 2,300 files of 4 KB: 54 ms in a quiet folder, 1.4 s in dist/ just after a build's files were deleted. A build
 * started right after `rm -rf dist` paid that for each file it wrote, against as many files as were deleted —
 * roughly the square of its file count (this site writes 3,700 files, Starlight's 1,100) — which no fresh clone
 * pays, and which made identical builds differ by seconds from one run to the next.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A folder that holds what the bench moved aside until `empty()`. */
export class SetAside {
  private count = 0;
  private readonly dir: string;

  /** `dir` must be on the same file system as the paths moved into it (it is created when needed). */
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Moves each path that exists out of the way (deletes it where it cannot be renamed, e.g. across file systems). */
  move(paths: readonly string[]): void {
    mkdirSync(this.dir, { recursive: true });
    for (const path of paths) {
      if (!existsSync(path)) continue;
      const to = join(this.dir, String(this.count++));
      try {
        renameSync(path, to);
      } catch {
        rmSync(path, { recursive: true, force: true });
      }
    }
  }

  /** Deletes everything moved aside, and the folder. */
  empty(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
