import type { ArtworkEvent } from '@atelier/shared/schemas/generation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { artworkEvents } from '../../db/schema/generation';
import { SSE_RETRY_MS } from '../../lib/sse-stream';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createBoard,
  createProduct,
  createUser,
  generate,
  scriptedProvider,
  waitForFinished,
  type TestUser,
} from './generation.test-helpers';

type Frame = { id?: string; event?: string; data?: string; comment?: string; retry?: string };
type Seen = { id: number; artworkId: string; status: string };

/** The raw SSE frames of a response, read as they come. */
function frames(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const queue: Frame[] = [];
  const parse = (raw: string): Frame => {
    const frame: Frame = {};
    for (const line of raw.split('\n')) {
      if (line.startsWith(':')) frame.comment = line.slice(1).trim();
      const m = /^(id|event|data|retry): ?(.*)$/.exec(line);
      if (m) frame[m[1] as 'id' | 'event' | 'data' | 'retry'] = m[2]!;
    }
    return frame;
  };
  return {
    /** The next frame, or null once the stream ended. */
    async next(): Promise<Frame | null> {
      for (;;) {
        if (queue.length > 0) return queue.shift()!;
        const end = text.indexOf('\n\n');
        if (end !== -1) {
          queue.push(parse(text.slice(0, end)));
          text = text.slice(end + 2);
          continue;
        }
        if (ended) return null;
        const { value, done } = await reader.read();
        if (done) ended = true;
        else text += decoder.decode(value, { stream: true });
      }
    },
    /** Artwork events until `until` holds (every one must carry an id). */
    async artworkEvents(until: (seen: Seen[]) => boolean): Promise<Seen[]> {
      const seen: Seen[] = [];
      while (!until(seen)) {
        const frame = await this.next();
        if (!frame) throw new Error(`stream ended after ${JSON.stringify(seen)}`);
        if (frame.event !== 'artwork') continue;
        expect(frame.id).toMatch(/^\d+$/);
        const data = JSON.parse(frame.data!) as { artworkId: string; status: string };
        seen.push({ id: Number(frame.id), artworkId: data.artworkId, status: data.status });
      }
      return seen;
    },
    cancel: () => reader.cancel(),
  };
}

const finished = (id: string) => (seen: Seen[]) =>
  seen.some((e) => e.artworkId === id && e.status === 'succeeded');

