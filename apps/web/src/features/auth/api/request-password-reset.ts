import type { RequestPasswordResetBody } from '@atelier/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';

/** Sends the reset mail; the link lands on /auth/reset-password?token=... */
export const requestPasswordReset = (email: string) =>
  publicRequest<unknown>('POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/auth/reset-password`,
  } satisfies RequestPasswordResetBody);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
