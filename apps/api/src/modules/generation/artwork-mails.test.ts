import type { UserProfile } from '@atelier/shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artworks } from '../../db/schema/generation';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { ARTWORK_MAIL_KIND } from './artwork-mails';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  waitForFinished,
  type TestUser,
} from './generation.test-helpers';

describe('the ready and failed mails of an artwork', () => {
  let t: TestApp;
  let productId: string;

  const mailsTo = (user: TestUser) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, ARTWORK_MAIL_KIND)));

  async function submitted(user: TestUser) {
    const board = await createBoard(t.app, user, productId);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    return { board, artworkId: res.json<{ id: string }>().id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.app)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.app.generation.setProvider(scriptedProvider([]));
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('mails the owner once when the artwork is ready, with its preview and its page', async () => {
    const user = await createUser(t.app, 'mail-ready');
    const { board, artworkId } = await submitted(user);
    expect((await waitForFinished(t.app, artworkId)).status).toBe('succeeded');

    const [mail, ...more] = await mailsTo(user);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your artwork is ready');
    expect(mail!.text).toContain(`${t.app.config.publicUrl}/artwork/${board.id}/${artworkId}`);
    const preview = /Preview \(this link works for 7 days\): (\S+)/.exec(mail!.text)?.[1];
    expect(preview).toMatch(/^https?:\/\//);
    // The link shows the watermarked preview to whoever has the mail.
    const url = new URL(preview!);
    const image = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(mail!.text).toContain(`${t.app.config.publicUrl}/profile`);

    // The job delivered again (a retry, a second worker): nothing more is sent.
    await t.app.generation.service.runJob(artworkId);
    await t.app.generation.service.runJob(artworkId);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('mails once when it finally fails, saying the credit came back, and links to try again', async () => {
    const user = await createUser(t.app, 'mail-failed');
    t.app.generation.setProvider(scriptedProvider([permanentError()]));
    const { board, artworkId } = await submitted(user);
    const done = await waitForFinished(t.app, artworkId);
    expect(done.status).toBe('failed');
    expect(done.creditRefundedAt).not.toBeNull();

    // A failure path run again (the sweeper, a duplicate delivery) sends no second mail.
    await t.app.generation.service.failArtwork(artworkId, 'again', undefined, 'internal');
    await t.app.generation.service.failArtwork(artworkId, 'and again');
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('We could not make your artwork');
    expect(mails[0]!.text).toContain('The generation it used has been returned to your account.');
    expect(mails[0]!.text).toContain(`${t.app.config.publicUrl}/artwork/${board.id}/${artworkId}`);
  });

  it('sends nothing for an admin test run', async () => {
    const user = await createUser(t.app, 'mail-test-run');
    const { artworkId } = await submitted(user);
    await waitForFinished(t.app, artworkId);
    const before = (await mailsTo(user)).length;
    // The same artwork as a test run (an admin's saved variant) finishing again: no mail.
    await t.app.db
      .update(artworks)
      .set({ purpose: 'test_run', status: 'queued', attempts: 0 })
      .where(eq(artworks.id, artworkId));
    await t.app.generation.service.runJob(artworkId);
    expect((await artworkRow(t.app, artworkId)).status).toBe('succeeded');
    expect(await mailsTo(user)).toHaveLength(before);
  });

  it('the profile setting turns them off, and on again', async () => {
    const user = await createUser(t.app, 'mail-off');
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: user.headers,
      payload: { artworkMails: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<UserProfile>().artworkMails).toBe(false);

    const first = await submitted(user);
    await waitForFinished(t.app, first.artworkId);
    expect(await mailsTo(user)).toHaveLength(0);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: user.headers,
      payload: { artworkMails: true },
    });
    const second = await submitted(user);
    await waitForFinished(t.app, second.artworkId);
    expect(await mailsTo(user)).toHaveLength(1);
  });
});
