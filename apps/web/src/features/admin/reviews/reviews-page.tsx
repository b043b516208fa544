import {
  REVIEW_STATUSES,
  type AdminReview,
  type AdminReviewList,
  type ReviewStatus,
} from '@atelier/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { CACHE_TIERS } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { useSearchEditor } from '../lib/list-params';
import { AdminIntro } from '../shell/admin-intro';

// /admin/reviews: buyers' reviews from the review links. Pending ones wait here; approving
// makes an active testimonial (feature it from Testimonials) and counts in the product's rating.

const reviewKeys = adminKeys.area('reviews');
const testimonialKeys = adminKeys.area('testimonials');

const TAB_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

type Decision = { review: AdminReview; action: 'approve' | 'reject' };

function columns(decide: (d: Decision) => void, busy: string | null): ColumnDef<AdminReview>[] {
  return [
    {
      id: 'submitted',
      header: 'Received',
      cell: ({ row: { original } }) => DATE_TIME.format(new Date(original.submittedAt)),
    },
    {
      id: 'review',
      header: 'Review',
      meta: { card: 'primary' },
      cell: ({ row: { original: r } }) => (
        <div className="grid max-w-md min-w-56 gap-1">
          <span role="img" aria-label={`${r.rating} out of 5 stars`} className="text-gold-ink">
            {stars(r.rating)}
          </span>
          <p className="text-sm break-words whitespace-pre-line text-navy">{r.text}</p>
          <p className="text-xs text-muted">
            {r.displayName}
            {r.location ? `, ${r.location}` : ''}
          </p>
        </div>
      ),
    },
    {
      id: 'product',
      header: 'Product',
      cell: ({ row: { original: r } }) => (
        <div className="grid gap-0.5 text-sm">
          <span>{r.productTitle ?? 'No product'}</span>
          <Link
            to={`/admin/orders/${r.orderId}`}
            className="text-xs text-navy underline underline-offset-4"
          >
            {r.orderKind === 'canvas' ? 'Canvas order' : 'PNG purchase'}
          </Link>
        </div>
      ),
    },
    {
      id: 'artwork',
      header: 'Artwork',
      cell: ({ row: { original: r } }) => (
        <div className="grid justify-items-start gap-1 text-xs text-muted">
          {r.artworkUrl ? (
            <img
              src={r.artworkUrl}
              alt={`Artwork of ${r.displayName}`}
              className="size-14 rounded-md border border-parchment object-cover"
            />
          ) : null}
          <span>{r.showArtwork ? 'May be shown' : 'Not to be shown'}</span>
        </div>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { label: 'Actions' },
      cell: ({ row: { original: r } }) =>
        r.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => decide({ review: r, action: 'approve' })}
              disabled={busy === r.id}
              aria-label={`Approve the review by ${r.displayName}`}
            >
              Approve
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => decide({ review: r, action: 'reject' })}
              disabled={busy === r.id}
              aria-label={`Reject the review by ${r.displayName}`}
            >
              Reject
            </Button>
          </div>
        ) : r.testimonialId ? (
          <Link
            to={`/admin/testimonials/${r.testimonialId}/edit`}
            className="text-sm font-semibold text-navy underline underline-offset-4"
          >
            Testimonial
          </Link>
        ) : null,
    },
  ];
}

export function AdminReviewsPage() {
  const { search, hrefWith } = useSearchEditor();
  const status = REVIEW_STATUSES.find((s) => s === search.get('status')) ?? 'pending';
  const list = useQuery({
    queryKey: [...reviewKeys, 'list', status],
    queryFn: () => adminApi.get<AdminReviewList>(`/api/admin/reviews?status=${status}`),
    ...CACHE_TIERS.realTime,
  });
  const confirm = useConfirm();

  const decision = useAdminMutation<Decision, AdminReview>({
    mutationFn: ({ review, action }) =>
      adminApi.send<AdminReview>('POST', `/api/admin/reviews/${review.id}/${action}`),
    invalidate: [reviewKeys, testimonialKeys],
    success: (_r, { review, action }) =>
      action === 'approve'
        ? `The review by ${review.displayName} is now a testimonial`
        : `The review by ${review.displayName} was rejected`,
    failure: 'Could not save the decision',
  });
  const { mutate } = decision;
  const decide = useCallback(
    async (d: Decision) => {
      const ok = await confirm(
        d.action === 'approve'
          ? {
              title: 'Approve this review?',
              description: `It becomes an active testimonial${d.review.showArtwork ? ' with the buyer’s artwork' : ''} and counts in the product’s rating. You can feature it from Testimonials.`,
              confirmLabel: 'Approve',
            }
          : {
              title: 'Reject this review?',
              description: 'It is never shown in the shop. This cannot be undone.',
              confirmLabel: 'Reject',
              destructive: true,
            },
      );
      if (ok) mutate(d);
    },
    [confirm, mutate],
  );

  const sweep = useAdminMutation<void, { requested: number }>({
    mutationFn: () =>
      adminApi.send<{ requested: number }>('POST', '/api/admin/reviews/send-requests'),
    invalidate: [adminKeys.area('outbox')],
    success: ({ requested }) =>
      requested === 0
        ? 'No review request is due right now'
        : `${requested} review ${requested === 1 ? 'request' : 'requests'} sent`,
    failure: 'Could not send the review requests',
  });

  const busy = decision.isPending ? (decision.variables?.review.id ?? null) : null;
  const cols = useMemo(() => columns((d) => void decide(d), busy), [decide, busy]);
  const pendingCount = list.data?.pendingCount;

  return (
    <>
      <AdminIntro title="Reviews">
        Buyers review their canvas or PNG through the link mailed some days after delivery. A review
        shows in the shop only once you approve it: it then becomes a testimonial.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label="Review status" className="flex flex-wrap gap-2">
            {REVIEW_STATUSES.map((s) => (
              <Link
                key={s}
                to={hrefWith({ status: s === 'pending' ? undefined : s })}
                aria-current={s === status ? 'page' : undefined}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm',
                  s === status
                    ? 'border-navy bg-navy text-ivory'
                    : 'border-parchment text-navy hover:border-navy/40',
                )}
              >
                {TAB_LABELS[s]}
                {s === 'pending' && pendingCount != null ? ` (${pendingCount})` : ''}
              </Link>
            ))}
          </nav>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => sweep.mutate()}
            disabled={sweep.isPending}
          >
            {sweep.isPending ? 'Sending…' : 'Send due review requests now'}
          </Button>
        </div>
        {list.isError ? (
          <p role="alert">The reviews could not be loaded. Please reload the page.</p>
        ) : (
          <DataTable<AdminReview>
            caption={`${TAB_LABELS[status]} reviews`}
            columns={cols}
            data={list.data?.items ?? []}
            getRowId={(row) => row.id}
            params={{ sort: '', dir: 'desc' }}
            onParamsChange={() => {}}
            isLoading={list.isPending}
            emptyText={status === 'pending' ? 'No review is waiting.' : 'No reviews here yet.'}
            // One page (the newest 200): no pager.
            footer={<></>}
          />
        )}
      </div>
    </>
  );
}
