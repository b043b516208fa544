// The cluster's guardian: a small detached process that the harness tells about every process
// group it starts. When the harness's process goes away in any way (its end, a crash, SIGKILL),
// the IPC channel closes and the guardian kills every group still registered and removes the clusters' scratch directories, so a cluster never
// outlives the test run or the `npm run cluster` that started it.
import { rmSync } from 'node:fs';

const groups = new Set();
const dirs = new Set();

function killAll() {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  groups.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

process.on('message', (message) => {
  if (!message || typeof message !== 'object') return;
  if (message.add) groups.add(message.add);
  if (message.remove) groups.delete(message.remove);
  // A cluster's scratch directory, removed with it (or forgotten once its cluster removed it).
  if (message.addDir) dirs.add(message.addDir);
  if (message.removeDir) dirs.delete(message.removeDir);
  if (message.exit) {
    killAll();
    process.exit(0);
  }
});
process.on('disconnect', () => {
  killAll();
  process.exit(0);
});
// Signals sent to the harness's group do not stop the guardian before it has done its job.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
