// Development helper: while a schema change is still unreleased, keep it as ONE migration.
// Deletes every migration after the last released one and regenerates it from the schema.
//   npm run db:regenerate -w @atelier/api [-- <name>]
// When a migration lands on main it is released: move LAST_RELEASED to it, so the next change
// starts a new file instead of rewriting one that installs may already have applied.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LAST_RELEASED = '0017_proof_change';
const NAME = process.argv[2] ?? 'next';

const dir = path.resolve(import.meta.dirname, '..', 'drizzle');
const journalFile = path.join(dir, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
const keep = journal.entries.findIndex((e) => e.tag === LAST_RELEASED);
if (keep < 0) throw new Error(`${LAST_RELEASED} is not in the journal`);
for (const entry of journal.entries.slice(keep + 1)) {
  rmSync(path.join(dir, `${entry.tag}.sql`), { force: true });
  rmSync(path.join(dir, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`), {
    force: true,
  });
}
journal.entries = journal.entries.slice(0, keep + 1);
writeFileSync(journalFile, JSON.stringify(journal, null, 2) + '\n');
execFileSync('npx', ['drizzle-kit', 'generate', '--name', NAME], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
