import type { AdminCategory } from '@atelier/shared/schemas/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { EditDeleteButtons } from '@/features/admin/components/edit-delete-buttons';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import {
  categoryKeys,
  categoryListQuery,
  deleteCategory,
  reorderCategories,
} from './api/categories';
import { CategoryDialog } from './components/category-dialog';
import { ListError } from './components/list-error';
import { SortableList } from './components/sortable-list';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** /admin/categories: every category in display order; reorder saves at once. */
export function AdminCategoriesPage() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const query = categoryListQuery();
  const list = useQuery(query);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const remove = useAdminMutation({
    mutationFn: deleteCategory,
    invalidate: [categoryKeys],
    failure: 'Could not delete the category',
    success: (_r, v) => `Category “${v.name}” deleted`,
  });
  const reorder = useAdminMutation({
    mutationFn: (items: AdminCategory[]) => reorderCategories(items.map((c) => c.id)),
    invalidate: [categoryKeys],
    failure: 'Could not save the new order',
    // The new order shows at once; the refetch after a failure puts the saved order back.
    success: () => 'New order saved',
  });

  const onReorder = (items: AdminCategory[]) => {
    queryClient.setQueryData(query.queryKey, (old) => (old ? { ...old, items } : old));
    reorder.mutate(items);
  };
  const onDelete = async (category: AdminCategory) => {
    const ok = await confirm({
      title: `Delete “${category.name}”?`,
      description:
        'The category is removed for good. A category that products or gallery items still use cannot be deleted.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) remove.mutate(category);
  };
  const openDialog = (category: AdminCategory | null) => {
    setEditing(category);
    setDialogOpen(true);
  };

  const items = list.data?.items ?? [];
  return (
    <>
      <AdminIntro title="Categories">Groups for products and gallery items.</AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Drag a category by its handle, or use Move up / Move down, to change the order the shop
            lists them in. Each move is saved at once.
          </p>
          <Button type="button" onClick={() => openDialog(null)}>
            <Plus aria-hidden />
            New category
          </Button>
        </div>
        {remove.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 px-4 py-3 text-sm text-danger"
          >
            {adminErrorMessage(remove.error, 'The category could not be deleted.')}
          </p>
        ) : null}
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <p className="text-sm text-muted" role="status">
            Loading categories…
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">No categories yet.</p>
        ) : (
          <SortableList
            label="Categories, in display order"
            items={items.map((c) => ({ ...c, label: c.name }))}
            onReorder={onReorder}
            disabled={reorder.isPending}
            renderItem={(c) => (
              <div className="grid min-w-0">
                <span className="truncate font-semibold">{c.name}</span>
                <span className="truncate text-xs text-muted">
                  /{c.slug}
                  {c.description ? ` · ${c.description}` : ''}
                </span>
                <span className="text-xs text-navy-soft">
                  {plural(c.productCount, 'product')} · {plural(c.galleryCount, 'gallery item')}
                </span>
              </div>
            )}
            renderActions={(c) => (
              <EditDeleteButtons
                name={c.name}
                onEdit={() => openDialog(c)}
                onDelete={() => void onDelete(c)}
                deleting={remove.isPending}
              />
            )}
          />
        )}
      </div>
      <CategoryDialog category={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
