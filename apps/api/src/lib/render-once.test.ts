import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderOnce, type RenderOnce } from './render-once';

// A render that never ends (a stuck thread, storage that never answers) must not hold every
// caller of that artefact for as long as it hangs: each waits at most the limit, then gets a
// 503 it can show, and the render, if it ever ends, is still the one used.

const databaseUrl = process.env.DATABASE_URL;
const LIMIT_MS = 300;

function logged() {
  const lines: { msg: string; key?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  return { log, lines };
}

const opened: RenderOnce[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

function renderOnce(log: pino.Logger, waitLimitMs = LIMIT_MS) {
  const r = createRenderOnce({ databaseUrl, log, waitLimitMs });
  opened.push(r);
  return r;
}

describe('waiting for a render that hangs', () => {
  it('answers every caller 503 RENDER_TIMEOUT after the limit; a later call joins the same render', async () => {
    const { log, lines } = logged();
    const once = renderOnce(log);
    let renders = 0;
    let finish: (value: string) => void = () => {};
    const job = {
      kind: 'png' as const,
      key: `test/hung-${Date.now()}.png`,
      stored: async () => null,
      render: () => {
        renders += 1;
        return new Promise<string>((resolve) => (finish = resolve));
      },
    };
    const started = Date.now();
    const results = await Promise.allSettled([once(job), once(job)]);
    expect(Date.now() - started).toBeLessThan(LIMIT_MS * 10);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 503,
        code: 'RENDER_TIMEOUT',
        message:
          'Preparing this file is taking longer than it should. Please try again in a few minutes.',
      });
    }
    expect(lines.filter((l) => l.msg === 'render wait too long')).toHaveLength(2);

    // The render goes on: a caller after it ends gets its result, and nothing rendered twice.
    const later = once(job);
    finish('the png');
    await expect(later).resolves.toBe('the png');
    expect(renders).toBe(1);
  });

  it.runIf(Boolean(databaseUrl))(
    'on PostgreSQL, another instance waiting for the lock gives up at the limit too',
    async () => {
      const { log } = logged();
      const holder = renderOnce(log, 60_000);
      const other = renderOnce(log);
      const key = `test/locked-${Date.now()}.png`;
      let finish: (value: string) => void = () => {};
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const first = holder({
        kind: 'png',
        key,
        stored: async () => null,
        render: () => {
          holding();
          return new Promise<string>((resolve) => (finish = resolve));
        },
      });
      await held;
      let rendered = false;
      await expect(
        other({
          kind: 'png',
          key,
          stored: async () => null,
          render: async () => {
            rendered = true;
            return 'twice';
          },
        }),
      ).rejects.toMatchObject({ statusCode: 503, code: 'RENDER_TIMEOUT' });
      expect(rendered).toBe(false);
      finish('once');
      await expect(first).resolves.toBe('once');
    },
  );
});
