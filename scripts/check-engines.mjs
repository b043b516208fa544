// The Node.js versions the shop promises (package.json "engines", the README's quick start) against
// what every installed package declares. A package whose own "engines" leaves out a promised
// version makes `npm ci` warn (EBADENGINE); each such package is either shown to work on that
// version and listed, with why, in docs/decisions/023-node-versions.md, or the promise moves.
// Run by `npm run lint`: a new or upgraded package that wants a newer Node fails it until then.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const RECORD = 'docs/decisions/023-node-versions.md';
const promised = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
// The oldest version of each promised line: '^20.19.0 || >=22.12.0' → 20.19.0, 22.12.0.
const probes = new semver.Range(promised).set.map(
  (set) => semver.minVersion(new semver.Range(set.map((c) => c.value).join(' '))).version,
);

function* packageFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const here = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packageFiles(here);
      continue;
    }
    if (existsSync(path.join(here, 'package.json'))) yield path.join(here, 'package.json');
    yield* packageFiles(path.join(here, 'node_modules'));
  }
}

const wanting = new Map();
const workspaces = ['.', 'apps/api', 'apps/web', 'packages/shared'];
for (const workspace of workspaces) {
  for (const file of packageFiles(path.join(root, workspace, 'node_modules'))) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const range = pkg.engines?.node;
    if (typeof range !== 'string' || !semver.validRange(range)) continue;
    const left = probes.filter((v) => !semver.satisfies(v, range));
    if (left.length > 0) wanting.set(`${pkg.name}@${pkg.version}`, { range, left });
  }
}

// The record's table rows start with | `name@version` |.
const listed = new Set(
  [...readFileSync(path.join(root, RECORD), 'utf8').matchAll(/^\| `([^`]+@[^`]+)` \|/gm)].map(
    (m) => m[1],
  ),
);
const problems = [];
for (const [id, { range, left }] of wanting) {
  if (!listed.has(id)) {
    problems.push(
      `${id} declares node ${range}, leaving out ${left.join(', ')} that package.json promises ` +
        `(${promised}): show it works there and list it in ${RECORD}, or change the promise`,
    );
  }
}
for (const id of listed) {
  if (!wanting.has(id))
    problems.push(`${RECORD} lists ${id}, which is no longer installed or no longer needs listing`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `engines: every package accepts Node ${probes.join(' and ')} (${promised}) or is listed in ${RECORD} (${listed.size})`,
);
