import { describe, expect, it } from 'vitest';
import { REDACTED, auditTarget, changedFields, entryFields, redact } from './audit-writes';

describe('auditTarget: the entity and action a write route records', () => {
  const target = (method: string, url: string, config?: Parameters<typeof auditTarget>[2]) => {
    const { entity, action, idParam } = auditTarget(method, url, config);
    return { entity, action, idParam };
  };

  it('names create, update and delete from the method on a collection or a row', () => {
    expect(target('POST', '/api/admin/products')).toEqual({
      entity: 'products',
      action: 'create',
      idParam: 'id',
    });
    expect(target('PUT', '/api/admin/products/:id')).toMatchObject({
      entity: 'products',
      action: 'update',
    });
    expect(target('PATCH', '/api/admin/gallery/:id')).toMatchObject({
      entity: 'gallery',
      action: 'update',
    });
    expect(target('DELETE', '/api/admin/categories/:id')).toMatchObject({
      entity: 'categories',
      action: 'delete',
    });
    expect(target('PUT', '/api/admin/settings')).toMatchObject({
      entity: 'settings',
      action: 'update',
    });
  });

  it('takes the words after the row as the action, and keeps a nested area as the entity', () => {
    expect(target('POST', '/api/admin/products/:id/archive')).toMatchObject({
      entity: 'products',
      action: 'archive',
    });
    expect(target('POST', '/api/admin/users/:userId/credits')).toEqual({
      entity: 'users',
      action: 'credits',
      idParam: 'userId',
    });
    expect(target('PUT', '/api/admin/pricing/plans/:id')).toMatchObject({
      entity: 'pricing/plans',
      action: 'update',
    });
    expect(target('POST', '/api/admin/orders/:id/notes/:noteId')).toMatchObject({
      entity: 'orders',
      action: 'notes',
    });
  });

  it('reads a collection verb (reorder, bulk) as the action, not as part of the entity', () => {
    for (const area of ['gallery', 'testimonials', 'categories'])
      expect(target('POST', `/api/admin/${area}/reorder`)).toMatchObject({
        entity: area,
        action: 'reorder',
      });
    expect(target('POST', '/api/admin/orders/bulk')).toMatchObject({
      entity: 'orders',
      action: 'bulk',
    });
    // A path that is only the verb stays an entity of that name.
    expect(target('POST', '/api/admin/reorder')).toMatchObject({ entity: 'reorder' });
  });

  it('lets the route config say otherwise', () => {
    expect(
      auditTarget('POST', '/api/admin/orders/:id/actions', {
        entity: 'orders',
        actionField: 'action',
      }),
    ).toMatchObject({ entity: 'orders', action: 'actions', actionField: 'action' });
    expect(
      auditTarget('POST', '/api/admin/products/:id/duplicate', { idFromAnswer: true }),
    ).toMatchObject({ action: 'duplicate', idFromAnswer: true });
    expect(auditTarget('POST', '/api/admin/images', { idField: 'key' })).toMatchObject({
      entity: 'images',
      action: 'create',
      idField: 'key',
    });
    expect(
      target('POST', '/api/admin/x/:id/y', { entity: 'e', action: 'a', idParam: 'p' }),
    ).toEqual({ entity: 'e', action: 'a', idParam: 'p' });
  });
});

describe('changedFields: what the entry holds', () => {
  it('keeps only the fields that changed, as they were and as they became', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      changedFields(
        { id: 'p1', title: 'Old', price: 100, tags: ['a'], updatedAt: at, same: { x: 1 } },
        {
          id: 'p1',
          title: 'New',
          price: 100,
          tags: ['a', 'b'],
          updatedAt: new Date('2026-01-02T00:00:00Z'),
          same: { x: 1 },
        },
      ),
    ).toEqual({
      before: { title: 'Old', tags: ['a'], updatedAt: '2026-01-01T00:00:00.000Z' },
      after: { title: 'New', tags: ['a', 'b'], updatedAt: '2026-01-02T00:00:00.000Z' },
    });
  });

  it('holds a field that appeared or went on one side only', () => {
    expect(changedFields({ a: 1, gone: 'x' }, { a: 1, added: null })).toEqual({
      before: { gone: 'x' },
      after: { added: null },
    });
  });

  it('holds the whole row when there is none on the other side (create, delete)', () => {
    expect(changedFields(null, { id: 'c1', name: 'Pets' })).toEqual({
      before: null,
      after: { id: 'c1', name: 'Pets' },
    });
    expect(changedFields({ id: 'c1', name: 'Pets' }, null)).toEqual({
      before: { id: 'c1', name: 'Pets' },
      after: null,
    });
    expect(changedFields(null, null)).toEqual({ before: null, after: null });
  });

  it('never lets a secret value through: a changed secret shows only that it changed', () => {
    const diff = changedFields(
      { email: 'a@x.test', passwordHash: 'h1', stripe: { apiKey: 'sk_live_1', mode: 'live' } },
      { email: 'b@x.test', passwordHash: 'h2', stripe: { apiKey: 'sk_live_2', mode: 'live' } },
    );
    expect(diff).toEqual({
      before: {
        email: 'a@x.test',
        passwordHash: REDACTED,
        stripe: { apiKey: REDACTED, mode: 'live' },
      },
      after: {
        email: 'b@x.test',
        passwordHash: REDACTED,
        stripe: { apiKey: REDACTED, mode: 'live' },
      },
    });
    const created = changedFields(null, {
      email: 'c@x.test',
      password: 'hunter2',
      nested: [{ accessToken: 't', clientSecret: 's', ok: 1 }],
    });
    expect(JSON.stringify(created)).not.toMatch(/hunter2|"t"|"s"/);
    expect(created.after).toEqual({
      email: 'c@x.test',
      password: REDACTED,
      nested: [{ accessToken: REDACTED, clientSecret: REDACTED, ok: 1 }],
    });
  });

  it('keeps ordinary fields that only look alike (an image key, a settings key)', () => {
    expect(redact({ key: 'static-assets/a.jpg', keywords: ['x'] })).toEqual({
      key: 'static-assets/a.jpg',
      keywords: ['x'],
    });
  });
});

describe('entryFields: the changed fields, else what was asked', () => {
  it('holds the changed fields when the row changed', () => {
    expect(entryFields({ status: 'paid' }, { status: 'shipped' }, { action: 'shipped' })).toEqual({
      before: { status: 'paid' },
      after: { status: 'shipped' },
    });
  });

  it('holds the body (secrets redacted) when there is no row to compare (reorder, bulk)', () => {
    expect(entryFields(null, null, { ids: ['a', 'b'], token: 'x' })).toEqual({
      before: null,
      after: { ids: ['a', 'b'], token: REDACTED },
    });
    expect(entryFields(null, null, undefined)).toEqual({ before: null, after: null });
  });

  it('holds the body when the write left its row as it was (a note, a credit grant)', () => {
    const row = { id: 'o1', status: 'paid' };
    expect(entryFields(row, { ...row }, { body: 'Called the customer' })).toEqual({
      before: {},
      after: { body: 'Called the customer' },
    });
    expect(entryFields(row, { ...row }, undefined)).toEqual({ before: {}, after: {} });
  });
});
