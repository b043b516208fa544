import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminErrorMessage, isStaleEdit } from '@/features/admin/api/admin-api';
import { toast } from '@/components/ui/use-toast';
import { errorStatus } from '@/lib/api-client';
import { shouldRetryMutation } from '@/lib/query-client';
import { reloadAction } from '../components/reload-action';

interface AdminWriteOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** Query keys refetched after the write, whether it worked or not. */
  invalidate: QueryKey[];
  /** Success toast title; none when it returns undefined (the caller toasts itself). */
  success?: (result: R, variables: V) => string | undefined;
  /** Failure toast title. */
  failure: string;
  /** Handles an error itself (returns true) before the default failure toast. */
  onError?: (error: unknown, variables: V) => boolean | Promise<boolean>;
  onSuccess?: (result: R, variables: V) => void | Promise<void>;
}

/**
 * One admin write: success toast, failure toast with the server's message, a stale edit (409
 * STALE_EDIT) offers "Reload", and the area's lists are refetched afterwards. A 409 is a
 * definite answer, so it is never retried.
 */
export function useAdminWrite<V, R = unknown>(options: AdminWriteOptions<V, R>) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: options.mutationFn,
    retry: (count, error) => errorStatus(error) !== 409 && shouldRetryMutation(count, error),
    onSuccess: async (result, variables) => {
      const title = options.success?.(result, variables);
      if (title) toast({ title, variant: 'success' });
      await options.onSuccess?.(result, variables);
    },
    onError: async (error, variables) => {
      if (await options.onError?.(error, variables)) return;
      toast({
        title: options.failure,
        description: adminErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
        action: isStaleEdit(error) ? reloadAction(() => void refetch()) : undefined,
      });
    },
    onSettled: refetch,
  });
}
