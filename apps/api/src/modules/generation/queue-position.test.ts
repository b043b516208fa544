import { queueLine } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { createBoard, createUser } from './generation.test-helpers';
import { estimateWaitSeconds, median, queuePositions, type QueuedPlace } from './queue-position';

// A hand-built queue: artworks inserted directly with chosen priorities, queue times and (for
// the finished ones) durations; the positions and waits are read from it as the queue takes jobs.

describe('queue position and estimated wait', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const places = (list: QueuedPlace[]) => new Map(list.map((p) => [p.artworkId, p.queue]));
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, s));

  it('counts the queued jobs fetched before each one: premium first, then oldest first', async () => {
    const user = await createUser(t.app, 'queue-pos');
    const board = await createBoard(t.app, user, null, { photo: false, order: false });
    const base = {
      visionBoardId: board.id,
      userId: user.id,
      provider: 'mock',
      seed: 1,
    };
    // Finished shopper jobs of 10 s, 20 s and 40 s: the median is 20 s. A test run of 500 s
    // (not a shopper's) and a running job do not count toward it.
    for (const [i, secs] of [10, 20, 40].entries()) {
      await t.app.db.insert(artworks).values({
        ...base,
        status: 'succeeded',
        startedAt: at(i * 100),
        finishedAt: at(i * 100 + secs),
      });
    }
    await t.app.db.insert(artworks).values({
      ...base,
      purpose: 'test_run',
      status: 'succeeded',
      startedAt: at(0),
      finishedAt: at(500),
    });
    await t.app.db.insert(artworks).values({ ...base, status: 'running', startedAt: at(5) });
    const [free1, free2, premium, free3] = await t.app.db
      .insert(artworks)
      .values([
        { ...base, status: 'queued', priority: 0, queuedAt: at(1) },
        { ...base, status: 'queued', priority: 0, queuedAt: at(2) },
        { ...base, status: 'queued', priority: 10, queuedAt: at(3) },
        { ...base, status: 'queued', priority: 0, queuedAt: at(4) },
      ])
      .returning();

    const two = places(await queuePositions(t.app.db, { concurrency: 2 }));
    expect(two.get(premium!.id)).toEqual({
      position: 1,
      ahead: 0,
      estimateSeconds: 20,
      prioritised: true,
    });
    expect(two.get(free1!.id)).toEqual({
      position: 2,
      ahead: 1,
      estimateSeconds: 20,
      prioritised: false,
    });
    // Two ahead on two workers: one round before it, then its own job.
    expect(two.get(free2!.id)).toMatchObject({ position: 3, ahead: 2, estimateSeconds: 40 });
    expect(two.get(free3!.id)).toMatchObject({ position: 4, ahead: 3, estimateSeconds: 40 });

    const other = await createBoard(t.app, user, null, { photo: false, order: false });
    const [last] = await t.app.db
      .insert(artworks)
      .values({ ...base, visionBoardId: other.id, status: 'queued', queuedAt: at(9) })
      .returning();
    const one = places(
      await queuePositions(t.app.db, { concurrency: 1, boardIds: [other.id, board.id] }),
    );
    expect(one.get(last!.id)).toMatchObject({ position: 5, ahead: 4, estimateSeconds: 100 });
    const onlyOther = await queuePositions(t.app.db, { concurrency: 1, boardIds: [other.id] });
    expect(onlyOther.map((p) => p.artworkId)).toEqual([last!.id]);
    expect(one.get(free3!.id)).toMatchObject({ ahead: 3, estimateSeconds: 80 });
    expect(queueLine(one.get(free3!.id)!)).toBe('About 1 min — 3 ahead of you');
    expect(queueLine(two.get(premium!.id)!)).toBe("About 20 s — You're next");
  });

  it('counts the jobs held by every worker process when they are more than this one runs', async () => {
    const user = await createUser(t.app, 'queue-workers');
    const board = await createBoard(t.app, user, null, { photo: false, order: false });
    const base = { visionBoardId: board.id, userId: user.id, provider: 'mock', seed: 1 };
    await t.app.db.delete(artworks).where(eq(artworks.status, 'queued'));
    await t.app.db.delete(artworks).where(eq(artworks.status, 'running'));
    // A finished job of 20 s, so there is a median to estimate with (20 s with the ones above).
    await t.app.db
      .insert(artworks)
      .values({ ...base, status: 'succeeded', startedAt: at(30), finishedAt: at(50) });
    const soon = new Date(Date.now() + 60_000);
    const held = (n: number) =>
      Array.from({ length: n }, () => ({
        ...base,
        status: 'running' as const,
        startedAt: new Date(),
        deadlineAt: soon,
      }));
    const queued = await t.app.db
      .insert(artworks)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          ...base,
          status: 'queued' as const,
          queuedAt: at(60 + i),
        })),
      )
      .returning();
    const last = queued.at(-1)!;
    const waitOfLast = async () =>
      places(await queuePositions(t.app.db, { concurrency: 2 })).get(last.id)!;
    const medianSecs = (await waitOfLast()).estimateSeconds! / 3; // 5 ahead on 2: three rounds
    expect(medianSecs).toBeGreaterThan(0);

    // Two worker processes of 3 hold six jobs: 5 ahead go through in one round of six.
    await t.app.db.insert(artworks).values(held(6));
    expect(await waitOfLast()).toMatchObject({ ahead: 5, estimateSeconds: medianSecs });
    // A job whose worker is gone (its lease ran out) holds no worker.
    await t.app.db.delete(artworks).where(eq(artworks.status, 'running'));
    await t.app.db
      .insert(artworks)
      .values(held(6).map((r) => ({ ...r, deadlineAt: new Date(Date.now() - 1_000) })));
    expect(await waitOfLast()).toMatchObject({ estimateSeconds: medianSecs * 3 });
  });

  it('the rule and its wording', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(estimateWaitSeconds(null, 3, 1)).toBeNull();
    expect(estimateWaitSeconds(12_300, 0, 1)).toBe(13);
    expect(estimateWaitSeconds(10_000, 5, 2)).toBe(30);
    expect(queueLine({ position: 4, ahead: 3, estimateSeconds: 40, prioritised: false })).toBe(
      'About 40 s — 3 ahead of you',
    );
    expect(queueLine({ position: 1, ahead: 0, estimateSeconds: null, prioritised: false })).toBe(
      "You're next",
    );
    expect(queueLine({ position: 9, ahead: 8, estimateSeconds: 150, prioritised: false })).toBe(
      'About 3 min — 8 ahead of you',
    );
  });
});
