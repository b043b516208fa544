import { UPLOADED_IMAGE_MESSAGES, type VisionBoard } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProduct, insertUpload, newShopper, type Shopper } from './shopper.test-fixtures';

// An image field that takes one photo (maxImages 1) holds one photo per board.

describe('POST /api/uploaded-images for a one-photo field', () => {
  let t: TestApp;
  let ada: Shopper;
  let product: { id: string };

  const register = (visionBoardId: string, filename: string, url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploaded-images',
      payload: { visionBoardId, filename, url },
      headers: ada.headers,
    });
  const newBoard = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vision-boards',
      payload: { items: 'name: Ada', productId: product.id },
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(201);
    return res.json<VisionBoard>();
  };
  const stored = async (boardId: string) =>
    (
      await t.app.db
        .select({ filename: uploadedImages.filename, key: uploadedImages.key })
        .from(uploadedImages)
        .where(eq(uploadedImages.visionBoardId, boardId))
    ).sort((a, b) => a.filename.localeCompare(b.filename));

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    product = await insertProduct(t.app, {
      fields: [
        { fieldName: 'photo', fieldLabel: 'Your Photo', fieldType: 'image', maxImages: 1 },
        { fieldName: 'family_photo', fieldLabel: 'Family Photos', fieldType: 'image' },
        { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text' },
      ],
    });
  });
  afterAll(() => t.close());

  it('refuses a second photo with 400 naming the field, and stores nothing', async () => {
    const board = await newBoard();
    const first = await insertUpload(t.app, ada.id);
    const second = await insertUpload(t.app, ada.id);
    expect((await register(board.id, 'photo_0.jpg', first.url)).statusCode).toBe(201);

    const res = await register(board.id, 'photo_1.jpg', second.url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      UPLOADED_IMAGE_MESSAGES.fieldFull('Your Photo', 1, ['photo_0.jpg']),
    );
    expect(res.json().error.message).toMatch(/^'Your Photo' takes one photo/);
    expect(await stored(board.id)).toEqual([{ filename: 'photo_0.jpg', key: first.key }]);
  });

  it('the same filename again replaces the one photo', async () => {
    const board = await newBoard();
    const first = await insertUpload(t.app, ada.id);
    const second = await insertUpload(t.app, ada.id);
    expect((await register(board.id, 'photo_0.jpg', first.url)).statusCode).toBe(201);
    expect((await register(board.id, 'photo_0.jpg', second.url)).statusCode).toBe(201);
    expect(await stored(board.id)).toEqual([{ filename: 'photo_0.jpg', key: second.key }]);
  });

  it('two photos registered at once: one is stored, the other refused', async () => {
    const board = await newBoard();
    const [a, b] = await Promise.all([insertUpload(t.app, ada.id), insertUpload(t.app, ada.id)]);
    const answers = await Promise.all([
      register(board.id, 'photo_0.jpg', a.url),
      register(board.id, 'photo_1.jpg', b.url),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await stored(board.id)).toHaveLength(1);
  });

  it('a several-photo field beside it still takes several', async () => {
    const board = await newBoard();
    for (const filename of ['photo_0.jpg', 'family_photo_0.jpg', 'family_photo_1.jpg']) {
      const { url } = await insertUpload(t.app, ada.id);
      expect((await register(board.id, filename, url)).statusCode).toBe(201);
    }
    expect((await stored(board.id)).map((r) => r.filename)).toEqual([
      'family_photo_0.jpg',
      'family_photo_1.jpg',
      'photo_0.jpg',
    ]);
  });
});
