import type { ResetPasswordBody } from '@atelier/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  publicRequest<unknown>('POST', '/api/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
