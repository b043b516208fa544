import type { ContactBody, ContactResponse } from '@atelier/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { errorStatus, publicRequest } from '@/lib/api-client';
import { shouldRetryMutation } from '@/lib/query-client';

export const sendContactMessage = (body: ContactBody) =>
  publicRequest<ContactResponse>('POST', '/api/contact', body);

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    // A rate-limited message would only be refused again a second later.
    retry: (failureCount, error) =>
      errorStatus(error) !== 429 && shouldRetryMutation(failureCount, error),
  });
