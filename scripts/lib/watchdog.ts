/**
 * The watchdog of a driver (scripts/lib/stop.ts): started by the driver in a process group of its own, with a pipe
 * on its stdin on which the driver names each process group it starts (`+<pgid>`) and each that has ended
 * (`-<pgid>`), and `=` when it exits by itself. When the pipe closes — the driver has exited, however it ended, SIGKILL included — every group still
 * named is sent SIGTERM, then SIGKILL after the grace time, and the watchdog exits. Linux's `prctl(PR_SET_PDEATHSIG)`
 * would do this in the kernel but is not available from Node; a pipe's end is, and the kernel closes it for any death.
 *
 *   node scripts/lib/watchdog.ts <driver pid> <grace ms>
 */
const [driver = '?', graceArg = '5000'] = process.argv.slice(2);
const grace = Number(graceArg) || 5000;
const groups = new Set<number>();
let pending = '';
/** Whether the driver said it was exiting (what is left then is a group it already sent SIGTERM, still ending). */
let exiting = false;

const alive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pgid: number, sig: NodeJS.Signals): void => {
  try {
    process.kill(-pgid, sig);
  } catch {
    // The group has ended.
  }
};

// Signals meant for the driver's terminal group never reach this group; any other is ignored until the pipe closes.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => undefined);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (line === '=') exiting = true;
    const pgid = Number(line.slice(1));
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (line.startsWith('+')) groups.add(pgid);
    else if (line.startsWith('-')) groups.delete(pgid);
  }
});
process.stdin.on('close', async () => {
  const left = [...groups].filter(alive);
  if (left.length) {
    if (!exiting) console.error(`\n✗ The driver (pid ${driver}) ended without stopping what it started: stopping ${left.length} process group(s).`);
    for (const pgid of left) signal(pgid, 'SIGTERM');
    const until = Date.now() + grace;
    while (left.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    for (const pgid of left) if (alive(pgid)) signal(pgid, 'SIGKILL');
  }
  process.exit(0);
});
