import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../generation/engine';
import {
  createBoard,
  createUser,
  generate,
  scriptedProvider,
  waitForFinished,
} from '../../generation/generation.test-helpers';
import { createProductAs } from './admin-products.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// A product an admin builds from nothing can be sold at once: its starter blueprint turns the
// shopper's answers into the prompt, and the studio renders it.

const ITEMS = [
  'subject_name: Grace',
  'message: Walking in the light',
  'palette: Gold',
  'add_halo: Yes',
  'art_style: Watercolour',
].join('\n');

describe('a product made in the admin generates artwork', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('its starter blueprint puts every answer in the prompt and the name in the caption', async () => {
    const product = await createProductAs(t.app, admin, { status: 'active' });
    const shopper = await createUser(t.app, 'buyer');
    const board = await createBoard(t.app, shopper, product.id, { items: ITEMS });
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);

    const res = await generate(t.app, shopper, { visionBoardId: board.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await waitForFinished(t.app, res.json().id)).status).toBe('succeeded');
    const [call] = provider.calls;
    for (const value of ['Grace', 'Walking in the light', 'Gold', 'Watercolour'])
      expect(call!.prompt).toContain(value);
    expect(call!.prompt).not.toMatch(/\{\{/);
    expect(call!.caption).toBe('Grace');
    expect(call!.negativePrompt).toMatch(/blurry/);
    expect(call!.photos).toHaveLength(1);
  });

  it('the local studio renders a vision board product', async () => {
    const product = await createProductAs(t.app, admin, {
      status: 'active',
      artworkKind: 'vision_board',
      fields: [
        { fieldName: 'board_title', fieldLabel: 'Title', fieldType: 'text', isRequired: true },
        { fieldName: 'dreams', fieldLabel: 'Your dreams', fieldType: 'textarea' },
      ],
    });
    expect(product.activeBlueprint).toMatchObject({
      kind: 'vision_board',
      placeholders: ['board_title', 'dreams'],
    });
    const shopper = await createUser(t.app, 'dreamer');
    const board = await createBoard(t.app, shopper, product.id, {
      items: 'board_title: My Year\ndreams: Travel, a garden',
      photo: false,
    });
    t.app.generation.setProvider(createProvider(t.app.config.generation));
    const res = await generate(t.app, shopper, { visionBoardId: board.id });
    expect(res.statusCode, res.body).toBe(201);
    const done = await waitForFinished(t.app, res.json().id, 60_000);
    expect(done.status).toBe('succeeded');
  });
});
