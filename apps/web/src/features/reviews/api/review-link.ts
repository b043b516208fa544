import type {
  ReviewInput,
  ReviewRequest,
  reviewCreatedSchema,
} from '@atelier/shared/schemas/reviews';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { errorStatus, publicRequest } from '@/lib/api-client';
import type { z } from 'zod';

// The review link (no sign-in: the token is the key). GET says what is reviewed (400 forged,
// 410 expired, 409 already reviewed); POST sends the one review.

const path = (token: string) => `/api/reviews/${encodeURIComponent(token)}`;

export const reviewRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['review-link', token],
    queryFn: () => publicRequest<ReviewRequest>('GET', path(token)),
    // A refused link is refused again: no retries, the page says why at once.
    retry: (failureCount, error) => (errorStatus(error) ?? 500) >= 500 && failureCount < 2,
    staleTime: Infinity,
  });

export const useSubmitReview = (token: string) =>
  useMutation({
    mutationFn: (body: ReviewInput) =>
      publicRequest<z.infer<typeof reviewCreatedSchema>>('POST', path(token), body),
  });
