import type {
  AdminUserCreditsBody,
  AdminUserDetail,
  AdminUserList,
} from '@atelier/shared/schemas/admin-users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/users: the accounts list, one account, and its actions (each answers the account).
export const userKeys = adminKeys.area('users');

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** GET /api/admin/users{qs}: one page of accounts (qs from toQueryString). */
export const userListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...userKeys, 'list', qs],
    queryFn: () => adminApi.get<AdminUserList>(`/api/admin/users${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/users/{id}: profile, plan, allowance, boards, orders, payments, credits. */
export const userDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...userKeys, 'detail', id],
    queryFn: () => adminApi.get<AdminUserDetail>(path(id)),
    ...CACHE_TIERS.realTime,
  });

export const setUserRole = ({ id, role }: { id: string; role: 'user' | 'admin' }) =>
  adminApi.send<AdminUserDetail>('PUT', `${path(id)}/role`, { role });

export const setUserPremium = ({ id, grant }: { id: string; grant: boolean }) =>
  adminApi.send<AdminUserDetail>('POST', `${path(id)}/premium`, { grant });

/** The same key for a retry of the same submission: the credits are given once. */
export const addUserCredits = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: AdminUserCreditsBody;
  idempotencyKey: string;
}) =>
  adminApi.send<unknown>('POST', `${path(id)}/credits`, body, {
    'Idempotency-Key': idempotencyKey,
  });

export const setUserDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  adminApi.send<AdminUserDetail>(
    'POST',
    `${path(id)}/${disabled ? 'disable' : 'enable'}`,
    disabled ? {} : undefined,
  );

export const sendUserPasswordReset = (id: string) =>
  adminApi.send<{ sent: true }>('POST', `${path(id)}/password-reset`);
