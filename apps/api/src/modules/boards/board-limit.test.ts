import { VISION_BOARD_MESSAGES } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visionBoards } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProduct, newShopper, type Shopper } from './shopper.test-fixtures';

// An account creates at most BOARD_RATE_LIMIT_MAX (60) vision boards an
// hour. With REDIS_URL set (the PostgreSQL run), the count lives in Redis as in production.

describe('vision boards per account per hour', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let product: { id: string };

  const post = (items: string, who: Shopper) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vision-boards',
      payload: { items, productId: product.id },
      headers: who.headers,
    });
  const boardsOf = async (who: Shopper) =>
    (await t.app.db.select().from(visionBoards).where(eq(visionBoards.userId, who.id))).length;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL });
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    product = await insertProduct(t.app, {
      fields: [{ fieldName: 'name', fieldLabel: 'Name', fieldType: 'text', isRequired: true }],
    });
  });
  afterAll(() => t.close());

  it('the 61st board in an hour → 429 with a clear message; refused boards do not count; another account is unaffected', async () => {
    expect(t.config.boardRateLimit).toEqual({ max: 60, windowMs: 60 * 60_000 });
    // Boards refused for their items are not boards created: they use none of the 60.
    for (let i = 0; i < 3; i++) expect((await post('nickname: Ada', ada)).statusCode).toBe(400);

    for (let i = 1; i <= 60; i++) {
      const res = await post(`name: Ada ${i}`, ada);
      expect(res.statusCode, `board ${i}: ${res.body}`).toBe(201);
    }
    const refused = await post('name: Ada 61', ada);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: VISION_BOARD_MESSAGES.rateLimited(60, 60) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await boardsOf(ada)).toBe(60);

    const other = await post('name: Eve', eve);
    expect(other.statusCode).toBe(201);
    expect(await boardsOf(eve)).toBe(1);
  });
});
