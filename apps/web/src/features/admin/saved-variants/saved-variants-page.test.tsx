import type { BlueprintList } from '@atelier/shared/schemas/admin-blueprints';
import type { RegressionRun, SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { COMPARE_LIMIT_MESSAGE, AdminSavedVariantsPage } from './saved-variants-page';

const PRODUCT = 'eeeeeeee-0000-4000-8000-000000000005';
const BLUEPRINT = 'bbbbbbbb-0000-4000-8000-000000000006';
const V1 = '11111111-0000-4000-8000-000000000001';
const V2 = '22222222-0000-4000-8000-000000000002';
const id = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

const variant = (n: number, over: Partial<SavedVariant> = {}): SavedVariant => ({
  id: id(n),
  artworkId: id(100 + n),
  purpose: 'test_run',
  status: 'succeeded',
  blueprintId: BLUEPRINT,
  product: { id: PRODUCT, title: 'Baptism Portrait' },
  version: { id: V1, version: 1 },
  draft: null,
  values: { subject_name: 'Grace', message: 'Walking in the light' },
  photos: [],
  seed: 1000 + n,
  provider: 'local',
  model: 'studio-2',
  durationMs: 2300,
  costCents: 0,
  score: null,
  note: '',
  inRegressionSet: false,
  phash: null,
  sourceArtworkId: null,
  sourceVariantId: null,
  regressionRunId: null,
  previewUrl: `/api/admin/saved-variants/${id(n)}/image?size=preview`,
  lastError: null,
  createdBy: { id: 'admin-1', name: 'Owner', email: 'owner@shop.test' },
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
  ...over,
});

const blueprints: BlueprintList = {
  items: [
    {
      id: BLUEPRINT,
      product: { id: PRODUCT, title: 'Baptism Portrait', slug: 'baptism', status: 'active' },
      kind: 'portrait',
      live: { id: V2, version: 2 },
      versionCount: 2,
      lastChange: { at: '2026-11-28T07:00:00.000Z', by: null, what: 'Version 2 made live' },
    },
  ],
};

/** The grid once its first page is shown. */
async function loadedGrid() {
  const grid = await screen.findByRole('list', { name: 'Saved variants' });
  await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0));
  return grid;
}

function setup(path = '/admin/saved-variants', page1?: SavedVariant[]) {
  const first = page1 ?? [
    variant(1),
    variant(2, {
      version: { id: V2, version: 2 },
      values: { subject_name: 'Noah', message: 'Walking in the light' },
    }),
    variant(3, { status: 'running', previewUrl: null, durationMs: null }),
  ];
  let patched: SavedVariant | null = null;
  let deleted = false;
  const fetch = stubFetch({
    'GET /api/admin/saved-variants': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('cursor')) return json({ items: [variant(4), variant(5)], nextCursor: null });
      const items = first
        .filter((v) => !(deleted && v.id === id(1)))
        .map((v) => (patched && v.id === patched.id ? patched : v));
      return json({ items, nextCursor: 'cursor-1' });
    },
    'GET /api/admin/blueprints': () => json(blueprints),
    [`GET /api/admin/blueprints/${BLUEPRINT}`]: () =>
      json({
        versions: [
          {
            id: V2,
            version: 2,
            isLive: true,
            changeNote: 'Warmer',
            author: null,
            createdAt: '',
            provider: 'local',
          },
          {
            id: V1,
            version: 1,
            isLive: false,
            changeNote: 'First version',
            author: null,
            createdAt: '',
            provider: 'local',
          },
        ],
      }),
    [`PATCH /api/admin/saved-variants/${id(1)}`]: ({ init }) => {
      const body = bodyOf(init) as { updatedAt: string; score: number; note: string };
      if (body.updatedAt !== '2026-11-28T08:00:00.000Z')
        return json(
          {
            error: {
              code: 'STALE_EDIT',
              message: 'Someone else changed this saved variant after you opened it.',
            },
          },
          409,
        );
      patched = { ...variant(1), score: body.score, note: body.note, inRegressionSet: true };
      return json(patched);
    },
    [`DELETE /api/admin/saved-variants/${id(1)}`]: () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
    [`POST /api/admin/saved-variants/${id(1)}/promote`]: () =>
      json({
        target: 'gallery',
        imageKey: 'static-assets/images/x.jpg',
        galleryItemId: id(9),
        productId: null,
      }),
    'GET /api/admin/categories': () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
  });
  const view = renderAdmin(<AdminSavedVariantsPage />, path);
  const listUrls = () =>
    callsTo(fetch, 'GET', '/api/admin/saved-variants').map(
      (c) => new URL(c.url, 'http://x').searchParams,
    );
  return { fetch, ...view, listUrls, user: userEvent.setup() };
}

