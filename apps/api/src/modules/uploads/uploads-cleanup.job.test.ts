import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages, uploads, visionBoards } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { cleanupUploads } from './uploads-cleanup.job';
import { findUserByEmail, newUser } from './uploads.test-helpers';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('uploads cleanup job', () => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RETENTION_DAYS: '90' });
    userId = (await findUserByEmail(t.app, (await newUser(t.app, 'cleanup')).email)).id;
  });
  afterAll(() => t.close());

  async function seed(key: string, row: { userId?: string; guestId?: string; ageMs: number }) {
    await t.app.storage.put(key, Buffer.from([0xff, 0xd8, 0xff]), { contentType: 'image/jpeg' });
    await t.app.db.insert(uploads).values({
      key,
      userId: row.userId ?? null,
      guestId: row.guestId ?? null,
      claimedAt: row.userId && row.guestId ? new Date(Date.now() - row.ageMs + HOUR) : null,
      bytes: 3,
      width: 1,
      height: 1,
      contentType: 'image/jpeg',
      createdAt: new Date(Date.now() - row.ageMs),
    });
  }
  const present = async (key: string) => ({
    object: await t.app.storage.exists(key),
    row: (await t.app.db.select().from(uploads).where(eq(uploads.key, key))).length === 1,
  });
  const run = () =>
    cleanupUploads({
      db: t.app.db,
      storage: t.app.storage,
      log: t.app.log,
      retentionDays: t.config.uploads.retentionDays,
    });

  it('deletes a 25-hour-old unclaimed guest upload and keeps claimed and recent ones', async () => {
    const g = '11111111-1111-4111-8111-111111111111';
    const stale = `user-uploads/guest-${g}/stale.jpg`;
    const recent = `user-uploads/guest-${g}/recent.jpg`;
    const claimed = `user-uploads/guest-${g}/claimed.jpg`;
    await seed(stale, { guestId: g, ageMs: 25 * HOUR });
    await seed(recent, { guestId: g, ageMs: 23 * HOUR });
    await seed(claimed, { guestId: g, userId, ageMs: 25 * HOUR });

    expect(await run()).toBe(1);
    expect(await present(stale)).toEqual({ object: false, row: false });
    expect(await present(recent)).toEqual({ object: true, row: true });
    expect(await present(claimed)).toEqual({ object: true, row: true });
  });

  it('deletes uploads past the retention period unless a vision board uses them', async () => {
    const old = `user-uploads/${userId}/old.jpg`;
    const used = `user-uploads/${userId}/used.jpg`;
    const young = `user-uploads/${userId}/young.jpg`;
    await seed(old, { userId, ageMs: 91 * DAY });
    await seed(used, { userId, ageMs: 91 * DAY });
    await seed(young, { userId, ageMs: 89 * DAY });
    const [board] = await t.app.db
      .insert(visionBoards)
      .values({ userId, items: 'name: Ada' })
      .returning();
    await t.app.db
      .insert(uploadedImages)
      .values({ visionBoardId: board!.id, filename: 'photo_0.jpg', key: used });

    expect(await run()).toBe(1);
    expect(await present(old)).toEqual({ object: false, row: false });
    expect(await present(used)).toEqual({ object: true, row: true });
    expect(await present(young)).toEqual({ object: true, row: true });
  });
});
