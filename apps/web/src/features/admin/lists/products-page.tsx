import type { AdminProductListItem } from '@atelier/shared/schemas/admin-products';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { categoryListQuery } from './api/categories';
import { productListQuery } from './api/products';
import { ProductActions } from './components/product-actions';
import { STATUS_LABELS, StatusBadge } from './components/status-badge';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { imageColumn, nameLinkColumn } from './components/list-columns';
import { formatDate } from '@/features/admin/lib/format';

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

  return (
    <AdminListPage<Row>
      title="Products"
      intro="The catalogue: products, their hero content and form fields."
      params={params}
      setParams={setParams}
      list={list}
      searchLabel="Search products"
      filters={[
        { name: 'status', label: 'Status', options: STATUS_OPTIONS },
        {
          name: 'category',
          label: 'Category',
          options: (categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
        },
      ]}
      newItem={{ to: '/admin/products/new', label: 'New product' }}
      caption="Products"
      plural="products"
      columns={columns}
    />
  );
}
