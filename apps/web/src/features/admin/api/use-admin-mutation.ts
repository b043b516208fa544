import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { reloadAction } from '../components/reload-action';
import { adminErrorMessage, isStaleEdit } from './admin-api';

export type AdminMutationOptions<V, R> = {
  mutationFn: (variables: V) => Promise<R>;
  /**
   * Query keys refetched after the write. After a failure too (a 409 or 404 means the view is
   * out of date), unless `refetchAfterError` is false (a form keeps the edits it could not save).
   */
  invalidate?: QueryKey[];
  refetchAfterError?: boolean;
  /** Success toast title; none when absent or when it returns undefined. */
  success?: (result: R, variables: V) => string | undefined;
  /**
   * Failure toast title, with the server's message; a stale edit (409 STALE_EDIT) offers
   * "Reload". Without it the caller shows the error itself (AdminForm, an InlineToggle).
   */
  failure?: string | ((variables: V) => string);
  /** Handles an error itself (returns true) before the failure toast. */
  onError?: (error: unknown, variables: V) => boolean | Promise<boolean>;
  onSuccess?: (result: R, variables: V) => unknown;
};

/**
 * Every admin write: never retried (a 409 stays a 409, a POST could land twice), the toasts
 * and the stale-edit "Reload" in one place, the area's queries refetched afterwards.
 */
export function useAdminMutation<V = void, R = unknown>(options: AdminMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(
      (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return useMutation({
    mutationFn: options.mutationFn,
    retry: false,
    onSuccess: async (result, variables) => {
      // The storefront's own answers in this tab (products, prices, content) are out of date
      // too: mark them stale, so the admin sees the change on the storefront at once.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
      const title = options.success?.(result, variables);
      if (title) toast({ title, variant: 'success' });
      await options.onSuccess?.(result, variables);
    },
    onError: async (error, variables) => {
      if (await options.onError?.(error, variables)) return;
      const { failure } = options;
      if (!failure) return;
      toast({
        title: typeof failure === 'function' ? failure(variables) : failure,
        description: adminErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
        action: isStaleEdit(error) ? reloadAction(() => void refetch()) : undefined,
      });
    },
    onSettled: async (_result, error) => {
      if (error && options.refetchAfterError === false) return;
      await refetch();
    },
  });
}
