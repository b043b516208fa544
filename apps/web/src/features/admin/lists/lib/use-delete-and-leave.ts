import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';

/** The Delete button of an edit page: confirm, delete, toast, back to the list. */
export function useDeleteAndLeave<T extends FieldValues>(options: {
  what: string;
  name: string;
  remove: () => Promise<unknown>;
  invalidate: QueryKey;
  leaveTo: string;
  form: UseFormReturn<T>;
}) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: options.remove,
    retry: false,
    onSuccess: async () => {
      toast({ title: `“${options.name}” deleted`, variant: 'success' });
      // Deleted: the unsaved edits go with it, so leaving must not ask.
      options.form.reset(options.form.getValues());
      await navigate(options.leaveTo);
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
    },
    onError: (error) =>
      toast({
        title: `Could not delete the ${options.what}`,
        description: adminErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const run = async () => {
    const ok = await confirm({
      title: `Delete this ${options.what}?`,
      description: `“${options.name}” is removed for good. This cannot be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}
