// An S3-compatible server for the cluster (s3rver, the storage tests' server), in its own process
// so that a test can stop and restart it: node s3rver.mjs <port> <directory> <bucket>.
// Objects are kept in <directory>, so a restart on the same directory serves them again.
import { createRequire } from 'node:module';
import path from 'node:path';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node s3rver.mjs <port> <directory> <bucket>');
  process.exit(2);
}

// s3rver is a devDependency of apps/api: resolve it from there.
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const S3rver = require('s3rver');

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
console.log(`s3rver listening on http://127.0.0.1:${address.port}, bucket ${bucket}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
