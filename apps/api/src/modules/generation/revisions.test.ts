import { GENERATION_MESSAGES } from '@atelier/shared/schemas/generation';
import {
  REVISION_MESSAGES,
  type RevisionAllowance,
  type RevisionCreated,
} from '@atelier/shared/schemas/revisions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin } from '../admin/admin.test-helpers';
import { aiPrompt } from './engine/prompt';
import { EMPTY_BRIEF } from './engine/types';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  usedCredits,
  waitForFinished,
  type TestUser,
} from './generation.test-helpers';

describe('free revisions: "Ask for a change"', () => {
  let t: TestApp;
  let productId: string;

  const ask = (user: TestUser, artworkId: string, note: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/artwork/${artworkId}/revisions`,
      headers: user.headers,
      payload: { note },
    });
  const allowance = async (user: TestUser, artworkId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/artwork/${artworkId}/revisions`,
        headers: user.headers,
      })
    ).json<RevisionAllowance>();

  /** A user with a finished artwork of the product; the credit it used is counted. */
  async function finishedArtwork(tag: string) {
    const user = await createUser(t.app, tag);
    const board = await createBoard(t.app, user, productId);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const done = await waitForFinished(t.app, res.json<{ id: string }>().id);
    expect(done.status).toBe('succeeded');
    return { user, board, artwork: done };
  }

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.app)).id;
    await t.app.db.update(products).set({ freeRevisions: 2 }).where(eq(products.id, productId));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.app.generation.setProvider(scriptedProvider([]));
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('charges nobody until the free revisions are used, then takes a generation like a regenerate', async () => {
    const { user, board, artwork } = await finishedArtwork('rev-free');
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect(await allowance(user, artwork.id)).toEqual({
      rootId: artwork.id,
      freeRevisions: 2,
      used: 0,
      freeLeft: 2,
    });

    const first = await ask(user, artwork.id, 'A warmer light, please.');
    expect(first.statusCode).toBe(201);
    const one = first.json<RevisionCreated>();
    expect(one).toMatchObject({ free: true, freeLeft: 1 });
    expect(one.artwork).toMatchObject({ visionBoardId: board.id, status: 'queued' });
    await waitForFinished(t.app, one.artwork.id);
    expect(await usedCredits(t.app, user.id)).toBe(1);

    // A change of the change counts against the same artwork's free revisions.
    const second = (await ask(user, one.artwork.id, 'Longer hair.')).json<RevisionCreated>();
    expect(second).toMatchObject({ free: true, freeLeft: 0 });
    const secondRow = await waitForFinished(t.app, second.artwork.id);
    expect(secondRow.revisionOf).toBe(artwork.id);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect(await allowance(user, second.artwork.id)).toMatchObject({ used: 2, freeLeft: 0 });

    const third = (await ask(user, artwork.id, 'Softer colours.')).json<RevisionCreated>();
    expect(third).toMatchObject({ free: false, freeLeft: 0 });
    expect(await usedCredits(t.app, user.id)).toBe(2);
    await waitForFinished(t.app, third.artwork.id);

    // With no generation left, a paid change is refused like a regenerate; nothing is made.
    await t.app.db.update(users).set({ generationsUsed: 3 }).where(eq(users.id, user.id));
    const refused = await ask(user, artwork.id, 'Once more.');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: { code: 'GENERATION_LIMIT_REACHED', message: GENERATION_MESSAGES.LIMIT_REACHED },
    });
    expect(await allowance(user, artwork.id)).toMatchObject({ used: 3 });

    // Every version stays on the board.
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/vision-boards/${board.id}/artwork`,
      headers: user.headers,
    });
    expect(versions.statusCode).toBe(200);
    const ids = versions.json<Array<{ id: string }>>().map((a) => a.id);
    for (const id of [artwork.id, one.artwork.id, second.artwork.id, third.artwork.id])
      expect(ids).toContain(id);
  });

  it("puts the note in the AI providers' prompt, with a new seed and the artwork's own inputs", async () => {
    const { user, artwork } = await finishedArtwork('rev-prompt');
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    const created = (
      await ask(user, artwork.id, 'Make the sky a deep sunset orange')
    ).json<RevisionCreated>();
    const row = await waitForFinished(t.app, created.artwork.id);
    expect(row.status).toBe('succeeded');
    const input = provider.calls.at(-1)!;
    expect(input.prompt).toBe(
      'A radiant portrait of Grace. Walking in the light every day Requested change: Make the sky a deep sunset orange.',
    );
    expect(input.caption).toBe('Grace');
    expect(input.seed).not.toBe(artwork.seed);
    expect(row.blueprintVersionId).toBe(artwork.blueprintVersionId);
    expect(row).toMatchObject({ revisionNote: 'Make the sky a deep sunset orange' });
    // What OpenAI and Replicate are sent starts from that prompt.
    expect(aiPrompt(input.prompt, EMPTY_BRIEF)).toContain(
      'Requested change: Make the sky a deep sunset orange.',
    );
  });

  it('a free revision that fails gives its free revision back, and no credit', async () => {
    const { user, artwork } = await finishedArtwork('rev-fail');
    t.app.generation.setProvider(scriptedProvider([permanentError()]));
    const created = (await ask(user, artwork.id, 'Brighter.')).json<RevisionCreated>();
    expect(created.free).toBe(true);
    const row = await waitForFinished(t.app, created.artwork.id);
    expect(row.status).toBe('failed');
    // Not refunded a credit it never took (the user still has used 1: the original).
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect((await artworkRow(t.app, created.artwork.id)).creditRefundedAt).toBeNull();
    expect(await allowance(user, artwork.id)).toMatchObject({ used: 0, freeLeft: 2 });
  });

  it("refuses someone else's artwork, an unfinished one and an empty note, changing nothing", async () => {
    const { user, artwork } = await finishedArtwork('rev-owner');
    const other = await createUser(t.app, 'rev-other');
    const stranger = await ask(other, artwork.id, 'Mine now');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      error: { message: REVISION_MESSAGES.ARTWORK_NOT_FOUND },
    });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/${artwork.id}/revisions`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);

    const empty = await ask(user, artwork.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(REVISION_MESSAGES.NOTE_REQUIRED);
    const long = await ask(user, artwork.id, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(REVISION_MESSAGES.NOTE_TOO_LONG);

    t.app.generation.setProvider(scriptedProvider(['hang']));
    const queued = (await ask(user, artwork.id, 'Slower')).json<RevisionCreated>();
    const notDone = await ask(user, queued.artwork.id, 'A change of a change not made yet');
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json()).toMatchObject({ error: { message: REVISION_MESSAGES.NOT_FINISHED } });
    expect(await allowance(user, artwork.id)).toMatchObject({ used: 1 });
  });

  it('the admin sets the free revisions, and the product page answer carries them', async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.id, productId));
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product!.slug}` });
    expect(page.json()).toMatchObject({ freeRevisions: 2 });
    await t.app.db.update(products).set({ freeRevisions: 0 }).where(eq(products.id, productId));
    const { user, artwork } = await finishedArtwork('rev-none');
    const paid = (await ask(user, artwork.id, 'Anything')).json<RevisionCreated>();
    expect(paid.free).toBe(false);
    expect(await usedCredits(t.app, user.id)).toBe(2);
    await t.app.db.update(products).set({ freeRevisions: 2 }).where(eq(products.id, productId));

    // The admin's product form sets them (0–10), and a new product starts with 2.
    const admin = await newAdmin(t.app, 'rev-admin');
    const tooMany = await admin.send('POST', '/api/admin/products', {
      slug: 'rev-too-many',
      title: 'Too many',
      freeRevisions: 11,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Free revisions must be at most 10.');
    const made = await admin.send('POST', '/api/admin/products', {
      slug: 'rev-five',
      title: 'Five changes',
      freeRevisions: 5,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ freeRevisions: 5 });
    const plain = await admin.send('POST', '/api/admin/products', {
      slug: 'rev-default',
      title: 'Default changes',
    });
    expect(plain.json()).toMatchObject({ freeRevisions: 2 });
    const edited = await admin.send(
      'PUT',
      `/api/admin/products/${made.json<{ id: string }>().id}`,
      {
        slug: 'rev-five',
        title: 'Five changes',
        freeRevisions: 0,
        updatedAt: made.json<{ updatedAt: string }>().updatedAt,
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ freeRevisions: 0 });
  });
});
