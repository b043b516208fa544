import type { BlueprintListItem } from '@atelier/shared/schemas/admin-blueprints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminBlueprintsPage } from './blueprints-page';
import { BP, V2 } from './testing/fixtures';

const item = (over: Partial<BlueprintListItem> = {}): BlueprintListItem => ({
  id: BP,
  product: {
    id: 'cccccccc-0000-4000-8000-000000000009',
    title: 'Pet Portrait',
    slug: 'pet-portrait',
    status: 'active',
  },
  kind: 'portrait',
  live: { id: V2, version: 2 },
  versionCount: 3,
  lastChange: {
    at: '2026-11-23T09:00:00.000Z',
    by: { id: 'user-ada', name: 'Ada Lovelace', email: 'ada@example.com' },
    what: 'v3 saved',
  },
  ...over,
});

function setup(items: BlueprintListItem[]) {
  stubFetch({ 'GET /api/admin/blueprints': () => json({ items }) });
  return renderAdmin(<AdminBlueprintsPage />, '/admin/blueprints');
}

describe('AdminBlueprintsPage', () => {
  it('says why the list did not load and asks again', async () => {
    let fail = true;
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/blueprints': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'The database is not answering.' } }, 500)
          : json({ items: [item()] }),
    });
    renderAdmin(<AdminBlueprintsPage />, '/admin/blueprints');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pet Portrait' })).toBeInTheDocument();
  });

  it('lists every product with its live version, version count and last change', async () => {
    setup([
      item(),
      item({
        id: 'b0b0b0b0-0000-4000-8000-000000000002',
        product: { id: 'x', title: 'Dream Board', slug: 'dream-board', status: 'draft' },
        kind: 'vision_board',
        live: { id: V2, version: 1 },
        versionCount: 1,
        lastChange: { at: '2026-11-20T09:00:00.000Z', by: null, what: 'v1 made live' },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Blueprints' });
    const pet = within(
      (await within(table).findByRole('link', { name: 'Pet Portrait' })).closest('tr')!,
    );
    expect(pet.getByRole('link', { name: 'Pet Portrait' })).toHaveAttribute(
      'href',
      `/admin/blueprints/${BP}`,
    );
    expect(pet.getByText('v2')).toBeInTheDocument();
    expect(pet.getByText('3')).toBeInTheDocument();
    expect(pet.getByText('v3 saved')).toBeInTheDocument();
    expect(pet.getByText(/Ada Lovelace · Nov 23, 2026/)).toBeInTheDocument();
    const board = within(within(table).getByRole('link', { name: 'Dream Board' }).closest('tr')!);
    expect(board.getByText('Vision board · draft')).toBeInTheDocument();
    expect(board.getByText(/the system · Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('2 blueprints')).toBeInTheDocument();
  });

  it('says so when there are none, and has no axe violations', async () => {
    const { container } = setup([]);
    expect(await screen.findByText('No products yet, so no blueprints.')).toBeInTheDocument();
    expect(screen.getByText('0 blueprints')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
