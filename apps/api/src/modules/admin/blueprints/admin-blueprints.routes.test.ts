import {
  BLUEPRINT_MESSAGES,
  type BlueprintDetail,
  type BlueprintDraftInput,
  type BlueprintVersion,
} from '@atelier/shared/schemas/admin-blueprints';
import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { blueprintLiveMoves, blueprintVersions } from '../../../db/schema/blueprints';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createBoard,
  createUser,
  generate,
  scriptedProvider,
  waitForFinished,
  type TestUser,
} from '../../generation/generation.test-helpers';
import { loadArtworkSource } from '../../prints/imaging/artwork-source';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { createProductAs } from '../products/admin-products.test-helpers';

// /api/admin/blueprints (decision 025): numbered versions that never change, a live pointer
// that only the make-live route moves (each move recorded and audited), checks on save, and
// artworks that keep the version that made them.

const URL = '/api/admin/blueprints';
const UNKNOWN = '6f1c1b8e-0000-4000-8000-000000000000';

const draft = (over: Partial<BlueprintDraftInput> = {}): BlueprintDraftInput => ({
  promptTemplate: 'A watercolour of {{subject_name}}, {{message}}',
  negativePrompt: 'blurry',
  captionTemplate: '{{subject_name}}',
  fieldRoles: { subject_name: { role: 'title' } },
  stylePreset: 'divine-glow',
  studioSettings: { watercolor: { palette: null, frame: 'oak', light: null, type: null } },
  provider: 'local',
  model: null,
  width: 1024,
  height: 1280,
  ...over,
});

