// Proves the import guards bite: each probe below is an import the house rules forbid, linted
// as if it were in the tree, and must fail with the rule named. `npm run lint` runs this after
// ESLint passes on the real tree, so a resolver or zone that silently stops seeing imports
// (as the Node resolver did with the web app's `@/` alias) fails the build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';

/** [what it shows, file it pretends to be, its code, the rule that must report it] */
const probes = [
  [
    'a feature importing another feature (the @/ alias)',
    `${web}/features/gallery/lint-probe.ts`,
    "export { PersonalizeForm } from '@/features/personalize/components/personalize-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing another feature (a relative path)',
    `${web}/features/gallery/lint-probe.ts`,
    "export { PersonalizeForm } from '../personalize/components/personalize-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'an admin area importing another admin area',
    `${web}/features/admin/users/lint-probe.ts`,
    "export { AdminOrdersPage } from '@/features/admin/orders/orders-pages';",
    'import-x/no-restricted-paths',
  ],
  [
    "the admin's shared pieces importing an admin area",
    `${web}/features/admin/components/lint-probe.ts`,
    "export { AdminOrdersPage } from '@/features/admin/orders/orders-pages';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing the app layer',
    `${web}/features/gallery/lint-probe.ts`,
    "export { router } from '@/app/router';",
    'import-x/no-restricted-paths',
  ],
  [
    'shared web code importing a feature',
    `${web}/lib/lint-probe.ts`,
    "export { PersonalizeForm } from '@/features/personalize/components/personalize-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'an API module importing against decision 024 (orders may not import prints)',
    'apps/api/src/modules/orders/lint-probe.ts',
    "export { printsRuntime } from '../prints/runtime';",
    'import-x/no-restricted-paths',
  ],
  [
    'the web app importing API code',
    `${web}/lib/lint-probe.ts`,
    "export { buildApp } from '../../../api/src/app';",
    'import-x/no-restricted-paths',
  ],
  [
    'the API importing a file inside the studio package',
    'apps/api/src/lint-probe.ts',
    "export { renderPortrait } from '../../../packages/studio/src/portrait';",
    'import-x/no-restricted-paths',
  ],
  [
    'the API importing a studio subpath other than its entries',
    'apps/api/src/lint-probe.ts',
    "export { renderPortrait } from '@atelier/studio/portrait';",
    'no-restricted-imports',
  ],
];

const eslint = new ESLint({ cwd: root });
const failures = [];
for (const [what, file, code, rule] of probes) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  if (!result?.messages.some((m) => m.ruleId === rule)) {
    failures.push(`${what}: ${file} was not reported by ${rule}`);
  }
}

// Cycles need files on disk: two modules that import each other, once at run time (ESLint's
// import-x/no-cycle) and once through types only (scripts/check-import-cycles.mjs).
const probeDir = path.join(root, web, 'lib/lint-probe-cycle');
mkdirSync(probeDir, { recursive: true });
try {
  writeFileSync(
    path.join(probeDir, 'a.ts'),
    "import { b } from './b';\nexport const a = () => b;\n",
  );
  writeFileSync(
    path.join(probeDir, 'b.ts'),
    "import { a } from './a';\nexport const b = () => a;\n",
  );
  writeFileSync(
    path.join(probeDir, 'c.ts'),
    "import type { D } from './d';\nexport type C = { d?: D };\n",
  );
  writeFileSync(
    path.join(probeDir, 'd.ts'),
    "import type { C } from './c';\nexport type D = { c?: C };\n",
  );
  const [runtime] = await eslint.lintFiles([path.join(probeDir, 'a.ts')]);
  if (!runtime?.messages.some((m) => m.ruleId === 'import-x/no-cycle')) {
    failures.push('a run-time import cycle was not reported by import-x/no-cycle');
  }
  const cycles = spawnSync(process.execPath, [path.join(root, 'scripts/check-import-cycles.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (cycles.status === 0 || !/lint-probe-cycle\/c\.ts/.test(cycles.stderr)) {
    failures.push('a type-only import cycle was not reported by check-import-cycles.mjs');
  }
} finally {
  rmSync(probeDir, { recursive: true, force: true });
}

// Queries outside a repository (scripts/check-repository-queries.mjs): a service that runs one,
// split over lines as drizzle chains usually are, is reported; the same query in a repository,
// a transaction opened by a service and a Map's delete() are not.
const queryDir = path.join(root, 'apps/api/src/modules/lint-probe-queries');
mkdirSync(queryDir, { recursive: true });
try {
  const query = 'export const rows = (app) =>\n  app.db\n    .select()\n    .from(users);\n';
  writeFileSync(path.join(queryDir, 'probe.service.ts'), query);
  writeFileSync(path.join(queryDir, 'probe.repository.ts'), query);
  writeFileSync(
    path.join(queryDir, 'probe.ts'),
    'export const run = (db, work, seen) => {\n  seen.delete(1);\n  return db.transaction(work);\n};\n',
  );
  const queries = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/check-repository-queries.mjs')],
    { cwd: root, encoding: 'utf8' },
  );
  const reported = (name) => queries.stderr.includes(`lint-probe-queries/${name}`);
  if (queries.status === 0 || !reported('probe.service.ts')) {
    failures.push('a query in a service was not reported by check-repository-queries.mjs');
  }
  if (reported('probe.repository.ts') || reported('probe.ts')) {
    failures.push('check-repository-queries.mjs reported a repository or a non-query');
  }
} finally {
  rmSync(queryDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`Lint guards that did not bite:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `Lint guards bite: ${probes.length + 2} forbidden imports and a query outside a repository each reported.`,
  );
}
