import type { AdminProductListItem } from '@atelier/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { categoryListQuery } from './api/categories';
import { productListQuery } from './api/products';
import { ListError } from './components/list-error';
import { ProductActions } from './components/product-actions';
import { STATUS_LABELS, StatusBadge } from './components/status-badge';
import { imageColumn, nameLinkColumn } from './components/list-columns';
import { formatDate } from './lib/format';

type Row = AdminProductListItem;

const columns: ColumnDef<Row>[] = [
  imageColumn<Row>('Image', (p) => p.thumbnailUrl),
  nameLinkColumn<Row>({
    id: 'title',
    header: 'Title',
    name: (p) => p.title,
    editTo: (p) => `/admin/products/${p.id}/edit`,
    detail: (p) => `/${p.slug}`,
    className: 'grid min-w-40',
  }),
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: 'category',
    header: 'Category',
    enableSorting: false,
    cell: ({ row }) => row.original.category?.name ?? <span className="text-muted">None</span>,
  },
  {
    id: 'fieldCount',
    header: 'Fields',
    enableSorting: false,
    cell: ({ row }) => row.original.fieldCount,
  },
  {
    id: 'orderCount',
    header: 'Orders',
    enableSorting: false,
    cell: ({ row }) => row.original.orderCount,
  },
  {
    id: 'updatedAt',
    accessorKey: 'updatedAt',
    header: 'Updated',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDate(row.original.updatedAt)}</span>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => <ProductActions row={row.original} />,
  },
];

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** /admin/products: the catalogue, searchable and filterable; the state lives in the URL. */
export function AdminProductsPage() {
  const [params, setParams] = useListParams({
    sort: 'sortOrder',
    dir: 'asc',
    filters: ['status', 'category'],
  });
  const list = useQuery(productListQuery(toQueryString(params)));
  const categories = useQuery(categoryListQuery());
  const categoryOptions = (categories.data?.items ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));

  return (
    <>
      <AdminIntro title="Products">
        The catalogue: products, their hero content and form fields.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        <ListToolbar
          search={{
            value: params.q,
            onChange: (q: string) => setParams({ q }),
            label: 'Search products',
          }}
          filters={[
            {
              name: 'status',
              label: 'Status',
              value: params.filters.status,
              options: STATUS_OPTIONS,
            },
            {
              name: 'category',
              label: 'Category',
              value: params.filters.category,
              options: categoryOptions,
            },
          ]}
          onFilterChange={(name: string, value: string | undefined) =>
            setParams({ filters: { [name]: value } })
          }
          actions={
            <Button asChild>
              <Link to="/admin/products/new">
                <Plus aria-hidden />
                New product
              </Link>
            </Button>
          }
        />
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable<Row>
            caption="Products"
            columns={columns}
            data={list.data?.items ?? []}
            total={list.data?.total ?? 0}
            getRowId={(row) => row.id}
            params={params}
            onParamsChange={setParams}
            isLoading={list.isPending}
            emptyText={
              params.q || Object.values(params.filters).some(Boolean)
                ? 'No products match these filters.'
                : 'No products yet.'
            }
          />
        )}
      </div>
    </>
  );
}
