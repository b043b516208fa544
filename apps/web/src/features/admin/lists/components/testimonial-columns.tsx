import type { AdminTestimonial } from '@atelier/shared/schemas/admin-content';
import type { ColumnDef } from '@tanstack/react-table';
import {
  editDeleteColumn,
  nameLinkColumn,
  positionColumn,
  thumbnailColumn,
  toggleColumn,
  type ContentColumnOptions,
} from './list-columns';
import { RatingStars } from './rating-stars';
import { Thumbnail } from './thumbnail';

type Row = AdminTestimonial;

type ColumnOptions = ContentColumnOptions<Row, { isActive?: boolean; featured?: boolean }>;

const editTo = (t: Row) => `/admin/testimonials/${t.id}/edit`;

/** The list's columns; ids of sortable columns are the API's sort keys. */
export function testimonialColumns({
  toggle,
  onDelete,
  deleting,
}: ColumnOptions): ColumnDef<Row>[] {
  return [
    thumbnailColumn<Row>(
      'Avatar and artwork',
      (t) => (
        <div className="flex gap-1">
          <Thumbnail src={t.avatarUrl} className="size-10 rounded-full" />
          <Thumbnail src={t.artworkUrl} className="size-10" />
        </div>
      ),
      'images',
    ),
    nameLinkColumn<Row>({
      id: 'name',
      header: 'Name',
      name: (t) => t.name,
      editTo,
      detail: (t) => t.location,
    }),
    {
      id: 'quote',
      header: 'Quote',
      enableSorting: false,
      cell: ({ row }) => (
        <p className="line-clamp-2 max-w-72 min-w-48 text-sm" title={row.original.quote}>
          {row.original.quote}
        </p>
      ),
    },
    {
      id: 'rating',
      accessorKey: 'rating',
      header: 'Rating',
      enableSorting: true,
      cell: ({ row }) => <RatingStars rating={row.original.rating} />,
    },
    {
      id: 'product',
      header: 'Product',
      enableSorting: false,
      cell: ({ row }) => row.original.productTitle ?? <span className="text-muted">Any</span>,
    },
    toggleColumn<Row, 'isActive'>({
      key: 'isActive',
      label: 'Active',
      checked: (t) => t.isActive,
      rowName: (t) => t.name,
      message: (t, next) =>
        next ? `${t.name}’s testimonial is active` : `${t.name}’s testimonial is hidden`,
      toggle,
    }),
    toggleColumn<Row, 'featured'>({
      key: 'featured',
      label: 'Featured',
      checked: (t) => t.featured,
      rowName: (t) => t.name,
      message: (t, next) =>
        next
          ? `${t.name}’s testimonial is featured`
          : `${t.name}’s testimonial is no longer featured`,
      toggle,
    }),
    positionColumn<Row>(),
    editDeleteColumn<Row>({
      what: 'testimonial',
      name: (t) => `the testimonial from ${t.name}`,
      editTo,
      onDelete,
      deleting,
    }),
  ];
}
