import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../storage/s3';
import { createTestApp, type TestApp } from '../../test/app';
import { jpeg } from './uploads.test-images';
import { bearer, findUserByEmail, imageForm, newUser } from './uploads.test-helpers';

// The same upload flow with S3_BUCKET set: objects land in the bucket, URLs are presigned.
describe('uploads on the S3 driver (in-test s3rver)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-s3rver-'));
  let server: S3rver;
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'atelier-uploads' }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    t = await createTestApp({
      S3_BUCKET: 'atelier-uploads',
      S3_ENDPOINT: endpoint,
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

  it('stores the upload in the bucket and answers a presigned URL that plain fetch reads', async () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    const u = await newUser(t.app, 's3');
    const userId = (await findUserByEmail(t.app, u.email)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg(120, 90)),
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(200);
    const { url, key } = res.json<{ url: string; key: string }>();
    expect(url.startsWith(`${endpoint}/atelier-uploads/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBeTruthy();

    const file = await fetch(url);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90]);
    expect(await t.app.storage.list(`user-uploads/${userId}/`)).toEqual([key]);

    // The URL identifies the upload for its owner, and a fresh one comes from signed-url.
    expect(await t.app.uploads.ownedKey(userId, url)).toBe(key);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/image/signed-url?key=${key}`,
      headers: bearer(u.token),
    });
    expect(again.statusCode).toBe(200);
    expect((await fetch(again.json().url)).status).toBe(200);
  });
});
