import {
  FAVORITE_MESSAGES,
  GENERATION_MESSAGES,
  type FavoriteArtwork,
} from '@atelier/shared/schemas/generation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';

describe('favorites API', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let boardId: string;

  const add = (artworkId: string, who: Shopper = ada) =>
    t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { artworkId },
      headers: who.headers,
    });
  const remove = (artworkId: string, who: Shopper = ada) =>
    t.app.inject({ method: 'DELETE', url: `/api/favorites/${artworkId}`, headers: who.headers });
  const list = (who: Shopper = ada) =>
    t.app.inject({ method: 'GET', url: '/api/favorites', headers: who.headers });
  const rows = (userId: string, artworkId: string) =>
    t.app.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.artworkId, artworkId)));
  const newArtwork = () => insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    const product = await insertProduct(t.app);
    boardId = (await insertBoard(t.app, ada.id, product.id)).id;
  });
  afterAll(() => t.close());

  it('adds a favorite (201), lists it with favoritedAt, and the artwork reads isFavorite', async () => {
    const art = await newArtwork();
    const res = await add(art.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: art.id, isFavorite: true, status: 'succeeded' });
    expect(res.json().favoritedAt).toEqual(expect.any(String));

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const favs: FavoriteArtwork[] = listed.json();
    expect(favs.map((f) => f.id)).toContain(art.id);
    const fav = favs.find((f) => f.id === art.id)!;
    expect(fav.imageUrl).toContain('/preview.webp');
    expect(Number.isNaN(Date.parse(fav.favoritedAt))).toBe(false);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/${art.id}`,
      headers: ada.headers,
    });
    expect(one.json().isFavorite).toBe(true);
  });

  it("answers 409 with a message containing 'already' when it is a favorite already", async () => {
    const art = await newArtwork();
    expect((await add(art.id)).statusCode).toBe(201);
    const again = await add(art.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FAVORITE_MESSAGES.ALREADY);
    expect(again.json().error.message).toContain('already');
    expect(await rows(ada.id, art.id)).toHaveLength(1);
  });

  it('ten concurrent adds of one artwork: one 201, nine 409, one row', async () => {
    const art = await newArtwork();
    const results = await Promise.all(Array.from({ length: 10 }, () => add(art.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await rows(ada.id, art.id)).toHaveLength(1);
  });

  it("another user's artwork, or one that does not exist → 404, nothing stored", async () => {
    const art = await newArtwork();
    const res = await add(art.id, eve);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: GENERATION_MESSAGES.ARTWORK_NOT_FOUND,
    });
    expect(await rows(eve.id, art.id)).toEqual([]);
    expect((await add('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('DELETE → 204 and gone; a second DELETE → 404; another user cannot remove mine', async () => {
    const art = await newArtwork();
    await add(art.id);
    const foreign = await remove(art.id, eve);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(FAVORITE_MESSAGES.NOT_FAVORITE);
    expect(await rows(ada.id, art.id)).toHaveLength(1);

    const res = await remove(art.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rows(ada.id, art.id)).toEqual([]);
    expect(((await list()).json() as FavoriteArtwork[]).map((f) => f.id)).not.toContain(art.id);
    expect((await remove(art.id)).statusCode).toBe(404);
  });

  it("lists the newest favorite first and only the caller's", async () => {
    const me = await newShopper(t.app, 'collector');
    const myBoard = await insertBoard(t.app, me.id, null);
    const first = await insertArtwork(t.app, { userId: me.id, visionBoardId: myBoard.id });
    const second = await insertArtwork(t.app, { userId: me.id, visionBoardId: myBoard.id });
    expect((await add(first.id, me)).statusCode).toBe(201);
    await t.app.db
      .update(favorites)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(favorites.artworkId, first.id));
    expect((await add(second.id, me)).statusCode).toBe(201);
    const favs: FavoriteArtwork[] = (await list(me)).json();
    expect(favs.map((f) => f.id)).toEqual([second.id, first.id]);
  });

  it('validation: unknown field, malformed id → 400; no sign-in → 401', async () => {
    const art = await newArtwork();
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { artworkId: art.id, userId: eve.id },
      headers: ada.headers,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toMatch(/Unknown field: userId/);
    expect((await add('not-a-uuid')).statusCode).toBe(400);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/favorites' });
    expect(anon.statusCode).toBe(401);
  });
});
