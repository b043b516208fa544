import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminOrderPage } from './orders-pages';
import { O1, orderDetail } from './test/fixtures';

const DETAIL = `/api/admin/orders/${O1}`;
const NOTE = {
  id: 'a1a1a1a1-0000-4000-8000-000000000009',
  body: 'Customer called about the frame.',
  authorId: 'admin-1',
  authorEmail: 'owner@example.com',
  createdAt: '2026-11-21T09:30:00.000Z',
};

function setup(order: AdminOrderDetail, notePost: () => Response = () => json(NOTE, 201)) {
  let current = order;
  const fetch = stubFetch({
    [`GET ${DETAIL}`]: () => json(current),
    [`GET ${DETAIL}/mockup`]: () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    [`POST ${DETAIL}/notes`]: () => {
      const res = notePost();
      if (res.ok) current = { ...current, notes: [...current.notes, NOTE] };
      return res;
    },
  });
  renderAdmin(
    <Routes>
      <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
    </Routes>,
    `/admin/orders/${O1}`,
  );
  return { fetch, user: userEvent.setup() };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:order-image');
  URL.revokeObjectURL = vi.fn();
});

describe('order internal notes', () => {
  it('lists the notes with author and time, and adds one', async () => {
    const { fetch, user } = setup(orderDetail({ notes: [] }));
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
    await user.type(
      within(notes).getByLabelText('Add a note'),
      '  Customer called about the frame.  ',
    );
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(notes).getByText('Customer called about the frame.')).toBeInTheDocument(),
    );
    expect(within(notes).getByText(/owner@example\.com/)).toBeInTheDocument();
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('');
    const [call] = callsTo(fetch, 'POST', `${DETAIL}/notes`);
    expect(bodyOf(call!.init)).toEqual({ body: 'Customer called about the frame.' });
  });

  it('refuses an empty note without a request, and shows the server’s refusal', async () => {
    const { fetch, user } = setup(orderDetail({ notes: [] }), () =>
      json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, 404),
    );
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByRole('alert')).toHaveTextContent('Write a note first.');
    expect(callsTo(fetch, 'POST', `${DETAIL}/notes`)).toHaveLength(0);
    await user.type(within(notes).getByLabelText('Add a note'), 'hello');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent('Order not found.');
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('hello');
  });

  it('shows an artwork request: its status, artwork and timeline, no print actions', async () => {
    setup(
      orderDetail({
        kind: 'artwork',
        status: 'generating',
        mockupUrl: null,
        size: null,
        wrap: null,
        shippingAddress: null,
        actions: [],
        shipments: [],
        notes: [NOTE],
      }),
    );
    expect(await screen.findByText('Artwork request')).toBeInTheDocument();
    expect(screen.getAllByText('Generating').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Mark in production/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Print file' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Internal notes' })).getByText(NOTE.body),
    ).toBeInTheDocument();
  });
});
