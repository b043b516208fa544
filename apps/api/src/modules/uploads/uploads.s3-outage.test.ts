import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/generation';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../storage/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { jpeg } from './uploads.test-images';
import { bearer, findUserByEmail, imageForm, newUser } from './uploads.test-helpers';

/** A port nothing listens on now, so the bucket can come back on the same address. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The bucket's server stops answering (a network outage, the S3 service down): an upload is
// refused with a 503 that says so, nothing of it stays behind, and uploads work again once the
// bucket is back.
describe('uploads while the S3 bucket does not answer', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-outage-'));
  let port: number;
  let server: S3rver | undefined;
  let t: TestApp;

  const startBucket = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'atelier-outage' }],
    });
    await server.run();
  };

  beforeAll(async () => {
    port = await freePort();
    await startBucket();
    t = await createTestApp({
      S3_BUCKET: 'atelier-outage',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 STORAGE_UNAVAILABLE, keeps no row or object, and uploads again once the bucket is back', async () => {
    const u = await newUser(t.app, 's3-outage');
    const userId = (await findUserByEmail(t.app, u.email)).id;
    const upload = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: imageForm(await jpeg(120, 90)),
        headers: bearer(u.token),
      });

    await server!.close();
    server = undefined;
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE },
    });
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);

    await startBucket();
    expect(await t.app.storage.list(`user-uploads/${userId}/`)).toEqual([]);
    const stored = await upload();
    expect(stored.statusCode).toBe(200);
    const { key } = stored.json<{ key: string }>();
    expect(await t.app.storage.list(`user-uploads/${userId}/`)).toEqual([key]);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.userId, userId));
    expect(rows.map((r) => r.key)).toEqual([key]);
  });
});