describe('/api/admin/blueprints', () => {
  let t: TestApp;
  let admin: AdminClient;
  let shopper: TestUser;
  let product: AdminProduct;
  let blueprintId: string;
  const provider = scriptedProvider([]);

  const detail = async () => {
    const res = await admin.send('GET', `${URL}/${blueprintId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BlueprintDetail>();
  };
  const versionCount = async () =>
    (
      await t.app.db
        .select({ n: count() })
        .from(blueprintVersions)
        .where(eq(blueprintVersions.blueprintId, blueprintId))
    )[0]!.n;
  const save = (body: object) => admin.send('POST', `${URL}/${blueprintId}/versions`, body);
  const makeLive = (versionId: string, expectedLiveVersionId: string) =>
    admin.send('POST', `${URL}/${blueprintId}/live`, { versionId, expectedLiveVersionId });
  /** Queues and finishes one artwork of the product for the shopper; answers its row. */
  const newArtwork = async () => {
    const board = await createBoard(t.app, shopper, product.id, {
      items: 'subject_name: Grace\nmessage: Walking in the light',
    });
    const res = await generate(t.app, shopper, { visionBoardId: board.id });
    expect(res.statusCode, res.body).toBe(201);
    return waitForFinished(t.app, res.json().id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app, 'bp-admin');
    shopper = await createUser(t.app, 'bp-shopper');
    await t.app.db.update(users).set({ generationsLimit: 100 }).where(eq(users.id, shopper.id));
    t.app.generation.setProvider(provider);
    await t.app.generation.startWorker();
    product = await createProductAs(t.app, admin, { status: 'active' });
    blueprintId = product.activeBlueprint!.blueprintId!;
  });
  afterAll(() => t.close());

  it('lists every blueprint and shows one with its fields, live version, versions and history', async () => {
    const list = await admin.send('GET', URL);
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((i: { id: string }) => i.id === blueprintId);
    expect(item).toMatchObject({
      product: { id: product.id, title: product.title, status: 'active' },
      kind: 'portrait',
      live: { version: 1 },
      versionCount: 1,
      lastChange: { what: 'Version 1 made live', by: { id: admin.id } },
    });
    const d = await detail();
    expect(d.fields.map((f) => f.fieldName)).toEqual(product.fields.map((f) => f.fieldName));
    expect(d.fields.find((f) => f.fieldName === 'art_style')!.options).toEqual([
      'Watercolour',
      'Oil',
    ]);
    expect(d.live).toMatchObject({
      version: 1,
      isLive: true,
      changeNote: 'First version',
      author: { id: admin.id, email: admin.email },
      provider: 'local',
    });
    expect(d.versions).toHaveLength(1);
    expect(d.liveHistory).toEqual([
      expect.objectContaining({ from: null, to: { id: d.live.id, version: 1 } }),
    ]);
    // Only the local studio: the test server has no OpenAI or Replicate key.
    expect(d.providers).toEqual(['local']);
    expect(d.warnings).toEqual([]);
  });

  it('answers 404 with the message for an unknown blueprint or version', async () => {
    for (const [method, url, body] of [
      ['GET', `${URL}/${UNKNOWN}`, undefined],
      ['POST', `${URL}/${UNKNOWN}/versions`, { draft: draft(), changeNote: 'x' }],
      ['POST', `${URL}/${UNKNOWN}/preview`, { draft: draft() }],
      ['POST', `${URL}/${UNKNOWN}/live`, { versionId: UNKNOWN, expectedLiveVersionId: UNKNOWN }],
    ] as const) {
      const res = await admin.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(BLUEPRINT_MESSAGES.notFound);
    }
    const res = await admin.send('GET', `${URL}/${blueprintId}/versions/${UNKNOWN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(BLUEPRINT_MESSAGES.versionNotFound);
    const live = await makeLive(UNKNOWN, (await detail()).live.id);
    expect(live.statusCode).toBe(404);
    expect(live.json().error.message).toBe(BLUEPRINT_MESSAGES.versionNotFound);
  });

  it.each([
    [
      'an unknown placeholder',
      { promptTemplate: 'A portrait of {{nickname}}' },
      BLUEPRINT_MESSAGES.unknownPlaceholder('nickname'),
    ],
    [
      'an unknown placeholder in the caption',
      { captionTemplate: '{{verse}}' },
      BLUEPRINT_MESSAGES.unknownPlaceholder('verse'),
    ],
    [
      'a role on a missing field',
      { fieldRoles: { baptism_date: { role: 'date' } } },
      BLUEPRINT_MESSAGES.roleOnMissingField('baptism_date'),
    ],
    [
      "a vision-board style's settings on a portrait",
      { studioSettings: { cork: { palette: null, frame: null, light: null, type: null } } },
      BLUEPRINT_MESSAGES.styleNotOfKind('cork'),
    ],
    [
      'a provider without its key',
      { provider: 'openai' },
      BLUEPRINT_MESSAGES.providerNotConfigured('openai'),
    ],
  ] as const)('refuses %s with a 400 naming it, and saves nothing', async (_, over, message) => {
    const before = await versionCount();
    const audits = (await t.app.db.select({ n: count() }).from(auditLog))[0]!.n;
    const res = await save({ draft: draft(over as Partial<BlueprintDraftInput>), changeNote: 'x' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await versionCount()).toBe(before);
    expect((await t.app.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits);
  });

  it('refuses a body without a change note the way other admin areas do (400)', async () => {
    const res = await save({ draft: draft(), changeNote: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(BLUEPRINT_MESSAGES.changeNote);
  });

  it('previews a draft with sample values: no version, no job, no audit entry', async () => {
    const before = await versionCount();
    const audits = (await t.app.db.select({ n: count() }).from(auditLog))[0]!.n;
    const res = await admin.send('POST', `${URL}/${blueprintId}/preview`, {
      draft: draft({
        promptTemplate: 'A portrait of {{subject_name}} {{nickname}}',
        fieldRoles: {
          subject_name: { role: 'title' },
          add_halo: { role: 'toggle', element: 'halo' },
        },
      }),
      values: { subject_name: 'Grace', add_halo: 'true', art_style: 'Watercolour', message: 'Hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      prompt: 'A portrait of Grace',
      caption: 'Grace',
      negativePrompt: 'blurry',
      brief: { title: 'Grace', elements: ['halo'], style: { name: 'Watercolour' }, notes: ['Hi'] },
      unknownPlaceholders: ['nickname'],
      // palette: a select is a detail by its type; nothing is unused here.
      warnings: [],
    });
    expect(await versionCount()).toBe(before);
    expect((await t.app.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits);
  });

  it('saving makes version N+1 and leaves live alone; moves change only later artworks, which record their version', async () => {
    const v1 = (await detail()).live;
    const a1 = await newArtwork();
    expect(a1.blueprintVersionId).toBe(v1.id);
    expect(a1).toMatchObject({ provider: 'local', model: 'studio-2' });

    const saved = await save({
      draft: draft({ promptTemplate: 'Version two of {{subject_name}}' }),
      changeNote: 'A shorter prompt',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const v2 = saved.json<BlueprintVersion>();
    expect(v2).toMatchObject({
      version: 2,
      isLive: false,
      changeNote: 'A shorter prompt',
      author: { id: admin.id },
      blueprintId,
      studioSettings: { watercolor: { frame: 'oak' } },
    });
    const got = await admin.send('GET', `${URL}/${blueprintId}/versions/${v2.id}`);
    expect(got.json()).toEqual(v2);
    expect((await detail()).live.id).toBe(v1.id);
    // Saved, not live: a new artwork still takes version 1.
    const a2 = await newArtwork();
    expect(a2.blueprintVersionId).toBe(v1.id);

    // Make version 2 live: the next artwork takes it, with its studio settings.
    const moved = await makeLive(v2.id, v1.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BlueprintDetail>().live).toMatchObject({ id: v2.id, isLive: true });
    const a3 = await newArtwork();
    expect(a3.blueprintVersionId).toBe(v2.id);
    expect(provider.calls.at(-1)!.prompt).toBe('Version two of Grace');
    expect(provider.calls.at(-1)!.studioSettings).toEqual(v2.studioSettings);

    // Roll back to version 1.
    const back = await makeLive(v1.id, v2.id);
    expect(back.statusCode, back.body).toBe(200);
    const a4 = await newArtwork();
    expect(a4.blueprintVersionId).toBe(v1.id);

    // The earlier artwork made by version 2 keeps it: its re-render (print file, full PNG)
    // reads version 2, not the live version 1.
    const source = await loadArtworkSource(
      { db: t.app.db, storage: t.app.storage, log: t.app.log },
      a3.id,
    );
    expect(source.input.prompt).toBe('Version two of Grace');
    expect(source.input.studioSettings).toEqual(v2.studioSettings);
    expect(source.input.seed).toBe(a3.seed);
    const first = await loadArtworkSource(
      { db: t.app.db, storage: t.app.storage, log: t.app.log },
      a1.id,
    );
    expect(first.input.prompt).toContain('Grace');
    expect(first.input.prompt).not.toContain('Version two');

    // Every move: a live move row and an audit entry (who, from, to); detail shows them.
    const d = await detail();
    expect(d.liveHistory.slice(0, 2)).toEqual([
      expect.objectContaining({
        by: expect.objectContaining({ id: admin.id }),
        from: { id: v2.id, version: 2 },
        to: { id: v1.id, version: 1 },
      }),
      expect.objectContaining({
        by: expect.objectContaining({ id: admin.id }),
        from: { id: v1.id, version: 1 },
        to: { id: v2.id, version: 2 },
      }),
    ]);
    const moves = await t.app.db
      .select()
      .from(blueprintLiveMoves)
      .where(eq(blueprintLiveMoves.blueprintId, blueprintId));
    expect(moves).toHaveLength(3);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'blueprints'), eq(auditLog.action, 'make-live')))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(entries.map((e) => [e.actorId, e.entityId, e.before, e.after])).toEqual([
      [
        admin.id,
        blueprintId,
        expect.objectContaining({ liveVersionId: v2.id }),
        expect.objectContaining({ liveVersionId: v1.id }),
      ],
      [
        admin.id,
        blueprintId,
        expect.objectContaining({ liveVersionId: v1.id }),
        expect.objectContaining({ liveVersionId: v2.id }),
      ],
    ]);
    const [saveEntry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'blueprints'), eq(auditLog.action, 'save-version')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(saveEntry).toMatchObject({
      actorId: admin.id,
      entityId: blueprintId,
      after: { changeNote: 'A shorter prompt' },
    });
  });

  it('a stale live move is a 409 and moves nothing; making the live version live is a 409', async () => {
    const d = await detail();
    const other = d.versions.find((v) => !v.isLive)!;
    const moves = (await t.app.db.select({ n: count() }).from(blueprintLiveMoves))[0]!.n;
    const stale = await makeLive(other.id, other.id);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.message).toBe(BLUEPRINT_MESSAGES.staleLive);
    const already = await makeLive(d.live.id, d.live.id);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe(BLUEPRINT_MESSAGES.alreadyLive);
    expect((await detail()).live.id).toBe(d.live.id);
    expect((await t.app.db.select({ n: count() }).from(blueprintLiveMoves))[0]!.n).toBe(moves);
  });

  it('versions are immutable: no route changes one, and the database refuses any UPDATE', async () => {
    const { live } = await detail();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await admin.send(method, `${URL}/${blueprintId}/versions/${live.id}`, {
        draft: draft({ promptTemplate: 'changed' }),
        changeNote: 'x',
      });
      expect(res.statusCode, method).toBe(404);
    }
    await expect(
      t.app.db.execute(
        sql`UPDATE blueprint_versions SET prompt_template = 'changed' WHERE id = ${live.id}`,
      ),
    ).rejects.toSatisfy((err: Error) =>
      /blueprint_versions are immutable/.test(`${err.message} ${String(err.cause)}`),
    );
    const [row] = await t.app.db
      .select()
      .from(blueprintVersions)
      .where(eq(blueprintVersions.id, live.id));
    expect(row!.promptTemplate).toBe(live.promptTemplate);
  });

  it('a shopper gets 403 on every blueprint route', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['GET', `${URL}/${blueprintId}`],
      ['GET', `${URL}/${blueprintId}/versions/${UNKNOWN}`],
      ['POST', `${URL}/${blueprintId}/versions`],
      ['POST', `${URL}/${blueprintId}/live`],
      ['POST', `${URL}/${blueprintId}/preview`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: shopper.headers, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
