import type { AdminTestimonial } from '@atelier/shared/schemas/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { productOptionsQuery } from './api/products';
import {
  deleteTestimonial,
  patchTestimonial,
  reorderTestimonials,
  testimonialKeys,
  testimonialListQuery,
} from './api/testimonials';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { testimonialColumns } from './components/testimonial-columns';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from '@/features/admin/lib/format';
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

  const reorder = useAdminMutation({
    mutationFn: reorderTestimonials,
    invalidate: [testimonialKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const columns = testimonialColumns({
    toggle,
    onDelete: (row) => remove.mutate(row),
    deleting: remove.isPending,
  });

  return (
    <AdminListPage<Row>
      title="Testimonials"
      intro="What customers say, and which stories are featured."
      summary={
        list.data ? (
          <p className="rounded-xl bg-cream px-4 py-3 text-sm text-navy" aria-live="polite">
            {testimonialCountsLine(list.data)}
          </p>
        ) : null
      }
      params={params}
      setParams={setParams}
      list={list}
      searchLabel="Search testimonials"
      filters={[
        { name: 'active', label: 'Active', options: YES_NO },
        { name: 'featured', label: 'Featured', options: YES_NO },
        {
          name: 'product',
          label: 'Product',
          options: (products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title })),
        },
      ]}
      newItem={{ to: '/admin/testimonials/new', label: 'New testimonial' }}
      caption="Testimonials"
      plural="testimonials"
      columns={columns}
      reorder={{
        label: 'Testimonial order',
        whole: 'all testimonials',
        name: (t) => t.name,
        renderItem: (t) => (
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
        ),
        save: (ids) => reorder.mutateAsync(ids),
      }}
    />
  );
}
