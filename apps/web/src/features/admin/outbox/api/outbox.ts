import type {
  AdminOutboxDetail,
  AdminOutboxList,
  MailStatus,
} from '@atelier/shared/schemas/admin-outbox';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/outbox: the shop's mail (keyset pages, "Load more"), one mail in full, and the
// resend of a failed one.
export const outboxKeys = adminKeys.area('outbox');

export type OutboxFilters = { status?: MailStatus; kind?: string; q?: string };

const listPath = (filters: OutboxFilters, cursor: string | null) => {
  const qs = new URLSearchParams();
  if (filters.status) qs.set('status', filters.status);
  if (filters.kind) qs.set('kind', filters.kind);
  if (filters.q) qs.set('q', filters.q);
  if (cursor) qs.set('cursor', cursor);
  const query = qs.toString();
  return `/api/admin/outbox${query ? `?${query}` : ''}`;
};

/** GET /api/admin/outbox?status&kind&q, page after page by cursor. */
export const outboxListQuery = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: [...outboxKeys, 'list', filters],
    queryFn: ({ pageParam }) => adminApi.get<AdminOutboxList>(listPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/outbox/{id}. */
export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: [...outboxKeys, 'detail', id],
    queryFn: () => adminApi.get<AdminOutboxDetail>(`/api/admin/outbox/${encodeURIComponent(id)}`),
    ...CACHE_TIERS.realTime,
  });

/** POST /api/admin/outbox/{id}/resend → the mail, waiting to be sent again. */
export const resendMail = (id: string) =>
  adminApi.send<AdminOutboxDetail>('POST', `/api/admin/outbox/${encodeURIComponent(id)}/resend`);
