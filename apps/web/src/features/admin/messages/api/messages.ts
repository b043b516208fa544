import type {
  AdminMessageDetail,
  AdminMessageList,
  MessageStatus,
} from '@atelier/shared/schemas/admin-messages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/messages: contact-form messages (keyset pages, "Load more"), one message, and its
// state changes (read, unread, handled, reopen).
export const messageKeys = adminKeys.area('messages');

/** GET /api/admin/messages?status, page after page by cursor; each page has the unread count. */
export const messageListQuery = (status: MessageStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...messageKeys, 'list', status ?? 'all'],
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams();
      if (status) qs.set('status', status);
      if (pageParam) qs.set('cursor', pageParam);
      const query = qs.toString();
      return adminApi.get<AdminMessageList>(`/api/admin/messages${query ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/messages/{id}. */
export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: [...messageKeys, 'detail', id],
    queryFn: () =>
      adminApi.get<AdminMessageDetail>(`/api/admin/messages/${encodeURIComponent(id)}`),
    ...CACHE_TIERS.realTime,
  });

export type MessageAction = 'read' | 'unread' | 'handled' | 'reopen';

/** POST /api/admin/messages/{id}/{action} → the message as it is now. */
export const runMessageAction = ({ id, action }: { id: string; action: MessageAction }) =>
  adminApi.send<AdminMessageDetail>(
    'POST',
    `/api/admin/messages/${encodeURIComponent(id)}/${action}`,
  );
