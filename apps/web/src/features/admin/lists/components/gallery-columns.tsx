import type { AdminGalleryItem } from '@atelier/shared/schemas/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { RowEditDelete } from './row-delete';
import { Thumbnail } from './thumbnail';

type Row = AdminGalleryItem;

interface ColumnOptions {
  toggle: (
    row: Row,
    changes: { isActive?: boolean; isHero?: boolean },
    message: string,
  ) => Promise<void>;
  onDelete: (row: Row) => void;
  deleting: boolean;
}

const none = (text: string) => <span className="text-muted">{text}</span>;

/** The list's columns; ids of sortable columns are the API's sort keys. */
export function galleryColumns({ toggle, onDelete, deleting }: ColumnOptions): ColumnDef<Row>[] {
  return [
    {
      id: 'thumbnail',
      header: () => <span className="sr-only">Image</span>,
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
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row: { original: g } }) => (
        <RowEditDelete
          name={g.title}
          what="gallery item"
          editTo={`/admin/gallery/${g.id}/edit`}
          onDelete={() => onDelete(g)}
          busy={deleting}
        />
      ),
    },
  ];
}
