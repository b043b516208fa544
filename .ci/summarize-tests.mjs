// Reads the output of one `npm test` run (Vitest, then Playwright's list reporter) and prints
// its counts, ending with the plain line `N passed, N failed`. Numbers come only from the log.
import { readFileSync } from 'node:fs';

const [label = 'tests', logFile, status = '?'] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: summarize-tests.mjs <label> <log file> <exit status>');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex
const text = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const lines = text.split('\n');

function counts(part) {
  const out = {};
  for (const m of part.matchAll(
    /(\d+) (passed|failed|skipped|todo|flaky|did not run|interrupted)/g,
  )) {
    out[m[2]] = (out[m[2]] ?? 0) + Number(m[1]);
  }
  return out;
}

// Vitest: " Test Files  1 failed | 3 passed (4)" and "      Tests  2 failed | 40 passed (42)".
const vitestTests = lines.filter((l) => /^\s*Tests\s{2,}\d/.test(l)).map(counts);
const vitestFiles = lines.filter((l) => /^\s*Test Files\s{2,}\d/.test(l)).map(counts);
const vitestErrors = lines
  .map((l) => /^\s*Errors\s{2,}(\d+) errors?/.exec(l))
  .filter(Boolean)
  .reduce((n, m) => n + Number(m[1]), 0);
// Playwright list reporter: indented "  3 passed (41.2s)", "  1 failed", "  1 flaky", ...
const pwStart = lines.findIndex((l) => /^Running \d+ tests? using/.test(l));
const playwright = {};
if (pwStart >= 0) {
  for (const l of lines.slice(pwStart)) {
    const m = /^ {2}(\d+) (passed|failed|skipped|flaky|did not run|interrupted)\b/.exec(l);
    if (m) playwright[m[2]] = (playwright[m[2]] ?? 0) + Number(m[1]);
  }
}

// Names of what failed, so a short excerpt of the CI output still says which test to look at.
// Vitest prints " FAIL  path > suite > test" per failed test (and " FAIL  path" for a file that
// could not run); Playwright's list reporter marks a failed attempt with ✘ and lists the tests
// that failed for good under "  N failed".
const failedNames = new Set();
for (const l of pwStart >= 0 ? lines.slice(0, pwStart) : lines) {
  const v = /^\s*FAIL\s+(.+?)\s*$/.exec(l);
  if (v) failedNames.add(`vitest: ${v[1]}`);
}
if (pwStart >= 0) {
  const tail = lines.slice(pwStart);
  const failedAt = tail.findIndex((l) => /^ {2}\d+ failed\b/.test(l));
  if (failedAt >= 0) {
    for (const l of tail.slice(failedAt + 1)) {
      const m = /^ {4}(\[.+)$/.exec(l);
      if (!m) break;
      failedNames.add(`playwright: ${m[1].trim()}`);
    }
  }
}

const sum = (list, key) => list.reduce((n, c) => n + (c[key] ?? 0), 0);
const unit = { passed: sum(vitestTests, 'passed'), failed: sum(vitestTests, 'failed') };
const pw = {
  passed: (playwright.passed ?? 0) + (playwright.flaky ?? 0),
  failed: (playwright.failed ?? 0) + (playwright.interrupted ?? 0),
};

const out = [`--- ${label}: npm test exited with status ${status} ---`];
if (vitestTests.length) {
  const skipped = sum(vitestTests, 'skipped') + sum(vitestTests, 'todo');
  out.push(
    `unit + API (vitest): ${unit.passed} passed, ${unit.failed} failed` +
      (skipped ? `, ${skipped} skipped` : '') +
      (sum(vitestFiles, 'failed') ? ` (${sum(vitestFiles, 'failed')} test files failed)` : '') +
      (vitestErrors ? ` (${vitestErrors} unhandled errors)` : ''),
  );
} else {
  out.push('unit + API (vitest): no summary found in the output');
}
if (pwStart >= 0) {
  const extra = ['flaky', 'skipped', 'did not run', 'interrupted']
    .filter((k) => playwright[k])
    .map((k) => `${playwright[k]} ${k}`);
  out.push(
    `browser (playwright): ${pw.passed} passed, ${pw.failed} failed` +
      (extra.length ? ` (${extra.join(', ')})` : ''),
  );
} else {
  out.push('browser (playwright): did not run');
}
if (failedNames.size) {
  out.push('failed:');
  for (const name of [...failedNames].slice(0, 20)) out.push(`  ${name}`);
}
out.push(`${unit.passed + pw.passed} passed, ${unit.failed + pw.failed} failed`);
console.log(out.join('\n'));
