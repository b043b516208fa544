import type { AdminTestimonial } from '@atelier/shared/schemas/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { RatingStars } from './rating-stars';
import { RowEditDelete } from './row-delete';
import { Thumbnail } from './thumbnail';

type Row = AdminTestimonial;

interface ColumnOptions {
  toggle: (
    row: Row,
    changes: { isActive?: boolean; featured?: boolean },
    message: string,
  ) => Promise<void>;
  onDelete: (row: Row) => void;
  deleting: boolean;
}

/** The list's columns; ids of sortable columns are the API's sort keys. */
export function testimonialColumns({
  toggle,
  onDelete,
  deleting,
}: ColumnOptions): ColumnDef<Row>[] {
  return [
    {
      id: 'images',
      header: () => <span className="sr-only">Avatar and artwork</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Thumbnail src={row.original.avatarUrl} className="size-10 rounded-full" />
          <Thumbnail src={row.original.artworkUrl} className="size-10" />
        </div>
      ),
    },
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => (
        <div className="grid min-w-32">
          <Link
            to={`/admin/testimonials/${row.original.id}/edit`}
            className="font-semibold text-navy underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
          {row.original.location ? (
            <span className="text-xs text-muted">{row.original.location}</span>
          ) : null}
        </div>
      ),
    },
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
    {
      id: 'isActive',
      header: 'Active',
      enableSorting: false,
      cell: ({ row: { original: t } }) => (
        <InlineToggle
          checked={t.isActive}
          label="Active"
          rowName={t.name}
          onToggle={(next: boolean) =>
            toggle(
              t,
              { isActive: next },
              next ? `${t.name}’s testimonial is active` : `${t.name}’s testimonial is hidden`,
            )
          }
        />
      ),
    },
    {
      id: 'featured',
      header: 'Featured',
      enableSorting: false,
      cell: ({ row: { original: t } }) => (
        <InlineToggle
          checked={t.featured}
          label="Featured"
          rowName={t.name}
          onToggle={(next: boolean) =>
            toggle(
              t,
              { featured: next },
              next
                ? `${t.name}’s testimonial is featured`
                : `${t.name}’s testimonial is no longer featured`,
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
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row: { original: t } }) => (
        <RowEditDelete
          name={`the testimonial from ${t.name}`}
          what="testimonial"
          editTo={`/admin/testimonials/${t.id}/edit`}
          onDelete={() => onDelete(t)}
          busy={deleting}
        />
      ),
    },
  ];
}
