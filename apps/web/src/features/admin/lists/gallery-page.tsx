import type { AdminGalleryItem } from '@atelier/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { categoryListQuery } from './api/categories';
import {
  deleteGalleryItem,
  galleryKeys,
  galleryListQuery,
  patchGalleryItem,
  reorderGallery,
} from './api/gallery';
import { productOptionsQuery } from './api/products';
import { galleryColumns } from './components/gallery-columns';
import { ListError } from './components/list-error';
import { ReorderButton } from './components/reorder-button';
import { ReorderNote, ReorderPanel } from './components/reorder-panel';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from './lib/format';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useInlinePatch } from './lib/use-inline-patch';

type Row = AdminGalleryItem;

/** /admin/gallery: artwork for the gallery and product pages; Active and Hero save at once. */
export function AdminGalleryPage() {
  const [params, setParams] = useListParams({
    sort: 'sortOrder',
    dir: 'asc',
    filters: ['product', 'category', 'active'],
  });
  const [reordering, setReordering] = useState(false);
  const list = useQuery(galleryListQuery(toQueryString(params)));
  const products = useQuery(productOptionsQuery());
  const categories = useQuery(categoryListQuery());
  const toggle = useInlinePatch([...galleryKeys, 'list'], patchGalleryItem);
  const remove = useAdminMutation({
    mutationFn: deleteGalleryItem,
    invalidate: [galleryKeys],
    failure: 'Could not delete the gallery item',
    success: (_r, v) => `“${v.title}” deleted`,
  });
  const reorder = useAdminMutation({
    mutationFn: reorderGallery,
    invalidate: [galleryKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const columns = galleryColumns({
    toggle,
    onDelete: (row) => remove.mutate(row),
    deleting: remove.isPending,
  });

  const items = list.data?.items ?? [];
  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  const byPosition = params.sort === 'sortOrder' && params.dir === 'asc';

  return (
    <>
      <AdminIntro title="Gallery">
        Artwork shown in the public gallery and on product pages.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        {reordering && list.data ? (
          <ReorderPanel
            label="Gallery order"
            items={items.map((g) => ({ ...g, label: g.title }))}
            renderItem={(g) => (
              <div className="flex min-w-0 items-center gap-3">
                <Thumbnail src={g.thumbnailUrl} />
                <span className="truncate font-semibold">{g.title}</span>
              </div>
            )}
            note={
              <ReorderNote count={items.length} filtered={filtered} whole="the whole gallery" />
            }
            onSave={(ids) => reorder.mutateAsync(ids)}
            onDone={() => setReordering(false)}
          />
        ) : (
          <>
            <ListToolbar
              search={{
                value: params.q,
                onChange: (q: string) => setParams({ q }),
                label: 'Search gallery',
              }}
              filters={[
                {
                  name: 'product',
                  label: 'Product',
                  value: params.filters.product,
                  options: (products.data?.items ?? []).map((p) => ({
                    value: p.id,
                    label: p.title,
                  })),
                },
                {
                  name: 'category',
                  label: 'Category',
                  value: params.filters.category,
                  options: (categories.data?.items ?? []).map((c) => ({
                    value: c.id,
                    label: c.name,
                  })),
                },
                { name: 'active', label: 'Active', value: params.filters.active, options: YES_NO },
              ]}
              onFilterChange={(name: string, value: string | undefined) =>
                setParams({ filters: { [name]: value } })
              }
              actions={
                <>
                  <ReorderButton
                    byPosition={byPosition}
                    count={items.length}
                    onClick={() => setReordering(true)}
                  />
                  <Button asChild>
                    <Link to="/admin/gallery/new">
                      <Plus aria-hidden />
                      New gallery item
                    </Link>
                  </Button>
                </>
              }
            />
            {list.isError ? (
              <ListError error={list.error} onRetry={() => void list.refetch()} />
            ) : (
              <DataTable<Row>
                caption="Gallery items"
                columns={columns}
                data={items}
                total={list.data?.total ?? 0}
                getRowId={(row) => row.id}
                params={params}
                onParamsChange={setParams}
                isLoading={list.isPending}
                emptyText={
                  filtered ? 'No gallery items match these filters.' : 'No gallery items yet.'
                }
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