describe('AdminSavedVariantsPage', () => {
  it('shows each variant with what made it, its status while running, and loads more by cursor', async () => {
    const { user, listUrls } = setup();
    const grid = await loadedGrid();
    const first = within(grid).getByRole('listitem', { name: 'Baptism Portrait · v1 · seed 1001' });
    expect(within(first).getByText('Test run · seed 1001 · local · studio-2')).toBeInTheDocument();
    expect(within(first).getByText('2.3 s · No charge')).toBeInTheDocument();
    expect(within(first).getByText('Not scored')).toBeInTheDocument();
    const running = within(grid).getByRole('listitem', { name: /seed 1003/ });
    expect(within(running).getByRole('status')).toHaveTextContent('Rendering…');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(grid).findByRole('listitem', { name: /seed 1005/ });
    expect(listUrls().at(-1)!.get('cursor')).toBe('cursor-1');
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });

  it('keeps the filters in the URL and sends them to the list', async () => {
    const { user, router, listUrls } = setup();
    await loadedGrid();
    await user.selectOptions(screen.getByLabelText('Product'), PRODUCT);
    await waitFor(() => expect(router.state.location.search).toContain(`productId=${PRODUCT}`));
    await user.selectOptions(await screen.findByLabelText('Version'), 'draft');
    await user.selectOptions(screen.getByLabelText('Score'), '4');
    await user.selectOptions(screen.getByLabelText('Regression set'), 'true');
    await waitFor(() => {
      const q = listUrls().at(-1)!;
      expect([
        q.get('productId'),
        q.get('version'),
        q.get('minScore'),
        q.get('inRegressionSet'),
      ]).toEqual([PRODUCT, 'draft', '4', 'true']);
    });
    expect(router.state.location.search).toContain('score=4');
  });

  it('compares two to four variants side by side and marks the inputs that differ', async () => {
    const { user } = setup(
      '/admin/saved-variants',
      [1, 2, 3, 4, 5].map((n) =>
        variant(n, { values: { subject_name: n === 2 ? 'Noah' : 'Grace', message: 'Hi' } }),
      ),
    );
    const grid = await loadedGrid();
    const compare = screen.getByRole('button', { name: 'Compare (0)' });
    expect(compare).toBeDisabled();
    const boxes = within(grid).getAllByRole('checkbox', { name: 'Compare' });
    await user.click(boxes[0]!);
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    for (const box of boxes.slice(1, 4)) await user.click(box);
    await user.click(boxes[4]!);
    expect(screen.getByText(COMPARE_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(boxes[4]).not.toBeChecked();
    await user.click(boxes[3]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));
    const view = screen.getByRole('region', { name: 'Compare variants' });
    expect(within(view).getByRole('heading', { name: 'Comparing 2 variants' })).toBeInTheDocument();
    const cols = within(view).getAllByRole('listitem');
    expect(cols).toHaveLength(2);
    // subject_name differs (Grace vs Noah) and is marked; message does not.
    expect(within(cols[0]!).getByText('(differs)', { exact: false })).toBeInTheDocument();
    expect(within(cols[1]!).getByText('Noah')).toBeInTheDocument();
    expect(within(cols[1]!).getByText('Noah').tagName).toBe('MARK');
    expect(within(cols[0]!).getByText('Hi').tagName).toBe('DD');
    await user.click(within(view).getByRole('button', { name: 'Close comparison' }));
    expect(screen.queryByRole('region', { name: 'Compare variants' })).not.toBeInTheDocument();
  });

  it('saves the score, note and regression-set mark with the version it edits; deletes behind a confirm', async () => {
    const { user, fetch } = setup();
    const grid = await loadedGrid();
    await user.click(
      within(grid).getByRole('button', { name: 'Details of Baptism Portrait · v1 · seed 1001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Baptism Portrait · v1 · seed 1001' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Warmer light, keep');
    await user.click(within(dialog).getByRole('checkbox', { name: /regression set/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', `/api/admin/saved-variants/${id(1)}`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'PATCH', `/api/admin/saved-variants/${id(1)}`)[0]!.init)).toEqual({
      score: 4,
      note: 'Warmer light, keep',
      inRegressionSet: true,
      updatedAt: '2026-11-28T08:00:00.000Z',
    });
    const card = await within(grid).findByRole('listitem', {
      name: 'Baptism Portrait · v1 · seed 1001',
    });
    await within(card).findByText('★★★★☆ (4 of 5)');
    expect(within(card).getByText('In regression set')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Details/ }));
    const again = await screen.findByRole('dialog', { name: 'Baptism Portrait · v1 · seed 1001' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this variant?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete variant' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'DELETE', `/api/admin/saved-variants/${id(1)}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(grid).queryByRole('listitem', { name: 'Baptism Portrait · v1 · seed 1001' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('a stale edit is refused with the reason and nothing changes on the card', async () => {
    const { user } = setup('/admin/saved-variants', [
      variant(1, { updatedAt: '2026-11-28T07:59:00.000Z' }),
    ]);
    const grid = await loadedGrid();
    await user.click(within(grid).getByRole('button', { name: /Details/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this saved variant/)).toBeInTheDocument();
    expect(within(grid).getByText('Not scored')).toBeInTheDocument();
  });

  it('promotes a variant to a gallery item and says where it shows', async () => {
    const { user, fetch } = setup();
    const grid = await loadedGrid();
    await user.click(
      within(grid).getByRole('button', { name: 'Details of Baptism Portrait · v1 · seed 1001' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Promote to the storefront' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    expect(within(dialog).getByText('A gallery item needs a title.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toBeDisabled();
    await user.type(title, 'Grace at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByText(/It is in the gallery now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(
      bodyOf(callsTo(fetch, 'POST', `/api/admin/saved-variants/${id(1)}/promote`)[0]!.init),
    ).toEqual({
      target: 'gallery',
      title: 'Grace at dawn',
      categoryId: null,
    });
  });

  it('shows a regression run: each re-run beside its original, the biggest change first', async () => {
    const run: RegressionRun = {
      id: id(50),
      blueprintId: BLUEPRINT,
      version: { id: V2, version: 2 },
      createdBy: null,
      createdAt: '2026-11-28T08:10:00.000Z',
      total: 3,
      finished: 2,
      failed: 0,
      maxDistance: 23,
      results: [
        {
          original: variant(1),
          rerun: variant(11, { purpose: 'regression', version: { id: V2, version: 2 } }),
          distance: 23,
        },
        {
          original: variant(2),
          rerun: variant(12, { purpose: 'regression', version: { id: V2, version: 2 } }),
          distance: 0,
        },
        {
          original: variant(3),
          rerun: variant(13, { purpose: 'regression', status: 'running', previewUrl: null }),
          distance: null,
        },
      ],
    };
    stubFetch({
      [`GET /api/admin/regression-runs/${id(50)}`]: () => json(run),
      'GET /api/admin/saved-variants': () => json({ items: [], nextCursor: null }),
      'GET /api/admin/blueprints': () => json(blueprints),
    });
    renderAdmin(<AdminSavedVariantsPage />, `/admin/saved-variants?run=${id(50)}`);
    const section = await screen.findByRole('region', { name: 'Regression run' });
    expect(
      within(section).getByRole('heading', { name: 'Regression run on v2' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('2 of 3 done · biggest change 23 / 64')).toBeInTheDocument();
    const items = within(
      within(section).getByRole('list', { name: 'Results, biggest change first' }),
    ).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Baptism Portrait · v1 · seed 1001: changed 23 of 64',
      'Baptism Portrait · v1 · seed 1002: changed 0 of 64',
      'Baptism Portrait · v1 · seed 1003: Rendering…',
    ]);
    expect(within(items[1]!).getByText('Changed 0 / 64 (looks the same)')).toBeInTheDocument();
  });
});
