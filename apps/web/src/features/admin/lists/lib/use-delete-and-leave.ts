import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';

/** The Delete button of an edit page: confirm, delete, toast, back to the list. */
export function useDeleteAndLeave<T extends FieldValues>(options: {
  what: string;
  name: string;
  remove: () => Promise<unknown>;
  invalidate: QueryKey;
  leaveTo: string;
  /** The page's form (its edits go with the deleted record). */
  form: { reset: UseFormReset<T>; getValues: () => T };
}) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const mutation = useAdminMutation({
    mutationFn: options.remove,
    success: () => `“${options.name}” deleted`,
    failure: `Could not delete the ${options.what}`,
    onSuccess: async () => {
      // Deleted: the unsaved edits go with it, so leaving must not ask.
      options.form.reset(options.form.getValues());
      await navigate(options.leaveTo);
    },
    invalidate: [options.invalidate],
    refetchAfterError: false,
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
