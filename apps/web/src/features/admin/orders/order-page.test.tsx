import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminOrderPage } from './orders-pages';
import { VARIANT_MESSAGES } from '@atelier/shared/schemas/admin-variants';
import { A1, O1, orderDetail } from './test/fixtures';

const DETAIL = `/api/admin/orders/${O1}`;
const ACTIONS = `${DETAIL}/actions`;

function setup(
  order: AdminOrderDetail = orderDetail(),
  action: (body: unknown) => Response = (body) =>
    json({ ...order, status: (body as { action: string }).action, actions: [] }),
  more: Parameters<typeof stubFetch>[0] = {},
) {
  const fetch = stubFetch({
    ...more,
    [`GET ${DETAIL}`]: () => json(order),
    [`GET ${DETAIL}/mockup`]: () =>
      new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), {
        headers: { 'content-type': 'image/jpeg' },
      }),
    [`GET ${DETAIL}/print-file`]: () =>
      new Response(new Blob(['print'], { type: 'image/jpeg' }), {
        headers: { 'content-type': 'image/jpeg' },
      }),
    [`POST ${ACTIONS}`]: ({ init }) => action(bodyOf(init)),
  });
  const view = renderAdmin(
    <Routes>
      <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
    </Routes>,
    `/admin/orders/${O1}`,
  );
  return { fetch, container: view.container, user: userEvent.setup() };
}

const actionsSection = () => screen.findByRole('region', { name: 'Actions' });

// jsdom has no object URLs: the mockup and the saved print file get this one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:order-image');
  URL.revokeObjectURL = vi.fn();
});

