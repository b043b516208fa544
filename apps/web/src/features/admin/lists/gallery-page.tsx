import type { AdminGalleryItem } from '@atelier/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
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
import { HiddenHeader } from './components/hidden-header';
import { ListError } from './components/list-error';
import { ReorderPanel } from './components/reorder-panel';
import { RowEditDelete } from './components/row-delete';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from './lib/format';
import { useAdminWrite } from './lib/use-admin-write';
import { useInlinePatch } from './lib/use-inline-patch';

type Row = AdminGalleryItem;

const none = (text: string) => <span className="text-muted">{text}</span>;

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
  const remove = useAdminWrite({
    mutationFn: deleteGalleryItem,
    invalidate: [galleryKeys],
    failure: 'Could not delete the gallery item',
    success: (_r, v) => `“${v.title}” deleted`,
  });
  const reorder = useAdminWrite({
    mutationFn: reorderGallery,
    invalidate: [galleryKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const columns: ColumnDef<Row>[] = [
    {
      id: 'thumbnail',
      header: () => <HiddenHeader>Image</HiddenHeader>,
      enableSorting: false,
      cell: ({ row }) => <Thumbnail src={row.original.thumbnailUrl} />,
    },
    {
      id: 'title',
      accessorKey: 'title',
      header: 'Title',
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          to={`/admin/gallery/${row.original.id}/edit`}
          className="inline-block min-w-32 font-semibold text-navy underline-offset-4 hover:underline"
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'product',
      header: 'Product',
      enableSorting: false,
      cell: ({ row }) => row.original.productTitle ?? none('None'),
    },
    {
      id: 'category',
      header: 'Category',
      enableSorting: false,
      cell: ({ row }) => row.original.categoryName ?? none('None'),
    },
    {
      id: 'isActive',
      header: 'Active',
      enableSorting: false,
      cell: ({ row: { original: g } }) => (
        <InlineToggle
          checked={g.isActive}
          label="Active"
          rowName={g.title}
          onToggle={(next: boolean) =>
            toggle(g, { isActive: next }, next ? `“${g.title}” is shown` : `“${g.title}” is hidden`)
          }
        />
      ),
    },
    {
      id: 'isHero',
      header: 'Hero',
      enableSorting: false,
      cell: ({ row: { original: g } }) => (
        <InlineToggle
          checked={g.isHero}
          label="Hero"
          rowName={g.title}
          onToggle={(next: boolean) =>
            toggle(
              g,
              { isHero: next },
              next ? `“${g.title}” is a hero image` : `“${g.title}” is no longer a hero image`,
            )
          }
        />
      ),
    },
    {
      id: 'sortOrder',
      accessorKey: 'sortOrder',
      header: 'Position',
      enableSorting: true,
      cell: ({ row }) => row.original.sortOrder + 1,
    },
    {
      id: 'actions',
      header: () => <HiddenHeader>Actions</HiddenHeader>,
      enableSorting: false,
      cell: ({ row: { original: g } }) => (
        <RowEditDelete
          name={g.title}
          what="gallery item"
          editTo={`/admin/gallery/${g.id}/edit`}
          onDelete={() => remove.mutate(g)}
          busy={remove.isPending}
        />
      ),
    },
  ];

  const items = list.data?.items ?? [];
  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  const byPosition = params.sort === 'sortOrder' && params.dir === 'asc';
  const canReorder = byPosition && items.length > 1;

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
              <>
                Reordering acts on the {items.length} items on this page
                {filtered ? ', as filtered now' : ''}: saving gives them positions 1 to{' '}
                {items.length} in the order below. Items on other pages
                {filtered ? ' or hidden by the filters' : ''} keep their positions. To order the
                whole gallery at once, clear the filters and show up to 100 per page.
              </>
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
                  <Button
                    type="button"
                    variant="outline"
                    disabled={!canReorder}
                    aria-describedby="gallery-reorder-hint"
                    onClick={() => setReordering(true)}
                  >
                    <ArrowUpDown aria-hidden />
                    Reorder
                  </Button>
                  <Button asChild>
                    <Link to="/admin/gallery/new">
                      <Plus aria-hidden />
                      New gallery item
                    </Link>
                  </Button>
                </>
              }
            />
            <p id="gallery-reorder-hint" className="text-sm text-muted">
              {byPosition
                ? 'Reorder changes the order of the items on this page.'
                : 'To reorder, sort by Position (ascending) first.'}
            </p>
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
