import type { AdminCategory } from '@atelier/shared/schemas/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import {
  categoryKeys,
  categoryPageQuery,
  deleteCategory,
  reorderCategories,
} from './api/categories';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { CategoryDialog } from './components/category-dialog';
import { categoryColumns } from './components/category-columns';

type Row = AdminCategory;

/** /admin/categories: search, sort and pages in the URL; edits in a dialog; Reorder mode. */
export function AdminCategoriesPage() {
  const [params, setParams] = useListParams({ sort: 'sortOrder', dir: 'asc' });
  const list = useQuery(categoryPageQuery(toQueryString(params)));
  const [editing, setEditing] = useState<Row | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const remove = useAdminMutation({
    mutationFn: deleteCategory,
    invalidate: [categoryKeys],
    failure: 'Could not delete the category',
    success: (_r, v) => `Category “${v.name}” deleted`,
  });
  const reorder = useAdminMutation({
    mutationFn: reorderCategories,
    invalidate: [categoryKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const openDialog = (category: Row | null) => {
    setEditing(category);
    setDialogOpen(true);
  };
  const columns = categoryColumns({
    onEdit: openDialog,
    onDelete: (row) => remove.mutate(row),
    deleting: remove.isPending,
  });

  return (
    <>
      <AdminListPage<Row>
        title="Categories"
        intro="Groups for products and gallery items, in the order the shop lists them."
        summary={
          remove.isError ? (
            // The server's reason (a category still in use says by how many), as it wrote it.
            <p
              role="alert"
              className="rounded-xl border border-danger/40 px-4 py-3 text-sm text-danger"
            >
              {adminErrorMessage(remove.error, 'The category could not be deleted.')}
            </p>
          ) : null
        }
        params={params}
        setParams={setParams}
        list={list}
        searchLabel="Search categories"
        filters={[]}
        newItem={{ onClick: () => openDialog(null), label: 'New category' }}
        caption="Categories"
        plural="categories"
        columns={columns}
        reorder={{
          label: 'Category order',
          whole: 'all categories',
          name: (c) => c.name,
          renderItem: (c) => (
            <div className="grid min-w-0">
              <span className="truncate font-semibold">{c.name}</span>
              <span className="truncate text-xs text-muted">/{c.slug}</span>
            </div>
          ),
          save: (ids) => reorder.mutateAsync(ids),
        }}
      />
      <CategoryDialog category={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
