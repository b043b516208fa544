import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createBoard,
  createUser,
  generate,
  waitForFinished,
  type TestUser,
} from '../../generation/generation.test-helpers';
import { startImagesApi } from '../../generation/worker-process.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { createProductAs } from '../products/admin-products.test-helpers';

// A version's provider is the one its artworks run on, when this server has its key: the
// server's own provider is the local studio, the live version names OpenAI (a stand-in API),
// and each artwork records the provider and model that made it.

describe('a blueprint version chooses the provider of its artworks', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof startImagesApi>>;
  let admin: AdminClient;
  let shopper: TestUser;

  beforeAll(async () => {
    api = await startImagesApi([]);
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: api.baseUrl });
    admin = await newAdmin(t.app, 'provider-admin');
    shopper = await createUser(t.app, 'provider-shopper');
    await t.app.generation.startWorker();
  });
  afterAll(async () => {
    await t.close();
    api.close();
  });

  it('openai for the version that names it, the local studio after the rollback', async () => {
    expect(t.app.config.generation.provider).toBe('local');
    const product = await createProductAs(t.app, admin, { status: 'active' });
    const id = product.activeBlueprint!.blueprintId!;
    const detail = (await admin.send('GET', `/api/admin/blueprints/${id}`)).json<BlueprintDetail>();
    expect(detail.providers).toEqual(['local', 'openai']);
    const { live } = detail;
    const saved = await admin.send('POST', `/api/admin/blueprints/${id}/versions`, {
      draft: {
        promptTemplate: live.promptTemplate,
        negativePrompt: live.negativePrompt,
        captionTemplate: live.captionTemplate,
        fieldRoles: live.fieldRoles,
        stylePreset: live.stylePreset,
        provider: 'openai',
        model: 'gpt-image-test',
        width: 1024,
        height: 1536,
      },
      changeNote: 'Try OpenAI',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const moved = await admin.send('POST', `/api/admin/blueprints/${id}/live`, {
      versionId: saved.json().id,
      expectedLiveVersionId: live.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const run = async () => {
      const board = await createBoard(t.app, shopper, product.id, {
        items: 'subject_name: Grace\nmessage: Hello',
      });
      const res = await generate(t.app, shopper, { visionBoardId: board.id });
      expect(res.statusCode, res.body).toBe(201);
      return waitForFinished(t.app, res.json().id, 60_000);
    };
    const byOpenAI = await run();
    expect(byOpenAI).toMatchObject({
      status: 'succeeded',
      provider: 'openai',
      model: 'gpt-image-test',
      blueprintVersionId: saved.json().id,
    });
    expect(api.requests).toHaveLength(1);

    const back = await admin.send('POST', `/api/admin/blueprints/${id}/live`, {
      versionId: live.id,
      expectedLiveVersionId: saved.json().id,
    });
    expect(back.statusCode, back.body).toBe(200);
    const byStudio = await run();
    expect(byStudio).toMatchObject({ status: 'succeeded', provider: 'local', model: 'studio-2' });
    expect(api.requests).toHaveLength(1);
  });
});
