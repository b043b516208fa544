import type {
  AdminOrderBulkResult,
  AdminOrderCounts,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderNote,
} from '@atelier/shared/schemas/admin-orders';
import type { AdminOrderActionBody } from '@atelier/shared/schemas/admin-order-actions';
import type {
  AdminProblemReport,
  ResolveProblemReportBody,
} from '@atelier/shared/schemas/problem-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { apiFetch } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/orders: the fulfilment list, one order's detail, its status actions, and a canvas
// order's private mockup to look at (the print file is saved with the shared useDownload).
export const orderKeys = adminKeys.area('orders');

const path = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/** GET /api/admin/orders{qs}: one keyset page of orders (qs from orderListSearch). */
export const orderListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...orderKeys, 'list', qs],
    queryFn: () => adminApi.get<AdminOrderList>(`/api/admin/orders${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/orders/counts{qs}: the status chips' counts, beside the page. */
export const orderCountsQuery = (qs: string) =>
  queryOptions({
    queryKey: [...orderKeys, 'counts', qs],
    queryFn: () => adminApi.get<AdminOrderCounts>(`/api/admin/orders/counts${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

/** The CSV export's address for these filters (qs), or for the selected ids. */
export const orderExportUrl = (qs: string, ids?: string[]) => {
  const search = new URLSearchParams(qs.replace(/^\?/, ''));
  search.delete('cursor');
  search.delete('limit');
  if (ids) search.set('ids', ids.join(','));
  const text = search.toString();
  return `/api/admin/orders/export.csv${text ? `?${text}` : ''}`;
};

/** The file name the browser saves the export under. */
export const orderExportFileName = (now = new Date()) =>
  `orders-${now.toISOString().slice(0, 10)}.csv`;

/** POST /api/admin/orders/bulk: which orders moved and which were refused, and why. */
export const markInProductionBulk = (ids: string[]) =>
  adminApi.send<AdminOrderBulkResult>('POST', '/api/admin/orders/bulk', {
    action: 'in_production',
    ids,
  });

/** POST /api/admin/orders/{id}/notes → the note. */
export const addOrderNote = ({ id, body }: { id: string; body: string }) =>
  adminApi.send<AdminOrderNote>('POST', `${path(id)}/notes`, { body });

/** GET /api/admin/orders/{id}: the order with its timeline and the actions allowed now. */
export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...orderKeys, 'detail', id],
    queryFn: () => adminApi.get<AdminOrderDetail>(path(id)),
    ...CACHE_TIERS.realTime,
  });

/**
 * A private image of the order (the mockup) as a Blob: the address needs the bearer token, so
 * an <img src> cannot load it. Kept while the order is open; the page makes the object URL.
 */
export const orderImageQuery = (address: string) =>
  queryOptions({
    queryKey: [...orderKeys, 'image', address],
    queryFn: async () => (await apiFetch(address)).blob(),
    ...CACHE_TIERS.dynamic,
  });

/** POST /api/admin/orders/{id}/actions → the order as it is now. */
export const runOrderAction = ({ id, body }: { id: string; body: AdminOrderActionBody }) =>
  adminApi.send<AdminOrderDetail>('POST', `${path(id)}/actions`, body);

/** GET /api/admin/orders/{id}/problems: the shopper's problem reports on the order. */
export const orderProblemsQuery = (id: string) =>
  queryOptions({
    queryKey: [...orderKeys, 'problems', id],
    queryFn: () => adminApi.get<AdminProblemReport[]>(`${path(id)}/problems`),
    ...CACHE_TIERS.realTime,
  });

/** POST /api/admin/problem-reports/{id}/resolve: a free reprint or a refund, mailed. */
export const resolveProblemReport = ({
  id,
  body,
}: {
  id: string;
  body: ResolveProblemReportBody;
}) =>
  adminApi.send<AdminProblemReport>(
    'POST',
    `/api/admin/problem-reports/${encodeURIComponent(id)}/resolve`,
    body,
  );
