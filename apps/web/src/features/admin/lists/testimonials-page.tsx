import type { AdminTestimonial } from '@atelier/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { productOptionsQuery } from './api/products';
import {
  deleteTestimonial,
  patchTestimonial,
  reorderTestimonials,
  testimonialKeys,
  testimonialListQuery,
} from './api/testimonials';
import { ListError } from './components/list-error';
import { ReorderButton } from './components/reorder-button';
import { ReorderNote, ReorderPanel } from './components/reorder-panel';
import { testimonialColumns } from './components/testimonial-columns';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from './lib/format';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
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
  const remove = useAdminMutation({
    mutationFn: deleteTestimonial,
    invalidate: [testimonialKeys],
    failure: 'Could not delete the testimonial',
    success: (_r, v) => `Testimonial from ${v.name} deleted`,
  });

  const [reordering, setReordering] = useState(false);
  const reorder = useAdminMutation({
    mutationFn: reorderTestimonials,
    invalidate: [testimonialKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const items = list.data?.items ?? [];
  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  const byPosition = params.sort === 'sortOrder' && params.dir === 'asc';
  const columns = testimonialColumns({
    toggle,
    onDelete: (row) => remove.mutate(row),
    deleting: remove.isPending,
  });

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
        {reordering && list.data ? (
          <ReorderPanel
            label="Testimonial order"
            items={items.map((t) => ({ ...t, label: t.name }))}
            renderItem={(t) => (
              <div className="flex min-w-0 items-center gap-3">
                <Thumbnail src={t.artworkUrl ?? t.avatarUrl} />
                <div className="grid min-w-0">
                  <span className="truncate font-semibold">{t.name}</span>
                  <span className="truncate text-xs text-muted">
                    {[t.isActive ? 'Active' : 'Hidden', t.featured ? 'featured' : null]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                </div>
              </div>
            )}
            note={<ReorderNote count={items.length} filtered={filtered} whole="all testimonials" />}
            onSave={(ids) => reorder.mutateAsync(ids)}
            onDone={() => setReordering(false)}
          />
        ) : (
          <>
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
                <>
                  <ReorderButton
                    byPosition={byPosition}
                    count={items.length}
                    onClick={() => setReordering(true)}
                  />
                  <Button asChild>
                    <Link to="/admin/testimonials/new">
                      <Plus aria-hidden />
                      New testimonial
                    </Link>
                  </Button>
                </>
              }
            />
            {list.isError ? (
              <ListError error={list.error} onRetry={() => void list.refetch()} />
            ) : (
              <DataTable<Row>
                caption="Testimonials"
                columns={columns}
                data={items}
                total={list.data?.total ?? 0}
                getRowId={(row) => row.id}
                params={params}
                onParamsChange={setParams}
                isLoading={list.isPending}
                emptyText={
                  filtered ? 'No testimonials match these filters.' : 'No testimonials yet.'
                }
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
