import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from '../../vitest.shared';

// The API project shares its workers' imported packages between files (vitest.config.ts), so a
// vi.mock in a file outside ISOLATED_TESTS could miss a module another file imported first, or
// leak into the next file. This keeps the list true as tests are added.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(full);
    return e.name.endsWith('.test.ts') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

describe('API test isolation', () => {
  it('runs every file that mocks a module in the isolated project, and lists only real files', () => {
    const files = testFiles(path.join(root, 'src'));
    const mocking = files.filter((f) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect([...ISOLATED_TESTS].sort()).toEqual(mocking.sort());
  });
});
