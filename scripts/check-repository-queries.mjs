// Queries live in repositories: a source file under apps/api/src/modules or apps/api/src/plugins
// that is not a *.repository.ts (nor a test, test fixture or test helper) must not run one.
// "Runs a query" is read from the text: `.select(`, `.selectDistinct(`, `.insert(`, `.update(`,
// `.delete(` or `.execute(` called on a value named db, tx or trx (`db.select(`, `app.db.insert(`,
// `deps.db.update(`, `(tx ?? this.db).execute(`, and the same split over lines). Limits: a
// database under another name (`const d = app.db; d.select(…)`) or a query run through a helper
// outside the folders above is not seen; `db.transaction(…)` is allowed (a service may open the
// transaction its repositories share). db/ (the client, keyset, pg-listener, seed, migrations)
// is data access by nature and not checked.
// PENDING names the files that still run queries of their own: each should move its queries into
// its module's repository. A new file that queries fails; so does a listed file that no longer
// does (take it off the list).
// Usage: node scripts/check-repository-queries.mjs [root]   (root: the repository, by default this one)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const api = 'apps/api/src';
const folders = [`${api}/modules`, `${api}/plugins`];

const PENDING = new Set(
  [
    'modules/generation/allowance.ts',
    'modules/orders/artwork-order-status.ts',
    'modules/orders/fulfilment-state.ts',
    'modules/orders/new-orders.ts',
    'modules/orders/order-lifecycle.ts',
    'modules/orders/order-mails.ts',
    'modules/orders/order-notes.ts',
    'modules/orders/print-file-state.ts',
    'modules/orders/refund-and-close.ts',
    'modules/payments/demo-order-view.ts',
    'modules/payments/fulfilment.ts',
    'modules/payments/stripe-webhooks.ts',
    'modules/payments/upgrade-receipt.ts',
    'modules/prints/fulfilment/prodigi-callback.ts',
    'modules/prints/fulfilment/prodigi.ts',
    'modules/prints/imaging/artwork-source.ts',
    'modules/prints/imaging/print-renderer.ts',
    'modules/prints/order-checkout.ts',
    'modules/prints/order-expiry.job.ts',
    'modules/prints/order-payments.ts',
    'modules/prints/print-file.job.ts',
    'modules/prints/sellable-artwork.ts',
  ].map((f) => `${api}/${f}`),
);

const QUERY = /\b(?:db|tx|trx)\)?\s*\.(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;
const EXEMPT = /(\.repository|\.test|\.test-helpers|\.test-fixtures)\.ts$|\/test\//;

function* sources(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const offenders = [];
const stale = new Set(PENDING);
for (const folder of folders) {
  for (const file of sources(path.join(root, folder))) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (EXEMPT.test(rel)) continue;
    const text = readFileSync(file, 'utf8');
    const match = QUERY.exec(text);
    if (!match) continue;
    stale.delete(rel);
    if (PENDING.has(rel)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    offenders.push(`${rel}:${line}: ${match[0].replace(/\s+/g, '')}`);
  }
}

if (offenders.length || stale.size) {
  if (offenders.length) {
    console.error(
      `Queries outside a repository (move them into the module's *.repository.ts):\n  ${offenders.join('\n  ')}`,
    );
  }
  if (stale.size) {
    console.error(
      `Listed as pending in scripts/check-repository-queries.mjs but running no query (take them off):\n  ${[...stale].join('\n  ')}`,
    );
  }
  process.exitCode = 1;
} else {
  console.log('Queries: only repositories run them (and the files still listed as pending).');
}
