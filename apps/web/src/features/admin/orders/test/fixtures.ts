import type { AdminOrderDetail, AdminOrderRow } from '@atelier/shared/schemas/admin-orders';

export const O1 = '3f2a9c1d-0000-4000-8000-000000000001';
export const O2 = '7b7b7b7b-0000-4000-8000-000000000002';
export const U1 = 'user-ada';
export const A1 = 'a7a7a7a7-0000-4000-8000-000000000001';

export const orderRow = (over: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: O1,
  kind: 'canvas',
  status: 'paid',
  customerId: U1,
  customerEmail: 'ada@example.com',
  customerName: 'Ada Lovelace',
  summary: '12×16 in · Mirror wrap',
  totalCents: 10900,
  currency: 'usd',
  thumbnailUrl: null,
  printFileStatus: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  ...over,
});

export const orderList = (
  items: AdminOrderRow[],
  cursors: { nextCursor?: string | null; prevCursor?: string | null } = {},
) => ({
  items,
  nextCursor: cursors.nextCursor ?? null,
  prevCursor: cursors.prevCursor ?? null,
});

export const orderCounts = (
  statusCounts: Record<string, number> = {
    pending_payment: 1,
    paid: 3,
    in_production: 2,
    shipped: 4,
    delivered: 5,
    cancelled: 0,
    refunded: 1,
  },
) => ({
  total: Object.values(statusCounts).reduce((a, b) => a + b, 0),
  statusCounts,
});

export const orderDetail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: O1,
  kind: 'canvas',
  status: 'paid',
  proof: null,
  proofChange: null,
  proofVersions: [],
  customer: { id: U1, email: 'ada@example.com', name: 'Ada Lovelace' },
  artworkId: A1,
  artworkTitle: 'Ada in Renaissance',
  provenance: { blueprint: null, provider: 'local', model: 'studio-2', seed: 7 },
  previewUrl: '/api/files/generated-artwork/a7.jpg?signature=x',
  mockupUrl: `/api/admin/orders/${O1}/mockup`,
  size: { label: '12×16', widthInches: 12, heightInches: 16 },
  wrap: 'mirror',
  shippingAddress: {
    name: 'Ada Lovelace',
    line1: '12 St James Square',
    line2: undefined,
    city: 'London',
    region: undefined,
    postcode: 'SW1Y 4JH',
    country: 'GB',
    email: 'ada@example.com',
    phone: undefined,
  },
  subtotalCents: 9900,
  shippingCents: 1000,
  totalCents: 10900,
  currency: 'usd',
  paymentRef: 'pi_123',
  refundRef: null,
  printFile: {
    status: 'ready',
    width: 2250,
    height: 2850,
    error: null,
    downloadUrl: `/api/admin/orders/${O1}/print-file`,
  },
  fulfilment: { provider: 'manual', ref: null, error: null },
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  shipments: [],
  events: [
    {
      status: 'pending_payment',
      note: null,
      actor: 'shopper',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    { status: 'paid', note: null, actor: 'payment', createdAt: '2026-11-20T10:05:00.000Z' },
  ],
  actions: ['in_production', 'shipped', 'cancel', 'refund'],
  notes: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  ...over,
});
