// Queries live in repositories: an API source file that is not a *.repository.ts (nor under
// db/, nor a test, test fixture or test helper) must not run one. "Runs a query" is read from
// the text: `.select(`, `.selectDistinct(`, `.insert(`, `.update(`, `.delete(` or `.execute(`
// called on a value named db, tx or trx (`db.select(`, `app.db.insert(`, `deps.db.update(`,
// `(tx ?? this.db).execute(`, and the same split over lines as drizzle chains usually are).
// Limits: a database under another name (`const d = app.db; d.select(…)`) is not seen, and
// `db.transaction(…)` is allowed (a service may open the transaction its repositories share).
// db/ (the client, keyset, pg-listener's NOTIFY, the seed, migrations) is data access by nature.
// Usage: node scripts/check-repository-queries.mjs [root]   (root: the repository, by default this one)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const api = 'apps/api/src';

const QUERY = /\b(?:db|tx|trx)\)?\s*\.(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;
const EXEMPT = new RegExp(
  `^${api}/(db|test)/|(\\.repository|\\.test|\\.test-helpers|\\.test-fixtures)\\.ts$`,
);

function* sources(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const offenders = [];
for (const file of sources(path.join(root, api))) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (EXEMPT.test(rel)) continue;
  const text = readFileSync(file, 'utf8');
  const match = QUERY.exec(text);
  if (!match) continue;
  const line = text.slice(0, match.index).split('\n').length;
  offenders.push(`${rel}:${line}: ${match[0].replace(/\s+/g, '')}`);
}

if (offenders.length) {
  console.error(
    `Queries outside a repository (move them into the module's *.repository.ts):\n  ${offenders.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log('Queries: only repositories (and db/) run them.');
}
