import type { AdminTestimonial } from '@atelier/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { productOptionsQuery } from './api/products';
import {
  deleteTestimonial,
  patchTestimonial,
  testimonialKeys,
  testimonialListQuery,
} from './api/testimonials';
import { HiddenHeader } from './components/hidden-header';
import { ListError } from './components/list-error';
import { RatingStars } from './components/rating-stars';
import { RowEditDelete } from './components/row-delete';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from './lib/format';
import { useAdminWrite } from './lib/use-admin-write';
import { useInlinePatch } from './lib/use-inline-patch';

type Row = AdminTestimonial;

/** "12 active, 4 featured — the landing page shows 3 (active and featured, in this order)". */
export function testimonialCountsLine(counts: {
  activeCount: number;
  featuredCount: number;
  shownOnLanding: number;
}): string {
  const shown = counts.shownOnLanding;
  const landing =
    shown === 0
      ? 'the landing page shows none (it needs testimonials that are both active and featured)'
      : `the landing page shows ${shown} (active and featured, in this order)`;
  return `${counts.activeCount} active, ${counts.featuredCount} featured — ${landing}`;
}

/** /admin/testimonials: customer stories; Active and Featured save at once, with Undo. */
export function AdminTestimonialsPage() {
  const [params, setParams] = useListParams({
    sort: 'sortOrder',
    dir: 'asc',
    filters: ['active', 'featured', 'product'],
  });
  const list = useQuery(testimonialListQuery(toQueryString(params)));
  const products = useQuery(productOptionsQuery());
  const toggle = useInlinePatch([...testimonialKeys, 'list'], patchTestimonial);
  const remove = useAdminWrite({
    mutationFn: deleteTestimonial,
    invalidate: [testimonialKeys],
    failure: 'Could not delete the testimonial',
    success: (_r, v) => `Testimonial from ${v.name} deleted`,
  });

  const columns: ColumnDef<Row>[] = [
    {
      id: 'images',
      header: () => <HiddenHeader>Avatar and artwork</HiddenHeader>,
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
      id: 'actions',
      header: () => <HiddenHeader>Actions</HiddenHeader>,
      enableSorting: false,
      cell: ({ row: { original: t } }) => (
        <RowEditDelete
          name={`the testimonial from ${t.name}`}
          what="testimonial"
          editTo={`/admin/testimonials/${t.id}/edit`}
          onDelete={() => remove.mutate(t)}
          busy={remove.isPending}
        />
      ),
    },
  ];

  const productOptions = (products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }));
  return (
    <>
      <AdminIntro title="Testimonials">
        What customers say, and which stories are featured.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        {list.data ? (
          <p className="rounded-xl bg-cream px-4 py-3 text-sm text-navy" aria-live="polite">
            {testimonialCountsLine(list.data)}
          </p>
        ) : null}
        <ListToolbar
          search={{
            value: params.q,
            onChange: (q: string) => setParams({ q }),
            label: 'Search testimonials',
          }}
          filters={[
            { name: 'active', label: 'Active', value: params.filters.active, options: YES_NO },
            {
              name: 'featured',
              label: 'Featured',
              value: params.filters.featured,
              options: YES_NO,
            },
            {
              name: 'product',
              label: 'Product',
              value: params.filters.product,
              options: productOptions,
            },
          ]}
          onFilterChange={(name: string, value: string | undefined) =>
            setParams({ filters: { [name]: value } })
          }
          actions={
            <Button asChild>
              <Link to="/admin/testimonials/new">
                <Plus aria-hidden />
                New testimonial
              </Link>
            </Button>
          }
        />
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable<Row>
            caption="Testimonials"
            columns={columns}
            data={list.data?.items ?? []}
            total={list.data?.total ?? 0}
            getRowId={(row) => row.id}
            params={params}
            onParamsChange={setParams}
            isLoading={list.isPending}
            emptyText={
              params.q || Object.values(params.filters).some(Boolean)
                ? 'No testimonials match these filters.'
                : 'No testimonials yet.'
            }
          />
        )}
      </div>
    </>
  );
}
