import { PHOTO_CHECK_MESSAGES, type PhotoCheck } from '@atelier/shared/schemas/photo-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSizes } from '../../db/schema/commerce';
import { seedPhoto } from '../../db/seed/seed-photos';
import { createTestApp, type TestApp } from '../../test/app';
import { GUEST_COOKIE } from './guest-cookie';
import { jpeg } from './uploads.test-images';
import { bearer, cookiePair, imageForm, newUser } from './uploads.test-helpers';

// GET /api/upload/photo-check (issue 27 point 3) on the committed test photos: the studio's own
// subject finder, computed once per upload, for the upload's owner only.

let nextIp = 40;
const freshIp = () => `198.51.100.${nextIp++}`;

describe('GET /api/upload/photo-check', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  /** The render log lines ('render' with kind 'photo-check'): one per subject-finder run. */
  const logLines: string[] = [];
  const detections = () =>
    logLines
      .map((l) => JSON.parse(l) as { msg?: string; kind?: string; key?: string })
      .filter((l) => l.msg === 'render' && l.kind === 'photo-check');

  const upload = async (bytes: Buffer, headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(bytes, { filename: 'photo.png', type: 'image/png' }),
      headers,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ key: string }>().key;
  };
  const check = (key: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/upload/photo-check?key=${encodeURIComponent(key)}`,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    owner = bearer((await newUser(t.app, 'photo-owner')).token);
    stranger = bearer((await newUser(t.app, 'photo-stranger')).token);
  }, 60_000);
  afterAll(() => t.close());

  it('finds the person in the astronaut photo, with a face', async () => {
    const key = await upload(seedPhoto('astronaut'), owner);
    const res = await check(key, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<PhotoCheck>();
    expect(body.subject).toMatchObject({ kind: 'person', count: 1 });
    expect(body.subject!.faceShare).toBeGreaterThan(0);
    // The shop has no canvas sizes yet: the verdict is the subject's alone.
    expect(body.print).toBeNull();
    expect(body).toMatchObject({ light: 'green', message: PHOTO_CHECK_MESSAGES.great });
  }, 60_000);

  it('finds the cat in the chelsea photo: one pet', async () => {
    const key = await upload(seedPhoto('chelsea'), owner);
    const body = (await check(key, owner)).json<PhotoCheck>();
    expect(body.subject).toMatchObject({ kind: 'animal', count: 1 });
    expect(body.light).toBe('green');
  }, 60_000);

  it('finds nobody in the coffee photo and says the whole photo will be used', async () => {
    const key = await upload(seedPhoto('coffee'), owner);
    const body = (await check(key, owner)).json<PhotoCheck>();
    expect(body).toMatchObject({
      subject: null,
      light: 'amber',
      verdict: 'no-subject',
      message: 'We could not find a person or pet: the portrait will use the whole photo',
    });
  }, 60_000);

  it("answers 404 for someone else's upload, and for a guest's upload to another guest", async () => {
    const key = await upload(seedPhoto('coffee'), owner);
    const res = await check(key, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: 'Image not found' } });
    expect((await check(key, {})).statusCode).toBe(404);

    const guestUpload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg(), { filename: 'photo.jpg', type: 'image/jpeg' }),
      remoteAddress: freshIp(),
    });
    const guestKey = guestUpload.json<{ key: string }>().key;
    const cookie = cookiePair(guestUpload.headers['set-cookie'], GUEST_COOKIE)!;
    expect((await check(guestKey, { cookie })).statusCode).toBe(200);
    expect((await check(guestKey, owner)).statusCode).toBe(404);
    expect((await check('static-assets/x.jpg', owner)).statusCode).toBe(400);
  }, 60_000);

  it('runs the subject finder once for an upload, however many ask at once', async () => {
    const key = await upload(seedPhoto('chelsea'), owner);
    const answers = await Promise.all([check(key, owner), check(key, owner), check(key, owner)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await check(key, owner)).json<PhotoCheck>().subject?.kind).toBe('animal');
    expect(detections().filter((l) => l.key === `photo-check:${key}`)).toHaveLength(1);
  }, 60_000);

  it('says when the photo is too small for the largest canvas, by the print rule', async () => {
    await t.app.db.insert(canvasSizes).values([
      { label: '8×10', widthInches: 8, heightInches: 10, priceCents: 4900 },
      { label: '24×36', widthInches: 24, heightInches: 36, priceCents: 19900 },
    ]);
    try {
      // 2000 px on 8×10 (11×13 in with the wrap) is 153 PPI; on 24×36 (27×39 in) 51 PPI.
      const key = await upload(await jpeg(2000, 1700), owner);
      const body = (await check(key, owner)).json<PhotoCheck>();
      expect(body.print).toEqual({
        largest: '24×36',
        ppi: 51,
        printable: false,
        anyPrintable: true,
      });
      const small = (
        await check(await upload(await jpeg(300, 200), owner), owner)
      ).json<PhotoCheck>();
      expect(small).toMatchObject({
        light: 'red',
        verdict: 'too-small',
        message: PHOTO_CHECK_MESSAGES['too-small'],
      });
    } finally {
      await t.app.db.delete(canvasSizes);
    }
  }, 60_000);
});
