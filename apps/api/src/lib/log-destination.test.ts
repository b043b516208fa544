import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The default log destination (standard output, written in the background as bytes) in a process
// of its own, its standard output a pipe as under a supervisor: a burst of lines arrives whole and
// in order, characters beyond ASCII intact, and what is still buffered when the process exits is
// written before it ends.

const script = fileURLToPath(new URL('../test/fixtures/log-burst.ts', import.meta.url));

function runBurst(lines: number, exit: 'return' | 'exit') {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, String(lines), exit], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out: Buffer.concat(chunks).toString('utf8') }));
  });
}

describe('the log destination', () => {
  it('writes a burst of lines whole, in order, with their accents, and flushes at process.exit', async () => {
    const n = 20_000;
    const { code, out } = await runBurst(n, 'exit');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(n);
    const parsed = lines.map((l) => JSON.parse(l) as { i: number; name: string; msg: string });
    expect(parsed.map((l) => l.i)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(new Set(parsed.map((l) => l.name))).toEqual(new Set(['Zoë’s « portrait » ✓']));
    expect(parsed.at(-1)!.msg).toBe('burst line');
  }, 60_000);
});
