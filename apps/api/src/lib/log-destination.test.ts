import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The default log destination (standard output, written in the background as bytes) in a process
// of its own, its standard output a pipe as under a supervisor: a burst of lines arrives whole and
// in order, characters beyond ASCII intact, and what is still buffered when the process exits is
// written before it ends.

const script = fileURLToPath(new URL('../test/fixtures/log-burst.ts', import.meta.url));

function runBurst(lines: number, exit: 'return' | 'exit' | 'stay') {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, String(lines), exit], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    let newlines = 0;
    child.stdout.on('data', (c: Buffer) => {
      chunks.push(c);
      for (const byte of c) if (byte === 10) newlines++;
      // A process that stays: every line arrived while it lives, so it is ended here.
      if (exit === 'stay' && newlines >= lines) child.kill();
    });
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

  it('writes the lines of a short burst while the process goes on, not only when it ends', async () => {
    // Lines are handed over a batch at a time at the end of the event loop's turn. The process
    // lives two minutes after its three lines, longer than this test waits for them.
    const { out } = await runBurst(3, 'stay');
    expect(
      out
        .trimEnd()
        .split('\n')
        .map((l) => (JSON.parse(l) as { i: number }).i),
    ).toEqual([0, 1, 2]);
  }, 60_000);

  it('writes every line when the process ends by itself', async () => {
    const { code, out } = await runBurst(5_000, 'return');
    expect(code).toBe(0);
    expect(out.trimEnd().split('\n')).toHaveLength(5_000);
  }, 60_000);
});
