import type { AdminCategory } from '@atelier/shared/schemas/admin-content';
import type { ColumnDef } from '@tanstack/react-table';
import { editDeleteColumn, nameLinkColumn, positionColumn } from './list-columns';

type Row = AdminCategory;

/** The list's columns; ids of sortable columns are the API's sort keys. */
export function categoryColumns({
  onEdit,
  onDelete,
  deleting,
}: {
  /** Opens the category dialog. */
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  deleting: boolean;
}): ColumnDef<Row>[] {
  return [
    nameLinkColumn<Row>({
      id: 'name',
      header: 'Name',
      name: (c) => c.name,
      onEdit,
      detail: (c) => `/${c.slug}`,
    }),
    {
      id: 'description',
      header: 'Description',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.description ? (
          <p className="line-clamp-2 max-w-72 min-w-48 text-sm" title={row.original.description}>
            {row.original.description}
          </p>
        ) : (
          <span className="text-muted">None</span>
        ),
    },
    {
      id: 'productCount',
      accessorKey: 'productCount',
      header: 'Products',
      enableSorting: true,
      cell: ({ row }) => row.original.productCount,
    },
    {
      id: 'galleryCount',
      header: 'Gallery items',
      enableSorting: false,
      cell: ({ row }) => row.original.galleryCount,
    },
    positionColumn<Row>(),
    editDeleteColumn<Row>({
      what: 'category',
      name: (c) => c.name,
      onEdit,
      onDelete,
      deleting,
      warning: 'A category that products or gallery items still use cannot be deleted.',
    }),
  ];
}
