import type { AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import type { ColumnDef } from '@tanstack/react-table';
import {
  editDeleteColumn,
  imageColumn,
  nameLinkColumn,
  positionColumn,
  toggleColumn,
  type ContentColumnOptions,
} from './list-columns';

type Row = AdminGalleryItem;

type ColumnOptions = ContentColumnOptions<Row, { isActive?: boolean; isHero?: boolean }>;

const none = (text: string) => <span className="text-muted">{text}</span>;
const editTo = (g: Row) => `/admin/gallery/${g.id}/edit`;

/** The list's columns; ids of sortable columns are the API's sort keys. */
export function galleryColumns({ toggle, onDelete, deleting }: ColumnOptions): ColumnDef<Row>[] {
  return [
    imageColumn<Row>('Image', (g) => g.thumbnailUrl),
    nameLinkColumn<Row>({ id: 'title', header: 'Title', name: (g) => g.title, editTo }),
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
    toggleColumn<Row, 'isActive'>({
      key: 'isActive',
      label: 'Active',
      checked: (g) => g.isActive,
      rowName: (g) => g.title,
      message: (g, next) => (next ? `“${g.title}” is shown` : `“${g.title}” is hidden`),
      toggle,
    }),
    toggleColumn<Row, 'isHero'>({
      key: 'isHero',
      label: 'Hero',
      checked: (g) => g.isHero,
      rowName: (g) => g.title,
      message: (g, next) =>
        next ? `“${g.title}” is a hero image` : `“${g.title}” is no longer a hero image`,
      toggle,
    }),
    positionColumn<Row>(),
    editDeleteColumn<Row>({
      what: 'gallery item',
      name: (g) => g.title,
      editTo,
      onDelete,
      deleting,
    }),
  ];
}