describe('board event stream: ids, Last-Event-ID, heartbeat, retry', () => {
  let t: TestApp;
  let base: string;
  let productId: string;
  /** A second API instance on the same database (PostgreSQL); the same app on PGlite. */
  let other: App;
  let otherBase: string;

  beforeAll(async () => {
    t = await createTestApp({ SSE_HEARTBEAT_MS: '60000' });
    productId = (await createProduct(t.app)).id;
    t.app.generation.setProvider(scriptedProvider([]));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    if (t.config.databaseUrl) {
      other = await buildApp({
        ...t.config,
        generation: { ...t.config.generation, workerInProcess: false },
      });
      otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    } else {
      other = t.app;
      otherBase = base;
    }
  });
  afterAll(async () => {
    if (other !== t.app) await other.close();
    await t.close();
  });

  const open = (at: string, user: TestUser, boardId: string, init: RequestInit = {}, q = '') =>
    fetch(`${at}/api/vision-boards/${boardId}/events${q}`, {
      ...init,
      headers: { ...user.headers, ...(init.headers as Record<string, string>) },
    });

  it('every event has an id; the live ones increase after the current state', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const first = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
    await waitForFinished(t.app, first);

    const stream = frames(await open(base, user, board.id));
    const [current] = await stream.artworkEvents((seen) => seen.length === 1);
    expect(current).toMatchObject({ artworkId: first, status: 'succeeded' });
    const second = (
      await generate(t.app, user, { visionBoardId: board.id, regenerate: true })
    ).json().id as string;
    const live = await stream.artworkEvents(finished(second));
    await stream.cancel();
    expect(live.map((e) => e.status)).toEqual(['queued', 'running', 'succeeded']);
    const ids = [current!.id, ...live.map((e) => e.id)];
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reconnecting to another instance with Last-Event-ID gets exactly what was missed, then live changes', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const first = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;

    const before = frames(await open(base, user, board.id));
    const seenBefore = await before.artworkEvents(finished(first));
    await before.cancel();
    const lastId = seenBefore.at(-1)!.id;

    // Missed while disconnected.
    const missed = (
      await generate(t.app, user, { visionBoardId: board.id, regenerate: true })
    ).json().id as string;
    await waitForFinished(t.app, missed);

    const after = frames(
      await open(otherBase, user, board.id, { headers: { 'last-event-id': String(lastId) } }),
    );
    const replayed = await after.artworkEvents(finished(missed));
    expect(replayed.map((e) => [e.artworkId, e.status])).toEqual([
      [missed, 'queued'],
      [missed, 'running'],
      [missed, 'succeeded'],
    ]);
    expect(replayed.every((e) => e.id > lastId)).toBe(true);

    // And then live, on the instance that did not make the change.
    const next = (await generate(t.app, user, { visionBoardId: board.id, regenerate: true })).json()
      .id as string;
    const live = await after.artworkEvents(finished(next));
    await after.cancel();
    expect(live.map((e) => [e.artworkId, e.status])).toEqual([
      [next, 'queued'],
      [next, 'running'],
      [next, 'succeeded'],
    ]);
    expect(live[0]!.id).toBeGreaterThan(replayed.at(-1)!.id);
  });

  it('?lastEventId= resumes the same way; a malformed one is a 400', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const first = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
    const whole = frames(await open(base, user, board.id, {}, '?lastEventId=0'));
    const all = await whole.artworkEvents(finished(first));
    await whole.cancel();
    expect(all.map((e) => e.status)).toEqual(['queued', 'running', 'succeeded']);

    const rest = frames(await open(otherBase, user, board.id, {}, `?lastEventId=${all[0]!.id}`));
    const resumed = await rest.artworkEvents(finished(first));
    await rest.cancel();
    expect(resumed.map((e) => e.id)).toEqual(all.slice(1).map((e) => e.id));

    const bad = await open(base, user, board.id, {}, '?lastEventId=abc');
    expect(bad.status).toBe(400);
    const badHeader = await open(base, user, board.id, { headers: { 'last-event-id': '-1' } });
    expect(badHeader.status).toBe(400);
  });

  it('a queued artwork hears its place in the queue, and fresh numbers when a job ahead starts', async () => {
    // Jobs stay queued until this test starts them itself.
    await t.app.generation.stopWorker();
    try {
      const user = await createUser(t.app);
      const boardA = await createBoard(t.app, user, productId);
      const boardB = await createBoard(t.app, user, productId);
      const a = (await generate(t.app, user, { visionBoardId: boardA.id })).json().id as string;
      const b = (await generate(t.app, user, { visionBoardId: boardB.id })).json().id as string;
      // On PostgreSQL the other instance (no worker) hears the queue move through NOTIFY.
      const stream = frames(await open(otherBase, user, boardB.id));
      const place = async () => {
        for (;;) {
          const frame = await stream.next();
          if (!frame) throw new Error('the stream ended');
          if (frame.event !== 'queue') continue;
          // Not recorded: a reconnect resumes after the last artwork event, as before.
          expect(frame.id).toBeUndefined();
          return JSON.parse(frame.data!) as ArtworkEvent;
        }
      };
      const before = await place();
      expect(before).toMatchObject({ artworkId: b, visionBoardId: boardB.id, status: 'queued' });
      expect(before.queue!.ahead).toBeGreaterThanOrEqual(1);
      expect(before.queue!.position).toBe(before.queue!.ahead + 1);
      expect(before.queue!.prioritised).toBe(false);

      // The job ahead of it starts (and finishes): one fewer ahead.
      await t.app.generation.service.runJob(a);
      const after = await place();
      expect(after.artworkId).toBe(b);
      expect(after.queue!.ahead).toBe(before.queue!.ahead - 1);
      await stream.cancel();
    } finally {
      await t.app.generation.startWorker();
    }
  });

  it('old events are pruned, recent ones kept', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const art = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
    await waitForFinished(t.app, art);
    const row = { artworkId: art, visionBoardId: board.id, type: 'artwork' };
    const payload = { artworkId: art, visionBoardId: board.id, status: 'queued' };
    const [old] = await t.app.db
      .insert(artworkEvents)
      .values({ ...row, payload, createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .returning({ id: artworkEvents.id });
    const before = await t.app.generation.events.since(board.id, 0);
    expect(before.map((e) => e.id)).toContain(old!.id);

    expect(await t.app.generation.events.prune()).toBe(1);
    const kept = await t.app.generation.events.since(board.id, 0);
    expect(kept.map((e) => e.id)).toEqual(before.map((e) => e.id).filter((id) => id !== old!.id));
    expect(kept.map((e) => e.status)).toEqual(['queued', 'running', 'succeeded']);
  });
});

describe('event stream upkeep', () => {
  it('sends a `: ping` comment every SSE_HEARTBEAT_MS and `retry:` when the app closes it', async () => {
    const t = await createTestApp({ SSE_HEARTBEAT_MS: '50' });
    try {
      const productId = (await createProduct(t.app)).id;
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = frames(
        await fetch(`${base}/api/vision-boards/${board.id}/events`, { headers: user.headers }),
      );
      let frame: Frame | null;
      do frame = await stream.next();
      while (frame && frame.comment !== 'ping');
      expect(frame).toEqual({ comment: 'ping' });

      const closing = t.app.close();
      const rest: Frame[] = [];
      while ((frame = await stream.next())) rest.push(frame);
      await closing;
      expect(rest.at(-1)).toEqual({ retry: String(SSE_RETRY_MS) });
      expect(SSE_RETRY_MS).toBeLessThanOrEqual(2_000);
    } finally {
      await t.close().catch(() => {});
    }
  });
});
