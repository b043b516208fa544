import {
  PLACEHOLDER_CUSTOMER_INFO,
  type Artwork,
  type OrderSummary,
  type OrderTracking,
  type VisionBoard,
} from '@atelier/shared/schemas/generation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createProduct,
  scriptedProvider,
  waitForFinished,
} from '../generation/generation.test-helpers';
import { newShopper, type Shopper } from './shopper.test-fixtures';

// The personalise flow end to end through the public API only (SPEC.md §4 submission flow):
// upload → vision board → uploaded image → order → generate → the artwork screen's reads.
describe('submission chain through the API', () => {
  let t: TestApp;
  let ada: Shopper;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who: Shopper = ada) =>
    t.app.inject({ method, url, payload, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
  });
  afterAll(() => t.close());

  it('ends with a finished artwork the owner can see, approve, favorite, and track as an order', async () => {
    // A fast stand-in provider: this test is about the API chain, not the renderer.
    t.app.generation.setProvider(scriptedProvider([]));
    const product = await createProduct(t.app);

    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 320, height: 400, channels: 3, background: { r: 220, g: 180, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: form,
      headers: ada.headers,
    });
    expect(upload.statusCode).toBe(200);

    const board = await call('POST', '/api/vision-boards', {
      items: 'subject_name: Grace\nmessage: Walking in the light',
      productId: product.id,
    });
    expect(board.statusCode).toBe(201);
    const boardId = (board.json() as VisionBoard).id;

    const image = await call('POST', '/api/uploaded-images', {
      visionBoardId: boardId,
      filename: 'photo_0.jpg',
      url: upload.json().url,
    });
    expect(image.statusCode).toBe(201);

    const order = await call('POST', '/api/orders', {
      visionBoardId: boardId,
      productId: product.id,
      customerInfo: PLACEHOLDER_CUSTOMER_INFO,
    });
    expect(order.statusCode).toBe(201);
    const orderId = (order.json() as OrderSummary).id;

    const generated = await call('POST', '/api/generate-artwork', { visionBoardId: boardId });
    expect(generated.statusCode).toBe(201);
    const artworkId: string = generated.json().id;
    expect((await waitForFinished(t.app, artworkId)).status).toBe('succeeded');

    // The artwork screen's reads.
    const latest = await call('GET', `/api/vision-boards/${boardId}/artwork/latest`);
    expect(latest.statusCode).toBe(200);
    const art: Artwork = latest.json();
    expect(art).toMatchObject({ id: artworkId, status: 'succeeded', error: null });
    const preview = await t.app.inject(art.imageUrl!);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const boards: VisionBoard[] = (await call('GET', '/api/vision-boards')).json();
    expect(boards[0]).toMatchObject({ id: boardId, latestArtwork: { id: artworkId } });

    expect((await call('POST', `/api/artwork/${artworkId}/approve`)).statusCode).toBe(200);
    const approved: Artwork[] = (
      await call('GET', `/api/vision-boards/${boardId}/approved-artworks`)
    ).json();
    expect(approved.map((a) => a.id)).toEqual([artworkId]);
    expect((await call('POST', '/api/favorites', { artworkId })).statusCode).toBe(201);
    expect((await call('GET', `/api/artwork/${artworkId}`)).json()).toMatchObject({
      isApproved: true,
      isFavorite: true,
    });

    // The order followed the job: received → generating → ready, with the thumbnail.
    const tracking: OrderTracking = (
      await call('GET', `/api/order-tracking?orderId=${orderId}`)
    ).json();
    expect(tracking.order).toMatchObject({ status: 'ready', artworkId });
    expect(tracking.events.map((e) => e.status)).toEqual(['received', 'generating', 'ready']);
    const orders: OrderSummary[] = (await call('GET', '/api/orders')).json();
    expect(orders[0]!.id).toBe(orderId);
    expect(orders[0]!.thumbnailUrl).toContain(`${artworkId}/preview.webp`);
  });
});
