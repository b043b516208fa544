import {
  DELETE_ACCOUNT_CONFIRMATION,
  exportFileName,
  type UpdateProfileBody,
} from '@atelier/shared/schemas/account';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { downloadFile } from '@/lib/download';

/** PATCH /api/profile: display name and/or photo (an upload's key; null removes it). */
export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<UserProfile>('PATCH', '/api/profile', body);

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * better-auth's change-password. Every other session of the account ends; this browser gets a
 * fresh session, whose token replaces the old one (which ended with the others).
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  const response = await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
  const body = (await response.json().catch(() => ({}))) as { token?: string | null };
  const token = response.headers.get('set-auth-token') || body.token;
  if (token) authToken.set(token);
}

/** GET /api/account/export, saved as atelier-data-<date>.json. */
export const exportMyData = () =>
  downloadFile('/api/account/export', exportFileName(new Date()), () => authToken.get());

/** DELETE /api/account: the account, its rows and its stored files, for good. */
export const deleteAccount = () =>
  apiRequest<void>('DELETE', '/api/account', { confirm: DELETE_ACCOUNT_CONFIRMATION });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
// Neither is safe to repeat blindly: the first attempt may have ended the session it used.
export const useChangePassword = () => useMutation({ mutationFn: changePassword, retry: false });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, retry: false });
export const useExportMyData = () => useMutation({ mutationFn: exportMyData, retry: false });
