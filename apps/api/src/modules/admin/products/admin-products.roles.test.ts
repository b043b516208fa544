import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { liveVersionOfProduct } from '../../blueprints/blueprints.repository';
import { createProvider } from '../../generation/engine';
import type { GenerationInput, ImageProvider } from '../../generation/engine/types';
import { createUser, generate, waitForFinished } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { createProductAs, updateBody } from './admin-products.test-helpers';

// A product built in the admin keeps every answer the shopper gives: its fields get roles from
// their names, labels and types, so the studio's brief holds the name, the date, the verse, the
// chosen style and the halo, and the artwork's heading is the name (the title role), not the
// product's title.

const VERSE = 'Numbers 6:24 — The Lord bless you and keep you';

const BAPTISM_FIELDS = [
  { fieldName: 'photo', fieldLabel: 'Photo of the child', fieldType: 'image' as const },
  // Not named like a title (child_name would be): only its role makes it the heading.
  { fieldName: 'child', fieldLabel: "Child's name", fieldType: 'text' as const, isRequired: true },
  { fieldName: 'baptism_date', fieldLabel: 'Date of baptism', fieldType: 'text' as const },
  {
    fieldName: 'verse',
    fieldLabel: 'Bible verse',
    fieldType: 'select' as const,
    fieldOptions: [VERSE, 'Matthew 19:14 — Let the little children come to me'],
  },
  {
    fieldName: 'look',
    fieldLabel: 'Style',
    fieldType: 'visual_selector' as const,
    fieldOptions: [
      { title: 'Watercolor', imageUrl: 'https://images.example.com/w.jpg', description: 'Soft' },
      { title: 'Renaissance', imageUrl: 'https://images.example.com/r.jpg' },
    ],
  },
  { fieldName: 'halo', fieldLabel: 'Add a halo', fieldType: 'checkbox' as const },
  { fieldName: 'notes', fieldLabel: 'Notes for the artist', fieldType: 'textarea' as const },
];

describe('roles for every field of a product built in the admin', () => {
  let t: TestApp;
  let admin: AdminClient;
  let product: AdminProduct;
  const calls: GenerationInput[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app, 'roles-admin');
    const studio = createProvider(t.app.config.generation);
    const recording: ImageProvider = {
      name: studio.name,
      generate: (input) => {
        calls.push(input);
        return studio.generate(input);
      },
    };
    t.app.generation.setProvider(recording);
    await t.app.generation.startWorker();
    product = await createProductAs(t.app, admin, {
      title: 'Baptism Keepsake Portrait',
      status: 'active',
      fields: BAPTISM_FIELDS,
    });
  });
  afterAll(() => t.close());

  it('the Baptism Keepsake Portrait renders the name, date, verse, style and halo, and is headed by the name', async () => {
    expect(product.roleWarnings).toEqual([]);
    const shopper = await createUser(t.app, 'baptism-parent');
    const items = [
      'child: Eliana Rose',
      'baptism_date: 2026-05-17',
      `verse: ${VERSE}`,
      'look: Watercolor',
      'halo: true',
      'notes: She loves lilies',
    ].join('\n');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vision-boards',
      headers: shopper.headers,
      payload: { productId: product.id, items },
    });
    expect(created.statusCode, created.body).toBe(201);
    const boardId = created.json().id;
    expect(created.json().heading).toBe('Eliana Rose');

    const res = await generate(t.app, shopper, { visionBoardId: boardId });
    expect(res.statusCode, res.body).toBe(201);
    const done = await waitForFinished(t.app, res.json().id, 60_000);
    expect(done.status, done.lastError ?? '').toBe('succeeded');
    const live = await liveVersionOfProduct(t.app.db, product.id);
    expect(done).toMatchObject({ blueprintVersionId: live!.id, provider: 'local' });

    const [input] = calls;
    expect(input!.brief).toMatchObject({
      title: 'Eliana Rose',
      date: 'May 17, 2026',
      verses: [VERSE],
      style: { name: 'Watercolor' },
      elements: ['halo'],
      notes: ['She loves lilies'],
    });
    expect(input!.caption).toBe('Eliana Rose');

    const board = await t.app.inject({
      method: 'GET',
      url: `/api/vision-boards/${boardId}`,
      headers: shopper.headers,
    });
    expect(board.json()).toMatchObject({
      heading: 'Eliana Rose',
      productTitle: 'Baptism Keepsake Portrait',
    });
  });

  it("an edit that adds fields makes a live version with their roles, keeping the owner's, and warns of fields no role uses", async () => {
    const before = await liveVersionOfProduct(t.app.db, product.id);
    const fields = [
      ...product.fields.map(({ sortOrder: _s, ...f }) => f),
      { fieldName: 'godparents', fieldLabel: 'Godparents', fieldType: 'text' as const },
      { fieldName: 'add_wings', fieldLabel: 'Angel wings', fieldType: 'checkbox' as const },
      { fieldName: 'sparkle', fieldLabel: 'Sparkle', fieldType: 'checkbox' as const },
    ];
    const res = await admin.send(
      'PUT',
      `/api/admin/products/${product.id}`,
      updateBody(product, { fields }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // A second text field (the title is taken) and a checkbox naming nothing the studio draws
    // play no role, and no template names them: the answer says so.
    expect(res.json<AdminProduct>().roleWarnings).toEqual([
      BLUEPRINT_MESSAGES.unusedField('godparents'),
      BLUEPRINT_MESSAGES.unusedField('sparkle'),
    ]);
    const after = (await liveVersionOfProduct(t.app.db, product.id))!;
    expect(after).toMatchObject({
      version: before!.version + 1,
      changeNote: 'Roles for the new fields: add_wings',
      authorId: admin.id,
      promptTemplate: before!.promptTemplate,
    });
    expect(after.fieldRoles).toEqual({
      ...before!.fieldRoles,
      add_wings: { role: 'toggle', element: 'wings' },
    });
  });
});
