// `npm start` / `npm run worker`: build once if the bundles are missing, then run the server
// (or the worker) from the built output. A fresh clone needs nothing else.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const worker = process.argv.includes('--worker');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const apiEntry = path.join(root, 'apps/api/dist', worker ? 'worker.js' : 'server.js');

if (!existsSync(webIndex) || !existsSync(apiEntry) || process.argv.includes('--rebuild')) {
  console.log('Building Atelier (first start)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', apiEntry], {
  cwd: root,
  stdio: 'inherit',
  // glibc gives each busy thread its own malloc arena (up to 8 per core), and the memory image
  // work (sharp, on libuv's threads) frees there stays with the process: 2 arenas let a burst of
  // uploads give it back. An explicit MALLOC_ARENA_MAX wins.
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