describe('AdminOrderPage', () => {
  it('shows where the artwork came from when the answer says, the version linking to its blueprint', async () => {
    const blueprint = {
      id: 'b0b0b0b0-0000-4000-8000-000000000001',
      versionId: 'a3a3a3a3-0000-4000-8000-000000000003',
      version: 3,
    };
    setup({
      ...orderDetail(),
      provenance: { blueprint, provider: 'local', model: null, seed: 12345 },
    } as AdminOrderDetail);
    const facts = await screen.findByRole('region', { name: 'Order' });
    const made = (await within(facts).findByText('Made with')).nextElementSibling!;
    expect(made).toHaveTextContent('Blueprint v3 · local · seed 12345');
    expect(within(made as HTMLElement).getByRole('link', { name: 'Blueprint v3' })).toHaveAttribute(
      'href',
      `/admin/blueprints/${blueprint.id}`,
    );
  });

  it('tries the artwork on another version: the version sent, then a link to the variant', async () => {
    const BP = 'b0b0b0b0-0000-4000-8000-000000000001';
    const [V1, V2, V3] = [1, 2, 3].map(
      (n) => `a${n}a${n}a${n}a${n}-0000-4000-8000-00000000000${n}`,
    );
    const PRODUCT = 'cccccccc-0000-4000-8000-000000000009';
    const summary = (n: number, id: string) => ({
      id,
      version: n,
      changeNote: `Change ${n}`,
      author: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      provider: 'local',
      isLive: n === 2,
    });
    let refuse = true;
    const { fetch, user } = setup(
      {
        ...orderDetail(),
        provenance: {
          blueprint: { id: BP, versionId: V3!, version: 3 },
          provider: 'local',
          model: null,
          seed: 12345,
        },
      } as AdminOrderDetail,
      undefined,
      {
        [`GET /api/admin/blueprints/${BP}`]: () =>
          json({
            id: BP,
            product: { id: PRODUCT, title: 'Pet Portrait', slug: 'pet-portrait' },
            versions: [summary(3, V3!), summary(2, V2!), summary(1, V1!)],
          }),
        [`POST /api/admin/artworks/${A1}/replay`]: () =>
          refuse
            ? json(
                { error: { code: 'NOT_FOUND', message: VARIANT_MESSAGES.artworkHasNoProduct } },
                400,
              )
            : json(
                {
                  items: [
                    {
                      id: 'eeeeeeee-0000-4000-8000-000000000001',
                      product: { id: PRODUCT, title: 'Pet Portrait' },
                    },
                  ],
                  regressionRunId: null,
                },
                202,
              ),
      },
    );
    const facts = await screen.findByRole('region', { name: 'Order' });
    await user.click(within(facts).getByRole('button', { name: 'Try on another version' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Try on another version' }));
    const select = await dialog.findByLabelText('Version');
    // It starts on another version than the one that made the artwork.
    expect(select).toHaveDisplayValue('v2 (live) · Change 2');
    expect(dialog.getByRole('option', { name: 'v3 (made it) · Change 3' })).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
    await user.selectOptions(select, V1!);
    await user.click(dialog.getByRole('button', { name: 'Run on v1' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      VARIANT_MESSAGES.artworkHasNoProduct,
    );
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Run on v1' }));
    expect(await dialog.findByRole('link', { name: 'See it in saved variants' })).toHaveAttribute(
      'href',
      `/admin/saved-variants?productId=${PRODUCT}`,
    );
    expect(dialog.getByText(/Started on v1: 1 variant/)).toBeInTheDocument();
    const calls = callsTo(fetch, 'POST', `/api/admin/artworks/${A1}/replay`);
    expect(calls.map((c) => bodyOf(c.init))).toEqual([{ versionId: V1 }, { versionId: V1 }]);
  });

  it('has no provenance line when the answer has none', async () => {
    setup(orderDetail({ provenance: null }));
    const facts = await screen.findByRole('region', { name: 'Order' });
    await within(facts).findByText('Total');
    expect(within(facts).queryByText('Made with')).not.toBeInTheDocument();
  });

  it('shows the order: status, mockup, address, size, prices, print file and timeline', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 3f2a9c1d' })).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Order' });
    expect(within(facts).getByText('12×16 in · Mirror wrap')).toBeInTheDocument();
    expect(within(facts).getByText('$99.00')).toBeInTheDocument();
    expect(within(facts).getByText('$10.00')).toBeInTheDocument();
    expect(within(facts).getByText('$109.00')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent('12 St James Square');
    // A UK postcode goes on a line of its own (the shared address formatter).
    expect(address).toHaveTextContent('LondonSW1Y 4JH');
    expect(address).toHaveTextContent('United Kingdom');

    const mockup = await screen.findByRole('img', {
      name: 'Mockup of Ada in Renaissance as a 12×16 in · Mirror wrap canvas',
    });
    expect(mockup).toHaveAttribute('src', 'blob:order-image');
    expect(screen.getByRole('img', { name: 'Preview of Ada in Renaissance' })).toHaveAttribute(
      'src',
      orderDetail().previewUrl,
    );

    const file = screen.getByRole('region', { name: 'Print file' });
    expect(within(file).getByText('Ready')).toBeInTheDocument();
    expect(
      within(file).getByText(/2,250 × 2,850 px \(150 PPI with the wrap\)/),
    ).toBeInTheDocument();
    expect(within(file).getByText('manual')).toBeInTheDocument();

    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Awaiting payment');
    expect(events[0]).toHaveTextContent('Customer');
    expect(events[1]).toHaveTextContent('Paid');
    expect(events[1]).toHaveTextContent('Payment');
  });

  it('offers the actions a paid order allows: production, shipping, cancel, refund', async () => {
    setup();
    const paid = await actionsSection();
    expect(within(paid).getByRole('button', { name: 'Mark in production' })).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(paid).getByRole('form', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('a change requested on the proof: says a new version is being made, and Send a new proof asks first', async () => {
    const { fetch, user } = setup({
      ...orderDetail(),
      status: 'changes_requested',
      actions: ['reissue_proof', 'cancel', 'refund'],
      proofChange: {
        artworkId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        visionBoardId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        status: 'running',
        free: true,
      },
    });
    const proof = await screen.findByRole('region', { name: 'Print proof' });
    expect(proof).toHaveTextContent(
      'a new version of the artwork is being made from their note (a free revision). Its proof goes to the customer by itself once it is finished',
    );
    const actions = await actionsSection();
    expect(within(actions).queryByRole('button', { name: 'Mark in production' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Send a new proof' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send the customer a new proof?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send new proof' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', ACTIONS)[0]!.init)).toMatchObject({
      action: 'reissue_proof',
    });
  });

  it('answers a change request from another version of the artwork, picked with its preview', async () => {
    const older = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const { fetch, user } = setup({
      ...orderDetail(),
      status: 'changes_requested',
      actions: ['reissue_proof', 'cancel', 'refund'],
      proofVersions: [
        {
          artworkId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          previewUrl: '/api/files/generated-artwork/new.webp?signature=x',
          createdAt: '2026-11-20T10:00:00.000Z',
          current: true,
        },
        {
          artworkId: older,
          previewUrl: '/api/files/generated-artwork/old.webp?signature=y',
          createdAt: '2026-11-18T09:30:00.000Z',
          current: false,
        },
      ],
    });
    const actions = await actionsSection();
    const picker = within(actions).getByRole('group', { name: 'Make the new proof from' });
    const choices = within(picker).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(
      within(picker).getByRole('radio', { name: /The artwork on the order now/ }),
    ).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: /The version of/ }));

    await user.click(within(actions).getByRole('button', { name: 'Send a new proof' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send the customer a new proof?',
    });
    expect(dialog).toHaveTextContent(
      /The proof is made from the version of .*its print file is made first/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send new proof' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', ACTIONS)[0]!.init)).toEqual({
      action: 'reissue_proof',
      artworkId: older,
    });
  });

  it('offers no version to pick when the artwork has only the one on the order', async () => {
    setup({
      ...orderDetail(),
      status: 'changes_requested',
      actions: ['reissue_proof', 'cancel', 'refund'],
      proofVersions: [
        {
          artworkId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          previewUrl: null,
          createdAt: '2026-11-20T10:00:00.000Z',
          current: true,
        },
      ],
    });
    const actions = await actionsSection();
    expect(within(actions).getByRole('button', { name: 'Send a new proof' })).toBeInTheDocument();
    expect(within(actions).queryByRole('group', { name: 'Make the new proof from' })).toBeNull();
  });

  it('a shipped order offers Mark delivered and Refund only, and lists its parcel with the tracking link', async () => {
    setup(
      orderDetail({
        status: 'shipped',
        actions: ['delivered', 'refund'],
        carrier: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: 'https://ups.example/track/1Z999',
        shipments: [
          {
            carrier: 'UPS',
            trackingNumber: '1Z999',
            trackingUrl: 'https://ups.example/track/1Z999',
            shippedAt: '2026-11-22T09:00:00.000Z',
          },
        ],
      }),
    );
    const section = await actionsSection();
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Mark delivered', 'Refund']);
    expect(within(section).queryByRole('form', { name: 'Mark shipped' })).not.toBeInTheDocument();
    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByRole('link', { name: /Track 1Z999/ })).toHaveAttribute(
      'href',
      'https://ups.example/track/1Z999',
    );
  });

  it('shows no actions for a refunded order', async () => {
    setup(orderDetail({ status: 'refunded', actions: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Order 3f2a9c1d' });
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('asks "Cancel and refund $109.00 to the customer?" before cancelling a paid order', async () => {
    const { fetch, user } = setup();
    const section = await actionsSection();

    await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel and refund $109.00 to the customer?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', ACTIONS)[0]!.init)).toEqual({ action: 'cancel' });
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
  });

  it('an unpaid order is cancelled without a refund, and the dialog says so', async () => {
    const { user } = setup(
      orderDetail({ status: 'pending_payment', paidAt: null, actions: ['cancel'] }),
    );
    const section = await actionsSection();
    await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this unpaid order?' });
    expect(dialog).toHaveTextContent('nothing is refunded');
  });

  it('shows the 409 message as a toast and reloads the order', async () => {
    const message = 'This order cannot move from refunded to in production.';
    const { fetch, user } = setup(orderDetail(), () =>
      json({ error: { code: 'INVALID_TRANSITION', message } }, 409),
    );
    const section = await actionsSection();
    const loads = callsTo(fetch, 'GET', DETAIL).length;
    await user.click(within(section).getByRole('button', { name: 'Mark in production' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark this order in production?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark in production' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('The order was not changed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', DETAIL).length).toBeGreaterThan(loads));
    expect(bodyOf(callsTo(fetch, 'POST', ACTIONS)[0]!.init)).toEqual({ action: 'in_production' });
  });

  it('checks the shipped form with the shared schema, errors under the fields, nothing sent', async () => {
    const { fetch, user } = setup();
    const form = within(await actionsSection()).getByRole('form', { name: 'Mark shipped' });
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    const carrier = within(form).getByRole('textbox', { name: 'Carrier' });
    await waitFor(() => expect(carrier).toHaveAttribute('aria-invalid', 'true'));
    expect(carrier).toHaveAccessibleDescription(expect.stringContaining('Carrier is required.'));
    const number = within(form).getByRole('textbox', { name: 'Tracking number' });
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('Tracking number is required.'),
    );

    await user.type(carrier, 'UPS');
    await user.type(number, '1Z999');
    const url = within(form).getByRole('textbox', { name: 'Tracking URL' });
    await user.type(url, 'ups.example/track');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('Tracking URL must be an http(s) address.'),
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(0);
  });

  it('marks the order shipped with carrier, tracking number and URL after confirming', async () => {
    const { fetch, user } = setup();
    const form = within(await actionsSection()).getByRole('form', { name: 'Mark shipped' });
    await user.type(within(form).getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), '1Z999');
    await user.type(
      within(form).getByRole('textbox', { name: 'Tracking URL' }),
      'https://ups.example/track/1Z999',
    );
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Mark shipped with UPS?' });
    expect(dialog).toHaveTextContent('tracking number 1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', ACTIONS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', ACTIONS)[0]!.init)).toEqual({
      action: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://ups.example/track/1Z999',
    });
    expect(await screen.findByText('Order marked shipped')).toBeInTheDocument();
  });

  it('downloads the print file with the token under a readable name', async () => {
    localStorage.setItem('atelier.auth-token', 'admin-token');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { fetch, user } = setup();
    const file = await screen.findByRole('region', { name: 'Print file' });
    await user.click(within(file).getByRole('button', { name: 'Download print file' }));
    await waitFor(() => expect(saved).toEqual(['atelier-print-3f2a9c1d-12x16in-mirror.jpg']));
    const [call] = callsTo(fetch, 'GET', `${DETAIL}/print-file`);
    expect(authHeader(call!.init)).toBe('Bearer admin-token');
  });

  it('says the print file is not ready yet, or why it failed, without a download', async () => {
    setup(
      orderDetail({
        printFile: {
          status: 'rendering',
          width: null,
          height: null,
          error: null,
          downloadUrl: null,
        },
      }),
    );
    const file = await screen.findByRole('region', { name: 'Print file' });
    expect(file).toHaveTextContent('not ready yet');
    expect(within(file).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed print file with its error', async () => {
    setup(
      orderDetail({
        printFile: {
          status: 'failed',
          width: null,
          height: null,
          error: 'The artwork image is missing.',
          downloadUrl: null,
        },
        fulfilment: { provider: 'prodigi', ref: 'ord_123', error: 'Asset could not be fetched' },
      }),
    );
    const file = await screen.findByRole('region', { name: 'Print file' });
    const alerts = within(file).getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      'The print file could not be made: The artwork image is missing.',
    );
    expect(alerts[1]).toHaveTextContent(
      'The print lab reported a problem: Asset could not be fetched',
    );
    expect(within(file).getByText('ord_123')).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    stubFetch({});
    renderAdmin(
      <Routes>
        <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
      </Routes>,
      `/admin/orders/${O1}`,
    );
    expect(
      await screen.findByText('This order does not exist (it may have been deleted).'),
    ).toBeInTheDocument();
  });

  it('axe finds no serious or critical problem on the order page', async () => {
    const { container } = setup(
      orderDetail({
        shipments: [
          {
            carrier: 'UPS',
            trackingNumber: '1Z999',
            trackingUrl: 'https://ups.example/track/1Z999',
            shippedAt: '2026-11-22T09:00:00.000Z',
          },
        ],
      }),
    );
    await screen.findByRole('img', { name: /^Mockup of/ });
    // jsdom lays nothing out, so colour contrast is left to the browser checks.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
